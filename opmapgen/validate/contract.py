"""The dtype contract: the args torch's type promotion casts to one dtype, and `dtypes`,
`unsupported`, `torch_wrong`, `dtype_opsets` and the tests' known failures and tolerances,
each checked against the others."""

from __future__ import annotations

from ..ir.records import (
    BOTH,
    DtypeTolerance,
    ExporterXfail,
    OpinfoReference,
    ParityXfail,
    TorchWrong,
    Unsupported,
    Xfail,
)
from ..spec.model import EXPORTERS, KnownFailure, Spec, claimed_dtypes
from . import promotion
from .context import Promoted, SpecContext
from .input_dtypes import dtypes_of
from .python_ref import callable_problem


def promotion_of(ctx: SpecContext) -> Promoted:
    """The args cast to one dtype by torch's type promotion, its kind, and for each
    claimed dtype the dtype they are computed in (arg → dtype): `source.promote`, or
    what torch's reference implementation of the op promotes."""
    source, args = ctx.spec.source, ctx.args
    found = promotion.reference_promotion(source.op) if source.op is not None else None
    kind = found[1] if found else promotion.DEFAULT_KIND
    tensors = [a.name for a in args if a.descriptor == "v"]
    if source.promote is None:
        positions = found[0] if found else ()
        names = tuple(
            args[i].name for i in positions if i < len(args) and args[i].name in tensors
        )
    else:
        names = tuple(dict.fromkeys(source.promote))
        for i, name in enumerate(source.promote):
            if name not in tensors:
                ctx.error(
                    ("source", "promote", i),
                    f"'{name}' is not a tensor arg (read with v) of the op; promote "
                    f"names those: {', '.join(tensors) or 'there are none'}",
                )
    if len(names) < 2 and source.promote is None:
        return Promoted((), kind, {})  # one tensor: nothing to promote it with
    computed = {
        dtype: dict.fromkeys(
            names, promotion.computed_dtype(kind, str(dtype), len(names))
        )
        for dtype in dtypes_of(ctx.spec.dtypes, names[0] if names else None)
    }
    return Promoted(names, kind, computed)


def check_contract(ctx: SpecContext) -> dict:
    """The dtype contract, each entry checked against the others."""
    spec = ctx.spec
    claimed = claimed_dtypes(spec.dtypes)
    for dtype in spec.unsupported:
        if dtype in claimed:
            ctx.error(
                ("unsupported", dtype),
                f"{dtype} is both in dtypes and unsupported; drop it from one",
            )
    for dtype in spec.torch_wrong:
        if dtype in claimed and not _leaves_cases(ctx, dtype):
            ctx.error(
                ("torch_wrong", dtype),
                f"{dtype} is in dtypes and the mapping maps every case of it (no "
                "guard or variant condition refuses one), so torch never gets one; "
                "drop it from torch_wrong",
            )
    for key, what in (("xfail", "known failure"), ("tolerance", "tolerance")):
        for dtype, value in getattr(spec.test, key).items():
            if dtype in EXPORTERS:
                _parity_xfail(ctx, dtype, value)
                continue
            if isinstance(value, KnownFailure):
                ctx.error(
                    ("test", key, dtype, "torch_below"),
                    "torch_below limits a known failure of the parity test, keyed "
                    'by its exporter ({dynamo: {reason: ..., torch_below: "2.14"}}); '
                    "the OpInfo test's, by dtype, take none",
                )
            # One exporter's failure may be of a dtype the mapping refuses: the
            # dynamo exporter upcasts some before the translation can refuse them.
            elif dtype not in claimed and not isinstance(value, dict):
                ctx.error(
                    ("test", key, dtype),
                    f"a {what} for {dtype}, which the mapping refuses at export; "
                    f"add {dtype} to dtypes, or drop it here",
                )
    reference = spec.test.opinfo_reference
    if reference is not None:
        problem = callable_problem(reference.function)
        if problem:
            ctx.error(("test", "opinfo_reference", "function"), problem)
    return {
        **_contract(spec),
        "input_dtypes": ctx.input_dtypes,
        "dtype_opsets": _dtype_opsets(spec, ctx.first, ctx.last, ctx.error),
    }


