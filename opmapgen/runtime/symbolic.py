"""Helpers the generated symbolic functions call while torch exports a graph.

`import torch` does not import torch.onnx, and a program that does not export should not pay
for it: a function mapping's module is imported with the package, so this module reaches the
TorchScript exporter's helpers only once an export calls it.
"""

from __future__ import annotations

import contextvars
import dataclasses
import functools
import importlib
import math
from collections.abc import Callable, Sequence
from types import ModuleType

import torch

from . import complex_views, promotion, register
from . import layout as layout_rules
from .computed import float32_ceil, wrapped_dims  # noqa: F401  (generated attributes import them from here)
from .contract import (
    DELEGATED,
    FLOATING,
    INTEGER,
    TOUCHED,
    USES,
    Contract,
    listed,
    refusal,
)
from .exporters.torchscript import next_symbolic
from .traced_ints import constant_float_list, static_int_list
from .versions import torch_below  # noqa: F401  (generated conditions import it from here)


@functools.cache
def _helpers() -> ModuleType:
    """The module with torch's `parse_args`: torch.onnx.symbolic_helper, public (in torch
    >= 2.9 a shim over the TorchScript exporter's own, imported straight where allowed)."""
    if register._FAST_PATHS:
        try:
            return importlib.import_module(
                "torch.onnx._internal.torchscript_exporter.symbolic_helper"
            )
        except ImportError:
            pass
    return importlib.import_module("torch.onnx.symbolic_helper")


def parse_args(*descriptors: str) -> Callable[[Callable], Callable]:
    """torch's `parse_args` decorator, applied at the symbolic's first call."""

    lists = [i for i, d in enumerate(descriptors) if d == "is"]
    floats = [i for i, d in enumerate(descriptors) if d == "fs"]
    tensor_lists = [i for i, d in enumerate(descriptors) if d == "vs"]
    # torch's parse_args has no descriptor for a tensor list: it passes the list's value
    torchs = tuple("v" if d == "vs" else d for d in descriptors)

    def decorate(symbolic: Callable) -> Callable:
        @functools.wraps(symbolic)
        def parsed(g, *args, **kwargs):
            if lists:
                args = _static_lists(g, args, lists)
            if floats:
                args = _exact_floats(g, args, floats)
            if tensor_lists:
                args = _tensor_lists(args, tensor_lists)
            token = _CONVERTING.set(g)
            try:
                return _parsed(symbolic, torchs)(g, *args, **kwargs)
            finally:
                _CONVERTING.reset(token)

        return parsed

    return decorate


# The GraphContext of the node being converted: where the traced graph is found.
_CONVERTING: contextvars.ContextVar = contextvars.ContextVar("converting", default=None)


def _static_lists(g, args: tuple, lists: list[int]) -> tuple:
    """`args` with each `is` list traced from static shapes replaced by its ints (which
    torch's parse_args passes through); see `traced_ints`."""
    if not _static_shapes(g):
        return args
    args = list(args)
    for i in lists:
        if (
            i < len(args)
            and isinstance(args[i], torch._C.Value)
            and args[i].node().kind() == "prim::ListConstruct"
            and not _constant_list(args[i])
        ):
            ints = static_int_list(g, i)
            if ints is not None:
                args[i] = ints
    return tuple(args)


def _static_shapes(g) -> bool:
    """Whether the model being exported has static input shapes (no `dynamic_axes`): only
    then are the shapes and strides the trace recorded the model's."""
    try:
        inputs = list(g.graph.inputs())
        return all(
            None not in value.type().varyingSizes()
            for value in inputs
            if value.type().kind() == "TensorType"
        )
    except (AttributeError, RuntimeError, TypeError):
        return False


def _exact_floats(g, args: tuple, lists: list[int]) -> tuple:
    """`args` with each `fs` list of constants replaced by its floats as traced (double),
    not as the exporter's float32 tensor of them; see `traced_ints`."""
    args = list(args)
    for i in lists:
        if i < len(args) and isinstance(args[i], torch._C.Value):
            exact = constant_float_list(g, i)
            if exact is not None:
                args[i] = exact
    return tuple(args)


