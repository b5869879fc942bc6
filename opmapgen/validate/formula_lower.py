"""A formula's tree → the nodes it means: one node per operator or call, named after its
entry and op, its operands' numbers made constants (`formula_constants`)."""

from __future__ import annotations

import builtins
import keyword
import re

from ..ir import expr
from ..ir import formula as f
from ..ir.graph import StepInput, Table
from ..ir.lowered import LoweredNode
from . import target_schema
from .formula_constants import part_of
from .formula_dtypes import DTYPE_NUMBERS, Operand, runtime_like
from .formula_parse import NOT_INDEXABLE, NOT_NUMBERS, FormulaError

BINARY = {
    "+": "Add", "-": "Sub", "*": "Mul", "/": "Div", "**": "Pow", "@": "MatMul",
    "&": "And", "|": "Or", "^": "Xor",
    "==": "Equal", "!=": "Equal",  # then Not
    "<": "Less", ">": "Greater", "<=": "LessOrEqual", ">=": "GreaterOrEqual",
}  # fmt: skip
UNARY = {"-": "Neg", "~": "Not"}

RESULT = object()  # the output of the node a mapping returns: unnamed
UNUSED = "_"  # an output of a several-output node that nothing reads


class Lowering:
    """The formula expander's part that lowers a formula's tree to nodes (a mixin of
    FormulaExpander: `self` has where its nodes go, its names and dtypes)."""

    def _lower(self, tree: f.Formula, path: tuple, output) -> Operand:
        """The operand `tree` computes; a node it ends in is named `output`."""
        if isinstance(tree, f.Number):
            return Operand(leaf=tree)
        if isinstance(tree, f.Known):
            if isinstance(tree.tree, expr.Name):
                self._arg_value(tree.tree.id)
            return Operand(leaf=tree)
        if isinstance(tree, f.Value):
            return self._value(tree.name)
        if isinstance(tree, f.Numbers):
            for item in tree.items:
                if isinstance(item, f.Value):
                    self._value(item.name)  # an arg's name without $: said so
                    raise FormulaError(NOT_NUMBERS)
            return Operand(leaf=tree)
        if isinstance(tree, f.Operator):
            return self._operator(tree, path, output)
        if isinstance(tree, f.OnnxCall):
            return self._call(tree, path, output)
        if isinstance(tree, f.Use):
            return self._inline(self.defines[tree.name], tree, path, output, None)
        if isinstance(tree, f.Table):
            return self._table(tree, path, output)
        return self._output(tree, path, output)

    def _table(self, tree: f.Table, path: tuple, output) -> Operand:
        """`polevl(x, [c0, ..., cn])`, `chbevl(x, [c0, ..., cn])`: the Mul, Add and Sub
        nodes of Cephes' loop, in its order, each checked as any other; the code exports
        them with one runtime helper's call, the coefficients a table named after the
        entry."""
        if output is None or output is RESULT or self.choice or self.repeat:
            raise FormulaError(
                f"{tree.kind}(...) is an entry of its own, outside choices and repeats, "
                f"and not the returned one: write {self.key}_poly: {tree.kind}(x, [...]) "
                "and use it"
            )
        x = self._lower(tree.x, path, None)
        if x.name is None:
            raise FormulaError(
                f"{tree.kind}(x, [...]) takes a tensor x, a value of the graph; of a "
                "number it is a number: write that"
            )
        self.fresh.discard(x.name)  # read by each Mul: a line of its own
        self.table = Table(output, tree.kind, tree.coefficients, x.name)
        steps = self._chebyshev if tree.kind == "chbevl" else self._horner
        value = steps(path, x, [Operand(leaf=f.Number(c)) for c in tree.coefficients])
        self.table = None
        return value

    def _horner(self, path: tuple, x: Operand, cs: list[Operand]) -> Operand:
        """polevl: ((c0 * x + c1) * x + c2) ..."""
        value = self._emit(path, "Mul", [cs[0], x], {}, None)
        for index, coefficient in enumerate(cs[1:]):
            if index:
                value = self._emit(path, "Mul", [value, x], {}, None)
            last = self.table.entry if index == len(cs) - 2 else None
            value = self._emit(path, "Add", [value, coefficient], {}, last)
        return value

    def _chebyshev(self, path: tuple, x: Operand, cs: list[Operand]) -> Operand:
        """chbevl: b0 = x * b1 - b2 + c_i from b1 = c0, b2 = 0 (its first step x * c0 +
        c1), then 0.5 * (b0 - b2), b2 the value two steps back."""
        first = self._emit(path, "Mul", [x, cs[0]], {}, None)
        values = [cs[0], self._emit(path, "Add", [first, cs[1]], {}, None)]
        for coefficient in cs[2:]:
            step = self._emit(path, "Mul", [x, values[-1]], {}, None)
            step = self._emit(path, "Sub", [step, values[-2]], {}, None)
            values.append(self._emit(path, "Add", [step, coefficient], {}, None))
        difference = self._emit(path, "Sub", [values[-1], values[-3]], {}, None)
        half = Operand(leaf=f.Number(0.5))
        return self._emit(path, "Mul", [half, difference], {}, self.table.entry)

    def _arg_value(self, arg: str) -> None:
        if arg not in self.scalars and self.not_a_scalar is not None:
            raise FormulaError(self.not_a_scalar(arg))
        if arg not in self.scalars:
            tensor = f"; {arg} is a tensor: write it without $" * (arg in self.dtypes)
            raise FormulaError(
                f"${arg} is no source arg read with i, f, b, is or fs{tensor}"
            )

    def _value(self, name: str) -> Operand:
        if name in self.tensor_lists:
            raise FormulaError(
                f"{name} is a list of tensors; read one of them by its place: {name}[0]"
            )
        if name in self.scalars:
            raise FormulaError(f"{name} is not a tensor; write ${name} for its value")
        # Unknown names are the resolver's to report, with what is known.
        return Operand(name=name)

    def _operator(self, tree: f.Operator, path: tuple, output) -> Operand:
        operands = [self._lower(o, path, None) for o in tree.operands]
        if len(operands) == 1:
            return self._emit(path, UNARY[tree.symbol], operands, {}, output)
        op = BINARY[tree.symbol]
        if tree.symbol != "!=":
            return self._emit(path, op, operands, {}, output)
        equal = self._emit(path, op, operands, {}, None)
        return self._emit(path, "Not", [equal], {}, output)

    def _call(
        self, call: f.OnnxCall, path: tuple, output, index: int | None = None
    ) -> Operand:
        value = call.domain.partition(".")[0]
        if call.domain and value in self.dtypes:
            raise FormulaError(
                f"{value} is a value, which has no methods; call the op with it: "
                f"{call.op}({value})"
            )
        operands = [self._lower(a, path, None) for a in call.args]
        for name, attribute in call.attributes:
            tensors = [i.tensor for i in f.walk(attribute) if isinstance(i, f.DtypeOf)]
            if any(t not in self.dtypes for t in tensors):
                raise FormulaError(
                    f"{call.shown}(..., {name}=dtype({tensors[0]})): dtype() takes a "
                    "tensor source arg, written without $"
                )
        attributes = dict(call.attributes)
        return self._emit(
            path, call.op, operands, attributes, output, index, call.domain
        )

    def _output(self, tree: f.Output, path: tuple, output) -> Operand:
        """Output `index` of a call, or of the node an entry names."""
        index, of = tree.index, tree.of
        if isinstance(of, f.Value) and of.name in self.tensor_lists:
            return self._item(of.name, index)
        op = (
            of.op
            if isinstance(of, f.OnnxCall) and not of.domain
            else self.producers[of.name][0].op
            if isinstance(of, f.Value) and of.name in self.producers
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
        if isinstance(of, f.OnnxCall):
            return self._call(of, path, output, index)
        if isinstance(of, f.Use):
            return self._inline(self.defines[of.name], of, path, output, index)
        if isinstance(of, f.Value) and of.name in self.producers:
            return self._output_of(of.name, index, output)
        raise FormulaError(NOT_INDEXABLE)

    def _item(self, name: str, index: int) -> Operand:
        """Item `index` of a tensor list arg: a source tensor, named as the generated
        code reads it (`indices[0]`), of the dtypes `dtypes` gives the list."""
        item = f"{name}[{index}]"
        self.dtypes[item] = ("like", name)
        return Operand(name=item)

    def _output_of(self, name: str, index: int, output) -> Operand:
        """Output `index` of the node whose first output is `name`, named on first use."""
        node, attributes = self.producers[name]
        names = node.names
        names += [UNUSED] * (index + 1 - len(names))
        if names[index] != UNUSED:
            return Operand(name=names[index])
        names[index] = self._returned() if output is RESULT else output
        names[index] = names[index] or self._fresh_output(name, index)
        node.outputs = names
        schema = target_schema.schema_at(node.op, self.first)
        inputs = [i.name for i in node.inputs]
        self.dtypes[names[index]] = self._output_dtype(
            schema, node.op, inputs, attributes, index
        )
        return Operand(name=names[index])

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

    def _emit(
        self,
        path: tuple,
        op: str,
        operands: list[Operand],
        attributes: dict,
        output,
        index: int | None = None,
        domain: str = "",
    ) -> Operand:
        """A node of `op` (of `domain`, if custom); the operand is its output `index`
        (given when indexed)."""
        schema = target_schema.schema_at(op, self.first, domain)
        names = [
            self._materialize(path, op, schema, operands, i)
            for i in range(len(operands))
        ]
        node = LoweredNode(
            op,
            tuple(StepInput(name) for name in names),
            path,
            domain=domain or None,
            # The attributes go to the target side as trees, not as text for it to parse.
            attributes={k: node_attribute(v) for k, v in attributes.items()},
            table=self.table,
        )
        if index is None:
            name = node.output = None if output is RESULT else output or self._fresh(op)
        else:
            if output is RESULT:
                output = self._returned()
            # Every output the op must have, and those up to `index`; `_`: unused.
            count = max(index + 1, schema.min_output if schema else 1)
            outputs = [UNUSED] * count
            name = outputs[index] = output or self._fresh(op)
            self.fresh.discard(name)  # a line of its own: it unpacks several outputs
            node.outputs = outputs
        self.placing.append(node)
        if name is not None:
            if index is None and output is not None:
                self.producers[name] = (node, attributes)
            self.dtypes[name] = self._output_dtype(
                schema, op, names, attributes, index or 0
            )
            if schema is None and domain:  # typed like an input, if ONNX Runtime says
                self.dtypes[name] = runtime_like(op, domain, names, self.dtypes)
            elif schema is None:
                self.unchecked.add(name)  # an op ONNX lacks here: the resolver says so
        return Operand(name=name, returned=output is RESULT)

    def _fresh(self, op: str, entry: bool = True) -> str:
        base = part_of(self.key if entry else None, _snake(op))
        if keyword.iskeyword(base) or hasattr(builtins, base):
            base += "_"
        name, n = base, 1
        while name in self.taken:
            n += 1
            name = f"{base.rstrip('_')}_{n}"
        self.taken.add(name)
        self.fresh.add(name)
        return name


def node_attribute(value: f.Attribute):
    """An attribute as the target side takes it: a literal as a spec's node writes it
    (`1`, `[0, 1]`, a dtype's number), or, computed at export, the typed value
    (`f.DtypeArg`, `f.DtypeOf`, `f.Known`)."""
    if isinstance(value, tuple):
        return [node_attribute(item) for item in value]
    if isinstance(value, f.DtypeName):
        return DTYPE_NUMBERS[value.name]
    return value


def _snake(op: str) -> str:
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", op).lower()
