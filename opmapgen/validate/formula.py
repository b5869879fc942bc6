"""Step 3, target side: expand a target's formulas into the nodes and constants they mean.

`m: Max(a, b)` / `result: m + Log(Exp(a - m) + Exp(b - m))` becomes the node list a spec could
have written by hand: one node per operator or call, named after its op, with each literal made
a constant of the dtype its ONNX input takes (the dtype of the value it meets, or the fixed type
of that input, as the op's schema says). Formulas are parsed with `ast` and never run; the
nodes they give are then checked like any other (`TargetResolver`), at every opset of the range.
"""

from __future__ import annotations

import ast
import builtins
import keyword
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Self

from ..ir.graph import Branch, Rounds
from ..spec.model import Constant, Node, Repeat
from . import target_schema
from .condition import TENSOR_FACTS, Condition
from .defines import Define, SubFormulas

BINARY = {
    ast.Add: "Add",
    ast.Sub: "Sub",
    ast.Mult: "Mul",
    ast.Div: "Div",
    ast.Pow: "Pow",
    ast.MatMult: "MatMul",
    ast.BitAnd: "And",
    ast.BitOr: "Or",
    ast.BitXor: "Xor",
}
UNARY = {ast.USub: "Neg", ast.Invert: "Not"}
COMPARE = {
    ast.Eq: "Equal",
    ast.NotEq: "Equal",  # then Not
    ast.Lt: "Less",
    ast.Gt: "Greater",
    ast.LtE: "LessOrEqual",
    ast.GtE: "GreaterOrEqual",
}
# ONNX tensor types as the spec names dtypes, and their TensorProto numbers (Cast's `to`).
TENSOR_DTYPES = {
    "tensor(float)": ("float32", 1),
    "tensor(uint8)": ("uint8", 2),
    "tensor(int8)": ("int8", 3),
    "tensor(int16)": ("int16", 5),
    "tensor(int32)": ("int32", 6),
    "tensor(int64)": ("int64", 7),
    "tensor(bool)": ("bool", 9),
    "tensor(float16)": ("float16", 10),
    "tensor(double)": ("float64", 11),
    "tensor(bfloat16)": ("bfloat16", 16),
}
DTYPE_NUMBERS = dict(TENSOR_DTYPES.values())
# Short names for common literals, so that the generated code reads `one`, not `c3`.
LITERAL_NAMES = {0: "zero", 1: "one", 2: "two", 0.5: "half", 3: "three", 10: "ten"}
_REF = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)")
_PLACEHOLDER = "__arg_"
_FACT_CALL = re.compile(rf"({'|'.join(TENSOR_FACTS)})\(([A-Za-z_][A-Za-z0-9_]*)\)")
MAX_FORMULA_DEPTH = 64

# Where a value's dtype comes from: ("like", source arg), ("dtype", name), or None (unknown).
DtypeSource = tuple[str, str] | None


RESULT = object()  # the output of the node a mapping returns: unnamed
UNUSED = "_"  # an output of a several-output node that nothing reads


class FormulaError(Exception):
    """A mistake in one formula; `path` extends the formula's spec path."""


@dataclass
class _Operand:
    name: str | None = None  # a named value
    literal: bool | int | float | None = None  # or a number
    scalar: str | None = None  # or an expression of non-tensor args: "$eps", "1 / $n"
    returned: bool = False  # the output of the node the mapping returns