def _tensor_lists(args: tuple, places: list[int]) -> tuple:
    """`args` with each `vs` list (a prim::ListConstruct of the traced tensors) replaced
    by a Python list of its values, None for an absent item (`Tensor?[]`)."""
    args = list(args)
    for i in places:
        value = args[i] if i < len(args) else None
        if isinstance(value, torch._C.Value) and value.node().kind() in (
            "prim::ListConstruct",
            "onnx::SequenceConstruct",
        ):
            args[i] = [
                None if _is_none(item) else item for item in value.node().inputs()
            ]
    return tuple(args)


def _is_none(value: torch._C.Value) -> bool:
    return value.node().mustBeNone() or isinstance(value.type(), torch._C.NoneType)


def _constant_list(value: torch._C.Value) -> bool:
    return all(
        item.node().kind() in ("onnx::Constant", "prim::Constant")
        for item in value.node().inputs()
    )


@functools.cache
def _parsed(symbolic: Callable, descriptors: tuple[str, ...]) -> Callable:
    return _helpers().parse_args(*descriptors)(symbolic)


def check_inputs(
    contract: Contract, opset: int | None = None, **inputs: torch._C.Value | None
) -> None:
    """Refuse tensor inputs of a dtype the mapping does not export (see `Contract`; at
    the export `opset` where a dtype is exported from a later one), and 0-dim float64
    inputs the exporter would compute in float32. A Python number among the `promote`
    args (traced as a 0-dim constant) is not checked: promotion casts it."""
    absent = [name for name, value in inputs.items() if value is None]
    inputs = {
        item: value
        for name, given in inputs.items()
        for item, value in (
            [(f"{name}[{k}]", v) for k, v in enumerate(given)]
            if isinstance(given, list)
            else [(name, given)]
        )
    }
    dtypes = {
        name: None
        if name in contract.promote and _number(value)
        else _dtype_name(value)
        for name, value in inputs.items()
    }
    contract.check(dtypes, opset)
    gaps = [name for name, value in inputs.items() if value is None]
    if any(name not in absent for name in gaps):
        name = next(name for name in gaps if name not in absent)
        contract.refuse(f"{name} is None (a full slice); only tensors are mapped there")
    untyped = [name for name, dtype in dtypes.items() if dtype in _UNTYPED]
    if untyped:
        name = untyped[0]
        contract.refuse(
            f"input {name!r} has dtype {dtypes[name]}, which torch's TorchScript exporter "
            "cannot type (its ONNX shape inference fails on every node that reads one); "
            "export with dynamo=True"
        )
    # The promoted args are checked in the dtype promotion gives them (`promote`).
    _check_scalar_float64(
        contract,
        {n: (dtypes[n], v) for n, v in inputs.items() if n not in contract.promote},
    )


def _check_scalar_float64(contract: Contract, inputs: dict) -> None:
    """Refuse 0-dim float64 inputs of a graph torch's scalar type analysis retypes (a case
    the mapping does not map: torch's own symbolic takes it, unless every operand is 0-dim,
    where it gets the same float32; see `torch_fallback`)."""
    if not contract.scalar_typed_ops:
        return
    reaching = contract.scalar_typed_inputs
    for name, (dtype, value) in inputs.items():
        if reaching is not None and listed(name) not in reaching:
            continue  # no op of the analysis reads it
        if dtype == "float64" and _rank(value) == 0:
            contract.refuse(
                f"input {name!r} is a 0-dim float64 tensor, which torch's TorchScript "
                f"exporter computes in float32 around ONNX "
                f"{', '.join(contract.scalar_typed_ops)} (its scalar type analysis), "
                "giving a float32 result; give it a dimension, or export with dynamo=True"
            )


