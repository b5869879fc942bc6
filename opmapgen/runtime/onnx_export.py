"""`opmapgen.export`: torch.onnx.export with a generated package's mappings applied."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any


def export(
    model,
    args: tuple[Any, ...] | Any = (),
    f=None,
    *,
    mappings: str | ModuleType = "generated",
    **kwargs,
):
    """Export like `torch.onnx.export(model, args, f, **kwargs)`, using the mappings.

    `mappings` is the generated package (or its import name). With `dynamo=False` the
    TorchScript exporter runs with the package's symbolics registered and its custom domains
    added to `custom_opsets`; otherwise the dynamo exporter (torch's default) runs with the
    package's translation table, whose custom-domain ops carry their domain versions. A
    `custom_translation_table` given here takes precedence over the package's entries for the
    same op. Returns what torch.onnx.export returns.
    """
    import torch

    package = (
        importlib.import_module(mappings) if isinstance(mappings, str) else mappings
    )
    if not kwargs.pop("dynamo", True):
        # torch imports a custom domain it is not told of at version 1, and warns of each
        # domain it is told of that the model does not use: only the others are passed.
        custom_opsets = {
            **{d: v for d, v in package.custom_opsets().items() if v != 1},
            **(kwargs.pop("custom_opsets", None) or {}),
        }
        with package.registered():
            return torch.onnx.export(
                model, args, f, dynamo=False, custom_opsets=custom_opsets, **kwargs
            )
    # The table alone applies the mappings; torch puts a given table before what the
    # registration hook adds, so the caller's entries win over the package's.
    table = {
        **package.custom_translation_table(kwargs.get("opset_version")),
        **(kwargs.pop("custom_translation_table", None) or {}),
    }
    return torch.onnx.export(
        model, args, f, dynamo=True, custom_translation_table=table, **kwargs
    )