class FormulaExpander(SubFormulas):
    """Expands `target.formula` for TargetResolver. `error(path, message)` reports."""

    def __init__(
        self,
        formula: dict[str, str],
        result: str | None,
        tensors: dict[str, None],
        scalars: set[str],
        first_opset: int,
        constants: dict[str, Constant],
        error: Callable[[tuple, str], None],
        reserved: set[str],
        prefix: tuple = ("target",),
        condition: Callable[[tuple, str], Condition | None] = lambda path, text: None,
        float_args: frozenset[str] = frozenset(),
        defines: dict[str, Define] | None = None,
    ):
        self.formula = formula
        self.defines = defines or {}
        self.prefix = prefix
        self.result = result
        self.scalars = scalars
        self.float_args = float_args  # scalar args read with f or fs
        self.first = first_opset
        self.error = error
        self.constants: dict[str, Constant] = dict(constants)
        self.nodes: list[tuple[tuple, Node]] = []
        self.dtypes: dict[str, DtypeSource] = {name: ("like", name) for name in tensors}
        for name, constant in constants.items():
            self.dtypes[name] = (
                ("like", constant.like) if constant.like else ("dtype", constant.dtype)
            )
        self.taken = set(tensors) | set(constants) | set(formula) | reserved
        self.taken |= scalars
        self.literal_constants: dict[tuple, str] = {}
        self.fresh: set[str] = set()  # outputs of sub-expressions, each used once
        self.producers: dict[str, int] = {}  # entry → its node, for `entry[i]`
        self.key: str | None = None  # the entry being expanded
        # The entry returned, when it is one output of several: named after its key.
        self.returned_name: str | None = None
        self.unchecked: set[str] = set()  # outputs of ops ONNX has no schema of (here)
        self.condition = condition
        # The choice each node and constant belongs to (None: always exported).
        self.branch: Branch | None = None
        self.node_branches: list[Branch | None] = []
        self.constant_branches: dict[str, Branch] = {}
        self.branch_entries: set[str] = set()  # entries written as choices
        # The repeat each node belongs to (None: exported once).
        self.rounds: Rounds | None = None
        self.node_rounds: list[Rounds | None] = []

    def expand(self) -> tuple[dict[str, Constant], list[tuple[tuple, Node]]] | None:
        ok = True
        returned = self.result or list(self.formula)[-1]
        for key, text in self.formula.items():
            path = (*self.prefix, "formula", key)
            self.key = key
            # The returned formula's last node is returned unnamed, unless `result` names it.
            output = RESULT if key == returned and self.result is None else key
            text = self._defined_entry(text, path)  # a call of choices: the choices
            if isinstance(text, list):
                ok = self._choices(key, text, path, output) and ok
                continue
            if isinstance(text, Repeat):
                ok = self._repeat(key, text, path, returned) and ok
                continue
            try:
                self._entry(text, path, output)
            except FormulaError as exc:
                self.error(path, f"formula '{key}': {exc}")
                ok = False
        return (self.constants, self.nodes) if ok else None

    def _entry(self, text: str, path: tuple, output) -> None:
        operand = self._expression(_parse(text).body, path, output)
        named = (
            operand.name == output
            if output is not RESULT
            else operand.returned or operand.name == self.returned_name
        )
        if not named:
            # A bare name or number: a node of its own, which later formulas use.
            self._emit(path, "Identity", [operand], {}, output)

    def _choices(self, key: str, choices: list, path: tuple, output) -> bool:
        """An entry whose expression depends on the args: each choice under its
        condition; the value takes the dtype they agree on (unknown otherwise)."""
        ok, conditions, dtypes = True, [], set()
        for index, choice in enumerate(choices):
            where = (*path, index)
            if choice.when is None and index < len(choices) - 1:
                self.error(
                    where,
                    f"formula '{key}': choice {index} has no `when`, so the choices after "
                    "it never apply; give it a condition, or move it last",
                )
                ok = False
            condition = None
            if choice.when is not None:
                condition = self.condition((*where, "when"), choice.when)
                if condition is None:
                    ok = False
                    continue
                conditions.append(condition)
            self.branch = Branch(
                key,
                index,
                condition.tree if condition else None,
                index == len(choices) - 1,
                condition=choice.when,
            )
            try:
                self._entry(choice.then, (*where, "then"), output)
            except FormulaError as exc:
                self.error((*where, "then"), f"formula '{key}': {exc}")
                ok = False
            if output is not RESULT:
                dtypes.add(self.dtypes.get(key))
        if conditions and choices[-1].when is not None and self.branch is not None:
            # No choice applies: refuse, naming the args the conditions read.
            self.branch = replace(
                self.branch,
                refusal=f"no choice of formula '{key}' takes these args (choices: "
                + "; ".join(c.text for c in conditions)
                + ")",
                reads=tuple(dict.fromkeys(a for c in conditions for a in c.args)),
            )
            self.node_branches[-1] = self.branch
        self.branch = None
        self.branch_entries.add(key)
        if output is not RESULT:
            self.dtypes[key] = dtypes.pop() if len(dtypes) == 1 else None
        return ok

    def _repeat(self, key: str, entry: Repeat, path: tuple, returned: str) -> bool:
        """An entry that updates earlier ones, round after round: its nodes are expanded
        once, each writing the entry it updates, and exported `entry.repeat` times."""
        if key == returned:
            self.error(
                path,
                f"formula '{key}' is a repeat, which computes no value of its own; "
                "end the formula with an expression of the entries it updates",
            )
            return False
        count = entry.repeat
        if isinstance(count, str) and (
            count not in self.scalars or count in self.float_args
        ):
            self.error(
                (*path, "repeat"),
                f"formula '{key}': repeat {count!r} is neither a number nor a source arg "
                "read with i; write a number of rounds, or the name of an int arg",
            )
            return False
        earlier = list(self.formula)[: list(self.formula).index(key)]
        ok = True
        self.rounds = Rounds(key, count)
        for name, text in entry.update.items():
            where = (*path, "update", name)
            if name not in earlier or isinstance(self.formula[name], Repeat):
                self.error(
                    where,
                    f"formula '{key}' updates '{name}', which no entry above defines; "
                    f"give its first value as an entry before '{key}'",
                )
                ok = False
                continue
            before = self.dtypes.get(name)
            try:
                self._entry(text, where, name)
            except FormulaError as exc:
                self.error(where, f"formula '{key}': {exc}")
                ok = False
                continue
            if self.dtypes.get(name) != before:
                self.error(
                    where,
                    f"formula '{key}': the update of '{name}' changes its dtype "
                    f"({_shown_dtype(before)} before, {_shown_dtype(self.dtypes.get(name))} "
                    "after), so the next round would compute with another; Cast it back "
                    "with CastLike(..., " + name + ")",
                )
                ok = False
        self.rounds = None
        return ok

    # -- expressions --------------------------------------------------------------------------

    def _expression(self, node: ast.expr, path: tuple, output: str | None) -> _Operand:
        """The operand `node` computes; a node it ends in is named `output`."""
        if isinstance(node, ast.Constant):
            value = node.value
            if isinstance(value, bool | int | float):
                return _Operand(literal=value)
            raise FormulaError(f"{value!r} is not a number or a tensor")
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            inner = node.operand
            if isinstance(inner, ast.Constant) and type(inner.value) in (int, float):
                return _Operand(literal=-inner.value)
            if isinstance(inner, ast.Name) and inner.id in ("inf", "nan"):
                return _Operand(literal=-float(inner.id))  # -inf: a number
        if isinstance(node, ast.Name):
            return self._name(node.id)
        if isinstance(node, ast.List | ast.Tuple):
            return self._list(node)
        scalar = self._scalar(node)
        if scalar is not None:
            return _Operand(scalar=scalar)
        if isinstance(node, ast.BinOp) and type(node.op) in BINARY:
            operands = [
                self._expression(node.left, path, None),
                self._expression(node.right, path, None),
            ]
            return self._emit(path, BINARY[type(node.op)], operands, {}, output)
        if isinstance(node, ast.UnaryOp) and type(node.op) in UNARY:
            operand = self._expression(node.operand, path, None)
            return self._emit(path, UNARY[type(node.op)], [operand], {}, output)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.UAdd):
            return self._expression(node.operand, path, output)
        if isinstance(node, ast.Compare):
            if len(node.ops) != 1 or type(node.ops[0]) not in COMPARE:
                raise FormulaError(
                    "compare two values with one of == != < > <= >= (a < b < c: "
                    "write (a < b) & (b < c))"
                )
            operands = [
                self._expression(node.left, path, None),
                self._expression(node.comparators[0], path, None),
            ]
            negate = isinstance(node.ops[0], ast.NotEq)
            op = COMPARE[type(node.ops[0])]
            if not negate:
                return self._emit(path, op, operands, {}, output)
            equal = self._emit(path, op, operands, {}, None)
            return self._emit(path, "Not", [equal], {}, output)
        if isinstance(node, ast.Call):
            return self._call(node, path, output)
        if isinstance(node, ast.Subscript):
            return self._subscript(node, path, output)
        if isinstance(node, ast.BoolOp) or isinstance(node.__dict__.get("op"), ast.Not):
            raise FormulaError(
                "and, or and not are for conditions; combine tensors of bools with & | ~"
            )
        raise FormulaError(
            f"{type(node).__name__} is not allowed; a formula holds names, numbers, $args, "
            "+ - * / ** @, comparisons, & | ~ and ONNX op calls such as Exp(x)"
        )

    def _subscript(self, node: ast.Subscript, path: tuple, output) -> _Operand:
        """`TopK(x, k)[1]`, or `t[1]` of an entry `t: TopK(x, k)`: output 1 of the op."""
        index = node.slice
        if not (
            isinstance(index, ast.Constant)
            and type(index.value) is int
            and index.value >= 0
        ):
            raise FormulaError(
                "index an op's outputs with a number, e.g. TopK(x, k)[1] for the indices"
            )
        index = index.value
        op = (
            node.value.func.id
            if isinstance(node.value, ast.Call)
            and isinstance(node.value.func, ast.Name)
            else self.nodes[self.producers[node.value.id]][1].op
            if isinstance(node.value, ast.Name) and node.value.id in self.producers
            else None
        )
        schema = op and target_schema.schema_at(op, self.first)
        if schema and index >= schema.max_output:
            count = schema.max_output
            raise FormulaError(
                f"{op} has {count} output{'s' if count > 1 else ''} at opset "
                f"{self.first}, so [{index}] names none; index 0"
                + (f" to {count - 1}" if count > 1 else "")
            )
        if isinstance(node.value, ast.Call):
            return self._call(node.value, path, output, index)
        if isinstance(node.value, ast.Name) and node.value.id in self.producers:
            return self._output_of(node.value.id, index, output)
        raise FormulaError(
            "only an op's outputs can be indexed: write Op(...)[i], or name the call "
            "(t: TopK(x, k)) and write t[i]"
        )

    def _output_of(self, name: str, index: int, output) -> _Operand:
        """Output `index` of the node whose first output is `name`, named on first use."""
        position = self.producers[name]
        where, node = self.nodes[position]
        names = node.names
        names += [UNUSED] * (index + 1 - len(names))
        if names[index] != UNUSED:
            return _Operand(name=names[index])
        names[index] = self._returned() if output is RESULT else output
        names[index] = names[index] or self._fresh_output(name, index)
        self.nodes[position] = (where, node.model_copy(update={"outputs": names}))
        self.dtypes[names[index]] = self._output_dtype(
            target_schema.schema_at(node.op, self.first),
            node.op,
            node.inputs,
            node.attributes,
            index,
        )
        return _Operand(name=names[index])

    def _returned(self) -> str:
        self.returned_name = self.key
        return self.key

    def _fresh_output(self, name: str, index: int) -> str:
        base, n = f"{name}_{index}", 1
        while base in self.taken:
            n += 1
            base = f"{name}_{index}_{n}"
        self.taken.add(base)
        return base

    def _name(self, name: str) -> _Operand:
        if name.startswith(_PLACEHOLDER):
            arg = name[len(_PLACEHOLDER) :]
            if arg not in self.scalars:
                tensor = f"; {arg} is a tensor: write it without $" * (
                    arg in self.dtypes
                )
                raise FormulaError(
                    f"${arg} is no source arg read with i, f, b, is or fs{tensor}"
                )
            return _Operand(scalar=f"${arg}")
        if name in ("inf", "nan"):
            return _Operand(literal=float(name))
        if name in self.scalars:
            raise FormulaError(f"{name} is not a tensor; write ${name} for its value")
        # Unknown names are the resolver's to report, with what is known.
        return _Operand(name=name)

    def _list(self, node: ast.List | ast.Tuple) -> _Operand:
        """A 1-D constant: numbers and $args, such as Slice's `[1]` or `[$dim]`."""
        items = []
        for item in node.elts:
            scalar = self._scalar(item)
            operand = (
                _Operand(scalar=scalar)
                if scalar is not None
                else self._expression(item, (), None)
                if not isinstance(item, ast.List | ast.Tuple | ast.Call | ast.BinOp)
                else None
            )
            if operand is None or operand.name is not None:
                raise FormulaError(
                    "a list in a formula holds numbers, $args and arithmetic of them, "
                    "e.g. [0, $dim - 1]"
                )
            items.append(operand.scalar if operand.scalar else operand.literal)
        if not items:
            raise FormulaError("an empty list has no dtype; write a constant instead")
        if any(isinstance(i, str) for i in items):
            return _Operand(scalar=items)
        return _Operand(literal=items)

    def _scalar(self, node: ast.expr) -> str | None:
        """Arithmetic of $args and numbers only: a value known at export, as the
        attribute-expression text the resolver reads (`1 / $n`)."""
        ranked = {  # rank(x), strides(x): facts of a tensor arg, known at export
            id(n.args[0])
            for n in ast.walk(node)
            if isinstance(n, ast.Call)
            and isinstance(n.func, ast.Name)
            and n.func.id in TENSOR_FACTS
            and len(n.args) == 1
            and isinstance(n.args[0], ast.Name)
            and n.args[0].id in self.dtypes
        }
        names = [
            n.id
            for n in ast.walk(node)
            if isinstance(n, ast.Name) and id(n) not in ranked
        ]
        if not (ranked or any(n.startswith(_PLACEHOLDER) for n in names)) or not all(
            n.startswith(_PLACEHOLDER) or n in ("len", "range", *TENSOR_FACTS)
            for n in names
        ):
            return None
        allowed = (
            ast.BinOp, ast.UnaryOp, ast.Name, ast.Constant, ast.Call, ast.Load,
            ast.operator, ast.unaryop,
        )  # fmt: skip
        if not all(isinstance(n, allowed) for n in ast.walk(node)):
            return None
        return _REF_BACK.sub(r"$\1", ast.unparse(node))

    def _call(
        self, node: ast.Call, path: tuple, output: str | None, index: int | None = None
    ) -> _Operand:
        op = _callee(node.func, self.dtypes)  # `com.microsoft.Inverse`: custom domain
        if op in self.defines:
            return self._inline(self.defines[op], node, path, output, index)
        if any(isinstance(a, ast.Starred) for a in node.args):
            raise FormulaError(f"{op}(...): *args are not allowed")
        operands = [self._expression(a, path, None) for a in node.args]
        attributes = {}
        for item in node.keywords:
            if item.arg is None:
                raise FormulaError(f"{op}(...): **kwargs are not allowed")
            attributes[item.arg] = self._attribute(op, item.arg, item.value)
        return self._emit(path, op, operands, attributes, output, index)

    def _attribute(self, op: str, name: str, node: ast.expr):
        """A keyword of an op call as the YAML attribute value it stands for."""
        if name == "to" and isinstance(node, ast.Name) and node.id in DTYPE_NUMBERS:
            return DTYPE_NUMBERS[node.id]
        if (
            name == "to"
            and isinstance(node, ast.Name)
            and node.id.startswith(_PLACEHOLDER)
        ):
            # A dtype arg (`dtype=` of cumsum), as ONNX numbers it.
            return f"onnx_dtype(${node.id[len(_PLACEHOLDER) :]})"
        if (
            name == "to"
            and isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id == "dtype"
            and len(node.args) == 1
            and isinstance(node.args[0], ast.Name)
            and not node.keywords
        ):
            # The dtype of a tensor arg at export: `Cast(other, to=dtype(input))`.
            tensor = node.args[0].id
            if tensor not in self.dtypes or tensor.startswith(_PLACEHOLDER):
                shown = _REF_BACK.sub(r"$\1", tensor)
                raise FormulaError(
                    f"{op}(..., to=dtype({shown})): dtype() takes a tensor source arg, "
                    "written without $"
                )
            return DtypeOf(f"onnx_dtype_of(${tensor})", tensor)
        if isinstance(node, ast.Constant) and isinstance(
            node.value, bool | int | float | str
        ):
            return node.value
        if isinstance(node, ast.List | ast.Tuple):
            return [self._attribute(op, name, item) for item in node.elts]
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            value = self._attribute(op, name, node.operand)
            if type(value) in (int, float):
                return -value
        ranked = {
            id(n.args[0])
            for n in ast.walk(node)
            if isinstance(n, ast.Call)
            and isinstance(n.func, ast.Name)
            and n.func.id in TENSOR_FACTS
            and n.args
        }
        names = [
            n.id
            for n in ast.walk(node)
            if isinstance(n, ast.Name) and id(n) not in ranked
        ]
        if all(
            n.startswith(_PLACEHOLDER) or n in ("len", "range", *TENSOR_FACTS)
            for n in names
        ):
            return _REF_BACK.sub(r"$\1", ast.unparse(node))
        raise FormulaError(
            f"{op}(..., {name}=...): an attribute is a number, a string, a list, a $arg "
            "or arithmetic of $args"
            + (
                ", or a dtype: a name such as float32, $dtype_arg or dtype(tensor_arg)"
                if name == "to"
                else ""
            )
        )

    # -- nodes --------------------------------------------------------------------------------

    def _emit(
        self,
        path: tuple,
        op: str,
        operands: list[_Operand],
        attributes: dict,
        output: str | None,
        index: int | None = None,
    ) -> _Operand:
        """A node of `op` (`domain.Op` in a custom domain); the operand is its output
        `index` (given when indexed)."""
        domain, _, op = op.rpartition(".")
        schema = target_schema.schema_at(op, self.first, domain)
        names = [
            self._materialize(path, op, schema, operands, i)
            for i in range(len(operands))
        ]
        if index is None:
            name = None if output is RESULT else output or self._fresh(op)
            node = Node(op=op, inputs=names, attributes=attributes, output=name)
        else:
            if output is RESULT:
                output = self._returned()
            # Every output the op must have, and those up to `index`; `_`: unused.
            count = max(index + 1, schema.min_output if schema else 1)
            outputs = [UNUSED] * count
            name = outputs[index] = output or self._fresh(op)
            self.fresh.discard(name)  # a line of its own: it unpacks several outputs
            node = Node(op=op, inputs=names, attributes=attributes, outputs=outputs)
        self.nodes.append((path, node.model_copy(update={"domain": domain or None})))
        self.node_branches.append(self.branch)
        self.node_rounds.append(self.rounds)
        if name is not None:
            if index is None and output is not None:
                self.producers[name] = len(self.nodes) - 1
            self.dtypes[name] = self._output_dtype(
                schema, op, names, attributes, index or 0
            )
            if schema is None and domain:  # typed like an input, if ONNX Runtime says
                self.dtypes[name] = _runtime_like(op, domain, names, self.dtypes)
            elif schema is None:
                self.unchecked.add(name)  # an op ONNX lacks here: the resolver says so
        return _Operand(name=name, returned=output is RESULT)

    def _fresh(self, op: str, entry: bool = True) -> str:
        base = _part_of(self.key if entry else None, _snake(op))
        if keyword.iskeyword(base) or hasattr(builtins, base):
            base += "_"
        name, n = base, 1
        while name in self.taken:
            n += 1
            name = f"{base.rstrip('_')}_{n}"
        self.taken.add(name)
        self.fresh.add(name)
        return name

    def _materialize(
        self, path, op: str, schema, operands: list[_Operand], index: int
    ) -> str:
        """The value name of operand `index`: a literal or scalar becomes a constant."""
        operand = operands[index]
        if operand.name is not None:
            return operand.name
        dtype = self._input_dtype(op, schema, operands, index)
        if dtype is None and (
            schema is None or any(o.name in self.unchecked for o in operands)
        ):
            dtype = ("dtype", "float32")  # a placeholder: the op's own error first
        tied = self._tied(schema, operands, index) if schema else []
        if dtype is None and tied and self.first >= 15 and operand.scalar is None:
            return self._cast_like(path, operand.literal, tied[0])
        if dtype is None:
            what = operand.scalar or _number(operand.literal)
            met = [o.name for o in operands if o.name is not None]
            why = (
                f"the build cannot tell the dtype of {', '.join(met)} (choices that "
                "give it different ones?)"
                if met
                else "no tensor operand of the same type"
            )
            raise FormulaError(
                f"cannot tell the dtype of {what} in {op}: {why}; Cast it "
                "(Cast(..., to=float32)), CastLike it to a tensor, or combine it with one"
            )
        kind, which = dtype
        value = operand.scalar if operand.scalar is not None else operand.literal
        branch = (self.branch.entry, self.branch.index) if self.branch else None
        key = (repr(value), kind, which, branch)
        if key in self.literal_constants:
            return self.literal_constants[key]
        if kind == "dtype" and operand.literal is not None:
            _check_representable(operand.literal, which)
        name = self._constant_name(operand)
        self.constants[name] = Constant(
            value=value,
            like=which if kind == "like" else None,
            dtype=which if kind == "dtype" else None,
        )
        self.dtypes[name] = dtype
        self.literal_constants[key] = name
        if self.branch is not None:
            self.constant_branches[name] = self.branch
        return name

    def _tied(self, schema, operands: list[_Operand], index: int) -> list[str]:
        """The named operands that ONNX types like operand `index`."""
        formal = _formal(schema.input_types, index)
        return [
            o.name
            for i, o in enumerate(operands)
            if o.name is not None and _formal(schema.input_types, i) == formal
        ]

    def _cast_like(self, path, value, like: str) -> str:
        """`value` in the dtype `like` has at export, which the build cannot tell (choices
        that give it different ones): a constant CastLike `like` (ONNX 15+). The type check
        then refuses a value the dtype cannot hold."""
        items = value if isinstance(value, list) else [value]
        dtype = (
            "bool"
            if all(type(i) is bool for i in items)
            else "int64"
            if all(type(i) is int for i in items)
            else "float64"
        )
        key = (repr(value), "dtype", dtype, None)
        name = self.literal_constants.get(key)
        if name is None:
            name = self._constant_name(_Operand(literal=value))
            self.constants[name] = Constant(value=value, dtype=dtype)
            self.dtypes[name] = ("dtype", dtype)
            self.literal_constants[key] = name
        # `like` is read twice now (here and where the value meets it): a line of its own.
        self.fresh.discard(like)
        operands = [_Operand(name=name), _Operand(name=like)]
        return self._emit(path, "CastLike", operands, {}, None).name

    def _constant_name(self, operand: _Operand) -> str:
        value = operand.scalar if operand.scalar is not None else operand.literal
        if isinstance(value, list):
            refs = [_REF.fullmatch(i) for i in value if isinstance(i, str)]
            names = [r.group(1) for r in refs if r]
            base = "_".join(names) + "_list" if names else _list_name(value)
        elif operand.scalar is not None:
            ref = _REF.fullmatch(operand.scalar)
            fact = _FACT_CALL.fullmatch(operand.scalar)
            base = (
                f"{ref.group(1)}_value"
                if ref
                else f"{fact.group(2)}_{fact.group(1)}"  # strides(input): input_strides
                if fact
                else "scalar"
            )
        else:
            if isinstance(value, float) and math.isinf(value):
                base = "inf" if value > 0 else "minus_inf"
            elif isinstance(value, float) and math.isnan(value):
                base = "nan"
            elif isinstance(value, bool):
                base = "true" if value else "false"
            elif abs(value) in LITERAL_NAMES:
                base = ("minus_" if value < 0 else "") + LITERAL_NAMES[abs(value)]
            else:
                base = _part_of(self.key, "c")
        name, n = base, 1
        while name in self.taken:
            n += 1
            name = f"{base}_{n}"
        self.taken.add(name)
        return name

    def _input_dtype(
        self, op: str, schema, operands: list[_Operand], index: int
    ) -> DtypeSource:
        if schema is None:  # a custom or unknown op: like another operand
            return next(
                (self.dtypes.get(o.name) for o in operands if o.name is not None), None
            )
        type_str = _formal(schema.input_types, index)
        allowed = schema.allowed(type_str)
        if len(allowed) == 1 and allowed[0] in TENSOR_DTYPES:
            return ("dtype", TENSOR_DTYPES[allowed[0]][0])
        for i, other in enumerate(operands):
            if other.name is not None and _formal(schema.input_types, i) == type_str:
                found = self.dtypes.get(other.name)
                if found is not None:
                    return found
        tied = self._tied(schema, operands, index)
        integral = _integral(operands[index], self.float_args)
        if not tied and "tensor(int64)" in allowed and integral:
            return ("dtype", "int64")  # indices, axes, shapes
        if op in ("Cast", "CastLike") and index == 0:
            # What is cast needs only to hold the value: `Cast($min, to=dtype(input))`.
            return ("dtype", "int64" if integral else "float64")
        return None

    def _output_dtype(
        self, schema, op: str, inputs: list, attributes, index: int = 0
    ) -> DtypeSource:
        if op == "Cast" and attributes.get("to") in DTYPE_NUMBERS.values():
            names = {v: k for k, v in DTYPE_NUMBERS.items()}
            return ("dtype", names[attributes["to"]])
        to = attributes.get("to")
        if op == "Cast" and isinstance(to, DtypeOf):
            return ("like", to.tensor)
        if schema is None or not schema.output_types:
            return None
        inputs = [getattr(i, "name", i) for i in inputs]
        type_str = _formal(schema.output_types, index)
        for i, name in enumerate(inputs):
            if _formal(schema.input_types, i) == type_str:
                return self.dtypes.get(name)
        allowed = schema.allowed(type_str)
        if len(allowed) == 1 and allowed[0] in TENSOR_DTYPES:
            return ("dtype", TENSOR_DTYPES[allowed[0]][0])
        return None