def promote(g, contract: Contract, **operands: torch._C.Value) -> tuple:
    """The `promote` args cast to the dtype torch computes them in (torch's type
    promotion, which the TorchScript exporter leaves to each symbolic).

    Tracing records a Python number as a 0-dim constant, as it does `torch.tensor(2.5)`,
    and the two promote differently (a Python float counts as float32, a float64 0-dim
    tensor as float64): where that matters, the dtype tracing recorded for the op's result
    tells which it was."""
    given = {name: value for name, value in operands.items() if present(value)}
    dtypes = {name: _dtype_name(value) for name, value in given.items()}
    contract.require_known(dtypes)
    as_numbers, as_tensors = (
        promotion.common_dtype(
            contract.promote_kind,
            tuple(
                (dtypes[name], _form(value, numbers)) for name, value in given.items()
            ),
        )
        for numbers in (True, False)
    )
    common = as_numbers
    if as_tensors != as_numbers and _traced_dtype(g) == as_tensors:
        common = as_tensors
    contract.check_promoted(common, dtypes)
    promoted = {name: _cast(g, value, common) for name, value in given.items()}
    _check_scalar_float64(
        contract,
        {n: (common, v) for n, v in promoted.items() if not _number(operands[n])},
    )
    # An optional operand not given stays as it was (None).
    return tuple(promoted.get(name, value) for name, value in operands.items())


def _form(value: torch._C.Value, numbers: bool) -> str:
    """How an operand takes part in promotion; `numbers`: read 0-dim constants as
    Python numbers."""
    if _rank(value) != 0:
        return promotion.TENSOR
    return promotion.NUMBER if numbers and _number(value) else promotion.ZERO_DIM


def _number(value: torch._C.Value | None) -> bool:
    """Whether a graph value may be a Python number the trace recorded: a 0-dim constant."""
    node = getattr(value, "node", None)
    return (
        callable(node)
        and node().kind() in ("prim::Constant", "onnx::Constant")
        and _rank(value) == 0
    )


def _traced_dtype(g) -> str | None:
    """The dtype tracing recorded for the result of the op being exported."""
    node = getattr(g, "original_node", None)
    outputs = list(node.outputs()) if node is not None else []
    return _dtype_name(outputs[0]) if len(outputs) == 1 else None


def _cast(g, value: torch._C.Value, dtype: str) -> torch._C.Value:
    if _dtype_name(value) == dtype:
        return value
    part = complex_views.PARTS.get(dtype)
    if part is not None:
        return _as_complex(g, value, part)
    torch_dtype = getattr(torch, dtype)
    cast = g.op("Cast", value, to_i=_ONNX_TYPES[dtype])
    # Typed now: the graph's conditions and `like` constants read the dtype.
    cast.setType(value.type().with_dtype(torch_dtype))
    return cast


def _as_complex(g, value: torch._C.Value, part: str) -> torch._C.Value:
    """`value` promoted to a complex dtype whose parts are `part`s, as a real view: a
    complex view with its parts cast, or a real tensor with a zero imaginary part."""
    if _dtype_name(value) in complex_views.PARTS:
        return g.op("Cast", value, to_i=_ONNX_TYPES[part])
    real = _cast(g, value, part)
    zeros = g.op(
        "ConstantOfShape",
        g.op("Shape", real),
        value_t=torch.zeros(1, dtype=getattr(torch, part)),
    )
    parts = [_helpers()._unsqueeze_helper(g, v, [-1]) for v in (real, zeros)]
    return g.op("Concat", *parts, axis_i=-1)


def torch_fallback(contract: Contract, name: str) -> Callable[[Callable], Callable]:
    """Decorates a mapping's symbolic: a case it does not map (a dtype, args a guard
    refuses, another overload) goes to the next package's mapping of `name` (a user's
    package is stacked on the library), else to torch's own symbolic for `name` at the
    export opset, as if no mapping were registered, where torch has one. Cases the spec
    records torch gets wrong stay refused (see `Contract`)."""

    def decorate(symbolic: Callable) -> Callable:
        @functools.wraps(symbolic)
        def exported(g, *args):
            TOUCHED.add(contract.mapping)
            uses = USES[contract.mapping]
            try:
                result = symbolic(g, *args)
            except Exception as error:
                refused = refusal(error)
                if refused is None or not refused.torch_may_take:
                    raise
                below = next_symbolic(name, g.opset, symbolic.__module__)
                if below is not None:
                    USES[contract.mapping] = uses
                    DELEGATED[contract.mapping] += 1
                    try:
                        return below(g, *args)
                    except Exception as error:
                        # Refused there too: this mapping is the one in effect.
                        raise refused from error
                # torch's own symbolics would take a complex view for a real tensor.
                own = (
                    None
                    if complex_views.touches_complex(g)
                    else _torch_symbolic(name, g.opset)
                )
                if own is None:
                    raise
            else:
                complex_views.check_consumers(g, contract)
                return result
            dtypes = {_dtype_name(a) for a in args}
            wrong = contract.torch_gets_wrong(refused, dtypes, g.opset)
            if wrong is not None:
                raise wrong from refused
            if _scalar_float64(args):
                contract.refuse(
                    "its operands are all 0-dim, one of them float64, which it does not "
                    "map",
                    torch_wrong="a float32 result: the TorchScript exporter's scalar type "
                    "analysis computes 0-dim float64 operands of its own symbolics' "
                    "arithmetic in float32",
                )
            USES[contract.mapping] = uses
            DELEGATED[contract.mapping] += 1
            try:
                return own(g, *args)
            except Exception as error:
                # torch's own fails too: the mapping's reason says more than torch's.
                raise refused from error

        return exported

    return decorate


