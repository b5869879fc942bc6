"""Helpers the generated dynamo-exporter translations (onnxscript) call while torch exports.

A translation is a plain Python function over onnxscript values: torch's exporter calls it with
the FX node's args and records the ONNX ops it calls.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Mapping

import numpy as np
import onnx
import onnx_ir as ir
import onnxscript
import torch
from onnx.defs import OpSchema

from . import layout as layout_rules
from . import promotion
from .computed import float32_ceil, wrapped_dims  # noqa: F401  (generated attributes import them from here)
from .contract import (
    DELEGATED,
    FLOATING,
    INTEGER,
    TOUCHED,
    USES,
    Contract,
    refusal,
)
from .exporters.dynamo import next_translation
from .versions import torch_below  # noqa: F401  (generated conditions import it from here)


def check_inputs(contract: Contract, opset: int | None = None, **inputs) -> None:
    """Refuse tensor inputs of a dtype the mapping does not export (see `Contract`), at
    the export `opset` where a dtype is exported from a later one."""
    dtypes = {}
    for name, value in inputs.items():
        if isinstance(value, list | tuple):  # a tensor list: each item by its place
            for k, item in enumerate(value):
                dtypes[f"{name}[{k}]"] = _dtype_name(item) if item is not None else None
        else:
            dtypes[name] = _dtype_name(value)
    contract.check(dtypes, opset)
    absent = [n for n, v in inputs.items() for i in _items(v) if i is None]
    if absent:
        contract.refuse(
            f"{absent[0]} holds None (a full slice); only tensors are mapped"
        )


def _items(value) -> list:
    return list(value) if isinstance(value, list | tuple) else []


def promote(contract: Contract, **operands) -> tuple:
    """The `promote` args cast to the dtype torch computes them in (torch's type
    promotion). The dynamo exporter passes a Python number operand as the number itself."""
    given = {name: value for name, value in operands.items() if value is not None}
    dtypes = {name: _kind(value) for name, value in given.items()}
    contract.require_known(dtypes)
    common = promotion.common_dtype(
        contract.promote_kind,
        tuple((dtypes[name], _form(value)) for name, value in given.items()),
    )
    contract.check_promoted(common, dtypes)
    # An optional operand not given stays None.
    return tuple(
        None if value is None else _cast(value, common) for value in operands.values()
    )


def _kind(value) -> str | None:
    """The dtype of a tensor arg; of a Python number, the dtype torch gives it when it
    wraps it (an int is int64, a float float64: promotion then reads it as a number)."""
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, int):
        return "int64"
    if isinstance(value, float):
        return "float64"
    if isinstance(value, complex):
        return "complex128"
    return _dtype_name(value)


def _form(value) -> str:
    if isinstance(value, bool | int | float | complex):
        return promotion.NUMBER
    return promotion.ZERO_DIM if rank(value) == 0 else promotion.TENSOR


def _cast(value, dtype: str):
    """`value` in `dtype`: a Python number becomes a constant of it."""
    if isinstance(value, bool | int | float | complex):
        return constant(value, dtype=dtype)
    if _dtype_name(value) == dtype:
        return value
    cast = onnxscript.opset18.Cast(value, to=onnx_dtype(dtype))
    # Typed now: the graph's conditions and `like` constants read the dtype.
    if isinstance(cast, ir.Value):
        cast.dtype = ir.DataType(onnx_dtype(dtype))
        cast.shape = cast.shape or value.shape
        # The layout facts of an arg (sizes(input), strides) are the arg's as the op was
        # given it, whether or not it is then promoted.
        cast.meta[_PROMOTED_FROM] = value
    return cast


_PROMOTED_FROM = "opmapgen.promoted_from"


def torch_fallback(
    contract: Contract, target: str, keywords: Mapping[str, str] | None = None
) -> Callable[[Callable], Callable]:
    """Decorates a mapping's translation: a case it does not map (a dtype, args a guard
    refuses) goes to the next active package's translation of `target` (a user's package
    is stacked on the library), else to torch's own (torchlib's), as if no mapping were
    registered, where torch has one. Cases the spec records torch gets wrong stay refused
    (see `Contract`). `keywords`: the translation's names of keyword-only args the exporter
    passes by other names (the schema's), by those names; the fallbacks get the schema's."""
    keywords = keywords or {}

    def decorate(translation: Callable) -> Callable:
        @functools.wraps(translation)
        def exported(*args, **kwargs):
            TOUCHED.add(contract.mapping)
            uses = USES[contract.mapping]
            own_kwargs = {keywords.get(k, k): v for k, v in kwargs.items()}
            try:
                return _typed(translation(*args, **own_kwargs))
            except Exception as error:
                refused = refusal(error)
                if refused is None or not refused.torch_may_take:
                    raise
                below = next_translation(target, translation.__module__, export_opset())
                if below is not None:
                    USES[contract.mapping] = uses
                    DELEGATED[contract.mapping] += 1
                    try:
                        return below(*args, **kwargs)
                    except Exception as error:
                        # Refused there too: this mapping is the one in effect.
                        raise refused from error
                own = _torch_translation(target)
                if own is None:
                    raise
            dtypes = {_kind(a) for a in (*args, *kwargs.values())}
            wrong = contract.torch_gets_wrong(refused, dtypes, export_opset())
            if wrong is not None:
                raise wrong from refused
            USES[contract.mapping] = uses
            DELEGATED[contract.mapping] += 1
            try:
                return own(*args, **kwargs)
            except Exception as error:
                # torch's own fails too: the mapping's reason says more than torch's.
                raise refused from error

        return exported

    return decorate


def _typed(result):
    """`result`, each output a Cast made given that Cast's dtype. The dynamo exporter gives
    an untyped output the dtype of torch's fake kernel, which may promote where eager does
    not (soft_margin_loss of float32 and float64 is float32 in eager, float64 there): a
    mapping's Cast to eager's dtype would then contradict it, an invalid model."""
    for value in result if isinstance(result, tuple | list) else (result,):
        if not isinstance(value, ir.Value) or value.dtype is not None:
            continue
        node = value.producer()
        if (
            node is not None
            and node.op_type == "Cast"
            and node.domain in ("", "ai.onnx")
        ):
            value.dtype = ir.DataType(node.attributes["to"].as_int())
    return result


@functools.cache
def _torch_translation(target: str):
    """torch's own translation (torchlib's function) of `target`; None where torch has
    none, or where its registry is not the layout this knows (torch has no public call
    for it): the mapping's refusal then stands."""
    from . import register

    registry_class = _torch_registry_class() if register._FAST_PATHS else None
    try:
        # torch's registry of torchlib's functions (opmapgen's hook builds it once); the
        # first plain one is what torch's dispatcher picks for real inputs.
        registry = registry_class.from_torchlib()
        found = [
            meta.onnx_function
            for meta in registry.get_decomps(register._torch_op(target))
            if not meta.is_custom and not meta.is_complex
        ]
    except (AttributeError, TypeError):
        register.degraded(
            "dynamo torch's own",
            "cannot read torch's own dynamo translations (torchlib's): a case a "
            "mapping does not map (a dtype, args a guard refuses) is refused with the "
            "mapping's reason instead of handed to torch's own translation",
        )
        return None
    return found[0] if found else None


