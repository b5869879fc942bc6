"""`opmapgen new`: write a first spec for an op from the installed torch and ONNX schemas.

The draft reads like a hand-written spec: descriptors and arg names from the torch op schema,
inputs and attributes from `onnx.defs` (those left at their defaults listed as comments), and
test inputs that torch was seen to accept. What cannot be derived is marked TODO where it goes,
so that `opmapgen check` points at it; guesses are marked `check:`. Without --to, the target is
the ONNX op named like the torch op if there is one, and otherwise a formula whose result is
TODO, with the args it can use and the formula syntax in comments above it.

This module is the command: the spec's name and file, and the header. The sections come from
source_args (source), draft_target (target) and sample_inputs (test); resolve looks the ops up.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from ..console import Console
from ..diagnostics import Report, SpecErrors, display_path
from ..files import write_file
from ..runtime import exporters
from ..spec.model import RESERVED_NAMES, is_identifier
from .draft_target import map_target
from .resolve import (
    Source,
    Target,
    UserError,
    command,
    pick_target,
    qualified,
    resolve_source,
    resolve_target,
)
from .sample_inputs import sample_test
from .source_args import source_lines, spec_args
from .yaml_text import comment, flow, scalar, with_note

SCHEMA_FILE = Path("docs", "spec.schema.json")


def run_new(args: argparse.Namespace, console: Console) -> int:
    try:
        source = resolve_source(args)
        if args.to is None:
            target = pick_target(source, args.domain, args.opset)
        else:
            target = resolve_target(args.to, args.domain, args.opset)
        name = spec_name(args.name, source)
        path = output_path(args.out, source.namespace, name)
        if path is not None and path.exists() and not args.force:
            raise UserError(f"{_shown(path)} exists; pass --force to overwrite it")
    except UserError as exc:
        console.error(str(exc))
        return 1
    where = path or output_path(None, source.namespace, name)
    text = draft(args, source, target, name, where)
    if path is None:
        console.result(text.rstrip("\n"))
        return 0
    try:
        write_file(path, text)
    except OSError as exc:
        console.error(f"cannot write {_shown(path)}: {exc.strerror or exc}")
        return 1
    console.success(f"wrote {_shown(path)}")
    problems = check_problems(path)
    if problems:
        console.info(
            f"`opmapgen check {_shown(path)}` reports {problems} "
            f"problem{'s' if problems > 1 else ''} to fix; the TODO comments say what "
            "could not be derived"
        )
    else:
        console.info("it passes `opmapgen check`; review it, then run `opmapgen build`")
    _library_note(source, console)
    return 0


def _dispatched(record: dict) -> set[str]:
    """The ops (ns::name) the exporters find a catalog record's mapping by."""
    entries = [record.get(name) or {} for name in exporters.names()]
    ops = [op for e in entries for op in e.get("ops", [e.get("op")]) if op]
    return {op.split(".")[0] for op in ops}


def _library_note(source: Source, console: Console) -> None:
    """Say where the installed library maps the op already: a user's spec overrides it."""
    from .. import project

    if project.builds_library():
        return
    for record in project.library_catalog() or []:
        if source.base in _dispatched(record) | {record["source"].split(".")[0]}:
            console.info(
                f"the installed library maps {record['source']} already "
                f"({record['name']}: `opmapgen show {record['name']}`); once built, this "
                "spec overrides it where both apply"
            )