def _scalar_float64(args) -> bool:
    """Whether a call's tensor operands are all 0-dim, one of them a float64 graph value
    that is not a constant: what the scalar type analysis computes in float32."""
    tensors = [a for a in args if _rank(a) is not None]
    return (
        len(tensors) > 1
        and all(_rank(a) == 0 for a in tensors)
        and any(_dtype_name(a) == "float64" and not _number(a) for a in tensors)
    )


def _torch_symbolic(name: str, opset: int) -> Callable | None:
    """torch's own symbolic for `name` at `opset`, whatever is registered over it; None
    where torch has none, or where its registry is not the layout this knows (torch has
    no public call for it): the mapping's refusal then stands."""
    module = _registry_module() if register._FAST_PATHS else None
    registry = getattr(module, "registry", None)
    dispatch = getattr(module, "_dispatch_opset_version", None)
    lookup = getattr(registry, "get_function_group", None)
    if callable(lookup) and callable(dispatch):
        group = lookup(name)
        own = getattr(getattr(group, "_functions", None), "_base", None)
        if group is None:
            return None
        if isinstance(own, dict):
            found = dispatch(opset, own)
            return None if found is None else own.get(found)
    register.degraded(
        "torchscript torch's own",
        "cannot read torch's own TorchScript symbolics: a case a mapping does not map "
        "(a dtype, an overload, args a guard refuses) is refused with the mapping's "
        "reason instead of handed to torch's own symbolic",
    )
    return None


@functools.cache
def _registry_module() -> ModuleType | None:
    """The TorchScript exporter's registration module (internal lookup)."""
    for name in (
        "torch.onnx._internal.torchscript_exporter.registration",  # torch >= 2.9
        "torch.onnx._internal.registration",
    ):
        try:
            return importlib.import_module(name)
        except ImportError:
            pass
    return None


def _rank(value: torch._C.Value) -> int | None:
    try:
        return value.type().dim()
    except (AttributeError, RuntimeError):
        return None


def _dtype_name(value: torch._C.Value | None) -> str | None:
    try:  # a None input (prim::Constant) has no scalar type; nor has an unknown tensor
        name = _DTYPE_NAMES.get(value.type().scalarType())
    except (AttributeError, RuntimeError):
        return None
    if name in _VIEWS:  # or the real view of a complex input (complex_views)
        return complex_views.viewed_dtype(_CONVERTING.get(), value) or name
    return name


# The dtypes of complex tensors' real views.
_VIEWS = frozenset({"float32", "float64"})


# Dtypes torch's TorchScript exporter has no ONNX type for: `integer()` holds for them, but
# no graph of them can be exported.
_UNTYPED = frozenset({"uint16", "uint32", "uint64"})
# JIT scalar type → torch dtype name: a lookup, since every export calls this per input.
_DTYPE_NAMES = {
    "Float": "float32", "Double": "float64", "Half": "float16", "BFloat16": "bfloat16",
    "Byte": "uint8", "Char": "int8", "Short": "int16", "Int": "int32", "Long": "int64",
    "UInt16": "uint16", "UInt32": "uint32", "UInt64": "uint64", "Bool": "bool",
    "ComplexHalf": "complex32", "ComplexFloat": "complex64",
    "ComplexDouble": "complex128",
}  # fmt: skip


