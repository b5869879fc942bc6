"""addbmm: aten::addbmm -> ONNX Cast + MatMul + ReduceSum + Mul + Identity + Add, opsets 13 to 20.

Generated from mappings/aten/addbmm.yaml by `opmapgen build`; do not edit.

Source schema: aten::addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor

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

SOURCE_OP = "aten::addbmm"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "addbmm",
    "mappings/aten/addbmm.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64"),
    reasons={
        "float16": "torch rounds the float16 result after adding each batch matrix's product; a graph without a loop over the batch dim cannot follow those roundings (rounding once is off by up to 0.03 on OpInfo's sums)",
        "bfloat16": "ONNX Runtime has no bfloat16 MatMul kernel on the CPU",
        "bool": "torch does not take bool inputs to addbmm",
    },
    scalar_typed_ops=("MatMul", "Mul", "Add"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "v", "f", "f")
def symbolic(g, input, batch1, batch2, beta, alpha):
    check_inputs(CONTRACT, input=input, batch1=batch1, batch2=batch2)
    CONTRACT.require(
        dtype_name(input) == dtype_name(batch1)
        and dtype_name(input) == dtype_name(batch2),
        "inputs of different dtypes are not mapped (torch refuses them too)",
        input=input,
        batch1=batch1,
        batch2=batch2,
    )
    if dtype_name(input) in ("int8", "int16", "uint8"):
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        alpha_value = g.op("Constant", value_t=torch.tensor(alpha, dtype=torch.int32))
        product = g.op(
            "Mul",
            alpha_value,
            g.op(
                "ReduceSum",
                g.op(
                    "MatMul",
                    g.op("Cast", batch1, to_i=TensorProto.INT32),
                    g.op("Cast", batch2, to_i=TensorProto.INT32),
                ),
                zero_list,
                keepdims_i=0,
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
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    alpha_value = g.op("Constant", value_t=torch.tensor(alpha, dtype=dtype_of(batch1)))
    product = g.op(
        "Mul",
        alpha_value,
        g.op("ReduceSum", g.op("MatMul", batch1, batch2), zero_list, keepdims_i=0),
    )
    if beta == 0:
        return g.op("Identity", product)
    else:
        beta_value = g.op("Constant", value_t=torch.tensor(beta, dtype=dtype_of(input)))
        return g.op("Add", g.op("Mul", beta_value, input), product)