def draft(args, source: Source, target: Target, name: str, where: Path) -> str:
    """The spec text; `where` is the file it is meant for."""
    spec_arguments = spec_args(source, target)
    # The target goes first: it decides the test tensors' dtypes.
    target_lines = map_target(target, spec_arguments).lines()
    test_lines = sample_test(source, spec_arguments).lines(target.opset)
    review = (
        "Write the formula, and review the descriptors in source.args, the dtypes and the "
        "test inputs"
        if target.formula
        else "Review the descriptors in source.args, the ONNX inputs and attributes and the "
        "test inputs"
    )
    lines = [
        f"# yaml-language-server: $schema={schema_reference(where)}",
        *comment(
            f"Written by `{command(args)}`. {review}: comments marked TODO say what "
            "could not be derived, `check:` marks a guess."
        ),
        *comment(f"torch: {source.schema.text}", hanging="#        "),
    ]
    if target.schema is not None:
        lines += comment(f"ONNX:  {_signature(target.schema)}", hanging="#        ")
    if target.picked:
        lines += comment(target.picked)
    if source.others:
        others = ", ".join(qualified(source.base, o) for o in source.others)
        lines += comment(
            f"check: this maps {source.op}; models may call {others} too (the "
            "TorchScript exporter sends every overload to the same symbolic)"
        )
    for change in target.changes:
        lines += comment(
            f"check: ONNX {target.op} {change}; if `opmapgen check` objects, end this "
            "spec before it with max_opset and start another there"
        )
    lines += [f"name: {scalar(name)}", *source_lines(source, spec_arguments)]
    # The dtype contract: what the ONNX inputs take, as the test tensors have it.
    dtypes = sorted(
        {a.dtype for a in spec_arguments if a.descriptor == "v" and a.dtype}
    )
    if target.formula:
        # The formula decides which dtypes it serves: say so where the user sets them.
        note = "check: add each dtype the formula serves: float16, float64, int64..."
        contract = [with_note(f"dtypes: {flow(dtypes or ['float32'])}", note)]
    elif dtypes in ([], ["float32"]):
        contract = []
    else:
        contract = [f"dtypes: {flow(dtypes)}"]
    return "\n".join([*lines, *target_lines, *contract, *test_lines]) + "\n"


def _signature(schema) -> str:
    inputs = ", ".join(
        f"{p.name}?" if p.option.name == "Optional" else p.name for p in schema.inputs
    )
    outputs = ", ".join(p.name for p in schema.outputs)
    attributes = ", ".join(sorted(schema.attributes)) or "none"
    return f"{schema.name}-{schema.since_version}({inputs}) -> {outputs}; attributes: {attributes}"


def spec_name(given: str | None, source: Source) -> str:
    if given is not None:
        if not is_identifier(given) or given.startswith("_") or given in RESERVED_NAMES:
            raise UserError(
                f"--name '{given}' is not a usable mapping name: give a Python identifier "
                "that does not start with _ and is not one of "
                f"{', '.join(sorted(RESERVED_NAMES))}"
            )
        return given
    # aten::add.Tensor → add_tensor; aten::__and__ → and_op
    name = source.name.strip("_")
    if source.overload:
        name = f"{name}_{source.overload.lower()}"
    if not is_identifier(name) or name.startswith("_") or name in RESERVED_NAMES:
        name = f"{name}_op"
    return name


def output_path(out: str | None, namespace: str, name: str) -> Path | None:
    """The spec file: mappings/NAMESPACE/NAME.yaml, FILE, or NAME.yaml in a folder given
    as FILE; None for stdout."""
    if out == "-":
        return None
    if out is None:
        return Path("mappings", namespace, f"{name}.yaml")
    path = Path(out)
    folder = path.is_dir() or out.endswith(("/", os.sep))
    return path / f"{name}.yaml" if folder else path


def schema_reference(spec_path: Path) -> str:
    """The JSON Schema's path relative to the spec's folder, for `yaml-language-server`.

    The working folder's docs/spec.schema.json, as the repository's specs name it; failing
    that the one in the nearest folder above the spec; failing that the working folder's
    again, where `opmapgen schema > docs/spec.schema.json` would put it.
    """
    folder = spec_path.absolute().parent
    schema = Path.cwd() / SCHEMA_FILE
    if not schema.is_file():
        above = [p / SCHEMA_FILE for p in folder.parents if (p / SCHEMA_FILE).is_file()]
        schema = above[0] if above else schema
    return Path(os.path.relpath(schema, folder)).as_posix()


def check_problems(path: Path) -> int:
    """How many errors `opmapgen check` reports for the spec at `path`."""
    from ..validate.specs import validate

    try:
        validate(path, Report())
    except SpecErrors as exc:
        return len(exc.diagnostics)
    return 0


def _shown(path: Path) -> str:
    return display_path(path.absolute())
