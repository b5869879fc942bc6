"""The ways real models call an op, each named by its code: `x // 2`, `torch.div(x, 0.7,
rounding_mode='floor')`, `torch.softmax(x, -1, dtype=torch.float32)`. `opmapgen sweep
--compare` and tests/test_do_no_harm.py export each with and without the library
(`runtime.harm`).

Most forms are derived from a base call and the op's torch schema, so that a new op gets them
without new code: each data operand in the everyday dtypes, two operands of two dtypes, an
operand as a Python int, a Python float or a 0-dim tensor (where an overload takes a Scalar
there, on either side), 0-dim operands, broadcasting, the args as keywords, negative dims, a
`dtype=` where the op takes one, and each bool flag flipped from its default. The base is
the op's Python function with a float32 tensor per Tensor arg when that is all the op needs
(`torch.atan2(x, y)`), or a row of BASES. EXTRAS holds what no rule derives: the operators
(`2 // x`), method calls and the forms an issue was about. Eager decides what applies: a form
it rejects is dropped (`harm.eager`).

An input is written `DTYPE[SHAPE]`, optionally followed by `in [LOW, HIGH)` (values drawn
from there; otherwise from [-9, 9] without 0, so that integer divisions are defined) or by
`distinct` (no two values equal: sorting gives one order).
"""

from __future__ import annotations

import ast
import functools
import math
import re
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import torch

from ..runtime.harm import Call

