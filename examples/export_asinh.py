"""Export a model that calls torch.asinh, acosh and atanh, then check it in ONNX Runtime.

torch's TorchScript exporter has no symbolic for these ops; `import opmapgen.library` adds the
ones built from mappings/aten/*.yaml, and the translations of the same mappings to the dynamo
exporter (torch's default). Run it anywhere opmapgen is installed:

    python examples/export_asinh.py [--exporter dynamo|torchscript] [--out FILE] [--opset N]
"""

from __future__ import annotations

import argparse
import warnings
from pathlib import Path

import numpy as np
import onnx
import onnxruntime
import torch

import opmapgen.library  # noqa: F401  (registers the mappings)


class InverseHyperbolic(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 3, 3, padding=1)

    def forward(self, x):
        y = torch.asinh(self.conv(x))
        return torch.acosh(y.abs() + 1) + torch.atanh(torch.tanh(y))


def main() -> None:
    # torch calls the TorchScript exporter (dynamo=False) legacy.
    warnings.filterwarnings(
        "ignore", message="You are using the legacy TorchScript-based"
    )
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--exporter", choices=["dynamo", "torchscript"], default="dynamo"
    )
    parser.add_argument(
        "--out", type=Path, default=Path("build/inverse_hyperbolic.onnx")
    )
    parser.add_argument("--opset", type=int, default=18)
    args = parser.parse_args()

    torch.manual_seed(0)
    model = InverseHyperbolic().eval()
    x = torch.randn(1, 3, 32, 32)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    # A plain torch.onnx.export: importing the library is all it takes, with either exporter.
    torch.onnx.export(
        model,
        (x,),
        args.out,
        dynamo=args.exporter == "dynamo",
        opset_version=args.opset,
        input_names=["x"],
        output_names=["y"],
        **({"verbose": False} if args.exporter == "dynamo" else {}),
    )
    proto = onnx.load(args.out)
    onnx.checker.check_model(proto, full_check=True)

    session = onnxruntime.InferenceSession(args.out, providers=["CPUExecutionProvider"])
    (onnx_y,) = session.run(None, {"x": x.numpy()})
    with torch.no_grad():
        torch_y = model(x).numpy()
    np.testing.assert_allclose(onnx_y, torch_y, rtol=1e-4, atol=1e-5)
    ops = ", ".join(sorted({n.op_type for n in proto.graph.node}))
    print(
        f"exported {args.out} with the {args.exporter} exporter at opset {args.opset}; "
        f"ONNX ops: {ops}"
    )
    print(
        f"ONNX Runtime matches PyTorch: max |difference| = {np.abs(onnx_y - torch_y).max():.2e}"
    )


if __name__ == "__main__":
    main()
