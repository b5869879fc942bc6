"""isin for the dynamo exporter: aten::isin.Tensor_Tensor -> ONNX Unsqueeze + Reshape + Equal + Cast + ReduceSum + Greater + Not + Identity, opsets 18 to 23.

Generated from mappings/aten/isin.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import check_inputs, constant, promote, torch_fallback

TARGET = "aten::isin.Tensor_Tensor"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::isin.Tensor_Tensor(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "isin",
    "mappings/aten/isin.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
    ),
    reasons={
        "bfloat16": "ONNX Runtime has no bfloat16 Equal kernel on the CPU",
        "bool": "torch does not take bool inputs to isin",
    },
    promote=("elements", "test_elements"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(elements, test_elements, assume_unique=False, invert=False):
    check_inputs(CONTRACT, elements=elements, test_elements=test_elements)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    elements, test_elements = promote(
        CONTRACT,
        elements=elements,
        test_elements=test_elements,
    )
    minus_one_list = constant([-1], dtype="int64")
    zero = constant(0, dtype="int64")
    matches = op.Equal(
        op.Unsqueeze(elements, minus_one_list),
        op.Reshape(test_elements, minus_one_list),
    )
    found = op.Greater(
        op.ReduceSum(
            op.Cast(matches, to=TensorProto.INT64),
            minus_one_list,
            keepdims=0,
        ),
        zero,
    )
    if invert:
        return op.Not(found)
    else:
        return op.Identity(found)
