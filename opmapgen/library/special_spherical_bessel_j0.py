"""special_spherical_bessel_j0: aten::special_spherical_bessel_j0 -> ONNX Mul + Add + Abs + Less + Sin + Div + Where + IsInf, opsets 10 to 20.

Generated from mappings/aten/special_spherical_bessel_j0.yaml by `opmapgen build`; do not edit.

Source schema: aten::special_spherical_bessel_j0(Tensor x) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_of,
    parse_args,
    promote,
    torch_fallback,
)

SOURCE_OP = "aten::special_spherical_bessel_j0"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(10, 21)
CONTRACT = Contract(
    "special_spherical_bessel_j0",
    "mappings/aten/special_spherical_bessel_j0.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
    scalar_typed_ops=("Mul", "Add", "Less", "Div"),
    promote=("x",),
    promote_kind="INT_TO_FLOAT",
    promoted=("float32", "float64"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v")
def symbolic(g, x):
    check_inputs(CONTRACT, x=x)
    # torch's type promotion: the dtype torch computes it in
    (x,) = promote(g, CONTRACT, x=x)
    series_c = g.op(
        "Constant",
        value_t=torch.tensor(1.6059043836821613e-10, dtype=dtype_of(x)),
    )
    series_c_2 = g.op(
        "Constant",
        value_t=torch.tensor(-2.505210838544172e-08, dtype=dtype_of(x)),
    )
    series_c_3 = g.op(
        "Constant",
        value_t=torch.tensor(2.7557319223985893e-06, dtype=dtype_of(x)),
    )
    series_c_4 = g.op(
        "Constant",
        value_t=torch.tensor(-0.0001984126984126984, dtype=dtype_of(x)),
    )
    series_c_5 = g.op(
        "Constant",
        value_t=torch.tensor(0.008333333333333333, dtype=dtype_of(x)),
    )
    series_c_6 = g.op(
        "Constant",
        value_t=torch.tensor(-0.16666666666666666, dtype=dtype_of(x)),
    )
    one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(x)))
    half = g.op("Constant", value_t=torch.tensor(0.5, dtype=dtype_of(x)))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(x)))
    xx = g.op("Mul", x, x)
    series_mul_3 = g.op(
        "Mul",
        xx,
        g.op(
            "Add",
            series_c_3,
            g.op("Mul", xx, g.op("Add", series_c_2, g.op("Mul", xx, series_c))),
        ),
    )
    series_add_5 = g.op(
        "Add",
        series_c_6,
        g.op(
            "Mul",
            xx,
            g.op(
                "Add",
                series_c_5,
                g.op("Mul", xx, g.op("Add", series_c_4, series_mul_3)),
            ),
        ),
    )
    series = g.op("Add", one, g.op("Mul", xx, series_add_5))
    r = g.op(
        "Where",
        g.op("Less", g.op("Abs", x), half),
        series,
        g.op("Div", g.op("Sin", x), x),
    )
    return g.op("Where", g.op("IsInf", x), zero, r)
