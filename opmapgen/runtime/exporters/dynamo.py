"""The dynamo exporter, `torch.onnx.export(..., dynamo=True)` (torch's default): an onnxscript
translation per mapping, in the custom translation table of each export."""

from __future__ import annotations

import functools
import importlib
from collections.abc import Iterator
from typing import Any

NAME = "dynamo"
TITLE = "dynamo"
ORDER = 1
DEFAULT = True
MAPPED_BY = "translation"
RUNTIME = "opmapgen.runtime.translation"
TORCH_OPTIONS = {"dynamo": True}
# It converts other overloads, and ops torch.export decomposed the call into, without
# asking the mapping.
CONVERTS_UNMAPPED = True
# torch.onnx.export's arguments the TorchScript exporter does not take (dynamic_shapes it
# may take as dynamic_axes: see its `fallback_options`).
OWN_OPTIONS = (
    "custom_translation_table", "report", "optimize", "verify", "profile",
    "dump_exported_program", "artifacts_dir", "fallback",
)  # fmt: skip
# Where torch.export cannot capture the model, which no mapping can change.
FALLBACK = "torchscript"
# Its translation table finds a mapping by the op overload (`aten::add.Tensor`).
KEY = "overload"
# An export takes about half a second: the OpInfo runner exports the edge-value samples
# of a dtype as one model.
BATCHED_TESTS = True
# Where `harm.compare` exports by default: the opset it builds its graphs at.
COMPARE_OPSET = 18


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


def capture_failure(error: BaseException) -> str | None:
    """torch.export could not capture the model (its step 1 of 3), or the captured
    program could not be decomposed (step 2)."""
    # torch's classes for them (TorchExportError, ConversionError) are internal: known by
    # their names.
    kinds = {c.__name__ for c in type(error).__mro__}
    cause = error.__cause__ or error.__context__ or error
    if "TorchExportError" in kinds:
        return f"torch.export cannot capture the model ({_first_line(cause)})"
    # torch's own message for step 2, looked up rather than copied: on a torch without
    # it, such a failure is not taken for one before translation.
    try:
        from torch.onnx._internal.exporter import _core

        step_two = getattr(_core, "_STEP_TWO_ERROR_MESSAGE", None)
    except ImportError:
        step_two = None
    if (
        "ConversionError" in kinds
        and isinstance(step_two, str)
        and str(error).startswith(step_two)
    ):
        return (
            "the dynamo exporter cannot decompose the model torch.export captured "
            f"({_first_line(cause)})"
        )
    return None


def _first_line(error: BaseException) -> str:
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    return f"{type(error).__name__}: {lines[0] if lines else ''}"


def fallback_options(kwargs: dict) -> dict:
    return kwargs  # it is the default: nothing falls back to it yet


def test_options(optimize: bool) -> dict[str, Any]:
    return {"verbose": False, "optimize": optimize}


def mapped_ops(package, opset: int) -> Iterator[tuple[str, str]]:
    """A translation is keyed by op overloads (its TARGET and OVERLOADS), at the opsets
    the exporter builds graphs at."""
    for name in getattr(package, "TRANSLATIONS", ()):
        module = importlib.import_module(f"{package.__name__}.translations.{name}")
        if opset not in module.OPSETS:
            continue
        for target in [module.TARGET, *getattr(module, "OVERLOADS", {})]:
            if isinstance(target, str):
                yield target, name


def torch_converts(op: str, opset: int) -> bool:
    """A torchlib function for the overload `ns::name.overload` (`.default` when none is
    named), or a decomposition the exporter applies to it when it has no function
    (aten::isin into Equal and ReduceSum's kin), which a registered translation stops."""
    from ..register import _torch_op
    from ..translation import _torch_translation

    target = op if "." in op.partition("::")[2] else f"{op}.default"
    return _torch_translation(target) is not None or _torch_op(target) in _decomposed()


@functools.cache
def _decomposed() -> frozenset:
    """The op overloads the exporter decomposes when no function converts them: the
    tables its `create_onnx_friendly_decomposition_table` draws on."""
    import torch
    import torch._decomp

    return frozenset(
        (*torch.export.default_decompositions(), *torch._decomp.decomposition_table)
    )
