"""The one parity check every generated test calls.

Export a tiny model that calls the source op with either exporter, make sure the export called
the mapping's own symbolic or translation (so the test cannot pass on another one), check the
ONNX model, run it in ONNX Runtime and compare with PyTorch eager.
"""

from __future__ import annotations

import importlib
import os
import re
import warnings
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import torch

from . import cpu, exporters, harm
from .complex_views import PARTS
from .contract import USES, refusal
from .runtimes import onnxruntime as ort_runtime

SEED = 0
# Which runtimes, besides the case's own, every check runs (`check_parity`'s `runtimes`).
RUNTIMES_VARIABLE = "OPMAPGEN_RUNTIMES"
# The runtimes every check runs (ONNX Runtime is also the case's own).
DEFAULT_RUNTIMES = ("onnxruntime", "reference")
# The runtimes every check also runs where they are installed (the `runtimes` extra, which
# CI installs): spec cases and OpInfo samples alike (docs/runtimes.md).
WHEN_INSTALLED = ("openvino",)
_OP_NAME = re.compile(r"^(\w+)::(\w+)(?:\.(\w+))?$")
# (rtol, atol) below which no output of a dtype is compared: torch.testing's defaults for
# the half-precision dtypes, which hold one rounding (a spec's tolerances can loosen them,
# never tighten them; float32 and float64 keep the spec's, which are its accuracy claim).
LEAST_TOLERANCES = {"float16": (1e-3, 1e-5), "bfloat16": (1.6e-2, 1e-5)}

__all__ = [
    "Exported",
    "TensorInput",
    "check_parity",
    "export_case",
    "resolve_op",
    "sample",
]


@dataclass(frozen=True)
class TensorInput:
    """A test tensor: seeded random, uniform in [low, high), or the given values.

    The run-time form of a spec's `test.inputs` entry, which the build has validated; the
    generated tests construct it, so running them needs neither pydantic nor the spec models.
    """

    shape: list[int] | None = None
    dtype: str = "float32"
    low: float = 0.0
    high: float = 1.0
    values: list[bool | int | float] | None = None
    layout: list[int] | None = None  # the dims' order in memory, outermost first


def resolve_op(qualified: str):
    """`ns::name[.overload]` → the callable `torch.ops.ns.name[.overload]`."""
    namespace, name, overload = _OP_NAME.match(qualified).groups()
    op = getattr(getattr(torch.ops, namespace), name)
    return getattr(op, overload) if overload else op


def sample(spec: TensorInput, generator: torch.Generator) -> torch.Tensor:
    """A seeded random tensor as the spec describes it, laid out in memory as it says."""
    if spec.layout is None:
        return _sample(spec, generator)
    stored = [spec.shape[d] for d in spec.layout]
    tensor = _sample(replace(spec, shape=stored, layout=None), generator)
    return tensor.permute([spec.layout.index(d) for d in range(len(spec.layout))])


def _sample(spec: TensorInput, generator: torch.Generator) -> torch.Tensor:
    dtype = getattr(torch, spec.dtype)
    if dtype.is_complex:
        # its parts each from low to high, or `values` as (real, imaginary) pairs
        shape = [*(spec.shape if spec.shape is not None else [-1]), 2]
        parts = replace(spec, dtype=PARTS[spec.dtype], shape=shape)
        return torch.view_as_complex(_sample(parts, generator))
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
    """forward(*tensors) calls the op with the tensors in the places of the TensorInputs.

    A model has no complex inputs or outputs (ONNX has no complex tensors): the tensors at
    the places in `views` are complex tensors' real views, made complex for the op, and a
    complex result is returned as its real view, as torch's dynamo exporter represents it.
    """

    def __init__(self, op, args: Sequence[Any], kwargs: Mapping[str, Any], views=()):
        super().__init__()
        self.op, self.args, self.kwargs = op, tuple(args), dict(kwargs)
        self.views = frozenset(views)

    def forward(self, *tensors):
        supply = iter(
            torch.view_as_complex(t) if i in self.views else t
            for i, t in enumerate(tensors)
        )
        args = [_taken(a, supply) for a in self.args]
        kwargs = {k: _taken(v, supply) for k, v in self.kwargs.items()}
        return real_views(self.op(*args, **kwargs))