# Base calls of ops that need more than a float32 tensor per Tensor arg: shapes that fit
# together, index values, a dim.
BASES: dict[str, list[tuple[str, dict[str, str]]]] = {
    "aten::adaptive_max_pool2d": [
        # sizes that divide the input (torch's conversions take them) and others
        ("torch.nn.functional.adaptive_max_pool2d(x, (2, 3), return_indices=True)",
         {"x": "float32[1, 2, 4, 6]"}),
        ("torch.nn.functional.adaptive_max_pool2d(x, 1)", {"x": "float32[2, 5, 5]"}),
        ("torch.nn.AdaptiveMaxPool2d((None, 3))(x)", {"x": "float32[1, 2, 4, 6]"}),
        ("torch.nn.functional.adaptive_max_pool2d(x, (3, 4), return_indices=True)",
         {"x": "float32[2, 3, 7, 10]"}),
    ],
    # Only complex tensors reach it (a real tensor's conj is itself, never this op): one
    # made of real parts, so that torch alone and the library export the same call.
    "aten::_conj": [
        ("torch.view_as_real(torch.view_as_complex(x).conj().resolve_conj())",
         {"x": "float32[3, 2]"}),
    ],
    "aten::stft": [
        (("torch.stft(x, 16, hop_length=4, window=torch.hann_window(16), "
          "return_complex=False)"), {"x": "float32[2, 100]"}),
        (("torch.stft(x, 16, hop_length=4, window=torch.hann_window(16), "
          "return_complex=True).abs()"), {"x": "float32[2, 100]"}),
        ("torch.stft(x, 8, return_complex=False, center=False)", {"x": "float32[40]"}),
    ],
    "aten::adaptive_avg_pool3d": [
        ("torch.nn.functional.adaptive_avg_pool3d(x, (2, 2, 2))",
         {"x": "float32[1, 2, 4, 4, 4]"}),
    ],
    "aten::_grouped_mm": [
        ("torch._grouped_mm(a, b, offs=torch.tensor([2, 2, 7], dtype=torch.int32))",
         {"a": "float32[7, 8]", "b": "float32[3, 8, 4]"}),
    ],
    "aten::_upsample_bicubic2d_aa": [
        ("torch.nn.functional.interpolate(x, size=(8, 6), mode='bicubic', antialias=True)",
         {"x": "float32[1, 2, 17, 13]"}),
        (
            "torch.nn.functional.interpolate(x, scale_factor=0.5, mode='bicubic', antialias=True)",
            {"x": "float32[1, 2, 16, 12]"},
        ),
    ],
    "aten::_upsample_bilinear2d_aa": [
        ("torch.nn.functional.interpolate(x, size=(8, 6), mode='bilinear', antialias=True)",
         {"x": "float32[1, 2, 17, 13]"}),
        (
            "torch.nn.functional.interpolate(x, scale_factor=0.5, mode='bilinear', antialias=True)",
            {"x": "float32[1, 2, 16, 12]"},
        ),
    ],
    "aten::addbmm": [
        ("torch.addbmm(x, a, b)",
         {"x": "float32[3, 4]", "a": "float32[2, 3, 5]", "b": "float32[2, 5, 4]"}),
    ],
    "aten::addmv": [
        ("torch.addmv(x, a, v)", {"x": "float32[3]", "a": "float32[3, 4]", "v": "float32[4]"}),
    ],
    "aten::addr": [
        ("torch.addr(x, u, v)", {"x": "float32[3, 4]", "u": "float32[3]", "v": "float32[4]"}),
    ],
    "aten::bilinear": [
        ("torch.nn.functional.bilinear(x, y, w, b)",
         {"x": "float32[2, 3]", "y": "float32[2, 5]", "w": "float32[4, 3, 5]",
          "b": "float32[4]"}),
    ],
    "aten::affine_grid_generator": [
        ("torch.nn.functional.affine_grid(x, [1, 1, 3, 4], align_corners=False)",
         {"x": "float32[1, 2, 3]"}),
    ],
    "aten::bincount": [("torch.bincount(x)", {"x": "int64[8] in [0, 5)"})],
    "aten::binary_cross_entropy": [
        ("torch.nn.functional.binary_cross_entropy(x, y)",
         {"x": "float32[3, 4] in [0.05, 0.95)", "y": "float32[3, 4] in [0, 1)"}),
    ],
    "aten::channel_shuffle": [
        ("torch.nn.functional.channel_shuffle(x, 2)", {"x": "float32[1, 4, 2, 2]"}),
    ],
    "aten::combinations": [("torch.combinations(x)", {"x": "float32[4]"})],
    "aten::cumprod": [("torch.cumprod(x, 1)", {"x": "float32[2, 3, 4]"})],
    "aten::diagonal_scatter": [
        ("torch.diagonal_scatter(x, y)", {"x": "float32[3, 3]", "y": "float32[3]"}),
    ],
    "aten::linalg_inv": [("torch.linalg.inv(x)", {"x": "float32[2, 3, 3]"})],
    "aten::linalg_matrix_power": [
        ("torch.linalg.matrix_power(x, 3)", {"x": "float32[3, 3] in [-1, 1)"}),
    ],
    "aten::linalg_solve": [
        ("torch.linalg.solve(x, y)", {"x": "float32[3, 3]", "y": "float32[3, 2]"}),
    ],
    "aten::linalg_tensorinv": [
        ("torch.linalg.tensorinv(x, ind=2)", {"x": "float32[4, 6, 8, 3]"}),
    ],
    "aten::max_unpool2d": [
        (("torch.nn.functional.max_unpool2d("
         "*torch.nn.functional.max_pool2d(x, 2, return_indices=True), 2)"),
         {"x": "float32[1, 2, 4, 4] distinct"}),
    ],
    "aten::max_unpool3d": [
        (("torch.nn.functional.max_unpool3d("
         "*torch.nn.functional.max_pool3d(x, 2, return_indices=True), 2)"),
         {"x": "float32[1, 1, 4, 4, 4] distinct"}),
    ],
    "aten::mvlgamma": [("torch.mvlgamma(x, 2)", {"x": "float32[3, 4] in [1, 5)"})],
    "aten::native_channel_shuffle": [
        ("torch.native_channel_shuffle(x, 2)", {"x": "float32[1, 4, 2, 2]"}),
    ],
    "aten::poisson_nll_loss": [
        ("torch.nn.functional.poisson_nll_loss(x, y)",
         {"x": "float32[3, 4]", "y": "float32[3, 4] in [0, 5)"}),
    ],
    "aten::renorm": [("torch.renorm(x, 2, 0, 5)", {"x": "float32[3, 4]"})],
    "aten::rms_norm": [
        ("torch.nn.functional.rms_norm(x, (4,))", {"x": "float32[2, 3, 4]"}),
        ("torch.nn.functional.rms_norm(x, (4,), y)", {"x": "float32[2, 3, 4]", "y": "float32[4]"}),
    ],
    "aten::slow_conv3d": [
        ("torch.ops.aten.slow_conv3d(x, y, [2, 2, 2])",
         {"x": "float32[1, 2, 4, 4, 4]", "y": "float32[3, 2, 2, 2, 2]"}),
    ],
    "aten::sum_to_size": [("torch.Tensor.sum_to_size(x, 1, 4)", {"x": "float32[3, 4]"})],
    "aten::take_along_dim": [
        ("torch.take_along_dim(x, i, 1)", {"x": "float32[3, 4]", "i": "int64[3, 2] in [0, 4)"}),
    ],
    "aten::thnn_conv2d": [
        ("torch.ops.aten.thnn_conv2d(x, y, [2, 2])",
         {"x": "float32[1, 2, 4, 4]", "y": "float32[3, 2, 2, 2]"}),
    ],
    "aten::vander": [("torch.vander(x)", {"x": "float32[4]"})],
    "aten::vdot": [("torch.vdot(x, y)", {"x": "float32[4]", "y": "float32[4]"})],
    "torchvision::deform_conv2d": [
        ("torch.ops.torchvision.deform_conv2d(x, w, o, m, b, 1, 1, 0, 0, 1, 1, 1, 1, False)",
         {"x": "float32[1, 2, 5, 5]", "w": "float32[3, 2, 3, 3]",
          "o": "float32[1, 18, 3, 3]", "m": "float32[1, 9, 3, 3]", "b": "float32[3]"}),
    ],
    "aten::cdist": [
        ("torch.cdist(x, y)", {"x": "float32[2, 3, 4]", "y": "float32[2, 5, 4]"}),
    ],
    "aten::copy": [("torch.ops.aten.copy(x, y)", {"x": "float32[3, 4]", "y": "float32[3, 4]"})],
    "aten::cumsum": [("torch.cumsum(x, 1)", {"x": "float32[2, 3, 4]"})],
    "aten::div": [
        ("torch.div(x, y)", {"x": "float32[3, 4]", "y": "float32[3, 4]"}),
        ("torch.div(x, y, rounding_mode='trunc')", {"x": "float32[3, 4]", "y": "float32[3, 4]"}),
        ("torch.div(x, y, rounding_mode='floor')", {"x": "float32[3, 4]", "y": "float32[3, 4]"}),
    ],
    "aten::gather": [
        ("torch.gather(x, 1, i)", {"x": "float32[2, 3, 4]", "i": "int64[2, 3, 4] in [0, 3)"}),
    ],
    "aten::grid_sampler_2d": [
        ("torch.nn.functional.grid_sample(x, g, align_corners=False)",
         {"x": "float32[1, 2, 4, 4]", "g": "float32[1, 3, 3, 2] in [-1, 1)"}),
    ],
    "aten::grid_sampler": [
        ("torch.nn.functional.grid_sample(x, g, align_corners=False)",
         {"x": "float32[1, 2, 4, 4]", "g": "float32[1, 3, 3, 2] in [-1, 1)"}),
        ("torch.nn.functional.grid_sample(x, g, mode='bicubic', padding_mode='border')",
         {"x": "float32[1, 2, 4, 4]", "g": "float32[1, 3, 3, 2] in [-1.2, 1.2)"}),
        ("torch.nn.functional.grid_sample(x, g, align_corners=True)",
         {"x": "float32[1, 2, 2, 4, 4]", "g": "float32[1, 3, 3, 3, 3] in [-1, 1)"}),
    ],
    "aten::hamming_window": [("torch.hamming_window(x.shape[-1]) * x", {"x": "float32[3, 8]"})],
    "aten::index_put": [
        ("torch.index_put(x, (i,), v)",
         {"x": "float32[4, 3]", "i": "int64[6] in [-4, 4)", "v": "float32[6, 3]"}),
        ("x.index_put((i, j), v, accumulate=True)",
         {"x": "float32[4, 3]", "i": "int64[5] in [0, 4)", "j": "int64[5] in [0, 3)",
          "v": "float32[5]"}),
        ("x.index_put((m,), v)", {"x": "float32[4, 3]", "m": "bool[4]", "v": "float32[3]"}),
        ("x.index_put((m,), v, accumulate=True)",
         {"x": "int64[2, 3]", "m": "bool[2, 3]", "v": "int64[]"}),
    ],
    "aten::isin": [("torch.isin(x, y)", {"x": "int64[3, 4] in [0, 6)", "y": "int64[5] in [0, 6)"})],
    "aten::log_softmax": [("torch.log_softmax(x, 1)", {"x": "float32[2, 3, 4]"})],
    "aten::logcumsumexp": [("torch.logcumsumexp(x, 1)", {"x": "float32[2, 3, 4]"})],
    "aten::masked_select": [
        ("torch.masked_select(x, m)", {"x": "float32[3, 4]", "m": "bool[3, 4]"}),
    ],
    "aten::mean": [("torch.mean(x, 1)", {"x": "float32[2, 3, 4]"})],
    "aten::native_group_norm": [
        ("torch.nn.functional.group_norm(x, 2)", {"x": "float32[2, 4, 3]"}),
    ],
    "aten::group_norm": [
        ("torch.nn.functional.group_norm(x, 2)", {"x": "float32[2, 4, 3]"}),
        ("torch.nn.functional.group_norm(x, 3, w, b, eps=1e-3)",
         {"x": "float32[2, 6, 2, 3]", "w": "float32[6]", "b": "float32[6]"}),
    ],
    "aten::pow": [("torch.pow(x, y)", {"x": "float32[3, 4]", "y": "float32[3, 4] in [0, 4)"})],
    "aten::select_scatter": [
        ("torch.select_scatter(x, y, 0, 1)", {"x": "float32[3, 4]", "y": "float32[4]"}),
    ],
    "aten::slice_scatter": [
        ("torch.slice_scatter(x, y, 1, 0, 2)", {"x": "float32[3, 4]", "y": "float32[3, 2]"}),
    ],
    "aten::softmax": [("torch.softmax(x, 1)", {"x": "float32[2, 3, 4]"})],
    "aten::sort": [("torch.sort(x)", {"x": "float32[3, 4] distinct"})],
    "aten::sum": [("torch.sum(x, 1)", {"x": "float32[2, 3, 4]"})],
    "aten::topk": [("torch.topk(x, 2)", {"x": "float32[3, 4] distinct"})],
    "aten::unique_consecutive": [("torch.unique_consecutive(x)", {"x": "int64[12] in [0, 3)"})],
}  # fmt: skip

