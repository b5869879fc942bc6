"""Target side of validation: ONNX op schemas from `onnx.defs`.

Validation needs a few facts of each schema (its inputs, its attributes' types, whether it is
deprecated), read here into small records. Like torch's op schemas, they are kept in
`schema_cache`, under the installed onnx's version and file, so that a build whose facts are
all known imports neither torch nor onnx.
"""

from __future__ import annotations

import difflib
import functools
from dataclasses import dataclass

from ..files import library_identity
from .schema_cache import MISSING, cache

# Attribute kinds, as the generator thinks of them, for each ONNX attribute type (by its
# `onnx.defs.OpSchema.AttrType` name) it can emit.
ATTRIBUTE_KINDS = {
    "INT": "int",
    "INTS": "ints",
    "FLOAT": "float",
    "FLOATS": "floats",
    "STRING": "string",
    "STRINGS": "strings",
    "TENSOR": "tensor",
}


@dataclass(frozen=True)
class Attribute:
    type: str  # the AttrType's name: INT, FLOATS, GRAPH...
    required: bool


@dataclass(frozen=True)
class OpSchema:
    """What validation reads of one version of an ONNX op's schema."""

    name: str
    since_version: int
    deprecated: bool
    min_input: int
    max_input: int
    inputs: tuple[str, ...]  # the formal inputs' names
    attributes: dict[str, Attribute]
    # Type strings of the formal inputs and outputs (`T`, or a fixed `tensor(int64)`), and
    # the types each constraint allows (`T` → `tensor(float)`, `tensor(double)`...).
    input_types: tuple[str, ...] = ()
    output_types: tuple[str, ...] = ()
    constraints: dict[str, tuple[str, ...]] | None = None
    min_output: int = 1
    max_output: int = 1

    def allowed(self, type_str: str) -> tuple[str, ...]:
        """The tensor types a formal input or output of this type string takes."""
        return (self.constraints or {}).get(type_str, (type_str,))


@functools.cache
def _history() -> dict[str, dict[str, list[int]]]:
    """domain → op type → the opsets at which its schema changed."""
    cached = cache().get("onnx", "history", _onnx())
    if _is_history(cached):
        return cached
    import onnx.defs

    found: dict[str, dict[str, list[int]]] = {}
    for schema in onnx.defs.get_all_schemas_with_history():
        found.setdefault(schema.domain, {}).setdefault(schema.name, []).append(
            schema.since_version
        )
    history = {d: {op: sorted(v) for op, v in ops.items()} for d, ops in found.items()}
    cache().put("onnx", "history", history, _onnx())
    return history


def is_standard(domain: str) -> bool:
    """Whether `onnx.defs` defines ops in `domain` (then they are checked)."""
    return domain in _history()


def versions(op: str, domain: str) -> list[int]:
    """Opsets at which `op`'s schema changed; empty when `op` does not exist."""
    return _history().get(domain, {}).get(op, [])


def domains_of(op: str) -> list[str]:
    """The standard domains that define `op`."""
    return sorted(d for d, ops in _history().items() if op in ops)


def similar(op: str, domain: str) -> list[str]:
    names = list(_history().get(domain, {}))
    lowered = {name.lower(): name for name in names}
    if op.lower() in lowered:
        return [lowered[op.lower()]]
    return difflib.get_close_matches(op, names, n=3)


def schemas_in_range(op: str, domain: str, first: int, last: int) -> list[OpSchema]:
    """The distinct schemas of `op` in force at opsets first..last (first must be defined)."""
    starts = [v for v in versions(op, domain) if v <= last]
    in_force = [v for v in starts if v <= first][-1:] + [v for v in starts if v > first]
    return [_schema(op, v, domain) for v in in_force]


def schema_at(op: str, opset: int, domain: str = "") -> OpSchema | None:
    """The schema of `op` in force at `opset`; None when the op does not exist there."""
    in_force = [v for v in versions(op, domain) if v <= opset]
    return _schema(op, in_force[-1], domain) if in_force else None


