"""addr: aten::addr -> ONNX Reshape + And + Not + Identity + Or + Cast + Mul + Add, opsets 9 to 20.

Generated from mappings/aten/addr.yaml by `opmapgen build`; do not edit.

Source schema: aten::addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    dtype_of,
    onnx_dtype_of,
    parse_args,
    promote,
    torch_fallback,
)

SOURCE_OP = "aten::addr"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "addr",
    "mappings/aten/addr.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Mul kernel on the CPU"},
    scalar_typed_ops=("Mul", "Add"),
    promote=("input", "vec1", "vec2"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "v", "f", "f")
def symbolic(g, input, vec1, vec2, beta, alpha):
    check_inputs(CONTRACT, input=input, vec1=vec1, vec2=vec2)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, vec1, vec2 = promote(g, CONTRACT, input=input, vec1=vec1, vec2=vec2)
    if dtype_name(input) == "bool":
        values = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
        values_2 = g.op("Constant", value_t=torch.tensor([1, -1], dtype=torch.int64))
        outer = g.op(
            "And",
            g.op("Reshape", vec1, values),
            g.op("Reshape", vec2, values_2),
        )
        if alpha == 0:
            product = g.op("And", outer, g.op("Not", outer))
        else:
            product = g.op("Identity", outer)
        if beta == 0:
            return g.op("Identity", product)
        else:
            return g.op("Or", input, product)
    if dtype_name(input) in ("int8", "int16", "uint8"):
        values = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
        values_2 = g.op("Constant", value_t=torch.tensor([1, -1], dtype=torch.int64))
        alpha_value = g.op("Constant", value_t=torch.tensor(alpha, dtype=torch.int32))
        outer = g.op(
            "Mul",
            g.op("Reshape", g.op("Cast", vec1, to_i=TensorProto.INT32), values),
            g.op("Reshape", g.op("Cast", vec2, to_i=TensorProto.INT32), values_2),
        )
        product = g.op("Mul", alpha_value, outer)
        if beta == 0:
            sum = g.op("Identity", product)
        else:
            beta_value = g.op("Constant", value_t=torch.tensor(beta, dtype=torch.int32))
            sum = g.op(
                "Add",
                g.op("Mul", beta_value, g.op("Cast", input, to_i=TensorProto.INT32)),
                product,
            )
        return g.op("Cast", sum, to_i=onnx_dtype_of(input))
    values = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
    alpha_value = g.op("Constant", value_t=torch.tensor(alpha, dtype=dtype_of(vec1)))
    values_2 = g.op("Constant", value_t=torch.tensor([1, -1], dtype=torch.int64))
    product = g.op(
        "Mul",
        g.op("Mul", alpha_value, g.op("Reshape", vec1, values)),
        g.op("Reshape", vec2, values_2),
    )
    if beta == 0:
        return g.op("Identity", product)
    else:
        beta_value = g.op("Constant", value_t=torch.tensor(beta, dtype=dtype_of(input)))
        return g.op("Add", g.op("Mul", beta_value, input), product)
