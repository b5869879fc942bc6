"""The TorchScript exporter's backend: a symbolic function per mapping, registered with
torch.onnx (`runtime.symbolic` is what it calls at export), in the mapping's module, which
also holds a function mapping's torch.autograd.Function."""

from __future__ import annotations

from ...ir.exporters import TORCHSCRIPT
from ...ir.graph import Alternative, Step
from ...ir.plan import Mapping
from ..layout import Call, call, import_names, literal, literal_tuple
from . import common
from .common import (
    MAX_INLINE_DEPTH,
    assigned,
    attribute_code,
    body_text,
    call_depth,
    check_inputs_call,
    graph_lines,
    input_codes,
    overload_call,
    overload_note,
    promote_lines,
    reads_export_opset,
    reads_opset,
    uses_tensor_proto,
    value_code,
)

EXPORTER = TORCHSCRIPT
TEMPLATE = "mapping.py.j2"


def absent(node: Step) -> bool:
    """Whether an input of `node` may be left out (its bool false, no `otherwise`)."""
    return any(i.when and i.otherwise is None for i in node.inputs)


def module_path(mapping: Mapping) -> str | None:
    """The mapping's module: its symbolic, and a function mapping's Function either way."""
    return f"{mapping.name}.py" if mapping.function or mapping.torchscript else None


def contract(mapping: Mapping) -> str:
    """The symbolic's dtype contract; it also names the ops torch's scalar type analysis
    retypes."""
    extra = ()
    if "float64" in mapping.dtypes and mapping.scalar_typed_ops:
        extra = (literal_tuple("scalar_typed_ops=", mapping.scalar_typed_ops),)
        reaching = mapping.scalar_typed_args
        tensors = [a.name for a in (*mapping.tensor_args, *mapping.tensor_list_args)]
        if len(reaching) < len(tensors):  # the others' 0-dim float64 is kept
            extra += (literal_tuple("scalar_typed_inputs=", reaching),)
    return common.contract(mapping, TORCHSCRIPT, extra)


def imports(mapping: Mapping) -> list[str]:
    """The generated module's imports, in the order isort puts them."""
    lines = []
    if mapping.function:
        module, name = mapping.function.split(":")
        lines.append(f"from {module} import {name} as implementation")
        if mapping.dynamo:
            lines.append("from opmapgen.runtime.function_op import function_op")
    if mapping.torchscript:
        lines.append("from opmapgen.runtime.contract import Contract")
        helpers = ["check_inputs"]
        if mapping.function:
            helpers.append("check_opset")
        if any(c.like for c in mapping.constants):
            helpers.append("dtype_of")
        if any(absent(node) for node in mapping.nodes):
            helpers.append("given")
        if any(node.typed_like is not None for node in mapping.nodes):
            helpers.append("typed_like")
        if not mapping.function:
            helpers.append("torch_fallback")
        if mapping.promote:
            helpers.append("promote")
        helpers += mapping.plan(TORCHSCRIPT).helpers
        helpers += sorted({t.kind for t in common.tables(mapping)})
        helpers.append("parse_args")
        lines.append(import_names("opmapgen.runtime.symbolic", sorted(helpers)))
        if uses_tensor_proto(mapping.nodes):
            lines.append("from onnx import TensorProto")
    uses_torch = mapping.function or (mapping.constants and mapping.torchscript)
    return (["import torch"] if uses_torch else []) + sorted(lines)


def body(mapping: Mapping, indent: int) -> str:
    """The statements of the symbolic function, indented for its body."""
    lines = []
    if mapping.function:
        lines.append(f"check_opset(g, OPSETS, {literal(mapping.name)})")
    early = reads_export_opset(mapping, TORCHSCRIPT)
    if early:
        lines.append("opset = g.opset")
    lines.append(check_inputs_call(mapping, indent, TORCHSCRIPT))
    lines += promote_lines(mapping, indent, ("g",))
    reached = mapping.reached(mapping.plan(TORCHSCRIPT).opsets)
    if reads_opset(reached) and not early:
        lines.append("opset = g.opset")
    tables = common.tables(mapping)
    return body_text(
        mapping,
        indent,
        lines,
        lambda v, at: _graph(v, at, tables),
        reached,
        TORCHSCRIPT,
    )


