"""A model as the TorchScript exporter sees it, for `opmapgen scan`.

`load_model` turns `module:attr`, `path/file.py:attr` or a TorchScript file into a model;
`exporter_graph` runs `torch.onnx.export(..., dynamo=False)` up to the point where it converts
the graph to ONNX (`_jit_pass_onnx`) and returns that graph: traced or scripted, inlined, with
in-place ops, aliases (`arccos` is `acos`) and constant loops already rewritten by the
exporter's own passes. It also converts a copy, with each symbolic function's exception
caught, to learn which symbolics reject the model's nodes at the opset (torch registers some
that only handle some inputs: `index_put` before opset 11 raises).

torch offers no public hook for either step; both are reached through the exporter's
module attributes, restored afterwards.
"""

from __future__ import annotations

import contextlib
import difflib
import importlib
import importlib.util
import inspect
import io
import os
import re
import sys
import traceback
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

_ATTRIBUTE = re.compile(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)*")


class ModelError(Exception):
    """The model cannot be loaded or traced: one message that says what to pass."""


def load_model(text: str):
    """`module:attr` or `path/file.py:attr` (a module, or a class or function that makes
    one when called with no arguments), or a TorchScript file."""
    target, colon, attribute = text.rpartition(":")
    if colon and target and _ATTRIBUTE.fullmatch(attribute):
        found = _attribute(_import(target), attribute, text)
        return _instantiate(found, text)
    return _load_torchscript(Path(text))


@contextlib.contextmanager
def import_folder(folder: str) -> Iterator[None]:
    """`folder` first on sys.path, as `python -m` and `python file.py` have it: the opmapgen
    command's own sys.path has neither the working folder nor the model's."""
    sys.path.insert(0, folder)
    try:
        yield
    finally:
        sys.path.remove(folder)


def _import(target: str):
    path = Path(target)
    if target.endswith(".py") or path.is_file():
        if not path.is_file():
            raise ModelError(f"{target} does not exist")
        return _import_file(path)
    try:
        return importlib.import_module(target)
    except ModuleNotFoundError as exc:
        if exc.name and target.startswith(exc.name):
            raise ModelError(
                f"no module named {target} in {os.getcwd()} or the installed packages; "
                "name a file as path/to/file.py:attr"
            ) from None
        raise ModelError(f"importing {target} failed: {one_line(exc)}") from None
    except Exception as exc:  # noqa: BLE001 - the user's module may raise anything
        raise ModelError(f"importing {target} failed: {one_line(exc)}") from None


def _import_file(path: Path):
    path = path.resolve()
    name = path.stem
    loaded = sys.modules.get(name)
    if loaded is not None and getattr(loaded, "__file__", None) != str(path):
        name = f"opmapgen_scan_{name}"  # leave the module of that name alone
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    # Registered as `python file.py` would have it: dataclasses, pickling and
    # torch.jit.script look a class's module up by name.
    sys.modules[name] = module
    try:
        with import_folder(str(path.parent)):
            spec.loader.exec_module(module)
    except Exception as exc:  # noqa: BLE001 - the user's file may raise anything
        del sys.modules[name]
        raise ModelError(f"running {path.name} failed: {one_line(exc)}") from None
    return module


def _attribute(module, attribute: str, text: str):
    found = module
    for part in attribute.split("."):
        if not hasattr(found, part):
            close = difflib.get_close_matches(part, dir(found), n=3)
            hint = (
                f"; did you mean {', '.join(close)}?" if close else _models_in(module)
            )
            raise ModelError(
                f"{text}: {module.__name__} has no attribute {part!r}{hint}"
            )
        found = getattr(found, part)
    return found


def _models_in(module) -> str:
    import torch

    def is_model(value) -> bool:
        if isinstance(value, torch.nn.Module):
            return True
        return (
            inspect.isclass(value)
            and issubclass(value, torch.nn.Module)
            and value.__module__ == module.__name__
        )

    names = sorted(
        n for n, v in vars(module).items() if not n.startswith("_") and is_model(v)
    )
    return f"; it defines {', '.join(names)}" if names else ""


