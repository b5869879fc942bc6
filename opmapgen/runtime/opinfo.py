"""PyTorch's own test data driven through a mapping: every OpInfo sample of the source op, for
one input dtype, exported with both exporters, run in ONNX Runtime and compared with eager.

A sample either matches eager (values, dtype and shape, with torch.testing's tolerances for
the dtype; NaN equals NaN, a finite value never equals inf) or its export is refused by the
mapping (`contract.UnsupportedInput`): for args a guard or the variants refuse, always; by
the dtype contract, only for a dtype the mapping does not claim. Anything else is a
failure: an export error, a model that is invalid ONNX or that ONNX Runtime refuses, a
mismatch, or an export that never called the mapping (another symbolic or translation
handled the op).

Samples of the same shapes and args share one exported model and one ONNX Runtime session.
The TorchScript exporter runs on every sample at each of `opsets` (samples of over
LARGE_SAMPLE elements at the first only); the dynamo exporter, which
takes about a second per export, on the first sample and on the first sample of each kind of
edge value (empty, zero-dimensional, inf or NaN), with all samples of the same shapes.

The dynamo exporter's graph optimizer (onnxscript's, on by default) runs on the spec's own
cases and on the OpInfo exports of float16 and bfloat16 samples, where its rewrites can change
values (a Cast pair it drops would skip a rounding). On the other dtypes' samples it is left
out, coverage traded for time: on the special functions' large graphs it took most of the
dynamo exports' time (9 s an export for mvlgamma).
"""

from __future__ import annotations

import ctypes
import functools
import importlib.util
import math
import re
import sys
import tempfile
import unittest
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import onnxruntime
import pytest
import torch
from torch.testing._comparison import default_tolerances

from . import cpu, exporters, runtimes, sample_runs
from .contract import DELEGATED, USES, refusal
from .parity import holds_here, real_views
from .runtimes import onnxruntime as ort_runtime

MAX_REPORTED = 12
HANDED = (
    "handed to torch's own conversion, which gets it wrong (record the case in the "
    "spec's torch_wrong, or map it): "
)


@functools.cache
def opinfos(source: str) -> tuple:
    """The OpInfos of `ns::name[.overload]`, matched by aten name, name and aliases, and
    `nn.functional.name` (torch files the losses there)."""
    if not source.startswith("aten::"):
        return ()
    name = source.removeprefix("aten::").split(".")[0]
    try:
        from torch.testing._internal.common_methods_invocations import op_db
    except ImportError:  # it needs expecttest, a test dependency of torch's
        return ()
    _find_test_fn_cheaply()

    # torch.special's, torch.linalg's and torch.fft's OpInfos are named `special.i1`
    # (aten::special_i1), and so are aliases (matrix_exp's `linalg.matrix_exp`).
    return tuple(
        info
        for info in op_db
        if name in (info.name, info.aten_name)
        or name == info.name.replace(".", "_")
        or info.name == f"nn.functional.{name}"
        or name in (alias.name.replace(".", "_") for alias in info.aliases)
    )


def _find_test_fn_cheaply() -> None:
    """Give torch's OpInfo machinery a `extract_test_fn` that walks the frames as torch's
    does, without `inspect.stack()`, which reads the source lines of every frame: OpInfo
    looks for its unittest test case on each sample iterator it makes, and under pytest
    (deep stacks, no such case) that was an eighth of an OpInfo test's time."""
    from torch.testing._internal import common_utils
    from torch.testing._internal.opinfo import core

    original = getattr(common_utils, "extract_test_fn", None)
    if original is None or getattr(original, "opmapgen_frames", False):
        return

    def extract_test_fn():
        frame = sys._getframe(1)
        while frame is not None:
            self_val = frame.f_locals.get("self")
            if isinstance(self_val, unittest.TestCase):
                try:
                    *_, cls_name, test_name = self_val.id().rsplit(".", 2)
                    if cls_name == type(self_val).__name__ and test_name.startswith(
                        "test"
                    ):
                        return getattr(self_val, test_name).__func__
                except Exception:  # noqa: BLE001 - torch's gives None on any error
                    return None
            frame = frame.f_back
        return None

    extract_test_fn.opmapgen_frames = True
    extract_test_fn.__doc__ = original.__doc__
    for module in (common_utils, core):
        if getattr(module, "extract_test_fn", None) is original:
            module.extract_test_fn = extract_test_fn


def dtype_params(
    source: str, xfail: Mapping[str, str], claimed: Sequence[str] | None = None
) -> list:
    """One pytest param per dtype torch's OpInfo supports on CPU; an xfail is strict.

    `claimed`: a mapping with `other_dtypes: torch` tests only the dtypes it claims. Its
    samples of the others all export through torch's own conversion, which `opmapgen sweep`
    checks; exporting them here only to skip them cost minutes of the suite.
    """
    infos = opinfos(source)
    if not infos:
        reason = f"torch {torch.__version__} has no OpInfo for {source}"
        if importlib.util.find_spec("expecttest") is None:
            reason = "torch's OpInfo database needs expecttest: pip install expecttest"
        return [
            pytest.param(None, marks=pytest.mark.skip(reason=reason), id="no-opinfo")
        ]
    names = [n for n in supported_dtypes(source) if claimed is None or n in claimed]
    return [
        pytest.param(
            name,
            id=name,
            marks=[pytest.mark.xfail(strict=True, reason=xfail[name])]
            if name in xfail
            else [],
        )
        for name in names
    ]


def supported_dtypes(source: str) -> list[str]:
    """The dtypes torch's OpInfos of `source` support on the CPU, in a stable order."""
    return sorted(
        {_name(d) for info in opinfos(source) for d in info.supported_dtypes("cpu")},
        key=lambda n: (
            _DTYPE_ORDER.index(n) if n in _DTYPE_ORDER else len(_DTYPE_ORDER),
            n,
        ),
    )


