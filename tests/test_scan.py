"""`opmapgen scan`: a model's ops and their status at an opset, and every ATen op the
TorchScript exporter cannot export. Against the installed torch: no mocks."""

from __future__ import annotations

import json
import re
import shutil
import sys
import textwrap
import warnings
from collections import Counter
from pathlib import Path

import pytest
import torch
import yaml
from conftest import REPO, run_python, write_spec

from opmapgen.tools import compose

MODEL = """\
import torch


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 4, 3)

    def forward(self, x):
        y = torch.relu(self.conv(x))
        return torch.erfinv(torch.asinh(y).clamp(-0.5, 0.5))


class Supported(torch.nn.Module):
    def forward(self, x):
        return torch.asinh(torch.relu(x))


class Rounds(torch.nn.Module):
    def forward(self, x):
        return torch.round(x)


class Acosh(torch.nn.Module):
    def forward(self, x):
        return torch.acosh(x + 1)


class Writes(torch.nn.Module):
    def forward(self, x):
        y = x.clone()
        y[0] = 1.0
        return y.relu_()


def make_net():
    return Net()


instance = Supported()
number = 3
"""

LEAKY_RELU = """\
name: leaky_relu
source: {op: aten::leaky_relu, args: [v, f]}
target: {op: LeakyRelu, opset: 9, inputs: [input], attributes: {alpha: $negative_slope}}
test:
  inputs: [{shape: [2, 3], low: -1.0, high: 1.0}]
  opsets: [9, 17]
"""

ANSI = re.compile(r"\x1b\[[0-9;]*m")


class Branches(torch.nn.Module):
    def forward(self, x):
        if x.sum() > 0:
            x = torch.acosh(x + 1)
        for _ in range(x.shape[0]):
            x = torch.sinh(x)
        return x


class DynamicSlope(torch.nn.Module):
    def forward(self, x):
        return torch.nn.functional.leaky_relu(x, float(x.sum()))


def save_scripted(module: torch.nn.Module, path: Path) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", FutureWarning)  # TorchScript's deprecation
        torch.jit.save(torch.jit.script(module), path)


@pytest.fixture(autouse=True)
def no_installed_library(monkeypatch, request):
    """The scans here count a project's own mappings only, as where no library is
    installed; test_the_installed_library_counts shows what it adds."""
    if request.node.name != "test_the_installed_library_counts":
        monkeypatch.setattr(compose, "library_catalog", lambda: None)


def test_the_installed_library_counts(cli, project):
    """Without a mapping of the project's for erfinv, the library's exports it; the
    project's asinh stays the one in effect."""
    code, out, err = cli(
        "scan", "model.py:Net", "--opset", "17", "--input-shape", "1,3,8,8"
    )
    table = rows(out)
    count, status, detail = table["aten::erfinv"]
    assert (count, status) == ("1", "mapping")
    assert detail.startswith("erfinv (") and detail.endswith("aten/erfinv.yaml)")
    assert table["aten::asinh"] == ["1", "mapping", "asinh (mappings/aten/asinh.yaml)"]
    assert code == 0, err


@pytest.fixture
def project(tmp_path):
    """tmp_path with model.py and mappings/ holding the repository's asinh spec."""
    (tmp_path / "model.py").write_text(MODEL)
    (tmp_path / "mappings" / "aten").mkdir(parents=True)
    shutil.copy(
        REPO / "mappings/aten/asinh.yaml", tmp_path / "mappings/aten/asinh.yaml"
    )
    return tmp_path


def rows(out: str) -> dict[str, list[str]]:
    """The table's rows by op: [count, status, detail]."""
    lines = out.splitlines()
    assert lines[0].split() == ["OP", "COUNT", "STATUS", "DETAIL"]
    found = {}
    for line in lines[1:]:
        if line.startswith("opmapgen:"):
            break
        op, count, status, *detail = line.split(maxsplit=3)
        found[op] = [count, status, " ".join(detail)]
    return found


