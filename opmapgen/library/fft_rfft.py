"""fft_rfft: aten::fft_rfft -> ONNX Unsqueeze + Shape + Gather + Identity + DFT + Div + Add + Reshape + Slice + CastLike + Sqrt, opsets 17 to 19.

Generated from mappings/aten/fft_rfft.yaml by `opmapgen build`; do not edit.

Source schema: aten::fft_rfft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::fft_rfft"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(17, 20)
CONTRACT = Contract(
    "fft_rfft",
    "mappings/aten/fft_rfft.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "integer": "not mapped yet (torch computes them in complex64; cast the input to float32 first)",
        "bool": "not mapped yet (torch computes it in complex64; cast the input to float32 first)",
        "float16": "ONNX Runtime has no float16 DFT kernel (torch's float16 FFT needs CUDA)",
        "bfloat16": "torch has no bfloat16 FFT",
        "complex": "torch's rfft takes real tensors only",
    },
    scalar_typed_ops=("Div", "Add"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i", "i", "s")
def symbolic(g, input, n, dim, norm):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)),
        "the rank of the input must be known at export",
        input=input,
    )
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    values = g.op(
        "Constant",
        value_t=torch.tensor([dim % rank(input)], dtype=torch.int64),
    )
    signal = g.op("Unsqueeze", input, minus_one_list)
    if absent(n):
        scalar = g.op(
            "Constant",
            value_t=torch.tensor(dim % rank(input), dtype=torch.int64),
        )
        size = g.op("Gather", g.op("Shape", signal), scalar)
    else:
        n_value = g.op("Constant", value_t=torch.tensor(n, dtype=torch.int64))
        size = g.op("Identity", n_value)
    whole = g.op("DFT", signal, size, axis_i=dim % rank(input))
    spectrum = g.op(
        "Slice",
        whole,
        zero_list,
        g.op("Reshape", g.op("Add", g.op("Div", size, two), one), one_list),
        values,
    )
    if norm == "ortho":
        return g.op("Div", spectrum, g.op("Sqrt", g.op("CastLike", size, spectrum)))
    elif norm == "forward":
        return g.op("Div", spectrum, g.op("CastLike", size, spectrum))
    else:
        return g.op("Identity", spectrum)
