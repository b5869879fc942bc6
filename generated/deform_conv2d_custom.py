"""deform_conv2d_custom: torchvision::deform_conv2d -> ONNX opmapgen::DeformConv2d, opsets 9 to 18.

Generated from mappings/own_code/deform_conv2d_custom.yaml by `opmapgen build`; do not edit.

Source schema: torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, SymInt stride_h, SymInt stride_w, SymInt pad_h, SymInt pad_w, SymInt dilation_h, SymInt dilation_w, SymInt groups, SymInt offset_groups, bool use_mask) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, dtype_of, parse_args, torch_fallback

SOURCE_OP = "torchvision::deform_conv2d"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 19)
CONTRACT = Contract(
    "deform_conv2d_custom",
    "mappings/own_code/deform_conv2d_custom.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torchvision's float16 kernel accumulates in float16: the kernel's float64 sums differ from eager's by over 1% on small inputs",
    },
)
# opmapgen::DeformConv2d in standard ONNX: `export` attaches it to the model as a
# model-local function, which runtimes with no kernel for the op run (at the model's
# opset), by the first opset each serves: the last the model's reaches.
BODY = {
    11: """
<
  domain: "opmapgen",
  opset_import: ["" : 11]
>
DeformConv2d <dilations,group,offset_group,pads,strides>(input, weight, offset, bias, mask) => (output)
{
   values = Constant <value: tensor = int64[2] values {1,1}> ()
   zero_list = Constant <value: tensor = int64[1] zero_list {0}> ()
   one_list = Constant <value: tensor = int64[1] one_list {1}> ()
   two_list = Constant <value: tensor = int64[1] two_list {2}> ()
   three_list = Constant <value: tensor = int64[1] three_list {3}> ()
   two = Constant <value: tensor = int64 two {2}> ()
   values_2 = Constant <value: tensor = int64[4] values_2 {1,1,1,1}> ()
   values_3 = Constant <value: tensor = int64[4] values_3 {1,1,2,2}> ()
   one_2 = Constant <value: tensor = int64 one_2 {1}> ()
   zero_2 = Constant <value: tensor = int64 zero_2 {0}> ()
   values_4 = Constant <value: tensor = int64[3] values_4 {-1,1,1}> ()
   values_5 = Constant <value: tensor = int64[3] values_5 {1,-1,1}> ()
   values_6 = Constant <value: tensor = int64[3] values_6 {1,1,-1}> ()
   minus_one_list = Constant <value: tensor = int64[1] minus_one_list {-1}> ()
   values_7 = Constant <value: tensor = int64[4] values_7 {1,-1,1,1}> ()
   one_reduce_sum = ReduceSum <keepdims: int = 1> (input)
   one_reshape = Reshape (one_reduce_sum, values)
   one_eye_like = EyeLike (one_reshape)
   one = ReduceMax <keepdims: int = 0> (one_eye_like)
   zero = Sub (one, one)
   n_shape = Shape (input)
   n = Gather (n_shape, zero_list)
   c_shape = Shape (input)
   c = Gather (c_shape, one_list)
   h_shape = Shape (input)
   h = Gather (h_shape, two_list)
   w_shape = Shape (input)
   w = Gather (w_shape, three_list)
   co_shape = Shape (weight)
   co = Gather (co_shape, zero_list)
   kh_shape = Shape (weight)
   kh = Gather (kh_shape, two_list)
   kw_shape = Shape (weight)
   kw = Gather (kw_shape, three_list)
   ho_shape = Shape (offset)
   ho = Gather (ho_shape, two_list)
   wo_shape = Shape (offset)
   wo = Gather (wo_shape, three_list)
   taps = Mul (kh, kw)
   og_shape = Shape (offset)
   og_gather = Gather (og_shape, one_list)
   og_mul = Mul (two, taps)
   og = Div (og_gather, og_mul)
   g_shape = Shape (weight)
   g_gather = Gather (g_shape, one_list)
   g = Div (c, g_gather)
   unit = Reshape (one, values_2)
   square = Expand (unit, values_3)
   strided_conv_transpose = ConvTranspose <strides: ints = @strides> (square, unit)
   strided = Shape (strided_conv_transpose)
   dilated_conv_transpose = ConvTranspose <dilations: ints = @dilations> (unit, square)
   dilated = Shape (dilated_conv_transpose)
   padded_conv = Conv <pads: ints = @pads> (unit, unit)
   padded = Shape (padded_conv)
   h_f_expand = Expand (one, h)
   h_f = ReduceSum <keepdims: int = 0> (h_f_expand)
   w_f_expand = Expand (one, w)
   w_f = ReduceSum <keepdims: int = 0> (w_f_expand)
   kw_f_expand = Expand (one, kw)
   kw_f = ReduceSum <keepdims: int = 0> (kw_f_expand)
   stride_h_gather = Gather (strided, two_list)
   stride_h_sub = Sub (stride_h_gather, one_2)
   stride_h_expand = Expand (one, stride_h_sub)
   stride_h = ReduceSum <keepdims: int = 0> (stride_h_expand)
   stride_w_gather = Gather (strided, three_list)
   stride_w_sub = Sub (stride_w_gather, one_2)
   stride_w_expand = Expand (one, stride_w_sub)
   stride_w = ReduceSum <keepdims: int = 0> (stride_w_expand)
   pad_top_gather = Gather (padded, two_list)
   pad_top_sub = Sub (pad_top_gather, one_2)
   pad_top_div = Div (pad_top_sub, two)
   pad_top_expand = Expand (one, pad_top_div)
   pad_top = ReduceSum <keepdims: int = 0> (pad_top_expand)
   pad_left_gather = Gather (padded, three_list)
   pad_left_sub = Sub (pad_left_gather, one_2)
   pad_left_div = Div (pad_left_sub, two)
   pad_left_expand = Expand (one, pad_left_div)
   pad_left = ReduceSum <keepdims: int = 0> (pad_left_expand)
   dilation_h_gather = Gather (dilated, two_list)
   dilation_h_sub = Sub (dilation_h_gather, one_2)
   dilation_h_expand = Expand (one, dilation_h_sub)
   dilation_h = ReduceSum <keepdims: int = 0> (dilation_h_expand)
   dilation_w_gather = Gather (dilated, three_list)
   dilation_w_sub = Sub (dilation_w_gather, one_2)
   dilation_w_expand = Expand (one, dilation_w_sub)
   dilation_w = ReduceSum <keepdims: int = 0> (dilation_w_expand)
   tap_expand = Expand (one, taps)
   tap_cum_sum = CumSum (tap_expand, zero_2)
   tap = Sub (tap_cum_sum, one)
   tap_row_div = Div (tap, kw_f)
   tap_row = Floor (tap_row_div)
   tap_col_mul = Mul (tap_row, kw_f)
   tap_col = Sub (tap, tap_col_mul)
   out_row_expand = Expand (one, ho)
   out_row_cum_sum = CumSum (out_row_expand, zero_2)
   out_row = Sub (out_row_cum_sum, one)
   out_col_expand = Expand (one, wo)
   out_col_cum_sum = CumSum (out_col_expand, zero_2)
   out_col = Sub (out_col_cum_sum, one)
   base_y_mul = Mul (tap_row, dilation_h)
   base_y_reshape = Reshape (base_y_mul, values_4)
   base_y_mul_2 = Mul (out_row, stride_h)
   base_y_sub = Sub (base_y_mul_2, pad_top)
   base_y_reshape_2 = Reshape (base_y_sub, values_5)
   base_y = Add (base_y_reshape, base_y_reshape_2)
   base_x_mul = Mul (tap_col, dilation_w)
   base_x_reshape = Reshape (base_x_mul, values_4)
   base_x_mul_2 = Mul (out_col, stride_w)
   base_x_sub = Sub (base_x_mul_2, pad_left)
   base_x_reshape_2 = Reshape (base_x_sub, values_6)
   base_x = Add (base_x_reshape, base_x_reshape_2)
   offsets_concat = Concat <axis: int = 0> (n, og, taps, two_list, ho, wo)
   offsets = Reshape (offset, offsets_concat)
   y_gather = Gather <axis: int = 3> (offsets, zero_2)
   y = Add (base_y, y_gather)
   x_gather = Gather <axis: int = 3> (offsets, one_2)
   x = Add (base_x, x_gather)
   inside_sub = Sub (zero, one)
   inside_greater = Greater (y, inside_sub)
   inside_less = Less (y, h_f)
   inside_and = And (inside_greater, inside_less)
   inside_sub_2 = Sub (zero, one)
   inside_greater_2 = Greater (x, inside_sub_2)
   inside_less_2 = Less (x, w_f)
   inside_and_2 = And (inside_greater_2, inside_less_2)
   inside = And (inside_and, inside_and_2)
   top = Floor (y)
   left = Floor (x)
   bottom = Add (top, one)
   right = Add (left, one)
   group_channels = Div (c, og)
   table_mul = Mul (h, w)
   table_concat = Concat <axis: int = 0> (n, og, group_channels, table_mul)
   table_reshape = Reshape (input, table_concat)
   table_transpose = Transpose <perm: ints = [0, 1, 3, 2]> (table_reshape)
   table_concat_2 = Concat <axis: int = 0> (minus_one_list, group_channels)
   table = Reshape (table_transpose, table_concat_2)
   first_row_mul = Mul (n, og)
   first_row_gather = Gather (first_row_mul, zero_2)
   first_row_range = Range (zero_2, first_row_gather, one_2)
   first_row_mul_2 = Mul (h, w)
   first_row_mul_3 = Mul (first_row_range, first_row_mul_2)
   first_row_concat = Concat <axis: int = 0> (n, og, one_list)
   first_row = Reshape (first_row_mul_3, first_row_concat)
   positions = Concat <axis: int = 0> (n, og, minus_one_list)
   per_position = Concat <axis: int = 0> (n, og, minus_one_list, one_list)
   top_ok_less = Less (top, zero)
   top_ok_not = Not (top_ok_less)
   top_ok = And (inside, top_ok_not)
   bottom_ok_less = Less (bottom, h_f)
   bottom_ok = And (inside, bottom_ok_less)
   left_ok_less = Less (left, zero)
   left_ok = Not (left_ok_less)
   right_ok = Less (right, w_f)
   top_row_max = Max (top, zero)
   top_row_sub = Sub (h_f, one)
   top_row_min = Min (top_row_max, top_row_sub)
   top_row = Mul (top_row_min, w_f)
   bottom_row_max = Max (bottom, zero)
   bottom_row_sub = Sub (h_f, one)
   bottom_row_min = Min (bottom_row_max, bottom_row_sub)
   bottom_row = Mul (bottom_row_min, w_f)
   left_col_max = Max (left, zero)
   left_col_sub = Sub (w_f, one)
   left_col = Min (left_col_max, left_col_sub)
   right_col_max = Max (right, zero)
   right_col_sub = Sub (w_f, one)
   right_col = Min (right_col_max, right_col_sub)
   y_top_sub = Sub (y, top)
   y_top = Sub (one, y_top_sub)
   y_bottom_sub = Sub (bottom, y)
   y_bottom = Sub (one, y_bottom_sub)
   x_left_sub = Sub (x, left)
   x_left = Sub (one, x_left_sub)
   x_right_sub = Sub (right, x)
   x_right = Sub (one, x_right_sub)
   top_left_add = Add (top_row, left_col)
   top_left_cast = Cast <to: int = 7> (top_left_add)
   top_left_reshape = Reshape (top_left_cast, positions)
   top_left_add_2 = Add (first_row, top_left_reshape)
   top_left_gather = Gather <axis: int = 0> (table, top_left_add_2)
   top_left_and = And (top_ok, left_ok)
   top_left_mul = Mul (y_top, x_left)
   top_left_where = Where (top_left_and, top_left_mul, zero)
   top_left_reshape_2 = Reshape (top_left_where, per_position)
   top_left = Mul (top_left_gather, top_left_reshape_2)
   top_right_add = Add (top_row, right_col)
   top_right_cast = Cast <to: int = 7> (top_right_add)
   top_right_reshape = Reshape (top_right_cast, positions)
   top_right_add_2 = Add (first_row, top_right_reshape)
   top_right_gather = Gather <axis: int = 0> (table, top_right_add_2)
   top_right_and = And (top_ok, right_ok)
   top_right_mul = Mul (y_top, x_right)
   top_right_where = Where (top_right_and, top_right_mul, zero)
   top_right_reshape_2 = Reshape (top_right_where, per_position)
   top_right = Mul (top_right_gather, top_right_reshape_2)
   bottom_left_add = Add (bottom_row, left_col)
   bottom_left_cast = Cast <to: int = 7> (bottom_left_add)
   bottom_left_reshape = Reshape (bottom_left_cast, positions)
   bottom_left_add_2 = Add (first_row, bottom_left_reshape)
   bottom_left_gather = Gather <axis: int = 0> (table, bottom_left_add_2)
   bottom_left_and = And (bottom_ok, left_ok)
   bottom_left_mul = Mul (y_bottom, x_left)
   bottom_left_where = Where (bottom_left_and, bottom_left_mul, zero)
   bottom_left_reshape_2 = Reshape (bottom_left_where, per_position)
   bottom_left = Mul (bottom_left_gather, bottom_left_reshape_2)
   bottom_right_add = Add (bottom_row, right_col)
   bottom_right_cast = Cast <to: int = 7> (bottom_right_add)
   bottom_right_reshape = Reshape (bottom_right_cast, positions)
   bottom_right_add_2 = Add (first_row, bottom_right_reshape)
   bottom_right_gather = Gather <axis: int = 0> (table, bottom_right_add_2)
   bottom_right_and = And (bottom_ok, right_ok)
   bottom_right_mul = Mul (y_bottom, x_right)
   bottom_right_where = Where (bottom_right_and, bottom_right_mul, zero)
   bottom_right_reshape_2 = Reshape (bottom_right_where, per_position)
   bottom_right = Mul (bottom_right_gather, bottom_right_reshape_2)
   modulation_mul = Mul (og, taps)
   modulation_concat = Concat <axis: int = 0> (n, modulation_mul, ho, wo)
   modulation_expand = Expand (mask, modulation_concat)
   modulation_concat_2 = Concat <axis: int = 0> (n, og, one_list, minus_one_list)
   modulation = Reshape (modulation_expand, modulation_concat_2)
   sampled_add = Add (top_left, top_right)
   sampled_add_2 = Add (sampled_add, bottom_left)
   sampled_add_3 = Add (sampled_add_2, bottom_right)
   sampled_transpose = Transpose <perm: ints = [0, 1, 3, 2]> (sampled_add_3)
   sampled = Mul (sampled_transpose, modulation)
   columns_mul = Mul (ho, wo)
   columns_concat = Concat <axis: int = 0> (n, g, minus_one_list, columns_mul)
   columns = Reshape (sampled, columns_concat)
   kernels_shape = Shape (weight)
   kernels_gather = Gather (kernels_shape, one_list)
   kernels_mul = Mul (kernels_gather, taps)
   kernels_concat = Concat <axis: int = 0> (g, minus_one_list, kernels_mul)
   kernels = Reshape (weight, kernels_concat)
   result_mat_mul = MatMul (kernels, columns)
   result_concat = Concat <axis: int = 0> (n, co, ho, wo)
   result_reshape = Reshape (result_mat_mul, result_concat)
   result_reshape_2 = Reshape (bias, values_7)
   output = Add (result_reshape, result_reshape_2)
}
""",
}


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "v", "v", "v", "i", "i", "i", "i", "i", "i", "i", "i", "b")
def symbolic(
    g,
    input,
    weight,
    offset,
    mask,
    bias,
    stride_h,
    stride_w,
    pad_h,
    pad_w,
    dilation_h,
    dilation_w,
    groups,
    offset_groups,
    use_mask,
):
    check_inputs(
        CONTRACT,
        input=input,
        weight=weight,
        offset=offset,
        mask=mask,
        bias=bias,
    )
    unmasked = g.op("Constant", value_t=torch.tensor(1.0, dtype=dtype_of(input)))
    return g.op(
        "opmapgen::DeformConv2d",
        input,
        weight,
        offset,
        bias,
        mask if use_mask else unmasked,
        strides_i=[stride_h, stride_w],
        pads_i=[pad_h, pad_w, pad_h, pad_w],
        dilations_i=[dilation_h, dilation_w],
        group_i=groups,
        offset_group_i=offset_groups,
    )
