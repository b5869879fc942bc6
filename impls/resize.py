"""Bicubic resize by a scale tensor: the SRCNN tutorial's dynamic-scale upsampling."""

import torch
import torch.nn.functional as F


def bicubic_resize(input: torch.Tensor, scales: torch.Tensor) -> torch.Tensor:
    """Resize an NCHW tensor by `scales` (N, C, H, W factors; the last two are used)."""
    return F.interpolate(
        input, scale_factor=scales.tolist()[-2:], mode="bicubic", align_corners=False
    )
