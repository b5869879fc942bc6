"""The draft's source section: a name and a parse_args descriptor for each torch arg.

The `Arg`s made here are what the target and test sections work from; mapping the target marks
the args it reads as fed and picks each tensor's test dtype.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..spec.model import is_identifier
from ..validate import source_schema
from ..validate.source_schema import SchemaArg
from .resolve import Source, Target
from .yaml_text import comment, flow, scalar, with_note

# Declared types a symbolic has no use for: read with `none`.
UNUSED_TYPES = {"Layout", "Device", "MemoryFormat", "Generator", "Stream", "Storage"}
DESCRIPTORS = {
    "TensorType": "v",
    "IntType": "i",
    "SymIntType": "i",
    "FloatType": "f",
    "SymFloatType": "f",
    "NumberType": "f",
    "BoolType": "b",
    "StringType": "s",
}
LIST_DESCRIPTORS = {
    "TensorType": "v",
    "OptionalType": "v",  # Tensor?[]
    "IntType": "is",
    "SymIntType": "is",
    "BoolType": "is",
    "FloatType": "fs",
    "SymFloatType": "fs",
}


@dataclass
class Arg:
    schema: SchemaArg
    name: str  # as the spec calls it
    descriptor: str
    declared: str  # the declared type: Tensor, int, ScalarType...
    fed: bool = False  # the target reads it
    dtype: str = "float32"  # of its test tensor

    @property
    def tensor(self) -> bool:
        return self.descriptor == "v"


def spec_args(source: Source, target: Target) -> list[Arg]:
    """One Arg per schema arg, named as validate names them unless generated code takes
    the name."""
    from ..validate.target import GENERATED_NAMES

    taken = set(GENERATED_NAMES) | {target.op}
    args = []
    for schema_arg, declared in zip(source.schema.args, source.declared):
        name = schema_arg.python_name
        while not is_identifier(name) or name in taken:
            name += "_"
        taken.add(name)
        args.append(Arg(schema_arg, name, descriptor(schema_arg, declared), declared))
    return args


def descriptor(arg: SchemaArg, declared: str) -> str:
    """The parse_args descriptor that reads the arg as a symbolic wants it."""
    if declared in UNUSED_TYPES:
        return "none"
    if arg.kind == "ListType":
        found = LIST_DESCRIPTORS.get(arg.element_kind or "", "none")
    else:
        found = DESCRIPTORS.get(arg.kind, "none")
    # What validate accepts has the last word.
    return found if source_schema.descriptor_problem(found, arg) is None else "none"


def source_lines(source: Source, args: list[Arg]) -> list[str]:
    lines = ["source:", f"  op: {scalar(source.op)}"]
    if len(args) > 1:  # \0: a space not to break the line at
        lines += comment(", ".join(f"{a.name}:\0{a.descriptor}" for a in args), "  ")
    lines.append(f"  args: {flow([a.descriptor for a in args])}")
    if any(a.name != a.schema.python_name for a in args):
        names = flow([a.name for a in args])
        note = "renamed: generated code takes the schema's names"
        lines.append(with_note(f"  names: {names}", note))
    return lines
