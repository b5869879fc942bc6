"""The installed torch's release, for what a spec says of some releases only.

`torch_below("2.15")` in a condition picks a variant for the releases before 2.15 (torch
2.15 computes float16 `linspace` in float32 and rounds once; 2.14 rounded every step), and
`xfail: {dynamo: {reason: ..., torch_below: "2.14"}}` expects a failure there only. A
release is compared by its numbers alone: a pre-release or local build of 2.14
(`2.14.0a0+git...`, `2.14.1+cpu`) is 2.14, not below it.
"""

from __future__ import annotations

import functools
import re

import torch

__all__ = ["release", "torch_below"]

_NUMBERS = re.compile(r"\d+(?:\.\d+)*")


def release(version: str) -> tuple[int, ...]:
    """`"2.14.1+cpu"` → (2, 14, 1): the release numbers a version starts with."""
    match = _NUMBERS.match(str(version).strip())
    if match is None:
        raise ValueError(f"{version!r} is not a release like 2.14")
    return tuple(int(n) for n in match.group().split("."))


@functools.cache
def torch_below(version: str) -> bool:
    """Whether the installed torch is a release before `version` ("2.14", "2.14.1")."""
    installed = release(torch.__version__)
    wanted = release(version)
    width = max(len(installed), len(wanted))
    return installed + (0,) * (width - len(installed)) < wanted + (0,) * (
        width - len(wanted)
    )
