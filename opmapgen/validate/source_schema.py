"""Source side of validation: the installed torch's op schemas.

Ops are looked up through `torch.ops`, importing the library that defines a namespace
(`torchvision` for `torchvision::`) when it is installed. What a lookup finds is kept in
`schema_cache`, so that a later build can answer without importing torch.
"""

from __future__ import annotations

import ast
import contextlib
import difflib
import functools
import importlib
import importlib.util
import sys
from dataclasses import dataclass

from ..files import library_identity
from ..ir.exporters import DYNAMO, TORCHSCRIPT
from ..runtime import exporters
from ..spec.model import OP_NAME
from .schema_cache import MISSING, cache


@dataclass(frozen=True)
class SchemaArg:
    name: str  # as the schema writes it (`self` included)
    type: str  # as the schema writes it: `Tensor`, `int[1]?`, `Scalar`...
    kind: str  # torch JIT type kind of the value, Optional stripped: TensorType, IntType...
    element_kind: str | None  # for lists
    kwarg_only: bool
    has_default: bool
    default: object = None  # the default value, when has_default

    @property
    def python_name(self) -> str:
        """The name torch's Python API uses: `self` is `input`."""
        return "input" if self.name == "self" else self.name


@dataclass(frozen=True)
class OpSchema:
    qualified_name: str  # ns::name.overload ("default" overload: ns::name)
    text: str
    args: tuple[SchemaArg, ...]
    returns: int = 1  # how many values the op returns (cummax: values and indices)


class Unknown(Exception):
    """The op does not exist in the installed torch (or its library)."""


class NotInstalled(Exception):
    """The op's library is not installed, so its schema cannot be checked."""


class ImportFailed(ImportError):
    """The op's library is installed but raised when imported."""

    def __init__(self, namespace: str, cause: BaseException):
        super().__init__(namespace, cause)
        self.namespace, self.cause = namespace, cause

    def __str__(self) -> str:
        return f"{type(self.cause).__name__}: {self.cause}"


def overloads(op: str, module: str | None = None) -> dict[str, OpSchema]:
    """Every overload of `ns::name`, keyed by overload name ("" for the default).
    `module`: the one whose import registers the op, if not the namespace's package."""
    match = OP_NAME.match(op)
    assert match, op
    return dict(_overloads(match["ns"], match["name"], module))


@functools.cache
def _overloads(
    namespace: str, name: str, module: str | None = None
) -> tuple[tuple[str, OpSchema], ...]:
    op, library = f"{namespace}::{name}", _library(namespace)
    cached = _decode_overloads(cache().get("overloads", op, library))
    if cached is not None:
        return cached
    packet = _find_packet(namespace, name, module)
    found = []
    for overload in packet.overloads():
        schema = getattr(packet, overload)._schema
        key = "" if overload == "default" else overload
        found.append((key, _convert(schema)))
    encoded = _encode_overloads(found)
    if encoded is not None:
        cache().put("overloads", op, encoded, library)
    return tuple(found)


def _find_packet(namespace: str, name: str, module: str | None = None):
    """torch.ops.<namespace>.<name>, importing the library that defines the namespace
    (`module`, where importing the namespace's package does not register the op)."""
    import torch

    packet = _packet(torch, namespace, name)
    # A standard library module is no torch library: importing it would only run it
    # (`this` prints a poem).
    if (
        packet is None
        and namespace not in ("aten", "prim")
        and namespace not in sys.stdlib_module_names
    ):
        module = module or namespace
        package = module.partition(".")[0]
        try:
            spec = importlib.util.find_spec(package)
        except (ImportError, ValueError):  # a module without a spec: __main__
            spec = None
        if spec is None:
            raise NotInstalled(package)
        try:
            importlib.import_module(module)
        except (Exception, SystemExit) as exc:
            raise ImportFailed(module, exc) from exc
        packet = _packet(torch, namespace, name)
    if packet is None:
        raise Unknown(f"{namespace}::{name}")
    return packet


def _library(namespace: str) -> str:
    """What facts about the namespace's ops depend on besides torch."""
    return "" if namespace in ("aten", "prim") else library_identity(namespace)


