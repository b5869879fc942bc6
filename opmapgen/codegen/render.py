"""Step 4: render validated Mappings through the Jinja2 templates into file texts.

Nothing here touches the disk but the template folder: the result is a dict of relative path →
text, which `write` compares with and swaps into the output folder.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import jinja2

from ..ir import expr
from ..spec.model import TensorInput
from ..validate import target_schema
from ..validate.condition import HELPERS
from ..validate.formula import TENSOR_DTYPES
from ..validate.mapping import (
    NO_DEFAULT,
    NO_VARIANT,
    AttributeValue,
    Expr,
    Filled,
    Mapping,
    Node,
    Overload,
    Ref,
    TestCase,
    TestValue,
    Variant,
    opset_ranges,
)
from .resources import templates_dir

LINE_LENGTH = 88
INDENT = "    "


@dataclass(frozen=True)
class Call:
    """A bracketed expression laid out as ruff and black lay it out.

    `head` is the text before the bracket (`f`, `args=`, or nothing for a tuple). On one line if
    it fits; otherwise one item per line with a trailing comma, which formatters keep as it
    is, so the output is already formatted.
    """

    head: str
    items: tuple[str | Call | Logic, ...]
    brackets: str = "()"
    is_tuple: bool = False  # a one-item tuple needs its comma

    def format(self, indent: int, column: int | None = None, trailing: int = 0) -> str:
        """Lay out at block `indent`, starting at `column`, with `trailing` characters after."""
        column = indent if column is None else column
        line = self.one_line()
        if column + len(line) + trailing <= LINE_LENGTH:
            return line
        pad = " " * indent
        items = [
            item if isinstance(item, str) else item.format(indent + 4, trailing=1)
            for item in self.items
        ]
        body = "".join(f"{pad}{INDENT}{item},\n" for item in items)
        return f"{self.head}{self.brackets[0]}\n{body}{pad}{self.brackets[1]}"

    def one_line(self) -> str:
        flat = [
            item if isinstance(item, str) else item.one_line() for item in self.items
        ]
        comma = "," if self.is_tuple and len(flat) == 1 else ""
        return (
            f"{self.head}{self.brackets[0]}{', '.join(flat)}{comma}{self.brackets[1]}"
        )


@dataclass(frozen=True)
class Logic:
    """A condition laid out as ruff and black lay it out when too long: split before every
    `and`/`or` of its chain (a bracketed chain in it stays one operand), and an operand
    still too long split before its comparison, a tuple or list after it one item per
    line."""

    test: expr.Expr

    def one_line(self) -> str:
        return expr.python(self.test)

    def format(self, indent: int, column: int | None = None, trailing: int = 0) -> str:
        code = self.one_line()
        column = indent if column is None else column
        if column + len(code) + trailing <= LINE_LENGTH:
            return code
        operands = expr.chain(self.test)
        pad = " " * indent
        lines = []
        for i, (word, node) in enumerate(operands):
            text = word + _operand(node, self.test)
            end = trailing if i == len(operands) - 1 else 0
            if indent + len(text) + end > LINE_LENGTH:
                text = (
                    _split_group(word, node, indent)
                    or _split_comparison(word, node, indent, end)
                    or text
                )
            lines.append(text)
        return f"\n{pad}".join(lines)


def _operand(node: expr.Expr, parent: expr.Expr) -> str:
    """A chain operand's code, with the brackets that group it."""
    if isinstance(parent, expr.Logical):
        return expr.operand(node, parent)
    return expr.python(node)


def _split_group(word: str, node: expr.Expr, indent: int) -> str | None:
    """A bracketed chain, `(a and b)`, opened over lines of its own, or None."""
    if not isinstance(node, expr.Logical):
        return None
    inner = Logic(node).format(indent + 4)
    pad = " " * indent
    return f"{word}(\n{pad}    {inner}\n{pad})"


def _split_comparison(word: str, node: expr.Expr, indent: int, trailing: int):
    """`left` and `op (items...)` on lines of their own, or None."""
    collection = _collection(node.rights[0]) if _compares(node) else None
    if collection is None:
        return None
    left = word + expr.python(node.left, expr.EXPR)
    right = replace(collection, head=f"{node.ops[0]} ", items=_items(node.rights[0]))
    return f"{left}\n{' ' * indent}{right.format(indent, trailing=trailing)}"


def _items(node: expr.Items) -> tuple[str, ...]:
    return tuple(expr.python(item, expr.TEST) for item in node.items)


def _compares(node: expr.Expr) -> bool:
    return isinstance(node, expr.Compare) and len(node.ops) == 1


def _collection(node: expr.Expr) -> Call | None:
    """An empty Call shaped like a tuple or list literal, which formatters explode one
    item per line with a trailing comma; None for other expressions."""
    if not isinstance(node, expr.Items):
        return None
    if node.brackets == "[]":
        return Call("", (), "[]")
    return Call("", (), "()", is_tuple=True)


def _if(keyword: str, test: expr.Expr, indent: int) -> list[str]:
    """`if test:` (or elif) as ruff writes it when too long: a tuple or list that ends a
    condition of one `and`, `or` or comparison is exploded in place; otherwise the
    condition is bracketed over several lines. Relative to `indent`."""
    line = f"{keyword} {expr.python(test)}:"
    if indent + len(line) <= LINE_LENGTH:
        return [line]
    hugged = _hug(keyword, test, indent)
    if hugged:
        return hugged
    return [f"{keyword} (", INDENT + Logic(test).format(indent + 4, trailing=0), "):"]


