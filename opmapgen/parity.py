"""The one parity check every generated test calls.

Export a tiny model that calls the source op, check the ONNX model, make sure the mapping's
target op is really in the graph (so the test cannot pass on another symbolic), run it in ONNX
Runtime and compare with PyTorch eager.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import onnxruntime
import torch

from .spec import TensorInput

SEED = 0
_OP_NAME = re.compile(r"^(\w+)::(\w+)(?:\.(\w+))?$")

__all__ = ["TensorInput", "check_parity", "resolve_op", "sample"]


def resolve_op(qualified: str):
    """`ns::name[.overload]` → the callable `torch.ops.ns.name[.overload]`."""
    namespace, name, overload = _OP_NAME.match(qualified).groups()
    op = getattr(getattr(torch.ops, namespace), name)
    return getattr(op, overload) if overload else op


def sample(spec: TensorInput, generator: torch.Generator) -> torch.Tensor:
    """A seeded random tensor as the spec describes it."""
    dtype = getattr(torch, spec.dtype)
    if spec.values is not None:
        values = torch.tensor(spec.values, dtype=dtype)
        return values.reshape(spec.shape) if spec.shape is not None else values
    shape = tuple(spec.shape)
    if dtype == torch.bool:
        return torch.rand(shape, generator=generator) < 0.5
    if dtype.is_floating_point:
        values = torch.rand(shape, generator=generator, dtype=torch.float64)
        return (spec.low + values * (spec.high - spec.low)).to(dtype)
    return torch.randint(
        int(spec.low), int(spec.high) + 1, shape, generator=generator
    ).to(dtype)


class _CallOp(torch.nn.Module):
    """forward(*tensors) calls the op with the tensors in the places of the TensorInputs."""

    def __init__(self, op, args: Sequence[Any], kwargs: Mapping[str, Any]):
        super().__init__()
        self.op, self.args, self.kwargs = op, tuple(args), dict(kwargs)

    def forward(self, *tensors):
        supply = iter(tensors)
        args = [next(supply) if isinstance(a, TensorInput) else a for a in self.args]
        kwargs = {
            k: next(supply) if isinstance(v, TensorInput) else v
            for k, v in self.kwargs.items()
        }
        return self.op(*args, **kwargs)


def check_parity(
    *,
    source: str | Callable,
    args: Sequence[Any],
    kwargs: Mapping[str, Any] | None = None,
    target_ops: Sequence[str],
    opset: int,
    rtol: float,
    atol: float,
    custom_opsets: Mapping[str, int] | None = None,
    path: Path,
    run: bool = True,
) -> onnx.ModelProto:
    """Export `source(*args, **kwargs)` at `opset` and compare ONNX Runtime with eager.

    `source` is a torch op name (`aten::asinh`, called through torch.ops) or a callable.
    `target_ops` are the ops the mapping emits (`Mul`, `com.example::Frob`); each must be in
    the exported graph. With `run=False` (a custom-domain op that ONNX Runtime has no kernel
    for), stop after checking the graph.
    """
    kwargs = dict(kwargs or {})
    generator = torch.Generator().manual_seed(SEED)
    specs = [v for v in (*args, *kwargs.values()) if isinstance(v, TensorInput)]
    tensors = tuple(sample(s, generator) for s in specs)
    function = resolve_op(source) if isinstance(source, str) else source
    name = (
        source if isinstance(source, str) else getattr(source, "__name__", repr(source))
    )
    model = _CallOp(function, args, kwargs).eval()
    with torch.no_grad():
        expected = model(*tensors)
    names = [f"input_{i}" for i in range(len(tensors))]
    torch.onnx.export(
        model,
        tensors,
        str(path),
        dynamo=False,
        opset_version=opset,
        input_names=names,
        custom_opsets=dict(custom_opsets or {}),
    )
    proto = onnx.load(str(path))
    onnx.checker.check_model(proto, full_check=True)
    found = [_qualified(n.domain, n.op_type) for n in proto.graph.node]
    missing = [op for op in target_ops if op not in found]
    assert not missing, (
        f"{name} exported at opset {opset} without {', '.join(missing)}: the graph has "
        f"{found}, so another symbolic handled the op (is the mapping registered?)"
    )
    if not run:
        return proto
    session = onnxruntime.InferenceSession(
        str(path), providers=["CPUExecutionProvider"]
    )
    feeds = {
        inp.name: t.numpy()
        for inp, t in zip(session.get_inputs(), tensors, strict=True)
    }
    actual = session.run(None, feeds)
    expected = expected if isinstance(expected, tuple | list) else (expected,)
    assert len(actual) == len(expected), (
        f"ONNX gave {len(actual)} outputs, torch {len(expected)}"
    )
    for i, (got, want) in enumerate(zip(actual, expected)):
        np.testing.assert_allclose(
            got,
            want.numpy(),
            rtol=rtol,
            atol=atol,
            equal_nan=True,
            err_msg=f"{name} output {i} at opset {opset}: ONNX Runtime differs from torch",
        )
    return proto


def _callable_name(function: Callable) -> str:
    owner = getattr(function, "__self__", None)  # Function.apply: name the Function
    return (
        owner.__name__
        if isinstance(owner, type)
        else getattr(function, "__name__", "?")
    )


def _qualified(domain: str, op: str) -> str:
    return f"{domain}::{op}" if domain else op
