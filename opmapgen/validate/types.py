"""Step 3, target side: the ONNX type constraints, checked for every dtype a mapping claims.

Each claimed dtype is followed through the graph (all tensor inputs of that dtype, as the
contract checks them; with `dtypes` by input, each combination of the inputs' dtypes that
the guards leave, see input_dtypes.type_walks): constants take theirs, a node's output takes the type its schema ties
it to. Every node input of a known type must be one its schema allows, at every schema version
in force in the opset range, or the exported model would be invalid (`IsInf` takes no float16
below opset 20; `Equal` takes no float below 11). A variant or choice whose condition cannot hold
for the dtype is left out of that dtype's walk.
"""

from __future__ import annotations

import math
from dataclasses import replace

from ..ir import expr
from ..ir.blocks import Block, placed
from ..ir.signature import listed
from ..runtime.contract import FLOATING, INTEGER
from . import target_schema
from .formula import DTYPE_NUMBERS, TENSOR_DTYPES

# torch dtype name → ONNX tensor type string.
ONNX_TYPES = {name: onnx for onnx, (name, _) in TENSOR_DTYPES.items()} | {
    "bfloat16": "tensor(bfloat16)",
    "int16": "tensor(int16)",
    "uint16": "tensor(uint16)",
    "uint32": "tensor(uint32)",
    "uint64": "tensor(uint64)",
    "complex64": "tensor(complex64)",
    "complex128": "tensor(complex128)",
}

# In the graph, a complex tensor is its real view (runtime.complex_views): a float tensor.
_VIEW_TYPES = {"complex64": "tensor(float)", "complex128": "tensor(double)"}
_PARTS = {"complex64": "float32", "complex128": "float64"}  # ...whose values are these


def graph_type(dtype: str) -> str:
    """The ONNX type of a tensor of `dtype` in an exported graph."""
    return _VIEW_TYPES.get(dtype) or ONNX_TYPES[dtype]


class Given(dict):
    """Dtypes by arg of tensors that are all given: `weight is None` is False."""


class _Unknown(Exception):
    """A condition reads an arg value, not known at build time."""


def may_hold(
    test: expr.Expr | None, dtype: str, tensors: frozenset | None = None
) -> bool:
    """Whether the condition `test` can hold when every tensor input has `dtype`: its dtype
    tests are decided, anything reading an arg's value is not. `tensors` names the tensor
    args (None: every arg a dtype test reads is one)."""
    return decide(test, dtype, tensors) is not False


def decide(
    test: expr.Expr | None, dtype: str, tensors: frozenset | None = None
) -> bool | None:
    """The condition's value when every tensor input has `dtype`; None: it depends on
    arg values (None, no condition, always holds: True)."""
    if test is None:
        return True
    try:
        return bool(_value(test, dtype, tensors))
    except _Unknown:
        return None


def reachable(
    test: expr.Expr | None,
    earlier: list[expr.Expr | None],
    dtype: str,
    tensors: frozenset | None,
) -> bool:
    """Whether a choice (or variant) under `test` can be taken for `dtype`: it may hold,
    and no earlier choice surely does."""
    return may_hold(test, dtype, tensors) and not any(
        decide(c, dtype, tensors) for c in earlier
    )


_DTYPE_TESTS = ("dtype_name", "is_floating", "is_integer")
_GIVEN_TESTS = ("absent", "present")
_COMPARE = {
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
    "in": lambda a, b: a in b,
    "not in": lambda a, b: a not in b,
}


def _value(node: expr.Expr, dtype, tensors: frozenset | None = None):
    """The value of a condition, or _Unknown. Interpreted, not run: only dtype tests,
    constants and logic are decided."""
    if isinstance(node, expr.Literal):
        return node.value
    if isinstance(node, expr.Items):
        return tuple(_value(item, dtype, tensors) for item in node.items)
    if isinstance(node, expr.Call):
        arg = node.args[0] if node.args else None
        name = arg.id if isinstance(arg, expr.Name) else None
        # `weight is None` of a tensor a walk with every tensor given (Given) gives
        if isinstance(dtype, Given) and name in dtype and node.helper in _GIVEN_TESTS:
            return node.helper == "present"
        if not isinstance(dtype, str):
            # Each arg its own dtype: the promoted args' differs from the others'.
            return _value(node, dtype.get(name, dtype[None]), tensors)
        is_tensor = name is not None and (tensors is None or name in tensors)
        if node.helper not in _DTYPE_TESTS or not is_tensor:
            raise _Unknown
        return {
            "dtype_name": dtype,
            "is_floating": dtype in FLOATING,
            "is_integer": dtype in INTEGER,
        }[node.helper]
    if isinstance(node, expr.Unary) and node.op == "not":
        return not _value(node.operand, dtype, tensors)
    if isinstance(node, expr.Logical):
        # Decided when one operand decides it, even if another is unknown.
        values = []
        for item in node.values:
            try:
                values.append(bool(_value(item, dtype, tensors)))
            except _Unknown:
                values.append(None)
        decisive = node.op == "or"
        if decisive in values:
            return decisive
        if None in values:
            raise _Unknown
        return not decisive
    if (
        isinstance(node, expr.Compare)
        and len(node.ops) == 1
        and node.ops[0] in _COMPARE
    ):
        left = _value(node.left, dtype, tensors)
        right = _value(node.rights[0], dtype, tensors)
        return _COMPARE[node.ops[0]](left, right)
    raise _Unknown


