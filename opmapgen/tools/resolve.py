"""The ops `opmapgen new` is asked for: the torch overload and the ONNX schema to draft from.

Each is checked against what is installed, so that a mistyped name, an ambiguous overload or an
opset the exporter cannot reach stops the command with a UserError saying what to give instead.
Without --to, the target is the ONNX op named like the torch op (aten::acosh: Acosh) when there
is one at the opset, and otherwise a formula for the user to write.
"""

from __future__ import annotations

import argparse
import shlex
from dataclasses import dataclass, replace

import onnx.defs

from ..spec.model import DOMAIN_NAME, ONNX_OP_NAME, OP_NAME, standard_domain
from ..validate import source_schema, target_schema
from ..validate.source_schema import NotInstalled, OpSchema, Unknown


class UserError(Exception):
    """A problem with the command line: printed as it is, exit status 1."""


def command(args, base: str | None = None, overload: str | None = None) -> str:
    """The `opmapgen new` command line given, or the one picking `overload` of `base`."""
    if base is None:
        op = [args.op]
    elif overload:
        op = [f"{base}.{overload}"]
    else:  # the default overload: naming none would be ambiguous again
        op = [base, "--overload", ""]
    words = ["opmapgen", "new", *op]
    if args.to is not None:
        words += ["--to", args.to]
    if args.opset is not None:
        words += ["--opset", str(args.opset)]
    if args.domain:
        words += ["--domain", args.domain]
    if args.overload is not None and base is None:
        words += ["--overload", args.overload]
    if args.name:
        words += ["--name", args.name]
    if args.out is not None and args.out != "-":
        words += ["-o", args.out]
    return shlex.join(words)


# -- source ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Source:
    namespace: str
    name: str
    overload: str  # "" for the default overload
    schema: OpSchema
    declared: tuple[str, ...]  # each arg's type as declared: ScalarType, Layout...
    returns: int
    others: tuple[str, ...]  # overloads a model may call instead, noted in the spec

    @property
    def base(self) -> str:
        return f"{self.namespace}::{self.name}"

    @property
    def op(self) -> str:
        """The op as the spec writes it."""
        return qualified(self.base, self.overload)


def resolve_source(args: argparse.Namespace) -> Source:
    match = OP_NAME.match(args.op)
    if not match:
        raise UserError(
            f"'{args.op}' is not a qualified op name; write namespace::name[.overload], "
            "e.g. aten::acosh or aten::add.Tensor"
        )
    namespace, name, overload = match["ns"], match["name"], match["overload"]
    if args.overload is not None:
        if overload is not None and overload != args.overload:
            raise UserError(
                f"{args.op} names overload '{overload}' but --overload says "
                f"'{args.overload}'; give one of them"
            )
        overload = args.overload
    base = f"{namespace}::{name}"
    found = _overloads(base, namespace)
    if overload is None:
        overload = _pick_overload(base, found, args)
    elif overload not in found:
        raise UserError(
            f"{base} has no overload '{overload}'; pick one of its "
            f"{len(found)}{_choices(base, found, args)}"
        )
    torch_schema = torch_op(namespace, name, overload)._schema
    return Source(
        namespace,
        name,
        overload,
        found[overload],
        tuple(_declared(a.real_type) for a in torch_schema.arguments),
        len(torch_schema.returns),
        tuple(o for o in _likely(found) if o != overload),
    )


def qualified(base: str, overload: str) -> str:
    return f"{base}.{overload}" if overload else base


def torch_op(namespace: str, name: str, overload: str):
    """The overload itself, not the packet, which would pick one by the args it is given."""
    import torch

    packet = getattr(getattr(torch.ops, namespace), name)
    return getattr(packet, overload or "default")


def _overloads(base: str, namespace: str) -> dict[str, OpSchema]:
    try:
        return source_schema.overloads(base)
    except NotInstalled as exc:
        raise UserError(
            f"cannot look up {base}: its ops come from the Python package '{exc}', which is "
            f"not installed; install it (pip install {exc}) and run again"
        ) from None
    except Unknown:
        hint = _did_you_mean(source_schema.similar_ops(base))
        raise UserError(f"the installed torch has no op {base}{hint}") from None
    except (ImportError, RuntimeError, OSError) as exc:  # a library that fails to load
        raise UserError(
            f"cannot look up {base}: importing {namespace} failed: {exc}"
        ) from None


def _pick_overload(base: str, found: dict[str, OpSchema], args) -> str:
    """The overload a model means by `base`, or UserError listing them when it is unclear."""
    likely = _likely(found)
    if len(found) == 1:
        return next(iter(found))
    if "" in likely:  # what a spec naming no overload maps, as validate reads it
        return ""
    if len(likely) == 1:
        return likely[0]
    raise UserError(
        f"{base} has {len(found)} overloads, {len(likely)} of them on tensors; name the "
        f"one to map as {base}.OVERLOAD or with --overload{_choices(base, found, args)}"
    )


def _likely(found: dict[str, OpSchema]) -> list[str]:
    """The overloads an exported model calls: on tensors, and not out= variants (which
    write into an argument, `Tensor(a!) out`)."""
    return [
        o
        for o, schema in found.items()
        if "Tensor" in schema.text.partition("(")[2] and "!" not in schema.text
    ]


def _choices(base: str, found: dict[str, OpSchema], args) -> str:
    """Every overload with its schema and the command that picks it, likely ones first."""
    likely = _likely(found)
    rest = [o for o in found if o not in likely]
    lines = []
    for group in (likely, rest):
        if group is rest and rest:
            lines.append("less likely (out= variants, ops on Python numbers):")
        for overload in group:
            lines.append(f"  {found[overload].text}")
            lines.append(f"      {command(args, base, overload)}")
    return ":\n" + "\n".join(lines)