def check_opinfo(
    *,
    source: str,
    mapping: str,
    dtype: str,
    dtypes: Sequence[str],
    opsets: Mapping[str, Sequence[int]],
    export: Callable,
    tolerance: Mapping[str, tuple[float, float, str]] | None = None,
    xfail: Mapping[str, str] | None = None,
    delegates: bool = False,
    reference: str | None = None,
    by_input: Mapping[str, Sequence[str]] | None = None,
    dtype_opsets: Mapping[str, int] | None = None,
    runtime_limits: Mapping[str, Mapping[str, Any]] | None = None,
) -> Tally:
    """Drive every OpInfo sample of `source` in `dtype` through the mapping; fail listing
    every case that neither matched eager nor was rightly refused.

    `dtypes` are the dtypes the mapping claims; `opsets` the opsets each exporter runs at,
    by its name (none, or empty: it is opted out).
    `tolerance` widens torch.testing's (rtol, atol) for a dtype, with the reason. `xfail`:
    exporters whose cases are known to fail in `dtype` (exporter → reason); strict.
    `delegates`: the op has other overloads, which the mapping leaves to torch's own
    conversion. Samples handed to torch (cases the mapping does not map) are compared like
    the rest: a wrong one is a case for the spec's `torch_wrong`. `reference`:
    `module:callable` that gives the expected results instead of the op
    (`test.opinfo_reference`). `dtype_opsets`: the first opset
    of a claimed dtype the mapping exports from a later opset on; below it, the dtype is
    one it does not claim (refused, or handed to torch's own conversion).
    Each model runs in every runtime the parity test runs (sample_runs);
    `runtime_limits` (the spec's `runtimes:`) says where its samples of a dtype fail,
    strictly (`expect_declared`).
    """
    limits = opinfo_limits(runtime_limits, dtype)
    tally = run_opinfo(
        source=source, mapping=mapping, dtype=dtype, claimed=dtype in dtypes,
        opsets=opsets, export=export, tolerance=tolerance,
        dtypes=dtypes, delegates=delegates, reference=reference, by_input=by_input,
        dtype_opsets=dtype_opsets, limits=limits,
    )  # fmt: skip
    where = f"{mapping} on {source} OpInfo samples of dtype {dtype}"
    if delegates and dtype in dtypes:
        # The dynamo exporter runs the edge-value samples only, which may all be of the
        # other overloads: the TorchScript exporter's run proves the mapping was reached.
        assert not tally.exporters or sum(tally.used.values()), (
            f"{where}: no sample called the mapping: every one went to torch's own "
            "conversion of another overload"
        )
    known = [f for f in tally.failures if _exporter(f) in (xfail or {})]
    tally.failures = [f for f in tally.failures if f not in known]
    assert not tally.failures, (
        f"{where}: {len(tally.failures)} of {tally.cases} cases failed:\n"
        + "\n".join(tally.failures[:MAX_REPORTED])
        + (
            f"\n... and {len(tally.failures) - MAX_REPORTED} more"
            if len(tally.failures) > MAX_REPORTED
            else ""
        )
    )
    assert tally.cases, f"{where}: no sample ran: " + (
        f"the dynamo exporter converted all {tally.delegated} as other ops (another "
        "overload, a decomposition), and the TorchScript exporter is opted out"
        if tally.delegated
        else "eager rejected all of them"
    )
    expect_declared(tally, limits, where)
    for exporter, reason in (xfail or {}).items():
        failed = [f for f in known if _exporter(f) == exporter]
        if not failed:
            raise AssertionError(
                f"{where}: the {exporter} exporter passes every case, but the spec "
                f"lists it as a known failure ({reason}); remove that xfail"
            )
        pytest.xfail(f"{exporter} exporter, {len(failed)} cases: {reason}")
    return tally


def opinfo_limits(
    runtime_limits, dtype: str
) -> dict[str, tuple[Mapping[str, Any], ...]]:
    """The spec's `runtimes:` declarations that cover the OpInfo samples of `dtype` (their
    `opinfo`: True, every dtype's, or a tuple of dtypes) on this CPU (their `isa`), by
    runtime (whose declarations are one, or a tuple of them)."""
    found: dict[str, tuple[Mapping[str, Any], ...]] = {}
    for runtime, declared in (runtime_limits or {}).items():
        for limit in (declared,) if isinstance(declared, Mapping) else declared:
            if cpu.isa() not in limit.get("isa", (cpu.isa(),)):
                continue
            if limit.get("opinfo") is True or dtype in (limit.get("opinfo") or ()):
                found[runtime] = (*found.get(runtime, ()), limit)
    return found


def expect_declared(tally: Tally, limits, where: str) -> None:
    """Strict: a runtime whose OpInfo samples a declaration covers must fail there the
    declared way (where it ran any): one that runs them all as torch does fails."""
    for runtime, declared in limits.items():
        if tally.ran[runtime] and not tally.declared[runtime]:
            said = "; ".join(f"{d['kind']} ({d['reason']})" for d in declared)
            raise AssertionError(
                f"{where}: {runtime} runs every sample as torch does, where the spec's "
                f"runtimes: {runtime}: {said} covers them: remove this dtype from its "
                "opinfo"
            )


def run_opinfo(
    *,
    source: str,
    mapping: str | None,
    dtype: str,
    claimed: bool,
    opsets: Mapping[str, Sequence[int]],
    export: Callable,
    tolerance: Mapping[str, tuple[float, float, str]] | None = None,
    dtypes: Sequence[str] = (),
    delegates: bool = False,
    reference: str | None = None,
    by_input: Mapping[str, Sequence[str]] | None = None,
    dtype_opsets: Mapping[str, int] | None = None,
    limits: Mapping[str, tuple[Mapping[str, Any], ...]] | None = None,
) -> Tally:
    """Every OpInfo sample of `source` in `dtype` through `export`; what happened.

    `dtypes`: all the mapping claims, so that a sample mixing in an input of another
    dtype, which the mapping refuses, counts as rightly refused; `by_input`: those it
    claims by tensor input, where the spec gives them so; at an opset below a dtype's
    own first (`dtype_opsets`), the mapping does not claim it. `limits`: the spec's
    `runtimes:` that cover `dtype` (`opinfo_limits`), by runtime.

    With `mapping` None, no mapping is checked for: this tries torch's own conversion, and
    an export that fails (torch raising) is tallied in `unsupported`, not as a failure.
    """
    torch_dtype = getattr(torch, dtype)
    # The spec's tolerance for the input dtype, else torch.testing's for each output's.
    rtol, atol, _why = (tolerance or {}).get(dtype) or (None, None, "")
    tally = Tally()
    with tempfile.TemporaryDirectory(prefix="opmapgen-opinfo-") as folder:
        run = _Run(
            mapping, claimed, dtypes, export, Path(folder) / "m.onnx", rtol, atol, tally
        )
        run.delegates, run.dtype, run.limits = delegates, dtype, limits or {}
        # torch's own conversions (`sweep`, no mapping) are surveyed in ONNX Runtime only;
        # a mapping's own samples run in every runtime its parity test runs.
        run.every_runtime = mapping is not None
        run.by_input = {name: frozenset(d) for name, d in (by_input or {}).items()}
        # torch's own conversions (`sweep`) are checked as users export them.
        run.optimize = mapping is None or torch_dtype in (torch.float16, torch.bfloat16)
        runs = {name: tuple(opsets.get(name, ())) for name in exporters.names()}
        own = own_dtypes(source, dtypes, by_input)
        # A mapping that leaves samples to torch and has no run by an exporter that always
        # calls it, to prove it is reached, also gets a group of each way of passing
        # tensors (`x ** 2` and `x ** y` are two overloads).
        layouts = delegates and not any(
            runs[e.NAME] for e in exporters.declarations() if not e.CONVERTS_UNMAPPED
        )
        for info in opinfos(source):
            expect = _callable(reference) if reference else info.op
            groups = list(_groups(info, torch_dtype, expect, own).values())
            tally.cast += sum(bool(s.cast) for group in groups for s in group)
            for declared in exporters.declarations():
                for opset in runs[declared.NAME]:
                    run.at(opset, dtype_opsets or {})
                    run.exporter_cases(declared, info.op, groups, opset, layouts, runs)
    return tally


