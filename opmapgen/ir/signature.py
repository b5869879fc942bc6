"""The op's signature as the exporters call it: its args and the other overloads mapped."""

from __future__ import annotations

from dataclasses import dataclass

NO_DEFAULT = object()


def listed(name: str) -> str:
    """A tensor input's name; for an item of a tensor list arg (`indices[0]`), the list's:
    the build's one reading of item names (the runtime, which imports no build stage, has
    its own: `runtime.contract.listed`)."""
    return name.partition("[")[0]


@dataclass(frozen=True)
class Arg:
    name: str  # the symbolic function's parameter name
    descriptor: str  # parse_args descriptor
    # The schema default, for the translation: the dynamo exporter leaves defaulted args out.
    default: object = NO_DEFAULT
    # The schema's name of a keyword-only arg the spec names otherwise (`source.names`): the
    # dynamo exporter passes keyword-only args by the schema's names.
    keyword: str | None = None


@dataclass(frozen=True)
class Filled:
    """The value an overload's call passes for a mapped arg the overload lacks."""

    value: object


@dataclass(frozen=True)
class Overload:
    """Another overload of the op that the mapping exports, its args matched by name."""

    op: str  # as the spec writes it: aten::sort
    schema: str  # its schema text
    target: str  # what the dynamo exporter keys its translation by: aten::sort.default
    function: str  # the translation's name for it: translation_default
    params: tuple[Arg, ...]  # its own args, named as the mapping names them
    call: tuple[
        str | Filled, ...
    ]  # per mapped arg: the param passed, or the value filled
    # A Scalar twin of the mapped overload: the TorchScript symbolic takes it as it is.
    twin: bool = False
