"""Numbers the generated code computes at export, the same for every exporter."""

from __future__ import annotations

import numpy as np


def float32_above(number: float) -> float:
    """The smallest float32 above `number`. ONNX Resize multiplies a size by its float32
    scale and floors, where torch floors the product in float64: 20 * 0.9 is 18 in
    float64, but 17.99999952 with 0.9 rounded to the float32 below it. The float32 above
    floors as torch does, and samples within a float32 rounding of torch's points.
    Strictly above: the TorchScript exporter hands a list of floats over rounded to
    float32 already (0.9 as 0.89999998), so a number a float32 holds may stand for one a
    little above it."""
    single = np.float32(number)
    if float(single) <= number:
        single = np.nextafter(single, np.float32(np.inf))
    return float(single)
