"""SRCNN with a dynamic upscale factor, exported once and run in ONNX Runtime at three factors.

The tutorial's super-resolution network upsamples with bicubic interpolation first, then
refines with three convolutions (9x9, 1x1, 5x5). Its upscale factor is a model input: the
upsampling is `generated.bicubic_resize`, a function mapping whose export is ONNX Resize with
`scales` taken from that input, so one ONNX model serves every factor.

Weights are seeded, not trained: the convolutions start as an identity (the output is the
bicubic upsampling) plus small random noise, which is enough to show that ONNX Runtime and
PyTorch agree. Run from the repository root, after `opmapgen build`:

    python examples/srcnn/srcnn.py [--out build/srcnn]
"""

from __future__ import annotations

import argparse
import struct
import sys
import warnings
import zlib
from pathlib import Path

import numpy as np
import onnxruntime
import torch
from torch import nn

# The generated package and the implementations it calls live at the repository root.
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import generated

FACTORS = (2, 3, 4)


class SRCNN(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(3, 64, kernel_size=9, padding=4)
        self.conv2 = nn.Conv2d(64, 32, kernel_size=1)
        self.conv3 = nn.Conv2d(32, 3, kernel_size=5, padding=2)
        self.relu = nn.ReLU()

    def forward(self, x, factor):
        x = generated.bicubic_resize(x, factor)
        return self.conv3(self.relu(self.conv2(self.relu(self.conv1(x)))))


def seeded_identity(model: SRCNN, noise: float = 1e-3) -> SRCNN:
    """Make each conv pass its first three channels through, then perturb every weight."""
    generator = torch.Generator().manual_seed(0)
    with torch.no_grad():
        for conv in (model.conv1, model.conv2, model.conv3):
            weight = torch.zeros_like(conv.weight)
            centre = conv.kernel_size[0] // 2
            for channel in range(3):
                weight[channel, channel, centre, centre] = 1.0
            conv.weight.copy_(
                weight + noise * torch.randn(weight.shape, generator=generator)
            )
            conv.bias.copy_(noise * torch.randn(conv.bias.shape, generator=generator))
    return model.eval()


def test_image(size: int = 32) -> torch.Tensor:
    """A small picture with edges and gradients, 1x3xHxW in [0, 1]."""
    y, x = torch.meshgrid(
        torch.linspace(-1, 1, size), torch.linspace(-1, 1, size), indexing="ij"
    )
    disc = ((x - 0.2) ** 2 + (y + 0.1) ** 2 < 0.35).float()
    stripes = (torch.sin(9 * (x + y)) > 0).float()
    return torch.stack([disc, 0.5 * (x + 1), stripes * (1 - disc)]).unsqueeze(0)


def write_png(path: Path, image: np.ndarray) -> None:
    """Write an HxWx3 array in [0, 1] as an 8-bit RGB PNG."""
    pixels = (np.clip(image, 0, 1) * 255 + 0.5).astype(np.uint8)
    height, width, _ = pixels.shape
    raw = b"".join(b"\x00" + row.tobytes() for row in pixels)

    def chunk(tag: bytes, data: bytes) -> bytes:
        crc = zlib.crc32(tag + data) & 0xFFFFFFFF
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", crc)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    path.write_bytes(
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw))
        + chunk(b"IEND", b"")
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("build/srcnn"))
    parser.add_argument("--opset", type=int, default=17)
    args = parser.parse_args()
    # The mappings are TorchScript-exporter symbolics (dynamo=False), which torch calls legacy;
    # forward's scales.tolist() is traced as a constant, but the symbolic exports the input.
    warnings.filterwarnings(
        "ignore", message="You are using the legacy TorchScript-based"
    )
    warnings.filterwarnings("ignore", category=torch.jit.TracerWarning)

    model = seeded_identity(SRCNN())
    image = test_image()
    args.out.mkdir(parents=True, exist_ok=True)
    onnx_path = args.out / "srcnn.onnx"
    torch.onnx.export(
        model,
        (image, torch.tensor([1.0, 1.0, 3.0, 3.0])),
        onnx_path,
        dynamo=False,
        opset_version=args.opset,
        input_names=["input", "factor"],
        output_names=["output"],
        dynamic_axes={"output": {2: "height", 3: "width"}},
    )
    session = onnxruntime.InferenceSession(
        onnx_path, providers=["CPUExecutionProvider"]
    )
    write_png(args.out / "input.png", image[0].permute(1, 2, 0).numpy())
    for factor in FACTORS:
        scales = torch.tensor([1.0, 1.0, factor, factor])
        (onnx_out,) = session.run(
            None, {"input": image.numpy(), "factor": scales.numpy()}
        )
        with torch.no_grad():
            torch_out = model(image, scales).numpy()
        np.testing.assert_allclose(onnx_out, torch_out, rtol=1e-4, atol=1e-4)
        png = args.out / f"output_x{factor}.png"
        write_png(png, onnx_out[0].transpose(1, 2, 0))
        print(
            f"x{factor}: {tuple(onnx_out.shape)} from one ONNX model; ONNX Runtime matches "
            f"PyTorch (max |difference| {np.abs(onnx_out - torch_out).max():.1e}); wrote {png}"
        )


if __name__ == "__main__":
    main()
