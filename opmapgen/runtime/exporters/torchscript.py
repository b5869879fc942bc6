"""The TorchScript exporter, `torch.onnx.export(..., dynamo=False)`: a symbolic function per
mapping, registered in torch's symbolic registry while it exports."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

NAME = "torchscript"
TITLE = "TorchScript"
ORDER = 0
DEFAULT = False
MAPPED_BY = "symbolic"
RUNTIME = "opmapgen.runtime.symbolic"
TORCH_OPTIONS = {"dynamo": False}
# It calls the symbolic for every overload of the op it is registered for.
CONVERTS_UNMAPPED = False
OWN_OPTIONS = ()
FALLBACK = None
# Its symbolic registry finds a mapping by the op's name (`aten::add`), every overload.
KEY = "op"
# An export takes a few milliseconds: the OpInfo runner exports each group of samples
# (every axis dynamic, per ranks).
BATCHED_TESTS = False
# Where `harm.compare` exports by default: torch's last TorchScript opset users still pin.
COMPARE_OPSET = 17


# The highest opset it builds.
LAST_OPSET = 20


def last_opset() -> int:
    return LAST_OPSET


def build_opset(opset: int) -> int:
    return opset


def export(model, args, f, package, kwargs: dict) -> Any:
    import torch

    from ..onnx_export import attach_functions

    # torch imports a custom domain it is not told of at version 1, and warns of each
    # domain it is told of that the model does not use: only the others are passed.
    custom_opsets = {
        **{d: v for d, v in package.custom_opsets().items() if v != 1},
        **(kwargs.pop("custom_opsets", None) or {}),
    }
    with package.registered():
        result = torch.onnx.export(
            model, args, f, **TORCH_OPTIONS, custom_opsets=custom_opsets, **kwargs
        )
    if f is not None:
        attach_functions(f, package)
    return result


def capture_failure(error: BaseException) -> str | None:
    return None  # it traces the model: no step before converting ops to fail


def fallback_options(kwargs: dict) -> dict:
    """It builds opsets up to LAST_OPSET, and takes dynamic_axes (not dynamic_shapes)."""
    opset = kwargs.get("opset_version")
    if opset is not None and opset > LAST_OPSET:
        raise ValueError(
            f"the TorchScript exporter builds opsets up to {LAST_OPSET}, not {opset}: "
            f"give opset_version <= {LAST_OPSET} to fall back"
        )
    if kwargs.get("dynamic_shapes") is not None and not kwargs.get("dynamic_axes"):
        raise ValueError(
            "the TorchScript exporter takes dynamic_axes, not dynamic_shapes: give "
            "dynamic_axes too to fall back"
        )
    return {k: v for k, v in kwargs.items() if k != "dynamic_shapes"}


def test_options(optimize: bool) -> dict[str, Any]:
    return {}


def mapped_ops(package, opset: int) -> Iterator[tuple[str, str]]:
    """A mapping registers for every overload of its op, at the opsets of its range."""
    for module, source, opsets, *_ in package.MAPPINGS:
        if opset in opsets:
            yield source, module


def torch_converts(op: str, opset: int) -> bool:
    """A symbolic of torch's own for `ns::name` at `opset`."""
    from torch.onnx._internal.torchscript_exporter import registration

    from ..harm import op_name

    group = registration.registry.get_function_group(op_name(op))
    # A group's base functions are torch's own; custom ones (mappings) override them.
    own = getattr(getattr(group, "_functions", None), "_base", {})
    return registration._dispatch_opset_version(opset, own) is not None
