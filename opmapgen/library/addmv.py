"""addmv: aten::addmv -> ONNX Cast + MatMul + Mul + Identity + Add, opsets 9 to 20.

Generated from mappings/aten/addmv.yaml by `opmapgen build`; do not edit.

Source schema: aten::addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor

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
    torch_fallback,
)

SOURCE_OP = "aten::addmv"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "addmv",
    "mappings/aten/addmv.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
    ),
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 MatMul kernel on the CPU",
        "bool": "torch does not take bool inputs to addmv",
    },
    scalar_typed_ops=("MatMul", "Mul", "Add"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "v", "f", "f")
def symbolic(g, input, mat, vec, beta, alpha):
    check_inputs(CONTRACT, input=input, mat=mat, vec=vec)
    CONTRACT.require(
        dtype_name(input) == dtype_name(mat) and dtype_name(input) == dtype_name(vec),
        "inputs of different dtypes are not mapped (torch refuses them too)",
        input=input,
        mat=mat,
        vec=vec,
    )
    if dtype_name(input) in ("int8", "int16", "uint8"):
        alpha_value = g.op("Constant", value_t=torch.tensor(alpha, dtype=torch.int32))
        product = g.op(
            "Mul",
            alpha_value,
            g.op(
                "MatMul",
                g.op("Cast", mat, to_i=TensorProto.INT32),
                g.op("Cast", vec, to_i=TensorProto.INT32),
            ),
        )
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
    alpha_value = g.op("Constant", value_t=torch.tensor(alpha, dtype=dtype_of(mat)))
    product = g.op("Mul", alpha_value, g.op("MatMul", mat, vec))
    if beta == 0:
        return g.op("Identity", product)
    else:
        beta_value = g.op("Constant", value_t=torch.tensor(beta, dtype=dtype_of(input)))
        return g.op("Add", g.op("Mul", beta_value, input), product)
