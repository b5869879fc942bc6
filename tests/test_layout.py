"""The package's layout holds: imports go one way, and the runtime stays light.

cli → tools → codegen and validate → ir → spec → diagnostics/files; `runtime` imports no build
stage, so exporting (and running a generated test) needs neither pydantic, Jinja2 nor YAML.
"""

from __future__ import annotations

import ast
import textwrap
from pathlib import Path

from conftest import REPO, run_python

PACKAGE = REPO / "opmapgen"
BASE = {"diagnostics", "files"}
# What each part of opmapgen may import from the rest of it (besides itself).
ALLOWED = {
    "diagnostics": set(),
    "files": set(),
    "project": set(),  # what a project builds: read by the build and the tools
    "console": {"diagnostics"},
    "spec": BASE,
    # the middle end's types: what validation hands the backends (a test case's tensors
    # are the spec's TensorInput)
    "ir": {"spec"},
    # runtime.promotion: the build checks graphs for the dtypes export-time promotion gives
    "validate": {"spec", "runtime", "ir"} | BASE,
    # the backends read the IR alone: what they need of the schemas is worked out while
    # lowering (test_code_generation_reads_the_ir_alone)
    "codegen": {"spec", "ir"} | BASE,
    "runtime": set(),
    # sweep and verify export with the library
    "tools": {
        "codegen",
        "validate",
        "spec",
        "runtime",
        "console",
        "project",
        "library",
        "ir",
    }
    | BASE,
    "cli": {
        "tools",
        "codegen",
        "validate",
        "spec",
        "ir",
        "console",
        "__init__",
        "project",
    }
    | BASE,
    "library": {"runtime"},  # generated: the library's registrations and tests
    "__main__": {"cli"},
    "__init__": {"runtime"},
    "parity": {"runtime"},  # the old name of runtime.parity, re-exported
}
BUILD_ONLY = ("pydantic", "jinja2", "yaml")
# The exporters' and the runtimes' registries (runtime/exporters/, runtime/runtimes/: their
# names and declarations, light, importing no exporter or runtime): what names them
# everywhere, so the build stages below runtime may read them too.
REGISTRIES = ("opmapgen.runtime.exporters", "opmapgen.runtime.runtimes")
READ_REGISTRY = {"spec", "ir", "codegen"}


def _part(module: str) -> str:
    """`opmapgen.validate.specs` → `validate`; `opmapgen` → `__init__`."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def _imports(path: Path) -> list[tuple[int, str]]:
    """(line, absolute module) of every opmapgen import in `path`, outside TYPE_CHECKING."""
    module = ".".join(path.relative_to(REPO).with_suffix("").parts)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    package = package.removesuffix(".__init__")
    tree = ast.parse(path.read_text(), str(path))
    typing_only = {
        id(node)
        for block in ast.walk(tree)
        if isinstance(block, ast.If) and ast.unparse(block.test) == "TYPE_CHECKING"
        for statement in block.body
        for node in ast.walk(statement)
    }
    found = []
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found += [(node.lineno, _submodule(target, a.name)) for a in node.names]
    return [(line, m) for line, m in found if m.split(".")[0] == "opmapgen"]


def _submodule(module: str, name: str) -> str:
    """`from module import name`: the submodule when `name` is one, else `module`."""
    folder = REPO.joinpath(*module.split("."))
    if (folder / f"{name}.py").is_file() or (folder / name / "__init__.py").is_file():
        return f"{module}.{name}"
    return module


def _violations() -> list[str]:
    problems = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(REPO)
        part = _part(".".join(relative.with_suffix("").parts))
        for line, module in _imports(path):
            target = _part(module)
            if target == part:
                continue
            if part in READ_REGISTRY and module in REGISTRIES:
                continue
            if target == "cli" and part != "__main__":
                problems.append(
                    f"{relative}:{line}: imports {module}: nothing imports cli"
                )
            elif target not in ALLOWED[part]:
                problems.append(f"{relative}:{line}: {part} imports {module}")
    return problems


def test_imports_go_one_way():
    assert _violations() == []


def test_code_generation_reads_the_ir_alone():
    """No module of opmapgen/codegen imports opmapgen.validate (issue 31): what the
    renderer needs of torch's and ONNX's schemas is in the IR."""
    found = [
        f"{path.relative_to(REPO)}:{line}: {module}"
        for path in sorted((PACKAGE / "codegen").rglob("*.py"))
        for line, module in _imports(path)
        if _part(module) == "validate"
    ]
    assert found == []


def test_layout_check_sees_a_backward_import(tmp_path, monkeypatch):
    """The check above is not vacuous: a runtime module importing the spec models fails it."""
    probe = PACKAGE / "runtime" / "_layout_probe.py"
    probe.write_text("from ..spec.model import Spec\nfrom .. import cli\n")
    try:
        problems = _violations()
    finally:
        probe.unlink()
    assert problems == [
        "opmapgen/runtime/_layout_probe.py:1: runtime imports opmapgen.spec.model",
        "opmapgen/runtime/_layout_probe.py:2: imports opmapgen.cli: nothing imports cli",
    ]


def test_exporting_and_running_a_generated_test_load_no_build_library(tmp_path):
    """`import opmapgen.library`, both exporters through a mapping and a generated parity
    test module leave pydantic, Jinja2 and YAML unloaded."""
    code = textwrap.dedent(
        f"""
        import sys, warnings
        warnings.simplefilter("ignore")
        import torch
        from opmapgen import library as generated

        class Model(torch.nn.Module):
            def forward(self, x):
                return torch.asinh(x)

        loaded = lambda: sorted(m for m in {BUILD_ONLY!r} if m in sys.modules)
        x = (torch.rand(2, 3),)
        generated.export(Model(), x, {str(tmp_path / "ts.onnx")!r}, dynamo=False)
        print("torchscript", loaded())
        generated.export(Model(), x, {str(tmp_path / "dynamo.onnx")!r}, verbose=False)
        print("dynamo", loaded())
        import opmapgen.library.tests.test_asinh
        print("test", loaded())
        print("opmapgen.library.asinh" in sys.modules)
        """
    )
    result = run_python(code, cwd=REPO)
    assert result.stdout.split("\n")[:4] == [
        "torchscript []",
        "dynamo []",
        "test []",
        "True",  # the export really went through the asinh mapping's module
    ], result.stderr
