"""A NumPy reference kernel for deformable convolution, with ONNX DeformConv's inputs and
attributes (torchvision's offset layout), for runtimes that have no kernel of their own."""

from __future__ import annotations

import numpy as np


def deform_conv2d(
    x: np.ndarray,
    weight: np.ndarray,
    offset: np.ndarray,
    bias: np.ndarray | None = None,
    mask: np.ndarray | None = None,
    *,
    strides=(1, 1),
    pads=(0, 0, 0, 0),
    dilations=(1, 1),
    group: int = 1,
    offset_group: int = 1,
    kernel_shape=None,
) -> np.ndarray:
    """Deformable 2-D convolution (with modulation when `mask` is given), NCHW."""
    del kernel_shape  # implied by the weight
    n, channels, height, width = x.shape
    out_channels, _, kh, kw = weight.shape
    (sh, sw), (dh, dw) = strides, dilations
    out_h = (height + pads[0] + pads[2] - dh * (kh - 1) - 1) // sh + 1
    out_w = (width + pads[1] + pads[3] - dw * (kw - 1) - 1) // sw + 1
    taps = kh * kw

    # Where each kernel tap samples, before the learned offsets: (taps, out_h, out_w).
    ky, kx = np.divmod(np.arange(taps), kw)
    base_y = (np.arange(out_h) * sh - pads[0])[None, :, None] + (ky * dh)[:, None, None]
    base_x = (np.arange(out_w) * sw - pads[1])[None, None, :] + (kx * dw)[:, None, None]
    offset = offset.astype(np.float64).reshape(n, offset_group, taps, 2, out_h, out_w)
    y = base_y + offset[:, :, :, 0]  # (n, offset_group, taps, out_h, out_w)
    x_pos = base_x + offset[:, :, :, 1]

    # Each input channel follows the offsets of its offset group.
    per_group = channels // offset_group
    y = np.repeat(y, per_group, axis=1)  # (n, channels, taps, out_h, out_w)
    x_pos = np.repeat(x_pos, per_group, axis=1)
    columns = _bilinear(x.astype(np.float64), y, x_pos)
    if mask is not None:  # a scalar 1 where torchvision's use_mask is false
        mask = np.broadcast_to(mask, (n, offset_group * taps, out_h, out_w))
        mask = mask.astype(np.float64).reshape(n, offset_group, taps, out_h, out_w)
        columns *= np.repeat(mask, per_group, axis=1)

    # Grouped convolution of the sampled columns with the weights.
    columns = columns.reshape(n, group, channels // group, taps, out_h, out_w)
    kernels = weight.astype(np.float64).reshape(group, out_channels // group, -1, taps)
    out = np.einsum("gock,ngckhw->ngohw", kernels, columns)
    out = out.reshape(n, out_channels, out_h, out_w)
    if bias is not None:
        out += bias.reshape(1, -1, 1, 1)
    return out.astype(x.dtype)


def _bilinear(image: np.ndarray, y: np.ndarray, x: np.ndarray) -> np.ndarray:
    """Sample image (n, c, h, w) at float positions shaped (n, c, ...); zero outside."""
    n, c, height, width = image.shape
    flat = image.reshape(n, c, height * width)
    y0, x0 = np.floor(y), np.floor(x)
    inside = (y > -1) & (y < height) & (x > -1) & (x < width)
    result = np.zeros(y.shape)
    for dy in (0, 1):
        for dx in (0, 1):
            yy, xx = y0 + dy, x0 + dx
            weight = (1 - np.abs(y - yy)) * (1 - np.abs(x - xx))
            valid = inside & (yy >= 0) & (yy < height) & (xx >= 0) & (xx < width)
            index = (
                np.clip(yy, 0, height - 1) * width + np.clip(xx, 0, width - 1)
            ).astype(int)
            values = np.take_along_axis(flat, index.reshape(n, c, -1), axis=2)
            result += np.where(valid, weight * values.reshape(y.shape), 0.0)
    return result