# torch's ScalarType numbers (c10's enum, which dtype args carry) → (dtype, ONNX's number).
_SCALAR_TYPES = {
    0: "uint8", 1: "int8", 2: "int16", 3: "int32", 4: "int64", 5: "float16",
    6: "float32", 7: "float64", 8: "complex32", 9: "complex64", 10: "complex128",
    11: "bool", 12: "qint8", 13: "quint8", 14: "qint32", 15: "bfloat16",
    16: "float8_e5m2", 17: "float8_e4m3fn", 18: "float8_e5m2fnuz", 19: "float8_e4m3fnuz",
}  # fmt: skip
_ONNX_TYPES = {
    "uint8": 2, "int8": 3, "int16": 5, "int32": 6, "int64": 7, "float16": 10,
    "float32": 1, "float64": 11, "complex64": 14, "complex128": 15, "bool": 9,
    "qint8": 3, "quint8": 2, "qint32": 6, "bfloat16": 16, "float8_e5m2": 19,
    "float8_e4m3fn": 17, "float8_e5m2fnuz": 20, "float8_e4m3fnuz": 18,
}  # fmt: skip


def _any_dtype_name(value: torch._C.Value) -> str:
    """The dtype name of a graph value of any dtype torch has, float32 where unknown."""
    try:
        name = value.type().scalarType()
    except (AttributeError, RuntimeError):
        return "float32"
    if name is None:
        return "float32"
    return _DTYPE_NAMES.get(name) or name.lower()  # Float8_e5m2, QInt8...


def _scalar_type_name(scalar_type: int) -> str:
    try:
        return _SCALAR_TYPES[scalar_type]
    except KeyError:
        raise ValueError(f"unknown torch ScalarType {scalar_type}") from None


def _onnx_type(dtype: str) -> int:
    try:
        return _ONNX_TYPES[dtype]
    except KeyError:
        raise ValueError(f"ONNX has no type for torch.{dtype}") from None


def absent(value: torch._C.Value | None) -> bool:
    """Whether an optional arg was not given (the exporter passes a None constant)."""
    return value is None or (
        isinstance(value, torch._C.Value) and value.node().mustBeNone()
    )


def present(value) -> bool:
    """Whether an optional arg was given."""
    return not absent(value)


def dtype_name(value: torch._C.Value | int | None) -> str | None:
    """The torch dtype name of a tensor arg (`float32`), None when the exporter does not
    know it; of a dtype arg (its ScalarType number), the dtype's name."""
    if isinstance(value, int):
        return _scalar_type_name(value)
    return _dtype_name(value)


def rank(value: torch._C.Value) -> int | None:
    """How many dimensions a tensor arg has (None: the exporter does not know)."""
    return _rank(value)


def traced_strides(value: torch._C.Value) -> list[int] | None:
    """The strides a tensor arg had when traced (None: not known)."""
    layout = _layout(value)
    return None if layout is None else layout[1]


def traced_sizes(value: torch._C.Value) -> list[int] | None:
    """The sizes a tensor arg had when traced (None: not known, or dynamic)."""
    layout = _layout(value)
    return None if layout is None else layout[0]


def is_dense(value: torch._C.Value) -> bool:
    """Whether a tensor arg covered a block of its storage exactly when traced."""
    layout = _layout(value)
    return layout is not None and layout_rules.dense(*layout)


def element_count(value: torch._C.Value) -> int | None:
    """How many elements a tensor arg has (None: its shape is not known)."""
    layout = _layout(value)
    return None if layout is None else math.prod(layout[0])


def strided_span(size: list[int], stride: list[int]) -> int:
    """How many storage elements a view of `size` and `stride` reaches from its first."""
    return layout_rules.span(size, stride)


def _layout(value: torch._C.Value) -> tuple[list[int], list[int]] | None:
    """The sizes and strides the trace recorded for a value, when both are known: those
    of the traced input of the node being converted that the value stands for (the ONNX
    graph's value may have lost them to shape inference), else the value's own."""
    traced = _traced(value) or value
    try:
        sizes, strides = traced.type().sizes(), traced.type().strides()
    except (AttributeError, RuntimeError):
        return None
    if sizes is None or strides is None or None in sizes or None in strides:
        return None
    return list(sizes), list(strides)


