"""A custom op's body: its formula (or nodes) expanded as a target's are, built into an ONNX
FunctionProto whose attributes refer to the op's own (`$epsilon` → `@epsilon`), and checked
with onnx.checker (full check: types and shapes inferred through the body) at every opset of
the mapping's range, for every dtype it claims.

The result is the function in ONNX's text format, which the generated module carries and
the runtime parses when it attaches the function to an exported model.
"""

from __future__ import annotations

import ast
import difflib
from collections.abc import Callable, Sequence
from dataclasses import replace

import numpy as np
import onnx
from onnx import helper

from ..ir import expr
from ..ir import formula as f
from ..ir.graph import Attribute
from ..ir.lowered import LoweredFormula, LoweredRepeat
from ..spec.model import FunctionBody
from .attribute_values import written
from .condition import ConditionError, to_expr
from .formula import FormulaExpander

# The output of the function (the op's one output).
OUTPUT = "output"
# onnx attribute types of the generated Attribute kinds, and a value of each kind to call
# the function with while checking it.
_KINDS = {
    "int": (onnx.AttributeProto.INT, 1),
    "ints": (onnx.AttributeProto.INTS, [1]),
    "float": (onnx.AttributeProto.FLOAT, 0.5),
    "floats": (onnx.AttributeProto.FLOATS, [0.5]),
    "string": (onnx.AttributeProto.STRING, "a"),
    "strings": (onnx.AttributeProto.STRINGS, ["a"]),
}
# A constant of an attribute's value: Constant's attribute for each kind.
_CONSTANT_ATTRIBUTE = {
    "int": "value_int",
    "ints": "value_ints",
    "float": "value_float",
    "floats": "value_floats",
}
_DTYPES = {
    "float16": onnx.TensorProto.FLOAT16,
    "bfloat16": onnx.TensorProto.BFLOAT16,
    "float32": onnx.TensorProto.FLOAT,
    "float64": onnx.TensorProto.DOUBLE,
    "uint8": onnx.TensorProto.UINT8,
    "int8": onnx.TensorProto.INT8,
    "int16": onnx.TensorProto.INT16,
    "int32": onnx.TensorProto.INT32,
    "int64": onnx.TensorProto.INT64,
    "bool": onnx.TensorProto.BOOL,
}


class BodyError(Exception):
    """A body that cannot be a function; the message says what to write instead."""


def function_text(
    body: FunctionBody,
    *,
    op_type: str,
    domain: str,
    inputs: Sequence[str],
    attributes: Sequence[Attribute],
    opsets: range,
    dtypes: Sequence[str],
    ranks: dict[str, int],
    error: Callable[[tuple, str], None],
) -> str | tuple[tuple[int, str], ...] | None:
    """The body as an ONNX function in text form, or None after reporting what is wrong;
    with choices by the model's opset, one function per opset range where they differ:
    ((first opset, text), ...)."""
    versions = _by_opset(body, opsets, error)
    if versions is None:
        return None
    texts: list[tuple[int, str]] = []
    for part, formula in versions:
        text = _one_function(
            body, formula, op_type=op_type, domain=domain, inputs=inputs,
            attributes=attributes, opsets=part, dtypes=dtypes, ranks=ranks, error=error,
        )  # fmt: skip
        if text is None:
            return None
        if not texts or texts[-1][1] != text:
            texts.append((part[0], text))
    return texts[0][1] if len(texts) == 1 else tuple(texts)


