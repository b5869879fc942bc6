"""Step 3, target side: the named values of a target body.

Named values (source args read with v, constants, node outputs) must be defined before they
are used, and used once defined; none may take a name the generated code has, and `result`
names as many as the source op returns. Custom-domain op types name module-level values of
the generated translation, so they are checked here too.
"""

from __future__ import annotations

import difflib
import keyword
from dataclasses import dataclass

from ..ir import expr
from ..ir import formula as f
from ..ir.graph import StepInput
from ..ir.plan import class_name
from ..ir.signature import listed
from ..spec.model import Repeat, identifier
from . import target_schema
from .condition import HELPERS
from .defines import parse_defines
from .formula import UNUSED
from .formula_parse import FormulaError, parse_formula
from .target_context import TargetContext

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


@dataclass(frozen=True)
class NodeNames:
    """The names one node reads and writes, as its graph step has them."""

    inputs: tuple[StepInput, ...]
    output: str | None  # its (first named) output; None: returned unnamed, or unread
    outputs: tuple[str | None, ...]  # every output's name (None: unused or unnamed)


def generated_names(context: TargetContext, body) -> frozenset[str]:
    """The names of the generated code for `body`: GENERATED_NAMES, the ops it calls, and
    what a function mapping's module defines."""
    spec = context.spec
    names = set(GENERATED_NAMES)
    names |= {node.op for _, node in body.graph(context.prefix)}
    names |= _called_names(body.formula, parse_defines(spec.target))
    if spec.source.function is not None:
        # A Function class, whose methods take ctx, and an nn.Module, whose forward takes
        # self and calls the function of the mapping's name.
        camel = class_name(spec.name)
        names |= {spec.name, camel, f"{camel}Function", "ctx", "self"}
    return frozenset(names)


