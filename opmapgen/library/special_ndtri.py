"""special_ndtri: aten::special_ndtri -> ONNX Identity + Greater + Sub + Where + Mul + Add + Div + Log + Sqrt + Sum + Less + Neg + Equal + Or + Cast, opsets 11 to 20.

Generated from mappings/aten/special_ndtri.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_ndtri(Tensor self) -> Tensor

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
    is_integer,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::special_ndtri"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "special_ndtri",
    "mappings/aten/special_ndtri.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 ndtri kernel on the CPU",
        "bfloat16": "torch has no bfloat16 ndtri kernel on the CPU",
    },
    scalar_typed_ops=("Greater", "Sub", "Mul", "Add", "Div", "Less", "Equal"),
    variants=(
        'dtype(input) in ("float32", "float64")',
        'integer(input) or dtype(input) == "bool"',
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if dtype_name(input) in ("float32", "float64"):
        upper_c = g.op(
            "Constant",
            value_t=torch.tensor(0.8646647167633873, dtype=dtype_of(input)),
        )
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(input)))
        central_c = g.op(
            "Constant",
            value_t=torch.tensor(-59.96335010141079, dtype=dtype_of(input)),
        )
        central_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(98.00107541859997, dtype=dtype_of(input)),
        )
        central_c_3 = g.op(
            "Constant",
            value_t=torch.tensor(56.67628574690703, dtype=dtype_of(input)),
        )
        central_c_4 = g.op(
            "Constant",
            value_t=torch.tensor(13.931260938727968, dtype=dtype_of(input)),
        )
        central_c_5 = g.op(
            "Constant",
            value_t=torch.tensor(1.2391658386738125, dtype=dtype_of(input)),
        )
        one_2 = g.op("Constant", value_t=torch.tensor(1.0, dtype=dtype_of(input)))
        central_c_6 = g.op(
            "Constant",
            value_t=torch.tensor(1.9544885833814176, dtype=dtype_of(input)),
        )
        central_c_7 = g.op(
            "Constant",
            value_t=torch.tensor(4.676279128988815, dtype=dtype_of(input)),
        )
        central_c_8 = g.op(
            "Constant",
            value_t=torch.tensor(86.36024213908905, dtype=dtype_of(input)),
        )
        central_c_9 = g.op(
            "Constant",
            value_t=torch.tensor(225.46268785411937, dtype=dtype_of(input)),
        )
        central_c_10 = g.op(
            "Constant",
            value_t=torch.tensor(200.26021238006066, dtype=dtype_of(input)),
        )
        central_c_11 = g.op(
            "Constant",
            value_t=torch.tensor(82.03722561683334, dtype=dtype_of(input)),
        )
        central_c_12 = g.op(
            "Constant",
            value_t=torch.tensor(15.90562251262117, dtype=dtype_of(input)),
        )
        central_c_13 = g.op(
            "Constant",
            value_t=torch.tensor(1.1833162112133, dtype=dtype_of(input)),
        )
        central_c_14 = g.op(
            "Constant",
            value_t=torch.tensor(2.5066282746310002, dtype=dtype_of(input)),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
        minus_two = g.op("Constant", value_t=torch.tensor(-2, dtype=dtype_of(input)))
        near_c = g.op(
            "Constant",
            value_t=torch.tensor(4.0554489230596245, dtype=dtype_of(input)),
        )
        near_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(31.525109459989388, dtype=dtype_of(input)),
        )
        near_c_3 = g.op(
            "Constant",
            value_t=torch.tensor(57.16281922464213, dtype=dtype_of(input)),
        )
        near_c_4 = g.op(
            "Constant",
            value_t=torch.tensor(44.08050738932008, dtype=dtype_of(input)),
        )
        near_c_5 = g.op(
            "Constant",
            value_t=torch.tensor(14.684956192885803, dtype=dtype_of(input)),
        )
        near_c_6 = g.op(
            "Constant",
            value_t=torch.tensor(2.1866330685079025, dtype=dtype_of(input)),
        )
        near_c_7 = g.op(
            "Constant",
            value_t=torch.tensor(0.1402560791713545, dtype=dtype_of(input)),
        )
        near_c_8 = g.op(
            "Constant",
            value_t=torch.tensor(0.03504246268278482, dtype=dtype_of(input)),
        )
        near_c_9 = g.op(
            "Constant",
            value_t=torch.tensor(0.0008574567851546854, dtype=dtype_of(input)),
        )
        near_c_10 = g.op(
            "Constant",
            value_t=torch.tensor(15.779988325646675, dtype=dtype_of(input)),
        )
        near_c_11 = g.op(
            "Constant",
            value_t=torch.tensor(45.39076351288792, dtype=dtype_of(input)),
        )
        near_c_12 = g.op(
            "Constant",
            value_t=torch.tensor(41.3172038254672, dtype=dtype_of(input)),
        )
        near_c_13 = g.op(
            "Constant",
            value_t=torch.tensor(15.04253856929075, dtype=dtype_of(input)),
        )
        near_c_14 = g.op(
            "Constant",
            value_t=torch.tensor(2.504649462083094, dtype=dtype_of(input)),
        )
        near_c_15 = g.op(
            "Constant",
            value_t=torch.tensor(0.14218292285478779, dtype=dtype_of(input)),
        )
        near_c_16 = g.op(
            "Constant",
            value_t=torch.tensor(0.03808064076915783, dtype=dtype_of(input)),
        )
        near_c_17 = g.op(
            "Constant",
            value_t=torch.tensor(0.0009332594808954574, dtype=dtype_of(input)),
        )
        far_c = g.op(
            "Constant",
            value_t=torch.tensor(3.2377489177694603, dtype=dtype_of(input)),
        )
        far_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(6.915228890689842, dtype=dtype_of(input)),
        )
        far_c_3 = g.op(
            "Constant",
            value_t=torch.tensor(3.9388102529247444, dtype=dtype_of(input)),
        )
        far_c_4 = g.op(
            "Constant",
            value_t=torch.tensor(1.3330346081580755, dtype=dtype_of(input)),
        )
        far_c_5 = g.op(
            "Constant",
            value_t=torch.tensor(0.20148538954917908, dtype=dtype_of(input)),
        )
        far_c_6 = g.op(
            "Constant",
            value_t=torch.tensor(0.012371663481782003, dtype=dtype_of(input)),
        )
        far_c_7 = g.op(
            "Constant",
            value_t=torch.tensor(0.00030158155350823543, dtype=dtype_of(input)),
        )
        far_c_8 = g.op(
            "Constant",
            value_t=torch.tensor(2.6580697468673755e-06, dtype=dtype_of(input)),
        )
        far_c_9 = g.op(
            "Constant",
            value_t=torch.tensor(6.239745391849833e-09, dtype=dtype_of(input)),
        )
        far_c_10 = g.op(
            "Constant",
            value_t=torch.tensor(6.02427039364742, dtype=dtype_of(input)),
        )
        far_c_11 = g.op(
            "Constant",
            value_t=torch.tensor(3.6798356385616087, dtype=dtype_of(input)),
        )
        far_c_12 = g.op(
            "Constant",
            value_t=torch.tensor(1.3770209948908132, dtype=dtype_of(input)),
        )
        far_c_13 = g.op(
            "Constant",
            value_t=torch.tensor(0.21623699359449663, dtype=dtype_of(input)),
        )
        far_c_14 = g.op(
            "Constant",
            value_t=torch.tensor(0.013420400608854318, dtype=dtype_of(input)),
        )
        far_c_15 = g.op(
            "Constant",
            value_t=torch.tensor(0.00032801446468212774, dtype=dtype_of(input)),
        )
        far_c_16 = g.op(
            "Constant",
            value_t=torch.tensor(2.8924786474538068e-06, dtype=dtype_of(input)),
        )
        far_c_17 = g.op(
            "Constant",
            value_t=torch.tensor(6.790194080099813e-09, dtype=dtype_of(input)),
        )
        x1_c = g.op("Constant", value_t=torch.tensor(8, dtype=dtype_of(input)))
        inside_c = g.op(
            "Constant",
            value_t=torch.tensor(0.1353352832366127, dtype=dtype_of(input)),
        )
        nan = g.op(
            "Constant",
            value_t=torch.tensor(float("nan"), dtype=dtype_of(input)),
        )
        inf = g.op(
            "Constant",
            value_t=torch.tensor(float("inf"), dtype=dtype_of(input)),
        )
        minus_inf = g.op(
            "Constant",
            value_t=torch.tensor(float("-inf"), dtype=dtype_of(input)),
        )
        y0 = g.op("Identity", input)
        upper = g.op("Greater", y0, upper_c)
        y = g.op("Where", upper, g.op("Sub", one, y0), y0)
        c = g.op("Sub", y, half)
        c2 = g.op("Mul", c, c)
        central_mul_3 = g.op(
            "Mul",
            g.op(
                "Sub",
                g.op("Mul", g.op("Add", g.op("Mul", c2, central_c), central_c_2), c2),
                central_c_3,
            ),
            c2,
        )
        central_mul_8 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", c2, one_2), central_c_6), c2),
                central_c_7,
            ),
            c2,
        )
        central_add_6 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op(
                    "Sub",
                    g.op("Mul", g.op("Add", central_mul_8, central_c_8), c2),
                    central_c_9,
                ),
                c2,
            ),
            central_c_10,
        )
        central_mul_13 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op(
                    "Mul",
                    g.op("Sub", g.op("Mul", central_add_6, c2), central_c_11),
                    c2,
                ),
                central_c_12,
            ),
            c2,
        )
        central_div = g.op(
            "Div",
            g.op(
                "Mul",
                c2,
                g.op(
                    "Sub",
                    g.op("Mul", g.op("Add", central_mul_3, central_c_4), c2),
                    central_c_5,
                ),
            ),
            g.op("Sub", central_mul_13, central_c_13),
        )
        central = g.op("Mul", g.op("Add", c, g.op("Mul", c, central_div)), central_c_14)
        safe = g.op("Where", g.op("Greater", y, zero), y, one)
        t = g.op("Sqrt", g.op("Mul", minus_two, g.op("Log", safe)))
        x0 = g.op("Sub", t, g.op("Div", g.op("Log", t), t))
        z = g.op("Div", one, t)
        near_mul_3 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", z, near_c), near_c_2), z),
                near_c_3,
            ),
            z,
        )
        near_add_5 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op(
                    "Add",
                    g.op("Mul", g.op("Add", near_mul_3, near_c_4), z),
                    near_c_5,
                ),
                z,
            ),
            near_c_6,
        )
        near_mul_8 = g.op(
            "Mul",
            g.op(
                "Sub",
                g.op("Mul", g.op("Sub", g.op("Mul", near_add_5, z), near_c_7), z),
                near_c_8,
            ),
            z,
        )
        near_mul_12 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", z, one_2), near_c_10), z),
                near_c_11,
            ),
            z,
        )
        near_add_10 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op(
                    "Add",
                    g.op("Mul", g.op("Add", near_mul_12, near_c_12), z),
                    near_c_13,
                ),
                z,
            ),
            near_c_14,
        )
        near_mul_17 = g.op(
            "Mul",
            g.op(
                "Sub",
                g.op("Mul", g.op("Sub", g.op("Mul", near_add_10, z), near_c_15), z),
                near_c_16,
            ),
            z,
        )
        near = g.op(
            "Div",
            g.op("Mul", z, g.op("Sub", near_mul_8, near_c_9)),
            g.op("Sub", near_mul_17, near_c_17),
        )
        far_mul_3 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", z, far_c), far_c_2), z),
                far_c_3,
            ),
            z,
        )
        far_add_5 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", far_mul_3, far_c_4), z), far_c_5),
                z,
            ),
            far_c_6,
        )
        far_mul_8 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", far_add_5, z), far_c_7), z),
                far_c_8,
            ),
            z,
        )
        far_mul_12 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", z, one_2), far_c_10), z),
                far_c_11,
            ),
            z,
        )
        far_add_12 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op(
                    "Add",
                    g.op("Mul", g.op("Add", far_mul_12, far_c_12), z),
                    far_c_13,
                ),
                z,
            ),
            far_c_14,
        )
        far_mul_17 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", far_add_12, z), far_c_15), z),
                far_c_16,
            ),
            z,
        )
        far = g.op(
            "Div",
            g.op("Mul", z, g.op("Sum", far_mul_8, far_c_9)),
            g.op("Sum", far_mul_17, far_c_17),
        )
        x1 = g.op("Sub", x0, g.op("Where", g.op("Less", t, x1_c), near, far))
        tail = g.op("Where", upper, x1, g.op("Neg", x1))
        inside = g.op("Where", g.op("Greater", y, inside_c), central, tail)
        value = g.op(
            "Where",
            g.op("Equal", y0, zero),
            minus_inf,
            g.op(
                "Where",
                g.op("Equal", y0, one),
                inf,
                g.op(
                    "Where",
                    g.op("Or", g.op("Less", y0, zero), g.op("Greater", y0, one)),
                    nan,
                    inside,
                ),
            ),
        )
        return g.op("Identity", value)
    if is_integer(input) or dtype_name(input) == "bool":
        upper_c = g.op(
            "Constant",
            value_t=torch.tensor(0.8646647167633873, dtype=torch.float32),
        )
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        half = g.op("Constant", value_t=torch.tensor(0.5, dtype=torch.float32))
        central_c = g.op(
            "Constant",
            value_t=torch.tensor(-59.96335010141079, dtype=torch.float32),
        )
        central_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(98.00107541859997, dtype=torch.float32),
        )
        central_c_3 = g.op(
            "Constant",
            value_t=torch.tensor(56.67628574690703, dtype=torch.float32),
        )
        central_c_4 = g.op(
            "Constant",
            value_t=torch.tensor(13.931260938727968, dtype=torch.float32),
        )
        central_c_5 = g.op(
            "Constant",
            value_t=torch.tensor(1.2391658386738125, dtype=torch.float32),
        )
        one_2 = g.op("Constant", value_t=torch.tensor(1.0, dtype=torch.float32))
        central_c_6 = g.op(
            "Constant",
            value_t=torch.tensor(1.9544885833814176, dtype=torch.float32),
        )
        central_c_7 = g.op(
            "Constant",
            value_t=torch.tensor(4.676279128988815, dtype=torch.float32),
        )
        central_c_8 = g.op(
            "Constant",
            value_t=torch.tensor(86.36024213908905, dtype=torch.float32),
        )
        central_c_9 = g.op(
            "Constant",
            value_t=torch.tensor(225.46268785411937, dtype=torch.float32),
        )
        central_c_10 = g.op(
            "Constant",
            value_t=torch.tensor(200.26021238006066, dtype=torch.float32),
        )
        central_c_11 = g.op(
            "Constant",
            value_t=torch.tensor(82.03722561683334, dtype=torch.float32),
        )
        central_c_12 = g.op(
            "Constant",
            value_t=torch.tensor(15.90562251262117, dtype=torch.float32),
        )
        central_c_13 = g.op(
            "Constant",
            value_t=torch.tensor(1.1833162112133, dtype=torch.float32),
        )
        central_c_14 = g.op(
            "Constant",
            value_t=torch.tensor(2.5066282746310002, dtype=torch.float32),
        )
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        minus_two = g.op("Constant", value_t=torch.tensor(-2, dtype=torch.float32))
        near_c = g.op(
            "Constant",
            value_t=torch.tensor(4.0554489230596245, dtype=torch.float32),
        )
        near_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(31.525109459989388, dtype=torch.float32),
        )
        near_c_3 = g.op(
            "Constant",
            value_t=torch.tensor(57.16281922464213, dtype=torch.float32),
        )
        near_c_4 = g.op(
            "Constant",
            value_t=torch.tensor(44.08050738932008, dtype=torch.float32),
        )
        near_c_5 = g.op(
            "Constant",
            value_t=torch.tensor(14.684956192885803, dtype=torch.float32),
        )
        near_c_6 = g.op(
            "Constant",
            value_t=torch.tensor(2.1866330685079025, dtype=torch.float32),
        )
        near_c_7 = g.op(
            "Constant",
            value_t=torch.tensor(0.1402560791713545, dtype=torch.float32),
        )
        near_c_8 = g.op(
            "Constant",
            value_t=torch.tensor(0.03504246268278482, dtype=torch.float32),
        )
        near_c_9 = g.op(
            "Constant",
            value_t=torch.tensor(0.0008574567851546854, dtype=torch.float32),
        )
        near_c_10 = g.op(
            "Constant",
            value_t=torch.tensor(15.779988325646675, dtype=torch.float32),
        )
        near_c_11 = g.op(
            "Constant",
            value_t=torch.tensor(45.39076351288792, dtype=torch.float32),
        )
        near_c_12 = g.op(
            "Constant",
            value_t=torch.tensor(41.3172038254672, dtype=torch.float32),
        )
        near_c_13 = g.op(
            "Constant",
            value_t=torch.tensor(15.04253856929075, dtype=torch.float32),
        )
        near_c_14 = g.op(
            "Constant",
            value_t=torch.tensor(2.504649462083094, dtype=torch.float32),
        )
        near_c_15 = g.op(
            "Constant",
            value_t=torch.tensor(0.14218292285478779, dtype=torch.float32),
        )
        near_c_16 = g.op(
            "Constant",
            value_t=torch.tensor(0.03808064076915783, dtype=torch.float32),
        )
        near_c_17 = g.op(
            "Constant",
            value_t=torch.tensor(0.0009332594808954574, dtype=torch.float32),
        )
        far_c = g.op(
            "Constant",
            value_t=torch.tensor(3.2377489177694603, dtype=torch.float32),
        )
        far_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(6.915228890689842, dtype=torch.float32),
        )
        far_c_3 = g.op(
            "Constant",
            value_t=torch.tensor(3.9388102529247444, dtype=torch.float32),
        )
        far_c_4 = g.op(
            "Constant",
            value_t=torch.tensor(1.3330346081580755, dtype=torch.float32),
        )
        far_c_5 = g.op(
            "Constant",
            value_t=torch.tensor(0.20148538954917908, dtype=torch.float32),
        )
        far_c_6 = g.op(
            "Constant",
            value_t=torch.tensor(0.012371663481782003, dtype=torch.float32),
        )
        far_c_7 = g.op(
            "Constant",
            value_t=torch.tensor(0.00030158155350823543, dtype=torch.float32),
        )
        far_c_8 = g.op(
            "Constant",
            value_t=torch.tensor(2.6580697468673755e-06, dtype=torch.float32),
        )
        far_c_9 = g.op(
            "Constant",
            value_t=torch.tensor(6.239745391849833e-09, dtype=torch.float32),
        )
        far_c_10 = g.op(
            "Constant",
            value_t=torch.tensor(6.02427039364742, dtype=torch.float32),
        )
        far_c_11 = g.op(
            "Constant",
            value_t=torch.tensor(3.6798356385616087, dtype=torch.float32),
        )
        far_c_12 = g.op(
            "Constant",
            value_t=torch.tensor(1.3770209948908132, dtype=torch.float32),
        )
        far_c_13 = g.op(
            "Constant",
            value_t=torch.tensor(0.21623699359449663, dtype=torch.float32),
        )
        far_c_14 = g.op(
            "Constant",
            value_t=torch.tensor(0.013420400608854318, dtype=torch.float32),
        )
        far_c_15 = g.op(
            "Constant",
            value_t=torch.tensor(0.00032801446468212774, dtype=torch.float32),
        )
        far_c_16 = g.op(
            "Constant",
            value_t=torch.tensor(2.8924786474538068e-06, dtype=torch.float32),
        )
        far_c_17 = g.op(
            "Constant",
            value_t=torch.tensor(6.790194080099813e-09, dtype=torch.float32),
        )
        x1_c = g.op("Constant", value_t=torch.tensor(8, dtype=torch.float32))
        inside_c = g.op(
            "Constant",
            value_t=torch.tensor(0.1353352832366127, dtype=torch.float32),
        )
        nan = g.op("Constant", value_t=torch.tensor(float("nan"), dtype=torch.float32))
        inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=torch.float32))
        minus_inf = g.op(
            "Constant",
            value_t=torch.tensor(float("-inf"), dtype=torch.float32),
        )
        y0 = g.op("Cast", input, to_i=TensorProto.FLOAT)
        upper = g.op("Greater", y0, upper_c)
        y = g.op("Where", upper, g.op("Sub", one, y0), y0)
        c = g.op("Sub", y, half)
        c2 = g.op("Mul", c, c)
        central_mul_3 = g.op(
            "Mul",
            g.op(
                "Sub",
                g.op("Mul", g.op("Add", g.op("Mul", c2, central_c), central_c_2), c2),
                central_c_3,
            ),
            c2,
        )
        central_mul_8 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", c2, one_2), central_c_6), c2),
                central_c_7,
            ),
            c2,
        )
        central_add_6 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op(
                    "Sub",
                    g.op("Mul", g.op("Add", central_mul_8, central_c_8), c2),
                    central_c_9,
                ),
                c2,
            ),
            central_c_10,
        )
        central_mul_13 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op(
                    "Mul",
                    g.op("Sub", g.op("Mul", central_add_6, c2), central_c_11),
                    c2,
                ),
                central_c_12,
            ),
            c2,
        )
        central_div = g.op(
            "Div",
            g.op(
                "Mul",
                c2,
                g.op(
                    "Sub",
                    g.op("Mul", g.op("Add", central_mul_3, central_c_4), c2),
                    central_c_5,
                ),
            ),
            g.op("Sub", central_mul_13, central_c_13),
        )
        central = g.op("Mul", g.op("Add", c, g.op("Mul", c, central_div)), central_c_14)
        safe = g.op("Where", g.op("Greater", y, zero), y, one)
        t = g.op("Sqrt", g.op("Mul", minus_two, g.op("Log", safe)))
        x0 = g.op("Sub", t, g.op("Div", g.op("Log", t), t))
        z = g.op("Div", one, t)
        near_mul_3 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", z, near_c), near_c_2), z),
                near_c_3,
            ),
            z,
        )
        near_add_5 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op(
                    "Add",
                    g.op("Mul", g.op("Add", near_mul_3, near_c_4), z),
                    near_c_5,
                ),
                z,
            ),
            near_c_6,
        )
        near_mul_8 = g.op(
            "Mul",
            g.op(
                "Sub",
                g.op("Mul", g.op("Sub", g.op("Mul", near_add_5, z), near_c_7), z),
                near_c_8,
            ),
            z,
        )
        near_mul_12 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", z, one_2), near_c_10), z),
                near_c_11,
            ),
            z,
        )
        near_add_10 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op(
                    "Add",
                    g.op("Mul", g.op("Add", near_mul_12, near_c_12), z),
                    near_c_13,
                ),
                z,
            ),
            near_c_14,
        )
        near_mul_17 = g.op(
            "Mul",
            g.op(
                "Sub",
                g.op("Mul", g.op("Sub", g.op("Mul", near_add_10, z), near_c_15), z),
                near_c_16,
            ),
            z,
        )
        near = g.op(
            "Div",
            g.op("Mul", z, g.op("Sub", near_mul_8, near_c_9)),
            g.op("Sub", near_mul_17, near_c_17),
        )
        far_mul_3 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", z, far_c), far_c_2), z),
                far_c_3,
            ),
            z,
        )
        far_add_5 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", far_mul_3, far_c_4), z), far_c_5),
                z,
            ),
            far_c_6,
        )
        far_mul_8 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", far_add_5, z), far_c_7), z),
                far_c_8,
            ),
            z,
        )
        far_mul_12 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", z, one_2), far_c_10), z),
                far_c_11,
            ),
            z,
        )
        far_add_12 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op(
                    "Add",
                    g.op("Mul", g.op("Add", far_mul_12, far_c_12), z),
                    far_c_13,
                ),
                z,
            ),
            far_c_14,
        )
        far_mul_17 = g.op(
            "Mul",
            g.op(
                "Add",
                g.op("Mul", g.op("Add", g.op("Mul", far_add_12, z), far_c_15), z),
                far_c_16,
            ),
            z,
        )
        far = g.op(
            "Div",
            g.op("Mul", z, g.op("Sum", far_mul_8, far_c_9)),
            g.op("Sum", far_mul_17, far_c_17),
        )
        x1 = g.op("Sub", x0, g.op("Where", g.op("Less", t, x1_c), near, far))
        tail = g.op("Where", upper, x1, g.op("Neg", x1))
        inside = g.op("Where", g.op("Greater", y, inside_c), central, tail)
        value = g.op(
            "Where",
            g.op("Equal", y0, zero),
            minus_inf,
            g.op(
                "Where",
                g.op("Equal", y0, one),
                inf,
                g.op(
                    "Where",
                    g.op("Or", g.op("Less", y0, zero), g.op("Greater", y0, one)),
                    nan,
                    inside,
                ),
            ),
        )
        return g.op("Identity", value)
    CONTRACT.no_variant(input=input)
