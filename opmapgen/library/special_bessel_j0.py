"""special_bessel_j0: aten::special_bessel_j0 -> ONNX Abs + Mul + Add + Sub + Div + Less + Where + Cos + Sin + Sqrt + Greater + Cast, opsets 9 to 20.

Generated from mappings/aten/special_bessel_j0.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_bessel_j0(Tensor self) -> Tensor

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
    is_floating,
    is_integer,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::special_bessel_j0"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "special_bessel_j0",
    "mappings/aten/special_bessel_j0.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
    scalar_typed_ops=("Mul", "Add", "Sub", "Div", "Less", "Greater"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    if is_floating(input):
        c = g.op(
            "Constant",
            value_t=torch.tensor(-4794432209.782018, dtype=dtype_of(input)),
        )
        c_2 = g.op(
            "Constant",
            value_t=torch.tensor(1956174919465.5657, dtype=dtype_of(input)),
        )
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(249248344360967.72, dtype=dtype_of(input)),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(9708622510473064.0, dtype=dtype_of(input)),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(499.563147152651, dtype=dtype_of(input)),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(173785.4016763747, dtype=dtype_of(input)),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(48440965.83399621, dtype=dtype_of(input)),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(11185553704.535683, dtype=dtype_of(input)),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(2112775201154.892, dtype=dtype_of(input)),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(310518229857422.56, dtype=dtype_of(input)),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(3.1812195594320496e16, dtype=dtype_of(input)),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(1.7108629408104315e18, dtype=dtype_of(input)),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(5.783185962946784, dtype=dtype_of(input)),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(30.471262343662087, dtype=dtype_of(input)),
        )
        c_15 = g.op("Constant", value_t=torch.tensor(1e-05, dtype=dtype_of(input)))
        c_16 = g.op("Constant", value_t=torch.tensor(4, dtype=dtype_of(input)))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
        c_17 = g.op("Constant", value_t=torch.tensor(25, dtype=dtype_of(input)))
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(0.0007969367292973471, dtype=dtype_of(input)),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(0.08283523921074408, dtype=dtype_of(input)),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(1.239533716464143, dtype=dtype_of(input)),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(5.447250030587687, dtype=dtype_of(input)),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(8.74716500199817, dtype=dtype_of(input)),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(5.303240382353949, dtype=dtype_of(input)),
        )
        one_2 = g.op("Constant", value_t=torch.tensor(1.0, dtype=dtype_of(input)))
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(0.0009244088105588637, dtype=dtype_of(input)),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(0.08562884743544745, dtype=dtype_of(input)),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(1.2535274390105895, dtype=dtype_of(input)),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(5.470977403304171, dtype=dtype_of(input)),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(8.761908832370695, dtype=dtype_of(input)),
        )
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(5.306052882353947, dtype=dtype_of(input)),
        )
        c_30 = g.op(
            "Constant",
            value_t=torch.tensor(-0.011366383889846916, dtype=dtype_of(input)),
        )
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(1.2825271867050931, dtype=dtype_of(input)),
        )
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(19.553954425773597, dtype=dtype_of(input)),
        )
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(93.20601521237683, dtype=dtype_of(input)),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(177.68116798048806, dtype=dtype_of(input)),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(147.07750515495118, dtype=dtype_of(input)),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(51.41053267665993, dtype=dtype_of(input)),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(6.050143506007285, dtype=dtype_of(input)),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(64.3178256118178, dtype=dtype_of(input)),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(856.4300259769806, dtype=dtype_of(input)),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(3882.4018360540163, dtype=dtype_of(input)),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(7240.467741956525, dtype=dtype_of(input)),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(5930.727011873169, dtype=dtype_of(input)),
        )
        c_43 = g.op(
            "Constant",
            value_t=torch.tensor(2062.0933166032783, dtype=dtype_of(input)),
        )
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(242.0057402402914, dtype=dtype_of(input)),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(0.7853981633974483, dtype=dtype_of(input)),
        )
        c_46 = g.op("Constant", value_t=torch.tensor(5, dtype=dtype_of(input)))
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(0.7978845608028654, dtype=dtype_of(input)),
        )
        a = g.op("Abs", input)
        xx = g.op("Mul", a, a)
        mul_3 = g.op(
            "Mul",
            g.op("Sub", g.op("Mul", g.op("Add", g.op("Mul", c, xx), c_2), xx), c_3),
            xx,
        )
        rp = g.op("Add", mul_3, c_4)
        mul_6 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_5, xx), c_6), xx), c_7),
            xx,
        )
        add_6 = g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", g.op("Add", mul_6, c_8), xx), c_9), xx),
            c_10,
        )
        rq = g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", add_6, xx), c_11), xx),
            c_12,
        )
        near = g.op(
            "Div",
            g.op("Mul", g.op("Mul", g.op("Sub", xx, c_13), g.op("Sub", xx, c_14)), rp),
            rq,
        )
        small = g.op(
            "Where",
            g.op("Less", a, c_15),
            g.op("Sub", one, g.op("Div", xx, c_16)),
            near,
        )
        w = g.op("Div", c_17, xx)
        mul_15 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_18, w), c_19), w), c_20),
            w,
        )
        add_12 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_15, c_21), w), c_22),
                w,
            ),
            c_23,
        )
        pp = g.op("Add", g.op("Mul", add_12, w), one_2)
        mul_21 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_24, w), c_25), w), c_26),
            w,
        )
        add_17 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_21, c_27), w), c_28),
                w,
            ),
            c_29,
        )
        pq = g.op("Add", g.op("Mul", add_17, w), one_2)
        mul_27 = g.op(
            "Mul",
            g.op("Sub", g.op("Mul", g.op("Sub", g.op("Mul", c_30, w), c_31), w), c_32),
            w,
        )
        sub_9 = g.op(
            "Sub",
            g.op(
                "Mul",
                g.op("Sub", g.op("Mul", g.op("Sub", mul_27, c_33), w), c_34),
                w,
            ),
            c_35,
        )
        qp = g.op("Sub", g.op("Mul", g.op("Sub", g.op("Mul", sub_9, w), c_36), w), c_37)
        mul_34 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_38, w), c_39), w), c_40),
            w,
        )
        add_22 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_34, c_41), w), c_42),
                w,
            ),
            c_43,
        )
        qq = g.op("Add", g.op("Mul", add_22, w), c_44)
        s = g.op("Sub", a, c_45)
        mul_41 = g.op(
            "Mul",
            g.op(
                "Sub",
                g.op("Mul", g.op("Div", pp, pq), g.op("Cos", s)),
                g.op(
                    "Mul",
                    g.op("Mul", g.op("Div", c_46, a), g.op("Div", qp, qq)),
                    g.op("Sin", s),
                ),
            ),
            c_47,
        )
        big = g.op("Div", mul_41, g.op("Sqrt", a))
        return g.op("Where", g.op("Greater", a, c_46), big, small)
    if is_integer(input) or dtype_name(input) == "bool":
        c = g.op(
            "Constant",
            value_t=torch.tensor(-4794432209.782018, dtype=torch.float32),
        )
        c_2 = g.op(
            "Constant",
            value_t=torch.tensor(1956174919465.5657, dtype=torch.float32),
        )
        c_3 = g.op(
            "Constant",
            value_t=torch.tensor(249248344360967.72, dtype=torch.float32),
        )
        c_4 = g.op(
            "Constant",
            value_t=torch.tensor(9708622510473064.0, dtype=torch.float32),
        )
        c_5 = g.op(
            "Constant",
            value_t=torch.tensor(499.563147152651, dtype=torch.float32),
        )
        c_6 = g.op(
            "Constant",
            value_t=torch.tensor(173785.4016763747, dtype=torch.float32),
        )
        c_7 = g.op(
            "Constant",
            value_t=torch.tensor(48440965.83399621, dtype=torch.float32),
        )
        c_8 = g.op(
            "Constant",
            value_t=torch.tensor(11185553704.535683, dtype=torch.float32),
        )
        c_9 = g.op(
            "Constant",
            value_t=torch.tensor(2112775201154.892, dtype=torch.float32),
        )
        c_10 = g.op(
            "Constant",
            value_t=torch.tensor(310518229857422.56, dtype=torch.float32),
        )
        c_11 = g.op(
            "Constant",
            value_t=torch.tensor(3.1812195594320496e16, dtype=torch.float32),
        )
        c_12 = g.op(
            "Constant",
            value_t=torch.tensor(1.7108629408104315e18, dtype=torch.float32),
        )
        c_13 = g.op(
            "Constant",
            value_t=torch.tensor(5.783185962946784, dtype=torch.float32),
        )
        c_14 = g.op(
            "Constant",
            value_t=torch.tensor(30.471262343662087, dtype=torch.float32),
        )
        c_15 = g.op("Constant", value_t=torch.tensor(1e-05, dtype=torch.float32))
        c_16 = g.op("Constant", value_t=torch.tensor(4, dtype=torch.float32))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float32))
        c_17 = g.op("Constant", value_t=torch.tensor(25, dtype=torch.float32))
        c_18 = g.op(
            "Constant",
            value_t=torch.tensor(0.0007969367292973471, dtype=torch.float32),
        )
        c_19 = g.op(
            "Constant",
            value_t=torch.tensor(0.08283523921074408, dtype=torch.float32),
        )
        c_20 = g.op(
            "Constant",
            value_t=torch.tensor(1.239533716464143, dtype=torch.float32),
        )
        c_21 = g.op(
            "Constant",
            value_t=torch.tensor(5.447250030587687, dtype=torch.float32),
        )
        c_22 = g.op(
            "Constant",
            value_t=torch.tensor(8.74716500199817, dtype=torch.float32),
        )
        c_23 = g.op(
            "Constant",
            value_t=torch.tensor(5.303240382353949, dtype=torch.float32),
        )
        one_2 = g.op("Constant", value_t=torch.tensor(1.0, dtype=torch.float32))
        c_24 = g.op(
            "Constant",
            value_t=torch.tensor(0.0009244088105588637, dtype=torch.float32),
        )
        c_25 = g.op(
            "Constant",
            value_t=torch.tensor(0.08562884743544745, dtype=torch.float32),
        )
        c_26 = g.op(
            "Constant",
            value_t=torch.tensor(1.2535274390105895, dtype=torch.float32),
        )
        c_27 = g.op(
            "Constant",
            value_t=torch.tensor(5.470977403304171, dtype=torch.float32),
        )
        c_28 = g.op(
            "Constant",
            value_t=torch.tensor(8.761908832370695, dtype=torch.float32),
        )
        c_29 = g.op(
            "Constant",
            value_t=torch.tensor(5.306052882353947, dtype=torch.float32),
        )
        c_30 = g.op(
            "Constant",
            value_t=torch.tensor(-0.011366383889846916, dtype=torch.float32),
        )
        c_31 = g.op(
            "Constant",
            value_t=torch.tensor(1.2825271867050931, dtype=torch.float32),
        )
        c_32 = g.op(
            "Constant",
            value_t=torch.tensor(19.553954425773597, dtype=torch.float32),
        )
        c_33 = g.op(
            "Constant",
            value_t=torch.tensor(93.20601521237683, dtype=torch.float32),
        )
        c_34 = g.op(
            "Constant",
            value_t=torch.tensor(177.68116798048806, dtype=torch.float32),
        )
        c_35 = g.op(
            "Constant",
            value_t=torch.tensor(147.07750515495118, dtype=torch.float32),
        )
        c_36 = g.op(
            "Constant",
            value_t=torch.tensor(51.41053267665993, dtype=torch.float32),
        )
        c_37 = g.op(
            "Constant",
            value_t=torch.tensor(6.050143506007285, dtype=torch.float32),
        )
        c_38 = g.op(
            "Constant",
            value_t=torch.tensor(64.3178256118178, dtype=torch.float32),
        )
        c_39 = g.op(
            "Constant",
            value_t=torch.tensor(856.4300259769806, dtype=torch.float32),
        )
        c_40 = g.op(
            "Constant",
            value_t=torch.tensor(3882.4018360540163, dtype=torch.float32),
        )
        c_41 = g.op(
            "Constant",
            value_t=torch.tensor(7240.467741956525, dtype=torch.float32),
        )
        c_42 = g.op(
            "Constant",
            value_t=torch.tensor(5930.727011873169, dtype=torch.float32),
        )
        c_43 = g.op(
            "Constant",
            value_t=torch.tensor(2062.0933166032783, dtype=torch.float32),
        )
        c_44 = g.op(
            "Constant",
            value_t=torch.tensor(242.0057402402914, dtype=torch.float32),
        )
        c_45 = g.op(
            "Constant",
            value_t=torch.tensor(0.7853981633974483, dtype=torch.float32),
        )
        c_46 = g.op("Constant", value_t=torch.tensor(5, dtype=torch.float32))
        c_47 = g.op(
            "Constant",
            value_t=torch.tensor(0.7978845608028654, dtype=torch.float32),
        )
        t = g.op("Cast", input, to_i=TensorProto.FLOAT)
        a = g.op("Abs", t)
        xx = g.op("Mul", a, a)
        mul_3 = g.op(
            "Mul",
            g.op("Sub", g.op("Mul", g.op("Add", g.op("Mul", c, xx), c_2), xx), c_3),
            xx,
        )
        rp = g.op("Add", mul_3, c_4)
        mul_6 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_5, xx), c_6), xx), c_7),
            xx,
        )
        add_6 = g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", g.op("Add", mul_6, c_8), xx), c_9), xx),
            c_10,
        )
        rq = g.op(
            "Add",
            g.op("Mul", g.op("Add", g.op("Mul", add_6, xx), c_11), xx),
            c_12,
        )
        near = g.op(
            "Div",
            g.op("Mul", g.op("Mul", g.op("Sub", xx, c_13), g.op("Sub", xx, c_14)), rp),
            rq,
        )
        small = g.op(
            "Where",
            g.op("Less", a, c_15),
            g.op("Sub", one, g.op("Div", xx, c_16)),
            near,
        )
        w = g.op("Div", c_17, xx)
        mul_15 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_18, w), c_19), w), c_20),
            w,
        )
        add_12 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_15, c_21), w), c_22),
                w,
            ),
            c_23,
        )
        pp = g.op("Add", g.op("Mul", add_12, w), one_2)
        mul_21 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_24, w), c_25), w), c_26),
            w,
        )
        add_17 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_21, c_27), w), c_28),
                w,
            ),
            c_29,
        )
        pq = g.op("Add", g.op("Mul", add_17, w), one_2)
        mul_27 = g.op(
            "Mul",
            g.op("Sub", g.op("Mul", g.op("Sub", g.op("Mul", c_30, w), c_31), w), c_32),
            w,
        )
        sub_9 = g.op(
            "Sub",
            g.op(
                "Mul",
                g.op("Sub", g.op("Mul", g.op("Sub", mul_27, c_33), w), c_34),
                w,
            ),
            c_35,
        )
        qp = g.op("Sub", g.op("Mul", g.op("Sub", g.op("Mul", sub_9, w), c_36), w), c_37)
        mul_34 = g.op(
            "Mul",
            g.op("Add", g.op("Mul", g.op("Add", g.op("Mul", c_38, w), c_39), w), c_40),
            w,
        )
        add_22 = g.op(
            "Add",
            g.op(
                "Mul",
                g.op("Add", g.op("Mul", g.op("Add", mul_34, c_41), w), c_42),
                w,
            ),
            c_43,
        )
        qq = g.op("Add", g.op("Mul", add_22, w), c_44)
        s = g.op("Sub", a, c_45)
        mul_41 = g.op(
            "Mul",
            g.op(
                "Sub",
                g.op("Mul", g.op("Div", pp, pq), g.op("Cos", s)),
                g.op(
                    "Mul",
                    g.op("Mul", g.op("Div", c_46, a), g.op("Div", qp, qq)),
                    g.op("Sin", s),
                ),
            ),
            c_47,
        )
        big = g.op("Div", mul_41, g.op("Sqrt", a))
        return g.op("Where", g.op("Greater", a, c_46), big, small)
    CONTRACT.refuse(
        'no variant of the mapping takes these args (variants: floating(input); integer(input) or dtype(input) == "bool")',
        input=input,
    )
