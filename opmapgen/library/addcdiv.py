"""addcdiv: aten::addcdiv -> ONNX Cast + Mul + Div + Add + Identity, opsets 9 to 20.

Generated from mappings/aten/addcdiv.yaml by `opmapgen build`; do not edit.

Source schema: aten::addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor

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
    parse_args,
    promote,
    torch_fallback,
)

SOURCE_OP = "aten::addcdiv"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "addcdiv",
    "mappings/aten/addcdiv.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "integer": "torch refuses integer addcdiv (integer division with addcdiv is no longer supported)",
        "bool": "torch refuses bool addcdiv (integer division with addcdiv is no longer supported)",
        "bfloat16": "the formula computes float16 in float32 and casts back; that path is not written for bfloat16 yet",
        "complex": "ONNX has no complex tensors",
    },
    scalar_typed_ops=("Mul", "Div", "Add"),
    promote=("input", "tensor1", "tensor2"),
    promote_kind="INT_TO_FLOAT",
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "v", "f")
def symbolic(g, input, tensor1, tensor2, value):
    check_inputs(CONTRACT, input=input, tensor1=tensor1, tensor2=tensor2)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, tensor1, tensor2 = promote(
        g,
        CONTRACT,
        input=input,
        tensor1=tensor1,
        tensor2=tensor2,
    )
    if dtype_name(input) == "float16":
        value_value = g.op("Constant", value_t=torch.tensor(value, dtype=torch.float32))
        t = g.op(
            "Cast",
            g.op(
                "Add",
                g.op(
                    "Div",
                    g.op(
                        "Mul",
                        value_value,
                        g.op("Cast", tensor1, to_i=TensorProto.FLOAT),
                    ),
                    g.op("Cast", tensor2, to_i=TensorProto.FLOAT),
                ),
                g.op("Cast", input, to_i=TensorProto.FLOAT),
            ),
            to_i=TensorProto.FLOAT16,
        )
        return g.op("Identity", t)
    value_value = g.op("Constant", value_t=torch.tensor(value, dtype=dtype_of(tensor1)))
    return g.op("Add", input, g.op("Div", g.op("Mul", value_value, tensor1), tensor2))
