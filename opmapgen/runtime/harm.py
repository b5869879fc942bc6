"""Do no harm: an export that torch gets right on its own must stay right once a generated
package is imported.

Each call (an op called one way: `x // 2`, `torch.softmax(x, -1, dtype=torch.float32)`) is
exported twice with the same exporter and opset, once with the package unregistered (torch
alone; the previous state is restored after) and once with it, and each model is checked
(`onnx.checker`, full check), run in ONNX Runtime and compared with eager: values within
torch.testing's tolerances of each output's dtype, dtype and shape. Each side is `ok` (with
its largest error), `refused` (the export raised; opmapgen's own refusal or not) or `wrong`
(an invalid model, one ONNX Runtime refuses or fails on, other numbers, dtype or shape).

The verdict: where torch alone is ok, the library must be ok and at least as accurate; where
it is not, the library must be ok, refuse with a mapping's reason, or leave torch's own
refusal as it was (the same error). A wrong model with the library is always a harm.

Calls are batched: one model calls every one of them and returns all their outputs, since
the dynamo exporter takes about half a second an export. Each call is a submodule of the
model, so that a failure (an export error, or an invalid node the checker or ONNX Runtime
names) is given to the call whose node it was; the rest are exported again, in halves. A
failure no node explains splits the batch in two until it is one call's.
"""

from __future__ import annotations

import contextlib
import re
import tempfile
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import numpy as np
import onnx
import torch

from . import exporters
from .contract import refusal
from .runtimes import onnxruntime as ort_runtime

# Where `compare` exports by default, by exporter (each declaration's COMPARE_OPSET).
OPSETS = {e.NAME: e.COMPARE_OPSET for e in exporters.declarations()}
# What two right conversions may differ by, in eps of an output's dtype at its largest
# magnitude: the order of float operations is theirs to choose.
ULPS = 8


@dataclass(frozen=True)
class Call:
    """An op called one way: `function(*tensors)` gives a tensor or a tuple of them."""

    name: str
    function: Callable
    tensors: tuple[torch.Tensor, ...]

    @classmethod
    def of(cls, function: Callable, *args, name: str | None = None, **kwargs) -> Call:
        """`function(*args, **kwargs)`, its tensor args becoming the model's inputs and
        the rest held fixed (a torch.nn.Module is a function too)."""
        tensors = tuple(v for v in (*args, *kwargs.values()) if torch.is_tensor(v))

        def call(*given):
            supply = iter(given)
            take = lambda v: next(supply) if torch.is_tensor(v) else v
            return function(
                *[take(a) for a in args], **{k: take(v) for k, v in kwargs.items()}
            )

        return cls(name or getattr(function, "__name__", repr(function)), call, tensors)


@dataclass(frozen=True)
class Outcome:
    """One side of a comparison."""

    status: str  # "ok", "refused" or "wrong"
    detail: str = ""  # why it was refused or is wrong
    abs_error: float = 0.0  # ok: the largest |ONNX - eager| over the finite elements
    rel_error: float = 0.0  # ok: the same, relative to eager's value where it is not 0
    slack: float = 0.0  # ok: what two right conversions may differ by (ULPS)
    ours: bool = False  # refused by a mapping of opmapgen (contract.UnsupportedInput)

    def __str__(self) -> str:
        if self.status == "ok":
            return f"ok (max abs error {self.abs_error:.3g}, rel {self.rel_error:.3g})"
        refused = "refused by opmapgen" if self.ours else "refused"
        return f"{refused if self.status == 'refused' else 'wrong'}: {self.detail}"


@dataclass(frozen=True)
class Comparison:
    call: str
    exporter: str
    opset: int
    without: Outcome  # torch alone
    with_library: Outcome
    verdict: str  # "same", "fixed", "refused" or "harm"
    reason: str = ""

    @property
    def harmful(self) -> bool:
        return self.verdict == "harm"

    def __str__(self) -> str:
        return (
            f"{self.call}, {self.exporter} exporter at opset {self.opset}: "
            f"{self.verdict.upper() if self.harmful else self.verdict}"
            f"{': ' + self.reason if self.reason else ''}\n"
            f"    without the library: {self.without}\n"
            f"    with the library:    {self.with_library}"
        )


