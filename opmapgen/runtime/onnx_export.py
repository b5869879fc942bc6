"""`opmapgen.export`: torch.onnx.export with a generated package's mappings applied."""

from __future__ import annotations

import contextlib
import importlib
import io
import os
import sys
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from . import exporters as _exporters
from . import target_runtime

# The library's import name: a user's package composes with it.
LIBRARY = "opmapgen.library"


@dataclass
class Exported:
    """What `export(..., exporter="auto")` or `export(..., verify=True)` made: which
    exporter wrote the model and why, the dynamo exporter's ONNXProgram (None for the
    TorchScript exporter), and with `verify` the largest difference from eager."""

    exporter: str
    why: str
    program: Any = None
    max_abs_error: float | None = None
    # The model, when export was given no file to write it to.
    model_proto: Any = None

    def __str__(self) -> str:
        checked = (
            ""
            if self.max_abs_error is None
            else f"; matches eager (max abs error {self.max_abs_error:.3g})"
        )
        return f"exported by the {self.exporter} exporter: {self.why}{checked}"


class VerificationError(AssertionError):
    """The exported model does not match eager on the example inputs."""


def export(
    model,
    args: tuple[Any, ...] | Any = (),
    f=None,
    *,
    mappings: str | ModuleType | Sequence[str | ModuleType] | None = None,
    exporter: str | None = None,
    verify: bool = False,
    runtime: str | None = None,
    **kwargs,
):
    """Export like `torch.onnx.export(model, args, f, **kwargs)`, using the mappings.

    `mappings` is a generated package (or its import name), or several: a user's package
    brings the library (`opmapgen.library`) with it, and wins where both map an op. None:
    every package imported so far, or the library if none is. With `dynamo=False` (or
    `exporter="torchscript"`) the TorchScript exporter runs with the packages' symbolics
    registered and their custom domains added to `custom_opsets`; otherwise the dynamo
    exporter (torch's default) runs with their translation table, whose custom-domain ops
    carry their domain versions. A `custom_translation_table` given here takes precedence
    over the packages' entries for the same op.

    `exporter="auto"`: the dynamo exporter, and where it stops before converting any op
    (torch.export cannot capture the model, or its program cannot be decomposed: which no
    mapping can fix) the TorchScript exporter with the same mappings. `verify=True`: the
    model is run on `args` (ONNX Runtime; a custom op of the package's KERNELS in ONNX's
    reference evaluator) and compared with eager, values, dtype and shape;
    VerificationError if it differs.

    `runtime`: the runtime the model is for (one of `opmapgen.runtime.runtimes.names()`:
    onnxruntime, reference, openvino). A mapping whose spec declares that its model fails
    there refuses the export with the declaration's reason; for any runtime but ONNX
    Runtime the custom ops' bodies are inlined, so that the model holds standard ops only
    (`target_runtime`), and `verify` runs the model there. None: ONNX Runtime's model
    (custom nodes kept, their bodies attached for the runtimes that read them).

    Returns what torch.onnx.export returns; with "auto" or `verify`, an `Exported`.
    """
    runtime = target_runtime.checked(runtime)
    with target_runtime.exporting_for(runtime):
        result = _export_checked(
            model, args, f, mappings, exporter, verify, runtime, kwargs
        )
    made = (
        [result.model_proto, result.program]
        if isinstance(result, Exported)
        else [result]
    )
    target_runtime.made_for(runtime, f, *made)
    return result


def _export_checked(model, args, f, mappings, exporter, verify, runtime, kwargs):
    package = Packages.of(mappings)
    if exporter is not None:
        if exporter not in choices():
            raise ValueError(
                f"exporter={exporter!r}: write one of {', '.join(choices())}"
            )
        if any(k in kwargs for k in _torch_choosers()):
            raise TypeError(
                f"give exporter= or {'= or '.join(_torch_choosers())}=, not both"
            )
    chosen = exporter or _by_torch_options(kwargs).NAME
    if chosen != "auto" and not verify:
        return _export(chosen, model, args, f, package, kwargs)
    buffer = f if f is not None else io.BytesIO()
    why = "asked for" if chosen != "auto" else "torch.export captured the model"
    if chosen == "auto":
        chosen, program, why = _auto(model, args, buffer, package, kwargs)
    else:
        program = _export(chosen, model, args, buffer, package, kwargs)
    result = Exported(chosen, why, program)
    if verify:
        target_runtime.made_for(runtime, buffer)  # the model the runtime gets
        result.max_abs_error = _verify(model, args, buffer, package, runtime)
    if f is None:
        import onnx

        result.model_proto = onnx.load_from_string(buffer.getvalue())
    return result


def choices() -> tuple[str, ...]:
    """What `export(..., exporter=...)` takes: each exporter, torch's default first, and
    "auto"."""
    names = sorted(_exporters.names(), key=lambda n: not _exporters.exporter(n).DEFAULT)
    return (*names, "auto")