class TargetNames:
    """Checks the named values of one target body: what each name is, where it was
    defined, and whether it was used."""

    def __init__(self, context: TargetContext):
        self.context = context
        self.defined: dict[str, str] = {}  # named value → what it is, for messages
        self.defined_at: dict[str, tuple] = {}  # constants and node outputs → spec path
        self.used: set[str] = set()
        self.op_types: dict[str, str] = {}  # custom-domain op type → its domain

    def error(self, path: tuple, message: str, at_key: bool = False) -> None:
        self.context.error(path, message, at_key)

    def check_args(self) -> None:
        """No arg takes a name of the generated code; tensor args are named values."""
        context = self.context
        for index, (name, arg) in enumerate(context.args.items()):
            if name in context.generated_names:
                where = "names" if context.spec.source.names is not None else "args"
                self.error(
                    ("source", where, index),
                    f"the arg name '{name}' is also a name in the generated code; "
                    "give the args other names in source.names",
                )
            if arg.descriptor == "v":
                self.defined[name] = "source arg"

    def define(self, path: tuple, name: str, what: str, at_key=False) -> bool:
        problem = None
        try:
            identifier(name)
        except ValueError as exc:
            problem = str(exc)
        if problem is None and name in self.context.generated_names:
            problem = f"'{name}' is a name in the generated code; choose another name"
        if problem is not None:
            self.error(path, problem, at_key)
            # Known, though wrong: its uses do not get "names no ..." errors as well.
            self.defined.setdefault(name, what)
            return False
        args = self.context.args
        if name in self.defined or (args and name in args):
            self.error(
                path,
                f"'{name}' is already the name of a "
                f"{self.defined.get(name, 'source arg')}; choose another name",
            )
            return False
        self.defined[name] = what
        self.defined_at[name] = path
        return True

    def node(self, path: tuple, node, index: int, last: bool, formula) -> NodeNames:
        """Check the names node `index` reads and writes; `last`: it is returned unnamed;
        `formula`: the choice, the repeat and the entries written as choices that a
        formula's node comes from."""
        if not target_schema.is_standard(domain := self.context.domain(node)):
            self._op_type(path, node.op, domain)
        inputs = self._inputs(path, node)
        output = self._output(path, node, index, last, formula)
        return NodeNames(inputs, output, self._outputs(path, node, last))

    def _op_type(self, path, op: str, domain: str) -> None:
        """The translation binds each custom-domain op to a module-level name: its type."""
        first = self.op_types.setdefault(op, domain)
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

    def _inputs(self, path: tuple, node) -> tuple[StepInput, ...]:
        args = self.context.args
        inputs = []
        for j, item in enumerate(node.inputs):
            where = (*path, "inputs", j)
            problem = self._not_a_graph_value(item.name)
            if problem:
                self.error(where, f"input {problem}" if item.name in args else problem)
            if item.when is not None:
                flag = args.get(item.when)
                if flag is None or flag.descriptor != "b":
                    bools = self.context.args_read_with("b")
                    self.error(
                        (*where, "when"),
                        f"when names '{item.when}', which is no source "
                        f"arg read with b; the bool args are: {', '.join(bools) or 'none'}",
                    )
            problem = item.otherwise and self._not_a_graph_value(item.otherwise)
            if problem:
                self.error(
                    (*where, "otherwise"), f"otherwise gives a graph value: {problem}"
                )
            inputs.append(StepInput(item.name, item.when, item.otherwise))
        return tuple(inputs)

    def _not_a_graph_value(self, name: str) -> str | None:
        """Why `name`, which a node reads, is no graph value here; None where it is one
        (then counted as used)."""
        if name in self.defined:
            self.used.add(name)
            return None
        args = self.context.args
        if (
            name.endswith("]")
            and getattr(args.get(listed(name)), "descriptor", "") == "vs"
        ):
            return None  # an item of a tensor list: indices[0]
        if name in args:
            return (
                f"'{name}' is read with descriptor '{args[name].descriptor}'; node "
                "inputs are graph values: read it with v"
            )
        known = list(self.defined)
        close = difflib.get_close_matches(name, known, n=1)
        hint = f"did you mean '{close[0]}'? " if close else ""
        return (
            f"'{name}' names no source arg, constant or earlier node output; "
            f"{hint}known here: {', '.join(known) or 'none'}"
        )

    def _output(self, path: tuple, node, index: int, last: bool, formula) -> str | None:
        branch, rounds, branch_entries = formula
        if node.outputs is not None:
            for position, name in enumerate(node.outputs):
                if name == UNUSED:
                    continue
                self.define(
                    (*path, "outputs", position),
                    name,
                    f"output {position} of node {index}",
                )
                if last:
                    self.used.add(name)  # returned
            return (
                None if last else next((n for n in node.outputs if n != UNUSED), None)
            )
        if node.output in branch_entries and node.output in self.defined:
            return node.output  # each choice of the entry computes it
        if rounds is not None and node.output in self.defined:
            return node.output  # a repeat's update of an entry above
        if node.output is None:
            if not last and branch is None:
                self.error(
                    path,
                    f"node {index} ({node.op}) feeds no later node; give it "
                    "output: NAME and use NAME as an input, or remove it",
                )
            return None
        if (
            self.define((*path, "output"), node.output, f"output of node {index}")
            and last
        ):
            self.used.add(node.output)  # the result
        return node.output

    def _outputs(self, path: tuple, node, last: bool) -> tuple[str | None, ...]:
        """The names of a node's outputs (None: unused, `_` in the spec); for a last node
        returned unnamed, one per value the source op returns."""
        returns = self.context.returns
        if last and node.outputs is None and returns > 1:
            return (None,) * returns
        if last and node.outputs is not None and len(node.outputs) != returns:
            self.error(
                path,
                f"the last node is returned, and it has {len(node.outputs)} outputs "
                f"where {self.context.spec.source.op or 'the source'} returns "
                f"{returns}; name what to return in result",
            )
        return tuple(None if n == UNUSED else n for n in node.names)

    def check_result(self, result) -> None:
        """`result` names defined values, as many as the source op returns."""
        where = (*self.context.prefix, "result")
        names = result if isinstance(result, list) else [result]
        for name in names if result is not None else []:
            if name in self.defined:
                self.used.add(name)
            else:
                known = ", ".join(self.defined)
                self.error(
                    where,
                    f"result names '{name}', which is no named value; known: {known}",
                )
        returns = self.context.returns
        source = self.context.spec.source
        if result is not None and len(names) != returns:
            given = "one value" if len(names) == 1 else f"{len(names)} values"
            hint = (
                f"write result: [{', '.join(f'name{i}' for i in range(returns))}]"
                if returns > 1
                else "write result: NAME"
            )
            self.error(
                where,
                f"{source.op or source.function} returns {returns} values, result "
                f"names {given}; {hint}",
            )

    def check_unused(self) -> None:
        """Every constant and node output is used (after other problems, "never used"
        would only repeat an unknown input name)."""
        for name, what in self.defined.items():
            if name not in self.used and name in self.defined_at and self.context.ok:
                self.error(
                    self.defined_at[name],
                    f"{what} '{name}' is never used; use it as a node input or remove it",
                )


def _called_names(formula: dict | None, defines: dict) -> set[str]:
    """The op types a formula calls, and the sub-formulas and facts: like a node list's op
    types, names the generated translation may bind. Read from the parsed formula."""
    found = set()
    for value in (formula or {}).values():
        if isinstance(value, list):
            texts = [c.then for c in value]
        elif isinstance(value, Repeat):
            texts = list(value.update.values())
        else:
            texts = [value]
        for text in texts:
            try:
                tree = parse_formula(text, defines)
            except FormulaError:
                continue  # the expander says what is wrong with it
            found |= {_called(item) for item in f.walk(tree)} - {None}
    return found - {"len", "range"}


def _called(item) -> str | None:
    """The name a part of a formula calls, if it is a call."""
    if isinstance(item, f.OnnxCall):
        return item.op  # of any domain: `com.microsoft.Inverse(x)` binds `Inverse`
    if isinstance(item, f.Use):
        return item.name
    if isinstance(item, expr.Fact):
        return item.fact
    if isinstance(item, f.DtypeOf):
        return "dtype"
    if isinstance(item, expr.Call):
        return item.helper
    return None
