"""as_strided: aten::as_strided -> ONNX Cast + Shape + Expand + NonZero + Unsqueeze + Mul + ReduceSum + Reshape + ScatterElements + Add + Identity + Gather, opsets 13 to 20.

Generated from mappings/aten/as_strided.yaml by `opmapgen build`; do not edit.

Source schema: aten::as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a)

Overrides torch's own symbolic for aten::as_strided at opsets 13-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's conversions (the TorchScript symbolic and torchlib's translation) read the input's elements in row-major order as if they were its storage: wrong numbers for a transposed or permuted input (Longformer's sliding-window chunks)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    element_count,
    is_dense,
    parse_args,
    present,
    strided_span,
    torch_fallback,
    traced_strides,
)

SOURCE_OP = "aten::as_strided"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "as_strided",
    "mappings/aten/as_strided.yaml",
    dtypes=(
        "bool",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "float16",
        "float32",
        "float64",
        "bfloat16",
    ),
    scalar_typed_ops=("Mul", "Add"),
    scalar_typed_inputs=(),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "is", "is", "i")
def symbolic(g, input, size, stride, storage_offset):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(traced_strides(input)),
        "the export does not know the input's strides",
        input=input,
    )
    CONTRACT.require(
        is_dense(input),
        "the input does not cover its storage densely (a slice, or an expanded or overlapping view): the model holds the view's elements, not the storage that as_strided reads",
        torch_wrong="reads the view's elements as if they were its storage (wrong numbers)",
        input=input,
    )
    CONTRACT.require(
        strided_span(size, stride) + (storage_offset or 0) <= element_count(input),
        "the view reads past the input's last element: the input is part of a larger storage, which the model does not hold",
        torch_wrong="an index past the end of the input (ONNX Runtime fails when the model runs)",
        input=input,
        size=size,
        stride=stride,
        storage_offset=storage_offset,
    )
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    input_strides = g.op(
        "Constant",
        value_t=torch.tensor(traced_strides(input), dtype=torch.int64),
    )
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    size_value = g.op("Constant", value_t=torch.tensor(size, dtype=torch.int64))
    stride_value = g.op("Constant", value_t=torch.tensor(stride, dtype=torch.int64))
    everywhere = g.op("Cast", one, to_i=TensorProto.BOOL)
    coordinates = g.op("NonZero", g.op("Expand", everywhere, g.op("Shape", input)))
    stored_at = g.op(
        "ReduceSum",
        g.op("Mul", coordinates, g.op("Unsqueeze", input_strides, one_list)),
        zero_list,
        keepdims_i=0,
    )
    flat = g.op("Reshape", input, minus_one_list)
    storage = g.op("ScatterElements", flat, stored_at, flat)
    read_at = g.op(
        "ReduceSum",
        g.op(
            "Mul",
            g.op("NonZero", g.op("Expand", everywhere, size_value)),
            g.op("Unsqueeze", stride_value, one_list),
        ),
        zero_list,
        keepdims_i=0,
    )
    if present(storage_offset):
        storage_offset_value = g.op(
            "Constant",
            value_t=torch.tensor(storage_offset, dtype=torch.int64),
        )
        start = g.op("Add", read_at, storage_offset_value)
    else:
        start = g.op("Identity", read_at)
    return g.op("Reshape", g.op("Gather", storage, start), size_value)
