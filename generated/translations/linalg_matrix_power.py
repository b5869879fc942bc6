"""linalg_matrix_power for the dynamo exporter: aten::linalg_matrix_power -> ONNX Shape + Gather + Range + Reshape + Equal + Cast + Expand + Identity + MatMul, opsets 18 to 23.

Generated from mappings/aten/linalg_matrix_power.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    onnx_dtype_of,
    torch_fallback,
)

TARGET = "aten::linalg_matrix_power.default"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_matrix_power",
    "mappings/aten/linalg_matrix_power.yaml",
    dtypes=("float32", "float64", "int32", "int64"),
    reasons={
        "float16": "ONNX Runtime's float16 MatMul rounds otherwise than torch's, and the difference compounds with the power (A^7 of a 3 x 3 matrix misses the parity test's rtol of 1e-5)",
        "bfloat16": "ONNX Runtime has no bfloat16 MatMul kernel on the CPU",
        "integer": "ONNX MatMul takes no 8- or 16-bit integers (only int32 and int64 are mapped)",
        "bool": "ONNX MatMul takes no bool",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, n):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        n >= 0 and n <= 8,
        "only powers 0 to 8 are mapped (a negative power needs a matrix inverse)",
        n=n,
    )
    if n == 0:
        minus_one = constant(-1, dtype="int64")
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        values = constant([-1, 1], dtype="int64")
        values_2 = constant([1, -1], dtype="int64")
        equal = op.Equal(
            op.Reshape(
                op.Range(zero, op.Gather(op.Shape(input), minus_one), one),
                values,
            ),
            op.Reshape(
                op.Range(zero, op.Gather(op.Shape(input), minus_one), one),
                values_2,
            ),
        )
        return op.Expand(op.Cast(equal, to=onnx_dtype_of(input)), op.Shape(input))
    elif n == 1:
        return op.Identity(input)
    elif n == 2:
        return op.MatMul(input, input)
    elif n == 3:
        return op.MatMul(op.MatMul(input, input), input)
    elif n == 4:
        return op.MatMul(op.MatMul(input, input), op.MatMul(input, input))
    elif n == 5:
        return op.MatMul(
            input,
            op.MatMul(op.MatMul(input, input), op.MatMul(input, input)),
        )
    elif n == 6:
        return op.MatMul(
            op.MatMul(input, input),
            op.MatMul(op.MatMul(input, input), op.MatMul(input, input)),
        )
    elif n == 7:
        return op.MatMul(
            op.MatMul(input, op.MatMul(input, input)),
            op.MatMul(op.MatMul(input, input), op.MatMul(input, input)),
        )
    else:
        return op.MatMul(
            op.MatMul(op.MatMul(input, input), op.MatMul(input, input)),
            op.MatMul(op.MatMul(input, input), op.MatMul(input, input)),
        )