def _torch_registry_class():
    """The dynamo exporter's registry class (internal lookup)."""
    try:
        from torch.onnx._internal.exporter import _registration
    except ImportError:
        return None
    return getattr(_registration, "ONNXRegistry", None)


def _dtype_name(value) -> str | None:
    dtype = getattr(value, "dtype", None)  # None and Python numbers have none
    return None if dtype is None else str(dtype.numpy())


def in_place_rewrite() -> bool:
    """The dynamo exporter converts the program torch.export captured, in-place
    assignments functionalized into the model's own ops: never."""
    return False


def export_opset() -> int:
    """The opset the running export builds the graph at (a translation runs inside the
    exporter's recorder of ONNX ops, which holds it); where the recorder holds none,
    the opset torch builds a default export at."""
    version = getattr(
        getattr(onnxscript.evaluator.default(), "opset", None), "version", None
    )
    if isinstance(version, int):
        return version
    from .exporters.dynamo import dynamo_build_opset

    return dynamo_build_opset()


def absent(value) -> bool:
    """Whether an optional arg was not given."""
    return value is None


def present(value) -> bool:
    """Whether an optional arg was given."""
    return not absent(value)


def dtype_arg(value):
    """A dtype arg as the translation gets it: the dynamo exporter passes an absent
    `dtype=` as -1 (and a given one as ONNX's DataType)."""
    return None if isinstance(value, int) and value == -1 else value