def _auto(model, args, buffer, package, kwargs: dict):
    """`exporter="auto"`: torch's default exporter, or its fallback where it stops before
    converting any op; the exporter that wrote the model, what it returned, and why."""
    first = _exporters.default()
    try:
        program = _export(first.NAME, model, args, buffer, package, dict(kwargs))
    except Exception as error:
        why = first.capture_failure(error)
        if why is None or first.FALLBACK is None:
            raise
        fallback = _exporters.exporter(first.FALLBACK)
        given = {k: v for k, v in kwargs.items() if k not in first.OWN_OPTIONS}
        try:
            given = fallback.fallback_options(given)
        except ValueError as cannot:
            raise RuntimeError(f"{why}, and {cannot}") from error
        warnings.warn(
            f"opmapgen.export: {why}; exported with the {fallback.TITLE} exporter",
            stacklevel=3,
        )
        rewind(buffer)
        program = _export(fallback.NAME, model, args, buffer, package, given)
        return fallback.NAME, program, why
    return first.NAME, program, "torch.export captured the model"


def _torch_choosers() -> list[str]:
    """torch.onnx.export's arguments that choose an exporter (`dynamo`)."""
    declared = _exporters.declarations()
    return list(dict.fromkeys(k for e in declared for k in e.TORCH_OPTIONS))


def _by_torch_options(kwargs: dict):
    """The exporter torch.onnx.export's arguments in `kwargs` choose (taking them out of
    `kwargs`): the default one where none is given."""
    given = {k: kwargs.pop(k) for k in _torch_choosers() if k in kwargs}
    if not given:
        return _exporters.default()
    # The one they name exactly, else the first they are part of the arguments of.
    declared = _exporters.declarations()
    chosen = [e for e in declared if e.TORCH_OPTIONS == given] + [
        e for e in declared if given.items() <= e.TORCH_OPTIONS.items()
    ]
    if chosen:
        return chosen[0]
    raise ValueError(f"no exporter is chosen by {given}: write exporter= instead")


def _export(exporter: str, model, args, f, package, kwargs: dict):
    return _exporters.exporter(exporter).export(model, args, f, package, kwargs)


class Packages:
    """Generated packages applied together, as one: the library first, then the others in
    the order given; of two that map an op, the later wins (as registering ranks them)."""

    def __init__(self, modules: Sequence[ModuleType]):
        unique = list({m.__name__: m for m in modules}.values())
        self.modules = sorted(unique, key=lambda m: not _is_library(m))
        self.__name__ = " + ".join(m.__name__ for m in self.modules)

    @classmethod
    def of(cls, mappings) -> Packages:
        if isinstance(mappings, Packages):
            return mappings
        if mappings is None:
            from . import register

            names = [r.package for r in register.registered_packages()]
            mappings = names or [LIBRARY]
        elif isinstance(mappings, str | ModuleType):
            mappings = [mappings]
        modules = [
            importlib.import_module(m) if isinstance(m, str) else m for m in mappings
        ]
        library = sys.modules.get(LIBRARY)
        if any(not _is_library(m) for m in modules) and _active(library):
            # A user's package imports the library: it exports with it, unless the
            # library was unregistered since.
            modules.insert(0, library)
        return cls(modules)

    def custom_opsets(self) -> dict:
        return {k: v for m in self.modules for k, v in m.custom_opsets().items()}

    def custom_translation_table(self, opset_version: int | None = None) -> dict:
        table = {}
        for module in self.modules:
            table.update(module.custom_translation_table(opset_version))
        return table

    @contextlib.contextmanager
    def registered(self):
        with contextlib.ExitStack() as stack:
            for module in self.modules:
                stack.enter_context(module.registered())
            yield

    @property
    def KERNELS(self) -> dict:
        return {
            k: v for m in self.modules for k, v in getattr(m, "KERNELS", {}).items()
        }


def _active(module: ModuleType | None) -> bool:
    registrations = getattr(module, "_registrations", None)
    return bool(getattr(registrations, "active", False))


def _is_library(module: ModuleType) -> bool:
    registrations = getattr(module, "_registrations", None)
    return bool(getattr(registrations, "library", False))


def rewind(f) -> None:
    if hasattr(f, "seek"):
        f.seek(0)
        f.truncate()


