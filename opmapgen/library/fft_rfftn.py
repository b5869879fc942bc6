"""fft_rfftn: aten::fft_rfftn -> ONNX Unsqueeze + Shape + Gather + Identity + DFT + Div + Add + Reshape + Slice + Mul + CastLike + Sqrt, opsets 17 to 19.

Generated from mappings/aten/fft_rfftn.yaml by `opmapgen build`; do not edit.

Source schema: aten::fft_rfftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor

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

SOURCE_OP = "aten::fft_rfftn"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(17, 20)
CONTRACT = Contract(
    "fft_rfftn",
    "mappings/aten/fft_rfftn.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "integer": "not mapped yet (torch computes them in complex64; cast the input to float32 first)",
        "bool": "not mapped yet (torch computes it in complex64; cast the input to float32 first)",
        "float16": "ONNX Runtime has no float16 DFT kernel (torch's float16 FFT needs CUDA)",
        "bfloat16": "torch has no bfloat16 FFT",
        "complex": "torch's rfft2 takes real tensors only",
    },
    scalar_typed_ops=("Div", "Add", "Mul"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "is", "is", "s")
def symbolic(g, input, s, dim, norm):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)),
        "the rank of the input must be known at export",
        input=input,
    )
    CONTRACT.require(
        present(dim) and len(dim) == 2 and (absent(s) or len(s) == 2),
        "only two dims given in dim are mapped yet",
        dim=dim,
        s=s,
    )
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    values = g.op(
        "Constant",
        value_t=torch.tensor([dim[1] % rank(input)], dtype=torch.int64),
    )
    signal = g.op("Unsqueeze", input, minus_one_list)
    if absent(s):
        scalar = g.op(
            "Constant",
            value_t=torch.tensor(dim[1] % rank(input), dtype=torch.int64),
        )
        last_size = g.op("Gather", g.op("Shape", signal), scalar)
    else:
        scalar_2 = g.op("Constant", value_t=torch.tensor(s[1], dtype=torch.int64))
        last_size = g.op("Identity", scalar_2)
    whole = g.op("DFT", signal, last_size, axis_i=dim[1] % rank(input))
    half = g.op(
        "Slice",
        whole,
        zero_list,
        g.op("Reshape", g.op("Add", g.op("Div", last_size, two), one), one_list),
        values,
    )
    if absent(s):
        scalar_3 = g.op(
            "Constant",
            value_t=torch.tensor(dim[0] % rank(input), dtype=torch.int64),
        )
        first_size = g.op("Gather", g.op("Shape", half), scalar_3)
    else:
        scalar_4 = g.op("Constant", value_t=torch.tensor(s[0], dtype=torch.int64))
        first_size = g.op("Identity", scalar_4)
    spectrum = g.op("DFT", half, first_size, axis_i=dim[0] % rank(input))
    if norm == "ortho":
        return g.op(
            "Div",
            spectrum,
            g.op(
                "Sqrt",
                g.op("CastLike", g.op("Mul", first_size, last_size), spectrum),
            ),
        )
    elif norm == "forward":
        return g.op(
            "Div",
            spectrum,
            g.op("CastLike", g.op("Mul", first_size, last_size), spectrum),
        )
    else:
        return g.op("Identity", spectrum)