class DtypeOf(str):
    """`to=dtype(x)` of a Cast in a formula: the attribute's text, as a spec would write it
    (`onnx_dtype_of($x)`), which knows the tensor arg it names."""

    tensor: str

    def __new__(cls, text: str, tensor: str) -> Self:
        made = super().__new__(cls, text)
        made.tensor = tensor
        return made


_REF_BACK = re.compile(re.escape(_PLACEHOLDER) + r"([A-Za-z_][A-Za-z0-9_]*)")


def _shown_dtype(source: DtypeSource) -> str:
    if source is None:
        return "unknown"
    kind, name = source
    return name if kind == "dtype" else f"the dtype of {name}"


def _parse(text: str) -> ast.Expression:
    if not isinstance(text, str):
        raise FormulaError("write the formula as text, e.g. Exp(x) - 1")
    if _PLACEHOLDER in text:
        raise FormulaError(f"names may not contain {_PLACEHOLDER}")
    source = _REF.sub(lambda m: _PLACEHOLDER + m.group(1), text)
    try:
        tree = ast.parse(source.strip(), mode="eval")
    except SyntaxError as exc:
        raise FormulaError(f"it does not parse ({exc.msg})") from None
    except (RecursionError, MemoryError):
        raise FormulaError("it nests too deeply") from None
    depth, stack = 0, [(tree, 1)]
    while stack:
        node, level = stack.pop()
        depth = max(depth, level)
        stack.extend((child, level + 1) for child in ast.iter_child_nodes(node))
    if depth > MAX_FORMULA_DEPTH:
        raise FormulaError(f"it nests more than {MAX_FORMULA_DEPTH} levels deep")
    return tree


