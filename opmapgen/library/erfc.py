"""erfc: aten::erfc -> ONNX Abs + Mul + Add + Div + Sub + Min + Neg + Exp + Less + Where + Cast + Identity, opsets 9 to 20.

Generated from mappings/aten/erfc.yaml by `opmapgen build`; do not edit.

Source schema: aten::erfc(Tensor self) -> Tensor

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
    torch_fallback,
)

SOURCE_OP = "aten::erfc"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "erfc",
    "mappings/aten/erfc.yaml",
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
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Exp kernel on the CPU"},
    scalar_typed_ops=("Mul", "Add", "Div", "Sub", "Min", "Less"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if dtype_name(input) == "float64":
        small_c = g.op(
            "Constant",
            value_t=torch.tensor(9.604973739870516, dtype=dtype_of(input)),
        )
        small_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(90.02601972038427, dtype=dtype_of(input)),
        )
        small_c_3 = g.op(
            "Constant",
            value_t=torch.tensor(2232.005345946843, dtype=dtype_of(input)),
        )
        small_c_4 = g.op(
            "Constant",
            value_t=torch.tensor(7003.325141128051, dtype=dtype_of(input)),
        )
        small_c_5 = g.op(
            "Constant",
            value_t=torch.tensor(55592.30130103949, dtype=dtype_of(input)),
        )
        small_c_6 = g.op(
            "Constant",
            value_t=torch.tensor(33.56171416475031, dtype=dtype_of(input)),
        )
        small_c_7 = g.op(
            "Constant",
            value_t=torch.tensor(521.3579497801527, dtype=dtype_of(input)),
        )
        small_c_8 = g.op(
            "Constant",
            value_t=torch.tensor(4594.323829709801, dtype=dtype_of(input)),
        )
        small_c_9 = g.op(
            "Constant",
            value_t=torch.tensor(22629.000061389095, dtype=dtype_of(input)),
        )
        small_c_10 = g.op(
            "Constant",
            value_t=torch.tensor(49267.39426086359, dtype=dtype_of(input)),
        )
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        xc_c = g.op("Constant", value_t=torch.tensor(27, dtype=dtype_of(input)))
        near_c = g.op(
            "Constant",
            value_t=torch.tensor(2.461969814735305e-10, dtype=dtype_of(input)),
        )
        near_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(0.5641895648310689, dtype=dtype_of(input)),
        )
        near_c_3 = g.op(
            "Constant",
            value_t=torch.tensor(7.463210564422699, dtype=dtype_of(input)),
        )
        near_c_4 = g.op(
            "Constant",
            value_t=torch.tensor(48.63719709856814, dtype=dtype_of(input)),
        )
        near_c_5 = g.op(
            "Constant",
            value_t=torch.tensor(196.5208329560771, dtype=dtype_of(input)),
        )
        near_c_6 = g.op(
            "Constant",
            value_t=torch.tensor(526.4451949954773, dtype=dtype_of(input)),
        )
        near_c_7 = g.op(
            "Constant",
            value_t=torch.tensor(934.5285271719576, dtype=dtype_of(input)),
        )
        near_c_8 = g.op(
            "Constant",
            value_t=torch.tensor(1027.5518868951572, dtype=dtype_of(input)),
        )
        near_c_9 = g.op(
            "Constant",
            value_t=torch.tensor(557.5353353693994, dtype=dtype_of(input)),
        )
        near_c_10 = g.op(
            "Constant",
            value_t=torch.tensor(13.228195115474499, dtype=dtype_of(input)),
        )
        near_c_11 = g.op(
            "Constant",
            value_t=torch.tensor(86.70721408859897, dtype=dtype_of(input)),
        )
        near_c_12 = g.op(
            "Constant",
            value_t=torch.tensor(354.9377788878199, dtype=dtype_of(input)),
        )
        near_c_13 = g.op(
            "Constant",
            value_t=torch.tensor(975.7085017432055, dtype=dtype_of(input)),
        )
        near_c_14 = g.op(
            "Constant",
            value_t=torch.tensor(1823.9091668790973, dtype=dtype_of(input)),
        )
        near_c_15 = g.op(
            "Constant",
            value_t=torch.tensor(2246.3376081871097, dtype=dtype_of(input)),
        )
        near_c_16 = g.op(
            "Constant",
            value_t=torch.tensor(1656.6630919416134, dtype=dtype_of(input)),
        )
        near_c_17 = g.op(
            "Constant",
            value_t=torch.tensor(557.5353408177277, dtype=dtype_of(input)),
        )
        far_c = g.op(
            "Constant",
            value_t=torch.tensor(0.5641895835477551, dtype=dtype_of(input)),
        )
        far_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(1.275366707599781, dtype=dtype_of(input)),
        )
        far_c_3 = g.op(
            "Constant",
            value_t=torch.tensor(5.019050422511805, dtype=dtype_of(input)),
        )
        far_c_4 = g.op(
            "Constant",
            value_t=torch.tensor(6.160210979930536, dtype=dtype_of(input)),
        )
        far_c_5 = g.op(
            "Constant",
            value_t=torch.tensor(7.4097426995044895, dtype=dtype_of(input)),
        )
        far_c_6 = g.op(
            "Constant",
            value_t=torch.tensor(2.9788666537210022, dtype=dtype_of(input)),
        )
        far_c_7 = g.op(
            "Constant",
            value_t=torch.tensor(2.2605286322011726, dtype=dtype_of(input)),
        )
        far_c_8 = g.op(
            "Constant",
            value_t=torch.tensor(9.396035249380015, dtype=dtype_of(input)),
        )
        far_c_9 = g.op(
            "Constant",
            value_t=torch.tensor(12.048953980809666, dtype=dtype_of(input)),
        )
        far_c_10 = g.op(
            "Constant",
            value_t=torch.tensor(17.08144507475659, dtype=dtype_of(input)),
        )
        far_c_11 = g.op(
            "Constant",
            value_t=torch.tensor(9.608968090632859, dtype=dtype_of(input)),
        )
        far_c_12 = g.op(
            "Constant",
            value_t=torch.tensor(3.369076451000815, dtype=dtype_of(input)),
        )
        big_c = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(input)))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(input)))
        x = g.op("Abs", input)
        z = g.op("Mul", input, input)
        small_mul_3 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", small_c, z), small_c_2), z),
                small_c_3,
            ),
            z,
        )
        small_add_7 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", z, small_c_6), z), small_c_7),
                z,
            ),
            small_c_8,
        )
        small_div = g.op(
            "Div",
            g.op(
                "Mul",
                input,
                g.op(
                    "Add",
                    g.op("Mul", g.op("Add", small_mul_3, small_c_4), z),
                    small_c_5,
                ),
            ),
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", small_add_7, z), small_c_9), z),
                small_c_10,
            ),
        )
        small = g.op("Sub", one, small_div)
        xc = g.op("Min", x, xc_c)
        near_mul_3 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", near_c, xc), near_c_2), xc),
                near_c_3,
            ),
            xc,
        )
        near_add_5 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op(
                    "Add",
                    g.op("Mul", g.op("Add", near_mul_3, near_c_4), xc),
                    near_c_5,
                ),
                xc,
            ),
            near_c_6,
        )
        near_mul_8 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", near_add_5, xc), near_c_7), xc),
                near_c_8,
            ),
            xc,
        )
        near_add_11 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", xc, near_c_10), xc), near_c_11),
                xc,
            ),
            near_c_12,
        )
        near_mul_13 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", near_add_11, xc), near_c_13), xc),
                near_c_14,
            ),
            xc,
        )
        near_add_16 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op(
                    "Add",
                    g.op("Mul", g.op("Add", near_mul_13, near_c_15), xc),
                    near_c_16,
                ),
                xc,
            ),
            near_c_17,
        )
        near = g.op("Div", g.op("Add", near_mul_8, near_c_9), near_add_16)
        far_mul_3 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", far_c, xc), far_c_2), xc),
                far_c_3,
            ),
            xc,
        )
        far_add_5 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", far_mul_3, far_c_4), xc), far_c_5),
                xc,
            ),
            far_c_6,
        )
        far_add_8 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", xc, far_c_7), xc), far_c_8),
                xc,
            ),
            far_c_9,
        )
        far_mul_10 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", far_add_8, xc), far_c_10), xc),
                far_c_11,
            ),
            xc,
        )
        far = g.op("Div", far_add_5, g.op("Add", far_mul_10, far_c_12))
        big = g.op(
            "Mul",
            g.op("Exp", g.op("Neg", z)),
            g.op("Where", g.op("Less", x, big_c), near, far),
        )
        return g.op(
            "Where",
            g.op("Less", x, one),
            small,
            g.op("Where", g.op("Less", input, zero), g.op("Sub", two, big), big),
        )
    half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float32))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
    p_c = g.op("Constant", value_t=torch.tensor(0.17087277, dtype=torch.float32))
    p_c_2 = g.op("Constant", value_t=torch.tensor(-0.82215223, dtype=torch.float32))
    p_c_3 = g.op("Constant", value_t=torch.tensor(1.48851587, dtype=torch.float32))
    p_c_4 = g.op("Constant", value_t=torch.tensor(-1.13520398, dtype=torch.float32))
    p_c_5 = g.op("Constant", value_t=torch.tensor(0.27886807, dtype=torch.float32))
    p_c_6 = g.op("Constant", value_t=torch.tensor(-0.18628806, dtype=torch.float32))
    p_c_7 = g.op("Constant", value_t=torch.tensor(0.09678418, dtype=torch.float32))
    p_c_8 = g.op("Constant", value_t=torch.tensor(0.37409196, dtype=torch.float32))
    p_c_9 = g.op("Constant", value_t=torch.tensor(1.00002368, dtype=torch.float32))
    p_c_10 = g.op("Constant", value_t=torch.tensor(-1.26551223, dtype=torch.float32))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float32))
    x = g.op("Cast", input, to_i=TensorProto.FLOAT)
    z = g.op("Abs", x)
    t = g.op("Div", one, g.op("Add", one, g.op("Mul", half, z)))
    p_mul_3 = g.op(
        "Mul",
        t,
        g.op("Add", p_c_3, g.op("Mul", t, g.op("Add", p_c_2, g.op("Mul", t, p_c)))),
    )
    p_add_5 = g.op(
        "Add",
        p_c_6,
        g.op("Mul", t, g.op("Add", p_c_5, g.op("Mul", t, g.op("Add", p_c_4, p_mul_3)))),
    )
    p_mul_8 = g.op(
        "Mul",
        t,
        g.op("Add", p_c_8, g.op("Mul", t, g.op("Add", p_c_7, g.op("Mul", t, p_add_5)))),
    )
    p = g.op("Add", p_c_10, g.op("Mul", t, g.op("Add", p_c_9, p_mul_8)))
    e = g.op("Mul", t, g.op("Exp", g.op("Sub", p, g.op("Mul", z, z))))
    r = g.op("Where", g.op("Less", x, zero), g.op("Sub", two, e), e)
    if dtype_name(input) == "float16":
        return g.op("Cast", r, to_i=TensorProto.FLOAT16)
    else:
        return g.op("Identity", r)
