"""logaddexp2: aten::logaddexp2 -> ONNX Max + Sub + Abs + Neg + Pow + Add + Log + Mul + Equal + Not + And + Where, opsets 11 to 20.

Generated from mappings/aten/logaddexp2.yaml by `opmapgen build`; do not edit.

Source schema: aten::logaddexp2(Tensor self, Tensor other) -> Tensor

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

SOURCE_OP = "aten::logaddexp2"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "logaddexp2",
    "mappings/aten/logaddexp2.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Log or Pow kernel on the CPU"},
    scalar_typed_ops=("Max", "Sub", "Pow", "Add", "Mul", "Equal"),
    promote=("input", "other"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v")
def symbolic(g, input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(g, CONTRACT, input=input, other=other)
    two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(input)))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=dtype_of(input)))
    r_c = g.op(
        "Constant",
        value_t=torch.tensor(1.4426950408889634, dtype=dtype_of(input)),
    )
    m = g.op("Max", input, other)
    r_add = g.op(
        "Add",
        one,
        g.op("Pow", two, g.op("Neg", g.op("Abs", g.op("Sub", input, other)))),
    )
    r = g.op("Add", m, g.op("Mul", g.op("Log", r_add), r_c))
    return g.op(
        "Where",
        g.op(
            "And",
            g.op("Not", g.op("Equal", g.op("Sub", m, m), g.op("Sub", m, m))),
            g.op("Equal", input, other),
        ),
        input,
        r,
    )