def _one_function(body, formula, *, op_type, domain, inputs, attributes, opsets, dtypes,
                  ranks, error) -> str | None:  # fmt: skip
    """One function of the body: `formula` (its choices made), or its nodes."""
    kinds = {a.name: a.kind for a in attributes}
    prefix = ("target", "body")
    imports = body.opset or opsets[0]
    if formula is not None:
        reported = []
        expander = FormulaExpander(
            formula,
            result=body.result,
            tensors=dict.fromkeys(inputs),
            scalars=set(kinds),
            first_opset=imports,
            constants=body.constants,
            error=lambda path, message: reported.append((path, message)),
            reserved=set(),
            prefix=prefix,
            float_args=frozenset(n for n, k in kinds.items() if k.startswith("float")),
            not_a_scalar=lambda name: _no_attribute(name, sorted(kinds)),
            loop_counts=True,
        )
        lowered = expander.expand()
        for path, message in reported:
            error(path, message)
        if lowered is None:
            return None
        constants, nodes = _as_written(lowered)
    else:
        constants, nodes = body.constants, body.nodes
    try:
        function = _function(op_type, domain, inputs, kinds, constants, nodes)
    except BodyError as exc:
        error(prefix, str(exc))
        return None
    for opset in [body.opset] if body.opset else opsets:
        problem = _check(function, opset, _samples(attributes), inputs, dtypes, ranks)
        if problem:
            error(
                (*prefix, "opset") if body.opset else prefix,
                f"the body is no valid ONNX function at opset {opset}: {problem}; "
                + (
                    "give the body the opset its ops need"
                    if body.opset
                    else "start the mapping (target.opset) where every op of the body "
                    "exists"
                ),
            )
            return None
    if body.opset and not _same_meaning(function, body.opset, opsets, error):
        return None
    _set_opset(function, imports)
    return onnx.printer.to_text(function)


def _same_meaning(function, imports: int, opsets: range, error) -> bool:
    """A function importing its own opset serves models at other opsets only where each
    of its ops has the schema it has there (ONNX's rule; ONNX Runtime inlines the body at
    the model's opset, onnx.reference runs it at its own)."""
    for node in function.node:
        own = _in_force(node.op_type, imports)
        for opset in opsets:
            if _in_force(node.op_type, opset) != own:
                error(
                    ("target", "body", "opset"),
                    f"the body imports opset {imports}, whose {node.op_type} (of opset "
                    f"{own}) is not the one of opset {opset} (of opset "
                    f"{_in_force(node.op_type, opset)}), which the mapping reaches; a "
                    "function serves a model only where its ops mean the same: end the "
                    f"mapping there (target.max_opset: {opset - 1}), or leave out "
                    "body.opset (the body then imports the model's, and may choose by "
                    "it: when: opset >= ...)",
                )
                return False
    return True


def _in_force(op: str, opset: int) -> int | None:
    from . import target_schema

    found = [v for v in target_schema.versions(op, "") if v <= opset]
    return found[-1] if found else None


def _by_opset(body: FunctionBody, opsets: range, error) -> list | None:
    """The body's formula with its choices made, per range of model opsets where they
    are the same: [(opsets, formula)], or None after reporting a choice a function cannot
    make (by anything but the model's opset)."""
    if body.formula is None:
        return [(opsets, None)]
    tests = {}
    for key, entry in body.formula.items():
        for index, choice in enumerate(entry if isinstance(entry, list) else []):
            path = ("target", "body", "formula", key, index)
            if choice.when is None:
                continue
            test = _opset_test(choice.when)
            if test is None:
                error(
                    (*path, "when"),
                    f"a body's choice tests the model's opset only (`opset >= 18`), not "
                    f"'{choice.when}': an ONNX function has one body for every input "
                    "type and attribute value and cannot choose by them when the model "
                    "is made; compute both and pick with Where(...), CastLike a number to "
                    "the input, or map that case to another op",
                )
            elif body.opset:
                error(
                    (*path, "when"),
                    "a body with its own opset (body.opset) is one function at every "
                    "model opset; leave out body.opset to choose by the model's opset",
                )
            tests[(key, index)] = test
    if None in tests.values() or (tests and body.opset):
        return None
    parts = []
    for opset in opsets:
        formula = {
            key: entry
            if not isinstance(entry, list)
            else _chosen(key, entry, opset, tests)
            for key, entry in body.formula.items()
        }
        if any(value is None for value in formula.values()):
            key = next(k for k, v in formula.items() if v is None)
            error(
                ("target", "body", "formula", key),
                f"no choice of '{key}' applies at opset {opset}, which the mapping "
                "reaches; give a last choice without `when`",
            )
            return None
        if parts and parts[-1][1] == formula:
            parts[-1] = (range(parts[-1][0][0], opset + 1), formula)
        else:
            parts.append((range(opset, opset + 1), formula))
    return parts


