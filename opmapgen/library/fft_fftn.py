"""fft_fftn: aten::fft_fftn -> ONNX Shape + Gather + Identity + DFT + Mul + CastLike + Sqrt + Div + Unsqueeze, opsets 17 to 19.

Generated from mappings/aten/fft_fftn.yaml by `opmapgen build`; do not edit.

Source schema: aten::fft_fftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    dtype_name,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::fft_fftn"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(17, 20)
CONTRACT = Contract(
    "fft_fftn",
    "mappings/aten/fft_fftn.yaml",
    dtypes=("complex64", "complex128", "float32", "float64"),
    reasons={
        "integer": "not mapped yet (torch computes them in complex64; cast the input to float32 first)",
        "bool": "not mapped yet (torch computes it in complex64; cast the input to float32 first)",
        "float16": "ONNX Runtime has no float16 DFT kernel (torch's float16 FFT needs CUDA)",
        "bfloat16": "torch has no bfloat16 FFT",
        "complex32": "torch's TorchScript exporter cannot type complex32 (ComplexHalf)",
    },
    scalar_typed_ops=("Mul", "Div"),
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
        "only two dims given in dim are mapped yet (FNet's fftn(x, dim=(1, 2)))",
        dim=dim,
        s=s,
    )
    if dtype_name(input) in ("complex64", "complex128"):
        if absent(s):
            scalar = g.op(
                "Constant",
                value_t=torch.tensor(dim[0] % (rank(input) - 1), dtype=torch.int64),
            )
            first_size = g.op("Gather", g.op("Shape", input), scalar)
        else:
            scalar_2 = g.op("Constant", value_t=torch.tensor(s[0], dtype=torch.int64))
            first_size = g.op("Identity", scalar_2)
        first = g.op("DFT", input, first_size, axis_i=dim[0] % (rank(input) - 1))
        if absent(s):
            scalar_3 = g.op(
                "Constant",
                value_t=torch.tensor(dim[1] % (rank(input) - 1), dtype=torch.int64),
            )
            second_size = g.op("Gather", g.op("Shape", first), scalar_3)
        else:
            scalar_4 = g.op("Constant", value_t=torch.tensor(s[1], dtype=torch.int64))
            second_size = g.op("Identity", scalar_4)
        spectrum = g.op("DFT", first, second_size, axis_i=dim[1] % (rank(input) - 1))
        size = g.op("Mul", first_size, second_size)
        if norm == "ortho":
            return g.op("Div", spectrum, g.op("Sqrt", g.op("CastLike", size, spectrum)))
        elif norm == "forward":
            return g.op("Div", spectrum, g.op("CastLike", size, spectrum))
        else:
            return g.op("Identity", spectrum)
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    signal = g.op("Unsqueeze", input, minus_one_list)
    if absent(s):
        scalar = g.op(
            "Constant",
            value_t=torch.tensor(dim[0] % rank(input), dtype=torch.int64),
        )
        first_size = g.op("Gather", g.op("Shape", signal), scalar)
    else:
        scalar_2 = g.op("Constant", value_t=torch.tensor(s[0], dtype=torch.int64))
        first_size = g.op("Identity", scalar_2)
    first = g.op("DFT", signal, first_size, axis_i=dim[0] % rank(input))
    if absent(s):
        scalar_3 = g.op(
            "Constant",
            value_t=torch.tensor(dim[1] % rank(input), dtype=torch.int64),
        )
        second_size = g.op("Gather", g.op("Shape", first), scalar_3)
    else:
        scalar_4 = g.op("Constant", value_t=torch.tensor(s[1], dtype=torch.int64))
        second_size = g.op("Identity", scalar_4)
    spectrum = g.op("DFT", first, second_size, axis_i=dim[1] % rank(input))
    size = g.op("Mul", first_size, second_size)
    if norm == "ortho":
        return g.op("Div", spectrum, g.op("Sqrt", g.op("CastLike", size, spectrum)))
    elif norm == "forward":
        return g.op("Div", spectrum, g.op("CastLike", size, spectrum))
    else:
        return g.op("Identity", spectrum)