# Forms no rule derives from a base.
EXTRAS: dict[str, list[tuple[str, dict[str, str]]]] = {
    "aten::floor_divide": [
        ("x // 2", {"x": "int64[3, 4]"}),
        ("2 // x", {"x": "int64[3, 4]"}),
        ("x // 2.5", {"x": "float32[3, 4]"}),
        ("x // 2", {"x": "int32[3, 4]"}),
        ("x // y", {"x": "int32[3, 4]", "y": "int64[3, 4]"}),
        ("x // y", {"x": "float16[3, 4]", "y": "float32[3, 4]"}),
        ("x // y", {"x": "int64[3, 4]", "y": "int64[]"}),
    ],
    "aten::remainder": [
        ("x % 2.5", {"x": "float32[3, 4]"}),
        ("x % 2", {"x": "int64[3, 4]"}),
        ("2 % x", {"x": "int64[3, 4]"}),
        ("x % y", {"x": "int32[3, 4]", "y": "int64[3, 4]"}),
        ("x % y", {"x": "float16[3, 4]", "y": "float32[3, 4]"}),
        ("x.remainder(3)", {"x": "int32[3, 4]"}),
    ],
    "aten::div": [
        ("torch.div(x, 3, rounding_mode='trunc')", {"x": "int64[3, 4]"}),
        ("torch.div(x, 0.7, rounding_mode='floor')", {"x": "float32[3, 4]"}),
        ("torch.div(x, 2, rounding_mode='floor')", {"x": "int32[3, 4]"}),
        ("torch.div(x, y, rounding_mode='floor')", {"x": "int32[3, 4]", "y": "int64[3, 4]"}),
        ("x.div(y, rounding_mode='trunc')", {"x": "float16[3, 4]", "y": "float32[3, 4]"}),
        ("x / 2", {"x": "int64[3, 4]"}),
        ("2 / x", {"x": "float32[3, 4]"}),
        ("x / y", {"x": "int64[3, 4]", "y": "int64[3, 4]"}),
    ],
    "aten::pow": [
        ("x ** 2", {"x": "float32[3, 4]"}),
        ("x ** 2", {"x": "int64[3, 4]"}),
        ("x ** 0.5", {"x": "float32[3, 4] in [0, 9)"}),
        ("2 ** x", {"x": "int64[3, 4] in [0, 5)"}),
        ("2.5 ** x", {"x": "float32[3, 4]"}),
        ("x ** y", {"x": "int32[3, 4]", "y": "int64[3, 4] in [0, 4)"}),
        ("x.pow(3)", {"x": "float16[3, 4]"}),
    ],
    "aten::atan2": [("x.atan2(y)", {"x": "float16[3, 4]", "y": "float32[3, 4]"})],
    "aten::softmax": [
        ("x.softmax(-1)", {"x": "float32[2, 3, 4]"}),
        ("torch.nn.functional.softmax(x, dim=-1)", {"x": "float16[2, 3, 4]"}),
        ("torch.nn.functional.softmax(x, dim=1, dtype=torch.float32)", {"x": "float16[2, 3, 4]"}),
        ("x.softmax(dim=0)", {"x": "float32[5]"}),
    ],
    "aten::log_softmax": [
        ("x.log_softmax(-1)", {"x": "float32[2, 3, 4]"}),
        ("torch.nn.functional.log_softmax(x, dim=-1, dtype=torch.float64)",
         {"x": "float32[2, 3, 4]"}),
    ],
    "aten::sum": [
        ("x.sum(-1)", {"x": "float32[2, 3, 4]"}),
        ("x.sum(dim=(0, 2), keepdim=True)", {"x": "float32[2, 3, 4]"}),
        ("x.sum(1)", {"x": "bool[2, 3, 4]"}),
        ("x.sum(-1, dtype=torch.float32)", {"x": "float16[2, 3, 4]"}),
        ("x.sum(0)", {"x": "int32[2, 3, 4]"}),
    ],
    "aten::mean": [
        ("x.mean(dim=-1, keepdim=True)", {"x": "float32[2, 3, 4]"}),
        ("x.mean((1, 2))", {"x": "float16[2, 3, 4]"}),
        ("x.mean(1, dtype=torch.float32)", {"x": "int64[2, 3, 4]"}),
    ],
    "aten::cumsum": [
        ("x.cumsum(-1)", {"x": "float32[2, 3, 4]"}),
        ("x.cumsum(0)", {"x": "bool[2, 3, 4]"}),
        ("x.cumsum(1)", {"x": "int32[2, 3, 4]"}),
        ("torch.cumsum(x, dim=-1, dtype=torch.int64)", {"x": "bool[2, 3, 4]"}),
    ],
    "aten::topk": [
        ("x.topk(2)", {"x": "float32[3, 4] distinct"}),
        ("torch.topk(x, k=1, dim=0, largest=False)", {"x": "int64[3, 4] distinct"}),
        ("x.topk(3, dim=-1)", {"x": "float16[3, 4] distinct"}),
    ],
    "aten::sort": [
        ("x.sort()", {"x": "float32[3, 4] distinct"}),
        ("torch.sort(x, dim=0, descending=True)", {"x": "int64[3, 4] distinct"}),
        ("x.sort(stable=True)", {"x": "float16[3, 4] distinct"}),
        ("torch.argsort(x, dim=-1)", {"x": "int32[3, 4] distinct"}),
    ],
    "aten::gather": [
        ("x.gather(-1, i)", {"x": "float32[2, 3, 4]", "i": "int64[2, 3, 2] in [0, 4)"}),
        ("torch.gather(x, 0, i)", {"x": "int64[3, 4]", "i": "int64[1, 4] in [0, 3)"}),
    ],
    "aten::cdist": [
        ("torch.cdist(x, y, p=1.0)", {"x": "float32[2, 3, 4]", "y": "float32[2, 5, 4]"}),
        ("torch.cdist(x, y)", {"x": "float32[6, 3]", "y": "float32[4, 3]"}),
        # Over 25 rows eager computes through a matrix product (its
        # use_mm_for_euclid_dist_if_necessary), as point clouds are.
        ("torch.cdist(x, y)",
         {"x": "float32[1, 32, 3] in [0, 100)", "y": "float32[1, 30, 3] in [0, 100)"}),
    ],
    "aten::masked_select": [
        ("x.masked_select(m)", {"x": "float32[3, 4]", "m": "bool[4]"}),
        ("torch.masked_select(x, m)", {"x": "int64[3, 4]", "m": "bool[3, 4]"}),
    ],
    "aten::adaptive_avg_pool3d": [
        ("torch.nn.functional.adaptive_avg_pool3d(x, 1)", {"x": "float32[1, 2, 4, 4, 4]"}),
        ("torch.nn.functional.adaptive_avg_pool3d(x, (1, 2, 3))", {"x": "float32[2, 4, 5, 6]"}),
        ("torch.nn.AdaptiveAvgPool3d((None, 2, 2))(x)", {"x": "float32[1, 2, 3, 4, 4]"}),
    ],
    "aten::isin": [
        ("torch.isin(x, y)", {"x": "int32[3, 4] in [0, 6)", "y": "int64[5] in [0, 6)"}),
        ("torch.isin(x, 3)", {"x": "int64[3, 4] in [0, 6)"}),
        ("torch.isin(x, y, invert=True)", {"x": "float32[3, 4] in [0, 3)", "y": "float32[2]"}),
    ],
    "aten::copy": [
        ("x.clone().copy_(y)", {"x": "float32[3, 4]", "y": "float16[3, 4]"}),
        ("x.new_zeros(3, 4).copy_(x)", {"x": "int64[3, 4]"}),
    ],
    "aten::hamming_window": [
        ("torch.hamming_window(x.shape[-1], periodic=False) * x", {"x": "float32[3, 8]"}),
        ("torch.hamming_window(8, dtype=torch.float64) * x", {"x": "float64[3, 8]"}),
    ],
}  # fmt: skip