def _hug(keyword: str, test: expr.Expr, indent: int) -> list[str] | None:
    code = expr.python(test)
    operands = expr.chain(test)
    last = operands[-1][1]
    # Formatters keep the condition unbracketed only with a single `and`/`or`, or a
    # single comparison.
    if len(operands) == 2 and isinstance(last, expr.Logical):
        # `a and (b or c)`: the bracketed group opens the block, split inside.
        head = f"{keyword} {code[: len(code) - len(_operand(last, test)) + 1]}"
        if indent + len(head) > LINE_LENGTH:
            return None
        inner = Logic(last).format(indent + 4)
        return [f"{head}\n{' ' * (indent + 4)}{inner}\n{' ' * indent}):"]
    if len(operands) > 2 or not _compares(last):
        return None
    tail = last.rights[0]
    collection = _collection(tail)
    if collection is None:
        return None
    head = f"{keyword} {code[: len(code) - len(expr.python(tail, expr.EXPR))]}"
    if indent + len(head) + 1 > LINE_LENGTH:
        return None
    exploded = replace(collection, head=head, items=_items(tail))
    return [exploded.format(indent, trailing=LINE_LENGTH) + ":"]


def call(
    head: str,
    items: list[str | Call],
    indent: int = 0,
    prefix: str = "",
    suffix: str = "",
    is_tuple: bool = False,
    brackets: str = "()",
) -> str:
    """`prefix head(items...) suffix` as a line at `indent`, for the templates."""
    body = Call(head, tuple(items), brackets=brackets, is_tuple=is_tuple)
    return f"{prefix}{body.format(indent, indent + len(prefix), len(suffix))}{suffix}"


def assign(name: str, value: str) -> str:
    """`name = value`, the value in brackets on a line of its own where that makes it fit,
    as the formatter lays it out."""
    line = f"{name} = {value}"
    if len(line) <= LINE_LENGTH or len(value) + 4 > LINE_LENGTH:
        return line
    return f"{name} = (\n    {value}\n)"


def import_names(module: str, names: list[str]) -> str:
    """`from module import a, b`, bracketed one per line when it is too long."""
    line = f"from {module} import {', '.join(names)}"
    return (
        line
        if len(line) <= LINE_LENGTH
        else call("", names, prefix=line[: -len(", ".join(names))])
    )


@dataclass(frozen=True)
class PackageOptions:
    """How a package is built, beyond its specs."""

    library: bool = False  # opmapgen's library itself, which a user's package overrides
    # The project folder relative to the package's, where its functions and kernels are
    # imported from; None when it has neither.
    project: str | None = None


def render(
    mappings: list[Mapping], command: str, options: PackageOptions = PackageOptions()
) -> dict[str, str]:
    """Every generated file, keyed by its path relative to the output folder."""
    env = _environment()
    if not (any(m.function for m in mappings) or _kernels(mappings)):
        options = replace(options, project=None)
    files = {
        "__init__.py": env.get_template("package_init.py.j2").render(
            options=options,
            mappings=mappings,
            ops=[m for m in mappings if not m.function and m.torchscript],
            functions=[m for m in mappings if m.function],
            translations=[m for m in mappings if m.dynamo],
            exports=_exports(mappings),
            command=command,
            custom_opsets=_custom_opsets(mappings),
            bodies=[m for m in mappings if m.body],
            kernels_items=[
                f"{literal(op)}: {literal(kernel)}"
                for op, kernel in _kernels(mappings).items()
            ],
        ),
        "tests/__init__.py": env.get_template("tests_init.py.j2").render(
            command=command
        ),
        "translations/__init__.py": env.get_template("translations_init.py.j2").render(
            command=command
        ),
    }
    for mapping in mappings:
        if mapping.function or mapping.torchscript:
            files[f"{mapping.name}.py"] = env.get_template("mapping.py.j2").render(
                m=mapping, command=command
            )
        if mapping.dynamo:
            files[f"translations/{mapping.name}.py"] = env.get_template(
                "translation.py.j2"
            ).render(m=mapping, command=command)
        files[f"tests/test_{mapping.name}.py"] = env.get_template(
            "test_mapping.py.j2"
        ).render(
            m=mapping,
            command=command,
            opinfo=mapping.opinfo,
        )
    return files


def mapping_table(ops: list[Mapping]) -> str:
    """The package's `MAPPINGS`: (module, source op, opsets, schema) of each op mapping."""
    rows = [
        Call(
            "",
            (
                literal(m.name),
                literal(m.register_name),
                f"range({m.first_opset}, {m.last_opset + 1})",
                _schemas_item(symbolic_schemas(m)),
            ),
        )
        for m in ops
    ]
    return call("", rows, prefix="MAPPINGS = ", is_tuple=True)


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


def _exports(mappings: list[Mapping]) -> list[str]:
    """The package's public names: its helpers and each function mapping with its Module."""
    names = [
        "MAPPINGS",
        "TRANSLATIONS",
        "custom_opsets",
        "custom_translation_table",
        "export",
        "register",
        "registered",
        "unregister",
    ]
    if any(m.body for m in mappings):
        names += ["BODIES", "attach_functions"]
    if _kernels(mappings):
        names.append("KERNELS")
    for mapping in mappings:
        if mapping.function:
            names += [mapping.class_name, mapping.name]
    return sorted(names)


def _kernels(mappings: list[Mapping]) -> dict[str, str]:
    """Custom-domain op (`domain::Op`) → the kernel (`module:callable`) that runs it."""
    return dict(
        sorted((n.qualified, n.kernel) for m in mappings for n in m.nodes if n.kernel)
    )