def _instantiate(found, text: str):
    import torch

    models = (torch.nn.Module, torch.jit.ScriptFunction)
    if isinstance(found, models):
        return found
    if not callable(found):
        raise ModelError(
            f"{text} is of type {type(found).__name__}; name a torch.nn.Module, "
            "or a class or function that returns one"
        )
    try:
        model = found()
    except Exception as exc:  # noqa: BLE001 - so may the user's factory
        raise ModelError(
            f"calling {text}() failed: {one_line(exc)}; MODEL must make the model "
            "when called with no arguments"
        ) from None
    if not isinstance(model, models):
        raise ModelError(
            f"{text}() returned a {type(model).__name__}, not a torch.nn.Module"
        )
    return model


def _load_torchscript(path: Path):
    import torch

    if not path.exists():
        raise ModelError(
            f"{path} does not exist; MODEL is a TorchScript file (torch.jit.save) "
            "or module:attr"
        )
    if path.suffix == ".py":
        raise ModelError(f"{path} is Python: name the model in it, as {path}:NAME")
    try:
        return torch.jit.load(str(path), map_location="cpu")
    except Exception as exc:  # noqa: BLE001 - torch raises several kinds
        # torch's own message goes on about corrupted checkpoints: its first sentence
        # is what applies.
        reason = one_line(exc).split(". ")[0]
        raise ModelError(
            f"torch.jit.load cannot read {path} ({reason}); save the model with "
            "torch.jit.save, or name it as module:attr"
        ) from None


def make_inputs(model, shapes: list[tuple[int, ...]], text: str) -> tuple:
    """One float32 tensor per shape, after checking the count against forward's inputs."""
    import torch

    params = _forward_params(model)
    if params is not None:
        names, required, most = params
        if len(shapes) < required or (most is not None and len(shapes) > most):
            given = (
                f"{len(shapes)} --input-shape given" if shapes else "no --input-shape"
            )
            raise ModelError(
                f"{text} takes {_count_text(required, most)} ({', '.join(names)}), "
                f"{given}: pass one --input-shape per input, in order, "
                "e.g. --input-shape 1,3,224,224"
            )
    generator = torch.Generator().manual_seed(0)  # the same inputs, the same trace
    return tuple(torch.rand(shape, generator=generator) for shape in shapes)


def _forward_params(model) -> tuple[list[str], int, int | None] | None:
    """forward's positional inputs, how many are required, how many it takes at most (None:
    any number); None when that cannot be told."""
    import torch

    try:
        if isinstance(model, torch.jit.ScriptFunction):
            arguments = list(model.schema.arguments)
        elif isinstance(model, torch.jit.ScriptModule):
            arguments = list(model.forward.schema.arguments)[1:]  # self
        else:
            return _python_params(inspect.signature(model.forward))
    except (AttributeError, RuntimeError, TypeError, ValueError):
        return None
    positional = [a for a in arguments if not a.kwarg_only]
    required = sum(1 for a in positional if not a.has_default_value())
    return [a.name for a in positional], required, len(positional)


def _python_params(signature: inspect.Signature) -> tuple[list[str], int, int | None]:
    kinds = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    params = [p for p in signature.parameters.values() if p.kind in kinds]
    required = sum(1 for p in params if p.default is inspect.Parameter.empty)
    varargs = any(
        p.kind is inspect.Parameter.VAR_POSITIONAL
        for p in signature.parameters.values()
    )
    return [p.name for p in params], required, None if varargs else len(params)


def _count_text(required: int, most: int | None) -> str:
    if most == required:
        return f"{required} input{'s' if required != 1 else ''}"
    if most is None:
        return f"{required} or more inputs"
    return f"{required} to {most} inputs"


@dataclass
class ExporterGraph:
    graph: object  # torch._C.Graph, before the conversion to ONNX
    # exporter name of a node kind: what its symbolic raised on the first node of that
    # kind to fail (an UnsupportedOperatorError when there is none), knock-ons left out
    failures: dict[str, Exception] = field(default_factory=dict)
    stopped: str | None = None  # why the conversion of the copy stopped, if it did
    warnings: list[str] = field(default_factory=list)  # what tracing warned about


class _Captured(Exception):
    def __init__(self, result: ExporterGraph):
        super().__init__("captured")
        self.result = result