def test_statuses_torch_mapping_missing(cli, project):
    code, out, err = cli(
        "scan", "model.py:Net", "--opset", "17", "--input-shape", "1,3,8,8"
    )
    table = rows(out)
    assert table["aten::relu"][:2] == ["1", "torch"]
    assert table["aten::asinh"] == ["1", "mapping", "asinh (mappings/aten/asinh.yaml)"]
    assert table["aten::erfinv"] == [
        "1",
        "missing",
        "opmapgen new aten::erfinv",
    ]
    assert table["aten::_convolution"][1] == table["aten::clamp"][1] == "torch"
    assert list(table) == sorted(table)
    assert not any(op.startswith("prim::") for op in table)  # structure, not ops
    assert code == 1
    assert "fails on aten::erfinv" in err and "Traceback" not in err


def test_nothing_missing_is_exit_zero(cli, project):
    code, out, err = cli(
        "scan", "model.py:Supported", "--opset", "17", "--input-shape", "2,3"
    )
    assert code == 0, err
    assert {op: row[1] for op, row in rows(out).items()} == {
        "aten::asinh": "mapping",
        "aten::relu": "torch",
    }
    assert "2 ops at opset 17: 1 torch, 1 mapping, 0 missing" in out


def test_instance_and_factory_attributes(cli, project):
    assert (
        cli("scan", "model.py:instance", "--opset", "17", "--input-shape", "2")[0] == 0
    )
    code, out, _ = cli(
        "scan", "model.py:make_net", "--opset", "17", "--input-shape", "1,3,8,8"
    )
    assert code == 1 and "aten::erfinv" in out


def test_status_is_at_the_opset(cli, project):
    # torch registers aten::round from opset 11.
    code, out, _ = cli("scan", "model.py:Rounds", "--opset", "10", "--input-shape", "4")
    status = rows(out)["aten::round"]
    assert (code, status[1]) == (1, "missing")
    # `new` without --to would draft ONNX Round at opset 11: --opset asks for a formula.
    assert status[2].startswith("opmapgen new aten::round --opset 10 ")
    assert "torch exports it from opset 11" in status[2]
    assert "ONNX Round exists from opset 11" in status[2]
    code, out, _ = cli("scan", "model.py:Rounds", "--opset", "11", "--input-shape", "4")
    assert (code, rows(out)["aten::round"][1]) == (0, "torch")


def test_mapping_status_is_at_the_opset(cli, project):
    spec = project / "mappings/aten/asinh.yaml"
    spec.write_text(
        spec.read_text().replace("opset: 9\n", "opset: 18\n").replace("[9, 17]", "[18]")
    )
    args = ("scan", "model.py:Supported", "--input-shape", "4")
    code, out, _ = cli(*args, "--opset", "17")
    asinh = rows(out)["aten::asinh"]
    assert (code, asinh[1]) == (1, "missing")
    assert "mapping asinh covers opsets 18-20" in asinh[2]
    code, out, _ = cli(*args, "--opset", "18")
    assert (code, rows(out)["aten::asinh"][1]) == (0, "mapping")


def test_below_opset_9_the_exporter_looks_up_to_9(cli, project):
    # As the exporter does for torch's symbolics, and for the mappings of `generated`.
    code, out, _ = cli(
        "scan", "model.py:Supported", "--opset", "8", "--input-shape", "4"
    )
    asinh = rows(out)["aten::asinh"]
    assert (code, asinh[1]) == (0, "mapping")
    assert "the exporter takes its opset 9 symbolic at opset 8" in asinh[2]


def test_an_imported_generated_package_is_not_torch(cli, project, monkeypatch):
    # Its symbolics stand for the specs it was built from: only the scanned specs count.
    monkeypatch.syspath_prepend(str(REPO))
    import generated

    (project / "empty").mkdir()
    args = ("scan", "model.py:Supported", "--input-shape", "4")
    with generated.registered():
        code, out, _ = cli(*args, "--opset", "17", "--mappings", "empty")
        assert code == 1 and rows(out)["aten::asinh"][1] == "missing"
        # Below opset 9 the exporter looks up to 9, where the package registers asinh.
        code, out, _ = cli(*args, "--opset", "8", "--mappings", "empty")
        assert code == 1 and rows(out)["aten::asinh"][1] == "missing"


def test_same_named_onnx_op_fills_the_suggestion(cli, project):
    code, out, _ = cli("scan", "model.py:Acosh", "--opset", "17", "--input-shape", "4")
    assert code == 1
    assert rows(out)["aten::acosh"][2] == "opmapgen new aten::acosh --to Acosh"


