"""hypot for the dynamo exporter: aten::hypot -> ONNX Abs + Max + Min + Div + Mul + Add + Sqrt + Greater + Where + Sub + IsNaN + Not + And + Or, opsets 18 to 23.

Generated from mappings/aten/hypot.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant, promote, torch_fallback

TARGET = "aten::hypot.default"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "hypot",
    "mappings/aten/hypot.yaml",
    dtypes=("float16", "float32", "float64"),
    promote=("input", "other"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(CONTRACT, input=input, other=other)
    zero = constant(0.0, like=input)
    one = constant(1.0, like=input)
    inf = constant(float("inf"), like=input)
    a = op.Abs(input)
    b = op.Abs(other)
    big = op.Max(a, b)
    small = op.Min(a, b)
    ratio = op.Div(small, big)
    ratio_squared = op.Mul(ratio, ratio)
    one_plus = op.Add(one, ratio_squared)
    root = op.Sqrt(one_plus)
    scaled = op.Mul(big, root)
    nonzero = op.Greater(big, zero)
    finite = op.Where(nonzero, scaled, zero)
    a_gap = op.Sub(a, a)
    b_gap = op.Sub(b, b)
    with_a = op.Add(finite, a_gap)
    with_both = op.Add(with_a, b_gap)
    a_not_finite = op.IsNaN(a_gap)
    a_nan = op.IsNaN(a)
    a_not_nan = op.Not(a_nan)
    a_inf = op.And(a_not_finite, a_not_nan)
    b_not_finite = op.IsNaN(b_gap)
    b_nan = op.IsNaN(b)
    b_not_nan = op.Not(b_nan)
    b_inf = op.And(b_not_finite, b_not_nan)
    any_inf = op.Or(a_inf, b_inf)
    return op.Where(any_inf, inf, with_both)
