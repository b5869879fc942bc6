"""The test pass: the parity test's opsets and its cases, each a call of the op with
values for its args, and what a case expects the mapping to refuse."""

from __future__ import annotations

import difflib

from ..ir.cases import ParityTest, TestCase, TestTensor, TestValue
from ..ir.graph import Check
from ..ir.signature import Arg
from ..runtime.contract import NO_VARIANT
from ..spec.model import TensorInput
from .context import SpecContext, plural
from .source_schema import SchemaArg

DEFAULT_TEST_OPSET = 17


def check_test(ctx: SpecContext, guards: tuple[Check, ...] = ()) -> ParityTest | None:
    """The parity test: its opsets, the spec's own case and the named ones."""
    test, args = ctx.spec.test, ctx.args
    opsets = _opsets(ctx)
    if args is None:
        return None
    for name in test.args:
        if name not in {a.name for a in args}:
            ctx.key_error(
                ("test", "args", name),
                f"test.args names '{name}', which is no source arg; "
                + _arg_hint(name, args),
            )
    cases = [_case(ctx, ("test",), test.inputs, test.args)]
    for name, case in test.cases.items():
        cases.append(_named_case(ctx, name, case, guards))
    if None in cases:
        return None
    given = (None, *test.cases.values())
    return ParityTest(
        tuple(
            TestCase(name, *made, c and c.refused_below, c and c.refused)
            for name, made, c in zip(("spec", *test.cases), cases, given)
        ),
        opsets,
        test.rtol,
        test.atol,
    )


def _opsets(ctx: SpecContext) -> tuple[int, ...]:
    """The opsets the parity test exports at: `test.opsets`, or the mapping's first and
    the default test opset within its range."""
    test, first, last = ctx.spec.test, ctx.first, ctx.last
    if first is None:
        return ()
    default = sorted({first, min(max(first, DEFAULT_TEST_OPSET), last)})
    opsets = tuple(test.opsets) if test.opsets is not None else tuple(default)
    if not opsets:
        ctx.error(
            ("test", "opsets"),
            f"test.opsets is empty; list at least one opset, or leave it out "
            f"for {', '.join(map(str, default))}",
        )
    for i, opset in enumerate(opsets):
        if not first <= opset <= last:
            ctx.error(
                ("test", "opsets", i),
                f"opset {opset} is outside the mapping's range {first} to {last}",
            )
    return opsets


def _named_case(ctx: SpecContext, name: str, case, guards: tuple[Check, ...]):
    """A case of `test.cases`: its own args (and tensors, if it gives them) over the
    spec's test's."""
    test, args = ctx.spec.test, ctx.args
    where = ("test", "cases", name)
    if name == "spec":
        ctx.error(
            where,
            "test.cases.spec: 'spec' names the test of the spec's own inputs and "
            "args; give this case another name",
        )
    for arg in case.args:
        if arg not in {a.name for a in args}:
            ctx.key_error(
                (*where, "args", arg),
                f"test.cases.{name}.args names '{arg}', which is no source "
                "arg; " + _arg_hint(arg, args),
            )
    inputs = test.inputs if case.inputs is None else case.inputs
    given = ("test", "inputs") if case.inputs is None else (*where, "inputs")
    values = test.args
    if case.inputs is not None:
        # A case with its own tensors gives every tensor arg it does not set
        # (an optional tensor the spec's test leaves out, say).
        tensor_args = {a.name for a in args if a.descriptor in ("v", "vs")}
        values = {k: v for k, v in values.items() if k not in tensor_args}
    for path, message in _refusal_errors(
        where, name, case, ctx.first, ctx.last, guards
    ):
        ctx.error(path, message)
    return _case(ctx, where, inputs, values | case.args, given)


