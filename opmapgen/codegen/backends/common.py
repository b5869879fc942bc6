"""What the backends share: a mapping's graph as statements (constants, steps, the
alternatives under their conditions, a formula's choices and repeats), its checks and
refusals, and its dtype contract. Each backend passes the calls its exporter writes."""

from __future__ import annotations

from ...ir import expr
from ...ir.blocks import Block, Choice, Repeat
from ...ir.dtypes import TENSOR_PROTO_NAMES
from ...ir.graph import Alternative, AttributeValue, Expr, Ref, Step, Table
from ...ir.plan import Mapping
from ...ir.records import InputDtypes
from ...ir.signature import Filled, Overload
from ..layout import (
    INDENT,
    LINE_LENGTH,
    Call,
    Logic,
    call,
    for_rounds,
    if_block,
    literal,
    literal_tuple,
)


def expression_code(value: AttributeValue) -> str:
    if isinstance(value, Expr):
        return expr.python(value.tree)
    if isinstance(value, Ref):
        return f"{value.cast}({value.arg})" if value.cast else value.arg
    if isinstance(value, tuple):
        return f"[{', '.join(expression_code(v) for v in value)}]"
    return literal(value)


# Attributes that hold an ONNX dtype number (Cast's `to`, EyeLike's `dtype`, ...): written
# by name, `TensorProto.FLOAT`, as ONNX's own docs and torch's symbolics write them.
DTYPE_ATTRIBUTES = frozenset({"to", "dtype", "output_dtype"})


def attribute_code(node: Step, attribute, head: str) -> str | Call:
    if names_a_dtype(attribute):
        return head + f"TensorProto.{TENSOR_PROTO_NAMES[attribute.value]}"
    return value_code(attribute.value, head)


def names_a_dtype(attribute) -> bool:
    return (
        attribute.value in TENSOR_PROTO_NAMES
        and attribute.name in DTYPE_ATTRIBUTES
        and attribute.kind == "int"
        and type(attribute.value) is int
    )


def uses_tensor_proto(nodes) -> bool:
    return any(names_a_dtype(a) for node in nodes for a in node.attributes)


def value_code(value: AttributeValue, head: str = "") -> str | Call:
    """`head` and a value (a constant's, or an attribute's after `keyword=`); a list one
    item per line when too long, as formatters lay it."""
    if isinstance(value, tuple):
        return Call(head, tuple(expression_code(v) for v in value), brackets="[]")
    return head + expression_code(value)


def reads_opset(variants: tuple[Alternative, ...]) -> bool:
    """Whether a variant applies at some export opsets only (its condition reads `opset`)."""
    return any("opset" in v.reads for v in variants)


def overload_note(mapping: Mapping, overload: Overload) -> str:
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


def overload_call(
    head: str, overload: Overload, indent: int, first: tuple[str, ...] = ()
) -> str:
    """`return head(a, None, b)`: the mapped overload called with `overload`'s args."""
    items = [v if isinstance(v, str) else literal(v.value) for v in overload.call]
    return call(head, [*first, *items], indent, prefix="return ")


def contract(mapping: Mapping, exporter: str, extra: tuple = ()) -> str:
    """`CONTRACT = Contract(...)`: the dtype contract the exporter's module checks, with
    the `extra` items only it has."""
    items: list[str | Call] = [
        literal(mapping.name),
        literal(mapping.spec_path),
        literal_tuple("dtypes=", mapping.dtypes),
    ]
    if narrowed(mapping):
        items.append(by_input(mapping))
    if mapping.unsupported:
        reasons = tuple(
            f"{literal(u.dtype)}: {literal(u.reason)}" for u in mapping.unsupported
        )
        items.append(Call("reasons=", reasons, brackets="{}"))
    items += extra
    wrong = mapping.torch_wrong_for(exporter)
    if wrong:
        pairs = tuple(f"{literal(w.dtype)}: {literal(w.reason)}" for w in wrong)
        items.append(Call("torch_wrong=", pairs, brackets="{}"))
        below = tuple(
            f"{literal(w.dtype)}: {w.below}" for w in wrong if w.below is not None
        )
        if below:
            items.append(Call("torch_wrong_below=", below, brackets="{}"))
    if mapping.promote:
        items.append(literal_tuple("promote=", mapping.promote))
        if mapping.promote_kind != "DEFAULT":
            items.append(f"promote_kind={literal(mapping.promote_kind)}")
        if set(mapping.promoted) != set(mapping.dtypes):
            items.append(literal_tuple("promoted=", mapping.promoted))
    later = mapping.later_dtypes(exporter)
    if later:
        pairs = tuple(f"{literal(d)}: {o}" for d, o in later)
        items.append(Call("dtype_opsets=", pairs, brackets="{}"))
    refused = _refused(mapping, exporter)
    if refused:
        pairs = tuple(
            f"{literal(limit.runtime)}: {literal(_refusal(limit))}" for limit in refused
        )
        items.append(Call("runtime_refusals=", pairs, brackets="{}"))
        below = refusals_below(mapping, exporter)
        if below:
            pairs = tuple(f"{literal(runtime)}: {o}" for runtime, o in below.items())
            items.append(Call("runtime_refusals_below=", pairs, brackets="{}"))
    reached = mapping.reached(mapping.plan(exporter).opsets)
    if reached and reached[-1].test is not None:
        # The conditions a refusal lists, one a line, not one long message at its end.
        items.append(literal_tuple("variants=", [expr.shown(v.test) for v in reached]))
    return "\n".join(
        [call("Contract", items, prefix="CONTRACT = "), *table_lines(mapping)]
    )


