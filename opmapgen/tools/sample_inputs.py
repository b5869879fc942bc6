"""The draft's test section: sample inputs that torch was seen to accept.

Candidate tensors are sampled as the parity test samples them and passed to the op in eager
torch; the first that it takes with finite results is written. Args with no default get a
placeholder value marked `check:`.
"""

from __future__ import annotations

import contextlib
import os
import re
import sys
import warnings
from dataclasses import dataclass, field

from .resolve import Source, torch_op
from .source_args import Arg
from .yaml_text import comment, flow, flow_map, scalar, with_note

TEST_OPSET = 17  # the parity test's second opset, as validate's default
# Test tensors to try, in order: the first that torch takes with finite results is written.
SHAPES = ([2, 3, 4, 5], [2, 3, 4, 4], [4, 4], [4])
RANGES = ((-4.0, 4.0), (-0.9, 0.9), (0.1, 4.0), (1.0, 6.0))
# Values for non-tensor test args that have no schema default.
PLACEHOLDERS = {"i": 1, "is": [1], "f": 1.0, "fs": [1.0], "b": False, "s": ""}


@dataclass
class Samples:
    """What the test section will say: sample tensors and arg values, with notes."""

    args: list[Arg]
    tensors: list[dict] = field(default_factory=list)  # for the tensor args, in order
    # name, value, note
    arg_values: list[tuple[str, object, str]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def lines(self, first_opset: int) -> list[str]:
        lines = ["test:"]
        for note in self.notes:
            lines += comment(note, "  ")
        tensors = [a for a in self.args if a.tensor]
        if len(tensors) == 1:
            lines.append(f"  inputs: [{flow_map(self.tensors[0])}]")
        elif not tensors:
            lines.append("  inputs: []")
        else:
            lines.append("  inputs:")
            width = max(len(flow_map(t)) for t in self.tensors)
            for arg, tensor in zip(tensors, self.tensors):
                lines.append(f"    - {flow_map(tensor):{width}}  # {arg.name}")
        if self.arg_values:
            lines.append("  args:")
            for name, value, note in self.arg_values:
                lines.append(with_note(f"    {name}: {scalar(value)}", note))
        opsets = [first_opset]
        if first_opset < TEST_OPSET:
            opsets.append(TEST_OPSET)
        return lines + [f"  opsets: {flow(opsets)}", "  rtol: 1.0e-5", "  atol: 1.0e-6"]


def sample_test(source: Source, args: list[Arg]) -> Samples:
    """The test section, once the target is mapped (which picks the tensors' dtypes)."""
    samples = Samples(args)
    for arg in args:
        if arg.tensor or arg.descriptor == "none":
            continue
        if not arg.schema.has_default:
            value = PLACEHOLDERS[arg.descriptor]
            note = f"check: {arg.schema.type} with no default"
            samples.arg_values.append((arg.name, value, note))
        elif arg.schema.default is not None and _plain_value(arg.schema.default):
            samples.arg_values.append((arg.name, arg.schema.default, ""))
    if source.returns != 1:
        samples.notes.append(
            f"TODO: {source.op} returns {source.returns} values; a mapping gives one"
        )
    for arg in args:
        if arg.tensor and arg.declared.endswith("[]"):
            samples.notes.append(
                f"TODO: {arg.name} is a list of tensors, which test.inputs cannot give"
            )
    values = {name: value for name, value, _ in samples.arg_values}
    samples.tensors, note = try_inputs(source, args, values)
    if note:
        samples.notes.append(note)
    return samples


def try_inputs(source: Source, args: list[Arg], values: dict[str, object]):
    """The test tensors, and a note on how they were found: the first candidate that torch
    takes with finite results, sampled as the parity test samples them."""
    import torch

    from ..runtime.parity import SEED, sample
    from ..spec.model import TensorInput

    op = torch_op(source.namespace, source.name, source.overload)
    tensors = [a for a in args if a.tensor and a.name not in values]
    preferred = [a.dtype for a in tensors]
    candidates = [(s, preferred, r) for s in SHAPES for r in RANGES]
    candidates += [
        (s, [d] * len(tensors), RANGES[0]) for s in SHAPES for d in ("int64", "bool")
    ]
    error = None
    accepted = None
    for shape, dtypes, (low, high) in candidates:
        inputs = [_tensor_input(shape, d, low, high) for d in dtypes]
        generator = torch.Generator().manual_seed(SEED)
        sampled = [sample(TensorInput(**i), generator) for i in inputs]
        try:
            with torch.no_grad(), warnings.catch_warnings(), _quiet_stderr():
                warnings.simplefilter("ignore")
                result = _call(op, args, values, iter(sampled))
        # Whatever torch raises (RuntimeError, TypeError, IndexError, NotImplementedError
        # from kernels...) means the same: the op rejects these inputs.
        except Exception as exc:  # noqa: BLE001
            error = error or _error_text(exc)
            continue
        if _finite(result):
            return inputs, _sample_note(dtypes, low, high, error)
        accepted = accepted or inputs
    if accepted:
        return accepted, (
            "TODO: torch gives nan or inf for every range tried; set low and high to "
            "where the op is defined"
        )
    first = [_tensor_input(SHAPES[0], d, *RANGES[0]) for d in preferred]
    return first, (
        f"TODO: torch rejects the sample inputs ({error}); set shapes, dtypes and "
        "test.args the op takes"
    )


def _plain_value(value: object) -> bool:
    """Whether a schema default can be written in test.args (not a torch object)."""
    if isinstance(value, list | tuple):
        return all(_plain_value(v) for v in value)
    return value is None or isinstance(value, bool | int | float | str)


def _tensor_input(shape: list[int], dtype: str, low: float, high: float) -> dict:
    if dtype == "bool":
        return {"shape": shape, "dtype": dtype}
    return {"shape": shape, "dtype": dtype, "low": low, "high": high}


def _sample_note(dtypes: list[str], low: float, high: float, error: str | None):
    if error:
        return f"check: torch raised on the inputs tried first ({error}); these work"
    if low != RANGES[0][0] and any(d.startswith("float") for d in dtypes):
        return f"torch gives nan or inf on the wider ranges tried, finite results on [{low}, {high})"
    return None


def _call(op, args: list[Arg], values: dict[str, object], tensors):
    """Call the op as the parity test will: positional args until one is left out."""
    positional, keywords = [], {}
    for index, arg in enumerate(args):
        if arg.name in values:
            value = values[arg.name]
        elif arg.tensor:
            value = next(tensors)
        else:
            continue  # the schema default
        if keywords or arg.schema.kwarg_only or len(positional) < index:
            keywords[arg.schema.name] = value
        else:
            positional.append(value)
    return op(*positional, **keywords)


def _finite(result) -> bool:
    import torch

    if isinstance(result, tuple | list):
        return all(_finite(r) for r in result)
    if isinstance(result, torch.Tensor) and (
        result.is_floating_point() or result.is_complex()
    ):
        return bool(torch.isfinite(result).all())
    return True


def _error_text(exc: Exception) -> str:
    """The first line of a torch error, without the C++ source location kernels prefix."""
    lines = str(exc).strip().splitlines() or [type(exc).__name__]
    text = re.sub(r"^.*\.\w+:\d+, *", "", lines[0])
    return text if len(text) <= 120 else text[:117] + "..."


@contextlib.contextmanager
def _quiet_stderr():
    """Silence what C++ kernels print to file descriptor 2 when they reject inputs."""
    sys.stderr.flush()
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)