def _graph(variant: Alternative, indent: int, tables: dict) -> list[str]:
    def constant(c, indent: int) -> str:
        dtype = f"dtype_of({c.like})" if c.like else f"torch.{c.dtype}"
        value = value_code(c.value)
        tensor = Call("value_t=torch.tensor", (value, f"dtype={dtype}"))
        return call("g.op", ['"Constant"', tensor], indent, f"{c.name} = ")

    def node_call(node: Step, inlined: dict, indent: int) -> str | None:
        attributes = [attribute_code(node, a, f"{a.keyword}=") for a in node.attributes]
        inputs = input_codes(node, inlined)
        lines = []
        if absent(node):
            lines.append(call("", inputs, indent, "inputs = ", brackets="[]"))
            inputs = ["*given(g, inputs)"]
        items = [literal(node.qualified), *inputs, *attributes]
        if node.outputs:
            items.append(f"outputs={len(node.outputs)}")
        if node.typed_like is not None:
            # torch's exporter leaves a custom op's output untyped (an invalid model
            # once a standard op reads it): typed like the input ONNX Runtime's schema says.
            items = [Call("g.op", tuple(items)), str(node.typed_like)]
            function = "typed_like"
        else:
            function = "g.op"
        if node.inline and call_depth(items) < MAX_INLINE_DEPTH:
            inlined[node.output] = Call(function, tuple(items))
            return None
        lines.append(call(function, items, indent, assigned(node)))
        return ("\n" + " " * indent).join(lines)

    return graph_lines(variant, indent, constant, node_call, ("g",), tables)


def overloads(mapping: Mapping) -> list[str]:
    """The symbolic's branches for `source.overloads`, told apart by their number of args:
    each calls the symbolic again with the mapped overload's args."""
    lines = []
    for overload in mapping.overloads:
        if overload.twin:
            continue  # the same args as the mapped overload: the symbolic takes it as is
        names = [a.name for a in overload.params]
        lines += [
            f"    if len(args) == {len(names)}:",
            f"        {overload_note(mapping, overload)}",
            f"        {', '.join(names)}{',' if len(names) == 1 else ''} = args",
            "        " + overload_call("_symbolic", overload, 8, first=("g",)),
        ]
    return lines


def mapping_table(ops: list[Mapping]) -> str:
    """The package's `MAPPINGS`: (module, source op, opsets, schema) of each op mapping."""
    rows = [
        Call(
            "",
            (
                literal(m.name),
                literal(m.register_name),
                _range(m.plan(TORCHSCRIPT).opsets),
                _schemas_item(symbolic_schemas(m)),
            ),
        )
        for m in ops
    ]
    return call("", rows, prefix="MAPPINGS = ", is_tuple=True)


def _range(opsets: range) -> str:
    return f"range({opsets.start}, {opsets.stop})"


def _schemas_item(schemas: str | tuple[str, ...] | None) -> str | Call:
    """A row's schemas: one literal, or a tuple laid out as the formatter would."""
    if isinstance(schemas, tuple):
        return Call("", tuple(literal(s) for s in schemas), is_tuple=True)
    return literal(schemas)


def symbolic_schemas(mapping: Mapping) -> str | tuple[str, ...] | None:
    """The torch schema text of the overloads a mapping's symbolic takes, as validated:
    the mapped one, or a tuple of it and the listed overloads (`source.overloads`); None
    where the op could not be looked up. Registering compares them with the installed
    torch's and skips the mapping where they differ."""
    if mapping.schema is None:
        return None
    schemas = (mapping.schema, *(o.schema for o in mapping.overloads))
    return schemas if len(schemas) > 1 else schemas[0]