# How a mapping's refusal of a case its spec records torch gets wrong ends (`torch_wrong`).
TORCH_WRONG = "torch's own conversion would give"


def verdict(without: Outcome, with_library: Outcome) -> tuple[str, str]:
    """(verdict, reason) of the rules in the module's docstring."""
    if with_library.status == "wrong":
        same = without.status == "wrong" and without.detail == with_library.detail
        return "harm", "the library's model is wrong" + (
            ", as torch's own" if same else ""
        )
    if without.status == "ok":
        if with_library.status == "refused" and TORCH_WRONG in with_library.detail:
            # the spec records that torch's own conversion gets this case wrong, on
            # inputs (OpInfo's) this call's do not happen to hit
            return "refused", with_library.detail
        if with_library.status == "refused":
            return "harm", "the library refuses what torch exports right"
        allowed = max(2 * without.abs_error, with_library.slack)
        if with_library.abs_error > allowed:
            return "harm", (
                f"less accurate than torch's own conversion: max abs error "
                f"{with_library.abs_error:.3g}, torch's {without.abs_error:.3g}"
            )
        return "same", ""
    if with_library.status == "ok":
        return "fixed", ""
    if with_library.ours:
        return "refused", with_library.detail
    if without.status == "refused" and with_library.detail == without.detail:
        # torch's own failure, untouched: the call never reached a mapping, or a mapping
        # handed it to torch's conversion (an overload or dtype it leaves to torch).
        return "same", ""
    return "harm", "the export fails without a mapping's reason"


def compare(
    calls: Sequence[Call],
    exporter: str,
    package: ModuleType,
    opset: int | None = None,
    tolerance: Mapping[str, tuple[float, float]] | None = None,
) -> list[Comparison]:
    """Each call exported by `exporter` (one of `exporters.names()`) at `opset` (OPSETS's
    by default) without `package`'s mappings, then with them; the verdict on each.
    `tolerance` (dtype name → rtol, atol: the mapping's spec's `test.tolerance`, the
    accuracy it states for the op) holds both sides' outputs of that dtype; torch.testing's
    holds the others.

    Calls eager rejects are left out: they are no way to call the op.
    """
    opset = opset or OPSETS[exporter]
    runnable, expected = [], []
    for call in calls:
        outputs = eager(call)
        if outputs is not None:
            runnable.append(call)
            expected.append(outputs)
    if not runnable:
        return []
    # An exporter's graph optimizer (the dynamo exporter's, onnxscript's, on by default)
    # runs where its rewrites can change values, on calls with float16 or bfloat16
    # tensors, as the OpInfo runs do (opinfo.py); elsewhere it is left out, both sides
    # alike: its time grows faster than the graph (40 s of the 56 ways to call aten::pow
    # with the library).
    declared = exporters.exporter(exporter)
    optimizes = declared.test_options(True) != declared.test_options(False)
    groups: dict[bool, list[int]] = {}
    for index, (call, outputs) in enumerate(zip(runnable, expected)):
        halves = any(t.dtype in _HALVES for t in (*call.tensors, *outputs))
        groups.setdefault(halves and optimizes, []).append(index)
    without: dict[int, Outcome] = {}
    with_library: dict[int, Outcome] = {}
    with tempfile.TemporaryDirectory(prefix="opmapgen-harm-") as folder:
        for optimize, indices in groups.items():
            # The package's custom ops run with its kernels (torch alone makes none).
            kernels = getattr(package, "KERNELS", {})
            side = Side(
                exporter, opset, Path(folder) / "m.onnx", optimize, kernels, tolerance
            )
            some = [runnable[i] for i in indices]
            wanted = [expected[i] for i in indices]
            with unregistered(package):
                without.update(
                    zip(indices, side.outcomes(some, wanted, torch.onnx.export))
                )
            export = getattr(package, "export", torch.onnx.export)
            with package.registered():
                with_library.update(zip(indices, side.outcomes(some, wanted, export)))
    return [
        Comparison(call.name, exporter, opset, without[i], with_library[i],
                   *verdict(without[i], with_library[i]))
        for i, call in enumerate(runnable)
    ]  # fmt: skip


