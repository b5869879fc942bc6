"""opmapgen as a user gets it: the wheel installed in a fresh venv, run from empty folders with
no checkout on sys.path. The library ships in it (`import opmapgen.library`), and a user's own
project (`opmapgen new`, `build`, import, export, `verify`) composes with it."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import textwrap
from pathlib import Path

import pytest
from conftest import REPO


@pytest.fixture(scope="module")
def venv(tmp_path_factory) -> Path:
    """A venv holding the wheel `pip wheel .` builds, and (so as not to download torch
    again) a path to this venv's third-party packages; this checkout is not on its path."""
    root = tmp_path_factory.mktemp("installed")
    wheels = root / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels),
         str(REPO)],
        check=True, capture_output=True, timeout=600,
    )  # fmt: skip
    (wheel,) = wheels.glob("opmapgen-*.whl")
    env = root / "venv"
    subprocess.run(
        [sys.executable, "-m", "venv", "--without-pip", str(env)],
        check=True,
        timeout=300,
    )
    python = env / "bin" / "python"
    site = Path(
        subprocess.run(
            [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
            check=True, capture_output=True, text=True,
        ).stdout.strip()
    )  # fmt: skip
    # Only the dependencies: a .pth line adds a folder, but not the .pth files in it, so
    # this venv's editable install (a .pth naming the checkout) does not come along.
    (site / "dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps",
         "--no-index", "-q", str(wheel)],
        check=True, capture_output=True, timeout=600,
    )  # fmt: skip
    return env