def _case(
    ctx: SpecContext,
    where: tuple,
    inputs: list,
    values: dict,
    given: tuple | None = None,
) -> tuple[tuple[TestValue, ...], tuple[tuple[str, TestValue], ...]] | None:
    """One configuration of the op call: positional args and keywords, tensors taken
    from `inputs` in order and other args from `values`."""
    schema, args = ctx.schema, ctx.args
    label = ".".join(where)
    given = given or (*where, "inputs")
    schema_args: list[SchemaArg | None] = (
        list(schema.args) if schema else [None] * len(args)
    )
    tensors = [a for a in args if a.descriptor in ("v", "vs") and a.name not in values]
    if len(tensors) != len(inputs):
        ctx.error(
            given,
            f"{'.'.join(given)} has {plural(len(inputs), 'tensor')} for "
            f"{plural(len(tensors), 'tensor arg')} ({', '.join(a.name for a in tensors)}); "
            f"give one per arg read with v (a list of them for vs), or a value in "
            f"{label}.args",
        )
        return None
    for i, (arg, item) in enumerate(zip(tensors, inputs, strict=True)):
        if (arg.descriptor == "vs") != isinstance(item, list):
            ctx.error(
                (*given, i),
                f"{arg.name} is read with {arg.descriptor}: give "
                + ("a list of tensors" if arg.descriptor == "vs" else "one tensor"),
            )
            return None
    tensor = iter(inputs)
    positional: list[TestValue] = []
    keywords: list[tuple[str, TestValue]] = []
    for arg, schema_arg in zip(args, schema_args):
        if arg.name in values:
            value = values[arg.name]
        elif arg.descriptor == "v":
            value = _tensor(next(tensor))
        elif arg.descriptor == "vs":
            value = tuple(_tensor(t) for t in next(tensor))
        elif schema_arg is not None and schema_arg.has_default:
            continue
        else:
            ctx.error(
                (*where, "args") if where == ("test",) else where,
                f"{label}.args needs a value for '{arg.name}'"
                + (f" ({schema_arg.type})" if schema_arg else ""),
            )
            continue
        if (
            keywords
            or (schema_arg is not None and schema_arg.kwarg_only)
            or (len(positional) + len(keywords) < args.index(arg))
        ):
            keywords.append((schema_arg.name if schema_arg else arg.name, value))
        else:
            positional.append(value)
    return tuple(positional), tuple(keywords)


def _tensor(given: TensorInput) -> TestTensor:
    return TestTensor(
        tuple(given.shape) if given.shape is not None else None,
        given.dtype,
        given.low,
        given.high,
        tuple(given.values) if given.values is not None else None,
        tuple(given.layout) if given.layout is not None else None,
    )


def _arg_hint(name: str, args: tuple[Arg, ...]) -> str:
    names = [a.name for a in args]
    close = difflib.get_close_matches(name, names, n=1)
    return (f"did you mean '{close[0]}'? " if close else "") + (
        f"the args are: {', '.join(names)}"
    )


def _refusal_errors(where: tuple, name: str, case, first, last, guards):
    """(path, message) of what is wrong with a test case's `refused_below` (not within
    the mapping's range) and `refused` (not a part of what the mapping says refusing)."""
    if case.refused_below is not None and not (
        first is not None and first < case.refused_below <= last
    ):
        yield (
            (*where, "refused_below"),
            f"test.cases.{name}.refused_below: {case.refused_below} is not "
            "above the mapping's first opset and within its range"
            + (f" ({first} to {last})" if first is not None else "")
            + "; give the opset where the variant taking this case starts",
        )
    if case.refused is None:
        return
    if case.refused_below is not None:
        both = "give refused (refused at every opset) or refused_below, not both"
        yield (*where, "refused"), f"test.cases.{name}: {both}"
        return
    said = [g.message for g in guards] + [NO_VARIANT]
    if not any(case.refused in message for message in said):
        quoted = "; ".join(f"'{g.message}'" for g in guards)
        yield (
            (*where, "refused"),
            f"test.cases.{name}.refused: '{case.refused}' is not what the mapping says "
            "when it refuses; quote a part of a guard's message"
            + (f": {quoted}" if guards else ""),
        )