_HALVES = (torch.float16, torch.bfloat16)


def overridden(
    package: ModuleType, exporter: str, opset: int | None = None
) -> dict[str, tuple[str, ...]]:
    """The ops (`ns::name`) whose conversion by `exporter` at `opset` the package replaces
    torch's own with, each with the names of the mappings that do (each exporter's
    declaration says what the package maps for it: `mapped_ops`)."""
    opset = opset or OPSETS[exporter]
    declared = exporters.exporter(exporter)
    found: dict[str, list[str]] = {}
    for op, mapping in declared.mapped_ops(package, opset):
        if declared.torch_converts(op, opset):
            found.setdefault(op_name(op), []).append(mapping)
    return {op: tuple(dict.fromkeys(names)) for op, names in sorted(found.items())}


def torch_converts(op: str, exporter: str, opset: int | None = None) -> bool:
    """Whether torch converts `op` itself with `exporter` at `opset` (its declaration's
    `torch_converts`)."""
    return exporters.exporter(exporter).torch_converts(op, opset or OPSETS[exporter])


def op_name(op: str) -> str:
    """`ns::name.overload` → `ns::name`."""
    namespace, _, rest = op.partition("::")
    return f"{namespace}::{rest.partition('.')[0]}"


@contextlib.contextmanager
def unregistered(package: ModuleType) -> Iterator[None]:
    """Torch alone for the block: without the package's mappings, nor those of any other
    package (the library a user's package brings), then as it was."""
    from . import register

    active = register.registered_packages()
    package.unregister()
    for registrations in active:
        registrations.unregister()
    try:
        yield
    finally:
        for registrations in active:
            registrations.register()


def eager(call: Call) -> list[torch.Tensor] | None:
    """What eager gives for the call, as a list of tensors; None when it raises or gives
    anything else (a number, a list of ints): such a call is no way to call the op."""
    try:
        with torch.no_grad():
            result = call.function(*call.tensors)
    except Exception:  # noqa: BLE001 - eager rejects these args
        return None
    outputs = list(result) if isinstance(result, list | tuple) else [result]
    if not outputs or not all(torch.is_tensor(t) for t in outputs):
        return None
    return [t.detach().clone() for t in outputs]


class _Form(torch.nn.Module):
    """One call as a submodule `forms.N` of the batch: the exporters name the module of each
    node they make (dynamo in the FX node's and the ONNX node's metadata, TorchScript in the
    node's name), which tells whose node failed."""

    def __init__(self, call: Call):
        super().__init__()
        self.function = call.function

    def forward(self, *tensors):
        return self.function(*tensors)


class _Calls(torch.nn.Module):
    """forward(*tensors) makes every call on its own tensors, in turn, and returns all
    their outputs: several calls in one exported model."""

    def __init__(self, calls: Sequence[Call]):
        super().__init__()
        self.forms = torch.nn.ModuleList(_Form(call) for call in calls)
        self.counts = [len(call.tensors) for call in calls]

    def forward(self, *tensors):
        outputs, start = [], 0
        for form, count in zip(self.forms, self.counts):
            result = form(*tensors[start : start + count])
            start += count
            outputs += list(result) if isinstance(result, list | tuple) else [result]
        return tuple(outputs)


_FORM = re.compile(r"\bforms\.(\d+)\b")


class _Failed(Exception):
    """A batch's model failed as a whole: `outcome` is the failure, `culprits` the indices
    of the calls it came from, as far as the exporter's nodes say (none: not known)."""

    def __init__(self, outcome: Outcome, culprits: frozenset[int] = frozenset()):
        super().__init__(outcome.detail)
        self.outcome, self.culprits = outcome, culprits


