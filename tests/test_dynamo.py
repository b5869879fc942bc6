"""The dynamo exporter (torch's default): translation tables, a plain torch.onnx.export after
`import generated`, `opmapgen.export`, overrides of ops torch already exports, opt-outs."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import onnx
import onnxruntime
import pytest
import torch
from conftest import FIXTURES, REPO, run_python, write_spec

import generated
import opmapgen
from opmapgen.cli import main


def ops_in(path) -> list[str]:
    return [n.op_type for n in onnx.load(str(path)).graph.node]


def printed(result: subprocess.CompletedProcess) -> list[str]:
    """What the script printed, without the dynamo exporter's progress lines."""
    return [
        line
        for line in result.stdout.splitlines()
        if not line.startswith("[torch.onnx]")
    ]


def run_ort(path, *inputs: torch.Tensor) -> list[np.ndarray]:
    session = onnxruntime.InferenceSession(
        str(path), providers=["CPUExecutionProvider"]
    )
    names = [i.name for i in session.get_inputs()]
    return session.run(None, {n: t.numpy() for n, t in zip(names, inputs)})


def test_translation_table_is_keyed_by_torch_op_overloads():
    torchvision = pytest.importorskip("torchvision")
    del torchvision
    from opmapgen.runtime.onnx_export import Packages

    # The own-code examples' package, with the library it brings.
    both = Packages.of([generated])
    table = both.custom_translation_table(opset_version=20)
    assert (
        table[torch.ops.aten.asinh.default].__module__
        == "opmapgen.library.translations.asinh"
    )
    assert all(isinstance(op, torch._ops.OpOverload) for op in table)
    # Two mappings of one op: the one whose opset range holds the graph's opset.
    deform = torch.ops.torchvision.deform_conv2d.default
    assert table[deform].__module__ == "opmapgen.library.translations.deform_conv2d"
    at_18 = both.custom_translation_table(opset_version=18)
    assert at_18[deform].__module__ == "generated.translations.deform_conv2d_custom"
    # The exporter builds below-18 requests at 18, then converts the graph down.
    assert both.custom_translation_table(opset_version=11)[deform] is at_18[deform]
    # A function mapping is keyed by the torch op that wraps its implementation.
    import generated.translations.my_add as my_add_translation

    assert my_add_translation.TARGET in table
    # bicubic_resize opts out of the dynamo exporter.
    assert not any("bicubic_resize" in t.__module__ for t in table.values())


def test_plain_export_after_import_uses_the_mappings(tmp_path):
    # A fresh interpreter: the hook has to wait for torch to import the dynamo exporter.
    assert (
        main(
            ["build", str(FIXTURES / "override"), "-o", str(tmp_path / "override_pkg")]
        )
        == 0
    )
    result = run_python(
        """
        import sys
        import onnx, torch
        import override_pkg
        assert "torch.onnx._internal.exporter._registration" not in sys.modules

        class Add(torch.nn.Module):
            def forward(self, a, b):
                return a + b

        def ops():
            args = (torch.rand(2, 3), torch.rand(2, 3))
            torch.onnx.export(Add().eval(), args, "m.onnx", verbose=False)
            return [n.op_type for n in onnx.load("m.onnx").graph.node]

        print(ops())
        override_pkg.unregister()
        print(ops())
        with override_pkg.registered():
            print(ops())
        """,
        cwd=tmp_path,
        extra_path=REPO,
    )
    assert result.returncode == 0, result.stderr
    assert printed(result) == ["['Sum']", "['Add']", "['Sum']"]


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
def test_half_outputs_of_reductions_keep_their_dtype(tmp_path, dtype):
    # torch's type promotion sums float16 in float32 and casts back, and the exporter took
    # the uncast value as the model's output (opmapgen/runtime/dynamo_outputs.py).
    class Reductions(torch.nn.Module):
        def forward(self, x):
            return x.sum(), torch.prod(x, 0), x.sum(0), x * 2

    x = (torch.rand(3, 4) + 0.5).to(dtype)
    path = tmp_path / "m.onnx"
    torch.onnx.export(Reductions(), (x,), path, dynamo=True, verbose=False)
    expected = Reductions()(x)
    outputs = onnx.load(str(path)).graph.output
    want = onnx.TensorProto.FLOAT16 if dtype == torch.float16 else onnx.TensorProto.BFLOAT16
    assert [o.type.tensor_type.elem_type for o in outputs] == [want] * len(expected)
    if dtype == torch.float16:  # ONNX Runtime has no CPU kernel for bfloat16 Mul
        for got, eager in zip(run_ort(path, x), expected):
            np.testing.assert_allclose(got, eager.numpy(), rtol=2e-3)


