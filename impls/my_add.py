"""my_add(a, b) = 2 * a + b, implemented in C++ (csrc/my_add.cpp) and built on first use."""

from pathlib import Path

import torch

from opmapgen.runtime import extension

SOURCE = Path(__file__).resolve().parents[1] / "csrc" / "my_add.cpp"


def my_add(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    extension.load(SOURCE, "opmapgen_my_add")
    return torch.ops.opmapgen.my_add(a, b)