def _encode_overloads(found: list[tuple[str, OpSchema]]) -> list | None:
    """JSON for the schema cache; None when a default is no Python literal that reads back
    as itself (a torch.memory_format), so that the op is always looked up in torch."""
    encoded = []
    for key, schema in found:
        args = []
        for arg in schema.args:
            text = repr(arg.default)
            try:
                same = repr(ast.literal_eval(text)) == text
            except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
                same = False
            if not same:
                return None
            args.append(
                [arg.name, arg.type, arg.kind, arg.element_kind]
                + [arg.kwarg_only, arg.has_default, text]
            )
        encoded.append([key, schema.qualified_name, schema.text, args, schema.returns])
    return encoded


def _decode_overloads(encoded) -> tuple[tuple[str, OpSchema], ...] | None:
    if encoded is MISSING:
        return None
    try:
        return tuple(
            (
                key,
                OpSchema(
                    qualified,
                    text,
                    tuple(
                        SchemaArg(*fields[:6], default=ast.literal_eval(fields[6]))
                        for fields in args
                    ),
                    returns,
                ),
            )
            for key, qualified, text, args, returns in encoded
        )
    except (TypeError, ValueError, SyntaxError):  # a cache from elsewhere: ask torch
        return None


def _packet(torch, namespace: str, name: str):
    try:
        packet = getattr(getattr(torch.ops, namespace), name)
    except (AttributeError, RuntimeError):
        return None
    # Not every attribute is an op: torch.ops.aten.name is the namespace's name.
    return packet if isinstance(packet, torch._ops.OpOverloadPacket) else None


def _convert(schema) -> OpSchema:
    args = []
    for arg in schema.arguments:
        value_type = arg.type
        if value_type.kind() == "OptionalType":
            value_type = value_type.getElementType()
        element = (
            value_type.getElementType().kind()
            if value_type.kind() == "ListType"
            else None
        )
        args.append(
            SchemaArg(
                name=arg.name,
                type=str(arg.type).replace("number", "Scalar"),
                kind=value_type.kind(),
                element_kind=element,
                kwarg_only=arg.kwarg_only,
                has_default=arg.has_default_value(),
                default=arg.default_value if arg.has_default_value() else None,
            )
        )
    overload = f".{schema.overload_name}" if schema.overload_name else ""
    return OpSchema(
        f"{schema.name}{overload}", str(schema), tuple(args), len(schema.returns)
    )


def parsed(text: str) -> OpSchema:
    """A schema as torch prints it (`ns::name(Tensor input) -> Tensor`); ValueError
    where torch's parser refuses it."""
    import torch

    try:
        return _convert(torch._C.parse_schema(text))
    except RuntimeError as exc:
        first = str(exc).strip().splitlines()[0]
        raise ValueError(first.removesuffix(" here:")) from exc


def similar_ops(op: str) -> list[str]:
    import torch

    names = sorted({s.name for s in torch._C._jit_get_all_schemas()})
    return difflib.get_close_matches(op, names, n=3)


# What each parse_args descriptor can read, by torch JIT type kind.
_READS = {
    "i": {"IntType", "SymIntType", "BoolType", "NumberType"},
    "f": {"FloatType", "SymFloatType", "NumberType"},
    "b": {"BoolType"},
    "s": {"StringType"},
    "t": {"TensorType", "NumberType"},
}
_READS_LIST = {
    "is": {"IntType", "SymIntType", "BoolType"},
    "fs": {"FloatType", "SymFloatType"},
    "vs": {"TensorType", "OptionalType"},  # Tensor[], Tensor?[]
}
_SUGGEST = {
    "TensorType": "v",
    "IntType": "i",
    "SymIntType": "i",
    "FloatType": "f",
    "NumberType": "f (or v to keep it a graph value)",
    "BoolType": "b",
    "StringType": "s",
}


def descriptor_problem(descriptor: str, arg: SchemaArg) -> str | None:
    """Why `descriptor` cannot read `arg`, or None when it can."""
    if (
        descriptor == "v"
        and arg.kind == "ListType"
        and arg.element_kind in _READS_LIST["vs"]
    ):
        return (
            f"'v' reads one tensor, and arg '{arg.python_name}' is a list of them "
            f"({arg.type}); write vs and read its items as {arg.python_name}[0], ..."
        )
    if descriptor in ("v", "none"):
        return None
    if descriptor in _READS and arg.kind in _READS[descriptor]:
        return None
    if arg.kind == "ListType" and arg.element_kind in _READS_LIST.get(descriptor, ()):
        return None
    if arg.kind == "ListType":
        suggestion = {
            "IntType": "is",
            "SymIntType": "is",
            "FloatType": "fs",
            "TensorType": "vs",
            "OptionalType": "vs",
        }.get(arg.element_kind or "", "v")
    else:
        suggestion = _SUGGEST.get(arg.kind, "v")
    return (
        f"'{descriptor}' cannot read arg '{arg.python_name}' of type {arg.type}; "
        f"write {suggestion}"
    )