# Flags left at their defaults: flipped, the result is not one torch defines (topk's order
# with sorted=False, isin of inputs that are not unique with assume_unique=True).
LEAVE: dict[str, tuple[str, ...]] = {
    "aten::topk": ("sorted",),
    "aten::isin": ("assume_unique",),
}

EVERYDAY = ("float32", "float16", "float64", "int64", "int32", "bool")
# (first operand, the others): operands of two dtypes.
MIXED = (
    ("int32", "int64"), ("float16", "float32"), ("float32", "float64"), ("int64", "float32"),
    ("float32", "int64"),
)  # fmt: skip
# The first operand's dtypes with a Python number or a 0-dim tensor as the other (EXTRAS
# adds others where an op is known to care: `x // 2` of int32).
NUMBER_DTYPES = ("float32", "int64")
# An operand as a 0-dim tensor of another dtype than the first operand's.
OTHER_ZERO_DIM = {"float32": "float64", "int64": "float32"}
# Python numbers for Scalar operands: an int, and a float with no exact binary value.
NUMBERS = ("3", "0.7")
# dtype= args: (the input's dtype, the one asked for).
DTYPE_ARGS = (
    ("float32", "float64"), ("float16", "float32"), ("int64", "float32"), ("int32", "int64"),
)  # fmt: skip
DEFAULT_RANGE = (-9, 9)