def dtype_name(value) -> str | None:
    """The torch dtype name of a tensor arg (`float32`), or of a dtype arg."""
    if isinstance(value, torch.dtype):
        return str(value).removeprefix("torch.")
    if isinstance(value, ir.DataType):
        return "bfloat16" if value == ir.DataType.BFLOAT16 else str(value.numpy())
    return _dtype_name(value)


def rank(value) -> int | None:
    """How many dimensions a tensor arg has (None: not known)."""
    shape = getattr(value, "shape", None)
    return None if shape is None else len(shape)


def traced_strides(value) -> list[int] | None:
    """The strides a tensor arg had in the program torch.export traced (None: not known,
    or symbolic)."""
    layout = _layout(value)
    return None if layout is None else layout[1]


def traced_sizes(value) -> list[int] | None:
    """The sizes a tensor arg had in the program torch.export traced (None: not known,
    or symbolic)."""
    layout = _layout(value)
    return None if layout is None else layout[0]


def is_dense(value) -> bool:
    """Whether a tensor arg covered a block of its storage exactly when traced."""
    layout = _layout(value)
    return layout is not None and layout_rules.dense(*layout)


def element_count(value) -> int | None:
    """How many elements a tensor arg has (None: its shape is not known or symbolic)."""
    layout = _layout(value)
    return None if layout is None else math.prod(layout[0])


def strided_span(size: list[int], stride: list[int]) -> int:
    """How many storage elements a view of `size` and `stride` reaches from its first."""
    return layout_rules.span(size, stride)


def _layout(value) -> tuple[list[int], list[int]] | None:
    """The sizes and strides of the FX value a tensor arg was made from: torch's exporter
    records the FX node on the graph input (`meta["node"]`) or on the ONNX nodes that
    compute it, and torch.export records the traced (fake) tensor on the FX node. None
    where either is not there."""
    if not isinstance(value, ir.Value):
        return None
    value = value.meta.get(_PROMOTED_FROM, value)
    producer = value.producer()
    node = (producer.meta if producer is not None else value.meta).get("node")
    traced = getattr(node, "meta", {}).get("val")
    if isinstance(traced, list | tuple) and producer is not None:
        traced = traced[value.index()] if value.index() < len(traced) else None
    if not isinstance(traced, torch.Tensor):
        return None
    sizes, strides = traced.shape, traced.stride()
    if not all(type(n) is int for n in (*sizes, *strides)):
        return None
    return list(sizes), list(strides)


def unpromoted_dtype(value) -> str | None:
    """The dtype a tensor arg had before torch's type promotion cast it for this op: before
    translating, the exporter casts the operands of an op whose torch reference promotes
    (`prims.convert_element_type`) to the dtype the reference computes in, which is not
    always what eager does (huber_loss of a float16 input and a float32 target answers in
    float16). The arg's own dtype when no such widening cast made it."""
    producer = value.producer() if isinstance(value, ir.Value) else None
    if producer is None or producer.op_type != "Cast" or len(producer.inputs) != 1:
        return _dtype_name(value)
    made_by = producer.metadata_props.get("pkg.torch.onnx.fx_node", "")
    before, after = _dtype_name(producer.inputs[0]), _dtype_name(value)
    if "prims.convert_element_type" not in made_by or None in (before, after):
        return after
    # A widening cast only: a decomposition that computed in a wider dtype casts its
    # result back to the narrower one, which is the dtype eager gives the op too.
    floats = (before in FLOATING, after in FLOATING)
    widened = floats == (False, True) or (
        floats[0] == floats[1] and _width(before) < _width(after)
    )
    return before if widened else after


def _width(dtype: str) -> int:
    """Bytes an element of the dtype takes (bool counts below uint8): within floats, or
    within bool and the integers, what tells a promotion from a cast back."""
    return 0 if dtype == "bool" else getattr(torch, dtype).itemsize


def is_floating(value) -> bool:
    return _dtype_name(value) in FLOATING


def is_integer(value) -> bool:
    return _dtype_name(value) in INTEGER


def onnx_dtype(dtype) -> int:
    """ONNX's number (TensorProto.DataType) of a dtype arg (a torch.dtype, or the
    DataType the dynamo exporter passes)."""
    if isinstance(dtype, ir.DataType):
        return int(dtype)
    name = str(dtype).removeprefix("torch.")
    return int(
        ir.DataType.BFLOAT16
        if name == "bfloat16"
        else ir.DataType.from_numpy(np.dtype(name))
    )


