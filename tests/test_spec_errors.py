"""Every wrong spec gets `file:line:col: message`, exit code 1, no traceback, and leaves the
previous output untouched."""

from __future__ import annotations

import pytest
from conftest import REPO, tree_hashes, write_spec

GOOD = """\
name: asinh
source:
  op: aten::asinh
  args: [v]
target:
  op: Asinh
  opset: 9
  inputs: [input]
test:
  inputs: [{shape: [2, 3]}]
"""

DEFORM = """\
name: deform
source:
  op: torchvision::deform_conv2d
  args: [v, v, v, v, v, i, i, i, i, i, i, i, i, b]
target:
  op: DeformConv
  opset: 19
  inputs: [input, weight, offset, bias, {name: mask, when: use_mask}]
  attributes: {strides: [$stride_h, $stride_w], group: $groups}
test:
  inputs: [{shape: [1]}, {shape: [1]}, {shape: [1]}, {shape: [1]}, {shape: [1]}]
  args: {stride_h: 1, stride_w: 1, pad_h: 0, pad_w: 0, dilation_h: 1, dilation_w: 1,
         groups: 1, offset_groups: 1, use_mask: true}
"""

GRAPH = """\
name: my_add
source:
  function: impls.my_add:my_add
  args: [v, v]
  names: [a, b]
target:
  opset: 9
  constants:
    two: {value: 2, like: a}
  nodes:
    - {op: Mul, inputs: [a, two], output: twice_a}
    - {op: Add, inputs: [twice_a, b]}
test:
  inputs: [{shape: [2]}, {shape: [2]}]
"""