@functools.cache
def _schema(op: str, version: int, domain: str) -> OpSchema:
    key = f"{domain}::{op}@{version}"
    cached = _decode(cache().get("onnx", key, _onnx()))
    if cached is not None:
        return cached
    import onnx.defs

    schema = onnx.defs.get_schema(op, version, domain)
    found = OpSchema(
        name=schema.name,
        since_version=schema.since_version,
        deprecated=schema.deprecated,
        min_input=schema.min_input,
        max_input=schema.max_input,
        inputs=tuple(i.name for i in schema.inputs),
        attributes={
            name: Attribute(a.type.name, a.required)
            for name, a in schema.attributes.items()
        },
        input_types=tuple(i.type_str for i in schema.inputs),
        output_types=tuple(o.type_str for o in schema.outputs),
        constraints={
            c.type_param_str: tuple(sorted(c.allowed_type_strs))
            for c in schema.type_constraints
        },
        min_output=schema.min_output,
        max_output=schema.max_output,
    )
    cache().put("onnx", key, _encode(found), _onnx())
    return found


def _encode(schema: OpSchema) -> list:
    attributes = {n: [a.type, a.required] for n, a in schema.attributes.items()}
    return [
        schema.name,
        schema.since_version,
        schema.deprecated,
        schema.min_input,
        schema.max_input,
        list(schema.inputs),
        attributes,
        list(schema.input_types),
        list(schema.output_types),
        {k: list(v) for k, v in (schema.constraints or {}).items()},
        schema.min_output,
        schema.max_output,
    ]


def _decode(value) -> OpSchema | None:
    if value is MISSING:
        return None
    try:
        (
            name,
            since,
            deprecated,
            low,
            high,
            inputs,
            attributes,
            input_types,
            output_types,
            constraints,
            min_output,
            max_output,
        ) = value
        found = OpSchema(
            name,
            since,
            deprecated,
            low,
            high,
            tuple(inputs),
            {
                n: Attribute(kind, required)
                for n, (kind, required) in attributes.items()
            },
            tuple(input_types),
            tuple(output_types),
            {k: tuple(v) for k, v in constraints.items()},
            min_output,
            max_output,
        )
    except (TypeError, ValueError, AttributeError):  # a cache from elsewhere: ask onnx
        return None
    return found if _encode(found) == value and _well_typed(found) else None


def _well_typed(schema: OpSchema) -> bool:
    return (
        isinstance(schema.name, str)
        and all(
            type(v) is int
            for v in (
                schema.since_version,
                schema.min_input,
                schema.min_output,
                schema.max_output,
            )
        )
        and type(schema.max_input) is int
        and type(schema.deprecated) is bool
        and all(isinstance(i, str) for i in schema.inputs)
        and all(isinstance(t, str) for t in schema.input_types + schema.output_types)
        and all(
            isinstance(t, str)
            for types in (schema.constraints or {}).values()
            for t in types
        )
        and all(
            isinstance(a.type, str) and type(a.required) is bool
            for a in schema.attributes.values()
        )
    )


def _is_history(value) -> bool:
    return isinstance(value, dict) and all(
        isinstance(ops, dict)
        and all(
            isinstance(v, list) and all(type(o) is int for o in v) for v in ops.values()
        )
        for ops in value.values()
    )


@functools.cache
def _onnx() -> str:
    return library_identity("onnx")


@functools.cache
def _runtime_schemas() -> dict[str, dict[str, int | None]]:
    """domain → op → the input whose type ONNX Runtime's schema gives the op's (first)
    output, or None: the ops ONNX Runtime implements in its own domains (`com.microsoft`
    contrib ops such as Inverse, whose output is typed like input 0)."""
    identity = library_identity("onnxruntime")
    cached = cache().get("onnxruntime", "schemas", identity)
    if isinstance(cached, dict):
        return cached
    found: dict[str, dict[str, int | None]] = {}
    try:
        from onnxruntime.capi import onnxruntime_pybind11_state as ort
    except ImportError:
        return {}
    for schema in ort.get_all_operator_schema():
        if schema.domain in _history():
            continue
        output = schema.outputs[0].typeStr if schema.outputs else None
        like = [i for i, x in enumerate(schema.inputs) if x.typeStr == output]
        found.setdefault(schema.domain, {})[schema.name] = like[0] if like else None
    found = {domain: dict(sorted(ops.items())) for domain, ops in sorted(found.items())}
    cache().put("onnxruntime", "schemas", found, identity)
    return found


def runtime_ops() -> dict[str, list[str]]:
    """domain → op types that ONNX Runtime itself implements in its own domains: nodes of
    those need no kernel."""
    return {domain: list(ops) for domain, ops in _runtime_schemas().items()}


def runtime_output_like(op: str, domain: str) -> int | None:
    """The input whose type ONNX Runtime's schema gives its own op's output, if one."""
    return _runtime_schemas().get(domain, {}).get(op)


def runs_in_onnxruntime(op: str, domain: str) -> bool:
    return op in _runtime_schemas().get(domain, {})