def run(venv: Path, args: list[str], cwd: Path, **env: str):
    """A command of the venv (`python`, `opmapgen`), as a user runs it in `cwd`."""
    environ = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH",)}
    environ.update(env)
    result = subprocess.run(
        [str(venv / "bin" / args[0]), *args[1:]],
        cwd=cwd, env=environ, capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    return result


def python(venv: Path, code: str, cwd: Path, **env: str):
    return run(venv, ["python", "-c", textwrap.dedent(code)], cwd, **env)


LGAMMA = """
import io, sys, numpy as np, onnxruntime, torch
assert not any(p.startswith({repo!r}) for p in sys.path), sys.path
import opmapgen.library
assert opmapgen.library.__file__.startswith(sys.prefix), opmapgen.library.__file__
model = type("M", (torch.nn.Module,), {{"forward": lambda self, x: torch.lgamma(x)}})()
x = torch.rand(2, 5) * 4 + 0.1
for dynamo in (False, True):
    f = io.BytesIO()
    torch.onnx.export(model, (x,), f, dynamo=dynamo, opset_version=17 if not dynamo else 18)
    session = onnxruntime.InferenceSession(f.getvalue())
    (got,) = session.run(None, {{session.get_inputs()[0].name: x.numpy()}})
    np.testing.assert_allclose(got, torch.lgamma(x).numpy(), rtol=1e-5, atol=1e-5)
    print("dynamo" if dynamo else "torchscript", "matches")
"""


def test_the_installed_library_exports_lgamma_with_both_exporters(venv, tmp_path):
    result = python(venv, LGAMMA.format(repo=str(REPO)), tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-2:] == ["torchscript matches", "dynamo matches"]


def test_list_and_show_read_the_installed_library(venv, tmp_path):
    listed = run(venv, ["opmapgen", "list", "--match", "lgamma"], tmp_path)
    assert listed.returncode == 0, listed.stderr
    assert "opmapgen.library" in listed.stdout and "aten::lgamma" in listed.stdout
    shown = run(venv, ["opmapgen", "show", "lgamma", "--color", "never"], tmp_path)
    assert shown.returncode == 0, shown.stderr
    spec = next(
        line.split(None, 1)[1]
        for line in shown.stdout.splitlines()
        if line.strip().startswith("spec ")
    )
    assert spec.startswith(str(venv)) and spec.endswith("lgamma.yaml"), shown.stdout
    assert "in effect" in shown.stdout
    # A library spec as the start of one's own: copied, it builds as it is.
    project = tmp_path / "project"
    (project / "mappings").mkdir(parents=True)
    (project / "mappings" / "lgamma.yaml").write_text(Path(spec).read_text())
    built = run(venv, ["opmapgen", "build"], project)
    assert built.returncode == 0, built.stderr
    assert "overrides the library's lgamma" in built.stderr
    assert (project / "generated" / "lgamma.py").is_file()


ASINH = """\
# yaml-language-server: $schema=../../docs/spec.schema.json
name: asinh
source:
  op: aten::asinh
  args: [v]
target:
  opset: 9
  formula:
    result: Log(input + Sqrt(input * input + 1))
test:
  inputs:
    - {shape: [2, 3], low: -2.0, high: 2.0}
"""

SCALED_ADD = """\
name: scaled_add
source:
  function: my_ops:scaled_add
  args: [v, v]
  names: [a, b]
target:
  opset: 9
  formula:
    result: a * 3 + b
test:
  inputs:
    - {shape: [2, 3]}
    - {shape: [2, 3]}
"""

EXPORT = """
import io, sys, numpy as np, onnx, onnxruntime, torch
{imports}
class Model(torch.nn.Module):
    def forward(self, x, y):
        return torch.asinh(x) + torch.lgamma(y.abs() + 1) + generated.scaled_add(x, y)
x, y = torch.rand(2, 3), torch.rand(2, 3)
for dynamo in (False, True):
    f = io.BytesIO()
    generated.export(Model(), (x, y), f, dynamo=dynamo, opset_version=17 if not dynamo else 18)
    proto = onnx.load_from_string(f.getvalue())
    ops = {{n.op_type for n in proto.graph.node}}
    session = onnxruntime.InferenceSession(f.getvalue())
    names = [i.name for i in session.get_inputs()]
    (got,) = session.run(None, dict(zip(names, (x.numpy(), y.numpy()))))
    np.testing.assert_allclose(got, Model()(x, y).numpy(), rtol=1e-5, atol=1e-5)
    print(dynamo, "Asinh" in ops, "Log" in ops, sys.modules["my_ops"].__file__)
"""


@pytest.fixture(scope="module")
def project(venv, tmp_path_factory) -> Path:
    """A user's project: `opmapgen new` for an op the library maps too, edited to a
    formula of its own, and a function mapping of the project's own module."""
    project = tmp_path_factory.mktemp("project")
    made = run(venv, ["opmapgen", "new", "aten::asinh"], project)
    assert made.returncode == 0, made.stderr
    (spec,) = (project / "mappings").rglob("asinh.yaml")
    spec.write_text(ASINH)  # the edit
    (project / "mappings" / "scaled_add.yaml").write_text(SCALED_ADD)
    (project / "my_ops").mkdir()
    (project / "my_ops" / "__init__.py").write_text(
        "def scaled_add(a, b):\n    return a * 3 + b\n"
    )
    built = run(venv, ["opmapgen", "build"], project)
    assert built.returncode == 0, built.stderr
    project.joinpath("build.log").write_text(built.stderr)
    return project


def test_the_build_says_where_a_users_mapping_overrides_the_library(project):
    log = project.joinpath("build.log").read_text()
    assert "asinh.yaml" in log and "overrides the library's asinh" in log, log
    assert "scaled_add" not in log.split("overrides")[0]


@pytest.mark.parametrize(
    "imports",
    ["import generated", "import generated\nimport opmapgen.library",
     "import opmapgen.library\nimport generated"],
)  # fmt: skip
def test_the_users_mapping_wins_whatever_the_import_order(venv, project, imports):
    """From another folder, which has a module named like the project's own: the function
    mapping imports the project's."""
    elsewhere = project.parent / f"elsewhere_{abs(hash(imports))}"
    (elsewhere / "my_ops").mkdir(parents=True, exist_ok=True)
    (elsewhere / "my_ops" / "__init__.py").write_text("raise ImportError('the decoy')\n")
    script = elsewhere / "export.py"
    script.write_text(EXPORT.format(imports=imports))
    result = run(venv, ["python", str(script)], elsewhere, PYTHONPATH=str(project))
    assert result.returncode == 0, result.stderr
    mine = str(project / "my_ops" / "__init__.py")
    assert result.stdout.splitlines() == [
        f"False False True {mine}",
        f"True False True {mine}",
    ]


def test_export_and_verify_take_several_packages(venv, project):
    (project / "model.py").write_text(
        "import torch\n\n\nclass Model(torch.nn.Module):\n"
        "    def forward(self, x):\n        return torch.asinh(x) + torch.lgamma(x)\n"
    )
    result = python(
        venv,
        """
        import io, onnx, torch, opmapgen
        from model import Model
        for order in (["generated", "opmapgen.library"], ["opmapgen.library", "generated"]):
            made = opmapgen.export(Model(), (torch.rand(3) + 0.5,), mappings=order,
                                   exporter="torchscript", verify=True)
            print(sorted({n.op_type for n in made.model_proto.graph.node} & {"Asinh", "Log"}))
        """,
        project,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["['Log']", "['Log']"]
    verified = run(
        venv,
        ["opmapgen", "verify", "model.py:Model", "--input-shape", "3", "--json",
         "--mappings", "generated", "--mappings", "opmapgen.library"],
        project,
    )  # fmt: skip
    assert verified.returncode == 0, verified.stdout + verified.stderr
    assert '"status": "match"' in verified.stdout


def test_list_and_show_say_which_mapping_is_in_effect(venv, project):
    listed = run(venv, ["opmapgen", "list", "--match", "asinh"], project)
    assert listed.returncode == 0, listed.stderr
    rows = [line for line in listed.stdout.splitlines() if "aten::asinh" in line]
    assert len(rows) == 2 and any("opmapgen.library" in r for r in rows), rows
    assert "asinh *" in listed.stdout and "overridden by a mapping of your own" in (
        listed.stdout
    )
    shown = run(venv, ["opmapgen", "show", "asinh", "--color", "never"], project)
    assert shown.returncode == 0, shown.stderr
    assert "generated: in effect" in shown.stdout, shown.stdout
