"""atan2: aten::atan2 -> ONNX Identity + Abs + Max + Min + Equal + Div + Where + Greater + Sub + Add + Mul + Less + And + Or + Neg + Cast, opsets 11 to 20.

Generated from mappings/aten/atan2.yaml by `opmapgen build`; do not edit.

Source schema: aten::atan2(Tensor self, Tensor other) -> Tensor

Overrides torch's own symbolic for aten::atan2 at opsets 11-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's TorchScript symbolic gets signed zeros wrong (atan2(0, -0) must be pi, atan2(-0, -1) must be -pi), emits an invalid graph for integer inputs, and its Atan has no double kernel in ONNX Runtime

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

SOURCE_OP = "aten::atan2"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "atan2",
    "mappings/aten/atan2.yaml",
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
    reasons={
        "bfloat16": "ONNX Runtime's CPU kernels take no bfloat16 Abs, Div or Where",
    },
    scalar_typed_ops=(
        "Max",
        "Min",
        "Equal",
        "Div",
        "Greater",
        "Sub",
        "Add",
        "Mul",
        "Less",
    ),
    torch_wrong={
        "bfloat16": "an invalid model: its graph divides bfloat16 with ONNX Div",
    },
    torch_wrong_below={"bfloat16": 22},
    promote=("input", "other"),
    promote_kind="INT_TO_FLOAT",
    promoted=("float16", "float32", "float64"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(g, CONTRACT, input=input, other=other)
    if dtype_name(input) in ("float32", "float64"):
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        inf = g.op(
            "Constant",
            value_t=torch.tensor(float("inf"), dtype=dtype_of(input)),
        )
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        big_c = g.op("Constant", value_t=torch.tensor(0.66, dtype=dtype_of(input)))
        p_c = g.op(
            "Constant",
            value_t=torch.tensor(-0.8750608600031904, dtype=dtype_of(input)),
        )
        p_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(16.15753718733365, dtype=dtype_of(input)),
        )
        p_c_3 = g.op(
            "Constant",
            value_t=torch.tensor(75.00855792314705, dtype=dtype_of(input)),
        )
        p_c_4 = g.op(
            "Constant",
            value_t=torch.tensor(122.88666844901361, dtype=dtype_of(input)),
        )
        p_c_5 = g.op(
            "Constant",
            value_t=torch.tensor(64.85021904942025, dtype=dtype_of(input)),
        )
        q_c = g.op(
            "Constant",
            value_t=torch.tensor(24.858464901423062, dtype=dtype_of(input)),
        )
        q_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(165.02700983169885, dtype=dtype_of(input)),
        )
        q_c_3 = g.op(
            "Constant",
            value_t=torch.tensor(432.88106049129027, dtype=dtype_of(input)),
        )
        q_c_4 = g.op(
            "Constant",
            value_t=torch.tensor(485.3903996359137, dtype=dtype_of(input)),
        )
        q_c_5 = g.op(
            "Constant",
            value_t=torch.tensor(194.5506571482614, dtype=dtype_of(input)),
        )
        a1_c = g.op(
            "Constant",
            value_t=torch.tensor(0.7853981633974483, dtype=dtype_of(input)),
        )
        a2_c = g.op(
            "Constant",
            value_t=torch.tensor(1.5707963267948966, dtype=dtype_of(input)),
        )
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(other)))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(other)))
        a3_c = g.op(
            "Constant",
            value_t=torch.tensor(3.141592653589793, dtype=dtype_of(input)),
        )
        y = g.op("Identity", input)
        x = g.op("Identity", other)
        ay = g.op("Abs", y)
        ax = g.op("Abs", x)
        hi = g.op("Max", ay, ax)
        lo = g.op("Min", ay, ax)
        t = g.op(
            "Where",
            g.op("Equal", hi, zero),
            zero,
            g.op("Where", g.op("Equal", lo, inf), one, g.op("Div", lo, hi)),
        )
        big = g.op("Greater", t, big_c)
        r = g.op("Where", big, g.op("Div", g.op("Sub", t, one), g.op("Add", t, one)), t)
        z = g.op("Mul", r, r)
        p_mul_3 = g.op(
            "Mul",
            g.op("Sub", g.op("Mul", g.op("Sub", g.op("Mul", p_c, z), p_c_2), z), p_c_3),
            z,
        )
        p = g.op("Sub", g.op("Mul", g.op("Sub", p_mul_3, p_c_4), z), p_c_5)
        q_add_3 = g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", g.op("Add", z, q_c), z), q_c_2), z),
            q_c_3,
        )
        q = g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", q_add_3, z), q_c_4), z),
            q_c_5,
        )
        a0 = g.op("Add", r, g.op("Div", g.op("Mul", g.op("Mul", r, z), p), q))
        a1 = g.op("Where", big, g.op("Add", a0, a1_c), a0)
        a2 = g.op("Where", g.op("Greater", ay, ax), g.op("Sub", a2_c, a1), a1)
        a3 = g.op(
            "Where",
            g.op(
                "Or",
                g.op("Less", x, zero_2),
                g.op(
                    "And",
                    g.op("Equal", x, zero_2),
                    g.op("Less", g.op("Div", one_2, x), zero_2),
                ),
            ),
            g.op("Sub", a3_c, a2),
            a2,
        )
        return g.op(
            "Where",
            g.op(
                "Or",
                g.op("Less", y, zero),
                g.op(
                    "And",
                    g.op("Equal", y, zero),
                    g.op("Less", g.op("Div", one, y), zero),
                ),
            ),
            g.op("Neg", a3),
            a3,
        )
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
    inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=torch.float32))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
    big_c = g.op("Constant", value_t=torch.tensor(0.66, dtype=torch.float32))
    p_c = g.op(
        "Constant",
        value_t=torch.tensor(-0.8750608600031904, dtype=torch.float32),
    )
    p_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(16.15753718733365, dtype=torch.float32),
    )
    p_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(75.00855792314705, dtype=torch.float32),
    )
    p_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(122.88666844901361, dtype=torch.float32),
    )
    p_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(64.85021904942025, dtype=torch.float32),
    )
    q_c = g.op(
        "Constant",
        value_t=torch.tensor(24.858464901423062, dtype=torch.float32),
    )
    q_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(165.02700983169885, dtype=torch.float32),
    )
    q_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(432.88106049129027, dtype=torch.float32),
    )
    q_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(485.3903996359137, dtype=torch.float32),
    )
    q_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(194.5506571482614, dtype=torch.float32),
    )
    a1_c = g.op(
        "Constant",
        value_t=torch.tensor(0.7853981633974483, dtype=torch.float32),
    )
    a2_c = g.op(
        "Constant",
        value_t=torch.tensor(1.5707963267948966, dtype=torch.float32),
    )
    a3_c = g.op(
        "Constant",
        value_t=torch.tensor(3.141592653589793, dtype=torch.float32),
    )
    y = g.op("Cast", input, to_i=TensorProto.FLOAT)
    x = g.op("Cast", other, to_i=TensorProto.FLOAT)
    ay = g.op("Abs", y)
    ax = g.op("Abs", x)
    hi = g.op("Max", ay, ax)
    lo = g.op("Min", ay, ax)
    t = g.op(
        "Where",
        g.op("Equal", hi, zero),
        zero,
        g.op("Where", g.op("Equal", lo, inf), one, g.op("Div", lo, hi)),
    )
    big = g.op("Greater", t, big_c)
    r = g.op("Where", big, g.op("Div", g.op("Sub", t, one), g.op("Add", t, one)), t)
    z = g.op("Mul", r, r)
    p_mul_3 = g.op(
        "Mul",
        g.op("Sub", g.op("Mul", g.op("Sub", g.op("Mul", p_c, z), p_c_2), z), p_c_3),
        z,
    )
    p = g.op("Sub", g.op("Mul", g.op("Sub", p_mul_3, p_c_4), z), p_c_5)
    q_add_3 = g.op(
        "Add",
        g.op("Mul", g.op("Add", g.op("Mul", g.op("Add", z, q_c), z), q_c_2), z),
        q_c_3,
    )
    q = g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", q_add_3, z), q_c_4), z), q_c_5)
    a0 = g.op("Add", r, g.op("Div", g.op("Mul", g.op("Mul", r, z), p), q))
    a1 = g.op("Where", big, g.op("Add", a0, a1_c), a0)
    a2 = g.op("Where", g.op("Greater", ay, ax), g.op("Sub", a2_c, a1), a1)
    a3 = g.op(
        "Where",
        g.op(
            "Or",
            g.op("Less", x, zero),
            g.op(
                "And",
                g.op("Equal", x, zero),
                g.op("Less", g.op("Div", one, x), zero),
            ),
        ),
        g.op("Sub", a3_c, a2),
        a2,
    )
    angle = g.op(
        "Where",
        g.op(
            "Or",
            g.op("Less", y, zero),
            g.op(
                "And",
                g.op("Equal", y, zero),
                g.op("Less", g.op("Div", one, y), zero),
            ),
        ),
        g.op("Neg", a3),
        a3,
    )
    if dtype_name(input) == "float16":
        return g.op("Cast", angle, to_i=TensorProto.FLOAT16)
    else:
        return g.op("Identity", angle)