def _item_type(name: str, of: dict, tensors: frozenset) -> int | None:
    """The ONNX type of an item of a tensor list arg (`indices[0]`): the list's dtype in
    this combination (None: not an item, or its dtype not given)."""
    arg = listed(name)
    dtype = of.get(arg) if arg != name and arg not in tensors else None
    return graph_type(dtype) if dtype in ONNX_TYPES else None


def check_types(
    block: Block,
    constants,
    tensor_args,
    dtypes,
    first: int,
    last: int,
    condition: expr.Expr | None,
    earlier: tuple[expr.Expr | None, ...] = (),
    promoted=None,
    dtype_opsets=None,
):
    """(node index, message) for each node input whose type ONNX does not allow.
    `dtypes`: the claimed dtypes, or (dtypes by input) arg → dtype combinations.
    `condition` is the variant's, `earlier` those of the variants before it. `promoted`:
    for a dtype, the dtype torch's type promotion casts some args to first (`atan2` of
    int64 inputs computes in float32). `dtype_opsets`: the first opset of a dtype the
    mapping exports from a later opset than `first` on (it is checked from there)."""
    problems: dict[int, str] = {}
    tensors = frozenset(tensor_args)
    by_name = {c.name: c for c in constants if c.like}
    every = {c.name: c for c in constants}
    steps = tuple(placed(block))
    for claimed in dtypes:
        if isinstance(claimed, dict):  # dtypes by input: one combination, arg → dtype
            of = claimed
            claimed = ", ".join(f"{a}={d}" for a, d in of.items() if a is not None)
        else:
            of = {None: claimed, **dict.fromkeys(tensor_args, claimed)}
            of.update((promoted or {}).get(claimed, {}))
        if any(d not in ONNX_TYPES for d in of.values()):
            continue
        dtype = of[None] if len(set(of.values())) == 1 else of
        starts = dtype_opsets or {}
        low = max([first, *(starts.get(d, first) for d in set(of.values()))])
        if low > last or not reachable(condition, list(earlier), dtype, tensors):
            continue
        types = {arg: graph_type(of[arg]) for arg in tensor_args}
        for c in constants:
            types[c.name] = (
                graph_type(of[c.like]) if c.like else ONNX_TYPES.get(c.dtype)
            )
        for index, (node, choice, before, _) in enumerate(steps):
            if node.domain or (
                choice
                and not reachable(choice.test, [c.test for c in before], dtype, tensors)
            ):
                continue
            schemas = target_schema.schemas_in_range(node.op_type, "", low, last)
            known = [
                types.get(i.name, _item_type(i.name, of, tensors)) for i in node.inputs
            ]
            for item in node.inputs:
                like = by_name.get(item.name)
                problem = _unrepresentable(
                    like, _PARTS.get(of[like.like], of[like.like]) if like else claimed
                )
                if problem and index not in problems:
                    problems[index] = problem
            if node.op_type == "CastLike" and index not in problems:
                problem = _cast_like_problem(
                    node, known, every.get(node.inputs[0].name)
                )
                if problem:
                    problems[index] = problem
            for schema in schemas:
                problem = _input_problem(schema, node, known, claimed, low, last)
                if problem and index not in problems:
                    problems[index] = problem
            names = node.outputs if node.outputs else (node.output,)
            for position, name in enumerate(names):
                if name is not None:
                    types[name] = _output_type(schemas[0], node, known, position)
    return sorted(problems.items())


def _cast_like_problem(node, known, constant) -> str | None:
    """Why a literal CastLike a value (whose dtype choices decide) would change for the
    value's dtype: 0.5 in int64."""
    names = {onnx: name for name, onnx in ONNX_TYPES.items()}
    target = names.get(known[1]) if len(known) > 1 else None
    if constant is None or target is None or target in FLOATING:
        return None
    shown = replace(constant, like=node.inputs[1].name)
    return _unrepresentable(shown, target)


