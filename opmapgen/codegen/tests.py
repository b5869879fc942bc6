"""A mapping's generated test module: the parity test's op calls and exporter cases,
the OpInfo test's dtypes, and the known failures of both."""

from __future__ import annotations

from dataclasses import replace

from ..ir.cases import TestCase, TestTensor, TestValue
from ..ir.plan import Mapping
from ..ir.records import RuntimeLimit
from .backends.common import by_input, narrowed
from .layout import Call, call, literal, literal_tuple


def _test_value(value: TestValue) -> str | Call:
    if isinstance(value, TestTensor):
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
    if isinstance(value, tuple) and any(isinstance(v, TestTensor) for v in value):
        return Call("", tuple(_test_value(v) for v in value), brackets="[]")
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
    tensors = any(isinstance(v, TestTensor) for v in values)
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


def parity_kwargs(mapping: Mapping) -> list[str | Call]:
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
    if mapping.runtime_limits:
        items += [
            *(["case=case"] if len(cases) > 1 else []),
            "runtime_limits=RUNTIME_LIMITS",
        ]
    runtimes = test_runtimes(mapping)
    if runtimes != ["onnxruntime"]:
        items.append("runtime=runtime" if runtimes else "runtime=None")
    kernels = {n.qualified: n.kernel for n in mapping.nodes if n.kernel}
    if runtimes and kernels:
        items.append(f"kernels={literal(kernels)}")
    if mapping.opinfo_reference:
        items.append(f"reference={literal(mapping.opinfo_reference.function)}")
    return items


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
        literal_tuple("dtypes=", mapping.dtypes),
        *([by_input(mapping)] if narrowed(mapping) else []),
        Call(
            "opsets=",
            tuple(
                literal_tuple(f"{literal(p.exporter)}: ", p.opinfo_opsets)
                for p in mapping.exporters
            ),
            brackets="{}",
        ),
    ]
    if mapping.dtype_opsets:
        pairs = tuple(f"{literal(d)}: {o}" for d, o in mapping.dtype_opsets)
        items.append(Call("dtype_opsets=", pairs, brackets="{}"))
    if mapping.tolerance:
        pairs = tuple(
            literal_tuple(f"{literal(t.dtype)}: ", (t.rtol, t.atol, t.why))
            for t in mapping.tolerance
        )
        items.append(Call("tolerance=", pairs, brackets="{}"))
    if mapping.exporter_xfail:
        items.append("xfail=EXPORTER_XFAIL.get(dtype)")
    if mapping.opinfo_reference:
        items.append(f"reference={literal(mapping.opinfo_reference.function)}")
    if mapping.unmapped_overloads:
        items.append("delegates=True")
    if any(limit.opinfo for limit in mapping.runtime_limits):
        items.append("runtime_limits=RUNTIME_LIMITS")
    return [*items, "export=export"]


def exporter_xfail(mapping: Mapping) -> str:
    """`EXPORTER_XFAIL = {dtype: {exporter: reason}}`, formatted like the rest."""
    by_dtype: dict[str, list[str]] = {}
    for x in mapping.exporter_xfail:
        by_dtype.setdefault(x.dtype, []).append(
            f"{literal(x.exporter)}: {literal(x.reason)}"
        )
    items = tuple(
        Call(f"{literal(dtype)}: ", tuple(reasons), brackets="{}")
        for dtype, reasons in by_dtype.items()
    )
    return call("", items, prefix="EXPORTER_XFAIL = ", brackets="{}")


def parity_xfail(mapping: Mapping) -> list[str]:
    """`DYNAMO_XFAIL = pytest.mark.xfail(...)`, strict, for each exporter whose parity
    cases the spec knows to fail (on the torch releases before `torch_below`, if given)."""
    marks = []
    for x in mapping.parity_xfail:
        items = [f"torch_below({literal(x.torch_below)})"] if x.torch_below else []
        items += [f"reason={literal(x.reason)}", "strict=True"]
        marks.append(
            call("pytest.mark.xfail", items, prefix=f"{_xfail_name(x.exporter)} = ")
        )
    return marks


def _xfail_name(exporter: str) -> str:
    return f"{exporter.upper()}_XFAIL"


def exporter_cases(mapping: Mapping) -> Call:
    """(exporter, opset) cases of the parity test; an opted-out exporter's are skipped,
    and a known failure's marked with its xfail."""
    known = {x.exporter for x in mapping.parity_xfail}
    cases: list[str | Call] = []
    for plan in mapping.exporters:
        exporter, opsets = plan.exporter, plan.test_opsets
        if plan.opt_out is not None:  # one case, shown as skipped with the reason
            skip = Call("marks=pytest.mark.skip", (f"reason={literal(plan.opt_out)}",))
            # (a TorchScript plan opted out has no test opsets: its first opset)
            opset = (*opsets, plan.first_opset)[0]
            cases.append(Call("pytest.param", (literal(exporter), str(opset), skip)))
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
    runtime = mapping.test_runtime
    if not mapping.body:
        return [runtime] if runtime else []
    return ["onnxruntime"] + ([runtime] if runtime and runtime != "onnxruntime" else [])


def runtime_limits(mapping: Mapping) -> str:
    """`RUNTIME_LIMITS = {runtime: {...}}`: the spec's `runtimes:` as check_parity takes
    them (a runtime with more than one declaration: a tuple of them)."""
    by_runtime: dict[str, list] = {}
    for limit in mapping.runtime_limits:
        by_runtime.setdefault(limit.runtime, []).append(_limit(limit))
    items = tuple(
        Call(f"{literal(runtime)}: ", tuple(limits), brackets="()")
        if len(limits) > 1
        else replace(limits[0], head=f"{literal(runtime)}: ")
        for runtime, limits in by_runtime.items()
    )
    return call("", items, prefix="RUNTIME_LIMITS = ", brackets="{}")


def _limit(limit: RuntimeLimit) -> Call:
    optional = {
        "below_opset": limit.below_opset,
        "exporters": limit.exporters,
        "isa": limit.isa,
    }
    return Call(
        "",
        (
            literal_tuple(f"{literal('cases')}: ", limit.cases),
            f"{literal('kind')}: {literal(limit.kind)}",
            f"{literal('reason')}: {literal(limit.reason)}",
            f"{literal('link')}: {literal(limit.link)}",
            *(
                literal_tuple(f"{literal(key)}: ", value)
                if isinstance(value, tuple)
                else f"{literal(key)}: {value}"
                for key, value in optional.items()
                if value is not None
            ),
            *_opinfo_limit(limit.opinfo),
        ),
        brackets="{}",
    )


def _opinfo_limit(opinfo: bool | tuple[str, ...]) -> list[str | Call]:
    """A declaration's `"opinfo"` item: True (every dtype's samples) or its dtypes; none
    where it covers no OpInfo sample."""
    if opinfo is True:
        return [f"{literal('opinfo')}: True"]
    return [literal_tuple(f"{literal('opinfo')}: ", opinfo)] if opinfo else []
