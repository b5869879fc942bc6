"""`opmapgen list`, `show` and `docs`: the mappings as people read them."""

from __future__ import annotations

import functools
import json
import os
import re
import shutil
from pathlib import Path

import pytest
import yaml
from conftest import FIXTURES, REPO, tree_hashes, write_spec

from opmapgen.ir.exporters import DYNAMO

SPECS = {
    (spec := yaml.safe_load(p.read_text()))["name"]: (p, spec)
    for p in sorted((REPO / "mappings").rglob("*.yaml"))
}


def test_list_shows_every_mapping_with_its_ops_opsets_and_spec(cli):
    code, out, err = cli("list", cwd=REPO)
    assert code == 0, err
    rows = {line.split()[0]: line for line in out.splitlines()[1:]}
    assert sorted(rows) == sorted(SPECS)
    assert out.splitlines()[0].split() == [
        "NAME",
        "PACKAGE",
        "FAMILY",
        "SOURCE",
        "TARGET",
        "DOMAIN",
        "OPSETS",
        "EXPORTERS",
        "SPEC",
    ]
    _, out, _ = cli("list", str(FIXTURES / "catalog"), cwd=REPO)
    (hypot,) = out.splitlines()[1:]
    assert hypot.split()[1:] == [
        "generated",  # the package a folder named on the command line is built into
        "catalog",  # no family in the spec: the folder it is in
        "aten::hypot",
        "Mul",  # each op once
        "+",
        "Add",
        "+",
        "Sqrt",
        "ai.onnx",
        "9-20",
        "torchscript,",
        "dynamo",
        "tests/fixtures/catalog/hypot.yaml",
    ]
    # In this repository, the library's and the own-code examples' package.
    assert rows["acosh"].split()[1] == "opmapgen.library"
    assert rows["deform_conv2d_custom"].split()[1] == "generated"
    assert rows["deform_conv2d_custom"].split()[4:7] == [
        "opmapgen::DeformConv2d",
        "opmapgen",
        "9-18",
    ]
    assert (
        "torchscript  " in rows["bicubic_resize"]
        and "dynamo" not in rows["bicubic_resize"]
    )


def test_list_json(cli):
    _code, out, _ = cli("list", "--json", cwd=REPO)
    records = {r["name"]: r for r in json.loads(out)}
    assert records["deform_conv2d"] == {
        "name": "deform_conv2d",
        "family": "torchvision",
        "source": "torchvision::deform_conv2d",
        "target": ["DeformConv"],
        "domain": "ai.onnx",
        "first_opset": 19,
        "last_opset": 20,
        "dynamo_last_opset": 23,
        "exporters": ["torchscript", "dynamo"],
        "spec": "mappings/torchvision/deform_conv2d.yaml",
        "package": "opmapgen.library",
        # What each exporter dispatches to it, at which opsets; what overrides it.
        "torchscript": {"op": "torchvision::deform_conv2d", "opsets": [19, 20]},
        "dynamo": {"ops": ["torchvision::deform_conv2d.default"], "opsets": [19, 23]},
        "overridden": [],
    }


def test_list_by_family(cli, tmp_path):
    spec = (FIXTURES / "catalog" / "hypot.yaml").read_text()
    for name, family, op in (
        ("hypot", "elementwise math", "aten::hypot"),
        ("hypot2", "special functions", "aten::copysign.Tensor"),
    ):
        text = spec.replace("name: hypot\n", f"name: {name}\nfamily: {family}\n")
        text = text.replace("op: aten::hypot", f"op: {op}")
        (tmp_path / f"{name}.yaml").write_text(text)
    code, out, err = cli("list", ".", "--family", "Special functions")
    assert code == 0, err
    assert [line.split()[0] for line in out.splitlines()[1:]] == ["hypot2"]
    code, out, err = cli("list", ".", "--family", "special function")
    assert code == 1 and out == ""
    assert err == (
        "opmapgen: error: no mapping of family 'special function'; did you mean "
        "special functions? the families: elementwise math, special functions\n"
    )
    code, _out, err = cli("docs", ".", "-o", "catalog.md")
    assert code == 0, err
    text = (tmp_path / "catalog.md").read_text()
    headings = re.findall(r"^##+ .*$", text, re.MULTILINE)
    assert headings == [
        "## Elementwise math",
        "### hypot",
        "## Special functions",
        "### hypot2",
    ]
    assert "- [Special functions](#special-functions) (1)" in text


