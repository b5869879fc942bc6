"""The dynamo exporter's backend: an onnxscript translation per mapping, in
`translations/`, keyed in the exporter's custom translation table (`runtime.translation`
is what it calls at export)."""

from __future__ import annotations

from ...ir.exporters import DYNAMO
from ...ir.graph import Alternative, Step
from ...ir.plan import Mapping
from ...ir.signature import NO_DEFAULT
from ..layout import Call, call, import_names, literal
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

EXPORTER = DYNAMO
TEMPLATE = "translation.py.j2"


def module_path(mapping: Mapping) -> str | None:
    return f"translations/{mapping.name}.py" if mapping.dynamo else None


def contract(mapping: Mapping) -> str:
    return common.contract(mapping, DYNAMO)


def imports(mapping: Mapping) -> list[str]:
    """The translation module's imports, in the order isort puts them."""
    lines = []
    if any(not n.domain for n in mapping.nodes):
        lines.append(
            f"from onnxscript import opset{mapping.plan(DYNAMO).first_opset} as op"
        )
    for variant in mapping.reached(_dynamo_opsets(mapping)):
        module = _op_module(mapping, variant)
        if module != "op" and any(not n.domain for n in variant.nodes):
            lines.append(f"from onnxscript import opset{module[2:]} as {module}")
    lines = list(dict.fromkeys(lines))
    helpers = ["check_inputs", *mapping.plan(DYNAMO).helpers]
    if reads_opset(mapping.reached(_dynamo_opsets(mapping))) or reads_export_opset(
        mapping, DYNAMO
    ):
        helpers.append("export_opset")
    if _dtype_args(mapping):
        helpers.append("dtype_arg")
    if mapping.constants:
        helpers.append("constant")
    if custom_ops(mapping):
        helpers.append("custom_op")
    helpers += sorted({t.kind for t in common.tables(mapping)})
    if not mapping.function:
        helpers.append("torch_fallback")
    if mapping.promote:
        helpers.append("promote")
    lines.append("from opmapgen.runtime.contract import Contract")
    lines.append(import_names("opmapgen.runtime.translation", sorted(helpers)))
    reached = mapping.reached(_dynamo_opsets(mapping))
    if uses_tensor_proto([n for v in reached for n in v.nodes] or mapping.nodes):
        lines.append("from onnx import TensorProto")
    lines.sort()
    if mapping.function:
        lines.append("")
        lines.append(f"from ..{mapping.name} import OP")
    return lines


def _dtype_args(mapping: Mapping) -> list[str]:
    """The args the dynamo exporter passes as a dtype (it goes by the name `dtype`)."""
    return [a.name for a in mapping.args if a.name == "dtype" and a.descriptor == "i"]


def _dynamo_opsets(mapping: Mapping) -> range:
    return mapping.plan(DYNAMO).opsets


def _op_module(mapping: Mapping, variant: Alternative) -> str:
    """The onnxscript opset module a variant's translation calls: `op`, the dynamo
    exporter's first, or `op23` for a variant that starts at a later opset (23)."""
    start = variant.opsets[0]
    return "op" if start <= mapping.plan(DYNAMO).first_opset else f"op{start}"


def custom_ops(mapping: Mapping) -> list[str]:
    """Module-level declarations of the custom-domain ops the translation calls."""
    versions = dict(mapping.custom_opsets)
    found: dict[tuple[str, str], tuple[int, dict]] = {}
    for node in mapping.nodes:
        if not node.domain:
            continue
        count, kinds = found.get((node.domain, node.op_type), (0, {}))
        kinds = {**kinds, **{a.name: a.kind for a in node.attributes}}
        found[(node.domain, node.op_type)] = (max(count, len(node.inputs)), kinds)
    lines = []
    for (domain, op_type), (count, kinds) in found.items():
        items = [
            literal(domain),
            literal(versions[domain]),
            literal(op_type),
            f"inputs={count}",
            Call(
                "attributes=",
                tuple(f"{literal(k)}: {literal(v)}" for k, v in sorted(kinds.items())),
                brackets="{}",
            ),
        ]
        lines.append(call("custom_op", items, prefix=f"{op_type} = "))
    return lines


def fallback_args(mapping: Mapping) -> list[str]:
    """`torch_fallback`'s: with the keyword-only args the spec renames, by the schema's
    names (the exporter passes them so)."""
    renamed = {a.keyword: a.name for a in mapping.args if a.keyword}
    keywords = [f"keywords={literal(renamed)}"] if renamed else []
    return ["CONTRACT", "TARGET", *keywords]


def params(mapping: Mapping, args=None) -> list[str]:
    return [
        a.name if a.default is NO_DEFAULT else f"{a.name}={literal(a.default)}"
        for a in (mapping.args if args is None else args)
    ]


def overloads(mapping: Mapping) -> list[str]:
    """One translation per overload of `source.overloads`, calling the mapped one, and the
    table that names them."""
    lines = []
    for overload in mapping.overloads:
        own = params(mapping, overload.params)
        lines += [
            "",
            "",
            call("@torch_fallback", ["CONTRACT", literal(overload.target)]),
            call(f"def {overload.function}", own, suffix=":"),
            f"    {overload_note(mapping, overload)}",
            "    # The mapped overload's own translation (a refusal falls back to this",
            "    # overload's translation of torch's).",
            "    " + overload_call("translation.__wrapped__", overload, 4),
        ]
    targets = [f"{literal(o.target)}: {o.function}" for o in mapping.overloads]
    return [
        *lines,
        "",
        "",
        "# The other overloads the mapping exports (source.overloads), by their key in the",
        "# dynamo exporter's table.",
        call("OVERLOADS = ", targets, brackets="{}"),
        "# Their schemas as the build validated them (see SCHEMA).",
        call(
            "OVERLOAD_SCHEMAS = ",
            [f"{literal(o.target)}: {literal(o.schema)}" for o in mapping.overloads],
            brackets="{}",
        ),
    ]


def body(mapping: Mapping, indent: int) -> str:
    """The statements of the translation function, indented for its body."""
    early = reads_export_opset(mapping, DYNAMO)
    lines = ["opset = export_opset()"] if early else []
    lines += [check_inputs_call(mapping, indent, DYNAMO)]
    lines += promote_lines(mapping, indent, ())
    lines += [f"{name} = dtype_arg({name})" for name in _dtype_args(mapping)]
    reached = mapping.reached(_dynamo_opsets(mapping))
    if reads_opset(reached) and not early:
        lines.append("opset = export_opset()")
    return body_text(
        mapping,
        indent,
        lines,
        lambda variant, at: _graph(
            variant, at, _op_module(mapping, variant), common.tables(mapping)
        ),
        reached,
        DYNAMO,
    )


def _graph(
    variant: Alternative, indent: int, module: str = "op", tables: dict | None = None
) -> list[str]:
    def constant(c, indent: int) -> str:
        value = value_code(c.value)
        dtype = f"like={c.like}" if c.like else f"dtype={literal(c.dtype)}"
        return call("constant", [value, dtype], indent, f"{c.name} = ")

    def node_call(node: Step, inlined: dict, indent: int) -> str | None:
        attributes = [attribute_code(node, a, f"{a.name}=") for a in node.attributes]
        function = node.op_type if node.domain else f"{module}.{node.op_type}"
        items = [*input_codes(node, inlined), *attributes]
        if node.inline and call_depth(items) < MAX_INLINE_DEPTH:
            inlined[node.output] = Call(function, tuple(items))
            return None
        return call(function, items, indent, assigned(node))

    return graph_lines(variant, indent, constant, node_call, (), tables)
