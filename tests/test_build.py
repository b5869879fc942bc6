"""`opmapgen build`: what it writes, that it is deterministic, formatted, safe and atomic."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from conftest import REPO, run_python, tree_hashes, write_spec

from opmapgen.codegen import write

SPECS = [yaml.safe_load(p.read_text()) for p in (REPO / "mappings").rglob("*.yaml")]
NAMES = sorted(spec["name"] for spec in SPECS)
DYNAMO_NAMES = sorted(s["name"] for s in SPECS if "dynamo" not in s.get("opt_out", {}))
# A module of its own: a function mapping (the model calls it), or one TorchScript exports.
MODULE_NAMES = sorted(
    s["name"]
    for s in SPECS
    if "function" in s["source"] or "torchscript" not in s.get("opt_out", {})
)


@pytest.fixture
def built(cli, tmp_path):
    """The repository's mappings built into tmp_path/out."""
    code, out, err = cli("build", str(REPO / "mappings"), "-o", "out")
    assert code == 0, err
    return tmp_path / "out"


def test_build_writes_modules_translations_and_tests_per_spec(built):
    expected = {
        "__init__.py",
        "catalog.json",
        "tests/__init__.py",
        "translations/__init__.py",
    }
    expected |= {f"{name}.py" for name in MODULE_NAMES} | {
        f"tests/test_{name}.py" for name in NAMES
    }
    expected |= {f"translations/{name}.py" for name in DYNAMO_NAMES}
    assert DYNAMO_NAMES and len(DYNAMO_NAMES) < len(NAMES)  # bicubic_resize opts out
    assert set(tree_hashes(built)) == expected


def test_output_is_deterministic(cli, tmp_path, built):
    (tmp_path / "elsewhere").mkdir()
    assert (
        cli("build", str(REPO / "mappings"), "-o", "out", cwd=tmp_path / "elsewhere")[0]
        == 0
    )
    assert tree_hashes(tmp_path / "elsewhere" / "out") == tree_hashes(built)


def test_no_op_rebuild_touches_nothing(cli, built):
    stamps = {p: p.stat().st_mtime_ns for p in built.rglob("*.py")}
    code, out, _ = cli("build", str(REPO / "mappings"), "-o", "out")
    assert code == 0 and "is current" in out
    assert {p: p.stat().st_mtime_ns for p in built.rglob("*.py")} == stamps


def test_committed_output_matches_the_specs(cli):
    code, out, err = cli("build", "--check", cwd=REPO)
    assert code == 0, err


def test_every_file_has_a_header_naming_spec_and_command(built):
    mapping = (built / "asinh.py").read_text()
    assert f"Generated from {(REPO / 'mappings/aten/asinh.yaml').as_posix()}" in mapping
    assert "by `opmapgen build" in mapping and "-o out`; do not edit." in mapping
    assert "Source schema: aten::asinh(Tensor self) -> Tensor" in mapping
    for path in built.rglob("*.py"):
        docstring = ast.get_docstring(ast.parse(path.read_text()))
        assert docstring and "do not edit" in docstring, path


@pytest.mark.parametrize("specs", ["mappings", "tests/fixtures"])
def test_generated_code_is_formatted(cli, tmp_path, specs):
    code, _, err = cli("build", str(REPO / specs), "-o", "formatted")
    assert code == 0, err
    built = tmp_path / "formatted"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "ruff",
            "format",
            "--check",
            "--line-length",
            "88",
            str(built),
        ],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    lint = subprocess.run(
        [
            sys.executable,
            "-m",
            "ruff",
            "check",
            "--select",
            "E4,E7,E9,F,W,I",
            "--isolated",
            str(built),
        ],
        capture_output=True,
        text=True,
    )
    assert lint.returncode == 0, lint.stdout