# (case id, spec text, the exact diagnostic expected on stderr)
CASES = [
    (
        "yaml-syntax",
        "name: [asinh\n",
        "spec.yaml:2:1: invalid YAML: did not find expected ',' or ']'",
    ),
    (
        "tab",
        "name: asinh\n\tsource: 1\n",
        "spec.yaml:2:1: invalid YAML: a tab character; indent YAML with spaces",
    ),
    ("empty", "", "spec.yaml:1:1: the file is empty; a spec is a mapping"),
    (
        "list",
        "- name: asinh\n",
        "spec.yaml:1:1: a spec is a mapping (key: value lines), not a list",
    ),
    (
        "python-tag",
        "name: !!python/object/apply:os.system [ls]\n",
        "spec.yaml:1:7: YAML tag '!!python/object/apply:os.system' is not allowed",
    ),
    (
        "duplicate-key",
        GOOD + "name: again\n",
        "spec.yaml:11:1: duplicate key 'name' (first given at line 1)",
    ),
    (
        "unknown-key",
        GOOD.replace("  inputs: [input]", "  inputs: [input]\n  atributes: {}"),
        "spec.yaml:9:3: unknown key 'atributes' in target; did you mean 'attributes'?",
    ),
    (
        "missing-key",
        GOOD.replace("  op: Asinh\n", ""),
        "spec.yaml:6:3: target: missing key 'formula' (expressions), 'op' (one ONNX node) or 'nodes' (a graph of them)",
    ),
    (
        "wrong-type",
        GOOD.replace("opset: 9", "opset: nine"),
        "spec.yaml:7:10: target.opset: expected an integer, got string 'nine'",
    ),
    (
        "bool-for-int",
        GOOD.replace("opset: 9", "opset: true"),
        "spec.yaml:7:10: target.opset: expected an integer, got boolean True",
    ),
    (
        "not-identifier",
        GOOD.replace("name: asinh", "name: 2asinh"),
        "spec.yaml:1:7: name: '2asinh' is not a Python identifier",
    ),
    (
        "keyword-name",
        GOOD.replace("name: asinh", "name: lambda"),
        "spec.yaml:1:7: name: 'lambda' is not a Python identifier",
    ),
    (
        "reserved-name",
        GOOD.replace("name: asinh", "name: register"),
        "spec.yaml:1:7: name: 'register' is reserved in the generated package",
    ),
    (
        "descriptor",
        GOOD.replace("args: [v]", "args: [x]"),
        "spec.yaml:4:10: source.args.0: unknown parse_args descriptor 'x'; use one of v, vs, i",
    ),
    (
        "op-name",
        GOOD.replace("op: aten::asinh", "op: asinh"),
        "spec.yaml:3:7: source.op: 'asinh' is not a qualified op name; write namespace::name",
    ),
    (
        "unknown-source-op",
        GOOD.replace("aten::asinh", "aten::asinhh"),
        "spec.yaml:3:7: the installed torch has no op aten::asinhh; did you mean aten::asinh",
    ),
    (
        "arg-count",
        GOOD.replace("args: [v]", "args: [v, i]"),
        "spec.yaml:4:9: aten::asinh takes 1 arg (input) but args lists 2",
    ),
    (
        "descriptor-type",
        GOOD.replace("aten::asinh", "aten::leaky_relu").replace(
            "args: [v]", "args: [v, s]"
        ),
        "spec.yaml:4:13: 's' cannot read arg 'negative_slope' of type Scalar",
    ),
    (
        "onnx-op-too-new",
        GOOD.replace("opset: 9", "opset: 8"),
        "spec.yaml:7:10: ONNX Asinh does not exist at opset 8: it was added in opset 9; write opset: 9",
    ),
    (
        "unknown-onnx-op",
        GOOD.replace("op: Asinh", "op: Asnh"),
        "spec.yaml:6:7: ONNX has no op Asnh in the default ONNX domain; did you mean Asinh",
    ),
    (
        "unknown-attribute",
        GOOD.replace(
            "  inputs: [input]", "  inputs: [input]\n  attributes: {alpha: 1.0}"
        ),
        "spec.yaml:9:16: ONNX Asinh has no attribute 'alpha'; its attributes are: none",
    ),
    (
        "attribute-type",
        GOOD.replace("op: Asinh", "op: ThresholdedRelu")
        .replace("opset: 9", "opset: 10")
        .replace("  inputs: [input]", "  inputs: [input]\n  attributes: {alpha: fast}"),
        "spec.yaml:9:23: attribute 'alpha' of ONNX ThresholdedRelu is a float, but the spec gives a string",
    ),
    (
        "attribute-later-opset",
        GOOD.replace("aten::asinh", "aten::squeeze.dim")
        .replace("args: [v]", "args: [v, i]")
        .replace("op: Asinh", "op: Squeeze")
        .replace("opset: 9", "opset: 11")
        .replace("  inputs: [input]", "  inputs: [input]\n  attributes: {axes: [$dim]}")
        .replace("[{shape: [2, 3]}]", "[{shape: [2, 1]}]\n  args: {dim: 1}"),
        "spec.yaml:9:16: ONNX Squeeze has no attribute 'axes' from opset 13; its attributes are: none; "
        "or add max_opset: 12",
    ),
    (
        "too-many-inputs",
        GOOD.replace("inputs: [input]", "inputs: [input, input]"),
        "spec.yaml:8:11: ONNX Asinh takes 1 input (input), but inputs lists 2",
    ),
    (
        "too-few-inputs",
        GOOD.replace("inputs: [input]", "inputs: []"),
        "spec.yaml:8:11: ONNX Asinh takes 1 input (input), but inputs lists 0",
    ),
    (
        "unknown-input-arg",
        GOOD.replace("inputs: [input]", "inputs: [inptu]"),
        "spec.yaml:8:12: 'inptu' names no source arg, constant or earlier node output; did you mean "
        "'input'? known here: input",
    ),
    (
        "unknown-attribute-ref",
        GOOD.replace("aten::asinh", "aten::leaky_relu")
        .replace("args: [v]", "args: [v, f]")
        .replace("op: Asinh", "op: LeakyRelu")
        .replace(
            "  inputs: [input]", "  inputs: [input]\n  attributes: {alpha: $slope}"
        ),
        "spec.yaml:9:23: '$slope' names no source arg; the args are: input, negative_slope",
    ),
    (
        "input-not-a-value",
        GOOD.replace("aten::asinh", "aten::leaky_relu")
        .replace("args: [v]", "args: [v, f]")
        .replace("op: Asinh", "op: Add")
        .replace("inputs: [input]", "inputs: [input, negative_slope]"),
        "spec.yaml:8:19: input 'negative_slope' is read with descriptor 'f'; node inputs are graph values",
    ),
    (
        "test-opset-outside",
        GOOD.replace("[{shape: [2, 3]}]", "[{shape: [2, 3]}]\n  opsets: [7]"),
        "spec.yaml:11:12: opset 7 is outside the mapping's range 9 to 23",
    ),
    (
        "test-input-count",
        GOOD.replace("[{shape: [2, 3]}]", "[{shape: [2]}, {shape: [2]}]"),
        "spec.yaml:10:11: test.inputs has 2 tensors for 1 tensor arg (input)",
    ),
    (
        "negative-shape",
        GOOD.replace("shape: [2, 3]", "shape: [-2, 3]"),
        "spec.yaml:10:21: test.inputs.0.shape.0: must be at least 0, got -2",
    ),
    (
        "huge-tensor",
        GOOD.replace("shape: [2, 3]", "shape: [100000, 100000]"),
        "spec.yaml:10:20: test.inputs.0.shape: shape [100000, 100000] has 10,000,000,000 elements",
    ),
    (
        "max-below-opset",
        GOOD.replace("opset: 9", "opset: 9\n  max_opset: 8"),
        "spec.yaml:8:14: max_opset 8 is below opset 9",
    ),
    (
        "opset-too-high",
        GOOD.replace("opset: 9", "opset: 10000"),
        "spec.yaml:7:10: opset 10000 is above",
    ),
    (
        "when-not-bool",
        DEFORM.replace("when: use_mask", "when: groups"),
        "spec.yaml:8:60: when names 'groups', which is no source arg read with b; the bool args "
        "are: use_mask",
    ),
    (
        "attribute-ref-unknown-arg",
        DEFORM.replace("$groups", "$group"),
        "spec.yaml:9:56: '$group' names no source arg; did you mean $groups?",
    ),
    (
        "expression-bare-name",
        DEFORM.replace("group: $groups", "group: $groups * offset_groups"),
        "spec.yaml:9:56: '$groups * offset_groups': write $offset_groups for a source arg; an "
        "expression holds numbers, $args read with i, f or b",
    ),
    (
        "expression-tensor-arg",
        DEFORM.replace("group: $groups", "group: $groups * $input"),
        "spec.yaml:9:56: '$groups * $input': $input is no source arg read with i, f or b",
    ),
    (
        "expression-syntax",
        DEFORM.replace("group: $groups", "group: $groups +"),
        "spec.yaml:9:56: '$groups +': it does not parse",
    ),
    (
        "expression-attribute-access",
        DEFORM.replace("group: $groups", "group: $groups.__class__"),
        "spec.yaml:9:56: '$groups.__class__': Attribute is not allowed",
    ),
    (
        "expression-float-for-int",
        DEFORM.replace("group: $groups", "group: $groups / 2"),
        "spec.yaml:9:56: attribute 'group' of ONNX DeformConv is an int, but the spec gives a float",
    ),
    (
        "kernel-on-standard-op",
        DEFORM.replace(
            "  opset: 19", "  opset: 19\n  kernel: impls.deform_conv:deform_conv2d"
        ),
        "spec.yaml:8:11: a kernel is for ops of custom domains; ONNX Runtime runs DeformConv itself",
    ),
    (
        "kernel-not-found",
        DEFORM.replace(
            "  opset: 19",
            "  domain: custom\n  opset: 19\n  kernel: impls.deform_conv:deform_conv",
        ),
        "deform_conv.py) defines no deform_conv; did you mean impls.deform_conv:deform_conv2d?",
    ),
    (
        "constant-unknown-dtype",
        GRAPH.replace("like: a", "dtype: float31"),
        "spec.yaml:9:28: target.constants.two.dtype: 'float31' is not allowed; use one of 'float32'",
    ),
    (
        "constant-two-dtypes",
        GRAPH.replace("like: a", "like: a, dtype: float32"),
        "spec.yaml:9:10: target.constants.two: give exactly one of dtype (e.g. float32) and like",
    ),
    (
        "constant-like-unknown",
        GRAPH.replace("like: a", "like: c"),
        "spec.yaml:9:27: like names 'c', which is no source arg read with v",
    ),
    (
        "constant-string",
        GRAPH.replace("value: 2", "value: two"),
        "spec.yaml:9:18: a constant holds numbers or booleans",
    ),
    (
        "constant-unused",
        GRAPH.replace(
            "two: {value: 2, like: a}",
            "two: {value: 2, like: a}\n    three: {value: 3, like: a}",
        ),
        "spec.yaml:10:12: constant 'three' is never used; use it as a node input or remove it",
    ),
    (
        "node-input-undefined",
        GRAPH.replace("inputs: [twice_a, b]", "inputs: [twice, b]"),
        "spec.yaml:12:26: 'twice' names no source arg, constant or earlier node output; did you mean "
        "'twice_a'?",
    ),
    (
        "node-output-missing",
        GRAPH.replace(", output: twice_a}", "}").replace("[twice_a, b]", "[a, b]"),
        "spec.yaml:11:7: node 0 (Mul) feeds no later node; give it output: NAME",
    ),
    (
        "node-output-clash",
        GRAPH.replace("output: twice_a", "output: two").replace(
            "[twice_a, b]", "[two, b]"
        ),
        "spec.yaml:11:43: 'two' is already the name of a constant; choose another name",
    ),
    (
        "node-unknown-op",
        GRAPH.replace("op: Mul", "op: Mull"),
        "spec.yaml:11:12: ONNX has no op Mull in the default ONNX domain; did you mean Mul",
    ),
    (
        "node-attribute",
        GRAPH.replace(
            "op: Add, inputs: [twice_a, b]",
            "op: Add, inputs: [twice_a, b], attributes: {axis: 1}",
        ),
        "spec.yaml:12:52: ONNX Add has no attribute 'axis'; its attributes are: none",
    ),
    (
        "op-and-nodes",
        GRAPH.replace("  opset: 9", "  opset: 9\n  op: Add"),
        "spec.yaml:7:3: target: give one of formula, op (with inputs and attributes) or nodes",
    ),
    (
        "function-and-op",
        GRAPH.replace("  function:", "  op: aten::add.Tensor\n  function:"),
        "spec.yaml:3:3: source: give exactly one of op (a torch op) and function (module:callable)",
    ),
    (
        "function-without-names",
        GRAPH.replace("  names: [a, b]\n", ""),
        "spec.yaml:3:3: source: missing key 'names': a function has no op schema",
    ),
    (
        "function-module-missing",
        GRAPH.replace("impls.my_add:my_add", "impls.my_sub:my_sub"),
        "spec.yaml:3:13: cannot find the Python module impls.my_sub",
    ),
    (
        "function-not-module-callable",
        GRAPH.replace("impls.my_add:my_add", "impls.my_add"),
        "spec.yaml:3:13: source.function: 'impls.my_add' is not module:callable",
    ),
    (
        "function-keyword-module",
        GRAPH.replace("impls.my_add:my_add", "impls.class:my_add"),
        "spec.yaml:3:13: source.function: 'impls.class:my_add' is not module:callable",
    ),
    (
        "reserved-class-name",
        GRAPH.replace("name: my_add", "name: registrations"),
        "spec.yaml:1:7: name: 'registrations' is reserved in the generated package",
    ),
    (
        "test-values-shape",
        GOOD.replace("{shape: [2, 3]}", "{shape: [2, 3], values: [1, 2]}"),
        "spec.yaml:10:12: test.inputs.0: shape [2, 3] does not hold 2 values",
    ),
    (
        # a complex tensor's values are (real, imaginary) pairs: 6 parts fill 3 entries
        "test-complex-values-pairs",
        GOOD.replace(
            "{shape: [2, 3]}", "{shape: [2, 3], dtype: complex64, values: [1, 2, 3, 4, 5, 6]}"
        ),
        "spec.yaml:10:12: test.inputs.0: shape [2, 3] does not hold 6 parts",
    ),
    (
        "alias",
        GOOD.replace("inputs: [input]", "inputs: &i [input]\n  x: *i"),
        "spec.yaml:9:6: *i repeats the value anchored as &i on line 8; specs take no anchors or "
        "aliases: write the value out where it is used",
    ),
    (
        "not-utf8",
        b"name: asinh\nsource: \xff\n",
        "spec.yaml:2:9: byte 0xff is not UTF-8; save the file as UTF-8",
    ),
    (
        "opt-out-both",
        GOOD + "opt_out: {torchscript: old torch, dynamo: no fake}\n",
        "spec.yaml:11:10: opt_out: a mapping opted out of both exporters does nothing; keep at least one",
    ),
    (
        "opt-out-no-reason",
        GOOD + "opt_out: {dynamo: ' '}\n",
        "spec.yaml:11:19: opt_out.dynamo: say why the mapping opts out of this exporter",
    ),
    (
        "opt-out-unknown-exporter",
        GOOD + "opt_out: {dynamic: no}\n",
        "spec.yaml:11:11: unknown key 'dynamic' in opt_out; did you mean 'dynamo'?",
    ),
    (
        "ends-below-dynamo",
        GOOD.replace("opset: 9", "opset: 9\n  max_opset: 17"),
        "spec.yaml:8:14: the mapping ends at opset 17, but the dynamo exporter builds graphs at "
        "opset 18 or above; let it reach 18 or add opt_out: {dynamo: <why>}",
    ),
    (
        "function-none-arg",
        GRAPH.replace("args: [v, v]", "args: [v, none]"),
        "spec.yaml:4:13: 'none' has no torch op type, which the dynamo exporter needs for a "
        "function; write the arg's type (v, i, f, ...) or add opt_out: {dynamo: <why>}",
    ),
    (
        "arg-named-like-generated-code",
        GRAPH.replace("names: [a, b]", "names: [g, b]")
        .replace("like: a", "like: g")
        .replace("inputs: [a, two]", "inputs: [g, two]"),
        "spec.yaml:5:11: the arg name 'g' is also a name in the generated code; "
        "give the args other names in source.names",
    ),
    (
        "output-named-like-generated-code",
        GRAPH.replace("output: twice_a", "output: OPSETS").replace(
            "inputs: [twice_a, b]", "inputs: [OPSETS, b]"
        ),
        "'OPSETS' is a name in the generated code; choose another name",
    ),
    (
        "xfail-torch-below-a-number",
        GOOD + "  xfail: {dynamo: {reason: old torch, torch_below: 2.10}}\n",
        "spec.yaml:11:52: test.xfail.dynamo.torch_below: write the release as a string, "
        '"2.1": YAML reads 2.10 as the number 2.1',
    ),
    (
        "xfail-torch-below-no-release",
        GOOD + '  xfail: {dynamo: {reason: old torch, torch_below: "2.x"}}\n',
        "spec.yaml:11:52: test.xfail.dynamo.torch_below: '2.x' is not a torch release; "
        'write MAJOR.MINOR, e.g. "2.14" (or MAJOR.MINOR.PATCH)',
    ),
    (
        "xfail-torch-below-missing-reason",
        GOOD + '  xfail: {dynamo: {why: old torch, torch_below: "2.14"}}\n',
        "spec.yaml:11:20: unknown key 'why' in test.xfail.dynamo; allowed keys: reason, "
        "torch_below",
    ),
    (
        "xfail-torch-below-on-a-dtype",
        GOOD + '  xfail: {float32: {reason: old torch, torch_below: "2.14"}}\n',
        "spec.yaml:11:53: torch_below limits a known failure of the parity test, keyed by "
        'its exporter ({dynamo: {reason: ..., torch_below: "2.14"}}); the OpInfo test\'s, '
        "by dtype, take none",
    ),
    (
        "xfail-exporter-by-exporter",
        GOOD + "  xfail: {dynamo: {dynamo: old torch}}\n",
        "spec.yaml:11:19: the key dynamo names the exporter already; give its reason, or "
        "{reason: ..., torch_below: ...}",
    ),
    (
        "xfail-exporter-opted-out",
        GOOD
        + '  xfail: {dynamo: {reason: old torch, torch_below: "2.14"}}\n'
        + "opt_out: {dynamo: no fake kernel}\n",
        "spec.yaml:11:19: the mapping opts out of the dynamo exporter, so its parity test "
        "is skipped and cannot fail; drop this known failure",
    ),
    (
        "condition-torch-below-no-release",
        GOOD.replace(
            "  op: Asinh\n  opset: 9\n  inputs: [input]\n",
            '  opset: 9\n  variants:\n    - when: torch_below("two")\n      op: Asinh\n'
            "      inputs: [input]\n    - {op: Asinh, inputs: [input]}\n",
        ),
        "spec.yaml:8:13: condition 'torch_below(\"two\")': torch_below(): 'two' is not a torch release; "
        'write MAJOR.MINOR, e.g. "2.14" (or MAJOR.MINOR.PATCH)',
    ),
    (
        "condition-torch-below-unquoted",
        GOOD.replace(
            "  op: Asinh\n  opset: 9\n  inputs: [input]\n",
            "  opset: 9\n  variants:\n    - when: torch_below(2.15)\n      op: Asinh\n"
            "      inputs: [input]\n    - {op: Asinh, inputs: [input]}\n",
        ),
        "spec.yaml:8:13: condition 'torch_below(2.15)': torch_below() takes a torch release in quotes, "
        'e.g. torch_below("2.15")',
    ),
    (
        "huge-file",
        GOOD + "#" * (11 << 20),
        f"spec.yaml:1:1: spec file is {len(GOOD) + (11 << 20):,} bytes; a spec is a short YAML file",
    ),
]


