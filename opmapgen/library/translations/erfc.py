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
        c = constant(9.604973739870516, like=input)
        c_2 = constant(90.02601972038427, like=input)
        c_3 = constant(2232.005345946843, like=input)
        c_4 = constant(7003.325141128051, like=input)
        c_5 = constant(55592.30130103949, like=input)
        c_6 = constant(33.56171416475031, like=input)
        c_7 = constant(521.3579497801527, like=input)
        c_8 = constant(4594.323829709801, like=input)
        c_9 = constant(22629.000061389095, like=input)
        c_10 = constant(49267.39426086359, like=input)
        one = constant(1, like=input)
        c_11 = constant(27, like=input)
        c_12 = constant(2.461969814735305e-10, like=input)
        c_13 = constant(0.5641895648310689, like=input)
        c_14 = constant(7.463210564422699, like=input)
        c_15 = constant(48.63719709856814, like=input)
        c_16 = constant(196.5208329560771, like=input)
        c_17 = constant(526.4451949954773, like=input)
        c_18 = constant(934.5285271719576, like=input)
        c_19 = constant(1027.5518868951572, like=input)
        c_20 = constant(557.5353353693994, like=input)
        c_21 = constant(13.228195115474499, like=input)
        c_22 = constant(86.70721408859897, like=input)
        c_23 = constant(354.9377788878199, like=input)
        c_24 = constant(975.7085017432055, like=input)
        c_25 = constant(1823.9091668790973, like=input)
        c_26 = constant(2246.3376081871097, like=input)
        c_27 = constant(1656.6630919416134, like=input)
        c_28 = constant(557.5353408177277, like=input)
        c_29 = constant(0.5641895835477551, like=input)
        c_30 = constant(1.275366707599781, like=input)
        c_31 = constant(5.019050422511805, like=input)
        c_32 = constant(6.160210979930536, like=input)
        c_33 = constant(7.4097426995044895, like=input)
        c_34 = constant(2.9788666537210022, like=input)
        c_35 = constant(2.2605286322011726, like=input)
        c_36 = constant(9.396035249380015, like=input)
        c_37 = constant(12.048953980809666, like=input)
        c_38 = constant(17.08144507475659, like=input)
        c_39 = constant(9.608968090632859, like=input)
        c_40 = constant(3.369076451000815, like=input)
        c_41 = constant(8, like=input)
        zero = constant(0, like=input)
        two = constant(2, like=input)
        x = op.Abs(input)
        z = op.Mul(input, input)
        mul_3 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c, z), c_2), z), c_3), z)
        add_7 = op.Add(op.Mul(op.Add(op.Mul(op.Add(z, c_6), z), c_7), z), c_8)
        div = op.Div(
            op.Mul(input, op.Add(op.Mul(op.Add(mul_3, c_4), z), c_5)),
            op.Add(op.Mul(op.Add(op.Mul(add_7, z), c_9), z), c_10),
        )
        small = op.Sub(one, div)
        xc = op.Min(x, c_11)
        mul_12 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_12, xc), c_13), xc), c_14), xc)
        add_14 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(mul_12, c_15), xc), c_16), xc),
            c_17,
        )
        mul_17 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(add_14, xc), c_18), xc), c_19), xc)
        add_20 = op.Add(op.Mul(op.Add(op.Mul(op.Add(xc, c_21), xc), c_22), xc), c_23)
        mul_22 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(add_20, xc), c_24), xc), c_25), xc)
        add_25 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(mul_22, c_26), xc), c_27), xc),
            c_28,
        )
        near = op.Div(op.Add(mul_17, c_20), add_25)
        mul_27 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_29, xc), c_30), xc), c_31), xc)
        add_30 = op.Add(
            op.Mul(op.Add(op.Mul(op.Add(mul_27, c_32), xc), c_33), xc),
            c_34,
        )
        add_33 = op.Add(op.Mul(op.Add(op.Mul(op.Add(xc, c_35), xc), c_36), xc), c_37)
        mul_34 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(add_33, xc), c_38), xc), c_39), xc)
        far = op.Div(add_30, op.Add(mul_34, c_40))
        big = op.Mul(op.Exp(op.Neg(z)), op.Where(op.Less(x, c_41), near, far))
        return op.Where(
            op.Less(x, one),
            small,
            op.Where(op.Less(input, zero), op.Sub(two, big), big),
        )
    half = constant(0.5, dtype="float32")
    one = constant(1, dtype="float32")
    c = constant(0.17087277, dtype="float32")
    c_2 = constant(-0.82215223, dtype="float32")
    c_3 = constant(1.48851587, dtype="float32")
    c_4 = constant(-1.13520398, dtype="float32")
    c_5 = constant(0.27886807, dtype="float32")
    c_6 = constant(-0.18628806, dtype="float32")
    c_7 = constant(0.09678418, dtype="float32")
    c_8 = constant(0.37409196, dtype="float32")
    c_9 = constant(1.00002368, dtype="float32")
    c_10 = constant(-1.26551223, dtype="float32")
    zero = constant(0, dtype="float32")
    two = constant(2, dtype="float32")
    x = op.Cast(input, to=TensorProto.FLOAT)
    z = op.Abs(x)
    t = op.Div(one, op.Add(one, op.Mul(half, z)))
    mul_4 = op.Mul(t, op.Add(c_3, op.Mul(t, op.Add(c_2, op.Mul(t, c)))))
    add_6 = op.Add(c_6, op.Mul(t, op.Add(c_5, op.Mul(t, op.Add(c_4, mul_4)))))
    mul_9 = op.Mul(t, op.Add(c_8, op.Mul(t, op.Add(c_7, op.Mul(t, add_6)))))
    p = op.Add(c_10, op.Mul(t, op.Add(c_9, mul_9)))
    e = op.Mul(t, op.Exp(op.Sub(p, op.Mul(z, z))))
    r = op.Where(op.Less(x, zero), op.Sub(two, e), e)
    if dtype_name(input) == "float16":
        return op.Cast(r, to=TensorProto.FLOAT16)
    else:
        return op.Identity(r)