def _custom_opsets(mappings: list[Mapping]) -> dict[str, int]:
    return dict(sorted({d: v for m in mappings for d, v in m.custom_opsets}.items()))


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(templates_dir()),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,  # the output is Python: values go through `py` and `doc`
    )
    env.filters["py"] = literal
    env.filters["doc"] = _docstring_text
    env.filters["ranges"] = opset_ranges
    env.globals["call"] = call
    env.globals["assign"] = assign
    env.globals["import_names"] = import_names
    env.globals["mapping_table"] = mapping_table
    env.globals["parity_imports"] = parity_imports
    env.globals["imports"] = _imports
    env.globals["symbolic_body"] = _symbolic_body
    env.globals["contract"] = contract
    env.globals["translation_imports"] = _translation_imports
    env.globals["custom_ops"] = _custom_ops
    env.globals["translation_body"] = _translation_body
    env.globals["translation_params"] = _translation_params
    env.globals["exporter_cases"] = _exporter_cases
    env.globals["test_runtimes"] = test_runtimes
    env.globals["parity_kwargs"] = _parity_kwargs
    env.globals["test_cases"] = test_cases
    env.globals["opinfo_kwargs"] = opinfo_kwargs
    env.globals["opinfo_params"] = opinfo_params
    env.globals["overload_branches"] = overload_branches
    env.globals["overload_translations"] = overload_translations
    env.globals["exporter_xfail"] = exporter_xfail
    env.globals["parity_xfail"] = parity_xfail
    env.globals["body_constant"] = body_constant
    env.globals["bodies_table"] = bodies_table
    return env


def body_constant(mapping: Mapping) -> str:
    """`BODY = \"\"\"...\"\"\"`: the custom op's body as an ONNX function in text form."""
    node = next(n for n in mapping.nodes if n.domain and n.domain != "com.microsoft")
    return (
        f"# {node.domain}::{node.op_type} in standard ONNX: `export` attaches it to the "
        "model as a\n# model-local function, which runtimes with no kernel for the op run "
        "(at the model's\n# opset).\n"
        f'BODY = """\n{mapping.body.strip()}\n"""'
    )


def bodies_table(mappings: list[Mapping]) -> str:
    """`BODIES = {(domain, op): module}` for the custom ops with a body."""
    items = []
    for mapping in mappings:
        node = next(
            n for n in mapping.nodes if n.domain and n.domain != "com.microsoft"
        )
        module = (
            mapping.name
            if mapping.function or mapping.torchscript
            else f"translations.{mapping.name}"
        )
        items.append(
            f"({literal(node.domain)}, {literal(node.op_type)}): {literal(module)}"
        )
    return call("", tuple(items), prefix="BODIES = ", brackets="{}")


def literal(value: object) -> str:
    """Python source for a plain value, quoted the way ruff and black quote it."""
    if isinstance(value, str):
        if value.count('"') > value.count("'"):
            return repr(value)  # single quotes: fewer escapes, as ruff prefers
        body = "".join(
            '\\"'
            if ch == '"'
            else "\\\\"
            if ch == "\\"
            else ch
            if ch.isprintable()
            else repr(ch)[1:-1]
            for ch in value
        )
        return f'"{body}"'
    if isinstance(value, list):
        return f"[{', '.join(literal(v) for v in value)}]"
    if isinstance(value, tuple):
        items = ", ".join(literal(v) for v in value)
        return f"({items},)" if len(value) == 1 else f"({items})"
    if isinstance(value, dict):
        return (
            "{"
            + ", ".join(f"{literal(k)}: {literal(v)}" for k, v in value.items())
            + "}"
        )
    if isinstance(value, float) and not math.isfinite(value):
        return f'float("{value}")'  # repr gives inf or nan: names, not numbers
    if isinstance(value, float):
        return repr(value).replace("e+", "e")  # 1e308, as ruff writes it
    if isinstance(value, bool | int) or value is None:
        return repr(value)
    raise TypeError(f"no literal for {type(value).__name__}")


def _expression(value: AttributeValue) -> str:
    if isinstance(value, Expr):
        return expr.python(value.tree)
    if isinstance(value, Ref):
        return f"{value.cast}({value.arg})" if value.cast else value.arg
    if isinstance(value, tuple):
        return f"[{', '.join(_expression(v) for v in value)}]"
    return literal(value)


# Attributes that hold an ONNX dtype number (Cast's `to`, EyeLike's `dtype`, ...): written
# by name, `TensorProto.FLOAT`, as ONNX's own docs and torch's symbolics write them.
DTYPE_ATTRIBUTES = frozenset({"to", "dtype", "output_dtype"})


def _attribute(node: Node, attribute, head: str) -> str | Call:
    if _names_a_dtype(attribute):
        return head + f"TensorProto.{TENSOR_PROTO_NAMES[attribute.value]}"
    return _value(attribute.value, head)


# ONNX's number of a dtype → its TensorProto name: `tensor(float)` is TensorProto.FLOAT (the
# build's table of ONNX types; importing onnx here would cost a cached build its speed).
TENSOR_PROTO_NAMES = {
    number: onnx_type.removeprefix("tensor(").removesuffix(")").upper()
    for onnx_type, (_, number) in TENSOR_DTYPES.items()
}


def _names_a_dtype(attribute) -> bool:
    return (
        attribute.value in TENSOR_PROTO_NAMES
        and attribute.name in DTYPE_ATTRIBUTES
        and attribute.kind == "int"
        and type(attribute.value) is int
    )


def _uses_tensor_proto(nodes) -> bool:
    return any(_names_a_dtype(a) for node in nodes for a in node.attributes)


