"""`opmapgen new`: write a first spec for an op from the installed torch and ONNX schemas.

The draft reads like a hand-written spec: descriptors and arg names from the torch op schema,
inputs and attributes from `onnx.defs` (those left at their defaults listed as comments), and
test inputs that torch was seen to accept. What cannot be derived is marked TODO where it goes,
so that `opmapgen check` points at it; guesses are marked `check:`.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import shlex
import sys
import textwrap
import warnings
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from . import source_schema, target_schema
from .console import Console
from .diagnostics import Report, SpecErrors, display_path
from .source_schema import NotInstalled, OpSchema, SchemaArg, Unknown
from .spec import (
    DOMAIN_NAME,
    ONNX_OP_NAME,
    OP_NAME,
    RESERVED_NAMES,
    is_identifier,
    standard_domain,
)
from .write import write_file

SCHEMA_FILE = Path("docs", "spec.schema.json")
WIDTH = 92  # comments wrap here, as in the specs under mappings/
TEST_OPSET = 17  # the parity test's second opset, as validate's default
# Test tensors to try, in order: the first that torch takes with finite results is written.
SHAPES = ([2, 3, 4, 5], [2, 3, 4, 4], [4, 4], [4])
RANGES = ((-4.0, 4.0), (-0.9, 0.9), (0.1, 4.0), (1.0, 6.0))
# Test dtypes by preference, with their ONNX names; the ONNX input's type constraint picks.
DTYPES = {
    "float32": "float",
    "int64": "int64",
    "int32": "int32",
    "bool": "bool",
    "float64": "double",
    "float16": "float16",
    "int8": "int8",
    "uint8": "uint8",
}
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
# Values for non-tensor test args that have no schema default.
PLACEHOLDERS = {"i": 1, "is": [1], "f": 1.0, "fs": [1.0], "b": False, "s": ""}
# The descriptors that can give each ONNX attribute type (an int is accepted for a float).
ATTRIBUTE_SOURCES = {
    "int": ("i", "b"),
    "float": ("f", "i"),
    "string": ("s",),
    "ints": ("is",),
    "floats": ("fs", "is"),
}


class UserError(Exception):
    """A problem with the command line: printed as it is, exit status 1."""


def run_new(args: argparse.Namespace, console: Console) -> int:
    try:
        source = resolve_source(args)
        target = resolve_target(args.to, args.domain, args.opset)
        name = spec_name(args.name, source)
        path = output_path(args.out, source.namespace, name)
        if path is not None and path.exists() and not args.force:
            raise UserError(f"{_shown(path)} exists; pass --force to overwrite it")
    except UserError as exc:
        console.error(str(exc))
        return 1
    where = path or Path("mappings", source.namespace, f"{name}.yaml")
    text = draft(args, source, target, name, where)
    if path is None:
        console.result(text.rstrip("\n"))
        return 0
    try:
        write_file(path, text)
    except OSError as exc:
        console.error(f"cannot write {_shown(path)}: {exc.strerror or exc}")
        return 1
    console.success(f"wrote {_shown(path)}")
    problems = check_problems(path)
    if problems:
        console.info(
            f"`opmapgen check {_shown(path)}` reports {problems} "
            f"problem{'s' if problems > 1 else ''} to fix; the TODO comments say what "
            "could not be derived"
        )
    else:
        console.info("it passes `opmapgen check`; review it, then run `opmapgen build`")
    return 0


def draft(args, source: Source, target: Target, name: str, where: Path) -> str:
    """The spec text; `where` is the file it is meant for."""
    plan = Plan(source, target, name, spec_args(source, target))
    plan.map_target()
    plan.sample_test()
    header = [
        f"# yaml-language-server: $schema={schema_reference(where)}",
        *comment(
            f"Written by `{command(args)}`. Review the descriptors in source.args, the ONNX "
            "inputs and attributes and the test inputs: comments marked TODO say what "
            "could not be derived, `check:` marks a guess."
        ),
    ]
    return "\n".join([*header, *plan.render()]) + "\n"


def _shown(path: Path) -> str:
    return display_path(path.absolute())


# -- source ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Source:
    namespace: str
    name: str
    overload: str  # "" for the default overload
    schema: OpSchema
    declared: tuple[str, ...]  # each arg's type as declared: ScalarType, Layout...
    returns: int
    others: tuple[str, ...]  # overloads a model may call instead, noted in the spec

    @property
    def base(self) -> str:
        return f"{self.namespace}::{self.name}"

    @property
    def op(self) -> str:
        """The op as the spec writes it."""
        return _qualified(self.base, self.overload)


def resolve_source(args: argparse.Namespace) -> Source:
    match = OP_NAME.match(args.op)
    if not match:
        raise UserError(
            f"'{args.op}' is not a qualified op name; write namespace::name[.overload], "
            "e.g. aten::acosh or aten::add.Tensor"
        )
    namespace, name, overload = match["ns"], match["name"], match["overload"]
    if args.overload is not None:
        if overload is not None and overload != args.overload:
            raise UserError(
                f"{args.op} names overload '{overload}' but --overload says "
                f"'{args.overload}'; give one of them"
            )
        overload = args.overload
    base = f"{namespace}::{name}"
    found = _overloads(base, namespace)
    if overload is None:
        overload = _pick_overload(base, found, args)
    elif overload not in found:
        raise UserError(
            f"{base} has no overload '{overload}'; pick one of its "
            f"{len(found)}{_choices(base, found, args)}"
        )
    torch_schema = _torch_op(namespace, name, overload)._schema
    return Source(
        namespace,
        name,
        overload,
        found[overload],
        tuple(_declared(a.real_type) for a in torch_schema.arguments),
        len(torch_schema.returns),
        tuple(o for o in _likely(found) if o != overload),
    )


def _overloads(base: str, namespace: str) -> dict[str, OpSchema]:
    try:
        return source_schema.overloads(base)
    except NotInstalled as exc:
        raise UserError(
            f"cannot look up {base}: its ops come from the Python package '{exc}', which is "
            f"not installed; install it (pip install {exc}) and run again"
        ) from None
    except Unknown:
        close = source_schema.similar_ops(base)
        hint = f"; did you mean {' or '.join(close)}?" if close else ""
        raise UserError(f"the installed torch has no op {base}{hint}") from None
    except (ImportError, RuntimeError, OSError) as exc:  # a library that fails to load
        raise UserError(
            f"cannot look up {base}: importing {namespace} failed: {exc}"
        ) from None


def _pick_overload(base: str, found: dict[str, OpSchema], args) -> str:
    """The overload a model means by `base`, or UserError listing them when it is unclear."""
    likely = _likely(found)
    if len(found) == 1:
        return next(iter(found))
    if "" in likely:  # what a spec naming no overload maps, as validate reads it
        return ""
    if len(likely) == 1:
        return likely[0]
    raise UserError(
        f"{base} has {len(found)} overloads, {len(likely)} of them on tensors; name the "
        f"one to map as {base}.OVERLOAD or with --overload{_choices(base, found, args)}"
    )


def _likely(found: dict[str, OpSchema]) -> list[str]:
    """The overloads an exported model calls: on tensors, and not out= variants (which
    write into an argument, `Tensor(a!) out`)."""
    return [
        o
        for o, schema in found.items()
        if "Tensor" in schema.text.partition("(")[2] and "!" not in schema.text
    ]


def _choices(base: str, found: dict[str, OpSchema], args) -> str:
    """Every overload with its schema and the command that picks it, likely ones first."""
    likely = _likely(found)
    rest = [o for o in found if o not in likely]
    lines = []
    for group in (likely, rest):
        if group is rest and rest:
            lines.append("less likely (out= variants, ops on Python numbers):")
        for overload in group:
            lines.append(f"  {found[overload].text}")
            lines.append(f"      {command(args, base, overload)}")
    return ":\n" + "\n".join(lines)


def _qualified(base: str, overload: str) -> str:
    return f"{base}.{overload}" if overload else base


def _torch_op(namespace: str, name: str, overload: str):
    import torch

    packet = getattr(getattr(torch.ops, namespace), name)
    return getattr(packet, overload or "default")


def _declared(real_type) -> str:
    text = str(real_type)
    return text[len("Optional[") : -1] if text.startswith("Optional[") else text


# -- target ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    op: str
    domain: str  # as given
    opset: int
    schema: object | None  # onnx.defs.OpSchema; None in a custom domain
    changes: tuple[str, ...]  # how the op changes at later opsets the mapping covers


def resolve_target(op: str, domain: str, opset: int | None) -> Target:
    if not ONNX_OP_NAME.match(op):
        raise UserError(f"'{op}' is not an ONNX op type; write a name such as Acosh")
    if not DOMAIN_NAME.match(domain):
        raise UserError(f"'{domain}' is not a domain name; write e.g. com.example")
    lowest, highest = source_schema.exporter_opsets()
    standard = standard_domain(domain)
    if not target_schema.is_standard(standard):
        first = lowest if opset is None else _in_exporter_range(opset)
        return Target(op, domain, first, None, ())
    versions = target_schema.versions(op, standard)
    if not versions:
        close = target_schema.similar(op, standard)
        hint = f"; did you mean {' or '.join(close)}?" if close else ""
        where = f"domain '{domain}'" if standard else "the default ONNX domain"
        raise UserError(f"ONNX has no op {op} in {where}{hint}")
    if versions[0] > highest:
        raise UserError(
            f"ONNX {op} was added in opset {versions[0]}, above {highest}, the highest "
            "opset the installed TorchScript exporter supports"
        )
    if opset is None:
        opset = max(versions[0], lowest)
    elif opset < versions[0]:
        raise UserError(
            f"ONNX {op} does not exist at opset {opset}: it was added in opset "
            f"{versions[0]}; use --opset {max(versions[0], lowest)} or higher"
        )
    _in_exporter_range(opset)
    import onnx.defs

    schema = onnx.defs.get_schema(op, opset, standard)
    if schema.deprecated:
        raise UserError(
            f"ONNX {op} is deprecated from opset {schema.since_version}; give a lower "
            "--opset, or map the op to what replaces it"
        )
    return Target(op, domain, opset, schema, _changes(schema, standard, highest))


def _in_exporter_range(opset: int) -> int:
    lowest, highest = source_schema.exporter_opsets()
    if not lowest <= opset <= highest:
        raise UserError(
            f"--opset {opset} is outside {lowest} to {highest}, the opsets the installed "
            "TorchScript exporter supports"
        )
    return opset


def _changes(schema, domain: str, highest: int) -> tuple[str, ...]:
    """How later schema versions, up to `highest`, change the inputs or attributes."""
    import onnx.defs

    found, shape = [], _shape(schema)
    for version in target_schema.versions(schema.name, domain):
        if not schema.since_version < version <= highest:
            continue
        later = onnx.defs.get_schema(schema.name, version, domain)
        if later.deprecated:
            found.append(f"is deprecated from opset {version}")
            break
        if _shape(later) != shape:
            shape = _shape(later)
            found.append(
                f"takes inputs {', '.join(shape[0]) or 'none'} and attributes "
                f"{', '.join(sorted(shape[1])) or 'none'} from opset {version}"
            )
    return tuple(found)


def _shape(schema) -> tuple[tuple[str, ...], frozenset[str]]:
    return tuple(i.name for i in schema.inputs), frozenset(schema.attributes)


# -- names, paths, the command ---------------------------------------------------------------


def spec_name(given: str | None, source: Source) -> str:
    if given is not None:
        if not is_identifier(given) or given.startswith("_") or given in RESERVED_NAMES:
            raise UserError(
                f"--name '{given}' is not a usable mapping name: give a Python identifier "
                "that does not start with _ and is not one of "
                f"{', '.join(sorted(RESERVED_NAMES))}"
            )
        return given
    # aten::add.Tensor → add_tensor; aten::__and__ → and_op
    name = source.name.strip("_")
    if source.overload:
        name = f"{name}_{source.overload.lower()}"
    if not is_identifier(name) or name.startswith("_") or name in RESERVED_NAMES:
        name = f"{name}_op"
    return name


def output_path(out: str | None, namespace: str, name: str) -> Path | None:
    """The spec file: mappings/NAMESPACE/NAME.yaml, FILE, or NAME.yaml in a folder given
    as FILE; None for stdout."""
    if out == "-":
        return None
    if out is None:
        return Path("mappings", namespace, f"{name}.yaml")
    path = Path(out)
    folder = path.is_dir() or out.endswith(("/", os.sep))
    return path / f"{name}.yaml" if folder else path


def schema_reference(spec_path: Path) -> str:
    """The JSON Schema's path relative to the spec's folder, for `yaml-language-server`.

    The working folder's docs/spec.schema.json, as the repository's specs name it; failing
    that the one in the nearest folder above the spec; failing that the working folder's
    again, where `opmapgen schema > docs/spec.schema.json` would put it.
    """
    folder = spec_path.absolute().parent
    schema = Path.cwd() / SCHEMA_FILE
    if not schema.is_file():
        above = [p / SCHEMA_FILE for p in folder.parents if (p / SCHEMA_FILE).is_file()]
        schema = above[0] if above else schema
    return Path(os.path.relpath(schema, folder)).as_posix()


def command(args, base: str | None = None, overload: str | None = None) -> str:
    """The `opmapgen new` command line given, or the one picking `overload` of `base`."""
    if base is None:
        op = [args.op]
    elif overload:
        op = [f"{base}.{overload}"]
    else:  # the default overload: naming none would be ambiguous again
        op = [base, "--overload", ""]
    words = ["opmapgen", "new", *op, "--to", args.to]
    if args.opset is not None:
        words += ["--opset", str(args.opset)]
    if args.domain:
        words += ["--domain", args.domain]
    if args.overload is not None and base is None:
        words += ["--overload", args.overload]
    if args.name:
        words += ["--name", args.name]
    if args.out is not None and args.out != "-":
        words += ["-o", args.out]
    return shlex.join(words)


# -- source args -----------------------------------------------------------------------------


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
    from .validate_target import GENERATED_NAMES

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


# -- the draft -------------------------------------------------------------------------------


@dataclass
class Plan:
    """What the spec will say, with the notes that go above each part."""

    source: Source
    target: Target
    name: str
    args: list[Arg]
    inputs: list[str] = field(default_factory=list)
    inputs_comment: str = ""
    attributes: list[tuple[str, str, str]] = field(
        default_factory=list
    )  # name, value, note
    defaults: list[str] = field(default_factory=list)  # commented-out attribute lines
    input_notes: list[str] = field(default_factory=list)
    target_notes: list[str] = field(default_factory=list)
    tensors: list[dict] = field(default_factory=list)
    test_args: list[tuple[str, object, str]] = field(
        default_factory=list
    )  # with a note
    test_notes: list[str] = field(default_factory=list)

    # -- target ------------------------------------------------------------------------------

    def map_target(self) -> None:
        if self.target.schema is None:
            self._custom_target()
        else:
            self._map_inputs(self.target.schema)
            self._map_attributes(self.target.schema)
        unused = [
            a for a in self.args if not a.fed and a.descriptor not in ("v", "none")
        ]
        if unused:
            them = "it" if len(unused) == 1 else "them"
            self.target_notes.append(
                f"TODO: no ONNX input or attribute reads {_names(unused)}: the mapping "
                f"ignores {them}, which is right only for the values in test.args; map "
                f"{them}, or make sure models pass those values"
            )

    def _custom_target(self) -> None:
        """No schema to follow: every tensor feeds the node, and the other args are
        attributes, which take their types from the values."""
        for arg in self.args:
            if arg.tensor:
                self.inputs.append(arg.name)
            elif arg.descriptor != "none":
                self.attributes.append((arg.name, f"${arg.name}", ""))
            arg.fed = arg.descriptor != "none"
        self.target_notes.append(
            f"check: {self.target.domain} is a custom domain: nothing checks the node "
            "against a schema; kernel: module:callable names a NumPy reference kernel for "
            "the parity test to run it with"
        )

    def _map_inputs(self, schema) -> None:
        """ONNX inputs from tensor args: those of the same name first, then the rest in
        order; a required input nothing feeds is named for check to point at."""
        import onnx.defs

        option = onnx.defs.OpSchema.FormalParameterOption
        formal = list(schema.inputs)
        tensors = [a for a in self.args if a.tensor]
        fed: dict[int, list[Arg]] = {}
        for i, param in enumerate(formal):
            same = [a for a in tensors if not a.fed and _same_name(a, param.name)]
            if same:
                fed[i], same[0].fed = same[:1], True
        for i, param in enumerate(formal):
            rest = [a for a in tensors if not a.fed]
            if i not in fed and rest:
                fed[i] = rest if param.option == option.Variadic else rest[:1]
                for arg in fed[i]:
                    arg.fed = True
        for i, args in fed.items():
            for arg in args:
                arg.dtype = _dtype(schema, formal[i])
        needed = [i for i, p in enumerate(formal) if p.option != option.Optional]
        last = max([*fed, *needed], default=-1)
        missing = [p for i, p in enumerate(formal[: last + 1]) if i not in fed]
        for i, param in enumerate(formal[: last + 1]):
            names = (
                [a.name for a in fed[i]] if i in fed else [_placeholder(param.name, i)]
            )
            self.inputs += names
        all_names = [p.name for p in formal]
        if self.inputs != all_names[: len(self.inputs)] and not missing:
            self.inputs_comment = f"ONNX {schema.name}: {', '.join(all_names)}"
        unfed = [a for a in tensors if not a.fed]
        if unfed or missing or len(tensors) != len(formal):
            guess = "; ".join(
                f"{formal[i].name} <- {_names(args)}" for i, args in sorted(fed.items())
            )
            self.input_notes.append(
                f"check: ONNX {schema.name} takes {', '.join(all_names) or 'no inputs'}, "
                f"the op has tensor args {_names(tensors) or 'none'}; the guess feeds "
                f"{guess or 'nothing'}"
            )
        left_out = all_names[last + 1 :]
        if left_out:
            self.input_notes.append(
                f"optional ONNX inputs left out: {', '.join(left_out)}"
            )
        for param in missing:
            what = "optional" if param.option == option.Optional else "required"
            self.input_notes.append(
                f"TODO: no tensor arg feeds ONNX input {param.name} ({what}: "
                f"{_first_sentence(param.description)}); compute it with nodes: and "
                "constants:, read a source arg with v, or leave it out"
            )
        if unfed:
            self.input_notes.append(f"TODO: {_names(unfed)} feed no ONNX input")

    def _map_attributes(self, schema) -> None:
        free = [a for a in self.args if not a.tensor and a.descriptor != "none"]
        matches = _match_attributes(schema, free)
        for name in sorted(schema.attributes):
            attribute = schema.attributes[name]
            kind = target_schema.ATTRIBUTE_KINDS.get(attribute.type)
            if name in matches:
                arg, guess = matches[name]
                arg.fed = True
                self.attributes.append(
                    (name, f"${arg.name}", guess and f"check: {guess}")
                )
            elif kind is None:
                what = attribute.type.name.lower()
                self.defaults.append(f"{name}: a {what}, which specs cannot set")
            elif attribute.required:
                self.defaults.append(
                    f"TODO: {name} ({kind}) is required: give a value, or $arg for a "
                    "source arg's"
                )
            else:
                default = _default(attribute)
                shown = (
                    f"{default}  # default" if default else " # optional, no default"
                )
                self.defaults.append(f"{name}: {shown} ({kind})")

    # -- test --------------------------------------------------------------------------------

    def sample_test(self) -> None:
        for arg in self.args:
            if arg.tensor or arg.descriptor == "none":
                continue
            if not arg.schema.has_default:
                value = PLACEHOLDERS[arg.descriptor]
                note = f"check: {arg.schema.type} with no default"
                self.test_args.append((arg.name, value, note))
            elif arg.schema.default is not None and _literal(arg.schema.default):
                self.test_args.append((arg.name, arg.schema.default, ""))
        if self.source.returns != 1:
            self.test_notes.append(
                f"TODO: {self.source.op} returns {self.source.returns} values; a mapping "
                "gives one"
            )
        for arg in self.args:
            if arg.tensor and arg.declared.endswith("[]"):
                self.test_notes.append(
                    f"TODO: {arg.name} is a list of tensors, which test.inputs cannot give"
                )
        values = {name: value for name, value, _ in self.test_args}
        self.tensors, note = try_inputs(self.source, self.args, values)
        if note:
            self.test_notes.append(note)

    # -- text --------------------------------------------------------------------------------

    def render(self) -> list[str]:
        source, target = self.source, self.target
        lines = comment(f"torch: {source.schema.text}", hanging="#        ")
        if target.schema is not None:
            lines += comment(f"ONNX:  {_signature(target.schema)}", hanging="#        ")
        if source.others:
            others = ", ".join(_qualified(source.base, o) for o in source.others)
            lines += comment(
                f"check: this maps {source.op}; models may call {others} too (the "
                "TorchScript exporter sends every overload to the same symbolic)"
            )
        for change in target.changes:
            lines += comment(
                f"check: ONNX {target.op} {change}; if `opmapgen check` objects, end this "
                "spec before it with max_opset and start another there"
            )
        lines += [f"name: {scalar(self.name)}", "source:", f"  op: {scalar(source.op)}"]
        lines += self._args_lines()
        lines += ["target:", f"  op: {scalar(target.op)}"]
        if target.domain:
            lines.append(f"  domain: {json.dumps(target.domain)}")
        lines.append(f"  opset: {target.opset}")
        for note in self.input_notes:
            lines += comment(note, "  ")
        lines.append(_with_note(f"  inputs: {flow(self.inputs)}", self.inputs_comment))
        lines += self._attribute_lines()
        for note in self.target_notes:
            lines += comment(note, "  ")
        if target.schema is None:
            lines.append("  # kernel: module:callable")
        return lines + self._test_lines()

    def _args_lines(self) -> list[str]:
        lines = []
        if len(self.args) > 1:  # \0: a space not to break the line at
            lines += comment(
                ", ".join(f"{a.name}:\0{a.descriptor}" for a in self.args), "  "
            )
        lines.append(f"  args: {flow([a.descriptor for a in self.args])}")
        if any(a.name != a.schema.python_name for a in self.args):
            names = flow([a.name for a in self.args])
            note = "renamed: generated code takes the schema's names"
            lines.append(_with_note(f"  names: {names}", note))
        return lines

    def _attribute_lines(self) -> list[str]:
        if not self.attributes and not self.defaults:
            return []
        lines = [
            "  attributes:"
        ]  # with only comments under it, the value is null: none
        for name, value, note in self.attributes:
            lines.append(_with_note(f"    {name}: {value}", note))
        for line in self.defaults:
            lines += comment(line, "    ")
        return lines

    def _test_lines(self) -> list[str]:
        lines = ["test:"]
        for note in self.test_notes:
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
        if self.test_args:
            lines.append("  args:")
            for name, value, note in self.test_args:
                lines.append(_with_note(f"    {name}: {scalar(value)}", note))
        first = self.target.opset
        opsets = [first] if first >= TEST_OPSET else [first, TEST_OPSET]
        return lines + [f"  opsets: {flow(opsets)}", "  rtol: 1.0e-5", "  atol: 1.0e-6"]


def _same_name(arg: Arg, onnx_name: str) -> bool:
    return _plain(onnx_name) in (_plain(arg.name), _plain(arg.schema.name))


def _plain(name: str) -> str:
    return name.lower().replace("_", "")


def _placeholder(name: str, index: int) -> str:
    return name if is_identifier(name) else f"input_{index}"


def _dtype(schema, param) -> str:
    """The first test dtype the ONNX input takes (float32 if it takes none of them)."""
    constraints = {
        c.type_param_str: c.allowed_type_strs for c in schema.type_constraints
    }
    allowed = constraints.get(param.type_str, [param.type_str])
    usable = [d for d, onnx_name in DTYPES.items() if f"tensor({onnx_name})" in allowed]
    return usable[0] if usable else "float32"


def _match_attributes(schema, free: list[Arg]) -> dict[str, tuple[Arg, str]]:
    """ONNX attribute → the source arg that gives it, and what makes it a guess ("" if not).

    Rule by rule, a pair is taken when neither side has another candidate under the rule:
    the same name (spatial_scale), torch's dim for ONNX's axis, singular and plural (stride,
    strides), a shared word (pooled_height, output_height; min_val, min), and last the only
    attribute and arg left whose types fit (negative_slope, alpha).
    """
    kinds = {
        n: target_schema.ATTRIBUTE_KINDS.get(a.type)
        for n, a in schema.attributes.items()
    }
    names = "guessed from the names"
    rules = (
        ("", lambda n, a: _plain(n) == _plain(a.name)),
        ("", lambda n, a: (_plain(a.name), n) in (("dim", "axis"), ("dims", "axes"))),
        (names, lambda n, a: _plain(n).rstrip("s") == _plain(a.name).rstrip("s")),
        (names, lambda n, a: _words(n) & _words(a.name)),
        ("guessed: the only pair left whose types fit", lambda n, a: True),
    )
    matches: dict[str, tuple[Arg, str]] = {}
    for note, rule in rules:
        used = [arg for arg, _ in matches.values()]
        pairs = [
            (n, a)
            for n in sorted(kinds)
            for a in free
            if n not in matches
            and a not in used
            and a.descriptor in ATTRIBUTE_SOURCES.get(kinds[n] or "", ())
            and rule(n, a)
        ]
        for n, a in pairs:
            if [p[0] for p in pairs].count(n) == 1 and [p[1] for p in pairs].count(
                a
            ) == 1:
                matches[n] = (a, note)
    return matches


def _words(name: str) -> set[str]:
    return {w for w in name.lower().split("_") if len(w) >= 3}


def _default(attribute) -> str | None:
    import onnx.helper

    if not attribute.default_value.type:
        return None
    value = onnx.helper.get_attribute_value(attribute.default_value)
    if isinstance(value, list | tuple):
        return flow([_attribute_value(v) for v in value])
    value = _attribute_value(value)
    return json.dumps(value) if isinstance(value, str) else scalar(value)


def _attribute_value(value):
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    if isinstance(value, float):
        return float(
            f"{value:.7g}"
        )  # ONNX keeps float32: 0.01, not 0.009999999776482582
    if isinstance(value, int | str):
        return value
    return "(a tensor)"


def _signature(schema) -> str:
    inputs = ", ".join(
        f"{p.name}?" if p.option.name == "Optional" else p.name for p in schema.inputs
    )
    outputs = ", ".join(p.name for p in schema.outputs)
    attributes = ", ".join(sorted(schema.attributes)) or "none"
    return f"{schema.name}-{schema.since_version}({inputs}) -> {outputs}; attributes: {attributes}"


def _first_sentence(text: str) -> str:
    sentence = " ".join(text.split()).split(". ")[0].rstrip(".")
    return sentence if len(sentence) <= 160 else sentence[:157] + "..."


def _names(args: list[Arg]) -> str:
    return ", ".join(a.name for a in args)


def _literal(value: object) -> bool:
    if isinstance(value, list | tuple):
        return all(_literal(v) for v in value)
    return value is None or isinstance(value, bool | int | float | str)


# -- test inputs -----------------------------------------------------------------------------


def try_inputs(source: Source, args: list[Arg], values: dict[str, object]):
    """The test tensors, and a note on how they were found: the first candidate that torch
    takes with finite results, sampled as the parity test samples them."""
    import torch

    from .parity import SEED, sample
    from .spec import TensorInput

    op = _torch_op(source.namespace, source.name, source.overload)
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


# -- YAML text -------------------------------------------------------------------------------


def scalar(value: object) -> str:
    """A YAML scalar or flow list that reads back as `value`."""
    if isinstance(value, list | tuple):
        return flow(list(value))
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        text = repr(value)
        if text in ("inf", "-inf", "nan"):
            return {"inf": ".inf", "-inf": "-.inf", "nan": ".nan"}[text]
        mantissa, e, exponent = text.partition("e")
        # YAML 1.1 (PyYAML) reads 1e-05 as a string: it needs the dot.
        return f"{mantissa}.0e{exponent}" if e and "." not in mantissa else text
    if isinstance(value, int):
        return str(value)
    text = str(value)
    return text if _plain_scalar(text) else json.dumps(text)


def _plain_scalar(text: str) -> bool:
    """Whether `text` can stand unquoted, in a flow list too, and read back as itself."""
    if not text or text != text.strip() or text[0] in "-?:#&*!|>'\"%@`":
        return False
    if ": " in text or " #" in text or any(c in text for c in ",[]{}"):
        return False
    try:
        return yaml.safe_load(text) == text
    except yaml.YAMLError:
        return False


def flow(values: list) -> str:
    return "[" + ", ".join(scalar(v) for v in values) + "]"


def flow_map(values: dict) -> str:
    return "{" + ", ".join(f"{k}: {scalar(v)}" for k, v in values.items()) + "}"


def comment(text: str, indent: str = "", hanging: str = "# ") -> list[str]:
    """`text` as comment lines of at most WIDTH characters; \\0 is a space kept."""
    lines = textwrap.wrap(
        text,
        WIDTH,
        initial_indent=f"{indent}# ",
        subsequent_indent=f"{indent}{hanging}",
        break_on_hyphens=False,
        break_long_words=False,
    )
    return [line.replace("\0", " ") for line in lines]


def _with_note(line: str, note: str) -> str:
    return f"{line}  # {note}" if note else line


# -- files -----------------------------------------------------------------------------------


def check_problems(path: Path) -> int:
    """How many errors `opmapgen check` reports for the spec at `path`."""
    from .validate import validate

    try:
        validate(path, Report())
    except SpecErrors as exc:
        return len(exc.diagnostics)
    return 0