def _refused(mapping: Mapping, exporter: str) -> list:
    """The declarations that refuse an export for their runtime at some opset of the
    exporter's range."""
    first = mapping.plan(exporter).first_opset
    return [
        limit
        for limit in mapping.runtime_limits
        if limit.refuses_export
        and (limit.below_opset is None or limit.below_opset > first)
    ]


def refusals_below(mapping: Mapping, exporter: str) -> dict[str, int]:
    """The runtimes an export is refused for only below an opset, with that opset."""
    refused = _refused(mapping, exporter)
    everywhere = {limit.runtime for limit in refused if limit.below_opset is None}
    return {
        limit.runtime: limit.below_opset
        for limit in refused
        if limit.runtime not in everywhere
    }


def reads_export_opset(mapping: Mapping, exporter: str) -> bool:
    """Whether the contract's check needs the export opset: a dtype starts later than
    the exporter's first opset, or an export for a runtime is refused below one."""
    return bool(mapping.later_dtypes(exporter) or refusals_below(mapping, exporter))


def _refusal(limit) -> str:
    """What an export for a runtime the spec declares the mapping fails in says."""
    seen = f"; see {limit.link}" if limit.link else ""
    return f"{limit.reason} (the spec's runtimes.{limit.runtime}{seen})"


# The module-level names the templates write, which no table may take.
_MODULE_NAMES = frozenset(
    {"CONTRACT", "SOURCE_OP", "OPSETS", "OP", "TARGET", "SCHEMA", "OVERLOADS",
     "OVERLOAD_SCHEMAS"}
)  # fmt: skip


def tables(mapping: Mapping) -> dict[Table, str]:
    """The polynomial tables of a mapping's formulas (`polevl`), each with its module
    name: the entry's, upper case (`AFN`), numbered where two variants' entries share it."""
    steps = (*mapping.nodes, *(s for v in mapping.variants for s in v.nodes))
    names: dict[Table, str] = {}
    for table in dict.fromkeys(s.table for s in steps if s.table is not None):
        name, n = table.entry.upper(), 1
        while name in _MODULE_NAMES or name in names.values():
            n += 1
            name = f"{table.entry.upper()}_{n}"
        names[table] = name
    return names


def table_lines(mapping: Mapping) -> list[str]:
    """Each polynomial's or Chebyshev series' coefficients as a module-level tuple,
    highest degree (order) first."""
    lines = []
    for table, name in tables(mapping).items():
        items = [value_code(c) for c in table.coefficients]
        first = "degree" if table.kind == "polevl" else "order"
        lines += [
            f"# {table.entry}: {table.kind}'s coefficients, highest {first} first",
            call("", items, prefix=f"{name} = ", is_tuple=True),
        ]
    return lines


def narrowed(mapping: Mapping) -> tuple[InputDtypes, ...]:
    """The inputs whose dtypes (`dtypes` by input) are not all those of `dtypes`."""
    every = set(mapping.dtypes)
    return tuple(i for i in mapping.input_dtypes if set(i.dtypes) != every)


def by_input(mapping: Mapping) -> Call:
    """`by_input={name: (dtypes)}`: the dtypes exported by the inputs that do not take
    every dtype of `dtypes`."""
    pairs = tuple(
        literal_tuple(f"{literal(i.input)}: ", i.dtypes) for i in narrowed(mapping)
    )
    return Call("by_input=", pairs, brackets="{}")


def check_inputs_call(mapping: Mapping, indent: int, exporter: str) -> str:
    """`check_inputs(CONTRACT, ...)`, given the export opset where the check needs it."""
    opset = ["opset=opset"] if reads_export_opset(mapping, exporter) else []
    lists = [f"{a.name}={a.name}" for a in mapping.tensor_list_args]
    return call(
        "check_inputs", ["CONTRACT", *tensor_keywords(mapping), *lists, *opset], indent
    )


