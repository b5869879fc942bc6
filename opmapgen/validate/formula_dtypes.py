"""The dtypes of a formula's values, as far as the build can tell them: an input's dtype is
the dtype of the value it meets or the fixed type ONNX gives it; an output's follows the
input its schema ties it to. A number or a value known at export is then made a constant of
that dtype (`formula_constants`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ir import expr
from ..ir import formula as f
from . import target_schema

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

# Where a value's dtype comes from: ("like", source arg), ("dtype", name), or None (unknown).
DtypeSource = tuple[str, str] | None


@dataclass
class Operand:
    """What an operand of a node is: a named value, or a number, list or value known at
    export (`leaf`) that becomes a constant where the node's input type says."""

    name: str | None = None
    leaf: f.Number | f.Known | f.Numbers | None = None
    returned: bool = False  # the output of the node the mapping returns


class DtypeInference:
    """The formula expander's part that tells dtypes (a mixin of FormulaExpander: `self`
    has its `dtypes` and `float_args`)."""

    dtypes: dict[str, DtypeSource]
    float_args: frozenset[str]

    def _input_dtype(
        self, op: str, schema, operands: list[Operand], index: int
    ) -> DtypeSource:
        if schema is None:  # a custom or unknown op: like another operand
            return next(
                (self.dtypes.get(o.name) for o in operands if o.name is not None), None
            )
        type_str = formal(schema.input_types, index)
        allowed = schema.allowed(type_str)
        if len(allowed) == 1 and allowed[0] in TENSOR_DTYPES:
            return ("dtype", TENSOR_DTYPES[allowed[0]][0])
        for i, other in enumerate(operands):
            if other.name is not None and formal(schema.input_types, i) == type_str:
                found = self.dtypes.get(other.name)
                if found is not None:
                    return found
        tied = self._tied(schema, operands, index)
        integral = is_integral(operands[index].leaf, self.float_args)
        if not tied and "tensor(int64)" in allowed and integral:
            return ("dtype", "int64")  # indices, axes, shapes
        if op in ("Cast", "CastLike") and index == 0:
            # What is cast needs only to hold the value: `Cast($min, to=dtype(input))`.
            return ("dtype", "int64" if integral else "float64")
        return None

    def _output_dtype(
        self, schema, op: str, inputs: list[str], attributes: dict, index: int = 0
    ) -> DtypeSource:
        to = attributes.get("to")
        if op == "Cast" and isinstance(to, f.DtypeName):
            return ("dtype", to.name)
        if op == "Cast" and type(to) is int and to in DTYPE_NUMBERS.values():
            names = {v: k for k, v in DTYPE_NUMBERS.items()}
            return ("dtype", names[to])
        if op == "Cast" and isinstance(to, f.DtypeOf):
            return ("like", to.tensor)
        if schema is None or not schema.output_types:
            return None
        type_str = formal(schema.output_types, index)
        for i, name in enumerate(inputs):
            if formal(schema.input_types, i) == type_str:
                return self.dtypes.get(name)
        allowed = schema.allowed(type_str)
        if len(allowed) == 1 and allowed[0] in TENSOR_DTYPES:
            return ("dtype", TENSOR_DTYPES[allowed[0]][0])
        return None

    def _tied(self, schema, operands: list[Operand], index: int) -> list[str]:
        """The named operands that ONNX types like operand `index`."""
        kind = formal(schema.input_types, index)
        return [
            o.name
            for i, o in enumerate(operands)
            if o.name is not None and formal(schema.input_types, i) == kind
        ]


def formal(types: tuple[str, ...], index: int) -> str:
    """The type string of input `index` (a variadic last input repeats)."""
    return types[min(index, len(types) - 1)] if types else ""


def runtime_like(op: str, domain: str, inputs: list[str], dtypes: dict) -> DtypeSource:
    """The dtype of a custom op's output, where ONNX Runtime's schema gives it an
    input's type (com.microsoft's Inverse: its input's); unknown otherwise."""
    like = target_schema.runtime_output_like(op, domain)
    return dtypes.get(inputs[like]) if like is not None and like < len(inputs) else None


def shown_dtype(source: DtypeSource) -> str:
    if source is None:
        return "unknown"
    kind, name = source
    return name if kind == "dtype" else f"the dtype of {name}"


def is_integral(leaf, float_args: frozenset[str] = frozenset()) -> bool:
    """Whether a number, list or value known at export holds ints only (`[1]`, `[$dim]`,
    `$n`): not `1 / $n`, `0.5`, nor an arg read with f (`$eps`)."""
    if isinstance(leaf, f.Numbers):
        return all(is_integral(item, float_args) for item in leaf.items)
    if isinstance(leaf, f.Number):
        return type(leaf.value) is int
    if isinstance(leaf, f.Known):
        return not any(
            # `//` too, as the build has always read it (`$C // $group * $HxW`: float64)
            (isinstance(e, expr.Binary) and e.op in ("/", "//"))
            or (isinstance(e, expr.Literal) and isinstance(e.value, float))
            or (isinstance(e, expr.Name) and e.id in float_args)
            for e in expr.walk(leaf.tree)
        )
    return False