def test_symbolic_that_rejects_the_model_fails(cli, project):
    # torch registers index_put at opset 9, but its symbolic raises below opset 11.
    code, out, _ = cli(
        "scan", "model.py:Writes", "--opset", "9", "--input-shape", "2,3"
    )
    table = rows(out)
    assert code == 1
    assert table["aten::index_put"][1] == "fails"
    assert "Please try opset version 11" in table["aten::index_put"][2]
    assert table["aten::relu"][1] == "torch"  # relu_ is exported as relu
    code, out, _ = cli(
        "scan", "model.py:Writes", "--opset", "11", "--input-shape", "2,3"
    )
    assert code == 0 and rows(out)["aten::index_put"][1] == "torch"


def test_mapping_symbolic_that_rejects_the_model_fails(cli, project, tmp_path):
    write_spec(tmp_path / "mappings", "aten/leaky_relu.yaml", LEAKY_RELU)
    save_scripted(DynamicSlope(), tmp_path / "slope.pt")
    code, out, _ = cli("scan", "slope.pt", "--opset", "17", "--input-shape", "2,3")
    leaky_relu = rows(out)["aten::leaky_relu"]
    assert code == 1 and leaky_relu[1] == "fails"
    assert "leaky_relu (mappings/aten/leaky_relu.yaml)" in leaky_relu[2]
    assert "Expected node type 'onnx::Constant'" in leaky_relu[2]


def test_torchscript_file_with_blocks(cli, project, tmp_path):
    save_scripted(Branches(), tmp_path / "branches.pt")
    code, out, err = cli(
        "scan", "branches.pt", "--opset", "17", "--input-shape", "2,3", "--json", "-v"
    )
    document = json.loads(out)
    ops = {op["op"]: op for op in document["ops"]}
    # acosh is inside the if, sinh inside the loop: both are found, once each.
    assert ops["aten::acosh"]["status"] == ops["aten::sinh"]["status"] == "missing"
    assert ops["aten::acosh"]["count"] == ops["aten::sinh"]["count"] == 1
    assert ops["aten::acosh"]["suggestion"] == "opmapgen new aten::acosh --to Acosh"
    assert code == 1
    # --verbose names the structure the exporter converts itself.
    assert "prim::If x1" in err and "prim::Loop x1" in err


def test_json(cli, project):
    code, out, _ = cli(
        "scan", "model.py:Net", "--opset", "17", "--input-shape", "1,3,8,8", "--json"
    )
    document = json.loads(out)  # nothing else on stdout
    assert code == 1
    assert document["model"] == "model.py:Net" and document["opset"] == 17
    assert document["torch"] == torch.__version__
    assert document["counts"] == {
        "ops": 5,
        "torch": 3,
        "mapping": 1,
        "fails": 0,
        "missing": 1,
    }
    assert [op["op"] for op in document["ops"]] == sorted(
        op["op"] for op in document["ops"]
    )
    asinh = next(op for op in document["ops"] if op["op"] == "aten::asinh")
    assert asinh == {
        "op": "aten::asinh",
        "count": 1,
        "status": "mapping",
        "mapping": "asinh",
        "spec": "mappings/aten/asinh.yaml",
        "suggestion": None,
        "notes": [],
    }


def test_colour_keeps_the_columns_aligned(cli, project):
    args = ("scan", "model.py:Net", "--opset", "17", "--input-shape", "1,3,8,8")
    plain = cli(*args, "--color", "never")[1]
    coloured = cli(*args, "--color", "always")[1]
    assert "\x1b[31mmissing\x1b[0m" in coloured and "\x1b[36mmapping\x1b[0m" in coloured
    assert "\x1b[32mtorch\x1b[0m" in coloured
    assert ANSI.sub("", coloured) == plain


@pytest.mark.parametrize(
    "args, message",
    [
        (["model.py:Nett"], "model has no attribute 'Nett'; did you mean Net?"),
        (["model.py:number"], "model.py:number is of type int"),
        (["nowhere.py:Net"], "nowhere.py does not exist"),
        (["no_such_module:Net"], "no module named no_such_module"),
        (["model.py"], "name the model in it, as model.py:NAME"),
        (["missing.pt"], "missing.pt does not exist"),
        (["mappings/aten/asinh.yaml"], "torch.jit.load cannot read"),
        (
            ["model.py:Net"],
            "takes 1 input (x), no --input-shape: pass one --input-shape per",
        ),
        (
            ["model.py:Net", "--input-shape", "1,5,8,8"],
            (
                "tracing model.py:Net with float32 inputs of shapes (1,5,8,8) failed: "
                "RuntimeError: Given groups=1"
            ),
        ),
    ],
)
def test_a_model_that_cannot_be_scanned_is_one_message(cli, project, args, message):
    code, out, err = cli("scan", *args, "--opset", "17")
    assert code == 1
    assert message in err and "error:" in err
    assert "Traceback" not in err and out == ""


