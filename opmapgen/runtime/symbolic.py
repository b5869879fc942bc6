"""Helpers the generated symbolic functions call while torch exports a graph.

`import torch` does not import torch.onnx, and a program that does not export should not pay
for it: a function mapping's module is imported with the package, so this module reaches the
TorchScript exporter's helpers only once an export calls it.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Sequence
from types import ModuleType

import torch

from . import promotion
from .contract import DELEGATED, FLOATING, INTEGER, USES, Contract, refusal
from .register import next_symbolic


@functools.cache
def _helpers() -> ModuleType:
    try:  # torch >= 2.9 keeps the TorchScript exporter's helpers here
        return importlib.import_module(
            "torch.onnx._internal.torchscript_exporter.symbolic_helper"
        )
    except ImportError:
        return importlib.import_module("torch.onnx.symbolic_helper")


def parse_args(*descriptors: str) -> Callable[[Callable], Callable]:
    """torch's `parse_args` decorator, applied at the symbolic's first call."""

    def decorate(symbolic: Callable) -> Callable:
        @functools.wraps(symbolic)
        def parsed(g, *args, **kwargs):
            return _parsed(symbolic, descriptors)(g, *args, **kwargs)

        return parsed

    return decorate


@functools.cache
def _parsed(symbolic: Callable, descriptors: tuple[str, ...]) -> Callable:
    return _helpers().parse_args(*descriptors)(symbolic)


def check_inputs(contract: Contract, **inputs: torch._C.Value | None) -> None:
    """Refuse tensor inputs of a dtype the mapping does not export (see `Contract`), and
    0-dim float64 inputs the exporter would compute in float32. A Python number among the
    `promote` args (traced as a 0-dim constant) is not checked: promotion casts it."""
    dtypes = {
        name: None
        if name in contract.promote and _number(value)
        else _dtype_name(value)
        for name, value in inputs.items()
    }
    contract.check(dtypes)
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
    for name, (dtype, value) in inputs.items():
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
    torch_dtype = getattr(torch, dtype)
    scalar_type = _helpers()._type_utils.JitScalarType.from_dtype(torch_dtype)
    cast = g.op("Cast", value, to_i=int(scalar_type.onnx_type()))
    # Typed now: the graph's conditions and `like` constants read the dtype.
    cast.setType(value.type().with_dtype(torch_dtype))
    return cast


def torch_fallback(contract: Contract, name: str) -> Callable[[Callable], Callable]:
    """Decorates a mapping's symbolic: a case it does not map (a dtype, args a guard
    refuses, another overload) goes to the next package's mapping of `name` (a user's
    package is stacked on the library), else to torch's own symbolic for `name` at the
    export opset, as if no mapping were registered, where torch has one. Cases the spec
    records torch gets wrong stay refused (see `Contract`)."""

    def decorate(symbolic: Callable) -> Callable:
        @functools.wraps(symbolic)
        def exported(g, *args):
            uses = USES[contract.mapping]
            try:
                return symbolic(g, *args)
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
                own = _torch_symbolic(name, g.opset)
                if own is None:
                    raise
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
    """torch's own symbolic for `name` at `opset`, whatever is registered over it."""
    registry = _registry_module().registry
    group = registry.get_function_group(name)
    own = getattr(getattr(group, "_functions", None), "_base", {})
    found = _registry_module()._dispatch_opset_version(opset, own)
    return None if found is None else own[found]


@functools.cache
def _registry_module() -> ModuleType:
    try:  # torch >= 2.9 keeps the TorchScript exporter's registry here
        return importlib.import_module(
            "torch.onnx._internal.torchscript_exporter.registration"
        )
    except ImportError:
        return importlib.import_module("torch.onnx._internal.registration")


def _rank(value: torch._C.Value) -> int | None:
    try:
        return value.type().dim()
    except (AttributeError, RuntimeError):
        return None


def _dtype_name(value: torch._C.Value | None) -> str | None:
    try:  # a None input (prim::Constant) has no scalar type; nor has an unknown tensor
        return _DTYPE_NAMES.get(value.type().scalarType())
    except (AttributeError, RuntimeError):
        return None


# JIT scalar type → torch dtype name: a lookup, since every export calls this per input.
_DTYPE_NAMES = {
    "Float": "float32", "Double": "float64", "Half": "float16", "BFloat16": "bfloat16",
    "Byte": "uint8", "Char": "int8", "Short": "int16", "Int": "int32", "Long": "int64",
    "Bool": "bool", "ComplexHalf": "complex32", "ComplexFloat": "complex64",
    "ComplexDouble": "complex128",
}  # fmt: skip


def absent(value: torch._C.Value | None) -> bool:
    """Whether an optional arg was not given (the exporter passes a None constant)."""
    return _helpers()._is_none(value)


def present(value) -> bool:
    """Whether an optional arg was given."""
    return not absent(value)


def dtype_name(value: torch._C.Value | int | None) -> str | None:
    """The torch dtype name of a tensor arg (`float32`), None when the exporter does not
    know it; of a dtype arg (its ScalarType number), the dtype's name."""
    if isinstance(value, int):
        dtype = _helpers()._type_utils.JitScalarType(value).dtype()
        return str(dtype).removeprefix("torch.")
    return _dtype_name(value)


def rank(value: torch._C.Value) -> int | None:
    """How many dimensions a tensor arg has (None: the exporter does not know)."""
    return _rank(value)


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
    return int(_helpers()._type_utils.JitScalarType(scalar_type).onnx_type())


def onnx_dtype_of(value: torch._C.Value) -> int:
    """ONNX's number of the dtype of a tensor arg (float32 when the exporter does not
    know it; the dtype contract has refused unknown dtypes before)."""
    scalar_type = _helpers()._type_utils.JitScalarType
    return int(scalar_type.from_value(value, scalar_type.FLOAT).onnx_type())


def dtype_of(value: torch._C.Value) -> torch.dtype:
    """The dtype of a graph value (float32 when the exporter does not know it)."""
    scalar_type = _helpers()._type_utils.JitScalarType
    return scalar_type.from_value(value, scalar_type.FLOAT).dtype()


def given(g, inputs: Sequence[torch._C.Value | None]) -> list[torch._C.Value]:
    """Node inputs with absent optional ones (None) left out at the end, marked inside."""
    inputs = list(inputs)
    while inputs and inputs[-1] is None:
        inputs.pop()
    return [
        _helpers()._optional_input_placeholder_tensor(g) if value is None else value
        for value in inputs
    ]


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
