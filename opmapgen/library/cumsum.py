"""cumsum: aten::cumsum -> ONNX Cast + Identity + CumSum, opsets 14 to 20.

Generated from mappings/aten/cumsum.yaml by `opmapgen build`; do not edit.

Source schema: aten::cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor

Overrides torch's own symbolic for aten::cumsum at opsets 14-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's symbolic emits CumSum of a bool input (transformers' masking code sums bool masks), an invalid graph ONNX Runtime refuses; it also ignores that torch sums integers in int64

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
    is_integer,
    onnx_dtype,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::cumsum"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(14, 21)
CONTRACT = Contract(
    "cumsum",
    "mappings/aten/cumsum.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 CumSum kernel on the CPU"},
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i", "i")
def symbolic(g, input, dim, dtype):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        absent(dtype)
        or dtype_name(dtype) in ("float16", "float32", "float64", "int32", "int64"),
        "ONNX CumSum sums float16, float32, float64, int32 and int64 only",
        torch_wrong="an invalid model, a CumSum of that dtype",
        dtype=dtype,
    )
    if present(dtype):
        x = g.op("Cast", input, to_i=onnx_dtype(dtype))
    elif is_integer(input) or dtype_name(input) == "bool":
        x = g.op("Cast", input, to_i=TensorProto.INT64)
    else:
        x = g.op("Identity", input)
    if rank(input) == 0:
        return g.op("Identity", x)
    elif (absent(dtype) and dtype_name(input) == "float16") or (
        present(dtype) and dtype_name(dtype) == "float16"
    ):
        dim_value = g.op("Constant", value_t=torch.tensor(dim, dtype=torch.int64))
        return g.op(
            "Cast",
            g.op("CumSum", g.op("Cast", x, to_i=TensorProto.FLOAT), dim_value),
            to_i=TensorProto.FLOAT16,
        )
    else:
        dim_value_2 = g.op("Constant", value_t=torch.tensor(dim, dtype=torch.int64))
        return g.op("CumSum", x, dim_value_2)