def real_views(result):
    """`result` (a tensor, or a tuple or list of them) with complex tensors as their real
    views."""
    if isinstance(result, tuple | list):
        return type(result)(real_views(r) for r in result)
    if isinstance(result, torch.Tensor) and result.is_complex():
        return torch.view_as_real(result.resolve_conj() if result.is_conj() else result)
    return result


def _taken(value, supply):
    """`value` with the next tensors in the places of its TensorInputs (a list of them
    is a tensor list arg)."""
    if isinstance(value, TensorInput):
        return next(supply)
    if isinstance(value, list) and any(isinstance(v, TensorInput) for v in value):
        return [_taken(v, supply) for v in value]
    return value


def _tensor_specs(values) -> list[TensorInput]:
    """The TensorInputs of the call's args in order, a tensor list's in place."""
    return [
        spec
        for value in values
        for spec in (value if isinstance(value, list) else [value])
        if isinstance(spec, TensorInput)
    ]


def check_parity(
    *,
    source: str | Callable,
    args: Sequence[Any],
    kwargs: Mapping[str, Any] | None = None,
    mapping: str | None,
    opset: int,
    rtol: float,
    atol: float,
    export: Callable,
    exporter: str | None = None,
    path: Path,
    runtime: str | None = "onnxruntime",
    kernels: Mapping[str, str] | None = None,
    refused_below: int | None = None,
    refused: str | None = None,
    runtimes: str | None = None,
    case: str = "spec",
    runtime_limits: Mapping[str, Mapping[str, Any] | Sequence[Mapping]] | None = None,
    reference: str | None = None,
) -> onnx.ModelProto | None:
    """Export `source(*args, **kwargs)` at `opset` and compare ONNX Runtime with eager.

    `source` is a torch op name (`aten::asinh`, called through torch.ops) or a callable.
    `export` is the generated package's `export` (or torch.onnx.export), run with
    `exporter` (one of `runtime.exporters.names()`; None: the first).
    `mapping` names the mapping: the export must call its symbolic or translation (which
    constant folding cannot hide, unlike the ops it emits); None checks no mapping.
    `runtime` runs the graph: "onnxruntime"; "onnxruntime-extensions" or
    "onnx-reference" with `kernels` (`domain::Op` → `module:callable`) for custom-domain ops;
    None stops after checking the graph (a custom op with no kernel).
    Below opset `refused_below` the mapping must refuse the call with its clear error;
    with `refused`, at every opset, with an error that says it.
    The model also runs in the registry's DEFAULT_RUNTIMES (custom-domain ops through
    their bodies, `_others`) and in those `runtimes` names (comma-separated names of
    `runtime.runtimes`, or "all": every installed one; None: the OPMAPGEN_RUNTIMES
    environment variable), each compared with eager, the failure naming the runtime.
    `runtime_limits` (the spec's `runtimes:`: runtime → {cases, kind, reason, link and
    maybe below_opset and exporters}, or a tuple of them) says which cases (`case` is this
    one's name) fail there, at which opsets, in which exporters' models: expected,
    strictly. `reference` (`module:callable`, the spec's `test.reference`) computes the
    expected outputs from the same args, for an op whose result torch leaves partly
    unspecified.
    """
    exported = export_case(
        source=source, args=args, kwargs=kwargs, mapping=mapping, opset=opset,
        export=export, exporter=exporter, path=path, refused_below=refused_below,
        refused=refused, reference=reference,
    )  # fmt: skip
    if exported is None:
        return None
    proto, expected, name = exported.proto, exported.expected, exported.name
    exporter = exported.exporter
    if runtime is None:
        return proto
    where = f"{exporter} exporter, opset {opset}"
    limits = limits_here(runtime_limits, case, opset, exporter)
    if runtime == "onnxruntime" and "onnxruntime" in limits:
        _expect_limit(exported, rtol, atol, where, limits, name="onnxruntime")
        return proto
    actual = RUNTIMES[runtime](proto, exported.feeds, dict(kernels or {}))
    differs = f"{where}: {runtime} differs from torch"
    _assert_close(actual, expected, rtol, atol, differs, name)
    for declared in _others(exported, runtime, runtimes, kernels or {}, where):
        if declared.NAME in limits:
            _expect_limit(exported, rtol, atol, where, limits, declared=declared)
        else:
            check_in(declared, exported, rtol, atol, where)
    if (
        mapping is not None
        and isinstance(source, str)
        and runtime == "onnxruntime"
        and harm.torch_converts(source, exporter, opset)
    ):
        ours = [torch.from_numpy(np.asarray(a)) for a in actual]
        _as_accurate_as_torch(
            name, exported.model, exported.tensors, expected, ours, export, exporter,
            opset, path,
        )  # fmt: skip
    return proto