def _traced(value: torch._C.Value) -> torch._C.Value | None:
    g = _CONVERTING.get()
    node, env = getattr(g, "original_node", None), getattr(g, "env", None)
    if node is None or env is None or not isinstance(value, torch._C.Value):
        return None
    if not _static_shapes(g):
        return None  # the trace's sizes and strides are the example's, not the model's
    for original in node.inputs():
        converted = env.get(original)
        if converted is not None and converted.unique() == value.unique():
            return original
    return None


def unpromoted_dtype(value: torch._C.Value) -> str | None:
    """The dtype a tensor arg had before torch's type promotion cast it for this op: the
    TorchScript exporter calls a symbolic with the traced operands, uncast."""
    return _dtype_name(value)


def is_floating(value: torch._C.Value) -> bool:
    return _dtype_name(value) in FLOATING


def is_integer(value: torch._C.Value) -> bool:
    return _dtype_name(value) in INTEGER


def onnx_dtype(scalar_type: int) -> int:
    """ONNX's number (TensorProto.DataType) of a dtype arg, which the TorchScript exporter
    passes as torch's ScalarType number."""
    return _onnx_type(_scalar_type_name(scalar_type))


def onnx_dtype_of(value: torch._C.Value) -> int:
    """ONNX's number of the dtype of a tensor arg (float32 when the exporter does not
    know it; the dtype contract has refused unknown dtypes before)."""
    return _onnx_type(_any_dtype_name(value))


def dtype_of(value: torch._C.Value) -> torch.dtype:
    """The dtype of a graph value (float32 when the exporter does not know it)."""
    return getattr(torch, _any_dtype_name(value))


def given(g, inputs: Sequence[torch._C.Value | None]) -> list[torch._C.Value]:
    """Node inputs with absent optional ones (None) left out at the end, marked inside."""
    inputs = list(inputs)
    while inputs and inputs[-1] is None:
        inputs.pop()
    return [_placeholder(g) if value is None else value for value in inputs]


def _placeholder(g) -> torch._C.Value:
    """An absent optional input: a None constant typed as an optional tensor."""
    value = g.op("prim::Constant")
    value.setType(torch._C.OptionalType.ofTensor())
    return value


def in_place_rewrite() -> bool:
    """Whether torch's in-place pass for ONNX wrote the node: an in-place assignment into a
    view (`t[..., 0] = x`, `aten::copy_` of selects and slices) becomes an
    `onnx::Placeholder` whose block computes index tensors for the view (arange, unsqueeze,
    view) and an index_put of values laid out as the view, as torch's own symbolic reads
    them. The model's own index_put has a block of its index list alone."""
    g = _CONVERTING.get()
    node = getattr(g, "original_node", None)
    if node is None:
        return False
    owner = node.owningBlock().owningNode()
    if owner is None or owner.kind() != "onnx::Placeholder":
        return False
    own = {"prim::ListConstruct", "prim::Constant", node.kind()}
    return any(n.kind() not in own for n in node.owningBlock().nodes())


def check_opset(g, opsets: range, name: str) -> None:
    """Refuse to export a function-kind mapping at an opset outside its range."""
    if g.opset not in opsets:
        raise torch.onnx.errors.OnnxExporterError(
            f"{name} maps to ONNX at opsets {opsets.start} to {opsets.stop - 1}, "
            f"not at opset {g.opset}"
        )


def typed_like(value, index: int):
    """`value`, the output of a custom-domain node, given the dtype of that node's input
    `index` (its shape left unknown). torch's TorchScript exporter cannot infer a custom op's
    output type, and an untyped value read by a standard op makes onnx.checker reject the
    model ("Invalid tensor data type 0")."""
    dtype = value.node().inputsAt(index).type().dtype()
    if dtype is not None:
        value.setType(value.type().with_dtype(dtype))
    return value


