"""special_bessel_j0 for the dynamo exporter: aten::special_bessel_j0 -> ONNX Abs + Mul + Add + Sub + Div + Less + Where + Cos + Sin + Sqrt + Greater + Cast, opsets 18 to 23.

Generated from mappings/aten/special_bessel_j0.yaml by `opmapgen build`; do not edit.

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
    is_floating,
    is_integer,
    torch_fallback,
)

TARGET = "aten::special_bessel_j0.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::special_bessel_j0(Tensor self) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "special_bessel_j0",
    "mappings/aten/special_bessel_j0.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input):
    check_inputs(CONTRACT, input=input)
    if is_floating(input):
        c = constant(-4794432209.782018, like=input)
        c_2 = constant(1956174919465.5657, like=input)
        c_3 = constant(249248344360967.72, like=input)
        c_4 = constant(9708622510473064.0, like=input)
        c_5 = constant(499.563147152651, like=input)
        c_6 = constant(173785.4016763747, like=input)
        c_7 = constant(48440965.83399621, like=input)
        c_8 = constant(11185553704.535683, like=input)
        c_9 = constant(2112775201154.892, like=input)
        c_10 = constant(310518229857422.56, like=input)
        c_11 = constant(3.1812195594320496e16, like=input)
        c_12 = constant(1.7108629408104315e18, like=input)
        c_13 = constant(5.783185962946784, like=input)
        c_14 = constant(30.471262343662087, like=input)
        c_15 = constant(1e-05, like=input)
        c_16 = constant(4, like=input)
        one = constant(1, like=input)
        c_17 = constant(25, like=input)
        c_18 = constant(0.0007969367292973471, like=input)
        c_19 = constant(0.08283523921074408, like=input)
        c_20 = constant(1.239533716464143, like=input)
        c_21 = constant(5.447250030587687, like=input)
        c_22 = constant(8.74716500199817, like=input)
        c_23 = constant(5.303240382353949, like=input)
        one_2 = constant(1.0, like=input)
        c_24 = constant(0.0009244088105588637, like=input)
        c_25 = constant(0.08562884743544745, like=input)
        c_26 = constant(1.2535274390105895, like=input)
        c_27 = constant(5.470977403304171, like=input)
        c_28 = constant(8.761908832370695, like=input)
        c_29 = constant(5.306052882353947, like=input)
        c_30 = constant(-0.011366383889846916, like=input)
        c_31 = constant(1.2825271867050931, like=input)
        c_32 = constant(19.553954425773597, like=input)
        c_33 = constant(93.20601521237683, like=input)
        c_34 = constant(177.68116798048806, like=input)
        c_35 = constant(147.07750515495118, like=input)
        c_36 = constant(51.41053267665993, like=input)
        c_37 = constant(6.050143506007285, like=input)
        c_38 = constant(64.3178256118178, like=input)
        c_39 = constant(856.4300259769806, like=input)
        c_40 = constant(3882.4018360540163, like=input)
        c_41 = constant(7240.467741956525, like=input)
        c_42 = constant(5930.727011873169, like=input)
        c_43 = constant(2062.0933166032783, like=input)
        c_44 = constant(242.0057402402914, like=input)
        c_45 = constant(0.7853981633974483, like=input)
        c_46 = constant(5, like=input)
        c_47 = constant(0.7978845608028654, like=input)
        a = op.Abs(input)
        xx = op.Mul(a, a)
        mul_3 = op.Mul(op.Sub(op.Mul(op.Add(op.Mul(c, xx), c_2), xx), c_3), xx)
        rp = op.Add(mul_3, c_4)
        mul_6 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_5, xx), c_6), xx), c_7), xx)
        add_6 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_6, c_8), xx), c_9), xx), c_10)
        rq = op.Add(op.Mul(op.Add(op.Mul(add_6, xx), c_11), xx), c_12)
        near = op.Div(op.Mul(op.Mul(op.Sub(xx, c_13), op.Sub(xx, c_14)), rp), rq)
        small = op.Where(op.Less(a, c_15), op.Sub(one, op.Div(xx, c_16)), near)
        w = op.Div(c_17, xx)
        mul_15 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_18, w), c_19), w), c_20), w)
        add_12 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_15, c_21), w), c_22), w), c_23)
        pp = op.Add(op.Mul(add_12, w), one_2)
        mul_21 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_24, w), c_25), w), c_26), w)
        add_17 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_21, c_27), w), c_28), w), c_29)
        pq = op.Add(op.Mul(add_17, w), one_2)
        mul_27 = op.Mul(op.Sub(op.Mul(op.Sub(op.Mul(c_30, w), c_31), w), c_32), w)
        sub_9 = op.Sub(op.Mul(op.Sub(op.Mul(op.Sub(mul_27, c_33), w), c_34), w), c_35)
        qp = op.Sub(op.Mul(op.Sub(op.Mul(sub_9, w), c_36), w), c_37)
        mul_34 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_38, w), c_39), w), c_40), w)
        add_22 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_34, c_41), w), c_42), w), c_43)
        qq = op.Add(op.Mul(add_22, w), c_44)
        s = op.Sub(a, c_45)
        mul_41 = op.Mul(
            op.Sub(
                op.Mul(op.Div(pp, pq), op.Cos(s)),
                op.Mul(op.Mul(op.Div(c_46, a), op.Div(qp, qq)), op.Sin(s)),
            ),
            c_47,
        )
        big = op.Div(mul_41, op.Sqrt(a))
        return op.Where(op.Greater(a, c_46), big, small)
    if is_integer(input) or dtype_name(input) == "bool":
        c = constant(-4794432209.782018, dtype="float32")
        c_2 = constant(1956174919465.5657, dtype="float32")
        c_3 = constant(249248344360967.72, dtype="float32")
        c_4 = constant(9708622510473064.0, dtype="float32")
        c_5 = constant(499.563147152651, dtype="float32")
        c_6 = constant(173785.4016763747, dtype="float32")
        c_7 = constant(48440965.83399621, dtype="float32")
        c_8 = constant(11185553704.535683, dtype="float32")
        c_9 = constant(2112775201154.892, dtype="float32")
        c_10 = constant(310518229857422.56, dtype="float32")
        c_11 = constant(3.1812195594320496e16, dtype="float32")
        c_12 = constant(1.7108629408104315e18, dtype="float32")
        c_13 = constant(5.783185962946784, dtype="float32")
        c_14 = constant(30.471262343662087, dtype="float32")
        c_15 = constant(1e-05, dtype="float32")
        c_16 = constant(4, dtype="float32")
        one = constant(1, dtype="float32")
        c_17 = constant(25, dtype="float32")
        c_18 = constant(0.0007969367292973471, dtype="float32")
        c_19 = constant(0.08283523921074408, dtype="float32")
        c_20 = constant(1.239533716464143, dtype="float32")
        c_21 = constant(5.447250030587687, dtype="float32")
        c_22 = constant(8.74716500199817, dtype="float32")
        c_23 = constant(5.303240382353949, dtype="float32")
        one_2 = constant(1.0, dtype="float32")
        c_24 = constant(0.0009244088105588637, dtype="float32")
        c_25 = constant(0.08562884743544745, dtype="float32")
        c_26 = constant(1.2535274390105895, dtype="float32")
        c_27 = constant(5.470977403304171, dtype="float32")
        c_28 = constant(8.761908832370695, dtype="float32")
        c_29 = constant(5.306052882353947, dtype="float32")
        c_30 = constant(-0.011366383889846916, dtype="float32")
        c_31 = constant(1.2825271867050931, dtype="float32")
        c_32 = constant(19.553954425773597, dtype="float32")
        c_33 = constant(93.20601521237683, dtype="float32")
        c_34 = constant(177.68116798048806, dtype="float32")
        c_35 = constant(147.07750515495118, dtype="float32")
        c_36 = constant(51.41053267665993, dtype="float32")
        c_37 = constant(6.050143506007285, dtype="float32")
        c_38 = constant(64.3178256118178, dtype="float32")
        c_39 = constant(856.4300259769806, dtype="float32")
        c_40 = constant(3882.4018360540163, dtype="float32")
        c_41 = constant(7240.467741956525, dtype="float32")
        c_42 = constant(5930.727011873169, dtype="float32")
        c_43 = constant(2062.0933166032783, dtype="float32")
        c_44 = constant(242.0057402402914, dtype="float32")
        c_45 = constant(0.7853981633974483, dtype="float32")
        c_46 = constant(5, dtype="float32")
        c_47 = constant(0.7978845608028654, dtype="float32")
        t = op.Cast(input, to=TensorProto.FLOAT)
        a = op.Abs(t)
        xx = op.Mul(a, a)
        mul_3 = op.Mul(op.Sub(op.Mul(op.Add(op.Mul(c, xx), c_2), xx), c_3), xx)
        rp = op.Add(mul_3, c_4)
        mul_6 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_5, xx), c_6), xx), c_7), xx)
        add_6 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_6, c_8), xx), c_9), xx), c_10)
        rq = op.Add(op.Mul(op.Add(op.Mul(add_6, xx), c_11), xx), c_12)
        near = op.Div(op.Mul(op.Mul(op.Sub(xx, c_13), op.Sub(xx, c_14)), rp), rq)
        small = op.Where(op.Less(a, c_15), op.Sub(one, op.Div(xx, c_16)), near)
        w = op.Div(c_17, xx)
        mul_15 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_18, w), c_19), w), c_20), w)
        add_12 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_15, c_21), w), c_22), w), c_23)
        pp = op.Add(op.Mul(add_12, w), one_2)
        mul_21 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_24, w), c_25), w), c_26), w)
        add_17 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_21, c_27), w), c_28), w), c_29)
        pq = op.Add(op.Mul(add_17, w), one_2)
        mul_27 = op.Mul(op.Sub(op.Mul(op.Sub(op.Mul(c_30, w), c_31), w), c_32), w)
        sub_9 = op.Sub(op.Mul(op.Sub(op.Mul(op.Sub(mul_27, c_33), w), c_34), w), c_35)
        qp = op.Sub(op.Mul(op.Sub(op.Mul(sub_9, w), c_36), w), c_37)
        mul_34 = op.Mul(op.Add(op.Mul(op.Add(op.Mul(c_38, w), c_39), w), c_40), w)
        add_22 = op.Add(op.Mul(op.Add(op.Mul(op.Add(mul_34, c_41), w), c_42), w), c_43)
        qq = op.Add(op.Mul(add_22, w), c_44)
        s = op.Sub(a, c_45)
        mul_41 = op.Mul(
            op.Sub(
                op.Mul(op.Div(pp, pq), op.Cos(s)),
                op.Mul(op.Mul(op.Div(c_46, a), op.Div(qp, qq)), op.Sin(s)),
            ),
            c_47,
        )
        big = op.Div(mul_41, op.Sqrt(a))
        return op.Where(op.Greater(a, c_46), big, small)
    CONTRACT.refuse(
        'no variant of the mapping takes these args (variants: floating(input); integer(input) or dtype(input) == "bool")',
        input=input,
    )