def _exporter(failure: str) -> str | None:
    """The exporter a failure message names (`..., dynamo exporter at opset 18: ...`)."""
    names = "|".join(map(re.escape, exporters.names()))
    found = re.search(rf", ({names}) exporter at opset", failure)
    return found.group(1) if found else None


# Elements beyond which a sample (OpInfo's large-tensor ones, a million elements) runs at the
# TorchScript exporter's first opset only: at the others it exercises the same graph as the
# small samples, and running and comparing it is most of a dtype's cost.
LARGE_SAMPLE = 100_000


@dataclass
class Tally:
    """What one dtype's run did: cases (a sample through one exporter at one opset)."""

    cases: int = 0
    matched: int = 0
    refused: int = 0
    exports: int = 0
    failures: list[str] = field(default_factory=list)
    # By exporter: cases exported, and cases whose export called the mapping.
    exporters: Counter[str] = field(default_factory=Counter)
    used: Counter[str] = field(default_factory=Counter)
    delegated: int = 0  # samples of other overloads, left to torch's own conversion
    # Samples with an input cast to a dtype of its own (the spec's dtypes by input).
    cast: int = 0
    # Without a mapping: exports torch refused (it raised), each with its first line.
    unsupported: list[str] = field(default_factory=list)
    # By runtime: models run (or refused), and failures the spec's `runtimes:` declares.
    ran: Counter[str] = field(default_factory=Counter)
    declared: Counter[str] = field(default_factory=Counter)


@dataclass
class _Sample:
    number: int
    tensors: tuple[torch.Tensor, ...]
    expected: tuple[torch.Tensor, ...]
    edge: frozenset[str]  # the edge values it holds: empty, scalar, inf or nan
    template: tuple  # the call with _TENSOR where each tensor goes
    cast: str = ""  # which input was cast to a dtype of its own (`weights as float32`)
    expect: Callable | None = None  # what gave `expected` (for narrowed inputs)

    def expected_narrowed(self, declared) -> tuple[torch.Tensor, ...] | None:
        """Eager's outputs on the inputs cast to the dtypes `declared` computes them in
        (OpenVINO: float64 in float32), as the runtime gives them in the outputs' dtypes
        (`runtimes.as_computed`); None where no input narrows or eager refuses them
        narrowed."""
        tensors = runtimes.narrowed_inputs(declared, self.tensors)
        if tensors is None or self.expect is None:
            return None
        first, args, kwargs = _fill(self.template, iter(tensors))
        try:
            with torch.no_grad():
                outputs = self.expect(first, *args, **kwargs)
        except Exception:  # noqa: BLE001 - an op that takes only the wide dtype
            return None
        outputs = outputs if isinstance(outputs, list | tuple) else (outputs,)
        if len(outputs) != len(self.expected) or not all(map(torch.is_tensor, outputs)):
            return None
        outputs = real_views(outputs)
        return tuple(
            runtimes.as_computed(declared, o, e.dtype)
            for o, e in zip(outputs, self.expected)
        )


class _Call(torch.nn.Module):
    """forward(*tensors) calls the op with the sample's non-tensor args in place."""

    def __init__(self, op: Callable, template: tuple[Any, tuple, dict]):
        super().__init__()
        self.op, self.template = op, template

    def forward(self, *tensors):
        supply = iter(tensors)
        first, args, kwargs = _fill(self.template, supply)
        return real_views(self.op(first, *args, **kwargs))


class _Calls(torch.nn.Module):
    """forward(*tensors) calls the op once per (template, tensor count), in turn, and returns
    every output: several samples in one exported model."""

    def __init__(self, op: Callable, calls: list[tuple[tuple, int]]):
        super().__init__()
        self.op, self.calls = op, calls

    def forward(self, *tensors):
        supply = iter(tensors)
        outputs = []
        for template, _count in self.calls:
            first, args, kwargs = _fill(template, supply)
            result = real_views(self.op(first, *args, **kwargs))
            outputs += list(result) if isinstance(result, list | tuple) else [result]
        return tuple(outputs)


_TENSOR = object()  # where a sample's tensors go in its template
# ...where a complex one goes, fed as its real view (a model has no complex inputs)
_VIEW = object()


def _fill(template, supply):
    first, args, kwargs = template

    def take(value):
        if value is _TENSOR:
            return next(supply)
        if value is _VIEW:
            return torch.view_as_complex(next(supply))
        if isinstance(value, list | tuple) and (_TENSOR in value or _VIEW in value):
            return type(value)(take(v) for v in value)
        return value

    return take(first), [take(a) for a in args], {k: take(v) for k, v in kwargs.items()}


def _tensor_list(value) -> bool:
    """Whether `value` is a list of tensors (some perhaps None), as `Tensor?[]` takes."""
    return (
        isinstance(value, list | tuple)
        and any(map(torch.is_tensor, value))
        and all(v is None or torch.is_tensor(v) for v in value)
    )


def _callable(reference: str) -> Callable:
    module, _, name = reference.partition(":")
    return getattr(importlib.import_module(module), name)