@pytest.mark.parametrize(
    "args, message",
    [
        (["--opset", "17"], "name a MODEL to scan"),
        (["model.py:Net", "--all-aten", "--opset", "17"], "not both"),
        (
            ["--all-aten", "--opset", "17", "--input-shape", "2"],
            "--input-shape is for a MODEL",
        ),
        (["model.py:Net", "--opset", "99"], "exports opsets 7 to 20"),
        (["model.py:Net", "--opset", "17", "--input-shape", "1,x"], "comma-separated"),
        (
            ["model.py:Net", "--opset", "18", "--exporter", "dynamo"],
            "--exporter dynamo is for --all-aten",
        ),
        (["--all-aten", "--opset", "17", "--op", "acosh"], "--op narrows"),
        (
            ["--all-aten", "--opset", "17", "--exporter", "dynamo"],
            "the dynamo exporter exports opsets 18 to",
        ),
        (
            ["--all-aten", "--opset", "18", "--exporter", "dynamo", "--op", "acoshh"],
            "--op aten::acoshh: no such ATen op",
        ),
    ],
)
def test_usage_errors_exit_2(cli, project, args, message):
    code, _, err = cli("scan", *args)
    assert code == 2 and message in err


def test_mappings_folder(cli, project, tmp_path):
    # Absent where it defaults: a notice, and no op is mapped.
    shutil.rmtree(tmp_path / "mappings")
    code, out, err = cli(
        "scan", "model.py:Supported", "--opset", "17", "--input-shape", "2"
    )
    assert code == 1 and "no mappings/ folder here" in err
    assert rows(out)["aten::asinh"][1] == "missing"
    # Absent where named: an error.
    code, _, err = cli(
        "scan", "model.py:Supported", "--opset", "17", "--mappings", "specs"
    )
    assert code == 1 and "specs does not exist" in err
    # Broken: the spec errors, and no scan.
    write_spec(tmp_path / "specs", "bad.yaml", "name: bad\nsource: {op: aten::nope}\n")
    code, out, err = cli(
        "scan",
        "model.py:Supported",
        "--opset",
        "17",
        "--input-shape",
        "2",
        "--mappings",
        "specs",
    )
    assert (
        code == 1 and "bad.yaml" in err and "fix the specs to scan against them" in err
    )
    assert out == ""


