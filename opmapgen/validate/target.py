"""Step 3, target side: check a spec's ONNX nodes and constants and resolve them.

Each node is checked against its ONNX schema (`onnx.defs`) at every schema version in force
inside the mapping's opset range; custom-domain nodes get their attribute types from the YAML
values. Named values (source args read with v, constants, node outputs) must be defined before
they are used, and used once defined.
"""

from __future__ import annotations

import difflib
import keyword
import re
from dataclasses import replace

from ..diagnostics import Report
from ..ir import expr as ir
from ..ir.graph import Attribute, AttributeValue, Expr, Ref, Step, StepInput, Value
from ..ir.plan import class_name
from ..ir.signature import Arg
from ..spec.model import Repeat, Spec, identifier, standard_domain
from . import arithmetic, target_schema
from .condition import (
    HELPERS,
    Condition,
    ConditionError,
    check_condition,
)
from .defines import parse_defines
from .formula import UNUSED, FormulaExpander
from .python_ref import callable_problem
from .types import check_types

# What a source arg read with each descriptor becomes as an ONNX attribute value.
_DESCRIPTOR_KIND = {
    "i": "int",
    "b": "int",
    "f": "float",
    "s": "string",
    "is": "ints",
    "fs": "floats",
    "t": "tensor",
}

# constants, nodes, custom domains with their versions, the named result (None: last node)
Graph = tuple[
    tuple[Value, ...], tuple[Step, ...], tuple[tuple[str, int], ...], str | None
]


# Names the generated symbolic and translation modules define or import themselves; spec
# values (args, constants, node outputs) may not take them, nor the target's op names (a
# translation binds each custom-domain op to its name).
GENERATED_NAMES = (
    frozenset(
        {
            "g",
            "op",
            "torch",
            "inputs",
            "implementation",
            "parse_args",
            "dtype_of",
            "given",
            "check_opset",
            "check_inputs",
            "opset",
            "export_opset",
            "dtype_arg",
            "Contract",
            "CONTRACT",
            "constant",
            "custom_op",
            "symbolic",
            "translation",
            "OP",
            "OPSETS",
            "SOURCE_OP",
            "TARGET",
            "SCHEMA",
            "OVERLOADS",
            "OVERLOAD_SCHEMAS",
            "int",  # casts of attribute values
            "float",
            "len",
            "list",
            "range",
            "abs",
        }
    )
    | HELPERS
)  # the runtime helpers conditions and attributes call


