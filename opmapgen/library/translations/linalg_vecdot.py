"""linalg_vecdot for the dynamo exporter: aten::linalg_vecdot -> ONNX Mul + Cast + ReduceSum, opsets 18 to 23.

Generated from mappings/aten/linalg_vecdot.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    rank,
    torch_fallback,
)

TARGET = "aten::linalg_vecdot.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::linalg_vecdot(Tensor x, Tensor y, *, int dim=-1) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_vecdot",
    "mappings/aten/linalg_vecdot.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 ReduceSum kernel on the CPU",
        "integer": "torch does not take integer inputs to linalg.vecdot",
        "bool": "torch does not take bool inputs to linalg.vecdot",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(x, y, dim=-1):
    check_inputs(CONTRACT, x=x, y=y)
    CONTRACT.require(
        dtype_name(x) == dtype_name(y),
        "inputs of different dtypes are not mapped (torch refuses them too)",
        x=x,
        y=y,
    )
    if rank(x) == 0 and rank(y) == 0:
        return op.Mul(x, y)
    elif dtype_name(x) == "float16":
        dim_list = constant([dim], dtype="int64")
        return op.Cast(
            op.ReduceSum(
                op.Cast(op.Mul(x, y), to=TensorProto.FLOAT),
                dim_list,
                keepdims=0,
            ),
            to=TensorProto.FLOAT16,
        )
    else:
        dim_list_2 = constant([dim], dtype="int64")
        return op.ReduceSum(op.Mul(x, y), dim_list_2, keepdims=0)