def _parity_xfail(ctx: SpecContext, exporter: str, value) -> None:
    """A known failure of the parity test's cases with `exporter`."""
    where = ("test", "xfail", exporter)
    if isinstance(value, dict):
        ctx.error(
            where,
            f"the key {exporter} names the exporter already; give its reason, or "
            "{reason: ..., torch_below: ...}",
        )
    elif getattr(ctx.spec.opt_out, exporter) is not None:
        ctx.error(
            where,
            f"the mapping opts out of the {exporter} exporter, so its parity test "
            "is skipped and cannot fail; drop this known failure",
        )


def _leaves_cases(ctx: SpecContext, dtype: str) -> bool:
    """Whether some case of `dtype` may be one the mapping does not map: a guard, a
    variant condition, an opset range or the dtype's own first opset leave it out."""
    target = ctx.spec.target
    chosen = [v for v in target.variants or () if v.when is not None or v.opset]
    return bool(target.require or chosen) or dtype in ctx.spec.dtype_opsets


def _dtype_opsets(spec, first: int, last: int, error) -> tuple[tuple[str, int], ...]:
    """`dtype_opsets`, each a dtype of `dtypes` with a first opset inside the mapping's
    range and later than its first; `error(path, message)` reports the others."""
    found = []
    for dtype, opset in spec.dtype_opsets.items():
        where = ("dtype_opsets", dtype)
        if dtype not in claimed_dtypes(spec.dtypes):
            error(
                where,
                f"{dtype} is not in dtypes, so no opset exports it; add it to dtypes "
                f"(from opset {opset}), or drop it here",
            )
        elif opset <= first:
            error(
                where,
                f"the mapping starts at opset {first}, so {dtype} is exported from "
                f"there already; drop it here, or give an opset from {first + 1} to "
                f"{last}",
            )
        elif opset > last:
            error(
                where,
                f"opset {opset} is beyond the mapping's last, {last}, so no export "
                f"would take {dtype}; drop {dtype} from dtypes, or give an opset "
                f"from {first + 1} to {last}",
            )
        else:
            found.append((str(dtype), opset))
    return tuple(found)


def _contract(spec: Spec) -> dict:
    """The Mapping's fields of the dtype contract and the tests' known gaps."""
    xfail, reference = spec.test.xfail, spec.test.opinfo_reference
    return {
        "opinfo_reference": OpinfoReference(reference.function, reference.why)
        if reference
        else None,
        "dtypes": tuple(dict.fromkeys(claimed_dtypes(spec.dtypes))),
        "unsupported": tuple(Unsupported(*item) for item in spec.unsupported.items()),
        "torch_wrong": tuple(
            entry
            for dtype, reasons in spec.torch_wrong.items()
            for entry in _by_exporter(dtype, reasons)
        ),
        "xfail": tuple(
            Xfail(d, reason)
            for d, reason in xfail.items()
            if isinstance(reason, str) and d not in EXPORTERS
        ),
        "exporter_xfail": tuple(
            ExporterXfail(d, exporter, why)
            for d, reasons in xfail.items()
            if isinstance(reasons, dict) and d not in EXPORTERS
            for exporter, why in reasons.items()
        ),
        "parity_xfail": tuple(
            ParityXfail(exporter, value, None)
            if isinstance(value, str)
            else ParityXfail(exporter, value.reason, value.torch_below)
            for exporter, value in xfail.items()
            if exporter in EXPORTERS and not isinstance(value, dict)
        ),
        "tolerance": tuple(
            DtypeTolerance(dtype, t.rtol, t.atol, t.why)
            for dtype, t in spec.test.tolerance.items()
        ),
    }


def _by_exporter(dtype: str, reasons) -> tuple[TorchWrong, ...]:
    """The TorchWrong of a reason for both exporters or of reasons by exporter."""
    if isinstance(reasons, str):
        return (TorchWrong(dtype, BOTH, reasons, None),)
    return tuple(
        TorchWrong(dtype, exporter, reason, reasons.below_opset)
        for exporter in EXPORTERS
        if (reason := getattr(reasons, exporter)) is not None
    )