def _callee(func: ast.expr, values: dict) -> str:
    """The op a formula calls: `Exp`, or `com.microsoft.Inverse`, an op of a custom domain
    (its dotted name, then the op type)."""
    parts = []
    while isinstance(func, ast.Attribute):
        parts.insert(0, func.attr)
        func = func.value
    if not isinstance(func, ast.Name) or func.id.startswith(_PLACEHOLDER):
        raise FormulaError(
            "call ONNX ops by name, e.g. Exp(x), or with their custom domain, e.g. "
            "com.microsoft.Inverse(x)"
        )
    if parts and func.id in values:
        raise FormulaError(
            f"{func.id} is a value, which has no methods; call the op with it: "
            f"{parts[-1]}({func.id})"
        )
    domain = ".".join([func.id, *parts[:-1]])
    if parts and domain == "ai.onnx":
        raise FormulaError(
            f"{domain} is the default ONNX domain, which a formula calls without a "
            f"prefix: write {parts[-1]}(...)"
        )
    return ".".join([func.id, *parts])


def _runtime_like(op: str, domain: str, inputs: list[str], dtypes: dict) -> DtypeSource:
    """The dtype of a custom op's output, where ONNX Runtime's schema gives it an
    input's type (com.microsoft's Inverse: its input's); unknown otherwise."""
    like = target_schema.runtime_output_like(op, domain)
    return dtypes.get(inputs[like]) if like is not None and like < len(inputs) else None