def _groups(
    info, dtype: torch.dtype, expect: Callable, own: _OwnDtypes | None = None
) -> dict[tuple, list[_Sample]]:
    """The samples eager accepts, grouped by what an exported model is specialised to;
    `expect` gives each one's expected results (the op itself, or the spec's reference).
    With `own`, each sample also comes with its inputs cast to their own dtypes."""
    groups: dict[tuple, list[_Sample]] = {}
    samples = info.reference_inputs("cpu", dtype, requires_grad=False)
    for number, sample in enumerate(samples):
        # The generator may write into a sample's tensors after yielding it (inf and NaN
        # into reused ones): a copy keeps what eager was given.
        sample = sample.transform(lambda t: t.clone() if torch.is_tensor(t) else t)
        given = (sample.input, tuple(sample.args), dict(sample.kwargs))
        for call, cast in own.variants(given) if own else [(given, "")]:
            found = _sample(number, call, expect, cast)
            if found is not None:
                key = (
                    tuple((tuple(t.shape), t.dtype) for t in found.tensors),
                    repr(found.template),
                )
                groups.setdefault(key, []).append(found)
    return groups


def _sample(number: int, call: tuple, expect: Callable, cast: str) -> _Sample | None:
    """The call `(input, args, kwargs)` as a sample, or None where it is not one an
    exported model can take, or eager rejects it."""
    first, args, kwargs = call
    values = (first, *args, *kwargs.values())
    if any(
        isinstance(v, list | tuple)
        and any(map(torch.is_tensor, v))
        and not _tensor_list(v)
        for v in values
    ):
        return None  # tensors mixed with other things in a list
    tensors = tuple(
        t for v in values for t in (v if _tensor_list(v) else [v]) if torch.is_tensor(t)
    )
    if not tensors:
        return None  # Python numbers only: the tracer folds the call to a constant

    def mark(value):
        if _tensor_list(value):
            return type(value)(mark(v) for v in value)
        if not torch.is_tensor(value):
            return value
        return _VIEW if value.is_complex() else _TENSOR

    template = (
        mark(first),
        tuple(mark(a) for a in args),
        {k: mark(v) for k, v in kwargs.items()},
    )
    try:
        with torch.no_grad():
            expected = expect(first, *args, **kwargs)
    except Exception:  # noqa: BLE001 - a sample this torch build rejects
        return None
    expected = tuple(expected) if isinstance(expected, list | tuple) else (expected,)
    if not all(torch.is_tensor(e) for e in expected):
        return None
    tensors, expected = real_views(tensors), real_views(expected)
    edge = frozenset(
        kind
        for t in tensors
        for kind, present in (
            ("empty", t.numel() == 0),
            ("scalar", t.dim() == 0),
            ("inf or nan", t.is_floating_point() and not torch.isfinite(t).all()),
        )
        if present
    )
    return _Sample(number, tensors, expected, edge, template, cast, expect)


@dataclass(frozen=True)
class _OwnDtypes:
    """A spec's dtypes by tensor input (`dtypes: {input: [...], weights: [...]}`): what
    the OpInfo samples are cast to, so that each input is tried in its own dtypes, not
    only in the dtype of the run (OpInfo gives bincount's weights in the input's dtype,
    integers only, never the float weights the mapping claims)."""

    names: tuple[str, ...]  # the op's args by position, as the spec names them
    dtypes: Mapping[str, frozenset[str]]  # by tensor input
    tested: frozenset[str]  # the dtypes OpInfo runs the op in
    given: frozenset[str]  # the inputs the spec gives dtypes of its own

    def variants(self, call: tuple) -> list[tuple[tuple, str]]:
        """The call, then a copy with one tensor input cast to each dtype of its own that
        no run gives it (or, for an input the spec gives dtypes of its own, to each of
        them when the sample's is not one), each with what was cast (`weights as
        float32`)."""
        first, args, kwargs = call
        named = [(0, first), *enumerate(args, 1), *kwargs.items()]
        found = [(call, "")]
        for where, value in named:
            if isinstance(where, int):
                name = self.names[where] if where < len(self.names) else None
            else:
                name = where
            if not torch.is_tensor(value) or name not in self.dtypes:
                continue
            own, current = self.dtypes[name], _name(value.dtype)
            if current not in own and name not in self.given:
                continue  # the run's dtype, which the mapping refuses: as it comes
            for dtype in sorted(own - {current}, key=_DTYPE_ORDER.index):
                if current in own and dtype in self.tested:
                    continue
                cast = value.to(getattr(torch, dtype))
                found.append((_replaced(call, where, cast), f"{name} as {dtype}"))
        return found


def _replaced(call: tuple, where: int | str, value) -> tuple:
    """`call` (input, args, kwargs) with `value` at `where`: a position or a keyword."""
    first, args, kwargs = call
    if isinstance(where, str):
        return first, args, {**kwargs, where: value}
    if where == 0:
        return value, args, kwargs
    return first, (*args[: where - 1], value, *args[where:]), kwargs


def own_dtypes(
    source: str, dtypes: Sequence[str], by_input: Mapping[str, Sequence[str]] | None
) -> _OwnDtypes | None:
    """The OpInfo runs' `_OwnDtypes` of a mapping that gives dtypes by input (`by_input`;
    every other tensor input takes `dtypes`); None for one that does not."""
    if not by_input:
        return None
    name, _, overload = source.partition(".")
    schemas = torch._C._jit_get_schemas_for_operator(name)
    schema = next((s for s in schemas if s.overload_name == overload), None)
    if schema is None:
        return None
    # The spec calls an op's `self` input.
    names = tuple("input" if a.name == "self" else a.name for a in schema.arguments)
    own = {
        name: frozenset(by_input.get(name, dtypes))
        for name, a in zip(names, schema.arguments)
        if "Tensor" in str(a.type)
    }
    tested = frozenset(supported_dtypes(source))
    return _OwnDtypes(names, own, tested, frozenset(by_input))