def test_show_prints_the_subgraph(cli):
    code, out, err = cli(
        "show", "hypot", "--mappings", str(FIXTURES / "catalog"), cwd=REPO
    )
    assert code == 0, err
    assert "aten::hypot(Tensor self, Tensor other) -> Tensor" in out
    assert "TorchScript at opsets 9-20; dynamo at opsets 18-23" in out
    subgraph = out.partition("ONNX subgraph\n")[2].splitlines()
    assert [line.strip() for line in subgraph] == [
        "(input, other) => (result) {",
        "input_squared = Mul (input, input)",
        "other_squared = Mul (other, other)",
        "sum_of_squares = Add (input_squared, other_squared)",
        "result = Sqrt (sum_of_squares)",
        "}",
    ]


def test_show_attributes_constants_and_conditional_inputs(cli):
    _, out, _ = cli("show", "deform_conv2d", cwd=REPO)
    assert "strides = [$stride_h, $stride_w]," in out
    assert "> (input, weight, offset, bias, mask if $use_mask)" in out
    _, out, _ = cli("show", "bicubic_resize", cwd=REPO)
    assert "roi = Constant <value = []> ()    # float32" in out
    assert 'mode = "cubic",' in out
    assert "opted out  dynamo: forward reads the scales" in out
    # an input with another value when its bool is false, and a body from a later opset
    _, out, _ = cli("show", "deform_conv2d_custom", cwd=REPO)
    assert "> (input, weight, offset, bias, mask if $use_mask else unmasked)" in out
    assert "# for models at opset 11 and above" in out


def test_show_a_mapping_whose_ops_library_is_missing_says_so(cli, monkeypatch):
    """A library op's spec is skipped with a warning where its library is not installed
    (torchvision's deform_conv2d in a venv without torchvision): show says why, no
    traceback."""
    from opmapgen.tools import catalog

    everything = catalog.validated

    def skipped(roots, *args, **kwargs):  # the one spec shown: skipped
        single = isinstance(roots, list) and len(roots) == 1
        return [] if single else everything(roots, *args, **kwargs)

    monkeypatch.setattr(catalog, "validated", skipped)
    code, out, err = cli("show", "deform_conv2d", cwd=REPO)
    assert code == 1 and out == ""
    assert err.splitlines()[-1] == (
        "opmapgen: error: cannot show 'deform_conv2d' without the library that defines "
        "its op; install it (the warning above names it)"
    )


def test_show_unknown_name_suggests(cli):
    code, out, err = cli("show", "hypt", cwd=REPO)
    assert code == 1 and out == ""
    # The last line: shipped specs may warn before it.
    assert err.splitlines()[-1] == (
        "opmapgen: error: no mapping named 'hypt'; did you mean hypot?"
    )


def test_committed_catalog_is_current(cli):
    code, _out, err = cli("docs", "--check", cwd=REPO)
    assert code == 0, err


def test_docs_has_a_section_and_diagram_per_mapping(cli, tmp_path):
    code, _out, err = cli("docs", str(REPO / "mappings"), "-o", "catalog/mappings.md")
    assert code == 0, err
    text = (tmp_path / "catalog" / "mappings.md").read_text()
    sections = re.findall(r"^### (\w+)$", text, re.MULTILINE)
    assert sorted(sections) == sorted(SPECS)
    assert text.count("```mermaid\nflowchart LR\n") == len(SPECS)
    spec = REPO / "mappings/aten/hypot.yaml"
    relative = Path(os.path.relpath(spec, tmp_path / "catalog")).as_posix()
    assert f"| Spec | [{spec.as_posix()}]({relative}) |" in text
    assert re.search(
        r"\| Parity test \| the spec's inputs: TorchScript at opsets 9, 17, dynamo at 18 "
        r"\(rtol 1e-05, atol 1e-06\); OpInfo samples in every dtype torch supports: "
        r"TorchScript at opsets 9, 17(, 20)?, dynamo at 18 \(torch.testing's tolerances\) \|",
        text,
    )
    dtypes = yaml.safe_load(spec.read_text())["dtypes"]
    assert f"| Dtypes | {', '.join(dtypes)} |" in text