def test_generated_package_and_tests_import(tmp_path, built):
    result = run_python(
        f"""
        import importlib, sys
        sys.path.append({str(REPO)!r})  # where the function mappings' implementations are
        import out
        print("out.asinh" in sys.modules)  # op mappings load at their first export
        print(out.asinh.SOURCE_OP, out.asinh.OPSETS)
        for name in {NAMES!r}:
            importlib.import_module(f"out.tests.test_{{name}}")
        print(sorted(name for name, *_ in out.MAPPINGS))
        """,
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[:2] == ["False", "aten::asinh range(9, 21)"]
    assert "'asinh'" in lines[2] and "bicubic_resize" not in lines[2]


def test_check_names_stale_files(cli, tmp_path, built):
    (built / "asinh.py").write_text("# edited by hand\n")
    (built / "stray.py").write_text("")
    (built / "tests" / "test_acosh.py").unlink()
    code, _, err = cli("build", str(REPO / "mappings"), "-o", "out", "--check")
    assert code == 1
    assert "differs: out/asinh.py" in err
    assert "not produced by any spec: out/stray.py" in err
    assert "missing: out/tests/test_acosh.py" in err
    assert (
        built / "asinh.py"
    ).read_text() == "# edited by hand\n"  # --check writes nothing


def test_outputs_of_deleted_specs_are_removed(cli, tmp_path):
    for name in ("asinh", "acosh"):
        text = (REPO / "mappings" / "aten" / f"{name}.yaml").read_text()
        write_spec(tmp_path / "m", f"{name}.yaml", text)
    assert cli("build", "m", "-o", "out")[0] == 0
    (tmp_path / "m" / "acosh.yaml").unlink()
    code, out, _ = cli("build", "m", "-o", "out")
    assert code == 0 and "2 changed, 3 removed" in out  # the module list, the catalog
    assert set(tree_hashes(tmp_path / "out")) == {
        "__init__.py",
        "asinh.py",
        "catalog.json",
        "tests/__init__.py",
        "tests/test_asinh.py",
        "translations/__init__.py",
        "translations/asinh.py",
    }
    assert "acosh" not in (tmp_path / "out" / "__init__.py").read_text()


def test_refuses_to_replace_a_folder_it_did_not_write(cli, tmp_path):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "precious.py").write_text("keep = True\n")
    code, _, err = cli("build", str(REPO / "mappings"), "-o", "src")
    assert code == 1
    assert "holds files opmapgen did not generate" in err
    assert (tmp_path / "src" / "precious.py").read_text() == "keep = True\n"


def test_failure_while_writing_keeps_previous_output(cli, tmp_path, built, monkeypatch):
    before = tree_hashes(built)
    text = (REPO / "mappings" / "aten" / "asinh.yaml").read_text()
    write_spec(
        tmp_path / "m", "asinh.yaml", text.replace("opsets: [9, 17]", "opsets: [9]")
    )
    calls = []

    def dying_write_bytes(self, data):
        calls.append(self)
        if len(calls) == 2:
            raise OSError("disk full")
        return Path.open(self, "wb").write(data)

    monkeypatch.setattr(Path, "write_bytes", dying_write_bytes)
    with pytest.raises(OSError, match="disk full"):
        cli("build", "m", "-o", "out")
    monkeypatch.undo()
    assert tree_hashes(built) == before
    assert not list(tmp_path.glob(".out.opmapgen-new-*"))


def test_leftovers_of_a_killed_build_are_cleaned(cli, tmp_path, built):
    leftover = tmp_path / ".out.opmapgen-new-dead"
    (leftover / "tests").mkdir(parents=True)
    (leftover / "__init__.py").write_text("half")
    text = (REPO / "mappings" / "aten" / "asinh.yaml").read_text()
    write_spec(tmp_path / "m", "asinh.yaml", text)
    assert cli("build", "m", "-o", "out")[0] == 0
    assert not leftover.exists()


def test_atomic_exchange_swaps_whole_trees(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir(), b.mkdir()
    (a / "x").write_text("a")
    (b / "x").write_text("b")
    if not write._exchange(a, b):
        pytest.skip("no renameat2 on this system; the two-rename fallback is used")
    assert (a / "x").read_text() == "b" and (b / "x").read_text() == "a"


def test_spec_strings_cannot_inject_code(cli, tmp_path):
    nasty = '"""\\n"); import os; os.system("echo pwned") #'
    write_spec(
        tmp_path / "m",
        "inject.yaml",
        f"""\
        name: inject
        source: {{op: aten::asinh, args: [v]}}
        target:
          op: Frob
          domain: com.example
          opset: 9
          inputs: [input]
          attributes: {{note: '{nasty}', notes: ['{nasty}', "$$x"], k: 3, r: 0.5}}
        test: {{inputs: [{{shape: [2]}}]}}
        """,
    )
    code, _, err = cli("build", "m", "-o", "out")
    assert code == 0, err
    source = (tmp_path / "out" / "inject.py").read_text()
    tree = ast.parse(source)
    strings = {
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant) and isinstance(n.value, str)
    }
    assert nasty in strings
    assert "$x" in strings
    names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    assert names <= {
        "parse_args", "range", "g", "input", "SOURCE_OP", "OPSETS", "CONTRACT", "Contract",
        "check_inputs", "torch_fallback",
    }, names  # fmt: skip
    assert "os" not in names
    call = next(
        n
        for n in ast.walk(tree)
        if isinstance(n, ast.Call) and getattr(n.func, "attr", "") == "op"
    )
    assert [k.arg for k in call.keywords] == ["note_s", "notes_s", "k_i", "r_f"]
    init = (tmp_path / "out" / "__init__.py").read_text()
    assert 'return {"com.example": 1}' in init


