"""The `opmapgen` command: check specs, build the generated package."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from . import __version__, project
from .console import NORMAL, QUIET, VERBOSE, Console
from .diagnostics import Diagnostic, display_path
from .ir.exporters import EXPORTERS
from .project import DEFAULT_MAPPINGS, DEFAULT_OUT, Package

DEFAULT_DOCS = "docs/mappings.md"

_EPILOG = """\
examples:
  opmapgen new aten::acosh                     start a spec from the torch and ONNX schemas
  opmapgen build                               validate mappings/, write generated/
  opmapgen scan models.py:make_model --opset 17 --input-shape 1,3,224,224
  opmapgen list                                every mapping, its ops and opsets
  opmapgen docs                                write docs/mappings.md

Run `opmapgen COMMAND --help` for a command's options and an example.
"""


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    # Read with getattr: the options' defaults are SUPPRESSed (see _common).
    verbosity = (
        QUIET
        if getattr(args, "quiet", False)
        else VERBOSE
        if getattr(args, "verbose", False)
        else NORMAL
    )
    console = Console(verbosity, getattr(args, "color", "auto"))
    try:
        return args.run(args, console)
    except KeyboardInterrupt:
        console.failed("interrupted")
        return 130
    except BrokenPipeError:
        # The reader left (`opmapgen scan --all-aten | head`): not an error of ours. Point
        # stdout at devnull so the interpreter's final flush does not fail again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0


def _common() -> argparse.ArgumentParser:
    """Options every command takes, before or after its name."""
    common = argparse.ArgumentParser(add_help=False)
    group = common.add_argument_group("output")
    quiet = group.add_mutually_exclusive_group()
    # SUPPRESS: an option given before the command is not reset by the command's defaults.
    quiet.add_argument(
        "-q",
        "--quiet",
        action="store_true",
        default=argparse.SUPPRESS,
        help="print errors and the command's result only",
    )
    quiet.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        default=argparse.SUPPRESS,
        help="say what is done, file by file",
    )
    group.add_argument(
        "--color",
        choices=("auto", "always", "never"),
        default=argparse.SUPPRESS,
        help="colour the output (default: auto, when writing to a terminal; "
        "NO_COLOR and FORCE_COLOR are honoured)",
    )
    return common


def _command(commands, name: str, *, help: str, description: str, example: str, common):
    return commands.add_parser(
        name,
        help=help,
        description=description,
        epilog=f"example{'s' if example.count(chr(10)) else ''}:\n{example}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        parents=[common],
    )


def _parser() -> argparse.ArgumentParser:
    common = _common()
    parser = argparse.ArgumentParser(
        prog="opmapgen",
        description="Declarative PyTorch-to-ONNX op mappings: YAML specs in, "
        "exporter registrations and ONNX Runtime parity tests out.",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        parents=[common],
    )
    parser.add_argument(
        "--version", action="version", version=f"opmapgen {__version__}"
    )
    commands = parser.add_subparsers(title="commands", required=True, metavar="COMMAND")
    # One function per command, in the order `opmapgen --help` lists them.
    for add in (
        _add_build,
        _add_check,
        _add_new,
        _add_scan,
        _add_sweep,
        _add_verify,
        _add_list,
        _add_show,
        _add_docs,
        _add_schema,
    ):
        add(commands, common)
    return parser


def _add_build(commands, common) -> None:
    build = _command(
        commands,
        "build",
        help="validate the specs and write the generated package",
        description="Validate every spec, then render the registration modules, the package "
        "__init__ and the parity tests into OUT. Nothing is written if any spec is wrong. "
        "What torch and onnx say of the specs' ops is kept in $OPMAPGEN_CACHE_DIR "
        "(default ~/.cache/opmapgen; empty: none), so that later builds need not import "
        "them.",
        example="  opmapgen build mappings -o generated\n"
        "  opmapgen build --check       in CI: exit 1 if generated/ is not current",
        common=common,
    )
    _mappings_arg(build)
    build.add_argument(
        "-o",
        "--out",
        help=f"generated package folder (default: {DEFAULT_OUT}, or the packages of "
        "[tool.opmapgen] in pyproject.toml)",
    )
    build.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 naming the files that are not current",
    )
    build.set_defaults(run=_build)


def _add_check(commands, common) -> None:
    check = _command(
        commands,
        "check",
        help="validate the specs only",
        description="Validate every spec against the installed torch and ONNX schemas.",
        example="  opmapgen check mappings/aten/asinh.yaml",
        common=common,
    )
    _mappings_arg(check, "folder or file of YAML specs")
    check.set_defaults(run=_check)


def _add_new(commands, common) -> None:
    new = _command(
        commands,
        "new",
        help="write a spec for an op, from the torch and ONNX schemas",
        description="Write a ready-to-edit spec for a torch op: parse_args descriptors and arg "
        "names from the installed torch schema, the target, and a parity test with sample "
        "inputs. With --to ONNX_OP, or without it when an ONNX op has the torch op's name "
        "(aten::acosh: Acosh), the target is that op, its inputs and attributes from "
        "onnx.defs (defaults listed as comments); for a simple one-to-one op the spec passes "
        "`opmapgen check` as written. Otherwise the target is a formula to write: its result "
        "is TODO, which `opmapgen check` points at, under comments listing the args it can "
        "use and the formula syntax.",
        example="  opmapgen new aten::sinc                     a formula to write\n"
        "  opmapgen new aten::acosh                    ONNX Acosh, named like the op\n"
        "  opmapgen new torchvision::roi_align --to RoiAlign --opset 16\n"
        "  opmapgen new aten::add --overload Tensor --to Add -o -   print, do not write",
        common=common,
    )
    new.add_argument("op", metavar="OP", help="torch op, ns::name[.overload]")
    new.add_argument(
        "--to",
        metavar="ONNX_OP",
        help="the ONNX op the source op becomes, e.g. Acosh (default: the ONNX op named "
        "like OP, if any, else a formula to write)",
    )
    new.add_argument(
        "--opset",
        type=int,
        help="first opset of the mapping (default: the first the ONNX op exists at, "
        "and no lower than the exporter's minimum; for a formula, 11)",
    )
    new.add_argument(
        "--domain",
        default="",
        help="ONNX domain of the --to op (default: the standard domain)",
    )
    new.add_argument(
        "--overload",
        metavar="NAME",
        help='which overload of OP to map, when it has several ("" for the default one)',
    )
    new.add_argument("--name", help="mapping name (default: the op's name)")
    new.add_argument(
        "-o",
        "--out",
        metavar="FILE",
        help="where to write the spec (default: mappings/NAMESPACE/NAME.yaml); - for stdout",
    )
    new.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    new.set_defaults(run=_new)


def _add_scan(commands, common) -> None:
    scan = _command(
        commands,
        "scan",
        help="list the ops a model uses and whether the TorchScript exporter can export them",
        description="Trace a model and print every op it uses with its status at OPSET for "
        "the TorchScript exporter (torch.onnx.export(..., dynamo=False)): supported by torch, "
        "supported by a mapping in MAPPINGS, or missing, with the `opmapgen new` command that "
        "starts a spec for it. Exit 1 if any op is missing. MODEL is a TorchScript file "
        "(torch.jit.save) or module:attr naming an nn.Module, or a function or class that "
        "returns one when called without arguments.",
        example="  opmapgen scan examples/models.py:AsinhNet --opset 17 --input-shape 1,3,8,8\n"
        "  opmapgen scan model.pt --opset 17 --input-shape 1,3,224,224\n"
        "  opmapgen scan --all-aten --opset 17 --json > unsupported.json\n"
        "  opmapgen scan --all-aten --exporter dynamo --opset 18",
        common=common,
    )
    scan.add_argument(
        "model", nargs="?", metavar="MODEL", help="FILE.pt or module:attr"
    )
    scan.add_argument(
        "--opset", type=int, required=True, help="the opset the model is exported at"
    )
    scan.add_argument(
        "--input-shape",
        action="append",
        default=[],
        metavar="SHAPE",
        help="shape of one float32 input, e.g. 1,3,224,224; repeat for each input",
    )
    scan.add_argument(
        "--all-aten",
        action="store_true",
        help="instead of a model: every public ATen op the exporter cannot export",
    )
    scan.add_argument(
        "--exporter",
        choices=["torchscript", "dynamo"],
        default="torchscript",
        help="with --all-aten: dynamo lists the ops torch's dynamo exporter cannot "
        "translate, found by exporting each op's first OpInfo sample (minutes)",
    )
    scan.add_argument(
        "--op",
        action="append",
        default=[],
        metavar="OP",
        help="with --exporter dynamo: only this op (repeatable)",
    )
    scan.add_argument("--json", action="store_true", help="print JSON, not a table")
    scan.add_argument(
        "--mappings",
        help="folder of YAML specs whose ops count as supported (default: the "
        "project's, mappings/ or [tool.opmapgen] in pyproject.toml, and the installed "
        "library's)",
    )
    scan.set_defaults(run=_scan)


def _add_sweep(commands, common) -> None:
    sweep = _command(
        commands,
        "sweep",
        help="run PyTorch's OpInfo samples of ops through torch's own conversion",
        description="Export every OpInfo sample of each OP (torch.testing's database) in "
        "every dtype torch supports, with torch's own symbolic (TorchScript exporter at "
        "OPSET) and translation (dynamo exporter at 18), run it in ONNX Runtime and compare "
        "with eager. A case matches, is refused (the export raises) or is wrong (invalid "
        "model, runtime failure, other numbers, dtype or shape). Exit 1 if any case is "
        "wrong: a spec that overrides torch's conversion fixes it. With --with-library, "
        "`import generated` first, to check the library's mappings instead. With --compare, "
        "ask whether importing generated does harm: each way of calling OP is exported "
        "without it and with it, and exit 1 if any exports worse with it.",
        example="  opmapgen sweep cumsum atan2 --opset 17\n"
        "  opmapgen sweep aten::logaddexp --exporter dynamo --dtype float32 --json\n"
        "  opmapgen sweep cumsum --with-library\n"
        "  opmapgen sweep floor_divide remainder --compare --exporter dynamo",
        common=common,
    )
    sweep.add_argument("ops", nargs="+", metavar="OP", help="aten::name or name")
    sweep.add_argument(
        "--opset",
        type=int,
        default=17,
        help="the TorchScript exporter's opset (default: %(default)s)",
    )
    sweep.add_argument("--exporter", choices=[*EXPORTERS, "both"], default="both")
    sweep.add_argument(
        "--dtype",
        action="append",
        metavar="DTYPE",
        help="only this input dtype (repeatable; default: every dtype torch supports)",
    )
    library = sweep.add_mutually_exclusive_group()
    library.add_argument(
        "--with-library",
        action="store_true",
        help="import the library (opmapgen.library) before exporting",
    )
    library.add_argument(
        "--compare",
        action="store_true",
        help="export each calling form of OP (x // 2, torch.div(x, 0.7, "
        "rounding_mode='floor'), ...) without the library and with it, and give a verdict "
        "per form and exporter: same, fixed, refused (with the mapping's reason) or HARM; "
        "exit 1 on any harm",
    )
    sweep.add_argument(
        "--opinfo",
        action="store_true",
        help="with --compare, also compare each dtype's OpInfo samples (slow)",
    )
    sweep.add_argument("--json", action="store_true", help="print JSON, not a table")
    sweep.set_defaults(run=_sweep)


def _add_verify(commands, common) -> None:
    verify = _command(
        commands,
        "verify",
        help="export a model with the mappings, run it in ONNX Runtime, compare with eager",
        description="Export MODEL with the mappings of the generated package applied (with "
        "the TorchScript exporter, the dynamo exporter or both), check the model "
        "(onnx.checker, full check), run it in ONNX Runtime and compare every output with "
        "eager (values within the tolerances of the output's dtype, dtype and shape). On a "
        "failure, the ONNX node the checker or the runtime names is traced back to the "
        "source op and to the mapping or torch conversion that emitted it; on other "
        "numbers, the first op whose output differs from eager's (dynamo exporter). Exit 0 "
        "when every output matches, 1 otherwise. MODEL as `scan` takes it.",
        example="  opmapgen verify examples/models.py:AsinhNet --input-shape 1,3,8,8\n"
        "  opmapgen verify models.py:make_decoder --input-shape 1,8 --input-dtype int64 "
        "--exporter torchscript --opset 17\n"
        "  opmapgen verify model.pt --input-shape 1,3,224,224 --json\n"
        "  opmapgen verify model.pt --input-shape 1,8 --runtime onnxruntime,openvino,reference",
        common=common,
    )
    verify.add_argument("model", metavar="MODEL", help="FILE.pt or module:attr")
    verify.add_argument(
        "--opset",
        type=int,
        help="the export opset (default: 17 for the TorchScript exporter, 18 for dynamo)",
    )
    verify.add_argument(
        "--exporter",
        choices=[*EXPORTERS, "both", "auto"],
        default="both",
        help="which of torch's exporters; auto: dynamo, or TorchScript where the dynamo "
        "exporter stops before converting any op (torch.export cannot capture the model, "
        "or its program cannot be decomposed), as opmapgen.export(exporter='auto') "
        "(default: %(default)s)",
    )
    verify.add_argument(
        "--input-shape",
        action="append",
        default=[],
        metavar="SHAPE",
        help="shape of one input, e.g. 1,3,224,224; repeat for each input",
    )
    verify.add_argument(
        "--input-dtype",
        action="append",
        default=[],
        metavar="DTYPE",
        help="dtype of the input of the same position (default float32); integer "
        "inputs such as token ids are drawn from [0, 16)",
    )
    verify.add_argument(
        "--mappings",
        action="append",
        default=[],
        metavar="PACKAGE",
        help="a generated package to apply, imported from the current folder; repeat "
        "for several (a user's package brings the library, and wins where both map an "
        f"op). Default: {DEFAULT_OUT} when there is one here, else the installed "
        "library, opmapgen.library",
    )
    verify.add_argument(
        "--no-library",
        action="store_true",
        help="without the library's mappings: only those of the packages named (to tell "
        "whether a failure is your mapping's or the library's)",
    )
    verify.add_argument(
        "--runtime",
        metavar="NAMES",
        help="run the model in each of these runtimes, comma-separated, and compare each "
        "with eager, one line each: onnxruntime, reference (ONNX's reference "
        "implementation), openvino (`pip install 'opmapgen[runtimes]'`), or all (every "
        "installed one). A runtime that computes a dtype in a narrower one (OpenVINO's "
        "float64 in float32) is compared at the narrower dtype's tolerances, and the "
        "line says so. Default: ONNX Runtime alone",
    )
    verify.add_argument("--json", action="store_true", help="print JSON, not a report")
    verify.set_defaults(run=_verify)


def _add_list(commands, common) -> None:
    listing = _command(
        commands,
        "list",
        help="list every mapping: source op, target ops, domain, opsets, spec",
        description="Validate the specs and list every mapping with its source op, the ONNX "
        "ops it emits, their domain, the opset range and the spec file.",
        example="  opmapgen list\n  opmapgen list --match loss\n"
        "  opmapgen list --family 'special functions'\n  opmapgen list --json",
        common=common,
    )
    _mappings_arg(listing)
    listing.add_argument("--json", action="store_true", help="print JSON, not a table")
    listing.add_argument(
        "--match",
        metavar="TEXT",
        help="only mappings whose name, source op or ONNX ops contain TEXT (any case)",
    )
    listing.add_argument(
        "--family",
        metavar="NAME",
        help="only the mappings of one family (`opmapgen list` shows them)",
    )
    listing.set_defaults(run=_list)


def _add_show(commands, common) -> None:
    show = _command(
        commands,
        "show",
        help="print one mapping and the ONNX subgraph it emits",
        description="Print a mapping: its source op and schema, the exporters and opsets it "
        "applies to, its parity test, and the ONNX subgraph the source op becomes.",
        example="  opmapgen show hypot",
        common=common,
    )
    show.add_argument("name", metavar="NAME", help="mapping name (see `opmapgen list`)")
    show.add_argument(
        "--mappings",
        help="folder of YAML specs (default: the project's, mappings/ or "
        "[tool.opmapgen] in pyproject.toml, then the installed library's)",
    )
    show.set_defaults(run=_show)


def _add_docs(commands, common) -> None:
    docs = _command(
        commands,
        "docs",
        help="write docs/mappings.md, the mapping catalog with diagrams",
        description="Write a Markdown catalog of the mappings: per mapping a Mermaid diagram "
        "of the source op and the ONNX subgraph it becomes, the opsets, the parity tolerances "
        "and a link to the spec. GitHub renders it as is.",
        example="  opmapgen docs\n"
        "  opmapgen docs --check       in CI: exit 1 if docs/mappings.md is not current",
        common=common,
    )
    _mappings_arg(docs)
    docs.add_argument(
        "-o",
        "--out",
        default=DEFAULT_DOCS,
        help="Markdown file to write (default: %(default)s)",
    )
    docs.add_argument(
        "--check",
        action="store_true",
        help="write nothing; exit 1 if the file is not current",
    )
    docs.set_defaults(run=_docs)


def _add_schema(commands, common) -> None:
    schema = _command(
        commands,
        "schema",
        help="print the JSON Schema of the spec format",
        description="Print the JSON Schema of a mapping spec, derived from the pydantic "
        "models that validate specs. The repository ships it as docs/spec.schema.json; "
        "each spec's first line, `# yaml-language-server: $schema=<path to it>`, lets "
        "editors with a YAML language server validate and complete specs as you type.",
        example="  opmapgen schema > docs/spec.schema.json",
        common=common,
    )
    schema.set_defaults(run=_schema)


def _mappings_arg(command, what: str = "folder of YAML specs") -> None:
    command.add_argument(
        "mappings",
        nargs="?",
        help=f"{what} (default: {DEFAULT_MAPPINGS}, or the folders of [tool.opmapgen] "
        "in pyproject.toml)",
    )


def _new(args: argparse.Namespace, console: Console) -> int:
    from .tools.scaffold import run_new

    return run_new(args, console)


def _scan(args: argparse.Namespace, console: Console) -> int:
    from .tools.scan import run_scan

    return run_scan(args, console)


def _verify(args: argparse.Namespace, console: Console) -> int:
    from .tools import trace
    from .tools.verify import run_verify

    try:
        return run_verify(args, console)
    except trace.ModelError as exc:
        console.error(str(exc))
        return 1


def _sweep(args: argparse.Namespace, console: Console) -> int:
    from .tools.sweep import run_sweep

    return run_sweep(args, console)


def _list(args: argparse.Namespace, console: Console) -> int:
    from .tools.catalog import run_list

    return run_list(args, console)


def _show(args: argparse.Namespace, console: Console) -> int:
    from .tools.catalog import run_show

    return run_show(args, console)


def _docs(args: argparse.Namespace, console: Console) -> int:
    from .tools.docs import run_docs

    return run_docs(args, console)


def _schema(args: argparse.Namespace, console: Console) -> int:
    import json

    from .spec.model import json_schema

    console.result(json.dumps(json_schema(), indent=2, ensure_ascii=False))
    return 0


def _check(args: argparse.Namespace, console: Console) -> int:
    from .validate.specs import validated  # loaded only when there is work

    roots = spec_roots(args, console)
    if roots is None:
        return 1
    mappings = validated(roots, console, "the specs need fixing")
    if mappings is None:
        return 1
    console.success(f"{len(mappings)} mapping{'s' if len(mappings) != 1 else ''} OK")
    return 0


def _packages(args: argparse.Namespace, console: Console) -> list[Package] | None:
    """What `build` builds: the package named on the command line, else the project's."""
    if args.mappings is not None or args.out is not None:
        mappings = Path(args.mappings or DEFAULT_MAPPINGS)
        return [Package((mappings,), Path(args.out or DEFAULT_OUT))]
    try:
        return project.packages()
    except project.ProjectError as exc:
        console.error(str(exc))
        return None


