"""Values the generated code computes at export from the args, the same for every exporter."""

from __future__ import annotations

import numpy as np


def float32_ceil(number: float) -> float:
    """The smallest float32 at or above `number`. ONNX Resize multiplies a size by its
    float32 scale and floors, where torch floors the product in float64: 20 * 0.9 is 18 in
    float64, but 17.99999952 with 0.9 rounded to the float32 below it. The float32 above
    floors as torch does, and samples within a float32 rounding of torch's points; a
    number a float32 holds (0.5) stays as it is."""
    single = np.float32(number)
    if float(single) < number:
        single = np.nextafter(single, np.float32(np.inf))
    return float(single)


def wrapped_dims(dims: list[int], rank: int) -> list[int]:
    """Each of `dims` counted from 0, a negative one from the end (-1: the last of `rank`):
    ONNX attributes such as Transpose's perm take no negative dims."""
    return [dim % rank if rank else dim for dim in dims]
