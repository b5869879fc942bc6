"""What `import opmapgen.library` changes: a model that neither of torch's exporters can export
on its own (torch.lgamma: no TorchScript symbolic, no dynamo translation; torch.asinh: no
TorchScript symbolic) fails without the mappings and exports, and matches eager, with them.

Run it anywhere opmapgen is installed (in a clone, after `opmapgen build`):

    python examples/before_after.py
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import sys
import warnings

import numpy as np
import onnxruntime
import torch

from opmapgen import library  # registers the library's mappings


class LogGammaNet(torch.nn.Module):
    def forward(self, x):
        return torch.lgamma(x.abs() + 0.5) + torch.asinh(x)


@contextlib.contextmanager
def _silenced():
    sys.stdout.flush()
    saved = [os.dup(1), os.dup(2)]
    with open(os.devnull, "w") as null:
        os.dup2(null.fileno(), 1)
        os.dup2(null.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
            os.close(saved[0])
            os.close(saved[1])


def export(model, x, dynamo: bool) -> str:
    """Export; run in ONNX Runtime; say how it went in one line."""
    f = io.BytesIO()
    options = {"verbose": False} if dynamo else {}
    try:
        with (
            _silenced()
        ):  # torch's own report of a failure, printed by its C++ side too
            torch.onnx.export(
                model, (x,), f, dynamo=dynamo, opset_version=18, **options
            )
    except Exception as error:  # noqa: BLE001 - the point is to show the error
        lines = re.sub(r"\x1b\[[0-9;]*m", "", str(error)).strip().splitlines()
        line = next((li for li in lines if "lgamma" in li), lines[0]).strip()
        return f"export fails: {line.rpartition('>: ')[2].split('. Failure')[0]}"
    session = onnxruntime.InferenceSession(f.getvalue())
    (y,) = session.run(None, {session.get_inputs()[0].name: x.numpy()})
    with torch.no_grad():
        difference = np.abs(y - model(x).numpy()).max()
    return f"exports; ONNX Runtime matches eager (max |difference| {difference:.1e})"


def main() -> None:
    warnings.filterwarnings("ignore")  # the TorchScript exporter's deprecation notice
    torch.manual_seed(0)
    model, x = LogGammaNet().eval(), torch.randn(2, 3, 8)
    for exporter, dynamo in (("TorchScript", False), ("dynamo", True)):
        library.unregister()
        print(f"{exporter:<11}  without the mappings: {export(model, x, dynamo)}")
        library.register()
        print(f"{exporter:<11}  with the mappings:    {export(model, x, dynamo)}")


if __name__ == "__main__":
    main()