def spec_roots(args: argparse.Namespace, console: Console) -> list[Path] | None:
    try:
        return project.spec_roots(getattr(args, "mappings", None))
    except project.ProjectError as exc:
        console.error(str(exc))
        return None


def _build(args: argparse.Namespace, console: Console) -> int:
    from .codegen import stamp

    packages = _packages(args, console)
    if packages is None:
        return 1
    for package in packages:
        shown = display_path(package.out.absolute())
        command = _build_command(args)
        key = stamp.fingerprint(package.mappings, command, *_depends(package))
        current = stamp.is_current(package.out, key)
        if current is not None:
            count, warnings = current
            for warning in warnings:
                console.diagnostic(warning)
            console.detail(
                "the specs, opmapgen and the libraries are as at the last build"
            )
            console.success(f"{shown}/ is current ({count} mappings)")
            continue
        status = _full_build(args, console, package, key)
        if status:
            return status
    return 0


def _depends(package: Package) -> tuple[str, ...]:
    """What a package's output depends on besides its specs and opmapgen: where it goes,
    and for a user's package the library it composes with."""
    if package.library:
        return (package.out.as_posix(), "library")
    return (package.out.as_posix(), repr(project.library_catalog()))


def _full_build(
    args: argparse.Namespace, console: Console, package: Package, key: str
) -> int:
    from .codegen import stamp
    from .codegen.render import PackageOptions, render
    from .codegen.write import OutputError, diff, write_tree
    from .tools import compose
    from .validate.specs import validated

    out = package.out
    warnings: list[Diagnostic] = []
    started = time.perf_counter()
    mappings = validated(package.mappings, console, warnings=warnings)
    if mappings is None:
        return 1
    if not package.library:
        for warning in compose.library_override_warnings(mappings):
            console.diagnostic(warning)
            warnings.append(warning)
    validated_at = time.perf_counter()
    options = PackageOptions(
        library=package.library,
        project=Path(os.path.relpath(Path.cwd(), out.absolute())).as_posix(),
    )
    files = render(mappings, command=_build_command(args), options=options)
    files[project.CATALOG] = compose.catalog_text(mappings)
    rendered_at = time.perf_counter()
    shown = display_path(out.absolute())
    if args.check:
        changes = diff(out, files)
        if changes:
            for line in changes.lines(out):
                console.error(line)
            console.failed(f"{shown}/ is stale; run `{_build_command(args)}`")
            return 1
        console.success(f"{shown}/ is current ({len(mappings)} mappings)")
        return 0
    try:
        changes = write_tree(out, files)
        stamp.record(out, key, files, len(mappings), warnings)
    except OutputError as exc:
        console.error(str(exc))
        return 1
    console.detail(
        f"validated in {validated_at - started:.2f} s, rendered in "
        f"{rendered_at - validated_at:.2f} s, written in "
        f"{time.perf_counter() - rendered_at:.2f} s"
    )
    if not changes:
        console.success(f"{shown}/ is current ({len(mappings)} mappings)")
        return 0
    for kind, names in (
        ("added", changes.added),
        ("changed", changes.changed),
        ("removed", changes.removed),
    ):
        for name in names:
            console.detail(f"{kind}: {(out / name).as_posix()}")
    console.success(
        f"wrote {shown}/ ({len(mappings)} mappings): "
        f"{len(changes.added)} added, {len(changes.changed)} changed, "
        f"{len(changes.removed)} removed"
    )
    return 0


def _build_command(args: argparse.Namespace) -> str:
    """The command that regenerates the output, as generated files quote it."""
    words = ["opmapgen build"]
    if args.mappings not in (None, DEFAULT_MAPPINGS):
        words.append(Path(args.mappings).as_posix())
    if args.out not in (None, DEFAULT_OUT):
        words.append(f"-o {Path(args.out).as_posix()}")
    return " ".join(words)
