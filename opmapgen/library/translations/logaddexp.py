"""logaddexp for the dynamo exporter: aten::logaddexp -> ONNX Max + Sub + Abs + Neg + Exp + Add + Log + Equal + Not + And + Where, opsets 18 to 23.

Generated from mappings/aten/logaddexp.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant, promote, torch_fallback

TARGET = "aten::logaddexp.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::logaddexp(Tensor self, Tensor other) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "logaddexp",
    "mappings/aten/logaddexp.yaml",
    dtypes=("float16", "float32", "float64"),
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 Exp kernel on the CPU"},
    promote=("input", "other"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, other):
    check_inputs(CONTRACT, input=input, other=other)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, other = promote(CONTRACT, input=input, other=other)
    one = constant(1, like=input)
    m = op.Max(input, other)
    r_add = op.Add(one, op.Exp(op.Neg(op.Abs(op.Sub(input, other)))))
    r = op.Add(m, op.Log(r_add))
    return op.Where(
        op.And(op.Not(op.Equal(op.Sub(m, m), op.Sub(m, m))), op.Equal(input, other)),
        input,
        r,
    )
