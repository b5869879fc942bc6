"""The source pass: the torch op's schema (or a function's names), the args the spec reads
and the op's other overloads."""

from __future__ import annotations

from ..ir.plan import class_name
from ..ir.signature import NO_DEFAULT, Arg, Overload
from ..spec.model import OP_NAME, RESERVED_NAMES
from . import source_schema
from .context import Promoted, SpecContext, plural
from .overloads import arities, resolve_overloads
from .python_ref import callable_problem
from .source_schema import ImportFailed, NotInstalled, OpSchema, Unknown
from .target import GENERATED_NAMES

# What the generated parity test module imports besides the function mapping it tests.
PARITY_TEST_NAMES = frozenset({"pytest", "check_parity", "TensorInput", "export"})
# torch op schema type of each parse_args descriptor, for function-kind mappings' torch ops.
SCHEMA_TYPES = {
    "v": "Tensor",
    "vs": "Tensor[]",
    "t": "Tensor",
    "i": "int",
    "is": "int[]",
    "f": "float",
    "fs": "float[]",
    "b": "bool",
    "s": "str",
}


def check_source(ctx: SpecContext) -> OpSchema | None:
    """The schema of the overload `source.op` names (None for a function, or when it
    cannot be found: then the problem is reported)."""
    source = ctx.spec.source
    if source.function is not None:
        _function(ctx)
        return None
    match = OP_NAME.match(source.op)
    base = f"{match['ns']}::{match['name']}"
    recorded = _recorded(ctx, base) if source.op_schema is not None else None
    if source.op_schema is not None and recorded is None:
        return None
    try:
        overloads = source_schema.overloads(base, source.module)
    except NotInstalled as exc:
        if recorded is not None:
            # Checked against the schema the spec records, as if the package were there.
            ctx.recorded = True
            return _chosen_overload(ctx, base, match["overload"], recorded)
        ctx.unchecked = True
        skipped = (
            ""
            if source.names
            else "; not generated (or list the arg names in source.names)"
        )
        ctx.report.warn(
            ctx.doc.at(("source", "op")),
            f"cannot check {source.op}: the Python package '{exc}' is not installed; "
            f"install it to check the spec against the op schema{skipped}",
        )
        return None
    except ImportFailed as exc:
        ctx.error(
            ("source", "op"),
            f"cannot check {source.op}: importing the Python package "
            f"'{exc.namespace}' failed with {exc}; fix that installation "
            "(a library built for another torch fails so)",
        )
        return None
    except Unknown:
        close = source_schema.similar_ops(base)
        hint = f"; did you mean {' or '.join(close)}?" if close else ""
        ctx.error(("source", "op"), f"the installed torch has no op {base}{hint}")
        return None
    chosen = _chosen_overload(ctx, base, match["overload"], overloads)
    if chosen is not None and source.op_schema not in (None, chosen.text):
        ctx.error(
            ("source", "schema"),
            f"the installed {base} has the schema {chosen.text!r}, not the one recorded "
            "here; write that (a build without the op's package checks the spec "
            "against it)",
        )
    return chosen


def _recorded(ctx: SpecContext, base: str) -> dict[str, OpSchema] | None:
    """The overload `source.schema` records, keyed as `source_schema.overloads` keys
    it, or None (reported) where it is no schema of `source.op`."""
    text = ctx.spec.source.op_schema
    try:
        schema = source_schema.parsed(text)
    except ValueError as exc:
        ctx.error(("source", "schema"), f"torch cannot parse this schema: {exc}")
        return None
    name, _, overload = schema.qualified_name.partition(".")
    wanted = ctx.spec.source.op.partition(".")[2]
    if name != base or overload != wanted:
        ctx.error(
            ("source", "schema"),
            f"the schema is {schema.qualified_name}'s, not {ctx.spec.source.op}'s; "
            f"record {ctx.spec.source.op}'s schema",
        )
        return None
    return {overload: schema}


def _chosen_overload(
    ctx: SpecContext, base: str, overload: str | None, overloads: dict[str, OpSchema]
) -> OpSchema | None:
    """The overload `source.op` names, or the default one (the one that takes as many
    args as `source.args` lists, if the op has no overload named ""), checked against
    `source.args`."""
    count = len(ctx.spec.source.args)
    if overload is not None:
        if overload not in overloads:
            names = ", ".join(f"{base}.{o}" if o else base for o in overloads)
            ctx.error(
                ("source", "op"),
                f"{base} has no overload '{overload}'; its overloads are {names}",
            )
            return None
        chosen = overloads[overload]
    elif "" in overloads:
        chosen = overloads[""]
    else:
        fitting = [
            s for o, s in overloads.items() if len(s.args) == count and "out" not in o
        ]
        if len(fitting) != 1:
            listed = "; ".join(
                f"{s.qualified_name} ({len(s.args)} args)" for s in overloads.values()
            )
            ctx.error(
                ("source", "op"),
                f"{base} has no default overload; name one: {listed}",
            )
            return None
        chosen = fitting[0]
    if count != len(chosen.args):
        ctx.error(
            ("source", "args"),
            f"{chosen.qualified_name} takes {plural(len(chosen.args), 'arg')} "
            f"({', '.join(a.python_name for a in chosen.args)}) but args lists {count}; "
            f"its schema is: {chosen.text}",
        )
        return None
    return chosen


