"""col2im: aten::col2im -> ONNX Cast + Identity + Mul + Add + Sub + Div + Gather + Range + Reshape + ReduceProd + Shape + Slice + Concat + Transpose + ConstantOfShape + ScatterND, opsets 16 to 17.

Generated from mappings/aten/col2im.yaml by `opmapgen build`; do not edit.

Source schema: aten::col2im(Tensor self, SymInt[2] output_size, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    is_floating,
    onnx_dtype_of,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::col2im"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(16, 18)
CONTRACT = Contract(
    "col2im",
    "mappings/aten/col2im.yaml",
    dtypes=("float32", "float64", "float16", "int64"),
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 ScatterND with reduction; summing in float32 and casting back is not written yet",
        "complex": "ONNX has no complex tensors",
    },
    scalar_typed_ops=("Mul", "Add", "Sub", "Div", "Concat"),
    scalar_typed_inputs=("output_size",),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "is", "is", "is", "is")
def symbolic(g, input, output_size, kernel_size, dilation, padding, stride):
    check_inputs(CONTRACT, input=input, output_size=output_size)
    CONTRACT.require(
        is_floating(input),
        "torch has no col2im of integers; the mapping exports floating inputs only",
        input=input,
    )
    kernel_size_value = g.op(
        "Constant",
        value_t=torch.tensor(kernel_size, dtype=torch.int64),
    )
    dilation_value = g.op("Constant", value_t=torch.tensor(dilation, dtype=torch.int64))
    padding_value = g.op("Constant", value_t=torch.tensor(padding, dtype=torch.int64))
    stride_value = g.op("Constant", value_t=torch.tensor(stride, dtype=torch.int64))
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    values_2 = g.op("Constant", value_t=torch.tensor([-1, 1, 1, 1], dtype=torch.int64))
    values_3 = g.op("Constant", value_t=torch.tensor([1, 1, -1, 1], dtype=torch.int64))
    values_4 = g.op("Constant", value_t=torch.tensor([1, -1, 1, 1], dtype=torch.int64))
    values_5 = g.op("Constant", value_t=torch.tensor([1, 1, 1, -1], dtype=torch.int64))
    values_6 = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    values_7 = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    values_8 = g.op("Constant", value_t=torch.tensor([-2, -1], dtype=torch.int64))
    size = g.op("Cast", output_size, to_i=TensorProto.INT64)
    kernel = g.op("Identity", kernel_size_value)
    dilations = g.op("Identity", dilation_value)
    pads = g.op("Identity", padding_value)
    strides = g.op("Identity", stride_value)
    padded = g.op("Add", size, g.op("Mul", two, pads))
    blocks_div = g.op(
        "Div",
        g.op(
            "Sub",
            g.op("Sub", padded, g.op("Mul", dilations, g.op("Sub", kernel, one))),
            one,
        ),
        strides,
    )
    blocks = g.op("Add", blocks_div, one)
    rows = g.op(
        "Add",
        g.op(
            "Reshape",
            g.op(
                "Mul",
                g.op("Range", zero, g.op("Gather", kernel, zero), one),
                g.op("Gather", dilations, zero),
            ),
            values_2,
        ),
        g.op(
            "Reshape",
            g.op(
                "Mul",
                g.op("Range", zero, g.op("Gather", blocks, zero), one),
                g.op("Gather", strides, zero),
            ),
            values_3,
        ),
    )
    cols = g.op(
        "Add",
        g.op(
            "Reshape",
            g.op(
                "Mul",
                g.op("Range", zero, g.op("Gather", kernel, one), one),
                g.op("Gather", dilations, one),
            ),
            values_4,
        ),
        g.op(
            "Reshape",
            g.op(
                "Mul",
                g.op("Range", zero, g.op("Gather", blocks, one), one),
                g.op("Gather", strides, one),
            ),
            values_5,
        ),
    )
    positions = g.op(
        "Reshape",
        g.op("Add", g.op("Mul", rows, g.op("Gather", padded, one)), cols),
        values_6,
    )
    if dtype_name(input) == "float16":
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
    else:
        x = g.op("Identity", input)
    values_reshape = g.op(
        "Reshape",
        x,
        g.op(
            "Concat",
            minus_one_list,
            g.op(
                "Mul",
                g.op("ReduceProd", kernel, keepdims_i=1),
                g.op("Slice", g.op("Shape", input), minus_one_list, values_7),
            ),
            axis_i=0,
        ),
    )
    values = g.op("Transpose", values_reshape, perm_i=[1, 0])
    shape = g.op(
        "Concat",
        g.op("ReduceProd", padded, keepdims_i=1),
        g.op("Slice", g.op("Shape", values), one_list, two_list),
        axis_i=0,
    )
    if dtype_name(input) == "float16":
        zeros = g.op("ConstantOfShape", shape)
    else:
        zeros = g.op("Cast", g.op("ConstantOfShape", shape), to_i=onnx_dtype_of(input))
    summed = g.op("ScatterND", zeros, positions, values, reduction_s="add")
    image = g.op(
        "Reshape",
        g.op("Transpose", summed, perm_i=[1, 0]),
        g.op(
            "Concat",
            g.op("Slice", g.op("Shape", input), zero_list, minus_two_list),
            minus_one_list,
            padded,
            axis_i=0,
        ),
    )
    cropped = g.op("Slice", image, pads, g.op("Sub", padded, pads), values_8)
    if dtype_name(input) == "float16":
        return g.op("Cast", cropped, to_i=TensorProto.FLOAT16)
    else:
        return g.op("Identity", cropped)