class Side:
    """Exports, checks and runs calls with one exporter, the package's state as it is."""

    def __init__(
        self,
        exporter: str,
        opset: int,
        path: Path,
        optimize: bool = True,
        kernels: Mapping[str, str] | None = None,
        tolerance: Mapping[str, tuple[float, float]] | None = None,
    ):
        self.exporter, self.opset, self.path = exporter, opset, path
        self.optimize = optimize  # the dynamo exporter's graph optimizer
        # Custom-domain op → module:callable: a model of such ops runs in ONNX's reference
        # evaluator with these, as the package's tests run it (ONNX Runtime has no kernel).
        self.kernels = dict(kernels or {})
        self.tolerance = dict(tolerance or {})  # dtype name → (rtol, atol)

    def outcomes(self, calls, expected, export) -> list[Outcome]:
        """Each call's outcome. A batch that fails gives its failure to the calls whose
        nodes failed, when the exporter's nodes say which, and the rest go on in two halves:
        an export of twice the calls costs the dynamo exporter nearly twice the time, so
        halves find the other failures sooner than the whole batch again."""
        try:
            return self._batch(calls, expected, export)
        except _Failed as error:
            # Handled outside the except clause: an export raising inside it would chain
            # this failure to its own (__context__), where `refusal` would find it.
            failed = error
        if len(calls) == 1:
            return [failed.outcome]
        culprits = {i for i in failed.culprits if i < len(calls)}
        found = dict.fromkeys(culprits, failed.outcome)
        rest = [i for i in range(len(calls)) if i not in culprits]
        middle = len(rest) // 2
        for half in (rest[:middle], rest[middle:]):
            if half:
                outcomes = self.outcomes(
                    [calls[i] for i in half], [expected[i] for i in half], export
                )
                found.update(zip(half, outcomes))
        return [found[i] for i in range(len(calls))]

    def _batch(self, calls, expected, export) -> list[Outcome]:
        """Every call's outcome from one model of them all; raises _Failed when the model
        failed as a whole (export, checker, session, run)."""
        from .opinfo import _compare, _export
        from .parity import runtime_for

        tensors = [t for call in calls for t in call.tensors]
        names = [f"input_{i}" for i in range(len(tensors))]
        try:
            _export(
                export, _Calls(calls).eval(), tuple(tensors), self.path, self.exporter,
                self.opset, names, optimize=self.optimize,
            )  # fmt: skip
        except Exception as error:  # noqa: BLE001 - an outcome, not a test error
            ours = refusal(error)
            detail = str(ours) if ours is not None else _first_line(error)
            raise _Failed(
                Outcome("refused", detail, ours=ours is not None), _exporting(error)
            ) from None
        proto = onnx.load(str(self.path))
        try:
            onnx.checker.check_model(proto, full_check=True)
        except Exception as error:  # noqa: BLE001
            raise self._failed("invalid ONNX", error, proto) from None
        if runtime_for(proto, self.kernels) == "onnx-reference":
            actual = self._reference(proto, names, tensors)
        else:
            actual = self._onnxruntime(proto, names, tensors)
        if len(actual) != sum(map(len, expected)):
            given = f"ONNX gave {len(actual)} outputs, torch {sum(map(len, expected))}"
            raise _Failed(Outcome("wrong", given))
        found, start = [], 0
        for want in expected:
            got = actual[start : start + len(want)]
            start += len(want)
            dtype = str(want[0].dtype).removeprefix("torch.") if want else ""
            problem = _compare(got, want, *self.tolerance.get(dtype, (None, None)))
            found.append(
                Outcome("wrong", problem)
                if problem
                else Outcome("ok", **errors(got, want))
            )
        return found

    def _onnxruntime(self, proto, names, tensors) -> list[torch.Tensor]:
        from .opinfo import _run

        try:
            session = ort_runtime.check_session(proto.SerializeToString())
        except Exception as error:  # noqa: BLE001
            raise self._failed("ONNX Runtime refuses it", error, proto) from None
        inputs = {i.name for i in session.get_inputs()}
        try:
            return _run(session, {n: t for n, t in zip(names, tensors) if n in inputs})
        except Exception as error:  # noqa: BLE001
            raise self._failed("ONNX Runtime fails", error, proto) from None

    def _reference(self, proto, names, tensors) -> list[torch.Tensor]:
        from .parity import RUNTIMES

        inputs = {i.name for i in proto.graph.input}
        feeds = {n: t.numpy() for n, t in zip(names, tensors) if n in inputs}
        try:
            arrays = RUNTIMES["onnx-reference"](proto, feeds, self.kernels)
        except Exception as error:  # noqa: BLE001
            raise self._failed("the reference evaluator fails", error, proto) from None
        return [torch.from_numpy(np.asarray(a)) for a in arrays]

    def _failed(self, what: str, error: BaseException, proto) -> _Failed:
        return _Failed(
            Outcome("wrong", f"{what}: {_first_line(error)}"), _in_model(error, proto)
        )


