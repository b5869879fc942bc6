"""RMSNorm over the last dimension, the form of LLaMA-style decoders, for the
`rms_norm_fused` mapping (a custom op `opmapgen::RMSNorm` with a body in standard ONNX)."""

from __future__ import annotations

import numpy as np
import torch


def rms_norm(input: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    """x / sqrt(mean(x^2 over the last dim) + eps) * weight."""
    return input * torch.rsqrt(input.pow(2).mean(-1, keepdim=True) + eps) * weight


def rms_norm_kernel(input: np.ndarray, weight: np.ndarray, epsilon: float) -> np.ndarray:
    """The same as a NumPy kernel for opmapgen::RMSNorm (a runtime's own implementation,
    which ONNX Runtime prefers to the op's body when one is registered)."""
    mean_square = np.mean(np.square(input), axis=-1, keepdims=True)
    return (input / np.sqrt(mean_square + np.asarray(epsilon, input.dtype)) * weight).astype(
        input.dtype
    )