class _Run:
    """Cases of one dtype: each exports once and runs every sample it covers."""

    def __init__(self, mapping, claimed, dtypes, export, path, rtol, atol, tally):
        self.mapping, self.claimed, self.export, self.path = (
            mapping,
            claimed,
            export,
            path,
        )
        self.rtol, self.atol, self.tally = rtol, atol, tally
        self.refused: set[tuple[str, int]] = set()
        self.dtypes = frozenset(dtypes)  # all the mapping claims (at this opset)
        self.all_dtypes, self.claims = self.dtypes, claimed
        self.dtype: str | None = None  # the dtype of the run's samples
        self.by_input: dict[str, frozenset] = {}  # ...by tensor input, if given so
        # Samples of other overloads go to torch (see check_opinfo).
        self.delegates = False
        self.optimize = True  # the dynamo exporter's graph optimizer
        self.opset = 0  # of the cases running now (`at`)
        self.exporter = ""  # and their exporter (`exporter_cases`)
        # Whether the model exported now is one every runtime runs (sample_runs.others):
        # of the exporter's newest opset, holding the first or an edge-value group.
        self.chosen = True
        # The spec's `runtimes:` that cover the run's dtype, by runtime (check_opinfo).
        self.limits: Mapping[str, tuple[Mapping[str, Any], ...]] = {}
        self.inputs: list[str] = []  # the last exported model's graph inputs
        self.every_runtime = True  # else ONNX Runtime only

    def at(self, opset: int, dtype_opsets: Mapping[str, int]) -> None:
        """Claim at `opset` only the dtypes exported there (`dtype_opsets`)."""
        self.opset = opset
        self.dtypes = frozenset(
            d for d in self.all_dtypes if opset >= dtype_opsets.get(d, opset)
        )
        self.claimed = self.claims and self.dtype in self.dtypes

    def called(self, exporter: str) -> str:
        """Whether the last export called the mapping ("mapping"), which handed the call
        to torch's own conversion ("torch"), or reached no mapping: the dynamo exporter
        converted other ops ("elsewhere"), or the TorchScript exporter never called the
        symbolic ("no one": a failure)."""
        self.tally.exporters[exporter] += 1
        if self.mapping is None:
            return "torch"
        if USES[self.mapping]:
            self.tally.used[exporter] += 1
            return "mapping"
        if DELEGATED[self.mapping]:  # a case it does not map: torch's own took it
            return "torch"
        # An exporter may convert other overloads, and ops torch.export decomposed the
        # call into, without asking the mapping (the spec's own cases prove that it is
        # registered); one that does not calls the mapping for every overload.
        converts = exporters.exporter(exporter).CONVERTS_UNMAPPED
        return "elsewhere" if converts else "no one"

    def delegated_failure(self, exporter: str) -> bool:
        """Whether an export that raised never reached the mapping but handed the op to
        torch's own conversion as the spec says."""
        if not self.delegates or self.mapping is None or USES[self.mapping]:
            return False
        converts = exporters.exporter(exporter).CONVERTS_UNMAPPED
        return converts or DELEGATED[self.mapping] > 0

    def skip_elsewhere(self, count: int) -> None:
        """Samples torch converted as other ops than the mapped one (another overload,
        a decomposition): no case of the mapping's, and not compared (`opmapgen sweep`
        checks torch's own conversions)."""
        self.tally.cases -= count
        self.tally.delegated += count

    def handed(self, called: str, count: int) -> str:
        """The prefix of the failures of samples the mapping handed to torch's own
        conversion (cases it does not map), which are compared all the same: a wrong one
        is a case torch gets wrong that the spec must record (`torch_wrong`, refused)."""
        if called != "torch" or self.mapping is None:
            return ""
        self.tally.delegated += count
        return HANDED

    def not_claimed(self, refused) -> bool:
        """Whether a refusal is of args a guard or the variants refuse, or of an input
        of a dtype the mapping does not claim for it (samples that mix dtypes)."""
        claimed = self.by_input.get(refused.input or "", self.dtypes) & self.dtypes
        return refused.kind == "args" or (
            refused.dtype is not None and refused.dtype not in claimed
        )

    def exporter_cases(self, declared, op, groups, opset, layouts, runs) -> None:
        """The cases of one exporter at `opset`: one that exports in about half a second
        (`BATCHED_TESTS`) exports the edge-value samples as one model; the others a
        model of every axis dynamic per ranks, with the large samples at their first
        opset only."""
        self.exporter = declared.NAME  # of the cases running now
        newest = opset == max(runs[declared.NAME])
        edges = _edge_groups(groups, layouts=layouts)
        if declared.BATCHED_TESTS:
            self.chosen = newest
            self.batch(op, edges, declared.NAME, opset)
            return
        edge_ids = {id(group) for group in edges}
        for same_ranks in _by_ranks(groups):
            self.chosen = newest and any(id(g) in edge_ids for g in same_ranks)
            self.case(
                op, same_ranks, declared.NAME, opset, dynamic=True,
                large=opset == runs[declared.NAME][0],
            )  # fmt: skip

    def case(self, op, groups, exporter, opset, dynamic=False, large=True) -> None:
        """Export `groups` (of samples of one template) as one model, then run each sample.

        With `dynamic`, every axis is dynamic, so that samples of other shapes but the same
        ranks share the model; if that export fails, each group of one shape gets its own.
        """
        samples = [s for group in groups for s in group]
        first = samples[0]
        where = f"{_describe(first)}, {exporter} exporter at opset {opset}"
        self.tally.cases += len(samples)
        if (exporter, opset) in self.refused:  # the dtype is refused: once is enough
            self.tally.refused += len(samples)
            return
        names = [f"input_{i}" for i in range(len(first.tensors))]
        axes = (
            _dynamic_axes(names, first.tensors) if dynamic and len(groups) > 1 else None
        )
        USES[self.mapping] = DELEGATED[self.mapping] = 0
        try:
            self.tally.exports += 1
            _export(
                self.export, _Call(op, first.template).eval(), first.tensors, self.path,
                exporter, opset, names, axes, self.optimize,
            )  # fmt: skip
        except Exception as error:  # noqa: BLE001 - every failure is reported, not raised
            if self.shapes_refused(error, op, groups, exporter, opset, axes):
                return
            if self.not_exported(error, samples, exporter, opset, axes, where):
                self.tally.cases -= len(samples)
                for group in groups:
                    self.case(op, [group], exporter, opset)
            return
        called = self.called(exporter)
        handed = self.handed(called, len(samples))
        if called == "elsewhere":
            self.skip_elsewhere(len(samples))
            return
        if called == "no one":
            self.fail(
                f"{where}: exported without calling the mapping's "
                f"{exporters.exporter(exporter).MAPPED_BY}: torch "
                "converted the op another way (is the mapping registered at this opset?)"
            )
            return
        runners = self._session(handed + where)
        if runners:
            at = f"{exporter} exporter at opset {opset}"
            self.compare_each(runners, samples, names, handed, at, large)

    def shapes_refused(self, error, op, groups, exporter, opset, axes) -> bool:
        """Whether a guard refused the args of an export of dynamic `axes` because it
        needs the shapes those hide (`sizes(input) is not None`): then the groups are
        tried with static shapes, as a model of fixed shapes exports them. The first
        alone says which: refused again, the args are refused whatever the shapes (the
        groups share them), and the others are counted so without an export each."""
        refused = refusal(error)
        if axes is None or refused is None or refused.kind != "args":
            return False
        self.tally.cases -= sum(map(len, groups))
        before = self.tally.refused
        self.case(op, [groups[0]], exporter, opset)
        if self.tally.refused > before:
            rest = sum(map(len, groups[1:]))
            self.tally.cases += rest
            self.tally.refused += rest
        else:
            for group in groups[1:]:
                self.case(op, [group], exporter, opset)
        return True

    def not_exported(self, error, samples, exporter, opset, axes, where) -> bool:
        """Tally an export of `samples` that raised `error`: rightly refused, torch's own
        conversion failing, or a failure. True: retry each group of one shape alone (an
        export of dynamic `axes` failed)."""
        refused = refusal(error)
        if refused is None and self.delegated_failure(exporter):
            # torch's own conversion of another overload raised: torch's, not the
            # mapping's (`opmapgen sweep` reports it).
            self.tally.cases -= len(samples)
            self.tally.delegated += len(samples)
        elif self.mapping is None and axes is None:
            self.tally.unsupported.append(f"{where}: {_first_line(error)}")
        elif refused is None and USES[self.mapping] == 0 and _complex_constant(error):
            # torch's TorchScript passes hold no complex number (a Python complex, a 0-dim
            # complex constant) and raise before any symbolic: torch's limit, not the
            # mapping's (a model exports with the number given as a tensor input).
            self.tally.cases -= len(samples)
            self.tally.delegated += len(samples)
        elif refused is not None and self.not_claimed(refused):
            # A guard or the variants refused these args, or the contract an input of a
            # dtype the mapping does not claim (samples that mix dtypes): right.
            self.tally.refused += len(samples)
        elif not self.claimed and (
            refused is not None or (axes is None and USES[self.mapping] == 0)
        ):
            # The mapping refused the dtype, or torch raised before calling it (no
            # complex32 in its exporters): an error either way, never a model.
            self.refused.add((exporter, opset))
            self.tally.refused += len(samples)
        elif axes is not None and (refused is None or self.mapping is None):
            return True
        else:
            what = "refused a dtype it claims" if refused else "export failed"
            self.fail(f"{where}: {what}: {_first_line(refused or error)}")
        return False

    def compare_each(self, runners, samples, names, handed, at, large) -> None:
        """Run each sample through the exported model in each runtime (`runners`) and
        compare it with eager (messages say `handed`, the sample, then `at`). Without
        `large`, samples of over LARGE_SAMPLE elements are left out (run at the first
        opset)."""
        for sample in samples:
            if not large and sum(t.numel() for t in sample.tensors) > LARGE_SAMPLE:
                self.tally.cases -= 1  # run at the first opset: the same graph, slower
                continue
            where = f"{handed}{_describe(sample)}, {at}"
            feeds = dict(zip(names, sample.tensors))
            self.run_samples(runners, feeds, [sample], handed, at, where)

    def run_samples(
        self, runners, feeds, samples, handed, at, where, compared=None
    ) -> None:
        """Run one model on `feeds` in each runtime; its outputs are the samples', in
        turn, each compared with eager (where `compared` is given, only the samples it
        holds: None at the others). A sample matches where every runtime matches."""
        compared = samples if compared is None else compared
        checked = [i for i, sample in enumerate(compared) if sample is not None]
        wrong: set[int] = set()  # the samples' indices
        feeds = {n: feeds[n] for n in self.inputs if n in feeds}
        if sum(t.numel() for t in feeds.values()) > LARGE_SAMPLE:
            # ONNX Runtime only: the others run the same graph on the small samples, and
            # the reference's numpy takes minutes on OpInfo's million-element samples
            # (90 s for pow's three of int64).
            runners = [r for r in runners if r.name == sample_runs.ONNX_RUNTIME]
        for runner in runners:
            self.tally.ran[runner.name] += 1
            try:
                outputs = iter(runner.run(feeds))
            except Exception as error:  # noqa: BLE001
                wrong.update(checked)
                if not _unverifiable(where, error):
                    message = f"{where}: {_failed(runner, error)}"
                    self.problem(runner.name, "fails", message)
                continue
            # ONNX Runtime's differences have always been unnamed; the others' name it.
            said = (
                "" if runner.name == sample_runs.ONNX_RUNTIME else f"{runner.label}: "
            )
            for index, sample in enumerate(samples):
                actual = [next(outputs) for _ in sample.expected]
                if compared[index] is None:
                    continue
                problem = _compare(
                    actual, sample.expected, self.rtol, self.atol, runner
                )
                if problem:
                    problem = _unless_narrowed(problem, actual, sample, self, runner)
                if problem:
                    wrong.add(index)
                    message = f"{handed}{_describe(sample)}, {at}: {said}{problem}"
                    self.problem(runner.name, "differs", message)
        self.tally.matched += len(checked) - len(wrong)

    def problem(self, runtime: str, kind: str, message: str) -> None:
        """A runtime that could not run a model ("fails") or whose output differs from
        eager's ("differs"): what the spec's `runtimes:` declares there is counted, the
        rest fails."""
        if any(
            limit["kind"] == kind and holds_here(limit, self.opset, self.exporter)
            for limit in self.limits.get(runtime, ())
        ):
            self.tally.declared[runtime] += 1
        else:
            self.fail(message)

    def batch(self, op, groups, exporter, opset) -> None:
        """Export the groups (of several shapes and args) as one model calling the op once
        per group, then run it on each group's samples in turn (samples of one group
        share the shapes and args a call is specialised to) and compare each: an export
        costs the dynamo exporter about half a second, and a compile OpenVINO's grows
        with the calls. If that export fails, each group gets its own (`case`), so that
        a failure or refusal is told apart."""
        if not call_per_group:
            groups = [[sample] for group in groups for sample in group]
        if len(groups) == 1:
            self.case(op, groups, exporter, opset)
            return
        samples = [sample for group in groups for sample in group]
        self.tally.cases += len(samples)
        if (exporter, opset) in self.refused:
            self.tally.refused += len(samples)
            return
        firsts = [group[0] for group in groups]
        names = [f"input_{i}" for i in range(sum(len(s.tensors) for s in firsts))]
        model = _Calls(op, [(s.template, len(s.tensors)) for s in firsts]).eval()
        USES[self.mapping] = DELEGATED[self.mapping] = 0
        try:
            self.tally.exports += 1
            _export(
                self.export,
                model,
                tuple(t for sample in firsts for t in sample.tensors),
                self.path,
                exporter,
                opset,
                names,
                optimize=self.optimize,
            )
        except Exception as error:  # noqa: BLE001 - each group again, alone, says which
            refused = refusal(error)
            if not self.claimed and refused is not None and refused.kind != "args":
                # The contract refused the dtype itself, which every sample has: retrying
                # each group would cost a dynamo export to learn the same.
                self.refused.add((exporter, opset))
                self.tally.refused += len(samples)
                return
            self.tally.cases -= len(samples)
            for group in groups:
                self.case(op, [group], exporter, opset)
            return
        where = f"samples {', '.join(str(s.number) for s in samples)}, {exporter} " + (
            f"exporter at opset {opset}"
        )
        called = self.called(exporter)
        handed = self.handed(called, len(samples))
        if called == "elsewhere":
            self.skip_elsewhere(len(samples))
            return
        if called == "no one":
            mapped_by = exporters.exporter(exporter).MAPPED_BY
            self.fail(f"{where}: exported without calling the mapping's {mapped_by}")
            return
        runners = self._session(handed + where)
        if not runners:
            return
        at = f"{exporter} exporter at opset {opset}"
        for turn in range(max(map(len, groups))):
            # A group with fewer samples runs its first again, not compared.
            turns = [group[turn] if turn < len(group) else None for group in groups]
            fed = [s or group[0] for s, group in zip(turns, groups)]
            feeds = dict(zip(names, (t for sample in fed for t in sample.tensors)))
            numbers = ", ".join(str(s.number) for s in turns if s is not None)
            where = f"{handed}samples {numbers}, {at}"
            self.run_samples(runners, feeds, fed, handed, at, where, turns)

    def _session(self, where: str) -> list[sample_runs.Runner]:
        """The exported model, checked, loaded in each runtime that takes it (none where
        it is invalid ONNX)."""
        proto = onnx.load(str(self.path))
        try:
            onnx.checker.check_model(proto, full_check=True)
        except Exception as error:  # noqa: BLE001
            self.fail(f"{where}: invalid ONNX: {_first_line(error)}")
            return []
        self.inputs = [i.name for i in proto.graph.input]
        # Samples handed to torch's own conversion are torch's models, which `sweep`
        # surveys in ONNX Runtime: the other runtimes check the mapping's.
        mapped = self.every_runtime and not where.startswith(HANDED)
        others = sample_runs.others(proto, self.chosen) if mapped else []
        try:
            session = ort_runtime.check_session(proto.SerializeToString())
        except Exception as error:  # noqa: BLE001
            self.tally.ran[sample_runs.ONNX_RUNTIME] += 1
            if not _unverifiable(where, error):
                message = (
                    f"{where}: ONNX Runtime refuses the model: {_first_line(error)}"
                )
                self.problem(sample_runs.ONNX_RUNTIME, "fails", message)
            # torch's own model is valid ONNX; this ONNX Runtime lacks a kernel for it
            # (bfloat16 Div on the CPU), which another runtime or device may have.
            return others
        return [sample_runs.onnx_runtime(functools.partial(_run, session)), *others]

    def fail(self, message: str) -> None:
        self.tally.failures.append(message)


