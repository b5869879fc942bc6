"""isin: aten::isin.Tensor_Tensor -> ONNX Unsqueeze + Reshape + Equal + Cast + ReduceSum + Greater + Not + Identity, opsets 13 to 20.

Generated from mappings/aten/isin.yaml by `opmapgen build`; do not edit.

Source schema: aten::isin.Tensor_Tensor(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs, parse_args, promote, torch_fallback

SOURCE_OP = "aten::isin"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
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
    scalar_typed_ops=("Equal", "Greater"),
    promote=("elements", "test_elements"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "b", "b")
def symbolic(g, elements, test_elements, assume_unique, invert):
    check_inputs(CONTRACT, elements=elements, test_elements=test_elements)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    elements, test_elements = promote(
        g,
        CONTRACT,
        elements=elements,
        test_elements=test_elements,
    )
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    matches = g.op(
        "Equal",
        g.op("Unsqueeze", elements, minus_one_list),
        g.op("Reshape", test_elements, minus_one_list),
    )
    found = g.op(
        "Greater",
        g.op(
            "ReduceSum",
            g.op("Cast", matches, to_i=TensorProto.INT64),
            minus_one_list,
            keepdims_i=0,
        ),
        zero,
    )
    if invert:
        return g.op("Not", found)
    else:
        return g.op("Identity", found)
