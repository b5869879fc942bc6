"""linalg_inv: aten::linalg_inv -> ONNX com.microsoft::Inverse, opsets 9 to 20.

Generated from mappings/aten/linalg_inv.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_inv(Tensor A) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    parse_args,
    torch_fallback,
    typed_like,
)

SOURCE_OP = "aten::linalg_inv"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "linalg_inv",
    "mappings/aten/linalg_inv.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_inv on the CPU",
        "complex": "com.microsoft::Inverse takes no complex inputs",
    },
)
# com.microsoft::Inverse in standard ONNX: `export` attaches it to the model as a
# model-local function, which runtimes with no kernel for the op run (at the model's
# opset), by the first opset each serves: the last the model's reaches.
BODY = {
    9: """
<
  domain: "com.microsoft",
  opset_import: ["" : 9]
>
Inverse (A) => (output)
{
   minus_one_list = Constant <value: tensor = int64[1] minus_one_list {-1}> ()
   zero_2 = Constant <value: tensor = int64 zero_2 {0}> ()
   values = Constant <value: tensor = int64[2] values {-1,1}> ()
   values_2 = Constant <value: tensor = int64[2] values_2 {1,-1}> ()
   one_2 = Constant <value: tensor = int64 one_2 {1}> ()
   n_shape = Shape (A)
   n = Gather (n_shape, minus_one_list)
   count = Squeeze (n)
   matrices_concat = Concat <axis: int = 0> (minus_one_list, n, n)
   matrices = Reshape (A, matrices_concat)
   columns_concat = Concat <axis: int = 0> (minus_one_list, n)
   columns = Reshape (A, columns_concat)
   identity_transpose = Transpose (columns)
   identity_mat_mul = MatMul (identity_transpose, columns)
   identity = EyeLike (identity_mat_mul)
   one = ReduceMax (identity)
   zero = Sub (one, one)
   rows_cast = Cast <to: int = 9> (identity)
   rows_non_zero = NonZero (rows_cast)
   rows = Gather <axis: int = 0> (rows_non_zero, zero_2)
   row = Reshape (rows, values)
   augmented_shape = Shape (matrices)
   augmented_expand = Expand (identity, augmented_shape)
   augmented = Concat <axis: int = 2> (matrices, augmented_expand)
   k = Mul (n, zero_2)
   pivot_gather = Gather <axis: int = 2> (augmented, k)
   pivot = ArgMax <axis: int = 1, keepdims: int = 1> (pivot_gather)
   pivot_row = Gather <axis: int = 1> (augmented, k)
   swapped = Identity (augmented)
   eliminate_going = Constant <value: tensor = bool eliminate_going {1}> ()
   pivot_after_eliminate, swapped_after_eliminate, pivot_row_after_eliminate, augmented_after_eliminate, k_after_eliminate = Loop (count, eliminate_going, pivot, swapped, pivot_row, augmented, k) <body: graph = eliminate_round (int64 loop_round, bool loop_going,  pivot_in,  swapped_in,  pivot_row_in,  augmented_in,  k_in) => (bool loop_goes,  pivot_round5,  swapped_round14,  pivot_row_round18,  augmented_round23,  k_round24) {
      eliminate_less = Less (row, k_in)
      eliminate_sub = Sub (zero, one)
      eliminate_gather = Gather <axis: int = 2> (augmented_in, k_in)
      eliminate_abs = Abs (eliminate_gather)
      eliminate_where = Where (eliminate_less, eliminate_sub, eliminate_abs)
      pivot_round5 = ArgMax <axis: int = 1, keepdims: int = 1> (eliminate_where)
      eliminate_equal = Equal (row, k_in)
      eliminate_reshape = Reshape (rows, values_2)
      eliminate_equal_2 = Equal (eliminate_reshape, pivot_round5)
      eliminate_where_2 = Where (eliminate_equal_2, one, zero)
      eliminate_mat_mul = MatMul (eliminate_where_2, augmented_in)
      eliminate_equal_3 = Equal (row, pivot_round5)
      eliminate_gather_2 = Gather <axis: int = 1> (augmented_in, k_in)
      eliminate_where_3 = Where (eliminate_equal_3, eliminate_gather_2, augmented_in)
      swapped_round14 = Where (eliminate_equal, eliminate_mat_mul, eliminate_where_3)
      eliminate_gather_3 = Gather <axis: int = 1> (swapped_round14, k_in)
      eliminate_gather_4 = Gather <axis: int = 1> (swapped_round14, k_in)
      eliminate_gather_5 = Gather <axis: int = 2> (eliminate_gather_4, k_in)
      pivot_row_round18 = Div (eliminate_gather_3, eliminate_gather_5)
      eliminate_equal_4 = Equal (row, k_in)
      eliminate_gather_6 = Gather <axis: int = 2> (swapped_round14, k_in)
      eliminate_mul = Mul (eliminate_gather_6, pivot_row_round18)
      eliminate_sub_2 = Sub (swapped_round14, eliminate_mul)
      augmented_round23 = Where (eliminate_equal_4, pivot_row_round18, eliminate_sub_2)
      k_round24 = Add (k_in, one_2)
      loop_goes = Identity (loop_going)
   }>
   result_add = Add (rows, n)
   result_gather = Gather <axis: int = 2> (augmented_after_eliminate, result_add)
   result_shape = Shape (A)
   output = Reshape (result_gather, result_shape)
}
""",
    14: """
<
  domain: "com.microsoft",
  opset_import: ["" : 14]