@dataclass(frozen=True)
class Exported:
    """A test case exported and checked, ready to run: the model, its feeds (numpy arrays
    by graph input name), eager's outputs, and what it was."""

    proto: onnx.ModelProto
    feeds: dict[str, np.ndarray]
    expected: list[torch.Tensor]
    name: str  # the call's name in messages
    exporter: str
    model: torch.nn.Module
    tensors: tuple


def export_case(
    *,
    source: str | Callable,
    args: Sequence[Any],
    kwargs: Mapping[str, Any] | None = None,
    mapping: str | None,
    opset: int,
    export: Callable,
    exporter: str | None = None,
    path: Path,
    refused_below: int | None = None,
    refused: str | None = None,
    reference: str | None = None,
) -> Exported | None:
    """`check_parity`'s first half: the call exported at `opset`, checked (onnx.checker,
    and that the mapping converted it), and eager's outputs (`reference`'s, where given);
    None where the mapping refused it as the case says (an AssertionError where it should
    have and did not)."""
    model, tensors, name = _call(source, args, kwargs)
    expect = model
    if reference is not None:  # the same args, as the model calls the op with them
        expect = _CallOp(_import(reference), model.args, model.kwargs, model.views)
        expect = expect.eval()
    with torch.no_grad():
        expected = expect(*tensors)
    expected = list(expected) if isinstance(expected, tuple | list) else [expected]
    names = [f"input_{i}" for i in range(len(tensors))]
    USES.clear()
    refuses = refused is not None or (
        refused_below is not None and opset < refused_below
    )
    declared = exporters.exporter(exporter or exporters.names()[0])
    exporter = declared.NAME
    options = {"input_names": names, **declared.TORCH_OPTIONS}
    options |= declared.test_options(optimize=True)
    if not _exported(model, tensors, export, opset, path, options, refuses, refused):
        return None
    where = f"{name} exported by the {exporter} exporter at opset {opset}"
    if refuses:
        when = f"below opset {refused_below}" if refused is None else f"'{refused}'"
        raise AssertionError(
            f"{where}, where the spec says the mapping refuses this case ({when})"
        )
    proto = onnx.load(str(path))
    onnx.checker.check_model(proto, full_check=True)
    assert mapping is None or USES[mapping], (
        f"{where} without calling the {mapping} mapping's "
        f"{declared.MAPPED_BY}: torch converted the op another way "
        "(is the mapping registered at this opset?)"
    )
    # The exporter drops inputs the graph does not use (a mask that use_mask=False ignores).
    graph_inputs = {i.name for i in proto.graph.input}
    feeds = {name: t.numpy() for name, t in zip(names, tensors) if name in graph_inputs}
    return Exported(proto, feeds, expected, name, exporter, model, tensors)


def also_in(
    names: str | None, besides: str, default: bool = False, installed: bool = False
) -> tuple:
    """The declarations of the runtimes `names` (or OPMAPGEN_RUNTIMES) chooses, after
    DEFAULT_RUNTIMES with `default` and those of WHEN_INSTALLED installed here with
    `installed`, but the one named `besides` (already run: the registry's "onnxruntime"
    is parity's too)."""
    from . import runtimes

    names = names if names is not None else os.environ.get(RUNTIMES_VARIABLE, "")
    chosen = tuple(runtimes.runtime(n) for n in DEFAULT_RUNTIMES) if default else ()
    if installed:
        here = runtimes.installed()
        chosen += tuple(runtimes.runtime(n) for n in WHEN_INSTALLED if n in here)
    try:
        chosen += runtimes.chosen(names) if names.strip() else ()
    except ValueError as error:
        raise ValueError(f"{RUNTIMES_VARIABLE}={names}: {error}") from None
    unique = {d.NAME: d for d in chosen}
    return tuple(d for n, d in unique.items() if n != besides)


