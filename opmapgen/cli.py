"""The `opmapgen` command: check specs, build the generated package."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import __version__
from .diagnostics import Report, SpecErrors, display_path

DEFAULT_MAPPINGS = "mappings"
DEFAULT_OUT = "generated"

_EPILOG = """\
examples:
  opmapgen build                      validate mappings/, write generated/
  opmapgen build --check              exit 1 if generated/ is not what mappings/ gives
  opmapgen check mappings/aten        validate only
  opmapgen schema > docs/spec.schema.json   the JSON Schema editors validate specs with
"""


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except KeyboardInterrupt:
        print("opmapgen: interrupted", file=sys.stderr)
        return 130


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="opmapgen",
        description="Declarative PyTorch-to-ONNX op mappings: YAML specs in, "
        "exporter registrations and ONNX Runtime parity tests out.",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--version", action="version", version=f"opmapgen {__version__}"
    )
    commands = parser.add_subparsers(title="commands", required=True, metavar="COMMAND")

    build = commands.add_parser(
        "build",
        help="validate the specs and write the generated package",
        description="Validate every spec, then render the registration modules, the package "
        "__init__ and the parity tests into OUT. Nothing is written if any spec is wrong.",
        epilog="example:\n  opmapgen build mappings -o generated",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    build.add_argument(
        "mappings",
        nargs="?",
        default=DEFAULT_MAPPINGS,
        help="folder of YAML specs (default: %(default)s)",
    )
    build.add_argument(
        "-o",
        "--out",
        default=DEFAULT_OUT,
        help="generated package folder (default: %(default)s)",
    )
    build.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 naming the files that are not current",
    )
    build.set_defaults(run=_build)

    check = commands.add_parser(
        "check",
        help="validate the specs only",
        description="Validate every spec against the installed torch and ONNX schemas.",
        epilog="example:\n  opmapgen check mappings/aten/asinh.yaml",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    check.add_argument(
        "mappings",
        nargs="?",
        default=DEFAULT_MAPPINGS,
        help="folder or file of YAML specs (default: %(default)s)",
    )
    check.set_defaults(run=_check)

    schema = commands.add_parser(
        "schema",
        help="print the JSON Schema of the spec format",
        description="Print the JSON Schema of a mapping spec, derived from the pydantic "
        "models that validate specs. The repository ships it as docs/spec.schema.json; "
        "each spec's first line, `# yaml-language-server: $schema=<path to it>`, lets "
        "editors with a YAML language server validate and complete specs as you type.",
        epilog="example:\n  opmapgen schema > docs/spec.schema.json",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    schema.set_defaults(run=_schema)
    return parser


def _schema(args: argparse.Namespace) -> int:
    import json

    from .spec import json_schema

    print(json.dumps(json_schema(), indent=2, ensure_ascii=False))
    return 0


def _validated(root: Path):
    from .validate import validate  # imports torch and onnx: only when there is work

    report = Report()
    try:
        mappings = validate(root, report)
    except SpecErrors as exc:
        _print_all(report.warnings + exc.diagnostics)
        count = len(exc.diagnostics)
        print(
            f"opmapgen: {count} error{'s' if count != 1 else ''}; nothing was written",
            file=sys.stderr,
        )
        return None
    _print_all(report.warnings)
    return mappings


def _check(args: argparse.Namespace) -> int:
    mappings = _validated(Path(args.mappings))
    if mappings is None:
        return 1
    print(f"opmapgen: {len(mappings)} mapping{'s' if len(mappings) != 1 else ''} OK")
    return 0


def _build(args: argparse.Namespace) -> int:
    from .render import render
    from .write import OutputError, diff, write_tree

    root, out = Path(args.mappings), Path(args.out)
    mappings = _validated(root)
    if mappings is None:
        return 1
    files = render(mappings, command=_command(args))
    shown = display_path(out.absolute())
    if args.check:
        changes = diff(out, files)
        if changes:
            for line in changes.lines(out):
                print(f"opmapgen: {line}", file=sys.stderr)
            print(
                f"opmapgen: {shown}/ is stale; run `{_command(args)}`", file=sys.stderr
            )
            return 1
        print(f"opmapgen: {shown}/ is current ({len(mappings)} mappings)")
        return 0
    try:
        changes = write_tree(out, files)
    except OutputError as exc:
        print(f"opmapgen: {exc}", file=sys.stderr)
        return 1
    if not changes:
        print(f"opmapgen: {shown}/ is current ({len(mappings)} mappings)")
    else:
        print(
            f"opmapgen: wrote {shown}/ ({len(mappings)} mappings): "
            f"{len(changes.added)} added, {len(changes.changed)} changed, "
            f"{len(changes.removed)} removed"
        )
    return 0


def _command(args: argparse.Namespace) -> str:
    """The command that regenerates the output, as generated files quote it."""
    words = ["opmapgen build"]
    if args.mappings != DEFAULT_MAPPINGS:
        words.append(Path(args.mappings).as_posix())
    if args.out != DEFAULT_OUT:
        words.append(f"-o {Path(args.out).as_posix()}")
    return " ".join(words)


def _print_all(diagnostics) -> None:
    for diagnostic in diagnostics:
        print(diagnostic, file=sys.stderr)