def test_all_aten(cli, project, tmp_path):
    (tmp_path / "empty").mkdir()
    code, out, _ = cli("scan", "--all-aten", "--opset", "17", "--mappings", "empty")
    assert code == 0
    header, _, tables = out.partition("\n\n")
    assert re.match(
        r"\d+ public ATen ops the TorchScript exporter cannot export", header
    )
    for reason in ("private", "in-place", "backward", "renamed"):
        assert f" {reason}: " in header
    table, _, others = tables.partition("\n\nNot exportable (")
    listed = {line.split()[0]: line.split()[1:] for line in table.splitlines()[1:]}
    not_exportable = {
        line.split()[0]: " ".join(line.split()[1:]) for line in others.splitlines()[2:]
    }
    # Each reason read from torch: a Generator, sparse and quantized kernels only, no
    # tensor returned, no CPU kernel; and a named one.
    assert not_exportable["aten::binomial"] == "random"
    assert not_exportable["aten::indices"] == "sparse"
    assert not_exportable["aten::q_scale"] == "quantized"
    assert not_exportable["aten::is_contiguous"] == "query"
    assert not_exportable["aten::batch_norm_elemt"] == "no CPU kernel"
    assert not_exportable["aten::retain_grad"] == "autograd"
    assert not listed.keys() & not_exportable.keys()
    missing = int(header.split()[0])
    assert re.search(
        rf"of the {missing}: {len(listed)} exportable, not mapped yet \(below\), "
        rf"{len(not_exportable)} not exportable:",
        header,
    )
    assert f"({len(not_exportable)}):" in out
    assert listed["aten::acosh"] == [
        "Acosh",
        "opmapgen",
        "new",
        "aten::acosh",
        "--to",
        "Acosh",
    ]
    assert listed["aten::erfinv"][0] == "-"
    assert list(listed) == sorted(listed)
    for left_out in (
        "aten::relu",
        "aten::acosh_",
        "aten::_softmax",
        "aten::arccosh",
        "aten::convolution_backward",
        "aten::Int",
        "aten::view_copy",
    ):
        assert left_out not in listed

    # mappings/ holds asinh.
    code, out, _ = cli("scan", "--all-aten", "--opset", "17", "--json")
    document = json.loads(out)
    ops = {op["op"]: op for op in document["ops"]}
    assert "aten::asinh" not in ops and "aten::acosh" in ops
    assert ops["aten::acosh"] == {
        "op": "aten::acosh",
        "onnx_candidate": "Acosh",
        "suggestion": "opmapgen new aten::acosh --to Acosh",
        "notes": [],
        "not_exportable": None,
    }
    assert ops["aten::binomial"]["not_exportable"] == "random"
    # torch registers bitwise_and from opset 18.
    assert ops["aten::bitwise_and"]["notes"][0] == "torch exports it from opset 18"
    counts = document["counts"]
    assert (
        counts["mapping"] == 1
        and counts["missing"] == len(ops) == len(listed) + len(not_exportable) - 1
    )
    assert set(document["left_out_rules"]) == set(counts["left_out"])
    why = [op["not_exportable"] for op in ops.values() if op["not_exportable"]]
    assert counts["exportable"] + len(why) == counts["missing"]
    assert counts["not_exportable"] == dict(sorted(Counter(why).items()))
    assert set(document["not_exportable_rules"]) == set(why)
    assert document["opset"] == 17 and document["torch"] == torch.__version__


@pytest.mark.parametrize(
    "library_first", [False, True], ids=["fresh", "library_imported"]
)
def test_all_aten_dynamo(cli, project, library_first):
    """Also in a process where the library is registered already (a test worker, a
    notebook): the first look is torch's alone all the same."""
    from opmapgen.runtime import register

    if library_first:
        from opmapgen import library

        library.register()  # as importing it does, wherever it was unregistered
    before = list(map(id, register.registered_packages()))
    code, out, _ = cli(
        "scan", "--all-aten", "--exporter", "dynamo", "--opset", "18", "--json",
        *("--op", "linalg_svd", "--op", "special_airy_ai", "--op", "acosh"),
        *("--op", "arccosh", "--op", "index_put", "--op", "diagonal_scatter"),
        *("--op", "sparse_sampled_addmm"),
    )  # fmt: skip
    assert code == 0
    document = json.loads(out)
    ops = {row["op"]: row for row in document["ops"]}
    # torch.export decomposes linalg_svd into _linalg_svd, which torch's registry lacks.
    assert ops["aten::_linalg_svd"]["needed_by"] == ["aten::linalg_svd"]
    # The mappings translate special_airy_ai, which torch's exporter does not.
    assert ops["aten::special_airy_ai"]["status"] == "mapping"
    assert ops["aten::special_airy_ai"]["not_exportable"] is None
    counts = document["counts"]
    # acosh (arccosh is its alias: one row), linalg_svd, special_airy_ai, index_put,
    # diagonal_scatter, sparse_sampled_addmm; torch translates acosh and index_put (whose
    # samples pass their indices as a list of tensors).
    assert counts["aten_ops_with_opinfo"] == 6 and counts["translated_by_torch"] == 2
    # A sample of sparse CSR tensors: listed apart, the scan goes on.
    why = document["not_captured"]["aten::sparse_sampled_addmm"]
    assert why.startswith("its sample cannot be read: RuntimeError")
    # The exporter's decomposition of diagonal_scatter fails (not functional): listed
    # apart, the scan goes on.
    why = document["not_captured"]["aten::diagonal_scatter"]
    assert why.startswith("decomposing it fails: AssertionError")
    assert document["no_sample"] == []
    assert counts["missing"] == sum(r["status"] == "missing" for r in ops.values())
    assert counts["mapping"] + counts["missing"] == len(ops)
    # The mappings were imported for the second look, and are unregistered again.
    assert list(map(id, register.registered_packages())) == before