def _chosen(key, choices, opset: int, tests) -> str | None:
    for index, choice in enumerate(choices):
        if choice.when is None or tests[(key, index)](opset):
            return choice.then
    return None


_COMPARE = {
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "==": lambda a, b: a == b,
}


def _opset_test(text: str) -> Callable[[int], bool] | None:
    """`opset >= 18` (and, or, not of such): a test of the model's opset; None for any
    other condition. The text is read once, into the conditions' tree."""
    try:
        tree = to_expr(ast.parse(text, mode="eval").body)
    except (SyntaxError, ConditionError, RecursionError):
        return None
    if not _of_the_opset(tree):
        return None
    return lambda opset: _holds(tree, opset)


def _of_the_opset(tree: expr.Expr) -> bool:
    """Whether `tree` is a test of the model's opset against whole numbers only."""
    if isinstance(tree, expr.Logical):
        return all(_of_the_opset(v) for v in tree.values)
    if isinstance(tree, expr.Unary):
        return tree.op == "not" and _of_the_opset(tree.operand)
    return (
        isinstance(tree, expr.Compare)
        and len(tree.ops) == 1
        and tree.ops[0] in _COMPARE
        and tree.left == expr.Name("opset")
        and isinstance(tree.rights[0], expr.Literal)
        and type(tree.rights[0].value) is int
    )


def _holds(tree: expr.Expr, opset: int) -> bool:
    if isinstance(tree, expr.Logical):
        join = all if tree.op == "and" else any
        return join(_holds(v, opset) for v in tree.values)
    if isinstance(tree, expr.Unary):
        return not _holds(tree.operand, opset)
    return _COMPARE[tree.ops[0]](opset, tree.rights[0].value)


def _no_attribute(name: str, attributes: list[str]) -> str:
    """What a body's `$name` naming none of the op's attributes is told."""
    close = difflib.get_close_matches(name, attributes, n=1)
    hint = f"; did you mean ${close[0]}?" if close else ""
    return (
        f"${name} is no attribute of the op (its attributes: "
        f"{', '.join(attributes) or 'none'}){hint}"
    )


def _function(op_type, domain, inputs, kinds, constants, nodes) -> onnx.FunctionProto:
    """The function of `nodes`, each a node or a repeat (an ONNX Loop)."""
    made: list[onnx.NodeProto] = []
    for name, constant in constants.items():
        made += _constant_nodes(name, constant, kinds)
    domains = {""}
    # The names an entry has now: a Loop's outputs take new ones (ONNX names a value once).
    current: dict[str, str] = {}
    made_names = set(inputs) | set(constants)
    for node in nodes:
        if isinstance(node, LoweredRepeat):
            made += _loop(node, kinds, current, made_names)
            continue
        made.append(_node(node, kinds, current))
        made_names.update(made[-1].output)
        if node.domain:
            domains.add(node.domain)
    if OUTPUT not in made[-1].output:
        made.append(helper.make_node("Identity", [made[-1].output[0]], [OUTPUT]))
    return helper.make_function(
        domain,
        op_type,
        list(inputs),
        [OUTPUT],
        made,
        [helper.make_opsetid(d, 1) for d in sorted(domains)],
        attributes=sorted(kinds),
    )