def onnx_dtype_of(value) -> int:
    """ONNX's number of the dtype of a tensor arg."""
    return int(value.dtype)


def constant(value, *, dtype: str | None = None, like=None):
    """An ONNX Constant holding `value`, of torch dtype name `dtype` or the dtype of `like`."""
    kind = like.dtype if like is not None else ir.DataType(onnx_dtype(dtype))
    array = np.asarray(value, dtype=kind.numpy())  # bfloat16: ml_dtypes'
    result = onnxscript.opset18.Constant(value=ir.tensor(array))
    # Typed now: conditions and promotion read the dtype and rank of what they are given.
    if isinstance(result, ir.Value) and result.dtype is None:
        result.dtype, result.shape = kind, ir.Shape(array.shape)
    return result


def custom_op(
    domain: str,
    version: int,
    op_type: str,
    inputs: int,
    attributes: Mapping[str, str],
) -> onnxscript.values.Op:
    """An onnxscript op for `domain::op_type`, which ONNX has no schema for.

    onnxscript records an op only through a schema, so this declares one: `inputs` optional
    inputs of any tensor type (None leaves one out) and the attributes with their kinds.
    """
    tensor_types = sorted(
        onnx.defs.get_schema("Identity", 21).type_constraints[0].allowed_type_strs
    )
    optional = OpSchema.FormalParameterOption.Optional
    schema = OpSchema(
        op_type,
        domain,
        version,
        inputs=[
            OpSchema.FormalParameter(f"input{i}", f"T{i}", param_option=optional)
            for i in range(inputs)
        ],
        outputs=[OpSchema.FormalParameter("output", "T_output")],
        type_constraints=[
            (name, tensor_types, "")
            for name in [f"T{i}" for i in range(inputs)] + ["T_output"]
        ],
        attributes=[
            OpSchema.Attribute(
                name, OpSchema.AttrType[kind.upper()], "", required=False
            )
            for name, kind in attributes.items()
        ],
    )
    return onnxscript.values.Op(
        onnxscript.values.Opset(domain, version), op_type, schema
    )


def polevl(x, coefficients, like):
    """Cephes' polevl: the polynomial of `x` with `coefficients`, highest degree first, by
    Horner's rule ((c0 x + c1) x + c2)..., a Mul and an Add a step, in this order, so that
    float32 rounds as Cephes' loop does; the constants of the dtype of `like` (x's, which
    a node's output may not be typed with yet), or of the dtype it names."""
    op = onnxscript.opset18
    typed = {"dtype": like} if isinstance(like, str) else {"like": like}
    first, *rest = coefficients
    value = op.Mul(constant(first, **typed), x)
    for index, coefficient in enumerate(rest):
        if index:
            value = op.Mul(value, x)
        value = op.Add(value, constant(coefficient, **typed))
    return value


def chbevl(x, coefficients, like):
    """Cephes' chbevl: the Chebyshev series of `x` with `coefficients`, highest order
    first: b0 = x b1 - b2 + c from b1 = c0, b2 = 0 (the first step x c0 + c1), then
    0.5 (b0 - b2), a node an operation in this order; the constants as in `polevl`."""
    op = onnxscript.opset18
    typed = {"dtype": like} if isinstance(like, str) else {"like": like}
    c0 = constant(coefficients[0], **typed)
    values = [c0, op.Add(op.Mul(x, c0), constant(coefficients[1], **typed))]
    for coefficient in coefficients[2:]:
        step = op.Sub(op.Mul(x, values[-1]), values[-2])
        values.append(op.Add(step, constant(coefficient, **typed)))
    # b0 - b2: the last value less the one two steps back
    return op.Mul(constant(0.5, **typed), op.Sub(values[-1], values[-3]))


