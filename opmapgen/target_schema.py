"""Target side of validation: ONNX op schemas from `onnx.defs`."""

from __future__ import annotations

import difflib
import functools

import onnx
import onnx.defs

# Attribute kinds, as the generator thinks of them, for each ONNX attribute type it can emit.
ATTRIBUTE_KINDS = {
    onnx.defs.OpSchema.AttrType.INT: "int",
    onnx.defs.OpSchema.AttrType.INTS: "ints",
    onnx.defs.OpSchema.AttrType.FLOAT: "float",
    onnx.defs.OpSchema.AttrType.FLOATS: "floats",
    onnx.defs.OpSchema.AttrType.STRING: "string",
    onnx.defs.OpSchema.AttrType.STRINGS: "strings",
    onnx.defs.OpSchema.AttrType.TENSOR: "tensor",
}


@functools.cache
def _history() -> dict[str, dict[str, list[int]]]:
    """domain → op type → the opsets at which its schema changed."""
    found: dict[str, dict[str, list[int]]] = {}
    for schema in onnx.defs.get_all_schemas_with_history():
        found.setdefault(schema.domain, {}).setdefault(schema.name, []).append(
            schema.since_version
        )
    return {d: {op: sorted(v) for op, v in ops.items()} for d, ops in found.items()}


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


def schemas_in_range(
    op: str, domain: str, first: int, last: int
) -> list[onnx.defs.OpSchema]:
    """The distinct schemas of `op` in force at opsets first..last (first must be defined)."""
    starts = [v for v in versions(op, domain) if v <= last]
    in_force = [v for v in starts if v <= first][-1:] + [v for v in starts if v > first]
    return [onnx.defs.get_schema(op, v, domain) for v in in_force]
