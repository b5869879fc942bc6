"""special_spherical_bessel_j0 for the dynamo exporter: aten::special_spherical_bessel_j0 -> ONNX Mul + Add + Abs + Less + Sin + Div + Where + IsInf, opsets 18 to 23.

Generated from mappings/aten/special_spherical_bessel_j0.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant, promote, torch_fallback

TARGET = "aten::special_spherical_bessel_j0.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::special_spherical_bessel_j0(Tensor x) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "special_spherical_bessel_j0",
    "mappings/aten/special_spherical_bessel_j0.yaml",
    dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64", "bool"),
    reasons={
        "float16": "torch has no float16 CPU kernel for it (eager raises NotImplementedError)",
        "bfloat16": "torch has no bfloat16 CPU kernel for it (eager raises NotImplementedError)",
    },
    promote=("x",),
    promote_kind="INT_TO_FLOAT",
    promoted=("float32", "float64"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(x):
    check_inputs(CONTRACT, x=x)
    # torch's type promotion: the dtype torch computes it in
    (x,) = promote(CONTRACT, x=x)
    series_c = constant(1.6059043836821613e-10, like=x)
    series_c_2 = constant(-2.505210838544172e-08, like=x)
    series_c_3 = constant(2.7557319223985893e-06, like=x)
    series_c_4 = constant(-0.0001984126984126984, like=x)
    series_c_5 = constant(0.008333333333333333, like=x)
    series_c_6 = constant(-0.16666666666666666, like=x)
    one = constant(1, like=x)
    half = constant(0.5, like=x)
    zero = constant(0, like=x)
    xx = op.Mul(x, x)
    series_mul_3 = op.Mul(
        xx,
        op.Add(series_c_3, op.Mul(xx, op.Add(series_c_2, op.Mul(xx, series_c)))),
    )
    series_add_5 = op.Add(
        series_c_6,
        op.Mul(xx, op.Add(series_c_5, op.Mul(xx, op.Add(series_c_4, series_mul_3)))),
    )
    series = op.Add(one, op.Mul(xx, series_add_5))
    r = op.Where(op.Less(op.Abs(x), half), series, op.Div(op.Sin(x), x))
    return op.Where(op.IsInf(x), zero, r)
