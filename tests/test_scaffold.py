"""`opmapgen new`: specs drafted from the real torch and ONNX schemas pass `opmapgen check`
as written for one-to-one ops, point at what to fix otherwise, and never overwrite by accident."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
import yaml
from conftest import REPO

from opmapgen.tools.yaml_text import scalar
from opmapgen.validate import source_schema

ACOSH = """\
# yaml-language-server: $schema=../../docs/spec.schema.json
# Written by `opmapgen new aten::acosh --to Acosh`. Review the descriptors in source.args,
# the ONNX inputs and attributes and the test inputs: comments marked TODO say what could
# not be derived, `check:` marks a guess.
# torch: aten::acosh(Tensor self) -> Tensor
# ONNX:  Acosh-9(input) -> output; attributes: none
name: acosh
source:
  op: aten::acosh
  args: [v]
target:
  op: Acosh
  opset: 9
  inputs: [input]
test:
  # torch gives nan or inf on the wider ranges tried, finite results on [1.0, 6.0)
  inputs: [{shape: [2, 3, 4, 5], dtype: float32, low: 1.0, high: 6.0}]
  opsets: [9, 17]
  rtol: 1.0e-5
  atol: 1.0e-6
"""

# One-to-one ops: the draft passes check unchanged. (op, ONNX op, spec name)
SIMPLE = [
    ("aten::asinh", "Asinh", "asinh"),
    ("aten::atanh", "Atanh", "atanh"),
    ("aten::erf", "Erf", "erf"),
    ("aten::relu", "Relu", "relu"),
    ("aten::round", "Round", "round"),
    ("aten::softplus", "Softplus", "softplus"),
    ("aten::leaky_relu", "LeakyRelu", "leaky_relu"),
    ("aten::gelu", "Gelu", "gelu"),
    ("aten::logical_not", "Not", "logical_not"),
    ("aten::add.Tensor", "Add", "add_tensor"),
]


def load(path):
    return yaml.safe_load(path.read_text())


def test_acosh_spec_reads_like_the_hand_written_ones(cli, tmp_path):
    code, out, err = cli("new", "aten::acosh", "--to", "Acosh")
    assert code == 0, err
    assert "wrote mappings/aten/acosh.yaml" in out
    assert "it passes `opmapgen check`" in out
    assert (tmp_path / "mappings/aten/acosh.yaml").read_text() == ACOSH
    assert cli("check", "mappings")[0] == 0


@pytest.mark.parametrize(("op", "onnx_op", "name"), SIMPLE)
def test_one_to_one_specs_pass_check_as_written(cli, tmp_path, op, onnx_op, name):
    code, _, err = cli("new", op, "--to", onnx_op)
    assert code == 0, err
    path = tmp_path / "mappings" / "aten" / f"{name}.yaml"
    lines = path.read_text().splitlines()
    assert lines[0] == "# yaml-language-server: $schema=../../docs/spec.schema.json"
    assert lines[1].startswith(f"# Written by `opmapgen new {op} --to {onnx_op}`.")
    spec = load(path)
    assert spec["name"] == name and spec["source"]["op"] == op
    code, _, err = cli("check", str(path))
    assert code == 0, err


def test_the_draft_follows_the_schemas(cli, tmp_path):
    # add.Tensor: alpha (Scalar, kwarg-only) is read with f and tested at its default;
    # leaky_relu: negative_slope, the only float arg, gives LeakyRelu's only attribute.
    cli("new", "aten::add.Tensor", "--to", "Add")
    cli("new", "aten::leaky_relu", "--to", "LeakyRelu")
    cli("new", "aten::logical_not", "--to", "Not")
    add = load(tmp_path / "mappings/aten/add_tensor.yaml")
    assert add["source"]["args"] == ["v", "v", "f"]
    assert add["target"]["inputs"] == ["input", "other"]
    assert add["target"]["opset"] == max(7, source_schema.exporter_opsets()[0])
    assert add["test"]["args"] == {"alpha": 1}
    assert len(add["test"]["inputs"]) == 2
    leaky = load(tmp_path / "mappings/aten/leaky_relu.yaml")
    assert leaky["target"]["attributes"] == {"alpha": "$negative_slope"}
    assert leaky["test"]["args"] == {"negative_slope": 0.01}
    # ONNX Not takes bool tensors only.
    assert load(tmp_path / "mappings/aten/logical_not.yaml")["test"]["inputs"] == [
        {"shape": [2, 3, 4, 5], "dtype": "bool"}
    ]
    # atanh is defined on (-1, 1): the sampled range says so.
    cli("new", "aten::atanh", "--to", "Atanh")
    (tensor,) = load(tmp_path / "mappings/aten/atanh.yaml")["test"]["inputs"]
    assert -1 < tensor["low"] < tensor["high"] < 1


def test_the_generated_parity_test_of_a_draft_passes(cli, tmp_path):
    assert cli("new", "aten::acosh", "--to", "Acosh")[0] == 0
    # The draft exports float32; its OpInfo test also checks what it hands to torch's own
    # conversion, whose dynamo translation of bfloat16 acosh is invalid below opset 22,
    # and runs every installed runtime: OpenVINO computes float64 in float32, so acosh(inf)
    # comes out 89.4 there. Both recorded as the test's failures ask.
    spec = tmp_path / "mappings" / "aten" / "acosh.yaml"
    spec.write_text(
        spec.read_text()
        + "torch_wrong:\n  bfloat16: {dynamo: an invalid model, below_opset: 22}\n"
        + "runtimes:\n  openvino:\n    cases: []\n    opinfo: [float64]\n"
        + "    kind: differs\n    reason: float64 computed in float32, inf saturated\n"
        + "    link: docs/runtime-limits.md#openvino-float64-infinity\n"
    )
    code, _, err = cli("build", "mappings", "-o", "pkg")
    assert code == 0, err
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-v",
            "-p",
            "no:cacheprovider",
            "-W",
            "ignore",
            "pkg/tests",
        ],
        cwd=tmp_path,
        capture_output=True,
        check=False,
        text=True,
        timeout=600,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "test_acosh[torchscript-9] PASSED" in result.stdout
    # torch's OpInfo samples
    assert "test_acosh_opinfo[float32] PASSED" in result.stdout
    assert " failed" not in result.stdout and " skipped" not in result.stdout


def test_an_op_with_several_overloads_lists_them_with_the_commands(cli, tmp_path):
    code, _, err = cli("new", "aten::add", "--to", "Add")
    assert code == 1 and "Traceback" not in err
    assert (
        "overloads, 2 of them on tensors; name the one to map as aten::add.OVERLOAD"
        in err
    )
    assert (
        "aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor"
        in err
    )
    assert "opmapgen new aten::add.Tensor --to Add" in err
    assert "opmapgen new aten::add.Scalar --to Add" in err
    assert "aten::add.out(" in err  # every overload, the unlikely ones last
    assert (
        err.index("aten::add.Scalar(")
        < err.index("less likely")
        < err.index("aten::add.out(")
    )
    assert not (tmp_path / "mappings").exists()


def test_an_overload_is_picked_in_op_or_with_overload(cli, tmp_path):
    assert (
        cli("new", "aten::add", "--overload", "Tensor", "--to", "Add", "-o", "a.yaml")[
            0
        ]
        == 0
    )
    assert cli("new", "aten::add.Tensor", "--to", "Add", "-o", "b.yaml")[0] == 0
    first, second = load(tmp_path / "a.yaml"), load(tmp_path / "b.yaml")
    assert first == second and first["source"]["op"] == "aten::add.Tensor"
    code, _, err = cli("new", "aten::add.Tensor", "--overload", "Scalar", "--to", "Add")
    assert code == 1 and "names overload 'Tensor' but --overload says 'Scalar'" in err
    code, _, err = cli("new", "aten::add.Nope", "--to", "Add")
    assert code == 1 and "aten::add has no overload 'Nope'" in err


def test_the_default_overload_is_taken_and_the_others_noted(cli, tmp_path):
    # aten::round has round.decimals too; a spec naming no overload maps the default one.
    code, out, _ = cli("new", "aten::round", "--to", "Round", "-o", "-")
    assert code == 0
    assert "op: aten::round\n" in out
    assert "models may call aten::round.decimals too" in out


def test_unknown_ops_get_suggestions(cli, tmp_path):
    code, _, err = cli("new", "aten::acossh", "--to", "Acosh")
    assert code == 1
    assert "the installed torch has no op aten::acossh; did you mean aten::acosh" in err
    code, _, err = cli("new", "aten::acosh", "--to", "Acossh")
    assert code == 1
    assert "ONNX has no op Acossh in the default ONNX domain; did you mean Acosh" in err
    code, _, err = cli("new", "acosh", "--to", "Acosh")
    assert code == 1 and "not a qualified op name" in err
    assert not (tmp_path / "mappings").exists()


def test_opsets_are_checked(cli, tmp_path):
    code, _, err = cli("new", "aten::acosh", "--to", "Acosh", "--opset", "8")
    assert code == 1
    assert "ONNX Acosh does not exist at opset 8: it was added in opset 9" in err
    lowest, highest = source_schema.exporter_opsets()
    code, _, err = cli(
        "new", "aten::acosh", "--to", "Acosh", "--opset", str(highest + 1)
    )
    assert code == 1 and f"outside {lowest} to {highest}" in err
    # Relu exists from opset 1; the draft starts at the exporter's lowest.
    code, out, _ = cli("new", "aten::relu", "--to", "Relu", "-o", "-")
    assert code == 0 and f"opset: {lowest}\n" in out
    assert not (tmp_path / "mappings").exists()


def test_an_existing_file_is_kept_without_force(cli, tmp_path):
    assert cli("new", "aten::acosh", "--to", "Acosh")[0] == 0
    path = tmp_path / "mappings/aten/acosh.yaml"
    path.write_text("# mine\n")
    code, _, err = cli("new", "aten::acosh", "--to", "Acosh")
    assert code == 1
    assert "mappings/aten/acosh.yaml exists; pass --force to overwrite it" in err
    assert path.read_text() == "# mine\n"
    assert cli("new", "aten::acosh", "--to", "Acosh", "--force")[0] == 0
    assert path.read_text() == ACOSH
    assert os.listdir(path.parent) == ["acosh.yaml"]  # no temporary file left


def test_dash_prints_the_spec_and_writes_nothing(cli, tmp_path):
    code, out, err = cli("new", "aten::acosh", "--to", "Acosh", "-o", "-")
    assert code == 0, err
    assert out == ACOSH
    assert list(tmp_path.iterdir()) == []


def test_names_paths_and_the_schema_line(cli, tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs/spec.schema.json").write_text("{}")
    code, _, err = cli(
        "new", "aten::acosh", "--to", "Acosh", "--name", "my_acosh", "-o", "specs/deep/"
    )
    assert code == 0, err
    path = tmp_path / "specs/deep/my_acosh.yaml"
    text = path.read_text()
    assert text.startswith(
        "# yaml-language-server: $schema=../../docs/spec.schema.json\n"
    )
    assert (
        "`opmapgen new aten::acosh --to Acosh --name my_acosh -o specs/deep/`" in text
    )
    assert load(path)["name"] == "my_acosh"
    code, _, err = cli("new", "aten::acosh", "--to", "Acosh", "--name", "register")
    assert code == 1 and "--name 'register' is not a usable mapping name" in err


def test_roi_align_gets_a_draft_that_says_what_to_fix(cli, tmp_path):
    pytest.importorskip("torchvision")
    code, out, err = cli(
        "new", "torchvision::roi_align", "--to", "RoiAlign", "--opset", "16"
    )
    assert code == 0, err
    path = tmp_path / "mappings/torchvision/roi_align.yaml"
    text = path.read_text()
    spec = load(path)
    assert spec["source"]["args"] == ["v", "v", "f", "i", "i", "i", "b"]
    target = spec["target"]
    assert target["op"] == "RoiAlign" and target["opset"] == 16
    assert target["inputs"] == ["input", "rois", "batch_indices"]
    assert target["attributes"] == {
        "output_height": "$pooled_height",
        "output_width": "$pooled_width",
        "sampling_ratio": "$sampling_ratio",
        "spatial_scale": "$spatial_scale",
    }
    # The attributes left at their defaults, as comments ready to uncomment.
    assert '# coordinate_transformation_mode: "half_pixel"  # default (string)' in text
    assert '# mode: "avg"  # default (string)' in text
    assert "TODO: no tensor arg feeds ONNX input batch_indices (required" in text
    assert "TODO: no ONNX input or attribute reads aligned" in text
    assert (
        "rois must have shape as Tensor[K, 5]" in text
    )  # what torch said of the inputs
    assert "reports 1 problem to fix" in out
    code, _, err = cli("check", str(path))
    assert code == 1 and "Traceback" not in err
    line = next(
        i for i, s in enumerate(text.splitlines(), 1) if s.startswith("  inputs:")
    )
    assert (
        f"roi_align.yaml:{line}:" in err
        and "'batch_indices' names no source arg" in err
    )


def test_a_library_that_is_not_installed(cli, tmp_path):
    code, _, err = cli("new", "opmapgen_no_such_lib::op", "--to", "Relu")
    assert code == 1 and "Traceback" not in err
    assert "the Python package 'opmapgen_no_such_lib', which is not installed" in err


def test_a_custom_domain_takes_every_arg(cli, tmp_path):
    code, _, err = cli(
        "new",
        "aten::leaky_relu",
        "--to",
        "MyLeaky",
        "--domain",
        "com.example",
        "-o",
        "m/",
    )
    assert code == 0, err
    target = load(tmp_path / "m/leaky_relu.yaml")["target"]
    assert target["domain"] == "com.example"
    assert target["inputs"] == ["input"]
    assert target["attributes"] == {"negative_slope": "$negative_slope"}
    assert cli("check", "m")[0] == 0


def position(text: str, line_text: str, word: str) -> str:
    """`LINE:COLUMN` of `word` in the line of `text` that is `line_text`."""
    lines = text.splitlines()
    return f"{lines.index(line_text) + 1}:{line_text.index(word) + 1}"


def test_without_to_a_formula_is_drafted_and_check_points_at_its_todo(cli, tmp_path):
    # No ONNX op is named like logaddexp: the target is a formula to write.
    code, out, err = cli("new", "aten::logaddexp")
    assert code == 0, err
    assert "wrote mappings/aten/logaddexp.yaml" in out
    assert "reports 1 problem to fix" in out
    path = tmp_path / "mappings/aten/logaddexp.yaml"
    text = path.read_text()
    spec = load(path)
    assert spec["source"] == {"op": "aten::logaddexp", "args": ["v", "v"]}
    assert spec["target"] == {"opset": 11, "formula": {"result": "TODO"}}
    assert spec["dtypes"] == ["float32"]
    assert len(spec["test"]["inputs"]) == 2 and spec["test"]["opsets"] == [11, 17]
    assert "Written by `opmapgen new aten::logaddexp`. Write the formula" in text
    assert "No ONNX op has the op's name. The target is a formula to write" in text
    assert "    # tensor args: input, other\n" in text
    assert "    # syntax: + - * / ** @," in text
    assert "Cast(x, to=float32)" in text  # an example is never broken across lines
    code, _, err = cli("check", str(path))
    assert code == 1 and "Traceback" not in err
    # One error, located at the TODO of `result: TODO`: file:line:column.
    where = position(text, "    result: TODO", "TODO")
    assert f"logaddexp.yaml:{where}: 'TODO' " in err
    assert "1 error" in err


def test_the_formula_draft_lists_the_args_it_can_use(cli, tmp_path):
    # diff: n and dim are values ($n, $dim), prepend and append tensors that may be None.
    code, out, err = cli("new", "aten::diff", "--opset", "13", "-o", "-")
    assert code == 0, err
    spec = yaml.safe_load(out)
    assert spec["target"] == {"opset": 13, "formula": {"result": "TODO"}}
    comments = " ".join(
        line.strip().removeprefix("# ")
        for line in out.splitlines()
        if line.startswith("    #")
    )
    assert (
        "tensor args: input, prepend (may be None: `when: prepend is not None`), append"
        in comments
    )
    assert "args as values: $n (int), $dim (int); in `when:` conditions" in comments
    assert "`n == 1`" in comments


@pytest.mark.parametrize(
    ("op", "formula"),
    [
        (
            "aten::sinc",
            (
                "    x: input * 3.141592653589793\n"
                "    result: Where(input == 0, 1, Sin(x) / x)\n"
            ),
        ),
        (
            "aten::logaddexp",
            (
                "    m: Max(input, other)\n"
                "    result: m + Log(1 + Exp(-Abs(input - other)))\n"
            ),
        ),
    ],
)
def test_the_formula_draft_filled_in_passes_check(cli, tmp_path, op, formula):
    code, _, err = cli("new", op, "-o", "specs/")
    assert code == 0, err
    (path,) = (tmp_path / "specs").iterdir()
    text = path.read_text()
    assert text.count("    result: TODO\n") == 1
    path.write_text(text.replace("    result: TODO\n", formula))
    code, out, err = cli("check", str(path))
    assert code == 0, err
    assert "1 mapping OK" in out + err


def test_without_to_the_onnx_op_of_the_same_name_is_the_target(cli, tmp_path):
    code, out, err = cli("new", "aten::acosh", "-o", "-")
    assert code == 0, err
    spec = yaml.safe_load(out)
    assert spec["target"] == {"op": "Acosh", "opset": 9, "inputs": ["input"]}
    assert "Written by `opmapgen new aten::acosh`." in out
    assert "check: no --to was given, and ONNX Acosh has the op's name" in out
    # It is the draft --to Acosh writes, but for the header.
    body = out.split("\nname: ", 1)[1]
    assert ACOSH.split("\nname: ", 1)[1] == body
    # Not at an opset it does not exist at: then a formula, saying why.
    code, out, err = cli("new", "aten::acosh", "--opset", "8", "-o", "-")
    assert code == 0, err
    assert yaml.safe_load(out)["target"] == {"opset": 8, "formula": {"result": "TODO"}}
    assert "ONNX Acosh does not exist at opset 8" in " ".join(out.split())
    # --domain is --to's.
    code, _, err = cli("new", "aten::acosh", "--domain", "com.example")
    assert code == 1 and "give --to too" in err
    # The overloads listed name no --to when none was given.
    code, _, err = cli("new", "aten::add")
    assert code == 1 and "      opmapgen new aten::add.Tensor\n" in err
    assert not (tmp_path / "mappings").exists()


@pytest.mark.parametrize(
    "value", [1e-05, 0.01, -4.0, 1, True, None, "none", "yes", "a: b", "$x", [1, 2], ""]
)
def test_scalars_read_back_as_written(value):
    assert yaml.safe_load(f"key: {scalar(value)}")["key"] == value
