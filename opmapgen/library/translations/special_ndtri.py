"""special_ndtri for the dynamo exporter: aten::special_ndtri -> ONNX Identity + Greater + Sub + Where + Mul + Add + Div + Log + Sqrt + Sum + Less + Neg + Equal + Or + Cast, opsets 18 to 23.

Generated from mappings/aten/special_ndtri.yaml by `opmapgen build`; do not edit.

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
    is_integer,
    torch_fallback,
)

TARGET = "aten::special_ndtri.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::special_ndtri(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "special_ndtri",
    "mappings/aten/special_ndtri.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 ndtri kernel on the CPU",
        "bfloat16": "torch has no bfloat16 ndtri kernel on the CPU",
    },
    variants=(
        'dtype(input) in ("float32", "float64")',
        'integer(input) or dtype(input) == "bool"',
    ),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    if dtype_name(input) in ("float32", "float64"):
        upper_c = constant(0.8646647167633873, like=input)
        one = constant(1, like=input)
        half = constant(0.5, like=input)
        central_c = constant(-59.96335010141079, like=input)
        central_c_2 = constant(98.00107541859997, like=input)
        central_c_3 = constant(56.67628574690703, like=input)
        central_c_4 = constant(13.931260938727968, like=input)
        central_c_5 = constant(1.2391658386738125, like=input)
        one_2 = constant(1.0, like=input)
        central_c_6 = constant(1.9544885833814176, like=input)
        central_c_7 = constant(4.676279128988815, like=input)
        central_c_8 = constant(86.36024213908905, like=input)
        central_c_9 = constant(225.46268785411937, like=input)
        central_c_10 = constant(200.26021238006066, like=input)
        central_c_11 = constant(82.03722561683334, like=input)
        central_c_12 = constant(15.90562251262117, like=input)
        central_c_13 = constant(1.1833162112133, like=input)
        central_c_14 = constant(2.5066282746310002, like=input)
        zero = constant(0, like=input)
        minus_two = constant(-2, like=input)
        near_c = constant(4.0554489230596245, like=input)
        near_c_2 = constant(31.525109459989388, like=input)
        near_c_3 = constant(57.16281922464213, like=input)
        near_c_4 = constant(44.08050738932008, like=input)
        near_c_5 = constant(14.684956192885803, like=input)
        near_c_6 = constant(2.1866330685079025, like=input)
        near_c_7 = constant(0.1402560791713545, like=input)
        near_c_8 = constant(0.03504246268278482, like=input)
        near_c_9 = constant(0.0008574567851546854, like=input)
        near_c_10 = constant(15.779988325646675, like=input)
        near_c_11 = constant(45.39076351288792, like=input)
        near_c_12 = constant(41.3172038254672, like=input)
        near_c_13 = constant(15.04253856929075, like=input)
        near_c_14 = constant(2.504649462083094, like=input)
        near_c_15 = constant(0.14218292285478779, like=input)
        near_c_16 = constant(0.03808064076915783, like=input)
        near_c_17 = constant(0.0009332594808954574, like=input)
        far_c = constant(3.2377489177694603, like=input)
        far_c_2 = constant(6.915228890689842, like=input)
        far_c_3 = constant(3.9388102529247444, like=input)
        far_c_4 = constant(1.3330346081580755, like=input)
        far_c_5 = constant(0.20148538954917908, like=input)
        far_c_6 = constant(0.012371663481782003, like=input)
        far_c_7 = constant(0.00030158155350823543, like=input)
        far_c_8 = constant(2.6580697468673755e-06, like=input)
        far_c_9 = constant(6.239745391849833e-09, like=input)
        far_c_10 = constant(6.02427039364742, like=input)
        far_c_11 = constant(3.6798356385616087, like=input)
        far_c_12 = constant(1.3770209948908132, like=input)
        far_c_13 = constant(0.21623699359449663, like=input)
        far_c_14 = constant(0.013420400608854318, like=input)
        far_c_15 = constant(0.00032801446468212774, like=input)
        far_c_16 = constant(2.8924786474538068e-06, like=input)
        far_c_17 = constant(6.790194080099813e-09, like=input)
        x1_c = constant(8, like=input)
        inside_c = constant(0.1353352832366127, like=input)
        nan = constant(float("nan"), like=input)
        inf = constant(float("inf"), like=input)
        minus_inf = constant(float("-inf"), like=input)
        y0 = op.Identity(input)
        upper = op.Greater(y0, upper_c)
        y = op.Where(upper, op.Sub(one, y0), y0)
        c = op.Sub(y, half)
        c2 = op.Mul(c, c)
        central_mul_3 = op.Mul(
            op.Sub(op.Mul(op.Add(op.Mul(c2, central_c), central_c_2), c2), central_c_3),
            c2,
        )
        central_mul_8 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(c2, one_2), central_c_6), c2), central_c_7),
            c2,
        )
        central_add_6 = op.Add(
            op.Mul(
                op.Sub(op.Mul(op.Add(central_mul_8, central_c_8), c2), central_c_9),
                c2,
            ),
            central_c_10,
        )
        central_mul_13 = op.Mul(
            op.Add(
                op.Mul(op.Sub(op.Mul(central_add_6, c2), central_c_11), c2),
                central_c_12,
            ),
            c2,
        )
        central_div = op.Div(
            op.Mul(
                c2,
                op.Sub(op.Mul(op.Add(central_mul_3, central_c_4), c2), central_c_5),
            ),
            op.Sub(central_mul_13, central_c_13),
        )
        central = op.Mul(op.Add(c, op.Mul(c, central_div)), central_c_14)
        safe = op.Where(op.Greater(y, zero), y, one)
        t = op.Sqrt(op.Mul(minus_two, op.Log(safe)))
        x0 = op.Sub(t, op.Div(op.Log(t), t))
        z = op.Div(one, t)
        near_mul_3 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(z, near_c), near_c_2), z), near_c_3),
            z,
        )
        near_add_5 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(near_mul_3, near_c_4), z), near_c_5), z),
            near_c_6,
        )
        near_mul_8 = op.Mul(
            op.Sub(op.Mul(op.Sub(op.Mul(near_add_5, z), near_c_7), z), near_c_8),
            z,
        )
        near_mul_12 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(z, one_2), near_c_10), z), near_c_11),
            z,
        )
        near_add_10 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(near_mul_12, near_c_12), z), near_c_13), z),
            near_c_14,
        )
        near_mul_17 = op.Mul(
            op.Sub(op.Mul(op.Sub(op.Mul(near_add_10, z), near_c_15), z), near_c_16),
            z,
        )
        near = op.Div(
            op.Mul(z, op.Sub(near_mul_8, near_c_9)),
            op.Sub(near_mul_17, near_c_17),
        )
        far_mul_3 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(z, far_c), far_c_2), z), far_c_3),
            z,
        )
        far_add_5 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(far_mul_3, far_c_4), z), far_c_5), z),
            far_c_6,
        )
        far_mul_8 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(far_add_5, z), far_c_7), z), far_c_8),
            z,
        )
        far_mul_12 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(z, one_2), far_c_10), z), far_c_11),
            z,
        )
        far_add_12 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(far_mul_12, far_c_12), z), far_c_13), z),
            far_c_14,
        )
        far_mul_17 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(far_add_12, z), far_c_15), z), far_c_16),
            z,
        )
        far = op.Div(
            op.Mul(z, op.Sum(far_mul_8, far_c_9)),
            op.Sum(far_mul_17, far_c_17),
        )
        x1 = op.Sub(x0, op.Where(op.Less(t, x1_c), near, far))
        tail = op.Where(upper, x1, op.Neg(x1))
        inside = op.Where(op.Greater(y, inside_c), central, tail)
        value = op.Where(
            op.Equal(y0, zero),
            minus_inf,
            op.Where(
                op.Equal(y0, one),
                inf,
                op.Where(op.Or(op.Less(y0, zero), op.Greater(y0, one)), nan, inside),
            ),
        )
        return op.Identity(value)
    if is_integer(input) or dtype_name(input) == "bool":
        upper_c = constant(0.8646647167633873, dtype="float32")
        one = constant(1, dtype="float32")
        half = constant(0.5, dtype="float32")
        central_c = constant(-59.96335010141079, dtype="float32")
        central_c_2 = constant(98.00107541859997, dtype="float32")
        central_c_3 = constant(56.67628574690703, dtype="float32")
        central_c_4 = constant(13.931260938727968, dtype="float32")
        central_c_5 = constant(1.2391658386738125, dtype="float32")
        one_2 = constant(1.0, dtype="float32")
        central_c_6 = constant(1.9544885833814176, dtype="float32")
        central_c_7 = constant(4.676279128988815, dtype="float32")
        central_c_8 = constant(86.36024213908905, dtype="float32")
        central_c_9 = constant(225.46268785411937, dtype="float32")
        central_c_10 = constant(200.26021238006066, dtype="float32")
        central_c_11 = constant(82.03722561683334, dtype="float32")
        central_c_12 = constant(15.90562251262117, dtype="float32")
        central_c_13 = constant(1.1833162112133, dtype="float32")
        central_c_14 = constant(2.5066282746310002, dtype="float32")
        zero = constant(0, dtype="float32")
        minus_two = constant(-2, dtype="float32")
        near_c = constant(4.0554489230596245, dtype="float32")
        near_c_2 = constant(31.525109459989388, dtype="float32")
        near_c_3 = constant(57.16281922464213, dtype="float32")
        near_c_4 = constant(44.08050738932008, dtype="float32")
        near_c_5 = constant(14.684956192885803, dtype="float32")
        near_c_6 = constant(2.1866330685079025, dtype="float32")
        near_c_7 = constant(0.1402560791713545, dtype="float32")
        near_c_8 = constant(0.03504246268278482, dtype="float32")
        near_c_9 = constant(0.0008574567851546854, dtype="float32")
        near_c_10 = constant(15.779988325646675, dtype="float32")
        near_c_11 = constant(45.39076351288792, dtype="float32")
        near_c_12 = constant(41.3172038254672, dtype="float32")
        near_c_13 = constant(15.04253856929075, dtype="float32")
        near_c_14 = constant(2.504649462083094, dtype="float32")
        near_c_15 = constant(0.14218292285478779, dtype="float32")
        near_c_16 = constant(0.03808064076915783, dtype="float32")
        near_c_17 = constant(0.0009332594808954574, dtype="float32")
        far_c = constant(3.2377489177694603, dtype="float32")
        far_c_2 = constant(6.915228890689842, dtype="float32")
        far_c_3 = constant(3.9388102529247444, dtype="float32")
        far_c_4 = constant(1.3330346081580755, dtype="float32")
        far_c_5 = constant(0.20148538954917908, dtype="float32")
        far_c_6 = constant(0.012371663481782003, dtype="float32")
        far_c_7 = constant(0.00030158155350823543, dtype="float32")
        far_c_8 = constant(2.6580697468673755e-06, dtype="float32")
        far_c_9 = constant(6.239745391849833e-09, dtype="float32")
        far_c_10 = constant(6.02427039364742, dtype="float32")
        far_c_11 = constant(3.6798356385616087, dtype="float32")
        far_c_12 = constant(1.3770209948908132, dtype="float32")
        far_c_13 = constant(0.21623699359449663, dtype="float32")
        far_c_14 = constant(0.013420400608854318, dtype="float32")
        far_c_15 = constant(0.00032801446468212774, dtype="float32")
        far_c_16 = constant(2.8924786474538068e-06, dtype="float32")
        far_c_17 = constant(6.790194080099813e-09, dtype="float32")
        x1_c = constant(8, dtype="float32")
        inside_c = constant(0.1353352832366127, dtype="float32")
        nan = constant(float("nan"), dtype="float32")
        inf = constant(float("inf"), dtype="float32")
        minus_inf = constant(float("-inf"), dtype="float32")
        y0 = op.Cast(input, to=TensorProto.FLOAT)
        upper = op.Greater(y0, upper_c)
        y = op.Where(upper, op.Sub(one, y0), y0)
        c = op.Sub(y, half)
        c2 = op.Mul(c, c)
        central_mul_3 = op.Mul(
            op.Sub(op.Mul(op.Add(op.Mul(c2, central_c), central_c_2), c2), central_c_3),
            c2,
        )
        central_mul_8 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(c2, one_2), central_c_6), c2), central_c_7),
            c2,
        )
        central_add_6 = op.Add(
            op.Mul(
                op.Sub(op.Mul(op.Add(central_mul_8, central_c_8), c2), central_c_9),
                c2,
            ),
            central_c_10,
        )
        central_mul_13 = op.Mul(
            op.Add(
                op.Mul(op.Sub(op.Mul(central_add_6, c2), central_c_11), c2),
                central_c_12,
            ),
            c2,
        )
        central_div = op.Div(
            op.Mul(
                c2,
                op.Sub(op.Mul(op.Add(central_mul_3, central_c_4), c2), central_c_5),
            ),
            op.Sub(central_mul_13, central_c_13),
        )
        central = op.Mul(op.Add(c, op.Mul(c, central_div)), central_c_14)
        safe = op.Where(op.Greater(y, zero), y, one)
        t = op.Sqrt(op.Mul(minus_two, op.Log(safe)))
        x0 = op.Sub(t, op.Div(op.Log(t), t))
        z = op.Div(one, t)
        near_mul_3 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(z, near_c), near_c_2), z), near_c_3),
            z,
        )
        near_add_5 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(near_mul_3, near_c_4), z), near_c_5), z),
            near_c_6,
        )
        near_mul_8 = op.Mul(
            op.Sub(op.Mul(op.Sub(op.Mul(near_add_5, z), near_c_7), z), near_c_8),
            z,
        )
        near_mul_12 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(z, one_2), near_c_10), z), near_c_11),
            z,
        )
        near_add_10 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(near_mul_12, near_c_12), z), near_c_13), z),
            near_c_14,
        )
        near_mul_17 = op.Mul(
            op.Sub(op.Mul(op.Sub(op.Mul(near_add_10, z), near_c_15), z), near_c_16),
            z,
        )
        near = op.Div(
            op.Mul(z, op.Sub(near_mul_8, near_c_9)),
            op.Sub(near_mul_17, near_c_17),
        )
        far_mul_3 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(z, far_c), far_c_2), z), far_c_3),
            z,
        )
        far_add_5 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(far_mul_3, far_c_4), z), far_c_5), z),
            far_c_6,
        )
        far_mul_8 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(far_add_5, z), far_c_7), z), far_c_8),
            z,
        )
        far_mul_12 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(z, one_2), far_c_10), z), far_c_11),
            z,
        )
        far_add_12 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(far_mul_12, far_c_12), z), far_c_13), z),
            far_c_14,
        )
        far_mul_17 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(far_add_12, z), far_c_15), z), far_c_16),
            z,
        )
        far = op.Div(
            op.Mul(z, op.Sum(far_mul_8, far_c_9)),
            op.Sum(far_mul_17, far_c_17),
        )
        x1 = op.Sub(x0, op.Where(op.Less(t, x1_c), near, far))
        tail = op.Where(upper, x1, op.Neg(x1))
        inside = op.Where(op.Greater(y, inside_c), central, tail)
        value = op.Where(
            op.Equal(y0, zero),
            minus_inf,
            op.Where(
                op.Equal(y0, one),
                inf,
                op.Where(op.Or(op.Less(y0, zero), op.Greater(y0, one)), nan, inside),
            ),
        )
        return op.Identity(value)
    CONTRACT.no_variant(input=input)