@dataclass(frozen=True)
class Form:
    """One way to call an op: Python code over named input tensors."""

    code: str
    # (name, spec) of each input, in the order the code takes them
    inputs: tuple[tuple[str, str], ...]

    @property
    def name(self) -> str:
        given = ", ".join(f"{n}: {spec}" for n, spec in self.inputs)
        return f"{self.code}  [{given}]" if given else self.code

    def call(self) -> Call:
        """The form as harm.Call, with seeded tensors (the same on every run)."""
        names = [n for n, _ in self.inputs]
        # The code is this module's data, or a caller's.
        function = eval(f"lambda {', '.join(names)}: {self.code}", {"torch": torch})
        seed = zlib.crc32(self.name.encode())
        tensors = tuple(
            _tensor(spec, seed + i) for i, (_, spec) in enumerate(self.inputs)
        )
        return Call(self.name, function, tensors)


def forms(op: str) -> list[Form]:
    """The calling forms of `op` (`ns::name`): derived from its bases, then EXTRAS."""
    found: dict[str, Form] = {}
    for code, inputs in _bases(op):
        base = _Base.parse(op, code, inputs)
        for form in [base.form(), *base.variants()]:
            found.setdefault(form.name, form)
    for code, inputs in EXTRAS.get(op, []):
        form = Form(code, tuple(inputs.items()))
        found.setdefault(form.name, form)
    return list(found.values())