def tensor_keywords(
    mapping: Mapping, values: dict[str, str] | None = None
) -> list[str]:
    """`name=value` of each tensor arg (read with v); its value is its name by default."""
    return [
        f"{a.name}={(values or {}).get(a.name, a.name)}" for a in mapping.tensor_args
    ]


def promote_lines(mapping: Mapping, indent: int, first: tuple[str, ...]) -> list[str]:
    """The `promote` args rebound to their values in the dtype torch computes them in."""
    if not mapping.promote:
        return []
    if len(mapping.promote) == 1:
        names = f"({mapping.promote[0]},)"
        comment = "# torch's type promotion: the dtype torch computes it in"
    else:
        names = ", ".join(mapping.promote)
        comment = "# torch's type promotion: one dtype for these, as torch.result_type gives it"
    items = [*first, "CONTRACT", *(f"{n}={n}" for n in mapping.promote)]
    return [
        comment,
        call("promote", items, indent, prefix=f"{names} = "),
    ]


def body_text(
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
    for guard in mapping.guards_for(exporter):
        values = [f"{name}={name}" for name in guard.reads]
        items = [Logic(guard.test), literal(guard.message)]
        wrong = guard.torch_wrong_for(exporter)
        if wrong:
            items.append(f"torch_wrong={literal(wrong)}")
        items += values
        text.append(pad + call("CONTRACT.require", items, indent))
    variants = reached or (
        Alternative(
            None,
            (),
            mapping.constants,
            mapping.nodes,
            mapping.result,
            block=Block(
                tuple(c for v in mapping.variants for c in v.block.values),
                tuple(s for v in mapping.variants for s in v.block.statements),
            ),
        ),
    )
    for variant in variants:
        if variant.test is None:
            text += [pad + line for line in graph(variant, indent)]
            continue
        text += [pad + line for line in if_block("if", variant.test, indent)]
        text += [pad + INDENT + line for line in graph(variant, indent + 4)]
    if variants[-1].test is not None:
        reads = dict.fromkeys(name for v in variants for name in v.reads)
        items = [f"{name}={name}" for name in reads]
        text.append(pad + call("CONTRACT.no_variant", items, indent))
    return "\n".join(_blank_lines(text))


def _blank_lines(lines: list[str]) -> list[str]:
    """`lines` with the blank ones (around a repeat's Loop body function) as ruff keeps
    them: empty, and none that would open a block."""
    kept: list[str] = []
    for line in lines:
        if line.strip():
            kept.append(line)
        elif kept and not kept[-1].endswith(":"):
            kept.append("")
    return kept


def assigned(node: Step) -> str:
    """What a node's call is written after: `return `, `x = ` or `_, indices = `."""
    if node.output is None:
        return "return "
    if node.outputs:
        return ", ".join(name or "_" for name in node.outputs) + " = "
    return f"{node.output} = "


def graph_lines(
    variant: Alternative,
    indent: int,
    constant,
    node_call,
    first: tuple = (),
    names: dict[Table, str] | None = None,
) -> list[str]:
    """A variant's statements: its constants, then its block's statements (a formula's
    choices under `if`/`elif`/`else`, their constants inside), then its result. `first`:
    what the exporter's runtime helpers take before their operands (`g`); `names`: the
    module's name of each polynomial table (`tables`)."""
    block = variant.block
    node_call, coefficients = _tabled(variant, node_call, first, names or {})
    lines = [constant(c, indent) for c in block.values if c.name not in coefficients]
    inlined: dict[str, Call] = {}
    for statement in block.statements:
        if isinstance(statement, Choice):
            lines += _choice_lines(
                statement, indent, constant, node_call, inlined, first
            )
        else:
            lines += _statement_lines(statement, indent, node_call, inlined, first)
    if isinstance(variant.result, tuple):
        lines.append(f"return {', '.join(variant.result)}")
    elif variant.result:
        lines.append(f"return {variant.result}")
    return lines


def _tabled(variant: Alternative, node_call, first: tuple, modules: dict) -> tuple:
    """`node_call` with a polynomial's steps written as one runtime helper's call
    (`afn = polevl(g, zz, AFN, like=x)`) at its last step, and the constants only they
    read (its coefficients)."""
    typed = {c.name: f"like={c.like}" if c.like else f"like={literal(c.dtype)}"
             for c in variant.constants}  # fmt: skip
    likes: dict[str, str] = {}  # the dtype each table's constants take: its c0's
    read, coefficients = set(), set()
    for node in variant.nodes:
        names = [i.name for i in node.inputs]
        if node.table is None:
            read.update(names)
            continue
        if node.table.entry not in likes:  # its first step: c0 * x, or x * c0
            (c0,) = [n for n in names if n in typed]
            likes[node.table.entry] = typed[c0]
        coefficients.update(n for n in names if n in typed)

    def calls(node: Step, inlined: dict, indent: int) -> str | None:
        if node.table is None:
            return node_call(node, inlined, indent)
        if node.output != node.table.entry:
            return None
        items = ", ".join(
            [*first, node.table.x, modules[node.table], likes[node.output]]
        )
        return f"{node.output} = {node.table.kind}({items})"

    return calls, coefficients - read


def _statement_lines(
    statement, indent: int, node_call, inlined: dict, first: tuple
) -> list[str]:
    """A step's call (none when it is written in place), or a repeat's `for` loop (its
    ONNX Loop's body function and `loop` call)."""
    if isinstance(statement, Repeat) and statement.loop:
        return _loop_lines(statement, indent, node_call, inlined, first)
    if isinstance(statement, Repeat):
        # A repeat: each round's steps are written into the graph again.
        body = [
            line for s in statement.steps if (line := node_call(s, inlined, indent + 4))
        ]
        count = statement.count
        return [
            *for_rounds(count if isinstance(count, expr.Expr) else str(count), indent),
            *(INDENT + line for line in body),
        ]
    line = node_call(statement, inlined, indent)
    return [line] if line else []


def _loop_lines(
    repeat: Repeat, indent: int, node_call, inlined: dict, first: tuple
) -> list[str]:
    """A repeat run in the model: a function of the carried entries writing one round
    (TorchScript's takes the body's graph `g` first), and the `loop` call that makes the
    ONNX Loop of it and rebinds the entries to the Loop's outputs."""
    carried = list(repeat.carried)
    body = [line for s in repeat.steps if (line := node_call(s, inlined, indent + 4))]
    returned = ", ".join(carried)
    count = repeat.count
    code = expr.python(count) if isinstance(count, expr.Expr) else str(count)
    items = [*first, code, repeat.entry, *carried]
    if isinstance(count, expr.Expr) and indent + 4 + len(code) + 1 > LINE_LENGTH:
        # as ruff splits a count too long for a line of its own: before the operators
        # that bind it least, every argument on a line of its own
        chain = [INDENT + op + part for op, part in expr.arithmetic_chain(count)]
        chain[-1] += ","
        made = [
            f"{returned} = loop(",
            *(f"{INDENT}{item}," for item in first),
            *chain,
            *(f"{INDENT}{item}," for item in items[len(first) + 1 :]),
            ")",
        ]
    else:
        made = [call("loop", items, indent, f"{returned} = ")]
    return [
        "",  # ruff's blank lines around a nested function
        call(f"def {repeat.entry}", [*first, *carried], indent, suffix=":"),
        *(INDENT + line for line in body),
        INDENT + f"return {returned}",
        "",
        *made,
    ]


def _choice_lines(
    choice: Choice, indent: int, constant, node_call, inlined: dict, first: tuple
) -> list[str]:
    """`if`/`elif`/`else:` and the choice's constants and statements under it, and the
    refusal when it is the last and none applies."""
    lines, inner = [], indent
    if choice.guarded:
        keyword = "if" if choice.first else "elif"
        lines += if_block(keyword, choice.test, indent) if choice.test else ["else:"]
        inner = indent + 4
    block = [constant(c, inner) for c in choice.values]
    for statement in choice.body:
        block += _statement_lines(statement, inner, node_call, inlined, first)
    lines += [" " * (inner - indent) + line for line in block]
    if choice.otherwise is not None:
        values = [f"{name}={name}" for name in choice.otherwise.reads]
        refuse = call(
            "CONTRACT.refuse", [literal(choice.otherwise.message), *values], inner
        )
        lines += ["else:", INDENT + refuse]
    return lines


# A formula's sub-expressions are written in place up to this many calls deep; deeper ones
# get a line of their own (a Horner polynomial would otherwise nest ten levels).
MAX_INLINE_DEPTH = 4


def call_depth(items) -> int:
    """How many calls deep the inputs of a call go."""
    return max(
        (1 + call_depth(item.items) for item in items if isinstance(item, Call)),
        default=0,
    )


def input_codes(node: Step, inlined: dict[str, Call]) -> list[str | Call]:
    """A node's inputs as expressions: a formula's sub-expression in place, a conditional
    input None (or its `otherwise` value) when its bool is false."""
    return [
        inlined.pop(i.name)
        if i.name in inlined
        else i.name
        if i.when is None
        else f"{i.name} if {i.when} else {i.otherwise}"
        for i in node.inputs
    ]