def _exporting(error: BaseException) -> frozenset[int]:
    """The calls whose nodes an exporter failed on: the call of the `node` of the innermost
    frame that has one (an outer frame's may be a loop's last), in the error's traceback or
    its causes', when its module is a call's; and when the dynamo exporter has no function
    at all for that node's op, every call with a node of that op, which fails alike.
    torch's internals, read where they are as expected; none otherwise (a node a
    decomposition made may name no module), and the batch is split instead."""
    failing = None
    seen, messages = set(), []
    while error is not None and id(error) not in seen:
        seen.add(id(error))
        messages.append(str(error))
        trace = error.__traceback__
        while trace is not None:
            node = trace.tb_frame.f_locals.get("node")
            if isinstance(node, torch.fx.Node | torch._C.Node):
                failing = node
            trace = trace.tb_next
        error = error.__cause__ or error.__context__
    if isinstance(failing, torch._C.Node):  # TorchScript's
        return _forms(failing.scopeName())
    if failing is None:
        return frozenset()
    found = _forms(_scopes(failing))
    # torch's DispatchError when its registry holds nothing for the op, whatever the dtypes.
    if found and any(_NO_FUNCTION in message for message in messages):
        for node in failing.graph.nodes:
            if node.target == failing.target:
                found |= _forms(_scopes(node))
    return found


_NO_FUNCTION = "No decompositions registered for the real-valued input"


def _scopes(node: torch.fx.Node) -> str:
    """The module paths an FX node comes from (`forms.3`)."""
    stack = node.meta.get("nn_module_stack") or {}
    return " ".join(str(path) for path, _kind in stack.values())


def _forms(scopes: str) -> frozenset[int]:
    """The call a node's scope names (`forms.3`: 3), if any."""
    found = _FORM.search(scopes)
    return frozenset({int(found.group(1))}) if found else frozenset()


def _in_model(error: BaseException, proto) -> frozenset[int]:
    """The call whose ONNX node the checker or ONNX Runtime names, from the node's name
    (TorchScript: `/forms.3/Equal`) or its metadata (dynamo: its namespace)."""
    named = re.search(r"node name: ([^\s,)]+)|node with name '([^']+)'", str(error))
    if named is None:
        return frozenset()
    name = named.group(1) or named.group(2)
    for node in proto.graph.node:
        if node.name == name:
            return _forms(
                " ".join([node.name, *(p.value for p in node.metadata_props)])
            )
    return frozenset()


def _first_line(error: BaseException) -> str:
    from .opinfo import _first_line

    return _first_line(error)


def errors(actual: Sequence[torch.Tensor], expected: Sequence[torch.Tensor]) -> dict:
    """The largest absolute and relative differences over the elements both sides give
    finite values for, and the slack two right conversions may differ by."""
    largest = {"abs_error": 0.0, "rel_error": 0.0, "slack": 0.0}
    for got, want in zip(actual, expected):
        if not want.is_floating_point() or not want.numel():
            continue
        eps = torch.finfo(want.dtype).eps
        got, want = got.to(torch.float64), want.to(torch.float64)
        finite = torch.isfinite(got) & torch.isfinite(want)
        if not finite.any():
            continue
        difference = (got - want).abs()[finite]
        magnitude = want.abs()[finite]
        nonzero = magnitude > 0
        largest["abs_error"] = max(largest["abs_error"], difference.max().item())
        if nonzero.any():
            relative = (difference[nonzero] / magnitude[nonzero]).max().item()
            largest["rel_error"] = max(largest["rel_error"], relative)
        slack = ULPS * eps * max(1.0, magnitude.max().item())
        largest["slack"] = max(largest["slack"], slack)
    return largest