class TargetResolver:
    """Resolves `spec.target` into constants and nodes; reports what is wrong with it."""

    def __init__(
        self,
        spec: Spec,
        report: Report,
        args: tuple[Arg, ...] | None,
        first,
        last,
        body=None,
        prefix: tuple = ("target",),
        condition: str | None = None,
        earlier: tuple[str | None, ...] = (),
        returns: int = 1,
        walks: tuple = ((), {}),
    ):
        self.spec = spec
        # What the type check follows, and the dtype promotion gives (see type_walks)
        self.walks, self.promoted = walks
        self.target = spec.target
        self.body = body if body is not None else spec.target  # the target or a variant
        self.prefix = prefix
        self.condition = condition  # the variant's, as code: which dtypes reach it
        self.earlier = earlier  # the conditions of the variants before it
        self.returns = returns  # how many values the source op returns
        self.result = self.body.result  # or the one a formula names
        self.doc = spec.document
        self.report = report
        self.args = {a.name: a for a in args} if args is not None else None
        self.first, self.last = first, last
        self.ok = True
        self.defined: dict[str, str] = {}  # named value → what it is, for messages
        self.defined_at: dict[str, tuple] = {}  # constants and node outputs → spec path
        self.used: set[str] = set()
        self.inline: set[str] = set()  # sub-expressions of formulas: written in place
        self.node_branches: list = []  # the formula choice of each node, if any
        self.constant_branches: dict = {}
        self.branch_entries: set[str] = set()  # formula entries written as choices
        self.node_rounds: list = []  # the formula repeat of each node, if any

    def error(self, path: tuple, message: str, at_key: bool = False) -> None:
        self.ok = False
        self.report.error(
            self.doc.key_at(path) if at_key else self.doc.at(path), message
        )

    def resolve(self) -> Graph | None:
        if self.args is None:  # unknown arg names: only check that the ops exist
            graph = self.body.graph(self.prefix)
            for path, node in graph:
                domain = self._domain(node)
                if target_schema.is_standard(domain):
                    self._exists(path, node, domain)
            return None
        formula_names = _called_names(self.body.formula)
        self.generated_names = (
            GENERATED_NAMES
            | {node.op for _, node in self.body.graph(self.prefix)}
            | formula_names
            | self._function_names()
        )
        for index, (name, arg) in enumerate(self.args.items()):
            if name in self.generated_names:
                where = "names" if self.spec.source.names is not None else "args"
                self.error(
                    ("source", where, index),
                    f"the arg name '{name}' is also a name in the generated code; "
                    "give the args other names in source.names",
                )
            if arg.descriptor == "v":
                self.defined[name] = "source arg"
        graph, constant_specs, at = self._graph()
        if graph is None:
            return None
        constants = tuple(
            replace(
                self._constant(name, c, at.get(name)),
                branch=self.constant_branches.get(name),
            )
            for name, c in constant_specs.items()
        )
        nodes = []
        custom: dict[str, int] = {}
        custom_ops: dict[str, str] = {}  # op type → its domain
        for index, (path, node) in enumerate(graph):
            # Without `result`, the last node's output is returned, unnamed.
            last = index == len(graph) - 1 and self.result is None
            domain = self._domain(node)
            inputs = self._node_inputs(path, node)
            if target_schema.is_standard(domain):
                attributes = (
                    self._standard_node(path, node, domain)
                    if self._exists(path, node, domain)
                    else ()
                )
                if node.kernel is not None:
                    self.error(
                        (*path, "kernel"),
                        f"a kernel is for ops of custom domains; "
                        f"ONNX Runtime runs {node.op} itself: remove kernel",
                    )
            else:
                custom[domain] = self.target.domain_version
                self._custom_op_type(path, node.op, domain, custom_ops)
                attributes = self._custom_attributes(path, node)
                problem = node.kernel and callable_problem(node.kernel)
                if problem:
                    self.error((*path, "kernel"), problem)
                elif node.kernel is None:
                    self._runtime_op(path, node.op, domain)
            output = self._output(path, node, index, last)
            outputs = self._outputs(path, node, domain, last)
            nodes.append(
                Step(
                    node.op,
                    domain,
                    inputs,
                    attributes,
                    None if last else output,
                    node.kernel,
                    inline=output in self.inline,
                    branch=self.node_branches[index] if self.node_branches else None,
                    rounds=self.node_rounds[index] if self.node_rounds else None,
                    outputs=outputs,
                    typed_like=_typed_like(node.op, domain, inputs),
                )
            )
        self._check_result()
        for name, what in self.defined.items():
            # After an unknown input name, "never used" would only repeat that mistake.
            if name not in self.used and name in self.defined_at and self.ok:
                self.error(
                    self.defined_at[name],
                    f"{what} '{name}' is never used; use it as a node input or remove it",
                )
        if self.ok:
            tensors = [n for n, a in self.args.items() if a.descriptor == "v"]
            problems = check_types(
                nodes, constants, tensors, self.walks, self.first, self.last,
                self.condition, self.earlier, self.promoted, self.spec.dtype_opsets,
            )  # fmt: skip
            for index, message in problems:
                self.error(graph[index][0], message)
        if not self.ok:
            return None
        return (
            constants,
            tuple(nodes),
            tuple(sorted(custom.items())),
            tuple(self.result) if isinstance(self.result, list) else self.result,
        )

    def _graph(self) -> tuple[list | None, dict, dict[str, tuple]]:
        """The nodes (with their spec paths), the constants and, for constants a formula
        made, where they were written."""
        target = self.body
        if target.formula is None:
            return target.graph(self.prefix), target.constants, {}
        scalars = {
            name for name, a in self.args.items() if a.descriptor in _SCALAR_DESCRIPTORS
        }
        tensors = {name: None for name, a in self.args.items() if a.descriptor == "v"}
        expander = FormulaExpander(
            target.formula,
            target.result,
            tensors,
            scalars,
            self.first,
            target.constants,
            lambda path, message: self.error(path, message),
            set(self.generated_names),
            self.prefix,
            self._condition,
            frozenset(n for n, a in self.args.items() if a.descriptor in ("f", "fs")),
            parse_defines(self.spec.target),
        )
        expanded = expander.expand()
        self.result = self.result or expander.returned_name
        self.inline = expander.fresh
        self.node_branches = expander.node_branches
        self.constant_branches = expander.constant_branches
        self.branch_entries = expander.branch_entries
        self.node_rounds = expander.node_rounds
        if expanded is None:
            return None, {}, {}
        constants, nodes = expanded
        made = {
            name: path
            for path, node in nodes
            for name in (i.name for i in node.inputs)
            if name in constants and name not in target.constants
        }
        return nodes, constants, made

    def _condition(self, path: tuple, text: str) -> Condition | None:
        try:
            return check_condition(text, tuple(self.args.values()))
        except ConditionError as exc:
            self.error(path, f"condition '{text}': {exc}")
            return None

    def _function_names(self) -> set[str]:
        """What a function mapping's module defines besides GENERATED_NAMES: a Function
        class, whose methods take ctx, and an nn.Module, whose forward takes self and calls
        the function of the mapping's name."""
        if self.spec.source.function is None:
            return set()
        camel = class_name(self.spec.name)
        return {self.spec.name, camel, f"{camel}Function", "ctx", "self"}

    def _custom_op_type(self, path, op: str, domain: str, seen: dict[str, str]) -> None:
        """The translation binds each custom-domain op to a module-level name: its type."""
        first = seen.setdefault(op, domain)
        if keyword.iskeyword(op) or op in GENERATED_NAMES or op[:2] == op[-2:] == "__":
            self.error(
                (*path, "op"),
                f"the op type '{op}' of a custom domain names the op in the generated "
                "translation, where it is a Python keyword or a name already taken; "
                "choose another op type",
            )
        elif first != domain:
            self.error(
                (*path, "op"),
                f"'{op}' is also an op of domain '{first}'; "
                "give the ops of different custom domains different op types",
            )

    def _domain(self, node) -> str:
        return standard_domain(
            node.domain if node.domain is not None else self.target.domain
        )

    # -- named values -------------------------------------------------------------------------

    def _define(self, path: tuple, name: str, what: str, at_key=False) -> bool:
        problem = None
        try:
            identifier(name)
        except ValueError as exc:
            problem = str(exc)
        if problem is None and name in self.generated_names:
            problem = f"'{name}' is a name in the generated code; choose another name"
        if problem is not None:
            self.error(path, problem, at_key)
            # Known, though wrong: its uses do not get "names no ..." errors as well.
            self.defined.setdefault(name, what)
            return False
        if name in self.defined or (self.args and name in self.args):
            self.error(
                path,
                f"'{name}' is already the name of a "
                f"{self.defined.get(name, 'source arg')}; choose another name",
            )
            return False
        self.defined[name] = what
        self.defined_at[name] = path
        return True

    def _constant(self, name: str, constant, made_at: tuple | None = None) -> Value:
        path = made_at or (*self.prefix, "constants", name)
        self._define(path, name, "constant", at_key=made_at is None)
        if made_at is not None:
            self.used.add(name)
        if isinstance(constant.value, str) and (
            "$" in constant.value or constant.value.startswith(arithmetic.FACT_CALLS)
        ):
            # A value of non-tensor args: `$eps`, `1 / $n`, `$normalized_shape`.
            where = path if made_at else (*path, "value")
            part = self._attribute_part(constant.value, where, whole=True)
            if part is not None and part[0] not in ("int", "float", "ints", "floats"):
                self.error(
                    where, f"'{constant.value}' gives no number or list of numbers"
                )
            value = part[1] if part else 0
            return Value(name, value, constant.dtype, constant.like)
        values = (
            constant.value if isinstance(constant.value, list) else [constant.value]
        )
        if any(isinstance(v, str) and "$" in v for v in values):
            # A list of numbers and args: `[0, $dim]`.
            where = path if made_at else (*path, "value")
            parts = [self._attribute_part(v, (*where, i)) for i, v in enumerate(values)]
            if any(p is None or p[0] not in ("int", "float") for p in parts):
                self.error(where, f"{constant.value} is no list of numbers and $args")
                return Value(name, (), constant.dtype, constant.like)
            return Value(
                name, tuple(p[1] for p in parts), constant.dtype, constant.like
            )
        if any(isinstance(v, str) or v is None for v in values):
            self.error((*path, "value"), "a constant holds numbers or booleans")
        if constant.like is not None:
            arg = self.args.get(constant.like)
            if arg is None or arg.descriptor != "v":
                self.error(
                    (*path, "like"),
                    f"like names '{constant.like}', which is no source "
                    f"arg read with v; the dtype comes from one of: "
                    f"{', '.join(n for n, a in self.args.items() if a.descriptor == 'v')}",
                )
        value = (
            tuple(constant.value)
            if isinstance(constant.value, list)
            else constant.value
        )
        return Value(name, value, constant.dtype, constant.like)

    def _node_inputs(self, path: tuple, node) -> tuple[StepInput, ...]:
        inputs = []
        for j, item in enumerate(node.inputs):
            where = (*path, "inputs", j)
            if item.name in self.defined:
                self.used.add(item.name)
            elif item.name in self.args:
                self.error(
                    where,
                    f"input '{item.name}' is read with descriptor "
                    f"'{self.args[item.name].descriptor}'; node inputs are graph values: "
                    "read it with v",
                )
            else:
                known = list(self.defined)
                close = difflib.get_close_matches(item.name, known, n=1)
                hint = f"did you mean '{close[0]}'? " if close else ""
                self.error(
                    where,
                    f"'{item.name}' names no source arg, constant or earlier "
                    f"node output; {hint}known here: {', '.join(known) or 'none'}",
                )
            if item.when is not None:
                flag = self.args.get(item.when)
                if flag is None or flag.descriptor != "b":
                    bools = [n for n, a in self.args.items() if a.descriptor == "b"]
                    self.error(
                        (*where, "when"),
                        f"when names '{item.when}', which is no source "
                        f"arg read with b; the bool args are: {', '.join(bools) or 'none'}",
                    )
            inputs.append(StepInput(item.name, item.when))
        return tuple(inputs)

    def _check_result(self) -> None:
        """`result` names defined values, as many as the source op returns."""
        where = (*self.prefix, "result")
        names = self.result if isinstance(self.result, list) else [self.result]
        for name in names if self.result is not None else []:
            if name in self.defined:
                self.used.add(name)
            else:
                known = ", ".join(self.defined)
                self.error(
                    where,
                    f"result names '{name}', which is no named value; known: {known}",
                )
        op = self.spec.source.op or self.spec.source.function
        if self.result is not None and len(names) != self.returns:
            given = "one value" if len(names) == 1 else f"{len(names)} values"
            hint = (
                f"write result: [{', '.join(f'name{i}' for i in range(self.returns))}]"
                if self.returns > 1
                else "write result: NAME"
            )
            self.error(
                where,
                f"{op} returns {self.returns} values, result names {given}; {hint}",
            )

    def _outputs(self, path: tuple, node, domain: str, last: bool) -> tuple:
        """The output names of a node with several (None: unused, `_` in the spec); for a
        last node returned unnamed, one per value the source op returns."""
        count = len(node.names)
        if last and node.outputs is None and self.returns > 1:
            count = self.returns
            names = (None,) * count
        else:
            names = tuple(None if n == UNUSED else n for n in node.names)
            if last and node.outputs is not None and count != self.returns:
                self.error(
                    path,
                    f"the last node is returned, and it has {count} outputs where "
                    f"{self.spec.source.op or 'the source'} returns {self.returns}; "
                    "name what to return in result",
                )
        if count > 1 and not target_schema.is_standard(domain):
            self.error(
                path,
                f"{node.op} is an op of custom domain '{domain}': custom ops with several "
                "outputs are not supported yet; give it one output",
            )
        for schema in (
            target_schema.schemas_in_range(node.op, domain, self.first, self.last)
            if target_schema.is_standard(domain)
            and target_schema.versions(node.op, domain)
            and target_schema.versions(node.op, domain)[0] <= self.first
            else ()
        ):
            if schema.min_output <= count <= schema.max_output:
                continue
            need = (
                f"{schema.min_output}"
                if schema.min_output == schema.max_output
                else f"{schema.min_output} to {schema.max_output}"
            )
            self.error(
                path,
                f"ONNX {node.op} at opset {max(schema.since_version, self.first)} has "
                f"{need} outputs, and this node {count}; "
                + (
                    "name each in outputs: [a, b] (`_` for one nothing reads)"
                    if count < schema.min_output
                    else "name fewer"
                ),
            )
            break
        return names if count > 1 else ()

    def _output(self, path: tuple, node, index: int, last: bool) -> str | None:
        if node.outputs is not None:
            for position, name in enumerate(node.outputs):
                if name == UNUSED:
                    continue
                self._define(
                    (*path, "outputs", position),
                    name,
                    f"output {position} of node {index}",
                )
                if last:
                    self.used.add(name)  # returned
            return (
                None if last else next((n for n in node.outputs if n != UNUSED), None)
            )
        if node.output in self.branch_entries and node.output in self.defined:
            return node.output  # each choice of the entry computes it
        rounds = self.node_rounds[index] if self.node_rounds else None
        if rounds is not None and node.output in self.defined:
            return node.output  # a repeat's update of an entry above
        if node.output is None:
            branch = self.node_branches[index] if self.node_branches else None
            if not last and branch is None:
                self.error(
                    path,
                    f"node {index} ({node.op}) feeds no later node; give it "
                    "output: NAME and use NAME as an input, or remove it",
                )
            return None
        if (
            self._define((*path, "output"), node.output, f"output of node {index}")
            and last
        ):
            self.used.add(node.output)  # the result
        return node.output

    # -- standard ONNX nodes ------------------------------------------------------------------

    def _runtime_op(self, path: tuple, op: str, domain: str) -> None:
        """An op of ONNX Runtime's domains (com.microsoft): no kernel, but one it has."""
        known = target_schema.runtime_ops().get(domain)
        if known is None or op in known:
            return
        close = difflib.get_close_matches(op, known, n=3)
        hint = f"; did you mean {' or '.join(close)}?" if close else ""
        self.error(
            (*path, "op"),
            f"ONNX Runtime has no op {op} in its domain '{domain}'{hint} "
            "(or give the node a kernel)",
        )

    def _exists(self, path: tuple, node, domain: str) -> bool:
        versions = target_schema.versions(node.op, domain)
        where = f"domain '{domain}'" if domain else "the default ONNX domain"
        if not versions:
            close = target_schema.similar(node.op, domain)
            hint = f"; did you mean {' or '.join(close)}?" if close else ""
            elsewhere = target_schema.domains_of(node.op)
            if elsewhere:
                hint = f"; it is in {_domain_name(elsewhere[0])}: write domain: " + (
                    f"{elsewhere[0]}" if elsewhere[0] else '""'
                )
            self.error((*path, "op"), f"ONNX has no op {node.op} in {where}{hint}")
            return False
        if versions[0] > self.first:
            self.error(
                ("target", "opset"),
                f"ONNX {node.op} does not exist at opset "
                f"{self.first}: it was added in opset {versions[0]}; write opset: "
                f"{versions[0]}",
            )
            return False
        return True

    def _standard_node(self, path: tuple, node, domain: str) -> tuple[Attribute, ...]:
        """Check inputs and attributes against every schema version in the opset range.

        A problem is reported once, at the first opset where it appears; a problem that
        starts later in the range suggests the max_opset that avoids it.
        """
        attributes: dict[str, Attribute] = {}
        reported: set[object] = set()

        def once(key: object, where: tuple, message: str, at_key: bool = False) -> None:
            if key not in reported:
                reported.add(key)
                self.error(where, message, at_key)

        present = sum(1 for i in node.inputs if i.when is None)
        for schema in target_schema.schemas_in_range(
            node.op, domain, self.first, self.last
        ):
            later = schema.since_version > self.first
            at = f" from opset {schema.since_version}" if later else ""
            bound = f"; or add max_opset: {schema.since_version - 1}" if later else ""
            if schema.deprecated:
                once(
                    "deprecated",
                    (*path, "op") if later else ("target", "opset"),
                    f"ONNX {node.op} is deprecated{at or f' at opset {self.first}'}{bound}",
                )
                continue
            problem = _input_count_problem(schema, present, len(node.inputs))
            if problem:
                once("inputs", (*path, "inputs"), f"{problem}{at}{bound}")
            for name, value in node.attributes.items():
                where = (*path, "attributes", name)
                if name not in schema.attributes:
                    close = difflib.get_close_matches(
                        name, list(schema.attributes), n=1
                    )
                    hint = f"did you mean '{close[0]}'? " if close else ""
                    known = ", ".join(sorted(schema.attributes)) or "none"
                    once(
                        where,
                        where,
                        f"ONNX {node.op} has no attribute '{name}'{at}; "
                        f"{hint}its attributes are: {known}{bound}",
                        at_key=True,
                    )
                    continue
                kind = target_schema.ATTRIBUTE_KINDS.get(schema.attributes[name].type)
                if kind is None:
                    once(
                        where,
                        where,
                        f"attribute '{name}' of {node.op} has type "
                        f"{schema.attributes[name].type}, which specs cannot set",
                    )
                elif name not in attributes and where not in reported:
                    attribute = self._attribute(where, node.op, name, value, kind)
                    if attribute:
                        attributes[name] = attribute
                    else:
                        reported.add(where)
            for name, attr in schema.attributes.items():
                if attr.required and name not in node.attributes:
                    once(
                        ("required", name),
                        (*path, "attributes"),
                        f"ONNX {node.op} requires attribute '{name}'{at}; "
                        f"add it under attributes{bound}",
                    )
        return tuple(attributes.values())

    # -- attributes ---------------------------------------------------------------------------

    def _custom_attributes(self, path: tuple, node) -> tuple[Attribute, ...]:
        attributes = []
        for name, value in node.attributes.items():
            attribute = self._attribute(
                (*path, "attributes", name), node.op, name, value, None
            )
            if attribute:
                attributes.append(attribute)
        return tuple(attributes)

    def _attribute(
        self, path, op: str, name: str, value, kind: str | None
    ) -> Attribute | None:
        """Type-check one attribute value against `kind` (None: infer it from the value)."""
        if isinstance(value, list):
            parts = [self._attribute_part(v, (*path, i)) for i, v in enumerate(value)]
            if any(p is None for p in parts):
                return None
            got = _list_kind([k for k, _ in parts])
            if got is None:
                kinds = ", ".join(sorted({k for k, _ in parts}))
                self.error(
                    path,
                    f"attribute '{name}' mixes {kinds} values; a list attribute "
                    "holds one type",
                )
                return None
            values = tuple(v for _, v in parts)
            if kind == "floats" and got in ("ints", "list"):
                values, got = tuple(_as_float(v) for v in values), "floats"
            return self._typed(path, op, name, kind, got, values)
        part = self._attribute_part(value, path, whole=True)
        if part is None:
            return None
        got, single = part
        if kind == "float" and got == "int":
            got, single = "float", _as_float(single)
        return self._typed(path, op, name, kind, got, single)

    def _arithmetic(self, value: str, path) -> tuple[str, AttributeValue] | None:
        """An expression of numbers and `$arg`s read with i, f or b: `$pad_h * 2`."""
        try:
            kind, tree = arithmetic.value(arithmetic.parse(value), self.args)
        except arithmetic.ExpressionError as exc:
            self.error(path, f"'{value}': {exc}")
            return None
        return kind, Expr(tree)

    def _typed(self, path, op, name, kind, got, value) -> Attribute | None:
        if kind is None:
            if got == "list":
                self.error(
                    path,
                    f"cannot tell the type of attribute '{name}' from an empty "
                    "list; give at least one element",
                )
                return None
            return Attribute(name, got, value)
        if got == kind or (got == "list" and kind.endswith("s")):
            return Attribute(name, kind, value)
        self.error(
            path,
            f"attribute '{name}' of ONNX {op} is {_a(kind)}, but the spec gives "
            f"{_a(got)}",
        )
        return None

    def _attribute_part(
        self, value, path, whole=False
    ) -> tuple[str, AttributeValue] | None:
        """(kind, value) of one value: a literal, a `$arg` reference or an expression."""
        if arithmetic.is_expression(value):
            if not _is_reference(value):
                return self._arithmetic(value, path)
            ref = value[1:]
            arg = self.args.get(ref)
            if arg is None:
                close = difflib.get_close_matches(ref, list(self.args), n=1)
                hint = f"did you mean ${close[0]}? " if close else ""
                self.error(
                    path,
                    f"'{value}' names no source arg; {hint}"
                    f"the args are: {', '.join(self.args)}",
                )
                return None
            kind = _DESCRIPTOR_KIND.get(arg.descriptor)
            if kind is None:
                self.error(
                    path,
                    f"'{value}' is read with descriptor '{arg.descriptor}', which "
                    "gives no constant; read it with i, is, f, fs, b, s or t",
                )
                return None
            if not whole and kind in ("ints", "floats", "tensor"):
                self.error(
                    path,
                    f"'{value}' is a list ({arg.descriptor}); list elements are "
                    "single values",
                )
                return None
            return kind, Ref(arg.name, "int" if arg.descriptor == "b" else None)
        if isinstance(value, str):
            return "string", value[1:] if value.startswith("$$") else value
        if isinstance(value, bool):
            return "int", int(value)
        if isinstance(value, int) and not -(2**63) <= value < 2**63:
            self.error(
                path,
                f"{value} does not fit in an ONNX int attribute (64 bits, "
                f"{-(2**63):,} to {2**63 - 1:,}); give a smaller value",
            )
            return None
        if isinstance(value, int | float):
            return ("int" if isinstance(value, int) else "float"), value
        self.error(
            path, "attribute value is null; give a value or leave the attribute out"
        )
        return None