def _failed(runner: sample_runs.Runner, error: BaseException) -> str:
    """What a runtime that raised said (a registry runtime's RuntimeFailure is its own
    one line)."""
    if runner.name == sample_runs.ONNX_RUNTIME:
        return f"ONNX Runtime failed: {_first_line(error)}"
    return f"{runner.label} could not run the model: {str(error)[:300]}"


def _complex_constant(error: BaseException) -> bool:
    """Whether torch's TorchScript exporter failed on a complex constant of the graph."""
    text = str(error)
    return "Unknown number type: complex" in text or (
        "ScalarType Complex" in text and "is an unexpected tensor scalar type" in text
    )


def _unverifiable(where: str, error: BaseException) -> bool:
    """Whether ONNX Runtime cannot run a model of torch's own conversion here (no kernel,
    or complex inputs its Python API cannot take): not the mapping's to prove."""
    text = str(error)
    return where.startswith(HANDED) and (
        "NOT_IMPLEMENTED" in text or "can't be converted to MLDataType" in text
    )


def _edge_groups(
    groups: list[list[_Sample]], layouts: bool = False
) -> list[list[_Sample]]:
    """The first group, and the first holding each kind of edge value not yet covered;
    with `layouts`, also the first of each set of positions that hold tensors."""
    chosen, covered = [], set()
    for index, group in enumerate(groups):
        kinds = set().union(*(s.edge for s in group))
        if layouts:
            kinds |= {_layout(s.template) for s in group}
        if index == 0 or kinds - covered:
            chosen.append(group)
            covered |= kinds
    return chosen


