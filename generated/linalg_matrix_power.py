"""linalg_matrix_power: aten::linalg_matrix_power -> ONNX Shape + Gather + Range + Reshape + Equal + Cast + Expand + Identity + MatMul, opsets 11 to 20.

Generated from mappings/aten/linalg_matrix_power.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_matrix_power(Tensor self, int n) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    onnx_dtype_of,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::linalg_matrix_power"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
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
    scalar_typed_ops=("Equal", "MatMul"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i")
def symbolic(g, input, n):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        n >= 0 and n <= 8,
        "only powers 0 to 8 are mapped (a negative power needs a matrix inverse)",
        n=n,
    )
    if n == 0:
        minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        values = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
        values_2 = g.op("Constant", value_t=torch.tensor([1, -1], dtype=torch.int64))
        equal = g.op(
            "Equal",
            g.op(
                "Reshape",
                g.op(
                    "Range",
                    zero,
                    g.op("Gather", g.op("Shape", input), minus_one),
                    one,
                ),
                values,
            ),
            g.op(
                "Reshape",
                g.op(
                    "Range",
                    zero,
                    g.op("Gather", g.op("Shape", input), minus_one),
                    one,
                ),
                values_2,
            ),
        )
        return g.op(
            "Expand",
            g.op("Cast", equal, to_i=onnx_dtype_of(input)),
            g.op("Shape", input),
        )
    elif n == 1:
        return g.op("Identity", input)
    elif n == 2:
        return g.op("MatMul", input, input)
    elif n == 3:
        return g.op("MatMul", g.op("MatMul", input, input), input)
    elif n == 4:
        return g.op(
            "MatMul",
            g.op("MatMul", input, input),
            g.op("MatMul", input, input),
        )
    elif n == 5:
        return g.op(
            "MatMul",
            input,
            g.op("MatMul", g.op("MatMul", input, input), g.op("MatMul", input, input)),
        )
    elif n == 6:
        return g.op(
            "MatMul",
            g.op("MatMul", input, input),
            g.op("MatMul", g.op("MatMul", input, input), g.op("MatMul", input, input)),
        )
    elif n == 7:
        return g.op(
            "MatMul",
            g.op("MatMul", input, g.op("MatMul", input, input)),
            g.op("MatMul", g.op("MatMul", input, input), g.op("MatMul", input, input)),
        )
    else:
        return g.op(
            "MatMul",
            g.op("MatMul", g.op("MatMul", input, input), g.op("MatMul", input, input)),
            g.op("MatMul", g.op("MatMul", input, input), g.op("MatMul", input, input)),
        )