class RuntimeNotRun(UserWarning):
    """A runtime a parity case was not run in, and why (shown in pytest's summary)."""


def _others(exported: Exported, runtime: str, names, kernels, where: str) -> tuple:
    """The runtimes of the registry the case also runs in (`also_in`): each runs a
    custom-domain op through its body, the model's own ONNX function. Where one of the
    kernels' ops has none, only the case's own runtime, with the kernels, can run the
    model: every other is left out, with a RuntimeNotRun warning that says why."""
    custom = {_qualified(n.domain, n.op_type) for n in exported.proto.graph.node}
    custom &= set(kernels)
    bodies = {_qualified(f.domain, f.name) for f in exported.proto.functions}
    # The case's own runtime ran the kernels, not the bodies, unless it is ONNX Runtime
    # (RUNTIMES' runs no kernel).
    besides = "" if custom and runtime != "onnxruntime" else runtime
    chosen = also_in(
        names, _REGISTRY_NAMES.get(besides, besides), default=True, installed=True
    )
    missing = sorted(custom - bodies)
    if not missing:
        return chosen
    for declared in chosen:
        warnings.warn(
            f"{exported.name}, {where}: not run in {declared.NAME}: "
            f"{', '.join(missing)} has no ONNX function body (the spec's target.body), "
            "and only the test's kernel runs it",
            RuntimeNotRun,
            stacklevel=3,
        )
    return ()


class _CouldNotRun(AssertionError):
    """A runtime refused the model or failed running it (not: it ran and differs)."""


def limits_here(
    runtime_limits, case: str, opset: int, exporter: str
) -> dict[str, Mapping]:
    """The declarations (by runtime) that cover `case` at `opset` in `exporter`'s model;
    a runtime's is one declaration or a tuple of them (the build lets one cover a case)."""
    return {
        runtime: limit
        for runtime, declared in (runtime_limits or {}).items()
        for limit in ((declared,) if isinstance(declared, Mapping) else declared)
        if case in limit["cases"] and holds_here(limit, opset, exporter)
    }


def holds_here(limit: Mapping, opset: int, exporter: str) -> bool:
    """Whether a declaration holds at `opset`, in `exporter`'s model, on this CPU."""
    return (
        opset < limit.get("below_opset", opset + 1)
        and exporter in limit.get("exporters", (exporter,))
        and cpu.isa() in limit.get("isa", (cpu.isa(),))
    )


def _expect_limit(
    exported, rtol, atol, where: str, limits, declared=None, name: str = ""
) -> None:
    """The case in a runtime (`declared`, or the registry's runtime `name`) the spec
    declares it fails (`kind` "fails") or differs in ("differs"): that failure expected,
    and an error naming the declaration where the case passes, or fails the other way."""
    from . import runtimes as registry

    declared = declared or registry.runtime(name)
    limit = limits[declared.NAME]
    isa = f" on {', '.join(limit['isa'])}" if "isa" in limit else ""
    said = f"the spec's runtimes: {declared.NAME}: {limit['kind']}{isa} ({limit['reason']})"
    if limit["kind"] == "unstable":
        _unstable(exported, rtol, atol, where, declared, said)
        return
    try:
        check_in(declared, exported, rtol, atol, where)
    except _CouldNotRun as error:
        if limit["kind"] != "fails":
            raise AssertionError(f"{error}; {said} says it runs and differs") from None
        return
    except AssertionError as error:
        if limit["kind"] != "differs":
            raise AssertionError(f"{error}; {said} says it fails to run") from None
        return
    raise AssertionError(
        f"{exported.name}, {where}: {registry.label(declared)} passes, where {said}: remove "
        "the case from the declaration"
    )


