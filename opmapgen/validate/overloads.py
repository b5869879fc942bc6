"""`source.overloads`: more overloads of the mapped op, each exported by the mapping with its
args matched to the mapped overload's by name.

The TorchScript exporter sends every overload of an op name to one symbolic and passes only
the args, so the symbolic tells overloads apart by how many there are: each listed overload
needs a number of args of its own. Except a Scalar twin: the mapped overload's args in its
order, with Python numbers where it takes tensors that the mapping promotes
(`aten::floor_divide.Scalar` beside `aten::floor_divide`). The TorchScript exporter passes
the number as a 0-dim tensor, so the mapped symbolic takes it as it is; the dynamo exporter
passes the number, which promotion makes a tensor of the right dtype.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from ..ir.signature import Arg, Filled, Overload
from ..spec.model import OP_NAME
from . import source_schema
from .source_schema import OpSchema

Error = Callable[[tuple, str], None]
LITERALS = (bool, int, float, str, list, tuple, type(None))


def resolve_overloads(
    listed: list[str],
    schema: OpSchema,
    args: tuple[Arg, ...],
    error: Error,
    promoted: tuple[str, ...] = (),
) -> tuple[Overload, ...]:
    """The overloads `listed` (spec `source.overloads`) of the op `schema` maps; an error at
    each one that cannot be exported by the mapping. `promoted`: the args the mapping casts
    to one dtype, which a Scalar twin may pass as numbers."""
    base = schema.qualified_name.split(".")[0]
    known = source_schema.overloads(base)
    taken = {len(schema.args): schema.qualified_name}
    found = []
    for index, name in enumerate(listed):
        where = ("source", "overloads", index)
        match = OP_NAME.match(name)
        if f"{match['ns']}::{match['name']}" != base:
            error(
                where,
                f"{name} is not an overload of {base}, the op the mapping maps; list "
                f"overloads of {base} only (another op needs a spec of its own)",
            )
            continue
        other = known.get(match["overload"] or "")
        if other is None:
            names = ", ".join(s.qualified_name for s in known.values())
            error(where, f"{base} has no overload {name}; its overloads are {names}")
            continue
        if other.qualified_name == schema.qualified_name:
            error(
                where,
                f"{name} is the overload source.op maps; remove it from overloads",
            )
            continue
        count = len(other.args)
        if listed.index(name) < index:
            error(where, f"{name} is listed twice in overloads; remove one")
            continue
        twin = _scalar_twin(other, schema, args, promoted)
        if count in taken and not twin:
            error(
                where,
                f"{name} takes {count} args, as {taken[count]} does: the TorchScript "
                "exporter tells overloads apart by their number of args only; list "
                "overloads with a number of args of their own, or Scalar twins (numbers "
                "where the mapped overload takes tensors it promotes)",
            )
            continue
        overload = _overload(
            name, other, schema, args, functools.partial(error, where), twin
        )
        if overload is not None:
            taken.setdefault(count, other.qualified_name)
            found.append(overload)
    return tuple(found)


def _scalar_twin(
    other: OpSchema, schema: OpSchema, args: tuple[Arg, ...], promoted: tuple[str, ...]
) -> bool:
    """Whether `other` takes the mapped overload's args in its order, numbers in place of
    some promoted tensors."""
    if [a.name for a in other.args] != [a.name for a in schema.args]:
        return False
    pairs = list(zip(other.args, schema.args, args))
    return any(own.kind != theirs.kind for own, theirs, _ in pairs) and all(
        own.kind == theirs.kind
        or (
            own.kind == "NumberType"
            and theirs.kind == "TensorType"
            and arg.name in promoted
        )
        for own, theirs, arg in pairs
    )


def _overload(
    name: str,
    other: OpSchema,
    schema: OpSchema,
    args: tuple[Arg, ...],
    error: Callable[[str], None],
    twin: bool = False,
) -> Overload | None:
    mapped = {a.name: (a, arg) for a, arg in zip(schema.args, args)}
    params = []
    for own in other.args:
        if own.name not in mapped:
            error(
                f"{name} takes '{own.python_name}', which {schema.qualified_name} does "
                f"not: an overload's args must be among the mapped overload's "
                f"({', '.join(a.python_name for a in schema.args)})"
            )
            return None
        theirs, arg = mapped[own.name]
        if own.kind != theirs.kind and not twin:
            error(
                f"{name} takes '{own.python_name}' as {own.type}, where "
                f"{schema.qualified_name} takes {theirs.type}: the mapping would read "
                "one as the other; list overloads whose shared args have the same types"
            )
            return None
        default = arg.default
        if (
            own.has_default
        ):  # one the generated code cannot spell (a memory_format) is None
            default = own.default if isinstance(own.default, LITERALS) else None
        params.append(Arg(arg.name, arg.descriptor, default))
    has = {a.name for a in other.args}
    call: list[str | Filled] = []
    for theirs, arg in zip(schema.args, args):
        if theirs.name in has:
            call.append(arg.name)
        elif arg.descriptor == "none":
            call.append(Filled(None))
        elif (
            theirs.has_default
            and isinstance(theirs.default, LITERALS)
            and (theirs.default is None or arg.descriptor != "v")
        ):
            call.append(Filled(theirs.default))
        elif theirs.type.endswith("?"):
            call.append(Filled(None))
        else:
            error(
                f"{name} lacks '{theirs.python_name}', which has no default to give it "
                f"in {schema.qualified_name}; list overloads that lack only args with "
                "defaults or optional ones"
            )
            return None
    overload_name = other.qualified_name.partition(".")[2] or "default"
    return Overload(
        op=name,
        schema=other.text,
        target=f"{base_name(other)}.{overload_name}",
        function=f"translation_{overload_name}",
        params=tuple(params),
        call=tuple(call),
        twin=twin,
    )


def base_name(schema: OpSchema) -> str:
    return schema.qualified_name.split(".")[0]


def arities(overloads: tuple[Overload, ...]) -> set[int]:
    return {len(o.params) for o in overloads}