def _function(ctx: SpecContext) -> None:
    problem = callable_problem(ctx.spec.source.function)
    if problem:
        ctx.error(("source", "function"), problem)
    # The name and its classes are defined by the generated module, imported by the
    # package and (the name) by the parity test: none may take a name those use.
    camel = class_name(ctx.spec.name)
    taken = GENERATED_NAMES | RESERVED_NAMES | PARITY_TEST_NAMES
    if camel == ctx.spec.name:
        ctx.error(
            ("name",),
            f"a function mapping's name names its function, and the name in CamelCase "
            f"its nn.Module: '{camel}' cannot be both; write the name in snake_case",
        )
    for defined in (ctx.spec.name, camel, f"{camel}Function"):
        if defined in taken:
            ctx.error(
                ("name",),
                f"a function mapping named '{ctx.spec.name}' defines '{defined}', "
                "which the generated code uses for something else; choose another name",
            )
            break


def check_args(ctx: SpecContext) -> tuple[Arg, ...] | None:
    """The args as the mapping reads them: names, descriptors and defaults."""
    source, schema = ctx.spec.source, ctx.schema
    if source.names is not None:
        if len(source.names) != len(source.args):
            ctx.error(
                ("source", "names"),
                f"names lists {plural(len(source.names), 'name')} for "
                f"{plural(len(source.args), 'arg')}; give one name per arg",
            )
            return None
        names = list(source.names)
    elif schema is not None:
        names = [a.python_name for a in schema.args]
    else:
        names = [f"arg{i}" for i in range(len(source.args))]
    if schema is not None:
        for i, (descriptor, arg) in enumerate(zip(source.args, schema.args)):
            problem = source_schema.descriptor_problem(descriptor, arg)
            if problem:
                ctx.error(("source", "args", i), problem)
    # A default the generated code cannot spell (a torch.memory_format) stays None.
    defaults = [
        (a.default if _is_literal(a.default) else None) if a.has_default else NO_DEFAULT
        for a in (schema.args if schema else ())
    ]
    defaults += [NO_DEFAULT] * (len(names) - len(defaults))
    keywords = [
        a.name if a.kwarg_only and a.name != n else None
        for n, a in zip(names, schema.args if schema else ())
    ]
    keywords += [None] * (len(names) - len(keywords))
    return tuple(
        Arg(n, d, default, keyword)
        for n, d, default, keyword in zip(names, source.args, defaults, keywords)
    )


def overload_fields(
    ctx: SpecContext, register_name: str | None, promoted: Promoted
) -> dict:
    """Mapping's overloads= (`source.overloads`, resolved), unmapped_overloads= and
    other_overloads=."""
    spec, schema, args = ctx.spec, ctx.schema, ctx.args
    also = (
        resolve_overloads(spec.source.overloads, schema, args, ctx.error, promoted.args)
        if spec.source.overloads and schema and args
        else ()
    )
    unmapped = (
        _unmapped_overloads(register_name, schema, also, spec.source.module)
        if spec.source.op and schema and not ctx.recorded
        else ()
    )
    if unmapped and spec.source.op_schema is not None:
        ctx.error(
            ("source", "schema"),
            f"{register_name} has other overloads "
            f"({', '.join(o.qualified_name for o in unmapped)}), which a build without "
            "its package cannot know: a recorded schema is for an op of one overload "
            "(remove schema, and install the package to build)",
        )
    return {
        "overloads": also,
        "other_overloads": _other_arities(schema, unmapped, arities(also))
        if schema
        else (),
        "unmapped_overloads": tuple(o.qualified_name for o in unmapped),
    }


def function_schema(args: tuple[Arg, ...] | None) -> str | None:
    if args is None or any(a.descriptor not in SCHEMA_TYPES for a in args):
        return None
    params = ", ".join(f"{SCHEMA_TYPES[a.descriptor]} {a.name}" for a in args)
    return f"({params}) -> Tensor"


def _is_literal(value: object) -> bool:
    if isinstance(value, list | tuple):
        return all(_is_literal(v) for v in value)
    return value is None or isinstance(value, bool | int | float | str)


def _other_arities(
    schema: OpSchema, unmapped: tuple[OpSchema, ...], mapped: set[int]
) -> tuple[str, ...]:
    """The unmapped overloads that take another number of args than those the mapping
    exports (`mapped`: `source.overloads`'): the TorchScript exporter sends every overload
    of a name to the one symbolic, which must refuse those."""
    return tuple(
        other.qualified_name
        for other in unmapped
        if len(other.args) not in {len(schema.args), *mapped}
        and other.text.split("(", 1)[1].startswith("Tensor ")  # not list builtins
    )


def _unmapped_overloads(
    register_name: str,
    schema: OpSchema,
    also: tuple[Overload, ...],
    module: str | None = None,
) -> tuple[OpSchema, ...]:
    """The op's overloads that take a tensor and that the mapping does not export (out=
    variants left out: not in inference graphs): their calls go to torch's own
    conversion, and the op's OpInfo samples hold them too."""
    mapped = {schema.qualified_name, *(o.schema.split("(")[0] for o in also)}
    return tuple(
        sorted(
            (
                other
                for other in source_schema.overloads(register_name, module).values()
                if other.qualified_name not in mapped
                and "!)" not in other.text
                and "Tensor" in other.text.split("(", 1)[1].split(" -> ")[0]
            ),
            key=lambda other: other.qualified_name,
        )
    )