def _unstable(exported, rtol, atol, where: str, declared, said: str) -> None:
    """A case whose numbers a runtime gives differently from run to run: it must run
    there; its numbers are not held either way, which a warning says."""
    try:
        check_in(declared, exported, rtol, atol, where)
    except _CouldNotRun as error:
        raise AssertionError(f"{error}; {said} says it runs") from None
    except AssertionError:
        pass
    warnings.warn(
        f"{exported.name}, {where}: {declared.NAME}'s numbers not compared: {said}",
        RuntimeNotRun,
        stacklevel=3,
    )


def check_in(declared, case: Exported, rtol: float, atol: float, where: str) -> None:
    """The case's model in one more runtime, each output within the tolerances (of the
    dtype the runtime computes it in, said in the message) of eager's."""
    from . import runtimes

    try:
        actual = declared.run(case.proto, case.feeds)
    except runtimes.RuntimeFailure as error:
        raise _CouldNotRun(
            f"{case.name}, {where}: {runtimes.label(declared)} could not run the model: "
            f"{error}"
        ) from None
    assert len(actual) == len(case.expected), (
        f"{case.name}, {where}: {declared.NAME} gave {len(actual)} outputs, "
        f"torch {len(case.expected)}"
    )
    as_computed = None
    for i, (got, want) in enumerate(zip(actual, case.expected)):
        dtype = str(want.dtype).removeprefix("torch.")
        r, a = tolerances_for(dtype, rtol, atol)
        r, a, narrowed = runtimes.tolerances(declared, dtype, r, a)
        computed = f" (it computes {dtype} in {narrowed})" if narrowed else ""
        differs = f"{case.name} output {i}, {where}: {runtimes.label(declared)} differs from torch"
        try:
            _assert_output(got, want, r, a, differs + computed)
        except AssertionError:
            # What the runtime promises is torch's answer in the narrower dtype: values
            # beyond its range or precision (a bin edge, an overflow) are that answer.
            as_computed = as_computed or _eager_as_computed(declared, case)
            if not as_computed:
                raise
            want = runtimes.as_computed(declared, as_computed[i], want.dtype)
            _assert_output(
                got,
                want,
                r,
                a,
                f"{differs}, also computing {runtimes.narrowing(declared)}",
            )


def _eager_as_computed(declared, case: Exported) -> list[torch.Tensor] | None:
    """Eager's outputs on the inputs cast to the dtypes `declared` computes them in
    (OpenVINO: float64 in float32); None where no input narrows, or eager refuses them
    narrowed."""
    from . import runtimes

    tensors = runtimes.narrowed_inputs(declared, case.tensors)
    if tensors is None:
        return None
    try:
        with torch.no_grad():
            outputs = case.model(*tensors)
    except RuntimeError:  # an op that takes only the wide dtype: no second comparison
        return None
    return list(outputs) if isinstance(outputs, tuple | list) else [outputs]


def _call(source, args, kwargs) -> tuple[torch.nn.Module, tuple, str]:
    """The call as a module of its tensors, the tensors (sampled from their specs), and
    the call's name in messages."""
    args = tuple(_dtype_value(v) for v in args)
    kwargs = {k: _dtype_value(v) for k, v in (kwargs or {}).items()}
    generator = torch.Generator().manual_seed(SEED)
    specs = _tensor_specs((*args, *kwargs.values()))
    tensors = tuple(sample(s, generator) for s in specs)
    views = [i for i, t in enumerate(tensors) if t.is_complex()]
    tensors = tuple(real_views(t) for t in tensors)
    function = resolve_op(source) if isinstance(source, str) else source
    name = (
        source if isinstance(source, str) else getattr(source, "__name__", repr(source))
    )
    return _CallOp(function, args, kwargs, views).eval(), tensors, name


def _assert_close(actual, expected, rtol, atol, differs: str, name: str) -> None:
    """Each output ONNX gave matches eager's (`differs`: what a mismatch is)."""
    assert len(actual) == len(expected), (
        f"ONNX gave {len(actual)} outputs, torch {len(expected)}"
    )
    for i, (got, want) in enumerate(zip(actual, expected)):
        r, a = tolerances_for(str(want.dtype).removeprefix("torch."), rtol, atol)
        _assert_output(got, want, r, a, f"{name} output {i}, {differs}")


