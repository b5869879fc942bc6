"""erfc for the dynamo exporter: aten::erfc -> ONNX Abs + Mul + Add + Div + Sub + Min + Neg + Exp + Less + Where + Cast + Identity, opsets 18 to 23.

Generated from mappings/aten/erfc.yaml by `opmapgen build`; do not edit.

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
    torch_fallback,
)

TARGET = "aten::erfc.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::erfc(Tensor self) -> Tensor"
OPSETS = range(18, 24)
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
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    if dtype_name(input) == "float64":
        small_c = constant(9.604973739870516, like=input)
        small_c_2 = constant(90.02601972038427, like=input)
        small_c_3 = constant(2232.005345946843, like=input)
        small_c_4 = constant(7003.325141128051, like=input)
        small_c_5 = constant(55592.30130103949, like=input)
        small_c_6 = constant(33.56171416475031, like=input)
        small_c_7 = constant(521.3579497801527, like=input)
        small_c_8 = constant(4594.323829709801, like=input)
        small_c_9 = constant(22629.000061389095, like=input)
        small_c_10 = constant(49267.39426086359, like=input)
        one = constant(1, like=input)
        xc_c = constant(27, like=input)
        near_c = constant(2.461969814735305e-10, like=input)
        near_c_2 = constant(0.5641895648310689, like=input)
        near_c_3 = constant(7.463210564422699, like=input)
        near_c_4 = constant(48.63719709856814, like=input)
        near_c_5 = constant(196.5208329560771, like=input)
        near_c_6 = constant(526.4451949954773, like=input)
        near_c_7 = constant(934.5285271719576, like=input)
        near_c_8 = constant(1027.5518868951572, like=input)
        near_c_9 = constant(557.5353353693994, like=input)
        near_c_10 = constant(13.228195115474499, like=input)
        near_c_11 = constant(86.70721408859897, like=input)
        near_c_12 = constant(354.9377788878199, like=input)
        near_c_13 = constant(975.7085017432055, like=input)
        near_c_14 = constant(1823.9091668790973, like=input)
        near_c_15 = constant(2246.3376081871097, like=input)
        near_c_16 = constant(1656.6630919416134, like=input)
        near_c_17 = constant(557.5353408177277, like=input)
        far_c = constant(0.5641895835477551, like=input)
        far_c_2 = constant(1.275366707599781, like=input)
        far_c_3 = constant(5.019050422511805, like=input)
        far_c_4 = constant(6.160210979930536, like=input)
        far_c_5 = constant(7.4097426995044895, like=input)
        far_c_6 = constant(2.9788666537210022, like=input)
        far_c_7 = constant(2.2605286322011726, like=input)
        far_c_8 = constant(9.396035249380015, like=input)
        far_c_9 = constant(12.048953980809666, like=input)
        far_c_10 = constant(17.08144507475659, like=input)
        far_c_11 = constant(9.608968090632859, like=input)
        far_c_12 = constant(3.369076451000815, like=input)
        big_c = constant(8, like=input)
        zero = constant(0, like=input)
        two = constant(2, like=input)
        x = op.Abs(input)
        z = op.Mul(input, input)
        small_mul_3 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(small_c, z), small_c_2), z), small_c_3),
            z,
        )
        small_add_7 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(z, small_c_6), z), small_c_7), z),
            small_c_8,
        )
        small_div = op.Div(
            op.Mul(input, op.Add(op.Mul(op.Add(small_mul_3, small_c_4), z), small_c_5)),
            op.Add(op.Mul(op.Add(op.Mul(small_add_7, z), small_c_9), z), small_c_10),
        )
        small = op.Sub(one, small_div)
        xc = op.Min(x, xc_c)
        near_mul_3 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(near_c, xc), near_c_2), xc), near_c_3),
            xc,
        )
        near_add_5 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(near_mul_3, near_c_4), xc), near_c_5), xc),
            near_c_6,
        )
        near_mul_8 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(near_add_5, xc), near_c_7), xc), near_c_8),
            xc,
        )
        near_add_11 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(xc, near_c_10), xc), near_c_11), xc),
            near_c_12,
        )
        near_mul_13 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(near_add_11, xc), near_c_13), xc), near_c_14),
            xc,
        )
        near_add_16 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(near_mul_13, near_c_15), xc), near_c_16), xc),
            near_c_17,
        )
        near = op.Div(op.Add(near_mul_8, near_c_9), near_add_16)
        far_mul_3 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(far_c, xc), far_c_2), xc), far_c_3),
            xc,
        )
        far_add_5 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(far_mul_3, far_c_4), xc), far_c_5), xc),
            far_c_6,
        )
        far_add_8 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(xc, far_c_7), xc), far_c_8), xc),
            far_c_9,
        )
        far_mul_10 = op.Mul(
            op.Add(op.Mul(op.Add(op.Mul(far_add_8, xc), far_c_10), xc), far_c_11),
            xc,
        )
        far = op.Div(far_add_5, op.Add(far_mul_10, far_c_12))
        big = op.Mul(op.Exp(op.Neg(z)), op.Where(op.Less(x, big_c), near, far))
        return op.Where(
            op.Less(x, one),
            small,
            op.Where(op.Less(input, zero), op.Sub(two, big), big),
        )
    half = constant(0.5, dtype="float32")
    one = constant(1, dtype="float32")
    p_c = constant(0.17087277, dtype="float32")
    p_c_2 = constant(-0.82215223, dtype="float32")
    p_c_3 = constant(1.48851587, dtype="float32")
    p_c_4 = constant(-1.13520398, dtype="float32")
    p_c_5 = constant(0.27886807, dtype="float32")
    p_c_6 = constant(-0.18628806, dtype="float32")
    p_c_7 = constant(0.09678418, dtype="float32")
    p_c_8 = constant(0.37409196, dtype="float32")
    p_c_9 = constant(1.00002368, dtype="float32")
    p_c_10 = constant(-1.26551223, dtype="float32")
    zero = constant(0, dtype="float32")
    two = constant(2, dtype="float32")
    x = op.Cast(input, to=TensorProto.FLOAT)
    z = op.Abs(x)
    t = op.Div(one, op.Add(one, op.Mul(half, z)))
    p_mul_3 = op.Mul(t, op.Add(p_c_3, op.Mul(t, op.Add(p_c_2, op.Mul(t, p_c)))))
    p_add_5 = op.Add(p_c_6, op.Mul(t, op.Add(p_c_5, op.Mul(t, op.Add(p_c_4, p_mul_3)))))
    p_mul_8 = op.Mul(t, op.Add(p_c_8, op.Mul(t, op.Add(p_c_7, op.Mul(t, p_add_5)))))
    p = op.Add(p_c_10, op.Mul(t, op.Add(p_c_9, p_mul_8)))
    e = op.Mul(t, op.Exp(op.Sub(p, op.Mul(z, z))))
    r = op.Where(op.Less(x, zero), op.Sub(two, e), e)
    if dtype_name(input) == "float16":
        return op.Cast(r, to=TensorProto.FLOAT16)
    else:
        return op.Identity(r)