>
Inverse (A) => (output)
{
   minus_one_list = Constant <value: tensor = int64[1] minus_one_list {-1}> ()
   zero_list = Constant <value: tensor = int64[1] zero_list {0}> ()
   minus_two_list = Constant <value: tensor = int64[1] minus_two_list {-2}> ()
   zero_2 = Constant <value: tensor = int64 zero_2 {0}> ()
   values = Constant <value: tensor = int64[2] values {-1,1}> ()
   values_2 = Constant <value: tensor = int64[2] values_2 {1,1}> ()
   one_2 = Constant <value: tensor = int64 one_2 {1}> ()
   one_list = Constant <value: tensor = int64[1] one_list {1}> ()
   values_3 = Constant <value: tensor = int64[2] values_3 {1,-1}> ()
   n_shape = Shape (A)
   n = Gather (n_shape, minus_one_list)
   count = Squeeze (n)
   matrices_shape = Shape (A)
   matrices_slice = Slice (matrices_shape, zero_list, minus_two_list)
   matrices_reduce_prod = ReduceProd <keepdims: int = 1> (matrices_slice)
   matrices_concat = Concat <axis: int = 0> (matrices_reduce_prod, n, n)
   matrices = Reshape <allowzero: int = 1> (A, matrices_concat)
   columns_shape = Shape (A)
   columns_slice = Slice (columns_shape, zero_list, minus_one_list)
   columns_reduce_prod = ReduceProd <keepdims: int = 1> (columns_slice)
   columns_concat = Concat <axis: int = 0> (columns_reduce_prod, n)
   columns = Reshape <allowzero: int = 1> (A, columns_concat)
   identity_transpose = Transpose (columns)
   identity_mat_mul = MatMul (identity_transpose, columns)
   identity = EyeLike (identity_mat_mul)
   one = ReduceMax (identity)
   zero = Sub (one, one)
   rows_cast = Cast <to: int = 9> (identity)
   rows_non_zero = NonZero (rows_cast)
   rows = Gather <axis: int = 0> (rows_non_zero, zero_2)
   row = Reshape (rows, values)
   augmented_shape = Shape (matrices)
   augmented_expand = Expand (identity, augmented_shape)
   augmented = Concat <axis: int = 2> (matrices, augmented_expand)
   k = Mul (n, zero_2)
   pivot_shape = Shape (matrices)
   pivot_gather = Gather (pivot_shape, zero_list)
   pivot_concat = Concat <axis: int = 0> (pivot_gather, values_2)
   pivot = Expand (k, pivot_concat)
   pivot_row_add = Add (k, one_2)
   pivot_row = Slice (augmented, k, pivot_row_add, one_list)
   swapped = Identity (augmented)
   eliminate_going = Constant <value: tensor = bool eliminate_going {1}> ()
   pivot_after_eliminate, swapped_after_eliminate, pivot_row_after_eliminate, augmented_after_eliminate, k_after_eliminate = Loop (count, eliminate_going, pivot, swapped, pivot_row, augmented, k) <body: graph = eliminate_round (int64 loop_round, bool loop_going,  pivot_in,  swapped_in,  pivot_row_in,  augmented_in,  k_in) => (bool loop_goes,  pivot_round5,  swapped_round14,  pivot_row_round18,  augmented_round23,  k_round24) {
      eliminate_less = Less (row, k_in)
      eliminate_sub = Sub (zero, one)
      eliminate_gather = Gather <axis: int = 2> (augmented_in, k_in)
      eliminate_abs = Abs (eliminate_gather)
      eliminate_where = Where (eliminate_less, eliminate_sub, eliminate_abs)
      pivot_round5 = ArgMax <axis: int = 1, keepdims: int = 1> (eliminate_where)
      eliminate_equal = Equal (row, k_in)
      eliminate_reshape = Reshape (rows, values_3)
      eliminate_equal_2 = Equal (eliminate_reshape, pivot_round5)
      eliminate_where_2 = Where (eliminate_equal_2, one, zero)
      eliminate_mat_mul = MatMul (eliminate_where_2, augmented_in)
      eliminate_equal_3 = Equal (row, pivot_round5)
      eliminate_gather_2 = Gather <axis: int = 1> (augmented_in, k_in)
      eliminate_where_3 = Where (eliminate_equal_3, eliminate_gather_2, augmented_in)
      swapped_round14 = Where (eliminate_equal, eliminate_mat_mul, eliminate_where_3)
      eliminate_gather_3 = Gather <axis: int = 1> (swapped_round14, k_in)
      eliminate_gather_4 = Gather <axis: int = 1> (swapped_round14, k_in)
      eliminate_gather_5 = Gather <axis: int = 2> (eliminate_gather_4, k_in)
      pivot_row_round18 = Div (eliminate_gather_3, eliminate_gather_5)
      eliminate_equal_4 = Equal (row, k_in)
      eliminate_gather_6 = Gather <axis: int = 2> (swapped_round14, k_in)
      eliminate_mul = Mul (eliminate_gather_6, pivot_row_round18)
      eliminate_sub_2 = Sub (swapped_round14, eliminate_mul)
      augmented_round23 = Where (eliminate_equal_4, pivot_row_round18, eliminate_sub_2)
      k_round24 = Add (k_in, one_2)
      loop_goes = Identity (loop_going)
   }>
   result_add = Add (rows, n)
   result_gather = Gather <axis: int = 2> (augmented_after_eliminate, result_add)
   result_shape = Shape (A)
   output = Reshape <allowzero: int = 1> (result_gather, result_shape)
}
""",
}


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, A):
    check_inputs(CONTRACT, A=A)
    return typed_like(g.op("com.microsoft::Inverse", A), 0)