def calls(op: str) -> list[Call]:
    return [form.call() for form in forms(op)]


def _bases(op: str) -> list[tuple[str, dict[str, str]]]:
    """BASES's rows, or the op's function called with a float32 tensor per Tensor arg."""
    if op in BASES:
        return BASES[op]
    function = _python_function(op)
    for schema in _schemas(op):
        required = [
            a for a in schema.arguments
            if not a.kwarg_only and a.default_value is None
            and not str(a.type).startswith("Optional[")
        ]  # fmt: skip
        if function and required and all(str(a.type) == "Tensor" for a in required):
            names = _names(len(required))
            return [
                (f"{function}({', '.join(names)})",
                 dict.fromkeys(names, "float32[3, 4]")),
            ]  # fmt: skip
    return []


def _names(count: int) -> list[str]:
    return ["x", "y", "z", "w", "v", "u"][:count]


def _python_function(op: str) -> str | None:
    """How models call `ns::name`: torch.name, torch.nn.functional.name, torch.special's
    or torch.linalg's, else torch.ops.ns.name."""
    namespace, _, name = op.partition("::")
    if namespace != "aten":
        return f"torch.ops.{namespace}.{name}"
    for module, attribute in (
        ("torch", name),
        ("torch.nn.functional", name),
        ("torch.special", name.removeprefix("special_")),
        ("torch.linalg", name.removeprefix("linalg_")),
    ):
        if hasattr(eval(module, {"torch": torch}), attribute):
            return f"{module}.{attribute}"
    return f"torch.ops.aten.{name}"


@functools.cache
def _schemas(op: str) -> tuple:
    """The op's overloads that take and give tensors (no out=, not in place), in torch's
    order."""
    namespace, _, name = op.partition("::")
    try:
        packet = getattr(getattr(torch.ops, namespace), name)
    except (AttributeError, RuntimeError):
        return ()
    found = []
    for overload in packet.overloads():
        schema = getattr(packet, overload)._schema
        if schema.is_mutable or not schema.returns:
            continue
        if not all(str(r.type) == "Tensor" for r in schema.returns):
            continue
        if not any(str(a.type).startswith("Tensor") for a in schema.arguments):
            continue
        found.append(schema)
    return tuple(found)


# Values of inputs: DTYPE[SHAPE], then `in [LOW, HIGH)` or `distinct`.
_SPEC = re.compile(
    r"^(?P<dtype>\w+)\[(?P<shape>[\d, ]*)\]"
    r"(?:\s+in\s+\[(?P<low>-?[\d.]+),\s*(?P<high>-?[\d.]+)\)|\s+(?P<distinct>distinct))?$"
)


def _parse_spec(spec: str) -> tuple[str, list[int], str]:
    """(dtype, shape, the rest) of an input spec."""
    found = _SPEC.match(spec)
    if found is None:
        raise ValueError(
            f"calling form input {spec!r}: write DTYPE[SHAPE] [in [LOW, HIGH)]"
        )
    shape = [int(d) for d in found["shape"].replace(" ", "").split(",") if d]
    rest = spec[found.end("shape") + 1 :].strip()
    return found["dtype"], shape, rest


def _spec(dtype: str, shape: list[int], rest: str) -> str:
    return f"{dtype}[{', '.join(map(str, shape))}]" + (f" {rest}" if rest else "")


