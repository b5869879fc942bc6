"""hypot: aten::hypot -> ONNX Abs + Max + Min + Div + Mul + Add + Sqrt + Greater + Where + Sub + IsNaN + Not + And + Or, opsets 9 to 20.

Generated from mappings/aten/hypot.yaml by `opmapgen build`; do not edit.

Source schema: aten::hypot(Tensor self, Tensor other) -> Tensor

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

SOURCE_OP = "aten::hypot"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "hypot",
    "mappings/aten/hypot.yaml",
    dtypes=("float16", "float32", "float64"),
    scalar_typed_ops=("Max", "Min", "Div", "Mul", "Add", "Greater", "Sub"),
    promote=("input", "other"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(g, CONTRACT, input=input, other=other)
    zero = g.op("Constant", value_t=torch.tensor(0.0, dtype=dtype_of(input)))
    one = g.op("Constant", value_t=torch.tensor(1.0, dtype=dtype_of(input)))
    inf = g.op("Constant", value_t=torch.tensor(float("inf"), dtype=dtype_of(input)))
    a = g.op("Abs", input)
    b = g.op("Abs", other)
    big = g.op("Max", a, b)
    small = g.op("Min", a, b)
    ratio = g.op("Div", small, big)
    ratio_squared = g.op("Mul", ratio, ratio)
    one_plus = g.op("Add", one, ratio_squared)
    root = g.op("Sqrt", one_plus)
    scaled = g.op("Mul", big, root)
    nonzero = g.op("Greater", big, zero)
    finite = g.op("Where", nonzero, scaled, zero)
    a_gap = g.op("Sub", a, a)
    b_gap = g.op("Sub", b, b)
    with_a = g.op("Add", finite, a_gap)
    with_both = g.op("Add", with_a, b_gap)
    a_not_finite = g.op("IsNaN", a_gap)
    a_nan = g.op("IsNaN", a)
    a_not_nan = g.op("Not", a_nan)
    a_inf = g.op("And", a_not_finite, a_not_nan)
    b_not_finite = g.op("IsNaN", b_gap)
    b_nan = g.op("IsNaN", b)
    b_not_nan = g.op("Not", b_nan)
    b_inf = g.op("And", b_not_finite, b_not_nan)
    any_inf = g.op("Or", a_inf, b_inf)
    return g.op("Where", any_inf, inf, with_both)