def _assert_output(got, want: torch.Tensor, rtol, atol, differs: str) -> None:
    """One output against eager's: its dtype and shape, then its values. assert_allclose
    alone takes a float32 output for a float64 one, and a 0-dim output for any shape (a
    runtime's scalar where eager is empty)."""
    got = np.asarray(got)
    expected = str(want.dtype).removeprefix("torch.")
    assert got.dtype.name == expected, (
        f"{differs}: dtype {got.dtype.name}, eager {expected}"
    )
    assert got.shape == tuple(want.shape), (
        f"{differs}: shape {list(got.shape)}, eager {list(want.shape)}"
    )
    np.testing.assert_allclose(
        got, want.numpy(), rtol=rtol, atol=atol, equal_nan=True, err_msg=differs
    )


def tolerances_for(dtype: str, rtol: float, atol: float) -> tuple[float, float]:
    """A case's (rtol, atol) for an output of `dtype`: never tighter than what the dtype
    holds (LEAST_TOLERANCES)."""
    least_rtol, least_atol = LEAST_TOLERANCES.get(dtype, (0.0, 0.0))
    return max(rtol, least_rtol), max(atol, least_atol)


def _exported(model, tensors, export, opset, path, options, refuses, refused) -> bool:
    """Whether `export` wrote the model; False where the mapping refused it as the test
    case says it does (with an error saying `refused`, when given)."""
    try:
        export(model, tensors, str(path), opset_version=opset, **options)
    except Exception as error:
        refused_by = refusal(error) if refuses else None
        if refused_by is not None and (refused is None or refused in str(refused_by)):
            return False
        raise
    return True


def _as_accurate_as_torch(
    name, model, tensors, expected, actual, export, exporter, opset, path
) -> None:
    """A mapping that replaces torch's own conversion is at least as accurate as it,
    where torch's is right: torch's model of the same call, without the package's
    mappings, is exported, run and set beside the mapping's (harm.verdict)."""
    package = importlib.import_module(export.__module__)
    path = Path(path)
    side = harm.Side(exporter, opset, path.with_name(f"torch-{path.name}"))
    with harm.unregistered(package):
        (theirs,) = side.outcomes(
            [harm.Call(name, model, tensors)], [expected], torch.onnx.export
        )
    ours = harm.Outcome("ok", **harm.errors(actual, expected))
    verdict, reason = harm.verdict(theirs, ours)
    assert verdict != "harm", (
        f"{name}, {exporter} exporter at opset {opset}: {reason}\n"
        f"    torch's own conversion: {theirs}\n    the mapping's: {ours}"
    )


def _onnxruntime(proto: onnx.ModelProto, feeds, kernels) -> list[np.ndarray]:
    session = ort_runtime.check_session(proto.SerializeToString())
    return session.run(None, feeds)


def _onnx_reference(proto: onnx.ModelProto, feeds, kernels) -> list[np.ndarray]:
    """onnx's reference evaluator, with the kernels as implementations of the custom ops."""
    from onnx.reference import ReferenceEvaluator
    from onnx.reference.op_run import OpRun

    def op_class(qualified: str, kernel: Callable) -> type:
        domain, op_type = qualified.split("::")

        def run(self, *inputs, **attributes):
            return (kernel(*inputs, **attributes),)

        return type(op_type, (OpRun,), {"op_domain": domain, "_run": run})

    new_ops = [op_class(name, _import(ref)) for name, ref in kernels.items()]
    # The kernels run the custom ops, not their bodies (ONNX Runtime too prefers a kernel).
    model = onnx.ModelProto()
    model.CopyFrom(proto)
    kept = [f for f in model.functions if _qualified(f.domain, f.name) not in kernels]
    del model.functions[:]
    model.functions.extend(kept)
    return ReferenceEvaluator(model, new_ops=new_ops).run(None, feeds)