def loop(count: int, body: Callable, *carried) -> ir.Value | tuple:
    """An ONNX Loop of `count` rounds: `body(*values)` records one round's ops into the
    Loop's body and returns the values the next round starts with; the Loop's outputs are
    the last round's (the one output itself where it carries one value). The body reads
    the values of the enclosing graph."""
    # torch's exporter records each op a translation calls on its tracer (`nodes`), and
    # shares Constants made of Python numbers (`constant_farm`): the body's go to a list
    # and a farm of their own, so that none is read from outside the Loop.
    tracer = onnxscript.evaluator.default()
    nodes, farm = tracer.nodes, tracer.constant_farm
    tracer.nodes, tracer.constant_farm = [], {}
    number = ir.Value(type=ir.TensorType(ir.DataType.INT64), shape=ir.Shape([]))
    going = ir.Value(type=ir.TensorType(ir.DataType.BOOL), shape=ir.Shape([]))
    _type_chain(carried)
    values = [ir.Value(type=c.type, shape=_any_sizes(c.shape)) for c in carried]
    try:
        updated = body(*values)
        updated = updated if isinstance(updated, tuple) else (updated,)
        outputs = [onnxscript.opset18.Identity(going), *updated]
        recorded = tracer.nodes
    finally:
        tracer.nodes, tracer.constant_farm = nodes, farm
    _name_values(
        farm, [number, going, *values, *(v for n in recorded for v in n.outputs)]
    )
    graph = ir.Graph([number, going, *values], outputs, nodes=recorded, name="loop")
    inputs = [
        constant(count, dtype="int64"),
        constant(True, dtype="bool"),
        *carried,
    ]
    node = ir.Node(
        "", "Loop", inputs, [ir.AttrGraph("body", graph)], num_outputs=len(carried)
    )
    nodes.append(node)
    for result, initial, value in zip(node.outputs, carried, updated):
        result.type = initial.type
        same = value.shape is not None and value.shape == initial.shape
        result.shape = initial.shape if same else _any_sizes(initial.shape)
    return tuple(node.outputs) if len(carried) > 1 else node.outputs[0]


def _any_sizes(shape: ir.Shape | None) -> ir.Shape | None:
    """The shape with its sizes unknown, its rank kept: a round may change a carried
    value's sizes (a Concat that grows it)."""
    return None if shape is None else ir.Shape([None] * len(shape))


def _name_values(farm: dict, values: list[ir.Value]) -> None:
    """Name a Loop body's values `loop<n>_<i>`, the n-th Loop of the export: a graph
    names the values it is given unnamed from `val_0` on, as the enclosing graph does, and
    a name must be unique in the model. The count is kept in the export's constant farm,
    the one store torch's exporter shares across the translations of an export."""
    key = ("opmapgen", "loops")
    loops = farm.get(key, 0)
    farm[key] = loops + 1
    for index, value in enumerate(values):
        if value.name is None:
            value.name = f"loop{loops}_{index}"


def _type_chain(values) -> None:
    """Type `values` (dtype, and rank where known) from their producers, walking back to
    typed ones by ONNX's inference of each node: torch's exporter types only the values an
    FX node returns, and a Loop body's inputs must be typed (OpenVINO refuses untyped)."""
    pending = [v for v in values if v.type is None]
    expanded: set[int] = set()  # a node ONNX cannot type must not be walked again
    while pending:
        value = pending[-1]
        node = value.producer()
        if value.type is not None or node is None:
            pending.pop()
            continue
        untyped = [i for i in node.inputs if i is not None and i.type is None]
        if untyped and id(node) not in expanded:
            expanded.add(id(node))
            if not any(i.producer() is None for i in untyped):
                pending += untyped
                continue
        pending.pop()
        _infer(node)


def _infer(node: ir.Node) -> None:
    """Type a node's outputs by ONNX's inference from its inputs' types."""
    names = [f"i{k}" if i is not None else "" for k, i in enumerate(node.inputs)]
    proto = onnx.helper.make_node(
        node.op_type,
        names,
        [f"o{k}" for k in range(len(node.outputs))],
        domain=node.domain,
    )
    proto.attribute.extend(
        ir.serde.serialize_attribute(a) for a in node.attributes.values()
    )
    types = {
        name: ir.serde.serialize_type(i.type)
        for name, i in zip(names, node.inputs)
        if i is not None and i.type is not None
    }
    for name, i in zip(names, node.inputs):
        if i is not None and i.shape is not None and name in types:
            ir.serde.serialize_shape_into(types[name], i.shape)
    try:
        schema = onnx.defs.get_schema(node.op_type, export_opset(), node.domain)
        inferred = onnx.shape_inference.infer_node_outputs(schema, proto, types)
    except Exception:  # noqa: BLE001 - an op it cannot infer stays untyped
        return
    for k, output in enumerate(node.outputs):
        found = inferred.get(f"o{k}")
        if found is not None and output.type is None:
            output.type = ir.serde.deserialize_type_proto_for_type(found)
            output.shape = ir.serde.deserialize_type_proto_for_shape(found)