def _node(node, kinds, current: dict[str, str]) -> onnx.NodeProto:
    made = helper.make_node(
        node.op,
        [current.get(i.name, i.name) for i in node.inputs],
        [OUTPUT if n is None else n for n in node.names],
        domain=node.domain or "",
    )
    for name, value in node.attributes.items():
        made.attribute.append(_attribute(name, value, kinds))
    return made


def _loop(repeat: LoweredRepeat, kinds, current: dict, made_names: set) -> list:
    """A repeat counted at run time: a Loop whose body carries the entries it updates.
    Inside, each update's value takes a name of its own, and the Loop's outputs the
    entries' names from then on. Its condition is given (true): onnx.reference runs no
    round of a Loop without one."""
    carried = list(
        dict.fromkeys(n.output for n in repeat.nodes if n.output in made_names)
    )
    inside = {name: f"{name}_in" for name in carried}
    body = []
    for index, node in enumerate(repeat.nodes):
        made = _node(node, kinds, {**current, **inside})
        if node.output in inside:
            made.output[0] = inside[node.output] = f"{node.output}_round{index}"
        body.append(made)
    body.append(helper.make_node("Identity", ["loop_going"], ["loop_goes"]))
    untyped = helper.make_empty_tensor_value_info
    graph = helper.make_graph(
        body,
        f"{repeat.rounds.entry}_round",
        [
            helper.make_tensor_value_info("loop_round", onnx.TensorProto.INT64, []),
            helper.make_tensor_value_info("loop_going", onnx.TensorProto.BOOL, []),
        ]
        + [untyped(f"{name}_in") for name in carried],
        [helper.make_tensor_value_info("loop_goes", onnx.TensorProto.BOOL, [])]
        + [untyped(inside[name]) for name in carried],
    )
    before = [current.get(name, name) for name in carried]
    for name in carried:
        current[name] = f"{name}_after_{repeat.rounds.entry}"
    count = current.get(repeat.rounds.count, repeat.rounds.count)
    going = f"{repeat.rounds.entry}_going"
    return [
        helper.make_node(
            "Constant",
            [],
            [going],
            value=helper.make_tensor(going, onnx.TensorProto.BOOL, [], [True]),
        ),
        helper.make_node(
            "Loop",
            [count, going, *before],
            [current[name] for name in carried],
            body=graph,
        ),
    ]


def _constant_nodes(name, constant, kinds) -> list[onnx.NodeProto]:
    value = constant.value
    attribute = _reference(value, whole=False)
    if attribute is not None:
        kind = kinds.get(attribute)
        if kind not in _CONSTANT_ATTRIBUTE:
            raise BodyError(
                f"${attribute} is no number or list of numbers of the op's attributes "
                f"({', '.join(sorted(kinds)) or 'none'}); a body can read those only"
            )
        source = f"{name}_attribute"
        node = helper.make_node("Constant", [], [source])
        reference = onnx.AttributeProto(
            name=_CONSTANT_ATTRIBUTE[kind],
            ref_attr_name=attribute,
            type=_KINDS[kind][0],
        )
        node.attribute.append(reference)
        target = _DTYPES.get(constant.dtype or "")
        return (
            [node, helper.make_node("Cast", [source], [name], to=target)]
            if target
            else [
                node,
                helper.make_node("Identity", [source], [name]),
            ]
        )
    if constant.like:
        raise BodyError(
            f"constant {name!r} takes the dtype of {constant.like!r} at export; in a body, "
            f"write CastLike({name}, {constant.like})"
        )
    array = np.asarray(value, dtype=np.dtype(constant.dtype or "float32"))
    return [
        helper.make_node(
            "Constant", [], [name], value=onnx.numpy_helper.from_array(array, name)
        )
    ]