def _verify(model, args, f, package, runtime: str | None = None) -> float:
    """The largest absolute difference between the exported model run on `args` and
    eager; VerificationError on other values, dtypes, shapes or output counts."""
    import onnx
    import torch

    proto = (
        onnx.load_from_string(f.getvalue()) if hasattr(f, "getvalue") else onnx.load(f)
    )
    args = args if isinstance(args, tuple) else (args,)
    with torch.no_grad():
        expected = model(*args)
    expected = [t for t in _leaves(expected) if isinstance(t, torch.Tensor)]
    tensors = [t for t in _leaves(args) if isinstance(t, torch.Tensor)]
    names = [i.name for i in proto.graph.input]
    if len(names) != len(tensors):
        raise VerificationError(
            f"the model takes {len(names)} inputs and args hold {len(tensors)} tensors: "
            "cannot tell which is which"
        )
    feeds = dict(zip(names, (t.detach().numpy() for t in tensors)))
    if runtime in (None, target_runtime.KERNELS_RUNTIME):
        actual = _run(proto, feeds, package)
    else:
        from . import runtimes

        actual = runtimes.runtime(runtime).run(proto, feeds)
    if len(actual) != len(expected):
        raise VerificationError(
            f"ONNX gave {len(actual)} outputs, eager {len(expected)}"
        )
    largest = 0.0
    for index, (got, want) in enumerate(zip(actual, expected)):
        got = torch.from_numpy(got)
        try:
            torch.testing.assert_close(got, want, equal_nan=True)
        except AssertionError as error:
            raise VerificationError(f"output {index}: {error}") from None
        if want.is_floating_point() and want.numel():
            largest = max(largest, (got.double() - want.double()).abs().max().item())
    return largest


def _leaves(value) -> list:
    if isinstance(value, list | tuple):
        return [leaf for item in value for leaf in _leaves(item)]
    if isinstance(value, dict):
        return [leaf for item in value.values() for leaf in _leaves(item)]
    return [value]


def _run(proto, feeds: dict, package) -> list:
    """The model's outputs, in ONNX Runtime, or in ONNX's reference evaluator with the
    package's kernels where it holds one of its custom ops that only they run."""
    from .parity import RUNTIMES, runtime_for

    kernels = getattr(package, "KERNELS", {})
    return RUNTIMES[runtime_for(proto, kernels)](proto, feeds, kernels)


def attach_functions(model, package) -> bool:
    """Add the bodies of the custom ops `model` uses and lacks to it as model-local
    functions (at the model's opset); whether any was added.

    `model` is an onnx.ModelProto, a path, a BytesIO holding one (rewritten in place) or
    the dynamo exporter's ONNXProgram. The bodies are the package's `BODIES` (each
    package's, for several).
    """
    if isinstance(package, Packages):
        added = False
        for module in package.modules:  # every one: not any(), which would stop early
            added = attach_functions(model, module) or added
        return added
    bodies = getattr(package, "BODIES", None)
    if not bodies:
        return False
    import onnx

    if hasattr(model, "model_proto"):  # an ONNXProgram
        proto = model.model_proto
        functions = _missing_functions(proto, bodies, package)
        if functions:
            import onnx_ir as ir

            for function in functions:
                added = ir.serde.deserialize_function(function)
                model.model.functions[added.identifier()] = added
        return bool(functions)
    if isinstance(model, onnx.ModelProto):
        functions = _missing_functions(model, bodies, package)
        model.functions.extend(functions)
        return bool(functions)
    if hasattr(model, "getvalue"):  # a BytesIO the exporter wrote
        proto = onnx.load_from_string(model.getvalue())
        functions = _missing_functions(proto, bodies, package)
        if functions:
            proto.functions.extend(functions)
            model.seek(0)
            model.truncate()
            model.write(proto.SerializeToString())
        return bool(functions)
    if isinstance(model, str | os.PathLike):
        proto = onnx.load(model, load_external_data=False)
        functions = _missing_functions(proto, bodies, package)
        if functions:
            proto.functions.extend(functions)
            onnx.save(proto, model)
        return bool(functions)
    return False


def _missing_functions(proto, bodies: dict, package) -> list:
    import onnx

    used = set()
    pending = [proto.graph]
    while pending:
        graph = pending.pop()
        for node in graph.node:
            used.add((node.domain, node.op_type))
            for attribute in node.attribute:
                pending += [attribute.g] if attribute.HasField("g") else []
                pending += list(attribute.graphs)
    have = {(f.domain, f.name) for f in proto.functions}
    opset = next(
        (o.version for o in proto.opset_import if o.domain in ("", "ai.onnx")), None
    )
    functions = []
    for key in sorted(used & set(bodies) - have):
        module = importlib.import_module(f"{package.__name__}.{bodies[key]}")
        body = module.BODY
        if isinstance(body, dict):  # by the model's opset: the last one it reaches
            reached = [first for first in body if opset is None or first <= opset]
            if not reached:  # the op has no body below its first (body.since)
                continue
            body = body[max(reached)]
        function = onnx.parser.parse_function(body)
        own = getattr(module, "BODY_OPSET", None)  # the opset the body imports itself
        for entry in function.opset_import:
            if entry.domain == "" and opset is not None and own is None:
                entry.version = opset
        functions.append(function)
    return functions
