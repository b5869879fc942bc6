"""stft: aten::stft -> ONNX Unsqueeze + Cast + CastLike + Expand + Shape + Gather + Sub + Div + Concat + Pad + STFT + Transpose + Sqrt + Identity + Squeeze, opsets 17 to 20.

Generated from mappings/aten/stft.yaml by `opmapgen build`; do not edit.

Source schema: aten::stft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool normalized=False, bool? onesided=None, bool? return_complex=None, bool? align_to_window=None) -> Tensor

Overrides torch's own symbolic for aten::stft at opsets 17-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's own symbolic (opset 17 on) refuses return_complex=True ("STFT does not currently support complex types"), what torch.stft asks for unless told otherwise; the mapping exports both, the same ONNX STFT

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    parse_args,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::stft"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(17, 21)
CONTRACT = Contract(
    "stft",
    "mappings/aten/stft.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "complex": "not mapped yet (a complex signal's two-sided STFT)",
        "float16": "ONNX Runtime has no float16 STFT kernel",
        "bfloat16": "torch has no bfloat16 FFT",
        "integer": "torch's stft takes floating and complex signals only",
        "bool": "torch's stft takes floating and complex signals only",
    },
    scalar_typed_ops=("Sub", "Div", "Concat"),
    torch_wrong={"float16": "wrong numbers: a float16 result where eager's is float32"},
)


@parse_args("v", "i", "i", "i", "v", "b", "b", "b", "b")
def _symbolic(
    g,
    input,
    n_fft,
    hop_length,
    win_length,
    window,
    normalized,
    onesided,
    return_complex,
    align_to_window,
):
    check_inputs(CONTRACT, input=input, window=window)
    CONTRACT.require(
        rank(input) in (1, 2),
        "the signal must be [L] or [batch, L], of a rank known at export",
        input=input,
    )
    CONTRACT.require(
        absent(align_to_window) or not align_to_window,
        "align_to_window=True frames the signal otherwise; not mapped yet",
        align_to_window=align_to_window,
    )
    n_fft_value = g.op("Constant", value_t=torch.tensor(n_fft, dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
    if rank(input) == 1:
        values = g.op("Constant", value_t=torch.tensor([0, -1], dtype=torch.int64))
        signal = g.op("Unsqueeze", input, values)
    else:
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        signal = g.op("Unsqueeze", input, minus_one_list)
    if absent(hop_length):
        scalar = g.op("Constant", value_t=torch.tensor(n_fft // 4, dtype=torch.float64))
        step = g.op("Cast", scalar, to_i=TensorProto.INT64)
    else:
        hop_length_value = g.op(
            "Constant",
            value_t=torch.tensor(hop_length, dtype=torch.int64),
        )
        step = g.op("Cast", hop_length_value, to_i=TensorProto.INT64)
    length = g.op("Cast", n_fft_value, to_i=TensorProto.INT64)
    if absent(window) and absent(win_length):
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        n_fft_list = g.op("Constant", value_t=torch.tensor([n_fft], dtype=torch.int64))
        shaped = g.op("Expand", g.op("CastLike", one, input), n_fft_list)
    elif absent(window):
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        win_length_list = g.op(
            "Constant",
            value_t=torch.tensor([win_length], dtype=torch.int64),
        )
        shaped = g.op("Expand", g.op("CastLike", one_2, input), win_length_list)
    else:
        shaped = g.op("CastLike", window, input)
    margin = g.op(
        "Div",
        g.op("Sub", n_fft_value, g.op("Gather", g.op("Shape", shaped), zero_list)),
        two,
    )
    padded_concat = g.op(
        "Concat",
        margin,
        g.op(
            "Sub",
            g.op("Sub", n_fft_value, g.op("Gather", g.op("Shape", shaped), zero_list)),
            margin,
        ),
        axis_i=0,
    )
    padded = g.op("Pad", shaped, padded_concat)
    if absent(onesided) or onesided:
        frames = g.op("STFT", signal, step, padded, length, onesided_i=1)
    else:
        frames = g.op("STFT", signal, step, padded, length, onesided_i=0)
    ordered = g.op("Transpose", frames, perm_i=[0, 2, 1, 3])
    if normalized:
        n_fft_value_2 = g.op("Constant", value_t=torch.tensor(n_fft, dtype=torch.int64))
        scaled = g.op(
            "Div",
            ordered,
            g.op("Sqrt", g.op("CastLike", n_fft_value_2, ordered)),
        )
    else:
        scaled = g.op("Identity", ordered)
    if rank(input) == 1:
        zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        return g.op("Squeeze", scaled, zero_list_2)
    else:
        return g.op("Identity", scaled)


@torch_fallback(CONTRACT, SOURCE_OP)
def symbolic(g, *args):
    # The TorchScript exporter sends every overload of aten::stft here.
    if len(args) != 9:
        CONTRACT.refuse(
            "only aten::stft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool normalized=False, bool? onesided=None, bool? return_complex=None, bool? align_to_window=None) is mapped, not aten::stft.center (another number of args)",
            args=len(args),
        )
    return _symbolic(g, *args)