def _value(value: AttributeValue, head: str = "") -> str | Call:
    """`head` and a value (a constant's, or an attribute's after `keyword=`); a list one
    item per line when too long, as formatters lay it."""
    if isinstance(value, tuple):
        return Call(head, tuple(_expression(v) for v in value), brackets="[]")
    return head + _expression(value)


def _imports(mapping: Mapping) -> list[str]:
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
        if any(i.when for node in mapping.nodes for i in node.inputs):
            helpers.append("given")
        if any(node.typed_like is not None for node in mapping.nodes):
            helpers.append("typed_like")
        if not mapping.function:
            helpers.append("torch_fallback")
        if mapping.promote:
            helpers.append("promote")
        helpers += _condition_helpers(
            mapping, range(mapping.first_opset, mapping.last_opset + 1)
        )
        helpers.append("parse_args")
        lines.append(import_names("opmapgen.runtime.symbolic", sorted(helpers)))
        if _uses_tensor_proto(mapping.nodes):
            lines.append("from onnx import TensorProto")
    uses_torch = mapping.function or (mapping.constants and mapping.torchscript)
    return (["import torch"] if uses_torch else []) + sorted(lines)


def _condition_helpers(mapping: Mapping, opsets: range) -> list[str]:
    """The runtime helpers the conditions of the guards and of the variants an exporter
    reaches at `opsets` call, and attribute expressions (`onnx_dtype(dtype)`)."""
    variants = _reached(mapping, opsets)
    nodes = [n for v in variants for n in v.nodes] if variants else mapping.nodes
    tests = (
        [v.test for v in variants]
        + [g.test for g in mapping.guards]
        + [n.branch.test for n in nodes if n.branch]
        + [e.tree for n in nodes for a in n.attributes for e in _trees(a.value)]
        + [e.tree for v in variants for c in v.constants for e in _trees(c.value)]
    )
    found = set().union(*(expr.helpers(t) for t in tests))
    return sorted(found & HELPERS)


def _trees(value: AttributeValue) -> list[Expr]:
    """The expressions in an attribute's or a constant's value."""
    if isinstance(value, Expr):
        return [value]
    if isinstance(value, tuple):
        return [item for v in value for item in _trees(v)]
    return []


def _translation_imports(mapping: Mapping) -> list[str]:
    """The translation module's imports, in the order isort puts them."""
    lines = []
    if any(not n.domain for n in mapping.nodes):
        lines.append(f"from onnxscript import opset{mapping.dynamo_first_opset} as op")
    for variant in _reached(mapping, _dynamo_opsets(mapping)):
        module = _op_module(mapping, variant)
        if module != "op" and any(not n.domain for n in variant.nodes):
            lines.append(f"from onnxscript import opset{module[2:]} as {module}")
    lines = list(dict.fromkeys(lines))
    helpers = ["check_inputs", *_condition_helpers(mapping, _dynamo_opsets(mapping))]
    if _reads_opset(_reached(mapping, _dynamo_opsets(mapping))) or _later_dtypes(
        mapping, symbolic=False
    ):
        helpers.append("export_opset")
    if _dtype_args(mapping):
        helpers.append("dtype_arg")
    if mapping.constants:
        helpers.append("constant")
    if _custom_ops(mapping):
        helpers.append("custom_op")
    if not mapping.function:
        helpers.append("torch_fallback")
    if mapping.promote:
        helpers.append("promote")
    lines.append("from opmapgen.runtime.contract import Contract")
    lines.append(import_names("opmapgen.runtime.translation", sorted(helpers)))
    reached = _reached(mapping, _dynamo_opsets(mapping))
    if _uses_tensor_proto([n for v in reached for n in v.nodes] or mapping.nodes):
        lines.append("from onnx import TensorProto")
    lines.sort()
    if mapping.function:
        lines.append("")
        lines.append(f"from ..{mapping.name} import OP")
    return lines


def _dtype_args(mapping: Mapping) -> list[str]:
    """The args the dynamo exporter passes as a dtype (it goes by the name `dtype`)."""
    return [a.name for a in mapping.args if a.name == "dtype" and a.descriptor == "i"]


def _reads_opset(variants: tuple[Variant, ...]) -> bool:
    """Whether a variant applies at some export opsets only (its condition reads `opset`)."""
    return any("opset" in v.reads for v in variants)


def _dynamo_opsets(mapping: Mapping) -> range:
    return range(mapping.dynamo_first_opset, mapping.dynamo_last_opset + 1)


def _op_module(mapping: Mapping, variant: Variant) -> str:
    """The onnxscript opset module a variant's translation calls: `op`, the dynamo
    exporter's first, or `op23` for a variant that starts at a later opset (23)."""
    start = variant.opsets[0]
    return "op" if start <= mapping.dynamo_first_opset else f"op{start}"


def _custom_ops(mapping: Mapping) -> list[str]:
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


def _translation_params(mapping: Mapping, args=None) -> list[str]:
    return [
        a.name if a.default is NO_DEFAULT else f"{a.name}={literal(a.default)}"
        for a in (mapping.args if args is None else args)
    ]


def _overload_note(mapping: Mapping, overload: Overload) -> str:
    """`# aten::sort(input, dim, descending), with stable=None`: what a call of `overload`
    passes on."""
    filled = [
        f"{arg.name}={literal(value.value)}"
        for arg, value in zip(mapping.args, overload.call)
        if isinstance(value, Filled)
    ]
    own = ", ".join(a.name for a in overload.params)
    if overload.twin:
        return (
            f"# {overload.op}({own}): Python numbers where the mapped one takes tensors"
        )
    return f"# {overload.op}({own}), with {', '.join(filled)}"