def _layout(template) -> tuple:
    """Which of a sample's args are tensors."""
    first, args, kwargs = template
    return tuple(v is _TENSOR for v in (first, *args, *kwargs.values()))


def _by_ranks(groups: list[list[_Sample]]) -> list[list[list[_Sample]]]:
    """Groups of one shape, gathered by the ranks and dtypes of their tensors and their
    non-tensor args: what one model with dynamic axes can serve."""
    gathered: dict[tuple, list[list[_Sample]]] = {}
    for group in groups:
        first = group[0]
        key = (tuple((t.dim(), t.dtype) for t in first.tensors), repr(first.template))
        gathered.setdefault(key, []).append(group)
    return list(gathered.values())


def _dynamic_axes(names: list[str], tensors) -> dict[str, dict[int, str]]:
    """Every axis of every tensor input dynamic, each named after its input."""
    return {
        n: {d: f"{n}_{d}" for d in range(t.dim())}
        for n, t in zip(names, tensors)
        if t.dim()
    }


def _describe(sample: _Sample) -> str:
    shapes = ", ".join(str(list(t.shape)) for t in sample.tensors) or "no tensors"
    extra = [repr(v) for v in (*sample.template[1], *sample.template[2].values())]
    extra = [v for v in extra if "object at" not in v]
    cast = f", {sample.cast}" if sample.cast else ""
    return f"sample {sample.number}{cast} ({shapes}{'; ' + ', '.join(extra) if extra else ''})"


