"""fft_irfftn: aten::fft_irfftn -> ONNX Shape + Gather + Identity + DFT + Sub + Mul + Div + Add + Reshape + Slice + CastLike + Expand + CumSum + Equal + Or + Where + Sqrt, opsets 17 to 19.

Generated from mappings/aten/fft_irfftn.yaml by `opmapgen build`; do not edit.

Source schema: aten::fft_irfftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    dtype_of,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::fft_irfftn"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(17, 20)
CONTRACT = Contract(
    "fft_irfftn",
    "mappings/aten/fft_irfftn.yaml",
    dtypes=("complex64", "complex128"),
    reasons={
        "float32": "not mapped yet (torch reads a real input as complex with zero imaginary parts)",
        "float64": "not mapped yet (torch reads a real input as complex with zero imaginary parts)",
        "integer": "not mapped yet (torch computes them in complex64)",
        "bool": "not mapped yet (torch computes it in complex64)",
        "float16": "ONNX Runtime has no float16 DFT kernel (torch's float16 FFT needs CUDA)",
        "bfloat16": "torch has no bfloat16 FFT",
        "complex32": "torch's TorchScript exporter cannot type complex32 (ComplexHalf)",
    },
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
    two_2 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
    one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    values = g.op(
        "Constant",
        value_t=torch.tensor([dim[1] % (rank(input) - 1)], dtype=torch.int64),
    )
    scalar_5 = g.op(
        "Constant",
        value_t=torch.tensor(dim[1] % (rank(input) - 1), dtype=torch.int64),
    )
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=dtype_of(input)))
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    if absent(s):
        scalar = g.op(
            "Constant",
            value_t=torch.tensor(dim[0] % (rank(input) - 1), dtype=torch.int64),
        )
        first_size = g.op("Gather", g.op("Shape", input), scalar)
    else:
        scalar_2 = g.op("Constant", value_t=torch.tensor(s[0], dtype=torch.int64))
        first_size = g.op("Identity", scalar_2)
    first = g.op(
        "DFT",
        input,
        first_size,
        axis_i=dim[0] % (rank(input) - 1),
        inverse_i=1,
    )
    if absent(s):
        scalar_3 = g.op(
            "Constant",
            value_t=torch.tensor(dim[1] % (rank(input) - 1), dtype=torch.int64),
        )
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
        last_size = g.op(
            "Mul",
            two,
            g.op("Sub", g.op("Gather", g.op("Shape", first), scalar_3), one_2),
        )
    else:
        scalar_4 = g.op("Constant", value_t=torch.tensor(s[1], dtype=torch.int64))
        last_size = g.op("Identity", scalar_4)
    kept = g.op(
        "Slice",
        first,
        zero_list,
        g.op("Reshape", g.op("Add", g.op("Div", last_size, two_2), one_3), one_list),
        values,
    )
    one = g.op("CastLike", one_3, kept)
    frequency = g.op(
        "Sub",
        g.op("CumSum", g.op("Expand", one, g.op("Shape", kept)), scalar_5),
        one,
    )
    twice = g.op("Add", frequency, frequency)
    weighted = g.op(
        "Mul",
        kept,
        g.op(
            "Where",
            g.op(
                "Or",
                g.op("Equal", frequency, zero),
                g.op("Equal", twice, g.op("CastLike", last_size, twice)),
            ),
            one,
            g.op("Add", one, one),
        ),
    )
    signal = g.op(
        "Gather",
        g.op(
            "DFT",
            weighted,
            last_size,
            axis_i=dim[1] % (rank(input) - 1),
            inverse_i=1,
        ),
        zero_2,
        axis_i=-1,
    )
    if norm == "ortho":
        return g.op(
            "Mul",
            signal,
            g.op("Sqrt", g.op("CastLike", g.op("Mul", first_size, last_size), signal)),
        )
    elif norm == "forward":
        return g.op(
            "Mul",
            signal,
            g.op("CastLike", g.op("Mul", first_size, last_size), signal),
        )
    else:
        return g.op("Identity", signal)