def _tensor(spec: str, seed: int) -> torch.Tensor:
    """A seeded tensor as its spec says."""
    name, shape, rest = _parse_spec(spec)
    dtype = getattr(torch, name)
    generator = torch.Generator().manual_seed(seed)
    if dtype == torch.bool:
        return torch.rand(shape, generator=generator) < 0.5
    if rest == "distinct":
        count = max(1, math.prod(shape))
        values = torch.randperm(count, generator=generator) - count // 2
        return values.reshape(shape).to(dtype)
    given = re.findall(r"-?[\d.]+", rest)
    low, high = (float(given[0]), float(given[1])) if given else DEFAULT_RANGE
    if dtype.is_floating_point:
        uniform = torch.rand(shape, generator=generator, dtype=torch.float64)
        values = low + (high - low) * uniform
        if not given:  # keep clear of 0: a divisor
            values = torch.where(values.abs() < 0.1, 0.5, values)
        return values.to(dtype)
    # A float range given for a float input holds at least one integer for an integer one.
    low, high = math.floor(low), max(math.ceil(high), math.floor(low) + 1)
    values = torch.randint(low, high, shape, generator=generator)
    if not given:
        values = torch.where(values == 0, torch.ones_like(values), values)
    return values.to(dtype)


class _Base:
    """A base call parsed into its function, args and inputs, with the schema of the op's
    overload it binds to: what the rules vary."""

    def __init__(self, op, call: ast.Call, inputs: dict[str, str], schema, schemas):
        self.op, self.call, self.inputs = op, call, inputs
        self.schema, self.schemas = schema, schemas
        tensors = list(inputs)
        first_dtype = _parse_spec(inputs[tensors[0]])[0] if tensors else None
        # The data operands: inputs of the first one's dtype (an index or a mask is not).
        self.data = [n for n in tensors if _parse_spec(inputs[n])[0] == first_dtype]

    @classmethod
    def parse(cls, op: str, code: str, inputs: dict[str, str]) -> _Base:
        call = ast.parse(code, mode="eval").body
        schemas = _schemas(op)
        schema = None
        if isinstance(call, ast.Call):
            keywords = {k.arg for k in call.keywords}
            for candidate in schemas:
                positional = [a for a in candidate.arguments if not a.kwarg_only]
                names = {a.name for a in candidate.arguments}
                if len(positional) >= len(call.args) and keywords <= names:
                    schema = candidate
                    break
        return cls(op, call, dict(inputs), schema, schemas)

    def form(
        self, call: ast.expr | None = None, inputs: dict[str, str] | None = None
    ) -> Form:
        inputs = self.inputs if inputs is None else inputs
        code = ast.unparse(call or self.call)
        used = {
            n.id
            for n in ast.walk(ast.parse(code, mode="eval"))
            if isinstance(n, ast.Name)
        }
        return Form(code, tuple((n, s) for n, s in inputs.items() if n in used))

    def variants(self) -> Iterator[Form]:
        if self.schema is None:
            return
        for rule in _RULES:
            yield from rule(self)

    # -- what the rules read and write ---------------------------------------------------

    def params(self) -> list[tuple[int | str, ast.expr, object]]:
        """(position or keyword, the arg's expression, its schema argument) of each arg."""
        positional = [a for a in self.schema.arguments if not a.kwarg_only]
        by_name = {a.name: a for a in self.schema.arguments}
        found = [(i, expr, positional[i]) for i, expr in enumerate(self.call.args)]
        found += [(k.arg, k.value, by_name[k.arg]) for k in self.call.keywords]
        return found

    def takes_scalar(self, position: int) -> bool:
        """Whether an overload of the op takes a Scalar at this position."""
        for schema in self.schemas:
            positional = [a for a in schema.arguments if not a.kwarg_only]
            if (
                position < len(positional)
                and str(positional[position].type) == "number"  # a Scalar
            ):
                return True
        return False

    def replaced(self, where: int | str, expr: ast.expr) -> ast.Call:
        call = _copy(self.call)
        if isinstance(where, int):
            call.args[where] = expr
        else:
            for keyword in call.keywords:
                if keyword.arg == where:
                    keyword.value = expr
        return call

    def with_keyword(
        self, name: str, expr: ast.expr, call: ast.Call | None = None
    ) -> ast.Call:
        call = _copy(call or self.call)
        call.keywords = [k for k in call.keywords if k.arg != name]
        call.keywords.append(ast.keyword(arg=name, value=expr))
        return call

    def retyped(
        self, dtypes: dict[str, str], shapes: dict[str, list[int]] | None = None
    ):
        """The inputs with these dtypes and shapes."""
        inputs = {}
        for name, spec in self.inputs.items():
            dtype, shape, rest = _parse_spec(spec)
            dtype = dtypes.get(name, dtype)
            shape = (shapes or {}).get(name, shape)
            if dtype == "bool" or (rest == "distinct" and not shape):
                rest = ""
            inputs[name] = _spec(dtype, shape, rest)
        return inputs

    def tensor_positions(self) -> list[tuple[int | str, str]]:
        """(position or keyword, input name) of the data operands passed as args."""
        return [
            (where, expr.id)
            for where, expr, _ in self.params()
            if isinstance(expr, ast.Name) and expr.id in self.data
        ]

    def rank(self) -> int:
        return len(_parse_spec(self.inputs[self.data[0]])[1]) if self.data else 0


def _copy(call: ast.Call) -> ast.Call:
    return ast.parse(ast.unparse(call), mode="eval").body