def _export(
    export, model, tensors, path, exporter, opset, names, axes=None, optimize=True
) -> None:
    declared = exporters.exporter(exporter)
    options = {**declared.TORCH_OPTIONS, **declared.test_options(optimize)}
    if axes:
        options["dynamic_axes"] = axes
    export(model, tensors, str(path), opset_version=opset, input_names=names, **options)


# The dynamo exporter's batch calls the op once per group, whose samples run through it in
# turn; off: once per sample (bench/parity.py's "before").
call_per_group = True
# Outputs equal to eager's, bit for bit (NaN never is), pass without torch.testing's
# comparison; off: every output is compared by it (bench/parity.py's "before").
exact_first = True


def _compare(
    actual, expected, rtol: float, atol: float, runner: sample_runs.Runner | None = None
) -> str | None:
    """What is wrong with `actual` (from `runner`: at least the tolerances of a dtype it
    narrows an output's to), or None."""
    if len(actual) != len(expected):
        return f"ONNX gave {len(actual)} outputs, torch {len(expected)}"
    for i, (got, want) in enumerate(zip(actual, expected)):
        if got.dtype != want.dtype:
            return f"output {i} is {_name(got.dtype)}, torch gives {_name(want.dtype)}"
        if tuple(got.shape) != tuple(want.shape):
            return f"output {i} has shape {list(got.shape)}, torch {list(want.shape)}"
        if exact_first and torch.equal(got, want):
            continue  # what assert_close passes, without its isclose (a quarter of a run)
        r, a = (rtol, atol) if rtol is not None else default_tolerances(want)
        computed = ""
        if runner is not None:
            r, a, computed = sample_runs.tolerances(runner, want.dtype, r, a)
        try:
            torch.testing.assert_close(got, want, rtol=r, atol=a, equal_nan=True)
        except AssertionError as error:
            detail = " ".join(str(error).split())
            return f"output {i} differs from torch{computed}: {detail[:300]}"
    return None


def _unless_narrowed(problem: str, actual, sample: _Sample, run: _Run, runner):
    """None where `runner` narrows an input's dtype and `actual` matches eager on the
    inputs so narrowed: what the runtime promises, values beyond the narrower dtype's
    range or precision being that answer (parity's rule, never anything else); else the
    `problem`, saying where that was tried too."""
    narrowed = sample.expected_narrowed(runner.declared)
    if narrowed is None:
        return problem
    if not _compare(actual, narrowed, run.rtol, run.atol, runner):
        return None
    return (
        f"{problem}; and from torch on the inputs computed "
        f"{runtimes.narrowing(runner.declared)}"
    )


def _run(session, feeds: dict[str, torch.Tensor]) -> list[torch.Tensor]:
    """Run the session on torch tensors and return its outputs as torch tensors.

    ONNX Runtime's Python API takes and gives NumPy arrays, and NumPy has no bfloat16
    ("Numpy_type 256 can't be converted to MLDataType"): bfloat16 goes in as an OrtValue
    made from the tensor's bits, and comes out read from the OrtValue's buffer.
    """
    bfloat16 = "tensor(bfloat16)"
    if all(t.dtype != torch.bfloat16 for t in feeds.values()) and all(
        o.type != bfloat16 for o in session.get_outputs()
    ):
        arrays = session.run(None, {n: t.numpy() for n, t in feeds.items()})
        return [_tensor(np.asarray(a)) for a in arrays]
    values = {
        n: onnxruntime.OrtValue.ortvalue_from_numpy_with_onnx_type(
            t.contiguous().view(torch.uint16).numpy(),
            onnx_element_type=onnx.TensorProto.BFLOAT16,
        )
        if t.dtype == torch.bfloat16
        else onnxruntime.OrtValue.ortvalue_from_numpy(t.numpy())
        for n, t in feeds.items()
    }
    return [_from_ort(v) for v in session.run_with_ort_values(None, values)]


def _from_ort(value) -> torch.Tensor:
    if value.data_type() != "tensor(bfloat16)":
        return _tensor(value.numpy())
    shape = value.shape()
    count = math.prod(shape)
    bits = np.zeros(count, dtype=np.uint16)
    if count:  # a copy: the OrtValue owns the buffer and frees it
        ctypes.memmove(bits.ctypes.data, value.data_ptr(), count * 2)
    return torch.from_numpy(bits.reshape(shape)).view(torch.bfloat16)


def _tensor(array: np.ndarray) -> torch.Tensor:
    return torch.from_numpy(array.copy())


def _name(dtype: torch.dtype) -> str:
    return str(dtype).removeprefix("torch.")


def _first_line(error: BaseException) -> str:
    text = str(error).strip() or type(error).__name__
    lines = [line for line in text.splitlines() if line.strip()]
    # The dynamo exporter's own message is advice; the cause is in its summary.
    for line in lines:
        if line.startswith("<class") and "Error" in line:
            return line[:300]
    return f"{type(error).__name__}: {lines[0][:300]}"


_DTYPE_ORDER = [
    "bool", "uint8", "int8", "int16", "int32", "int64", "float16", "bfloat16", "float32",
    "float64", "complex32", "complex64", "complex128", "uint16", "uint32", "uint64",
    "float8_e4m3fn", "float8_e5m2",
]  # fmt: skip


def harm_calls(source: str, dtype: str, edges_only: bool = False) -> list:
    """The OpInfo samples of `source` in `dtype` as calls for `harm.compare`: the first of
    each group of the same shapes and args (of at most LARGE_SAMPLE elements), or with
    `edges_only` the first of each kind of edge value (as the dynamo runs take them)."""
    from .harm import Call

    calls = []
    for info in opinfos(source):
        groups = [
            group
            for group in _groups(info, getattr(torch, dtype), info.op).values()
            if sum(t.numel() for t in group[0].tensors) <= LARGE_SAMPLE
        ]
        for group in _edge_groups(groups, layouts=True) if edges_only else groups:
            sample = group[0]
            calls.append(
                Call(
                    f"OpInfo {info.name} sample {sample.number} ({dtype})",
                    _Call(info.op, sample.template),
                    sample.tensors,
                )
            )
    return calls
