"""fft_fftshift: aten::fft_fftshift -> ONNX Shape + Mul + Add + Mod + Unsqueeze + Range + Equal + Cast + ReduceSum + Div + Sub + Max + Identity + Greater + Tile + Slice, opsets 13 to 20.

Generated from mappings/aten/fft_fftshift.yaml by `opmapgen build`; do not edit.

Source schema: aten::fft_fftshift(Tensor self, int[1]? dim=None) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    dtype_name,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::fft_fftshift"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "fft_fftshift",
    "mappings/aten/fft_fftshift.yaml",
    dtypes=(
        "bool",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "float16",
        "bfloat16",
        "float32",
        "float64",
    ),
    reasons={
        "complex": "ONNX has no complex tensors (complex inputs are a separate work item)",
    },
    scalar_typed_ops=("Mul", "Add", "Mod", "Equal", "Div", "Sub", "Max", "Greater"),
    scalar_typed_inputs=(),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "is")
def symbolic(g, input, dim):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)),
        "the rank of the input must be known at export",
        input=input,
    )
    CONTRACT.require(
        rank(input) > 0,
        "a 0-dim input has no dim to shift (torch refuses it too)",
        input=input,
    )
    CONTRACT.require(
        absent(dim) or len(dim) > 0,
        "an empty dim list has no dim to shift (torch refuses it too)",
        dim=dim,
    )
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
    one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    zero_3 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    shape = g.op("Shape", input)
    if absent(dim):
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        counts = g.op("Add", g.op("Mul", shape, zero), one)
    else:
        dim_value = g.op("Constant", value_t=torch.tensor(dim, dtype=torch.int64))
        input_rank = g.op(
            "Constant",
            value_t=torch.tensor(rank(input), dtype=torch.int64),
        )
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        counts = g.op(
            "ReduceSum",
            g.op(
                "Cast",
                g.op(
                    "Equal",
                    g.op("Unsqueeze", g.op("Mod", dim_value, input_rank), one_list),
                    g.op(
                        "Unsqueeze",
                        g.op("Range", zero_2, input_rank, one_2),
                        zero_list,
                    ),
                ),
                to_i=TensorProto.INT64,
            ),
            zero_list,
            keepdims_i=0,
        )
    start = g.op(
        "Mod",
        g.op("Mul", counts, g.op("Sub", shape, g.op("Div", shape, two))),
        g.op("Max", shape, one_3),
    )
    if dtype_name(input) == "bfloat16":
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
    else:
        x = g.op("Identity", input)
    rolled = g.op(
        "Slice",
        g.op(
            "Tile",
            x,
            g.op(
                "Add",
                g.op("Cast", g.op("Greater", start, zero_3), to_i=TensorProto.INT64),
                one_3,
            ),
        ),
        start,
        g.op("Add", start, shape),
    )
    if dtype_name(input) == "bfloat16":
        return g.op("Cast", rolled, to_i=TensorProto.BFLOAT16)
    else:
        return g.op("Identity", rolled)