def mappings_without(op: str, folder: Path) -> Path:
    """The repository's specs but those of `op`, which then stays missing whatever the
    library maps."""
    for spec in (REPO / "mappings").rglob("*.yaml"):
        if yaml.safe_load(spec.read_text()).get("source", {}).get("op") == op:
            continue
        copy = folder / spec.relative_to(REPO / "mappings")
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(spec, copy)
    return folder


def test_all_aten_with_the_repository_mappings(cli, tmp_path):
    specs = mappings_without("aten::erfinv", tmp_path / "specs")
    code, out, _ = cli(
        "scan", "--all-aten", "--opset", "17", "--json", "--mappings", str(specs),
        cwd=REPO,
    )  # fmt: skip
    ops = {op["op"] for op in json.loads(out)["ops"]}
    assert code == 0 and "aten::erfinv" in ops
    assert not ops & {"aten::acosh", "aten::asinh", "aten::hypot", "aten::sinh"}


def test_a_real_export_fails_on_exactly_the_missing_op(cli, project, tmp_path):
    """The scan agrees with torch.onnx.export(..., dynamo=False) after `import generated`."""
    model = str(tmp_path / "model.py")
    specs = mappings_without("aten::erfinv", tmp_path / "specs")
    assert (
        cli("build", str(specs), "-o", str(tmp_path / "library"), "-q", cwd=REPO)[0]
        == 0
    )
    code, out, _ = cli(
        "scan",
        f"{model}:Net",
        "--opset",
        "17",
        "--input-shape",
        "1,3,8,8",
        "--json",
        "--mappings",
        str(specs),
        cwd=REPO,
    )
    missing = [op["op"] for op in json.loads(out)["ops"] if op["status"] == "missing"]
    assert (code, missing) == (1, ["aten::erfinv"])
    result = run_python(
        textwrap.dedent(
            """
            import io
            import warnings

            import torch

            import library as generated
            import opmapgen.library
            from model import Net

            opmapgen.library.unregister()  # the scan counted the specs folder alone

            warnings.simplefilter("ignore")
            stubbed = []
            while True:
                try:
                    torch.onnx.export(
                        Net(), (torch.rand(1, 3, 8, 8),), io.BytesIO(),
                        opset_version=17, dynamo=False,
                    )
                    break
                except torch.onnx.errors.UnsupportedOperatorError as exc:
                    op = str(exc).split("'")[1]
                    stubbed.append(op)
                    torch.onnx.register_custom_op_symbolic(
                        op, lambda g, x, *args: g.op("Identity", x), 17
                    )
            print(stubbed)
            """
        ),
        cwd=REPO,
        extra_path=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == str(missing)


def test_scan_leaves_the_process_as_it_found_it(cli, project, tmp_path):
    from torch import _C
    from torch.onnx._internal.torchscript_exporter import registration, utils

    def state():
        return (
            _C._jit_pass_onnx,
            _C._jit_onnx_log,
            utils._run_symbolic_function,
            registration.registry.is_registered_op("aten::asinh", 17),
            list(sys.path),
        )

    before = state()
    assert (
        cli("scan", "model.py:Supported", "--opset", "17", "--input-shape", "2")[0] == 0
    )
    # The mappings' symbolics are registered for the conversion only.
    assert state() == before


def test_every_op_of_the_first_group_has_its_open_reason(cli):
    """Issue 33's coverage rule: each op `scan --all-aten --opset 17` lists as exportable
    and not mapped (by the repository's specs and the library) is named in docs/limits.md,
    which says why it is open. Mapping an op takes it off the list; a new op of torch's
    that lands on it fails here until the page says why."""
    _code, out, _ = cli("scan", "--all-aten", "--opset", "17", "--json", cwd=REPO)
    ops = json.loads(out)["ops"]
    limits = (REPO / "docs" / "limits.md").read_text(encoding="utf-8")
    named = set(re.findall(r"`([A-Za-z0-9_]+)`", limits))
    open_ops = [op["op"] for op in ops if op["not_exportable"] is None]
    assert open_ops  # the group is not empty yet: the check reads something
    unnamed = [op for op in open_ops if op.split("::")[1] not in named]
    assert not unnamed, f"docs/limits.md does not say why these are open: {unnamed}"
