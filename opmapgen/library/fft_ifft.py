"""fft_ifft: aten::fft_ifft -> ONNX Shape + Gather + Identity + DFT + CastLike + Sqrt + Mul + Unsqueeze, opsets 17 to 19.

Generated from mappings/aten/fft_ifft.yaml by `opmapgen build`; do not edit.

Source schema: aten::fft_ifft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -> Tensor

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

SOURCE_OP = "aten::fft_ifft"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(17, 20)
CONTRACT = Contract(
    "fft_ifft",
    "mappings/aten/fft_ifft.yaml",
    dtypes=("complex64", "complex128", "float32", "float64"),
    reasons={
        "integer": "not mapped yet (torch computes them in complex64; cast the input to float32 first)",
        "bool": "not mapped yet (torch computes it in complex64; cast the input to float32 first)",
        "float16": "ONNX Runtime has no float16 DFT kernel (torch's float16 FFT needs CUDA)",
        "bfloat16": "torch has no bfloat16 FFT",
        "complex32": "torch's TorchScript exporter cannot type complex32 (ComplexHalf)",
    },
    scalar_typed_ops=("Mul",),
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
    if dtype_name(input) in ("complex64", "complex128"):
        if absent(n):
            scalar = g.op(
                "Constant",
                value_t=torch.tensor(dim % (rank(input) - 1), dtype=torch.int64),
            )
            size = g.op("Gather", g.op("Shape", input), scalar)
        else:
            n_value = g.op("Constant", value_t=torch.tensor(n, dtype=torch.int64))
            size = g.op("Identity", n_value)
        signal = g.op("DFT", input, size, axis_i=dim % (rank(input) - 1), inverse_i=1)
        if norm == "ortho":
            return g.op("Mul", signal, g.op("Sqrt", g.op("CastLike", size, signal)))
        elif norm == "forward":
            return g.op("Mul", signal, g.op("CastLike", size, signal))
        else:
            return g.op("Identity", signal)
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
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
    signal_2 = g.op("DFT", signal, size, axis_i=dim % rank(input), inverse_i=1)
    if norm == "ortho":
        return g.op("Mul", signal_2, g.op("Sqrt", g.op("CastLike", size, signal_2)))
    elif norm == "forward":
        return g.op("Mul", signal_2, g.op("CastLike", size, signal_2))
    else:
        return g.op("Identity", signal_2)