def test_regenerating_command_is_recorded(cli, tmp_path, built):
    init = (built / "__init__.py").read_text()
    assert (
        f"Generated by `opmapgen build {(REPO / 'mappings').as_posix()} -o out`" in init
    )


def test_overriding_a_torch_symbolic_warns_and_is_noted(cli, tmp_path):
    write_spec(
        tmp_path,
        "specs/relu.yaml",
        """
        name: relu
        source: {op: aten::relu, args: [v]}
        target: {op: Relu, opset: 9, inputs: [input]}
        test: {inputs: [{shape: [2, 3], low: -1.0, high: 1.0}]}
        """,
    )
    code, out, err = cli("build", "specs", "-o", "out")
    assert code == 0
    assert err == (
        "specs/relu.yaml:2:14: warning: torch already exports aten::relu at opsets 9-20; this "
        "mapping replaces torch's symbolic there for every model exported after `import "
        "generated`; if intended, say why in `override:`, otherwise set target.opset or "
        "target.max_opset to leave those opsets to torch\n"
    )
    assert (
        "Overrides torch's own symbolic for aten::relu at opsets 9-20:\n"
        "while registered, every TorchScript export of the op at those opsets uses this mapping."
    ) in (tmp_path / "out" / "relu.py").read_text()
    asinh = (
        (tmp_path / "specs" / "relu.yaml")
        .read_text()
        .replace("relu", "asinh")
        .replace("Relu", "Asinh")
    )
    (tmp_path / "specs" / "relu.yaml").write_text(asinh)
    code, out, err = cli("build", "specs", "-o", "out")
    # torch has no symbolic for asinh; the installed library has a mapping of it.
    assert code == 0 and "torch already exports" not in err
    assert err.startswith(
        "specs/relu.yaml:1:1: warning: asinh overrides the library's asinh "
        "(mappings/aten/asinh.yaml): torchscript aten::asinh at opsets 9 to 20, dynamo "
        "aten::asinh.default at opsets 18 to 23. Once this package is imported, its "
        "mapping is used there whatever the import order"
    ), err
    assert "Overrides" not in (tmp_path / "out" / "asinh.py").read_text()
    (tmp_path / "specs" / "relu.yaml").write_text(
        asinh + "override: this project computes asinh its own way\n"
    )
    code, out, err = cli("build", "specs", "-o", "out")
    assert code == 0 and err == ""  # the reason given, it says nothing


@pytest.mark.parametrize(
    ("config", "message"),
    [
        (
            '[[tool.opmapgen.packages]]\nmappings = ["m"]\nouts = "pkg"\n',
            "pyproject.toml: [tool.opmapgen] packages[0] has outs; it takes mappings, "
            "out and library",
        ),
        ("[tool.opmapgen]\npackages = []\n", "[tool.opmapgen] needs packages = ["),
        ("[tool.opmapgen\n", "pyproject.toml: Expected ']' at the end of a table"),
    ],
)
def test_a_wrong_project_config_is_named_and_nothing_is_written(cli, tmp_path, config, message):
    text = (REPO / "mappings" / "aten" / "asinh.yaml").read_text()
    write_spec(tmp_path / "m", "asinh.yaml", text)
    (tmp_path / "pyproject.toml").write_text(config)
    code, out, err = cli("build")
    assert code == 1 and message in err, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m", "pyproject.toml"]


def test_a_project_config_builds_its_packages(cli, tmp_path):
    text = (REPO / "mappings" / "aten" / "asinh.yaml").read_text()
    write_spec(tmp_path / "specs", "asinh.yaml", text)
    (tmp_path / "pyproject.toml").write_text(
        '[[tool.opmapgen.packages]]\nmappings = ["specs"]\nout = "my_ops"\n'
    )
    code, out, err = cli("build")
    assert code == 0, err
    assert (tmp_path / "my_ops" / "asinh.py").is_file()
    assert "import opmapgen.library" in (tmp_path / "my_ops" / "__init__.py").read_text()