_SCALAR_DESCRIPTORS = ("i", "f", "b", "is", "fs")


def _called_names(formula: dict[str, str] | None) -> set[str]:
    """The op types a formula calls: like a node list's op types, names the generated
    translation may bind."""
    found = set()
    for value in (formula or {}).values():
        if isinstance(value, list):
            texts = [c.then for c in value]
        elif isinstance(value, Repeat):
            texts = list(value.update.values())
        else:
            texts = [value]
        for text in texts:
            found |= set(re.findall(r"([A-Za-z_][A-Za-z0-9_]*)\s*\(", str(text)))
    return found - {"len", "range"}


def _is_reference(value: str) -> bool:
    """`$name` alone: the value of the source arg `name`, of any kind."""
    return value.startswith("$") and value[1:].isidentifier() and value[1:].isascii()


def _domain_name(domain: str) -> str:
    return f"domain '{domain}'" if domain else "the default ONNX domain"


def _input_count_problem(schema, low_count: int, high_count: int) -> str | None:
    low, high = schema.min_input, schema.max_input
    if low <= low_count and high_count <= high:
        return None
    names = ", ".join(schema.inputs)
    if low == high:
        takes = f"{low} input{'s' if low != 1 else ''}"
    elif high >= 1 << 30:
        takes = f"at least {low} inputs"
    else:
        takes = f"{low} to {high} inputs"
    given = (
        f"{low_count}" if low_count == high_count else f"{low_count} to {high_count}"
    )
    return f"ONNX {schema.name} takes {takes} ({names}), but inputs lists {given}"


def _list_kind(kinds: list[str]) -> str | None:
    distinct = set(kinds)
    if not distinct:
        return "list"
    if distinct <= {"int"}:
        return "ints"
    if distinct <= {"int", "float"}:
        return "floats"
    if distinct == {"string"}:
        return "strings"
    return None


def _as_float(value: AttributeValue) -> AttributeValue:
    if isinstance(value, Ref):
        return Ref(value.arg, "float")
    if isinstance(value, Expr):
        return Expr(ir.Call("float", (value.tree,)))
    return float(value)


def _a(kind: str) -> str:
    return {
        "int": "an int",
        "ints": "a list of ints",
        "float": "a float",
        "floats": "a list of floats",
        "string": "a string",
        "strings": "a list of strings",
        "tensor": "a tensor",
        "list": "an empty list",
    }[kind]


def _typed_like(op: str, domain: str, inputs) -> int | None:
    """The input whose dtype an ONNX Runtime contrib op's output takes, if one does."""
    if target_schema.is_standard(domain):
        return None
    index = target_schema.runtime_output_like(op, domain)
    return index if index is not None and index < len(inputs) else None