def exporter_graph(model, inputs: tuple, opset: int, text: str) -> ExporterGraph:
    """The graph torch.onnx.export(..., dynamo=False) converts to ONNX, and which of its
    nodes torch's symbolics reject."""
    import torch
    from torch import _C

    convert = _C._jit_pass_onnx

    def capture(graph, operator_export_type):
        result = ExporterGraph(graph)
        result.failures, result.stopped = _convert(
            convert, graph.copy(), operator_export_type
        )
        raise _Captured(result)

    saved_log = _C._jit_onnx_log
    _C._jit_pass_onnx = capture
    # The export turns its log on whatever `verbose` says, and prints the whole graph
    # when a pass raises, as the capture does.
    _C._jit_onnx_log = lambda *args: None
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            torch.onnx.export(
                model, inputs, io.BytesIO(), opset_version=opset, dynamo=False
            )
    except _Captured as captured:
        captured.result.warnings = shown_warnings(caught)
        return captured.result
    except Exception as exc:
        shapes = ", ".join(f"({','.join(map(str, i.shape))})" for i in inputs) or "none"
        raise ModelError(
            f"tracing {text} with float32 inputs of shapes {shapes} failed: "
            f"{one_line(exc)}; check --input-shape (one per input of forward, in order)",
        ) from exc
    finally:
        _C._jit_pass_onnx, _C._jit_onnx_log = convert, saved_log
    raise ModelError(
        "torch.onnx.export ran to the end without converting the graph; this torch "
        "exports differently from what opmapgen scan knows"
    )


def _convert(
    convert: Callable, graph, operator_export_type
) -> tuple[dict[str, Exception], str | None]:
    """Convert `graph` as the exporter does, noting each symbolic that raises instead of
    stopping at the first."""
    from torch.onnx._internal.torchscript_exporter import utils

    run_symbolic = utils._run_symbolic_function
    failures: dict[str, Exception] = {}
    # A failed node stays in the graph as it was, so its outputs keep the types the trace
    # gave them. Where those lack a dtype or rank (scripted code), a node they feed may fail
    # only for lack of what ONNX shape inference would have told (`Cannot determine scalar
    # type`): such outputs, and those of a node holding a failed one (if, Placeholder), are
    # tainted, and failures of the nodes they feed are not reported. That may hide a
    # failure until the one before it is fixed; it reports none that is not one.
    tainted: set[int] = set()

    def run(*args, **kwargs):
        node = args[2] if len(args) > 2 else kwargs["node"]
        before = len(tainted)
        try:
            result = run_symbolic(*args, **kwargs)
        except Exception as exc:  # noqa: BLE001 - a failure is what is looked for
            if not any(value.unique() in tainted for value in node.inputs()):
                failures.setdefault(exporter_name(node.kind()), exc)
            if not all(_typed(value) for value in node.outputs()):
                tainted.update(value.unique() for value in node.outputs())
            return None  # the exporter keeps the node as it is and goes on
        if len(tainted) > before:
            tainted.update(value.unique() for value in node.outputs())
        return result

    utils._run_symbolic_function = run  # the C++ conversion looks it up on each node
    try:
        convert(graph, operator_export_type)
    except Exception as exc:  # noqa: BLE001 - reported as a warning
        return failures, one_line(exc)
    finally:
        utils._run_symbolic_function = run_symbolic
    return failures, None


def _typed(value) -> bool:
    """Whether a value's type gives a dtype and rank, as a traced tensor's does."""
    import torch

    kind = value.type()
    return (
        isinstance(kind, torch._C.TensorType)
        and kind.scalarType() is not None
        and kind.dim() is not None
    )


def shown_warnings(caught) -> list[str]:
    """Warnings worth showing with --verbose: tracer warnings say something about the
    model; torch's deprecation notices do not."""
    shown = []
    for warning in caught:
        if issubclass(warning.category, DeprecationWarning | FutureWarning):
            continue
        text = f"{warning.category.__name__}: {warning.message}"
        if text not in shown:
            shown.append(text)
    return shown


def exporter_name(kind: str) -> str:
    """The name the exporter looks a node's symbolic up by: it reads `x_` as `x`
    (in-place), and so `__and__` as `__and_`, which is how torch registers those."""
    return kind.removesuffix("_")


def one_line(exc: BaseException) -> str:
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    return f"{type(exc).__name__}: {lines[0]}" if lines else type(exc).__name__


def format_exception(exc: BaseException) -> str:
    return "".join(traceback.format_exception(exc)).rstrip()