@pytest.mark.parametrize("optimize", [False, True])
def test_a_cast_result_keeps_its_dtype_where_torchs_fake_kernel_promotes(
    tmp_path, optimize
):
    # soft_margin_loss of float32 and float64 is float32 in eager, float64 in torch's fake
    # kernel, whose dtype the exporter gives an untyped result (translation._typed).
    class Loss(torch.nn.Module):
        def forward(self, x, y):
            return torch.nn.functional.soft_margin_loss(x, y)

    x, y = torch.randn(3, 4), torch.randn(3, 4, dtype=torch.float64)
    path = tmp_path / "m.onnx"
    program = torch.onnx.export(
        Loss().eval(), (x, y), dynamo=True, optimize=optimize, verbose=False
    )
    program.save(str(path))
    model = onnx.load(str(path))
    onnx.checker.check_model(model, full_check=True)
    assert "Cast" in ops_in(path)
    assert [o.type.tensor_type.elem_type for o in model.graph.output] == [
        onnx.TensorProto.FLOAT
    ]
    (got,) = run_ort(path, x, y)
    np.testing.assert_allclose(got, Loss()(x, y).numpy(), rtol=1e-6)


def test_a_spec_for_an_op_dynamo_supports_overrides_it(tmp_path):
    # torch exports aten::asinh as Asinh; this spec says log(x + sqrt(x * x + 1)).
    write_spec(
        tmp_path / "m",
        "asinh_by_log.yaml",
        """\
        name: asinh_by_log
        source:
          op: aten::asinh
          args: [v]
        target:
          opset: 9
          constants:
            one: {value: 1.0, like: input}
          nodes:
            - {op: Mul, inputs: [input, input], output: square}
            - {op: Add, inputs: [square, one], output: shifted}
            - {op: Sqrt, inputs: [shifted], output: root}
            - {op: Add, inputs: [input, root], output: total}
            - {op: Log, inputs: [total]}
        test:
          inputs: [{shape: [2, 5], low: -3.0, high: 3.0}]
        """,
    )
    assert main(["build", str(tmp_path / "m"), "-o", str(tmp_path / "log_pkg")]) == 0
    result = run_python(
        """
        import onnx, torch
        import log_pkg

        class Asinh(torch.nn.Module):
            def forward(self, x):
                return torch.asinh(x)

        x = torch.rand(2, 5)
        log_pkg.export(Asinh().eval(), (x,), "explicit.onnx", verbose=False)
        torch.onnx.export(Asinh().eval(), (x,), "plain.onnx", verbose=False)
        for path in ("explicit.onnx", "plain.onnx"):
            print(sorted({n.op_type for n in onnx.load(path).graph.node}))
        """,
        cwd=tmp_path,
        extra_path=REPO,
    )
    assert result.returncode == 0, result.stderr
    assert printed(result) == ["['Add', 'Log', 'Mul', 'Sqrt']"] * 2
    x = torch.linspace(-3, 3, 10).reshape(2, 5)
    np.testing.assert_allclose(
        run_ort(tmp_path / "plain.onnx", x)[0],
        torch.asinh(x).numpy(),
        rtol=1e-5,
        atol=1e-6,
    )