def _declared(real_type) -> str:
    text = str(real_type)
    return text[len("Optional[") : -1] if text.startswith("Optional[") else text


def _did_you_mean(close: list[str]) -> str:
    return f"; did you mean {' or '.join(close)}?" if close else ""


# -- target ----------------------------------------------------------------------------------


# A formula draft's first opset, unless --opset says otherwise: where ONNX Equal, Greater and
# Less take floats and Slice, Clip and Range take their bounds as inputs.
FORMULA_OPSET = 11


@dataclass(frozen=True)
class Target:
    op: str | None  # None: a formula, which the user writes
    domain: str  # as given
    opset: int
    schema: onnx.defs.OpSchema | None  # None in a custom domain and for a formula
    changes: tuple[str, ...]  # how the op changes at later opsets the mapping covers
    picked: str = ""  # without --to: why this target, for the draft to say

    @property
    def formula(self) -> bool:
        return self.op is None


def pick_target(source: Source, domain: str, opset: int | None) -> Target:
    """The target when no --to is given: the ONNX op named like the torch op (hard_swish,
    hardswish and HardSwish are alike) if it can be the target at the opset, else a formula."""
    if domain:
        raise UserError(
            f"--domain {domain} is the domain of the --to op; give --to too, or leave "
            "--domain out to write a formula of standard ONNX ops"
        )
    if opset is not None:
        _in_exporter_range(opset)
    named = named_like(source.name)
    if named is not None:
        try:
            target = resolve_target(named, "", opset)
        except UserError as exc:
            why = f"ONNX {named} has the op's name, but {exc}"
        else:
            return replace(
                target,
                picked=f"check: no --to was given, and ONNX {named} has the op's name; "
                "for another op pass --to, or replace op, inputs and attributes with a "
                "formula (docs/spec-format.md)",
            )
    else:
        why = "No ONNX op has the op's name"
    if opset is None:
        lowest, highest = source_schema.exporter_opsets()
        opset = min(max(FORMULA_OPSET, lowest), highest)
    return Target(
        None,
        "",
        opset,
        None,
        (),
        f"{why}. The target is a formula to write; to map the op to one ONNX op "
        "instead, pass --to ONNX_OP.",
    )


def named_like(torch_name: str) -> str | None:
    """The standard ONNX op whose name is `torch_name`'s, ignoring case and underscores."""
    key = _key(torch_name)
    found = [s.name for s in onnx.defs.get_all_schemas() if s.domain == ""]
    return next((name for name in sorted(found) if _key(name) == key), None)


def _key(name: str) -> str:
    return name.replace("_", "").lower()


def resolve_target(op: str, domain: str, opset: int | None) -> Target:
    if not ONNX_OP_NAME.match(op):
        raise UserError(f"'{op}' is not an ONNX op type; write a name such as Acosh")
    if not DOMAIN_NAME.match(domain):
        raise UserError(f"'{domain}' is not a domain name; write e.g. com.example")
    lowest, highest = source_schema.exporter_opsets()
    standard = standard_domain(domain)
    if not target_schema.is_standard(standard):
        first = lowest if opset is None else _in_exporter_range(opset)
        return Target(op, domain, first, None, ())
    versions = target_schema.versions(op, standard)
    if not versions:
        hint = _did_you_mean(target_schema.similar(op, standard))
        where = f"domain '{domain}'" if standard else "the default ONNX domain"
        raise UserError(f"ONNX has no op {op} in {where}{hint}")
    if versions[0] > highest:
        raise UserError(
            f"ONNX {op} was added in opset {versions[0]}, above {highest}, the highest "
            "opset the installed TorchScript exporter supports"
        )
    if opset is None:
        opset = max(versions[0], lowest)
    elif opset < versions[0]:
        raise UserError(
            f"ONNX {op} does not exist at opset {opset}: it was added in opset "
            f"{versions[0]}; use --opset {max(versions[0], lowest)} or higher"
        )
    _in_exporter_range(opset)
    schema = onnx.defs.get_schema(op, opset, standard)
    if schema.deprecated:
        raise UserError(
            f"ONNX {op} is deprecated from opset {schema.since_version}; give a lower "
            "--opset, or map the op to what replaces it"
        )
    return Target(op, domain, opset, schema, _changes(schema, standard, highest))


def _in_exporter_range(opset: int) -> int:
    lowest, highest = source_schema.exporter_opsets()
    if not lowest <= opset <= highest:
        raise UserError(
            f"--opset {opset} is outside {lowest} to {highest}, the opsets the installed "
            "TorchScript exporter supports"
        )
    return opset


def _changes(schema, domain: str, highest: int) -> tuple[str, ...]:
    """How later schema versions, up to `highest`, change the inputs or attributes."""
    found, shape = [], _shape(schema)
    for version in target_schema.versions(schema.name, domain):
        if not schema.since_version < version <= highest:
            continue
        later = onnx.defs.get_schema(schema.name, version, domain)
        if later.deprecated:
            found.append(f"is deprecated from opset {version}")
            break
        if _shape(later) != shape:
            shape = _shape(later)
            found.append(
                f"takes inputs {', '.join(shape[0]) or 'none'} and attributes "
                f"{', '.join(sorted(shape[1])) or 'none'} from opset {version}"
            )
    return tuple(found)


def _shape(schema) -> tuple[tuple[str, ...], frozenset[str]]:
    return tuple(i.name for i in schema.inputs), frozenset(schema.attributes)
