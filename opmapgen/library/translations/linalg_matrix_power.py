"""linalg_matrix_power for the dynamo exporter: aten::linalg_matrix_power -> ONNX Cast + MatMul + Identity + Shape + Gather + Range + Reshape + Equal + Expand, opsets 18 to 23.

Generated from mappings/aten/linalg_matrix_power.yaml by `opmapgen build`; do not edit.

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
    onnx_dtype_of,
    torch_fallback,
)

TARGET = "aten::linalg_matrix_power.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::linalg_matrix_power(Tensor self, int n) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_matrix_power",
    "mappings/aten/linalg_matrix_power.yaml",
    dtypes=("float16", "float32", "float64", "int32", "int64"),
    reasons={
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
    if dtype_name(input) == "float16":
        x = op.Cast(input, to=TensorProto.FLOAT)
        if n >= 3:
            x2 = op.Cast(
                op.Cast(op.MatMul(x, x), to=TensorProto.FLOAT16),
                to=TensorProto.FLOAT,
            )
        else:
            x2 = op.Identity(x)
        if n >= 5:
            x4 = op.Cast(
                op.Cast(op.MatMul(x2, x2), to=TensorProto.FLOAT16),
                to=TensorProto.FLOAT,
            )
        else:
            x4 = op.Identity(x2)
        if n == 0:
            minus_one = constant(-1, dtype="int64")
            zero = constant(0, dtype="int64")
            one = constant(1, dtype="int64")
            values = constant([-1, 1], dtype="int64")
            values_2 = constant([1, -1], dtype="int64")
            result_equal = op.Equal(
                op.Reshape(
                    op.Range(zero, op.Gather(op.Shape(input), minus_one), one),
                    values,
                ),
                op.Reshape(
                    op.Range(zero, op.Gather(op.Shape(input), minus_one), one),
                    values_2,
                ),
            )
            return op.Expand(
                op.Cast(result_equal, to=TensorProto.FLOAT16),
                op.Shape(input),
            )
        elif n == 1:
            return op.Identity(input)
        elif n == 2:
            return op.Cast(op.MatMul(x, x), to=TensorProto.FLOAT16)
        elif n == 3:
            return op.Cast(op.MatMul(x2, x), to=TensorProto.FLOAT16)
        elif n == 4:
            return op.Cast(op.MatMul(x2, x2), to=TensorProto.FLOAT16)
        elif n == 5:
            return op.Cast(op.MatMul(x, x4), to=TensorProto.FLOAT16)
        elif n == 6:
            return op.Cast(op.MatMul(x2, x4), to=TensorProto.FLOAT16)
        elif n == 7:
            return op.Cast(
                op.MatMul(
                    op.Cast(
                        op.Cast(op.MatMul(x, x2), to=TensorProto.FLOAT16),
                        to=TensorProto.FLOAT,
                    ),
                    x4,
                ),
                to=TensorProto.FLOAT16,
            )
        else:
            return op.Cast(op.MatMul(x4, x4), to=TensorProto.FLOAT16)
    if n == 0:
        minus_one = constant(-1, dtype="int64")
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        values = constant([-1, 1], dtype="int64")
        values_2 = constant([1, -1], dtype="int64")
        result_equal = op.Equal(
            op.Reshape(
                op.Range(zero, op.Gather(op.Shape(input), minus_one), one),
                values,
            ),
            op.Reshape(
                op.Range(zero, op.Gather(op.Shape(input), minus_one), one),
                values_2,
            ),
        )
        return op.Expand(
            op.Cast(result_equal, to=onnx_dtype_of(input)),
            op.Shape(input),
        )
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
