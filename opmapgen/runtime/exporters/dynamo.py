"""The dynamo exporter, `torch.onnx.export(..., dynamo=True)` (torch's default): an onnxscript
translation per mapping, in the custom translation table of each export."""

from __future__ import annotations

from typing import Any

NAME = "dynamo"
ORDER = 1
DEFAULT = True
MAPPED_BY = "translation"
RUNTIME = "opmapgen.runtime.translation"
TORCH_OPTIONS = {"dynamo": True}
# It converts other overloads, and ops torch.export decomposed the call into, without
# asking the mapping.
CONVERTS_UNMAPPED = True
# Where torch.export cannot capture the model, which no mapping can change.
FALLBACK = "torchscript"
# Its translation table finds a mapping by the op overload (`aten::add.Tensor`).
KEY = "overload"
# An export takes about half a second: the OpInfo runner exports the edge-value samples
# of a dtype as one model.
BATCHED_TESTS = True


def last_opset() -> int:
    from torch.onnx import _constants  # no public API states it

    return _constants.ONNX_MAX_OPSET


def build_opset(opset: int) -> int:
    from ..register import dynamo_build_opset

    return dynamo_build_opset(opset)


def export(model, args, f, package, kwargs: dict) -> Any:
    import torch

    from ..onnx_export import attach_functions, rewind

    # The table alone applies the mappings; torch puts a given table before what the
    # registration hook adds, so the caller's entries win over the package's.
    table = {
        **package.custom_translation_table(kwargs.get("opset_version")),
        **(kwargs.pop("custom_translation_table", None) or {}),
    }
    program = torch.onnx.export(
        model, args, f, **TORCH_OPTIONS, custom_translation_table=table, **kwargs
    )
    if program is not None and attach_functions(program, package) and f is not None:
        rewind(f)
        program.save(f)
    return program


def test_options(optimize: bool) -> dict[str, Any]:
    return {"verbose": False, "optimize": optimize}