def _onnxruntime_extensions(proto: onnx.ModelProto, feeds, kernels) -> list[np.ndarray]:
    """ONNX Runtime, running the custom ops as onnxruntime-extensions Python ops.

    Those live in one domain of the extensions' own (their attributes are scalars), so the
    custom nodes are moved there in a copy of the model.
    """
    from onnxruntime_extensions import PyCustomOpDef, get_library_path, onnx_op

    contrib = "ai.onnx.contrib"
    tensor = onnx.TensorProto
    dtype = {
        tensor.FLOAT: PyCustomOpDef.dt_float,
        tensor.DOUBLE: PyCustomOpDef.dt_double,
        tensor.FLOAT16: PyCustomOpDef.dt_float16,
        tensor.INT64: PyCustomOpDef.dt_int64,
        tensor.INT32: PyCustomOpDef.dt_int32,
        tensor.INT8: PyCustomOpDef.dt_int8,
        tensor.UINT8: PyCustomOpDef.dt_uint8,
        tensor.BOOL: PyCustomOpDef.dt_bool,
    }
    attribute_type = {
        onnx.AttributeProto.INT: PyCustomOpDef.dt_int64,
        onnx.AttributeProto.FLOAT: PyCustomOpDef.dt_float,
        onnx.AttributeProto.STRING: PyCustomOpDef.dt_string,
    }
    model = onnx.ModelProto()
    model.CopyFrom(proto)
    types = _value_types(model)
    for node in model.graph.node:
        kernel = kernels.get(_qualified(node.domain, node.op_type))
        if kernel is None:
            continue
        node.domain = contrib
        dtypes = [dtype[types[name]] for name in node.input if name]
        attributes = {a.name: attribute_type[a.type] for a in node.attribute}
        key = (node.op_type, kernel, tuple(dtypes), tuple(sorted(attributes.items())))
        if key not in _ORTX_REGISTERED:
            onnx_op(
                op_type=node.op_type,
                inputs=dtypes,
                outputs=dtypes[:1],
                attrs=attributes,
            )(_import(kernel))
            _ORTX_REGISTERED.add(key)
    # A custom op's body moves with it: ONNX Runtime runs the registered kernel and leaves
    # the model-local function unused (it prefers a kernel).
    for function in model.functions:
        if _qualified(function.domain, function.name) in kernels:
            function.domain = contrib
    model.opset_import.append(onnx.helper.make_opsetid(contrib, 1))
    options = ort_runtime.check_options()
    options.register_custom_ops_library(get_library_path())
    session = ort_runtime.check_session(model.SerializeToString(), options)
    return session.run(None, feeds)


def runtime_for(proto: onnx.ModelProto, kernels: Mapping[str, str]) -> str:
    """The runtime of RUNTIMES for a model: ONNX's reference evaluator when it holds a
    custom op that `kernels` (`domain::Op` → module:callable) runs, else ONNX Runtime."""
    custom = any(f"{n.domain}::{n.op_type}" in kernels for n in proto.graph.node)
    return "onnx-reference" if custom else "onnxruntime"


RUNTIMES = {
    "onnxruntime": _onnxruntime,
    "onnxruntime-extensions": _onnxruntime_extensions,
    "onnx-reference": _onnx_reference,
}
_ORTX_REGISTERED: set = set()
# RUNTIMES' names for the runtimes of `runtime.runtimes`.
_REGISTRY_NAMES = {"onnx-reference": "reference"}


def _import(reference: str) -> Callable:
    module, name = reference.split(":")
    return getattr(importlib.import_module(module), name)


def _value_types(proto: onnx.ModelProto) -> dict[str, int]:
    """Element type of every value of the graph that shape inference can tell."""
    inferred = onnx.shape_inference.infer_shapes(proto).graph
    types = {i.name: i.data_type for i in inferred.initializer}
    for value in [*inferred.input, *inferred.value_info, *inferred.output]:
        types[value.name] = value.type.tensor_type.elem_type
    for node in inferred.node:  # Constant nodes
        for attribute in node.attribute:
            if node.op_type == "Constant" and attribute.name == "value":
                types[node.output[0]] = attribute.t.data_type
    return types


def _callable_name(function: Callable) -> str:
    owner = getattr(function, "__self__", None)  # Function.apply: name the Function
    return (
        owner.__name__
        if isinstance(owner, type)
        else getattr(function, "__name__", "?")
    )


def _qualified(domain: str, op: str) -> str:
    return f"{domain}::{op}" if domain else op


def _dtype_value(value):
    """A spec names a dtype arg's value as text (`dtype: float64`); the op takes
    torch.float64."""
    found = getattr(torch, value, None) if isinstance(value, str) else None
    return found if isinstance(found, torch.dtype) else value