def polevl(
    g, x: torch._C.Value, coefficients: Sequence[float], like: torch._C.Value | str
) -> torch._C.Value:
    """Cephes' polevl: the polynomial of `x` with `coefficients`, highest degree first, by
    Horner's rule ((c0 x + c1) x + c2)..., a Mul and an Add a step, in this order, so that
    float32 rounds as Cephes' loop does; the constants of the dtype of `like` (x's, which
    a node's output may not be typed with yet), or of the dtype it names."""
    dtype = getattr(torch, like) if isinstance(like, str) else dtype_of(like)
    first, *rest = coefficients
    value = g.op("Mul", g.op("Constant", value_t=torch.tensor(first, dtype=dtype)), x)
    for index, coefficient in enumerate(rest):
        if index:
            value = g.op("Mul", value, x)
        addend = g.op("Constant", value_t=torch.tensor(coefficient, dtype=dtype))
        value = g.op("Add", value, addend)
    return value


def chbevl(
    g, x: torch._C.Value, coefficients: Sequence[float], like: torch._C.Value | str
) -> torch._C.Value:
    """Cephes' chbevl: the Chebyshev series of `x` with `coefficients`, highest order
    first: b0 = x b1 - b2 + c from b1 = c0, b2 = 0 (the first step x c0 + c1), then
    0.5 (b0 - b2), a node an operation in this order; the constants as in `polevl`."""
    dtype = getattr(torch, like) if isinstance(like, str) else dtype_of(like)

    def constant(value: float) -> torch._C.Value:
        return g.op("Constant", value_t=torch.tensor(value, dtype=dtype))

    c0 = constant(coefficients[0])
    values = [c0, g.op("Add", g.op("Mul", x, c0), constant(coefficients[1]))]
    for coefficient in coefficients[2:]:
        step = g.op("Sub", g.op("Mul", x, values[-1]), values[-2])
        values.append(g.op("Add", step, constant(coefficient)))
    # b0 - b2: the last value less the one two steps back
    return g.op("Mul", constant(0.5), g.op("Sub", values[-1], values[-3]))


def loop(
    g, count: int, body: Callable, *carried: torch._C.Value
) -> torch._C.Value | tuple:
    """An ONNX Loop of `count` rounds: `body(g, *values)` writes one round's nodes into the
    Loop's body (its `g`) and returns the values the next round starts with; the Loop's
    outputs are the last round's (the one output itself where it carries one value). The
    body reads the values of the enclosing graph."""
    trip = g.op("Constant", value_t=torch.tensor(count, dtype=torch.int64))
    going = g.op("Constant", value_t=torch.tensor(True))
    outputs = g.op("Loop", trip, going, *carried, outputs=len(carried))
    node = (outputs[0] if len(carried) > 1 else outputs).node()
    inner = dataclasses.replace(g, block=node.addBlock())
    inner.block.addInputToBlock().setType(trip.type())  # the round's number
    condition = inner.block.addInputToBlock()
    condition.setType(going.type())
    values = []
    for initial in carried:
        values.append(inner.block.addInputToBlock())
        values[-1].setType(_any_sizes(initial.type()))
    updated = body(inner, *values)
    updated = updated if isinstance(updated, tuple) else (updated,)
    inner.block.registerOutput(inner.op("Identity", condition))
    for value in updated:
        inner.block.registerOutput(value)
    results = tuple(node.outputs())
    for result, initial, value in zip(results, carried, updated):
        same = _sizes(value.type()) == _sizes(initial.type()) is not None
        result.setType(initial.type() if same else _any_sizes(initial.type()))
    return results if len(results) > 1 else results[0]


def _sizes(kind) -> list | None:
    """A value's type's sizes, None where a size (or its rank) is not known."""
    sizes = kind.varyingSizes() if isinstance(kind, torch._C.TensorType) else None
    return None if sizes is None or None in sizes else sizes


def _any_sizes(kind):
    """The type with its sizes unknown, its dtype and rank kept: a round may change a
    carried value's sizes (a Concat that grows it), and a size typed as the first round's
    would be folded into the body as a constant."""
    rank = kind.dim() if isinstance(kind, torch._C.TensorType) else None
    return kind if rank is None else kind.with_sizes([None] * rank)
