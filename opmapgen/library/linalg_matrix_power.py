"""linalg_matrix_power: aten::linalg_matrix_power -> ONNX Cast + MatMul + Identity + Shape + Gather + Range + Reshape + Equal + Expand, opsets 11 to 20.

Generated from mappings/aten/linalg_matrix_power.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_matrix_power(Tensor self, int n) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
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
    dtypes=("float16", "float32", "float64", "int32", "int64"),
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 MatMul kernel on the CPU",
        "integer": "ONNX MatMul takes no 8- or 16-bit integers (only int32 and int64 are mapped)",
        "bool": "ONNX MatMul takes no bool",
    },
    scalar_typed_ops=("MatMul", "Equal"),
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
    if dtype_name(input) == "float16":
        x = g.op("Cast", input, to_i=TensorProto.FLOAT)
        if n >= 3:
            x2 = g.op(
                "Cast",
                g.op("Cast", g.op("MatMul", x, x), to_i=TensorProto.FLOAT16),
                to_i=TensorProto.FLOAT,
            )
        else:
            x2 = g.op("Identity", x)
        if n >= 5:
            x4 = g.op(
                "Cast",
                g.op("Cast", g.op("MatMul", x2, x2), to_i=TensorProto.FLOAT16),
                to_i=TensorProto.FLOAT,
            )
        else:
            x4 = g.op("Identity", x2)
        if n == 0:
            minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
            zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            values = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            result_equal = g.op(
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
                g.op("Cast", result_equal, to_i=TensorProto.FLOAT16),
                g.op("Shape", input),
            )
        elif n == 1:
            return g.op("Identity", input)
        elif n == 2:
            return g.op("Cast", g.op("MatMul", x, x), to_i=TensorProto.FLOAT16)
        elif n == 3:
            return g.op("Cast", g.op("MatMul", x2, x), to_i=TensorProto.FLOAT16)
        elif n == 4:
            return g.op("Cast", g.op("MatMul", x2, x2), to_i=TensorProto.FLOAT16)
        elif n == 5:
            return g.op("Cast", g.op("MatMul", x, x4), to_i=TensorProto.FLOAT16)
        elif n == 6:
            return g.op("Cast", g.op("MatMul", x2, x4), to_i=TensorProto.FLOAT16)
        elif n == 7:
            return g.op(
                "Cast",
                g.op(
                    "MatMul",
                    g.op(
                        "Cast",
                        g.op("Cast", g.op("MatMul", x, x2), to_i=TensorProto.FLOAT16),
                        to_i=TensorProto.FLOAT,
                    ),
                    x4,
                ),
                to_i=TensorProto.FLOAT16,
            )
        else:
            return g.op("Cast", g.op("MatMul", x4, x4), to_i=TensorProto.FLOAT16)
    if n == 0:
        minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        values = g.op("Constant", value_t=torch.tensor([-1, 1], dtype=torch.int64))
        values_2 = g.op("Constant", value_t=torch.tensor([1, -1], dtype=torch.int64))
        result_equal = g.op(
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
            g.op("Cast", result_equal, to_i=onnx_dtype_of(input)),
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