@functools.cache
def exporter_opsets() -> tuple[int, int]:
    """The lowest and highest opset the installed TorchScript exporter can export."""
    cached = cache().get("opsets", TORCHSCRIPT)
    if _opset_pair(cached):
        return tuple(cached)
    from torch.onnx import _constants  # no public API states these bounds

    last = getattr(
        _constants, "ONNX_TORCHSCRIPT_EXPORTER_MAX_OPSET", _constants.ONNX_MAX_OPSET
    )
    cache().put("opsets", TORCHSCRIPT, [_constants.ONNX_MIN_OPSET, last])
    return _constants.ONNX_MIN_OPSET, last


def last_opsets() -> dict[str, int]:
    """The highest opset each declared exporter builds (its `last_opset()`), by name."""
    from ..runtime import exporters

    return {
        declared.NAME: _declared_fact(declared, "last_opset", declared.last_opset)
        for declared in exporters.declarations()
    }


def build_opset(exporter: str, opset: int) -> int:
    """The opset the exporter called `exporter` builds a graph at for an export at
    `opset` (its `build_opset`)."""
    from ..runtime import exporters

    declared = exporters.exporter(exporter)
    return _declared_fact(
        declared, f"build_opset {opset}", lambda: declared.build_opset(opset)
    )


def _declared_fact(declared, fact: str, ask) -> int:
    """What an exporter's declaration answers, kept: asking may import torch."""
    cached = cache().get("exporters", f"{declared.NAME} {fact}")
    if type(cached) is int:
        return cached
    found = ask()
    cache().put("exporters", f"{declared.NAME} {fact}", found)
    return found


def dynamo_build_opset(opset_version: int | None = None) -> int:
    """The opset the dynamo exporter builds the graph at for an export at `opset_version`
    (see `exporters.dynamo.dynamo_build_opset`, which asks torch each time)."""
    default, torchlib = _dynamo_opsets()
    return max(torchlib, opset_version or default)


@functools.cache
def _dynamo_opsets() -> tuple[int, int]:
    """torch's default export opset and the opset its dynamo op library is written for."""
    cached = cache().get("opsets", DYNAMO)
    if _opset_pair(cached):
        return tuple(cached)
    from torch.onnx import _constants
    from torch.onnx._internal.exporter import _constants as exporter_constants

    found = [_constants.ONNX_DEFAULT_OPSET, exporter_constants.TORCHLIB_OPSET]
    cache().put("opsets", DYNAMO, found)
    return tuple(found)


def _opset_pair(value) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 2
        and all(type(v) is int for v in value)
    )


def builtin_symbolic_opsets(op: str) -> set[int]:
    """The opsets torch (or a library such as torchvision) registers a TorchScript symbolic
    for `op` at. Registrations of generated packages do not count."""
    return exporters.exporter(TORCHSCRIPT).native_opsets(op)


def builtin_symbolic_covers(op: str, opsets: range) -> tuple[int, ...]:
    """The opsets of `opsets` at which torch's own symbolic would export `op`."""
    covered = _builtin_covered(op)
    return tuple(o for o in opsets if o in covered)


@functools.cache
def _builtin_covered(op: str) -> frozenset[int]:
    """The opsets the TorchScript exporter can export at which torch's own symbolic would
    export `op`."""
    namespace, _, name = op.partition("::")
    library = _library(namespace)
    cached = cache().get("builtin_symbolic", op, library)
    if isinstance(cached, list) and all(type(o) is int for o in cached):
        return frozenset(cached)
    # A library registers the symbolics of its ops when imported.
    with contextlib.suppress(NotInstalled, ImportFailed, Unknown):
        _find_packet(namespace, name)
    registered = builtin_symbolic_opsets(op)  # looked up once, not per opset
    lowest, highest = exporter_opsets()
    covered = [
        o
        for o in range(lowest, highest + 1)
        if exporters.exporter(TORCHSCRIPT).dispatch_opset(o, registered) is not None
    ]
    cache().put("builtin_symbolic", op, covered, library)
    return frozenset(covered)
