"""The draft's target section: which torch args feed each ONNX input and attribute.

Tensor args feed inputs, the other args attributes; names are matched first, then what is left
by position or type. A pairing that rests on a guess gets a `check:` note, and an input or arg
nothing pairs with a TODO, so that `opmapgen check` points at it.

With no ONNX op to map to, the target is a formula whose result is the name TODO, which `opmapgen
check` points at as a name nothing defines; comments above it list the args it can use and the
formula syntax.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import onnx.defs
import onnx.helper

from ..spec.model import is_identifier
from ..validate import target_schema
from .resolve import Target
from .source_args import Arg
from .yaml_text import comment, flow, scalar, with_note

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
# The descriptors that can give each ONNX attribute type (an int is accepted for a float).
ATTRIBUTE_SOURCES = {
    "int": ("i", "b"),
    "float": ("f", "i"),
    "string": ("s",),
    "ints": ("is",),
    "floats": ("fs", "is"),
}
_OPTION = onnx.defs.OpSchema.FormalParameterOption


@dataclass
class TargetDraft:
    """What the target section will say, with the notes that go above its parts."""

    target: Target
    inputs: list[str] = field(default_factory=list)
    inputs_comment: str = ""  # the ONNX input names, when the inputs line differs
    # name, value, note
    attributes: list[tuple[str, str, str]] = field(default_factory=list)
    defaults: list[str] = field(default_factory=list)  # commented-out attribute lines
    input_notes: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # under the attributes

    def lines(self) -> list[str]:
        target = self.target
        lines = ["target:", f"  op: {scalar(target.op)}"]
        if target.domain:
            lines.append(f"  domain: {json.dumps(target.domain)}")
        lines.append(f"  opset: {target.opset}")
        for note in self.input_notes:
            lines += comment(note, "  ")
        lines.append(with_note(f"  inputs: {flow(self.inputs)}", self.inputs_comment))
        lines += self._attribute_lines()
        for note in self.notes:
            lines += comment(note, "  ")
        if target.schema is None:
            lines.append("  # kernel: module:callable")
        return lines

    def _attribute_lines(self) -> list[str]:
        if not self.attributes and not self.defaults:
            return []
        # With only comments under it, the value is null: no attributes.
        lines = ["  attributes:"]
        for name, value, note in self.attributes:
            lines.append(with_note(f"    {name}: {value}", note))
        for line in self.defaults:
            lines += comment(line, "    ")
        return lines


def _code(text: str, quote: str = "`") -> str:
    """`text` quoted, its spaces ones that `comment` does not break the line at."""
    return quote + text.replace(" ", "\0") + quote


# The formula's result in a draft: a name nothing defines, for `opmapgen check` to point at.
FORMULA_TODO = "TODO"
FORMULA_SYNTAX = (
    "syntax: + - * / ** @, == != < > <= >=, & | ~ on bools, numbers and [1, -1], ONNX ops "
    "by name with attributes as keywords: "
    + ", ".join(
        _code(example, quote="")
        for example in (
            "ReduceMean(x * x, axes=[-1], keepdims=1)",
            "Cast(x, to=float32)",
            "Concat(a, b, axis=$dim)",
        )
    )
)


@dataclass
class FormulaDraft:
    """A formula target for the user to write: the args it can read, and a TODO result."""

    target: Target
    args: list[Arg]

    def lines(self) -> list[str]:
        tensors = [a for a in self.args if a.tensor]
        values = [a for a in self.args if a.descriptor not in ("v", "none")]
        step = f"x: Abs({tensors[0].name})" if tensors else "x: Abs(...)"
        indent = "    "
        lines = ["target:", f"  opset: {self.target.opset}", "  formula:"]
        lines += comment(
            f"TODO: replace {FORMULA_TODO} with the op's result, an expression of the args "
            f"below; steps named on lines above it ({_code(step)}) can be used after them. "
            f"Choices ({_code('- when: ... then: ...')}), guards, variants: "
            "docs/spec-format.md",
            indent,
        )
        lines += comment(f"tensor args: {_tensor_names(tensors) or 'none'}", indent)
        if values:
            shown = ", ".join(_value_name(a) for a in values)
            lines += comment(
                f"args as values: {shown}; in `when:` conditions by name alone: "
                f"{_code(_condition(values[0]))}",
                indent,
            )
        lines += comment(FORMULA_SYNTAX, indent)
        lines.append(f"{indent}result: {FORMULA_TODO}")
        return lines


def map_target(target: Target, args: list[Arg]) -> TargetDraft | FormulaDraft:
    """The target section; marks the args it reads as fed, and gives each tensor arg the
    test dtype of the input it feeds."""
    if target.formula:
        return FormulaDraft(target, args)
    draft = TargetDraft(target)
    if target.schema is None:
        _custom_target(draft, args)
    else:
        _map_inputs(draft, target.schema, args)
        _map_attributes(draft, target.schema, args)
    unused = [a for a in args if not a.fed and a.descriptor not in ("v", "none")]
    if unused:
        them = "it" if len(unused) == 1 else "them"
        draft.notes.append(
            f"TODO: no ONNX input or attribute reads {_names(unused)}: the mapping "
            f"ignores {them}, which is right only for the values in test.args; map "
            f"{them}, or make sure models pass those values"
        )
    return draft


def _custom_target(draft: TargetDraft, args: list[Arg]) -> None:
    """No schema to follow: every tensor feeds the node, and the other args are
    attributes, which take their types from the values."""
    for arg in args:
        if arg.tensor:
            draft.inputs.append(arg.name)
        elif arg.descriptor != "none":
            draft.attributes.append((arg.name, f"${arg.name}", ""))
        arg.fed = arg.descriptor != "none"
    draft.notes.append(
        f"check: {draft.target.domain} is a custom domain: nothing checks the node "
        "against a schema; kernel: module:callable names a NumPy reference kernel for "
        "the parity test to run it with"
    )


def _map_inputs(draft: TargetDraft, schema, args: list[Arg]) -> None:
    """ONNX inputs from tensor args: those of the same name first, then the rest in
    order; a required input nothing feeds is named for check to point at."""
    formal = list(schema.inputs)
    tensors = [a for a in args if a.tensor]
    fed: dict[int, list[Arg]] = {}
    for i, param in enumerate(formal):
        same = [a for a in tensors if not a.fed and _same_name(a, param.name)]
        if same:
            fed[i], same[0].fed = same[:1], True
    for i, param in enumerate(formal):
        rest = [a for a in tensors if not a.fed]
        if i not in fed and rest:
            fed[i] = rest if param.option == _OPTION.Variadic else rest[:1]
            for arg in fed[i]:
                arg.fed = True
    for i, fed_args in fed.items():
        for arg in fed_args:
            arg.dtype = _dtype(schema, formal[i])
    needed = [i for i, p in enumerate(formal) if p.option != _OPTION.Optional]
    last = max([*fed, *needed], default=-1)
    missing = [p for i, p in enumerate(formal[: last + 1]) if i not in fed]
    for i, param in enumerate(formal[: last + 1]):
        if i in fed:
            draft.inputs += [a.name for a in fed[i]]
        else:
            draft.inputs.append(_placeholder(param.name, i))
    all_names = [p.name for p in formal]
    if draft.inputs != all_names[: len(draft.inputs)] and not missing:
        draft.inputs_comment = f"ONNX {schema.name}: {', '.join(all_names)}"
    unfed = [a for a in tensors if not a.fed]
    if unfed or missing or len(tensors) != len(formal):
        guess = "; ".join(
            f"{formal[i].name} <- {_names(fed_args)}"
            for i, fed_args in sorted(fed.items())
        )
        draft.input_notes.append(
            f"check: ONNX {schema.name} takes {', '.join(all_names) or 'no inputs'}, "
            f"the op has tensor args {_names(tensors) or 'none'}; the guess feeds "
            f"{guess or 'nothing'}"
        )
    left_out = all_names[last + 1 :]
    if left_out:
        draft.input_notes.append(
            f"optional ONNX inputs left out: {', '.join(left_out)}"
        )
    for param in missing:
        what = "optional" if param.option == _OPTION.Optional else "required"
        draft.input_notes.append(
            f"TODO: no tensor arg feeds ONNX input {param.name} ({what}: "
            f"{_first_sentence(param.description)}); compute it with nodes: and "
            "constants:, read a source arg with v, or leave it out"
        )
    if unfed:
        draft.input_notes.append(f"TODO: {_names(unfed)} feed no ONNX input")


def _map_attributes(draft: TargetDraft, schema, args: list[Arg]) -> None:
    free = [a for a in args if not a.tensor and a.descriptor != "none"]
    matches = _match_attributes(schema, free)
    for name in sorted(schema.attributes):
        attribute = schema.attributes[name]
        kind = target_schema.ATTRIBUTE_KINDS.get(attribute.type.name)
        if name in matches:
            arg, guess = matches[name]
            arg.fed = True
            draft.attributes.append((name, f"${arg.name}", guess and f"check: {guess}"))
        elif kind is None:
            what = attribute.type.name.lower()
            draft.defaults.append(f"{name}: a {what}, which specs cannot set")
        elif attribute.required:
            draft.defaults.append(
                f"TODO: {name} ({kind}) is required: give a value, or $arg for a "
                "source arg's"
            )
        else:
            default = _default(attribute)
            shown = f"{default}  # default" if default else " # optional, no default"
            draft.defaults.append(f"{name}: {shown} ({kind})")


def _match_attributes(schema, free: list[Arg]) -> dict[str, tuple[Arg, str]]:
    """ONNX attribute → the source arg that gives it, and what makes it a guess ("" if not).

    Rule by rule, a pair is taken when neither side has another candidate under the rule:
    the same name (spatial_scale), torch's dim for ONNX's axis, singular and plural (stride,
    strides), a shared word (pooled_height, output_height; min_val, min), and last the only
    attribute and arg left whose types fit (negative_slope, alpha).
    """
    kinds = {
        n: target_schema.ATTRIBUTE_KINDS.get(a.type.name)
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
            alone = [p[0] for p in pairs].count(n) == 1
            if alone and [p[1] for p in pairs].count(a) == 1:
                matches[n] = (a, note)
    return matches


def _same_name(arg: Arg, onnx_name: str) -> bool:
    return _plain(onnx_name) in (_plain(arg.name), _plain(arg.schema.name))


def _plain(name: str) -> str:
    return name.lower().replace("_", "")


def _words(name: str) -> set[str]:
    return {w for w in name.lower().split("_") if len(w) >= 3}


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


def _default(attribute) -> str | None:
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
        # ONNX keeps float32: 0.01, not 0.009999999776482582
        return float(f"{value:.7g}")
    if isinstance(value, int | str):
        return value
    return "(a tensor)"


def _first_sentence(text: str) -> str:
    sentence = " ".join(text.split()).split(". ")[0].rstrip(".")
    return sentence if len(sentence) <= 160 else sentence[:157] + "..."


def _names(args: list[Arg]) -> str:
    return ", ".join(a.name for a in args)


def _tensor_names(args: list[Arg]) -> str:
    """The tensor args, saying which may be None and which are lists."""
    shown = []
    for arg in args:
        if _optional(arg):
            when = _code(f"when: {arg.name} is not None")
            shown.append(f"{arg.name}\0(may be None: {when})")
        elif arg.declared != "Tensor":
            shown.append(f"{arg.name}\0({arg.declared})")
        else:
            shown.append(arg.name)
    return ", ".join(shown)


def _value_name(arg: Arg) -> str:
    optional = ", may be None" if _optional(arg) else ""
    return f"${arg.name}\0({arg.declared}{optional})"


def _condition(arg: Arg) -> str:
    """A condition on a non-tensor arg, as an example."""
    if _optional(arg):
        return f"{arg.name} is None"
    if arg.descriptor in ("is", "fs"):
        return f"len({arg.name}) == 1"
    if arg.descriptor == "b":
        return f"not {arg.name}"
    if arg.descriptor == "s":
        return f'{arg.name} == "..."'
    return f"{arg.name} == 1"


def _optional(arg: Arg) -> bool:
    return arg.schema.type.startswith("Optional[") or arg.schema.type.endswith("?")