def _formal(types: tuple[str, ...], index: int) -> str:
    """The type string of input `index` (a variadic last input repeats)."""
    return types[min(index, len(types) - 1)] if types else ""


def _list_name(value: list) -> str:
    if (
        len(value) == 1
        and type(value[0]) in (int, float)
        and abs(value[0]) in LITERAL_NAMES
    ):
        return (
            ("minus_" if value[0] < 0 else "") + LITERAL_NAMES[abs(value[0])] + "_list"
        )
    return "values"


def _integral(operand: _Operand, float_args: frozenset[str] = frozenset()) -> bool:
    """Whether a literal or scalar operand holds ints only (`[1]`, `[$dim]`, `$n`): not
    `1 / $n`, `0.5`, nor an arg read with f (`$eps`)."""
    value = operand.literal if operand.scalar is None else operand.scalar
    items = value if isinstance(value, list) else [value]
    return all(
        (type(i) is int)
        or (
            isinstance(i, str)
            and not ("/" in i or "." in i)
            and not float_args.intersection(_REF.findall(i))
        )
        for i in items
    )


def _part_of(entry: str | None, what: str) -> str:
    """The name of a value made inside a formula entry: after the entry and what makes it
    (`afn_mul`, `afn_c` for a number), so that a reader of the generated code finds where
    it comes from."""
    return f"{entry}_{what}" if entry is not None and entry != what else what


def _snake(op: str) -> str:
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", op).lower()


def _number(value) -> str:
    return repr(value)


def _check_representable(value, dtype: str) -> None:
    if dtype == "bool" or dtype.startswith("float"):
        return
    if isinstance(value, float) and not (math.isfinite(value) and value.is_integer()):
        raise FormulaError(f"{value!r} cannot be held in {dtype}")