def _unrepresentable(constant, dtype: str) -> str | None:
    """Why a constant typed like an input cannot hold its value in `dtype` (0.5 in int64
    would be 0: a silently wrong model)."""
    if constant is None or dtype in FLOATING:
        return None
    values = constant.value if isinstance(constant.value, tuple) else (constant.value,)
    for value in values:
        if not isinstance(value, bool | int | float):
            continue  # a value of args, known at export only
        exact = math.isfinite(value) and float(value).is_integer()
        if dtype == "bool":
            exact = value in (0, 1)
        elif dtype in ONNX_TYPES and exact:
            info = _INT_RANGES.get(dtype)
            exact = info is None or info[0] <= value <= info[1]
        if not exact:
            return (
                f"the constant {value!r} takes the dtype of {constant.like}, and {dtype} "
                f"cannot hold it, so inputs of {dtype} would compute with another number; "
                f"drop {dtype} from dtypes, or give it a variant that casts first"
            )
    return None


_INT_RANGES = {
    "uint8": (0, 255),
    "uint16": (0, 2**16 - 1),
    "uint32": (0, 2**32 - 1),
    "uint64": (0, 2**64 - 1),
    "int8": (-128, 127),
    "int16": (-(2**15), 2**15 - 1),
    "int32": (-(2**31), 2**31 - 1),
    "int64": (-(2**63), 2**63 - 1),
}


def _input_problem(schema, node, known, dtype, first, last) -> str | None:
    bound: dict[str, tuple[int, str]] = {}  # type parameter → first input of it
    for position, type_ in enumerate(known):
        if type_ is None or not schema.input_types:
            continue
        formal = schema.input_types[min(position, len(schema.input_types) - 1)]
        other = bound.setdefault(formal, (position, type_))
        if other[1] != type_:
            return (
                f"ONNX {node.op_type} takes inputs {other[0]} and {position} of one type, "
                f"but for inputs of {dtype} they would be {_short(other[1])} and "
                f"{_short(type_)}; Cast or CastLike one of them"
            )
    for position, type_ in enumerate(known):
        if type_ is None or not schema.input_types:
            continue
        formal = schema.input_types[min(position, len(schema.input_types) - 1)]
        allowed = schema.allowed(formal)
        if type_ in allowed:
            continue
        later = target_schema.versions(node.op_type, "")
        fixed = [
            v
            for v in later
            if v > schema.since_version
            and type_ in _allowed_at(node.op_type, v, position)
        ]
        at = (
            f"opset {schema.since_version}"
            if schema.since_version > first
            else (f"opset {first}")
        )
        names = ", ".join(sorted(_short(t) for t in allowed))
        hint = "cast it first"
        if fixed and fixed[0] <= last:
            hint = (
                f"export {dtype} from opset {fixed[0]} on (where it does: dtype_opsets: "
                f"{{{dtype}: {fixed[0]}}}), start the mapping there"
            )
        elif fixed:
            hint = f"start the mapping at opset {fixed[0]} (where it does)"
        if isinstance(dtype, str) and _short(type_) != dtype:
            # The operand is of another dtype than the inputs' (a Cast made it so)
            return (
                f"ONNX {node.op_type} at {at} does not take {_short(type_)}, which its "
                f"input {position} is for inputs of {dtype} (it takes {names}); cast it to "
                "one of those"
            )
        return (
            f"ONNX {node.op_type} at {at} does not take {dtype} (its input "
            f"{position} takes {names}), so inputs of {dtype} would export an invalid model; "
            f"drop {dtype} from dtypes, {hint}, or give {dtype} a variant of its own"
        )
    return None


def _allowed_at(op: str, version: int, position: int) -> tuple[str, ...]:
    schema = target_schema.schema_at(op, version)
    if not schema.input_types:
        return ()
    return schema.allowed(
        schema.input_types[min(position, len(schema.input_types) - 1)]
    )


def _output_type(schema, node, known, index: int = 0) -> str | None:
    if node.op_type == "Cast":
        to = next((a.value for a in node.attributes if a.name == "to"), None)
        names = {v: k for k, v in DTYPE_NUMBERS.items()}
        return ONNX_TYPES.get(names.get(to)) if isinstance(to, int) else None
    if not schema.output_types:
        return None
    formal = schema.output_types[min(index, len(schema.output_types) - 1)]
    for position, type_ in enumerate(known):
        inputs = schema.input_types
        if inputs and inputs[min(position, len(inputs) - 1)] == formal:
            return type_
    allowed = schema.allowed(formal)
    return allowed[0] if len(allowed) == 1 else None


def _short(type_string: str) -> str:
    """A tensor type as specs name dtypes: `tensor(double)` is float64."""
    names = {onnx: name for name, onnx in ONNX_TYPES.items()}
    return names.get(type_string) or type_string.removeprefix("tensor(").removesuffix(
        ")"
    )