def _overload_call(
    head: str, overload: Overload, indent: int, first: tuple[str, ...] = ()
) -> str:
    """`return head(a, None, b)`: the mapped overload called with `overload`'s args."""
    items = [v if isinstance(v, str) else literal(v.value) for v in overload.call]
    return call(head, [*first, *items], indent, prefix="return ")


def overload_branches(mapping: Mapping) -> list[str]:
    """The symbolic's branches for `source.overloads`, told apart by their number of args:
    each calls the symbolic again with the mapped overload's args."""
    lines = []
    for overload in mapping.overloads:
        if overload.twin:
            continue  # the same args as the mapped overload: the symbolic takes it as is
        names = [a.name for a in overload.params]
        lines += [
            f"    if len(args) == {len(names)}:",
            f"        {_overload_note(mapping, overload)}",
            f"        {', '.join(names)}{',' if len(names) == 1 else ''} = args",
            "        " + _overload_call("_symbolic", overload, 8, first=("g",)),
        ]
    return lines


def overload_translations(mapping: Mapping) -> list[str]:
    """One translation per overload of `source.overloads`, calling the mapped one, and the
    table that names them."""
    lines = []
    for overload in mapping.overloads:
        params = _translation_params(mapping, overload.params)
        lines += [
            "",
            "",
            call("@torch_fallback", ["CONTRACT", literal(overload.target)]),
            call(f"def {overload.function}", params, suffix=":"),
            f"    {_overload_note(mapping, overload)}",
            "    # The mapped overload's own translation (a refusal falls back to this",
            "    # overload's translation of torch's).",
            "    " + _overload_call("translation.__wrapped__", overload, 4),
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


def contract(mapping: Mapping, symbolic: bool = False) -> str:
    """`CONTRACT = Contract(...)`: the dtype contract the symbolic and translation check
    (the symbolic's also names the ops torch's scalar type analysis retypes)."""
    items: list[str | Call] = [
        literal(mapping.name),
        literal(mapping.spec_path),
        _tuple("dtypes=", mapping.dtypes),
    ]
    if mapping.unsupported:
        reasons = tuple(f"{literal(d)}: {literal(r)}" for d, r in mapping.unsupported)
        items.append(Call("reasons=", reasons, brackets="{}"))
    if symbolic and "float64" in mapping.dtypes and mapping.scalar_typed_ops:
        items.append(_tuple("scalar_typed_ops=", mapping.scalar_typed_ops))
    wrong = mapping.torch_wrong_for("torchscript" if symbolic else "dynamo")
    if wrong:
        pairs = tuple(f"{literal(d)}: {literal(r)}" for d, r, _ in wrong)
        items.append(Call("torch_wrong=", pairs, brackets="{}"))
        below = tuple(f"{literal(d)}: {b}" for d, _, b in wrong if b is not None)
        if below:
            items.append(Call("torch_wrong_below=", below, brackets="{}"))
    if mapping.promote:
        items.append(_tuple("promote=", mapping.promote))
        if mapping.promote_kind != "DEFAULT":
            items.append(f"promote_kind={literal(mapping.promote_kind)}")
        if set(mapping.promoted) != set(mapping.dtypes):
            items.append(_tuple("promoted=", mapping.promoted))
    later = _later_dtypes(mapping, symbolic)
    if later:
        pairs = tuple(f"{literal(d)}: {o}" for d, o in later)
        items.append(Call("dtype_opsets=", pairs, brackets="{}"))
    return call("Contract", items, prefix="CONTRACT = ")


def _later_dtypes(mapping: Mapping, symbolic: bool) -> tuple[tuple[str, int], ...]:
    """The dtypes the exporter's range reaches before their own first opset."""
    first = mapping.first_opset if symbolic else mapping.dynamo_first_opset
    return mapping.dtype_opsets_after(first)


def _check_inputs(mapping: Mapping, indent: int, symbolic: bool) -> str:
    """`check_inputs(CONTRACT, ...)`, given the export opset where a dtype starts later."""
    opset = ["opset=opset"] if _later_dtypes(mapping, symbolic) else []
    return call(
        "check_inputs", ["CONTRACT", *_tensor_keywords(mapping), *opset], indent
    )


def _tensor_keywords(
    mapping: Mapping, values: dict[str, str] | None = None
) -> list[str]:
    """`name=value` of each tensor arg (read with v); its value is its name by default."""
    return [
        f"{a.name}={(values or {}).get(a.name, a.name)}" for a in mapping.tensor_args
    ]


def _translation_body(mapping: Mapping, indent: int) -> str:
    """The statements of the translation function, indented for its body."""
    early = bool(_later_dtypes(mapping, symbolic=False))
    lines = ["opset = export_opset()"] if early else []
    lines += [_check_inputs(mapping, indent, False), *_promote(mapping, indent, ())]
    lines += [f"{name} = dtype_arg({name})" for name in _dtype_args(mapping)]
    reached = _reached(mapping, _dynamo_opsets(mapping))
    if _reads_opset(reached) and not early:
        lines.append("opset = export_opset()")
    return _body(
        mapping,
        indent,
        lines,
        lambda variant, at: _translation_graph(
            variant, at, _op_module(mapping, variant)
        ),
        reached,
        "dynamo",
    )


def _symbolic_body(mapping: Mapping, indent: int) -> str:
    """The statements of the symbolic function, indented for its body."""
    lines = []
    if mapping.function:
        lines.append(f"check_opset(g, OPSETS, {literal(mapping.name)})")
    early = bool(_later_dtypes(mapping, symbolic=True))
    if early:
        lines.append("opset = g.opset")
    lines.append(_check_inputs(mapping, indent, True))
    lines += _promote(mapping, indent, ("g",))
    reached = _reached(mapping, range(mapping.first_opset, mapping.last_opset + 1))
    if _reads_opset(reached) and not early:
        lines.append("opset = g.opset")
    return _body(mapping, indent, lines, _symbolic_graph, reached, "torchscript")


def _promote(mapping: Mapping, indent: int, first: tuple[str, ...]) -> list[str]:
    """The `promote` args rebound to their values in the dtype torch computes them in."""
    if not mapping.promote:
        return []
    names = ", ".join(mapping.promote) + ("," if len(mapping.promote) == 1 else "")
    items = [*first, "CONTRACT", *(f"{n}={n}" for n in mapping.promote)]
    return [
        "# torch's type promotion: one dtype for these, as torch.result_type gives it",
        call("promote", items, indent, prefix=f"{names} = "),
    ]


def _reached(mapping: Mapping, opsets: range) -> tuple[Variant, ...]:
    """The variants an exporter reaches at `opsets` (one exporting at opset 20 never
    reaches a variant of opset 23)."""
    return tuple(
        v
        for v in mapping.variants
        if v.opsets[0] <= opsets[-1] and v.opsets[-1] >= opsets[0]
    )


def _body(
    mapping: Mapping,
    indent: int,
    lines: list[str],
    graph,
    reached: tuple,
    exporter: str,
) -> str:
    """`lines`, the guards, then each variant's graph under its condition, and a refusal
    when no condition holds."""
    pad = " " * indent
    text = [pad + line for line in lines]
    for guard in mapping.guards:
        values = [f"{name}={name}" for name in guard.reads]
        items = [Logic(guard.test), literal(guard.message)]
        if guard.torch_wrong:
            items.append(f"torch_wrong={literal(guard.torch_wrong)}")
        items += values
        text.append(pad + call("CONTRACT.require", items, indent))
    variants = reached or (
        Variant(None, None, (), mapping.constants, mapping.nodes, mapping.result),
    )
    for variant in variants:
        if variant.test is None:
            text += [pad + line for line in graph(variant, indent)]
            continue
        text += [pad + line for line in _if("if", variant.test, indent)]
        text += [pad + INDENT + line for line in graph(variant, indent + 4)]
    if variants[-1].test is not None:
        reads = dict.fromkeys(name for v in variants for name in v.reads)
        conditions = "; ".join(v.condition for v in variants)
        message = f"{NO_VARIANT} (variants: {conditions})"
        items = [literal(message), *(f"{name}={name}" for name in reads)]
        text.append(pad + call("CONTRACT.refuse", items, indent))
    return "\n".join(text)


def _translation_graph(variant: Variant, indent: int, module: str = "op") -> list[str]:
    def constant(c, indent: int) -> str:
        value = _value(c.value)
        dtype = f"like={c.like}" if c.like else f"dtype={literal(c.dtype)}"
        return call("constant", [value, dtype], indent, f"{c.name} = ")

    def node_call(node: Node, inlined: dict, indent: int) -> str | None:
        attributes = [_attribute(node, a, f"{a.name}=") for a in node.attributes]
        function = node.op_type if node.domain else f"{module}.{node.op_type}"
        items = [*_inputs(node, inlined), *attributes]
        if node.inline and _depth(items) < MAX_INLINE_DEPTH:
            inlined[node.output] = Call(function, tuple(items))
            return None
        return call(function, items, indent, _assigned(node))

    return _graph(variant, indent, constant, node_call)


def _symbolic_graph(variant: Variant, indent: int) -> list[str]:
    def constant(c, indent: int) -> str:
        dtype = f"dtype_of({c.like})" if c.like else f"torch.{c.dtype}"
        value = _value(c.value)
        tensor = Call("value_t=torch.tensor", (value, f"dtype={dtype}"))
        return call("g.op", ['"Constant"', tensor], indent, f"{c.name} = ")

    def node_call(node: Node, inlined: dict, indent: int) -> str | None:
        attributes = [_attribute(node, a, f"{a.keyword}=") for a in node.attributes]
        inputs = _inputs(node, inlined)
        lines = []
        if any(i.when for i in node.inputs):
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
        if node.inline and _depth(items) < MAX_INLINE_DEPTH:
            inlined[node.output] = Call(function, tuple(items))
            return None
        lines.append(call(function, items, indent, _assigned(node)))
        return ("\n" + " " * indent).join(lines)

    return _graph(variant, indent, constant, node_call)


def _assigned(node: Node) -> str:
    """What a node's call is written after: `return `, `x = ` or `_, indices = `."""
    if node.output is None:
        return "return "
    if node.outputs:
        return ", ".join(name or "_" for name in node.outputs) + " = "
    return f"{node.output} = "


def _graph(variant: Variant, indent: int, constant, node_call) -> list[str]:
    """A variant's statements: its constants, then its nodes, those of a formula's choices
    under `if`/`elif`/`else` (constants of a choice inside its block)."""
    groups: list[list] = []  # [choice or None, its branch, nodes, repeat or None]
    for node in variant.nodes:
        key = (node.branch.entry, node.branch.index) if node.branch else None
        if not groups or groups[-1][0] != key or groups[-1][3] != node.rounds:
            groups.append([key, node.branch, [], node.rounds])
        groups[-1][1] = node.branch or groups[-1][1]  # the last node's has the refusal
        groups[-1][2].append(node)
    lines = [constant(c, indent) for c in variant.constants if c.branch is None]
    inlined: dict[str, Call] = {}
    for key, branch, nodes, rounds in groups:
        inner = indent
        if branch is not None and (branch.test is not None or branch.index > 0):
            keyword = "if" if branch.index == 0 else "elif"
            lines += _if(keyword, branch.test, indent) if branch.test else ["else:"]
            inner = indent + 4
        block = [
            constant(c, inner)
            for c in variant.constants
            if c.branch and (c.branch.entry, c.branch.index) == key
        ]
        if rounds is not None:
            # A repeat: each round's nodes are written into the graph again.
            block.append(f"for _ in range({rounds.count}):")
            body = [line for n in nodes if (line := node_call(n, inlined, inner + 4))]
            block += [INDENT + line for line in body]
        else:
            block += [line for n in nodes if (line := node_call(n, inlined, inner))]
        lines += [" " * (inner - indent) + line for line in block]
        if branch is not None and branch.refusal:
            values = [f"{name}={name}" for name in branch.reads]
            lines.append("else:")
            refuse = call("CONTRACT.refuse", [literal(branch.refusal), *values], inner)
            lines.append(INDENT + refuse)
    if isinstance(variant.result, tuple):
        lines.append(f"return {', '.join(variant.result)}")
    elif variant.result:
        lines.append(f"return {variant.result}")
    return lines


# A formula's sub-expressions are written in place up to this many calls deep; deeper ones
# get a line of their own (a Horner polynomial would otherwise nest ten levels).
MAX_INLINE_DEPTH = 4


def _depth(items) -> int:
    """How many calls deep the inputs of a call go."""
    return max(
        (1 + _depth(item.items) for item in items if isinstance(item, Call)), default=0
    )


def _inputs(node: Node, inlined: dict[str, Call]) -> list[str | Call]:
    """A node's inputs as expressions: a formula's sub-expression in place, a conditional
    input None when its bool is false."""
    return [
        inlined.pop(i.name)
        if i.name in inlined
        else i.name
        if i.when is None
        else f"{i.name} if {i.when} else None"
        for i in node.inputs
    ]


def _test_value(value: TestValue) -> str | Call:
    if isinstance(value, TensorInput):
        fields = [f"dtype={literal(value.dtype)}"]
        if value.shape is not None:
            fields.insert(0, f"shape={literal(list(value.shape))}")
        if value.values is not None:
            items = tuple(literal(v) for v in value.values)
            fields.append(Call("values=", items, brackets="[]"))
        else:
            fields += [f"low={literal(value.low)}", f"high={literal(value.high)}"]
        if value.layout is not None:
            fields.append(f"layout={literal(list(value.layout))}")
        return Call("TensorInput", tuple(fields))
    return literal(value)


def _case_items(case: TestCase, keyed: bool) -> list[str | Call]:
    """A test case's op call: its positional args and, when there are any, keywords (and
    the opset below which the mapping refuses it, or what it says refusing it), as the
    items of a dict (`keyed`) or as keyword arguments."""
    names = ("args", "kwargs", "refused_below", "refused")
    args, kwargs, refused_below, refused = (
        f"{literal(n)}: " if keyed else f"{n}=" for n in names
    )
    items: list[str | Call] = [
        Call(args, tuple(_test_value(v) for v in case.args), is_tuple=True)
    ]
    if case.kwargs:
        pairs = []
        for name, value in case.kwargs:
            code = _test_value(value)
            key = f"{literal(name)}: "
            pairs.append(
                key + code
                if isinstance(code, str)
                else replace(code, head=key + code.head)
            )
        items.append(Call(kwargs, tuple(pairs), brackets="{}"))
    if case.refused_below is not None:
        items.append(f"{refused_below}{case.refused_below}")
    if case.refused is not None:
        items.append(f"{refused}{literal(case.refused)}")
    return items


def parity_imports(mapping: Mapping) -> list[str]:
    """What the parity test takes from opmapgen.runtime.parity: TensorInput when an op
    call of it has a tensor (a factory op's have none)."""
    values = [
        v
        for case in mapping.test.cases
        for v in (*case.args, *(value for _, value in case.kwargs))
    ]
    tensors = any(isinstance(v, TensorInput) for v in values)
    return ["TensorInput", "check_parity"] if tensors else ["check_parity"]


def test_cases(mapping: Mapping) -> Call | None:
    """`CASES = {...}`: the op calls by case name, when the spec has more than its own."""
    cases = mapping.test.cases
    if len(cases) == 1:
        return None
    return Call(
        "CASES = ",
        tuple(
            Call(
                f"{literal(case.name)}: ",
                tuple(_case_items(case, keyed=True)),
                brackets="{}",
            )
            for case in cases
        ),
        brackets="{}",
    )


def _parity_kwargs(mapping: Mapping) -> list[str | Call]:
    cases = mapping.test.cases
    items: list[str | Call] = [
        f"source={literal(mapping.source_op) if mapping.source_op else mapping.name}",
        *(_case_items(cases[0], keyed=False) if len(cases) == 1 else ["**CASES[case]"]),
    ]
    items += [
        f"mapping={literal(mapping.name)}",
        "opset=opset",
        f"rtol={literal(mapping.test.rtol)}",
        f"atol={literal(mapping.test.atol)}",
        "export=export",
        "exporter=exporter",
        f"path=tmp_path / {literal(mapping.name + '.onnx')}",
    ]
    runtimes = test_runtimes(mapping)
    if runtimes != ["onnxruntime"]:
        items.append("runtime=runtime" if runtimes else "runtime=None")
    kernels = {n.qualified: n.kernel for n in mapping.nodes if n.kernel}
    if runtimes and kernels:
        items.append(f"kernels={literal(kernels)}")
    return items


def _tuple(head: str, values: tuple) -> Call:
    """`head(a, b)`: a tuple of literals, split one per line when too long."""
    return Call(head, tuple(literal(v) for v in values), is_tuple=True)


def opinfo_params(mapping: Mapping) -> Call:
    """`dtype_params(...)`: the dtypes the OpInfo test runs in."""
    items: list[str | Call] = [
        literal(mapping.source_op),
        "XFAIL" if mapping.xfail else "{}",
    ]
    return Call("dtype_params", tuple(items))


def opinfo_kwargs(mapping: Mapping) -> list[str | Call]:
    """check_opinfo's arguments: the dtype contract, and where each exporter runs."""
    items: list[str | Call] = [
        f"source={literal(mapping.source_op)}",
        f"mapping={literal(mapping.name)}",
        "dtype=dtype",
        _tuple("dtypes=", mapping.dtypes),
        _tuple("opsets=", mapping.opinfo_opsets),
        _tuple("dynamo_opsets=", mapping.dynamo_test_opsets if mapping.dynamo else ()),
    ]
    if mapping.dtype_opsets:
        pairs = tuple(f"{literal(d)}: {o}" for d, o in mapping.dtype_opsets)
        items.append(Call("dtype_opsets=", pairs, brackets="{}"))
    if mapping.tolerance:
        pairs = tuple(_tuple(f"{literal(d)}: ", v) for d, v in mapping.tolerance)
        items.append(Call("tolerance=", pairs, brackets="{}"))
    if mapping.exporter_xfail:
        items.append("xfail=EXPORTER_XFAIL.get(dtype)")
    if mapping.opinfo_reference:
        items.append(f"reference={literal(mapping.opinfo_reference[0])}")
    if mapping.unmapped_overloads:
        items.append("delegates=True")
    return [*items, "export=export"]


def exporter_xfail(mapping: Mapping) -> str:
    """`EXPORTER_XFAIL = {dtype: {exporter: reason}}`, formatted like the rest."""
    by_dtype: dict[str, list[str]] = {}
    for dtype, exporter, reason in mapping.exporter_xfail:
        by_dtype.setdefault(dtype, []).append(f"{literal(exporter)}: {literal(reason)}")
    items = tuple(
        Call(f"{literal(dtype)}: ", tuple(reasons), brackets="{}")
        for dtype, reasons in by_dtype.items()
    )
    return call("", items, prefix="EXPORTER_XFAIL = ", brackets="{}")


def parity_xfail(mapping: Mapping) -> list[str]:
    """`DYNAMO_XFAIL = pytest.mark.xfail(...)`, strict, for each exporter whose parity
    cases the spec knows to fail (on the torch releases before `torch_below`, if given)."""
    marks = []
    for exporter, reason, below in mapping.parity_xfail:
        items = [f"torch_below({literal(below)})"] if below else []
        items += [f"reason={literal(reason)}", "strict=True"]
        marks.append(
            call("pytest.mark.xfail", items, prefix=f"{_xfail_name(exporter)} = ")
        )
    return marks


def _xfail_name(exporter: str) -> str:
    return f"{exporter.upper()}_XFAIL"


def _exporter_cases(mapping: Mapping) -> Call:
    """(exporter, opset) cases of the parity test; an opted-out exporter's are skipped,
    and a known failure's marked with its xfail."""
    reasons = dict(mapping.opt_out)
    known = {exporter for exporter, _, _ in mapping.parity_xfail}
    cases: list[str | Call] = []
    for exporter, opsets in (
        ("torchscript", mapping.test.opsets),
        ("dynamo", mapping.dynamo_test_opsets),
    ):
        if exporter in reasons:  # one case, shown as skipped with the reason
            skip = Call(
                "marks=pytest.mark.skip", (f"reason={literal(reasons[exporter])}",)
            )
            cases.append(
                Call(
                    "pytest.param",
                    (literal(exporter), str((*opsets, mapping.first_opset)[0]), skip),
                )
            )
            continue
        if exporter in known:
            mark = f"marks={_xfail_name(exporter)}"
            cases += [
                Call("pytest.param", (literal(exporter), str(opset), mark))
                for opset in opsets
            ]
            continue
        cases += [f"({literal(exporter)}, {opset})" for opset in opsets]
    return Call("", tuple(cases), brackets="[]")


def test_runtimes(mapping: Mapping) -> list[str]:
    """Where the parity test runs the exported graph: plain ONNX Runtime for a custom op
    with a body (the model-local function), then a kernel's runtime, if any."""
    runtime = test_runtime(mapping)
    if not mapping.body:
        return [runtime] if runtime else []
    return ["onnxruntime"] + ([runtime] if runtime and runtime != "onnxruntime" else [])


def test_runtime(mapping: Mapping) -> str | None:
    """Where the parity test runs the exported graph; None: nowhere (a custom op without a
    kernel, outside ONNX Runtime's own ops). onnxruntime-extensions' Python ops take
    scalar attributes only."""
    custom = {domain for domain, _ in mapping.custom_opsets}
    nodes = [
        n
        for n in mapping.nodes
        if n.domain in custom
        and (n.kernel or not target_schema.runs_in_onnxruntime(n.op_type, n.domain))
    ]
    if not nodes:
        return "onnxruntime"
    if any(n.kernel is None for n in nodes):
        return None
    scalars = {"int", "float", "string"}
    if all(a.kind in scalars for n in nodes for a in n.attributes):
        return "onnxruntime-extensions"
    return "onnx-reference"


def _docstring_text(text: str) -> str:
    """Text that can stand inside a triple-quoted docstring whatever it holds."""
    escaped = text.encode("unicode_escape").decode("ascii")
    return escaped.replace('"""', '\\"\\"\\"')