def _attribute(name, value, kinds) -> onnx.AttributeProto:
    attribute = _reference(value)
    if attribute is not None:
        if attribute not in kinds:
            raise BodyError(
                f"attribute {name}: ${attribute} is not an attribute of the op "
                f"({', '.join(sorted(kinds)) or 'none'})"
            )
        return onnx.AttributeProto(
            name=name, ref_attr_name=attribute, type=_KINDS[kinds[attribute]][0]
        )
    if isinstance(value, list) and any(
        _reference(v, whole=False) is not None for v in value
    ):
        raise BodyError(
            f"attribute {name}: a body takes an attribute of the op whole (`$name`), "
            "not inside a list: give the op the list as one attribute"
        )
    return helper.make_attribute(name, value)


def _reference(value, whole: bool = True) -> str | None:
    """The op's attribute a body's value reads: `$name` as a spec writes it, or a value a
    formula computes at export, which a body reads whole (its text, `$`s dropped, when it
    is more than one name: no attribute, as the checks then say). `whole=False`: any text
    after `$`, `$$` too (a constant's value)."""
    if isinstance(value, f.Known):
        if isinstance(value.tree, expr.Name):
            return value.tree.id
        return value.text.replace("$", "")
    if isinstance(value, str) and value.startswith("$"):
        return value[1:] if not whole or not value.startswith("$$") else None
    return None


def _as_written(lowered: LoweredFormula) -> tuple[dict, list]:
    """A formula's constants and nodes (a repeat's in a LoweredRepeat), the dtypes it
    computes at export as a spec's body writes them; its values known at export stay
    trees (`_reference` reads them)."""

    def written_node(node):
        return replace(
            node,
            attributes={
                k: v if isinstance(v, f.Known) else written(v)
                for k, v in node.attributes.items()
            },
        )

    return (
        {
            n: c if isinstance(c.value, f.Known) else replace(c, value=written(c.value))
            for n, c in lowered.constants.items()
        },
        [
            replace(s, nodes=[written_node(n) for n in s.nodes])
            if isinstance(s, LoweredRepeat)
            else written_node(s)
            for s in lowered.statements
        ],
    )


def _set_opset(function: onnx.FunctionProto, opset: int) -> None:
    for entry in function.opset_import:
        if entry.domain == "":
            entry.version = opset


def _samples(attributes: Sequence[Attribute]) -> dict:
    """A value of each attribute to call the function with while checking it; a list as
    long as the spec writes it (a body may hand it to an op that counts it, Conv's
    strides)."""
    return {
        a.name: [1] * len(a.value)
        if a.kind == "ints" and isinstance(a.value, tuple)
        else _KINDS[a.kind][1]
        for a in attributes
    }


def _check(function, opset, samples, inputs, dtypes, ranks) -> str | None:
    """onnx.checker's full check of a model calling the function, per claimed dtype."""
    _set_opset(function, opset)
    for dtype in [d for d in dtypes if d in _DTYPES][:3] or ["float32"]:
        call = helper.make_node(
            function.name, list(inputs), ["y"], domain=function.domain,
            **samples,
        )  # fmt: skip
        # The op's output feeds a Shape, whose output type is known whatever the op's is:
        # the checker infers the call's through the body.
        shape = helper.make_node("Shape", ["y"], ["shape"])
        graph = helper.make_graph(
            [call, shape],
            "body_check",
            [
                helper.make_tensor_value_info(
                    n, _DTYPES[dtype], [f"{n}_{d}" for d in range(ranks.get(n, 1))]
                )
                for n in inputs
            ],
            [helper.make_tensor_value_info("shape", onnx.TensorProto.INT64, ["rank"])],
        )
        model = helper.make_model(
            graph,
            opset_imports=[
                helper.make_opsetid("", opset),
                helper.make_opsetid(function.domain, 1),
            ],
            functions=[function],
        )
        try:
            onnx.checker.check_model(model, full_check=True)
        except (
            onnx.checker.ValidationError,
            onnx.shape_inference.InferenceError,
        ) as exc:
            return f"{dtype} inputs: {str(exc).strip().splitlines()[0]}"
    return None