def test_opmapgen_export_forwards_arguments_and_picks_the_exporter(tmp_path):
    assert (
        main(
            ["build", str(FIXTURES / "override"), "-o", str(tmp_path / "override_pkg")]
        )
        == 0
    )
    result = run_python(
        """
        import onnx, torch
        import opmapgen
        import override_pkg
        from onnxscript import opset18 as op

        class Add(torch.nn.Module):
            def forward(self, a, b):
                return a + b

        args = (torch.rand(2, 3), torch.rand(2, 3))
        override_pkg.unregister()  # opmapgen.export applies the mappings itself
        for dynamo in (False, True):
            program = opmapgen.export(
                Add().eval(), args, f"m{dynamo}.onnx", mappings="override_pkg", dynamo=dynamo,
                opset_version=18, input_names=["x", "y"], output_names=["z"],
            )
            model = onnx.load(f"m{dynamo}.onnx")
            print(dynamo, type(program).__name__, [n.op_type for n in model.graph.node],
                  [i.name for i in model.graph.input], [o.name for o in model.graph.output])
        # The caller's own translation wins over the package's.
        opmapgen.export(
            Add().eval(), args, "mine.onnx", mappings="override_pkg", verbose=False,
            custom_translation_table={torch.ops.aten.add.Tensor: lambda a, b, alpha=1: op.Max(a, b)},
        )
        print([n.op_type for n in onnx.load("mine.onnx").graph.node])
        print(override_pkg._registrations.active)
        """,
        cwd=tmp_path,
        extra_path=REPO,
    )
    assert result.returncode == 0, result.stderr
    assert printed(result) == [
        "False NoneType ['Sum'] ['x', 'y'] ['z']",
        "True ONNXProgram ['Sum'] ['x', 'y'] ['z']",
        "['Max']",
        "False",  # registered only for the length of each export
    ]


def test_extension_op_traces_with_torch_export():
    generated.my_add(
        torch.zeros(1), torch.zeros(1)
    )  # builds and loads the C++ extension

    class CallsOp(torch.nn.Module):
        def forward(self, a, b):
            return torch.ops.opmapgen.my_add(a, b)

    program = torch.export.export(CallsOp(), (torch.rand(2, 3), torch.rand(2, 3)))
    targets = [n.target for n in program.graph.nodes if n.op == "call_function"]
    assert targets == [torch.ops.opmapgen.my_add.default]


def test_function_mapping_is_one_node_for_dynamo_and_a_symbolic_for_torchscript(
    tmp_path,
):
    a, b = torch.rand(2, 3), torch.rand(2, 3)
    program = torch.export.export(generated.MyAdd(), (a, b))
    targets = [n.target for n in program.graph.nodes if n.op == "call_function"]
    assert targets == [sys.modules["generated.my_add"].OP]
    for dynamo in (False, True):
        path = tmp_path / f"my_add_{dynamo}.onnx"
        generated.export(
            generated.MyAdd().eval(), (a, b), str(path), dynamo=dynamo, verbose=False
        )
        assert [op for op in ops_in(path) if op != "Constant"] == ["Mul", "Add"]
        np.testing.assert_allclose(
            run_ort(path, a, b)[0], (2 * a + b).numpy(), rtol=1e-6
        )


def test_an_exporter_opted_out_of_is_a_skip_with_its_reason(tmp_path):
    write_spec(
        tmp_path / "m",
        "sinh_new.yaml",
        """\
        name: sinh_new
        source:
          op: aten::sinh
          args: [v]
        target:
          op: Sinh
          opset: 9
          inputs: [input]
        test:
          inputs: [{shape: [3]}]
        opt_out:
          torchscript: only exported with dynamo here
        torch_wrong:  # bfloat16 goes to torch's own translation, which is invalid
          bfloat16: {dynamo: "an invalid model: ONNX Sinh takes bfloat16 from 22", below_opset: 22}
        """,
    )
    assert (
        main(["build", str(tmp_path / "m"), "-o", str(tmp_path / "only_dynamo")]) == 0
    )
    assert not (tmp_path / "only_dynamo" / "sinh_new.py").exists()  # no symbolic module
    assert (tmp_path / "only_dynamo" / "translations" / "sinh_new.py").exists()
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-rs",
            "-v",
            "-p",
            "no:cacheprovider",
            "-W",
            "ignore",
            "only_dynamo/tests",
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout
    assert "test_sinh_new[dynamo-18] PASSED" in result.stdout
    assert "SKIPPED [1] only_dynamo/tests/test_sinh_new.py" in result.stdout
    assert "only exported with dynamo here" in result.stdout


def test_opmapgen_import_stays_light():
    # The CLI imports opmapgen; `opmapgen.export` loads torch only when called.
    code = "import sys, opmapgen; opmapgen.export; print('torch' in sys.modules)"
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True
    )
    assert result.stdout.strip() == "False", result.stderr
    assert callable(opmapgen.export)