def _dtypes(base: _Base) -> Iterator[Form]:
    """Every data operand in each everyday dtype."""
    for dtype in EVERYDAY:
        yield base.form(inputs=base.retyped(dict.fromkeys(base.data, dtype)))


def _mixed(base: _Base) -> Iterator[Form]:
    """The first data operand in one dtype, the others in another."""
    if len(base.data) < 2:
        return
    first, *others = base.data
    for a, b in MIXED:
        yield base.form(inputs=base.retyped({first: a, **dict.fromkeys(others, b)}))


def _numbers(base: _Base) -> Iterator[Form]:
    """A data operand as a Python int, a Python float, or a 0-dim tensor of its dtype or of
    another, where an overload takes a Scalar there (the first operand too: `2 ** x`)."""
    positions = base.tensor_positions()
    for where, name in positions:
        index = where if isinstance(where, int) else None
        if index is None or not base.takes_scalar(index):
            continue
        others = [n for _, n in positions if n != name]
        if index == 0 and not others:
            continue
        for dtype in NUMBER_DTYPES:
            retyped = dict.fromkeys(base.data, dtype)
            for number in NUMBERS:
                call = base.replaced(where, ast.parse(number, mode="eval").body)
                yield base.form(call, base.retyped(retyped))
            for zero_dim in (dtype, OTHER_ZERO_DIM[dtype]):
                inputs = base.retyped({**retyped, name: zero_dim}, {name: []})
                yield base.form(inputs=inputs)


def _zero_dim(base: _Base) -> Iterator[Form]:
    """Every data operand 0-dim."""
    for dtype in ("float32", "int64"):
        inputs = base.retyped(
            dict.fromkeys(base.data, dtype), {name: [] for name in base.data}
        )
        yield base.form(inputs=inputs)


def _broadcast(base: _Base) -> Iterator[Form]:
    """Data operands of shapes that broadcast: [3, 4] with [4], and [3, 1] with [1, 4]."""
    if len(base.data) < 2:
        return
    first, *others = base.data
    shape = _parse_spec(base.inputs[first])[1]
    if not shape or any(_parse_spec(base.inputs[n])[1] != shape for n in others):
        return
    yield base.form(inputs=base.retyped({}, dict.fromkeys(others, shape[-1:])))
    if len(shape) >= 2:
        column = [*shape[:-1], 1]
        row = [1] * (len(shape) - 1) + shape[-1:]
        yield base.form(
            inputs=base.retyped({}, {first: column, **dict.fromkeys(others, row)})
        )


def _keywords(base: _Base) -> Iterator[Form]:
    """Every arg after the first by its keyword."""
    if len(base.call.args) < 2:
        return
    call = _copy(base.call)
    positional = [a for a in base.schema.arguments if not a.kwarg_only]
    moved = [
        ast.keyword(arg=positional[i].name, value=e)
        for i, e in enumerate(call.args[1:], 1)
    ]
    call.args, call.keywords = call.args[:1], moved + call.keywords
    yield base.form(call)


def _negative_dims(base: _Base) -> Iterator[Form]:
    """Each dim arg counted from the end."""
    rank = base.rank()
    for where, expr, argument in base.params():
        if "dim" not in argument.name or not rank:
            continue
        value = _literal(expr)
        if isinstance(value, int) and value >= 0:
            negative = value - rank
        elif isinstance(value, tuple | list) and all(isinstance(v, int) for v in value):
            negative = type(value)(v - rank if v >= 0 else v for v in value)
        else:
            continue
        yield base.form(
            base.replaced(where, ast.parse(repr(negative), mode="eval").body)
        )


def _dtype_arg(base: _Base) -> Iterator[Form]:
    """dtype= where the op takes one, from the input's dtype to another."""
    if not any(a.name == "dtype" for s in base.schemas for a in s.arguments):
        return
    for given, asked in DTYPE_ARGS:
        call = base.with_keyword("dtype", ast.parse(f"torch.{asked}", mode="eval").body)
        yield base.form(call, base.retyped(dict.fromkeys(base.data, given)))


def _flags(base: _Base) -> Iterator[Form]:
    """Each bool flag of the op flipped from its default."""
    leave = LEAVE.get(base.op, ())
    given = {k.arg for k in base.call.keywords}
    for argument in base.schema.arguments:
        if argument.name in leave or argument.name in given:
            continue
        if str(argument.type) != "bool" or not isinstance(argument.default_value, bool):
            continue
        flipped = ast.Constant(not argument.default_value)
        yield base.form(base.with_keyword(argument.name, flipped))


def _literal(expr: ast.expr):
    try:
        return ast.literal_eval(expr)
    except ValueError:
        return None


_RULES: tuple[Callable[[_Base], Iterator[Form]], ...] = (
    _dtypes, _mixed, _numbers, _zero_dim, _broadcast, _keywords, _negative_dims,
    _dtype_arg, _flags,
)  # fmt: skip
