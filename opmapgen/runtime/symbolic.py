"""Helpers the generated symbolic functions call while torch exports a graph."""

from __future__ import annotations

from collections.abc import Sequence

import torch

from .contract import Contract

try:  # torch >= 2.9 keeps the TorchScript exporter's helpers here
    from torch.onnx._internal.torchscript_exporter import symbolic_helper
except ImportError:
    from torch.onnx import symbolic_helper


def check_inputs(contract: Contract, **inputs: torch._C.Value | None) -> None:
    """Refuse tensor inputs of a dtype the mapping does not export (see `Contract`)."""
    contract.check({name: _dtype_name(value) for name, value in inputs.items()})


def _dtype_name(value: torch._C.Value | None) -> str | None:
    if value is None or symbolic_helper._is_none(value):
        return None
    try:
        dtype = symbolic_helper._type_utils.JitScalarType.from_value(value).dtype()
    except torch.onnx.errors.OnnxExporterError:  # the exporter does not know it
        return None
    return str(dtype).removeprefix("torch.")


def dtype_of(value: torch._C.Value) -> torch.dtype:
    """The dtype of a graph value (float32 when the exporter does not know it)."""
    scalar_type = symbolic_helper._type_utils.JitScalarType
    return scalar_type.from_value(value, scalar_type.FLOAT).dtype()


def given(g, inputs: Sequence[torch._C.Value | None]) -> list[torch._C.Value]:
    """Node inputs with absent optional ones (None) left out at the end, marked inside."""
    inputs = list(inputs)
    while inputs and inputs[-1] is None:
        inputs.pop()
    return [
        symbolic_helper._optional_input_placeholder_tensor(g)
        if value is None
        else value
        for value in inputs
    ]


def check_opset(g, opsets: range, name: str) -> None:
    """Refuse to export a function-kind mapping at an opset outside its range."""
    if g.opset not in opsets:
        raise torch.onnx.errors.OnnxExporterError(
            f"{name} maps to ONNX at opsets {opsets.start} to {opsets.stop - 1}, "
            f"not at opset {g.opset}"
        )