@pytest.mark.parametrize("name", sorted(SPECS))
def test_mermaid_edges_join_declared_nodes(name):
    from opmapgen.tools.docs import mermaid

    mapping = _mapping(name)
    lines = mermaid(mapping)
    declared = {m[1] for line in lines if (m := re.match(r"\s+(\w+)[\[(]", line))}
    declared |= {"onnx"}
    for line in lines:
        if edge := re.match(r"\s+(\w+) (-->|==>|-\. \"[^\"]*\" \.->) (\w+)$", line):
            assert {edge[1], edge[3]} <= declared, line
        else:
            assert re.match(
                r"(flowchart LR|\s+(\w+[\[(].*|subgraph .*|direction LR|end))$", line
            ), line
    labels = "".join(re.findall(r'"([^"]*)"', "\n".join(lines)))
    assert "<b>" in labels and not re.search(r"<(?!/?b>|br/>)", labels)


def test_docs_check_names_the_fix(cli, tmp_path):
    specs = tmp_path / "specs"
    specs.mkdir()
    shutil.copy(REPO / "mappings/aten/asinh.yaml", specs / "asinh.yaml")
    code, out, err = cli("docs", "specs", "--check")
    assert code == 1
    assert err == (
        "opmapgen: docs/mappings.md is missing; run `opmapgen docs specs`\n"
        "opmapgen: docs/runtimes-table.md is missing; run `opmapgen docs specs`\n"
    )
    assert cli("docs", "specs")[0] == 0
    assert cli("docs", "specs", "--check")[0] == 0
    spec = specs / "asinh.yaml"
    data = yaml.safe_load(spec.read_text())
    data["test"]["rtol"] = 1.0e-4
    spec.write_text(yaml.safe_dump(data, sort_keys=False))
    code, _out, err = cli("docs", "specs", "--check")
    assert code == 1 and "docs/mappings.md is stale; run `opmapgen docs specs`" in err


def test_docs_writes_nothing_for_a_broken_spec(cli, tmp_path):
    shutil.copy(REPO / "mappings/aten/asinh.yaml", tmp_path / "asinh.yaml")
    assert cli("docs", ".", "-o", "out/mappings.md")[0] == 0
    before = tree_hashes(tmp_path / "out")
    write_spec(
        tmp_path, "broken.yaml", "name: broken\nsource: {op: aten::asinh, args: [v]}\n"
    )
    code, _out, err = cli("docs", ".", "-o", "out/mappings.md")
    assert code == 1 and "broken.yaml:1:1: missing key 'target'" in err
    assert "Traceback" not in err
    assert tree_hashes(tmp_path / "out") == before


@functools.cache
def _mapping(name):
    return _library()[name]


@functools.cache
def _library():
    """The shipped mappings, validated once per test process (once per case made the
    parametrized test quadratic in the library's size)."""
    from opmapgen.diagnostics import Report
    from opmapgen.validate.specs import validate

    return {m.name: m for m in validate(REPO / "mappings", Report())}


def test_list_filters_and_summarises_wide_graphs(cli):
    _, out, _ = cli("list", str(FIXTURES / "catalog"), "--match", "SQRT", cwd=REPO)
    assert [line.split()[0] for line in out.splitlines()[1:]] == ["hypot"]
    _, out, _ = cli(
        "list", str(FIXTURES / "catalog"), "--match", "no such op", cwd=REPO
    )
    assert out.splitlines()[1:] == []
    # A graph of many ops shows its first three and how many more.
    _, out, _ = cli("list", "--json", cwd=REPO)
    wide = [r for r in json.loads(out) if len(dict.fromkeys(r["target"])) > 3]
    if wide:
        _, table, _ = cli("list", "--match", wide[0]["name"], cwd=REPO)
        count = len(dict.fromkeys(wide[0]["target"]))
        assert f" + {count - 3} more" in table


def test_a_dynamo_only_mapping_shows_the_dynamo_exporters_opsets():
    # Its TorchScript range is empty: the catalog's opsets are where the dynamo exporter
    # registers its translation, up to that exporter's last opset.
    from opmapgen.tools import describe

    dynamo_only = [m for m in _library().values() if not m.torchscript]
    assert dynamo_only, "the library has no mapping that opts out of TorchScript"
    for mapping in dynamo_only:
        plan = mapping.plan(DYNAMO)
        first, last = plan.first_opset, plan.last_opset
        assert describe.opset_text(mapping) == f"{first}-{last}", mapping.name