@pytest.mark.parametrize(
    "text, expected", [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_bad_spec_is_located_and_writes_nothing(cli, tmp_path, text, expected):
    write_spec(tmp_path / "good", "asinh.yaml", GOOD)
    assert cli("build", "good", "-o", "out")[0] == 0
    before = tree_hashes(tmp_path / "out")

    (tmp_path / "bad").mkdir()
    spec = tmp_path / "bad" / "spec.yaml"
    spec.write_bytes(text if isinstance(text, bytes) else text.encode())
    code, out, err = cli("build", "bad", "-o", "out")

    assert code == 1
    assert (
        f"bad/{expected}" if expected.startswith("spec.yaml") else expected
    ) in err, err
    assert "Traceback" not in err
    assert "nothing was written" in err
    assert tree_hashes(tmp_path / "out") == before


def test_duplicate_names_across_files(cli, tmp_path):
    write_spec(tmp_path / "m", "a.yaml", GOOD)
    write_spec(
        tmp_path / "m",
        "b.yaml",
        GOOD.replace("opset: 9", "opset: 9\n  max_opset: 9")
        .replace("aten::asinh", "aten::acosh")
        .replace("Asinh", "Acosh"),
    )
    code, _, err = cli("check", "m")
    assert code == 1
    assert "m/b.yaml:1:7: mapping name 'asinh' is already used by m/a.yaml:1:7" in err


def test_same_source_op_at_same_opset(cli, tmp_path):
    write_spec(tmp_path / "m", "a.yaml", GOOD)
    write_spec(
        tmp_path / "m",
        "b.yaml",
        GOOD.replace("name: asinh", "name: asinh_again").replace(
            "opset: 9", "opset: 12"
        ),
    )
    code, _, err = cli("check", "m")
    assert code == 1
    assert (
        "m/b.yaml:3:7: aten::asinh is already mapped at opsets 12 to 23 by m/a.yaml:3:7; "
        "give the specs disjoint opset ranges"
    ) in err


def test_disjoint_opset_ranges_are_fine(cli, tmp_path):
    write_spec(
        tmp_path / "m",
        "a.yaml",
        GOOD.replace("opset: 9", "opset: 9\n  max_opset: 11")
        + "opt_out: {dynamo: the dynamo exporter builds at opset 18 and above}\n",
    )
    write_spec(
        tmp_path / "m",
        "b.yaml",
        GOOD.replace("name: asinh", "name: asinh_12").replace("opset: 9", "opset: 12"),
    )
    code, out, err = cli("check", "m")
    assert (code, err) == (0, "")
    assert "2 mappings OK" in out


def test_every_error_is_reported_in_one_run(cli, tmp_path):
    write_spec(tmp_path / "m", "a.yaml", GOOD.replace("opset: 9", "opset: 8"))
    write_spec(
        tmp_path / "m",
        "b.yaml",
        GOOD.replace("name: asinh", "name: b").replace("[v]", "[q]"),
    )
    code, _, err = cli("check", "m")
    assert code == 1
    assert "m/a.yaml:7:10:" in err and "m/b.yaml:4:10:" in err
    assert "2 errors" in err


def test_library_not_installed_is_a_warning(cli, tmp_path):
    write_spec(tmp_path / "m", "a.yaml", GOOD)
    write_spec(
        tmp_path / "m",
        "lib.yaml",
        """\
        name: not_installed
        source: {op: "nosuchlibrary::frobnicate", args: [v]}
        target: {op: Relu, opset: 14, inputs: [input]}
        test: {inputs: [{shape: [2]}]}
        """,
    )
    code, _, err = cli("build", "m", "-o", "out")
    assert code == 0
    assert (
        "m/lib.yaml:2:14: warning: cannot check nosuchlibrary::frobnicate: the Python "
        "package 'nosuchlibrary' is not installed"
    ) in err
    assert not (tmp_path / "out" / "not_installed.py").exists()


def test_missing_mappings_folder(cli, tmp_path):
    code, _, err = cli("build", "nowhere")
    assert code == 1
    assert "nowhere does not exist" in err


def test_subprocess_exit_code_and_no_traceback(tmp_path):
    """The installed command, not just main(): exit status and clean stderr."""
    import subprocess
    import sys

    (tmp_path / "m").mkdir()
    (tmp_path / "m" / "bad.yaml").write_text(GOOD.replace("opset: 9", "opset: 8"))
    result = subprocess.run(
        [sys.executable, "-m", "opmapgen", "build", "m"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 1
    assert result.stderr.startswith(
        "m/bad.yaml:7:10: ONNX Asinh does not exist at opset 8"
    )
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "generated").exists()
    assert REPO.exists()


def test_one_version_per_custom_domain(cli, tmp_path):
    custom = GOOD.replace("op: Asinh", "op: Asinh\n  domain: com.example")
    write_spec(tmp_path / "m", "a.yaml", custom)
    write_spec(
        tmp_path / "m",
        "b.yaml",
        custom.replace("name: asinh", "name: b")
        .replace("aten::asinh", "aten::acosh")
        .replace("domain: com.example", "domain: com.example\n  domain_version: 2"),
    )
    code, _, err = cli("check", "m")
    assert code == 1
    assert (
        "m/b.yaml:8:19: domain com.example has version 1 in m/a.yaml:7:11; one export has "
        "one version per domain"
    ) in err
