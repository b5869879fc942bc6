"""`import opmapgen.library` and packages built on it: real exports through the TorchScript
exporter, real ONNX Runtime runs."""

from __future__ import annotations

import importlib
import io
import shutil
import sys

import numpy as np
import onnx
import onnxruntime
import pytest
import torch
from conftest import FIXTURES, REPO, run_python

import generated
from opmapgen import library
from opmapgen.cli import main
from opmapgen.runtime.contract import DELEGATED, USES

OPS = {
    "asinh": (torch.asinh, -4.0, 4.0),
    "acosh": (torch.acosh, 1.0, 6.0),
    "atanh": (torch.atanh, -0.95, 0.95),
}


class Elementwise(torch.nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, x):
        return self.fn(x)


def export(model, x, opset) -> onnx.ModelProto:
    buffer = io.BytesIO()
    torch.onnx.export(model, (x,), buffer, dynamo=False, opset_version=opset)
    return onnx.load_from_string(buffer.getvalue())


def run_ort(proto: onnx.ModelProto, x: torch.Tensor) -> np.ndarray:
    session = onnxruntime.InferenceSession(
        proto.SerializeToString(), providers=["CPUExecutionProvider"]
    )
    return session.run(None, {session.get_inputs()[0].name: x.numpy()})[0]


@pytest.mark.parametrize("name", sorted(OPS))
@pytest.mark.parametrize("opset", range(9, 21))
def test_seed_ops_export_at_every_opset_and_match(name, opset):
    fn, low, high = OPS[name]
    x = low + (high - low) * torch.rand(
        1, 3, 10, 10, generator=torch.Generator().manual_seed(1)
    )
    with library.registered():
        proto = export(Elementwise(fn), x, opset)
    onnx.checker.check_model(proto, full_check=True)
    assert [n.op_type for n in proto.graph.node] == [name.capitalize()]
    np.testing.assert_allclose(run_ort(proto, x), fn(x).numpy(), rtol=1e-5, atol=1e-6)


def test_without_the_mappings_torch_cannot_export_asinh():
    library.unregister()
    try:
        with pytest.raises(
            torch.onnx.errors.UnsupportedOperatorError, match="aten::asinh"
        ):
            export(Elementwise(torch.asinh), torch.rand(2, 3), 17)
    finally:
        library.register()


def test_fresh_interpreter_fails_before_import_and_exports_after(tmp_path):
    result = run_python(
        """
        import io, torch
        model = type("M", (torch.nn.Module,), {"forward": lambda self, x: torch.asinh(x)})()
        x = torch.rand(1, 3, 10, 10)
        try:
            torch.onnx.export(model, (x,), io.BytesIO(), dynamo=False, opset_version=17)
        except torch.onnx.errors.UnsupportedOperatorError:
            print("unsupported before import")
        import generated
        torch.onnx.export(model, (x,), io.BytesIO(), dynamo=False, opset_version=17)
        print("exported after import")
        """,
        cwd=REPO,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines.index("unsupported before import") < lines.index(
        "exported after import"
    )


def test_importing_the_library_leaves_torch_onnx_to_the_first_export():
    """Function mappings are imported with the package, which exposes their
    autograd.Functions; their symbolics reach torch.onnx only when an export calls them."""
    result = run_python(
        """
        import io, sys, torch
        import generated
        print("torch.onnx" in sys.modules)
        model = type("M", (torch.nn.Module,), {"forward": lambda self, x, s: generated.bicubic_resize(x, s)})()
        args = (torch.rand(1, 3, 8, 8), torch.tensor([1.0, 1.0, 2.0, 2.0]))
        f = io.BytesIO()
        torch.onnx.export(model, args, f, dynamo=False, opset_version=17)
        import onnx
        print([n.op_type for n in onnx.load_from_string(f.getvalue()).graph.node][-1])
        """,
        cwd=REPO,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["False", "Resize"]


def test_import_registers_when_torch_loads_the_exporter_and_modules_at_first_use(
    tmp_path, capsys
):
    """Importing a package of op mappings imports neither torch.onnx nor the mappings'
    modules; the first export does, and leaves the module's own symbolic in torch's
    registry."""
    assert (
        main(
            [
                "build",
                str(REPO / "mappings" / "aten"),
                "-o",
                str(tmp_path / "generated"),
            ]
        )
        == 0
    )
    capsys.readouterr()
    result = run_python(
        """
        import io, sys, torch
        import generated
        print("torch.onnx" in sys.modules, "generated.asinh" in sys.modules)
        from torch.onnx._internal.torchscript_exporter import registration
        group = registration.registry.get_function_group("aten::asinh")
        print(getattr(group.get(17), "opmapgen_mapping", None))
        model = type("M", (torch.nn.Module,), {"forward": lambda self, x: torch.asinh(x)})()
        torch.onnx.export(model, (torch.rand(3),), io.BytesIO(), dynamo=False, opset_version=17)
        print("generated.asinh" in sys.modules, "generated.acosh" in sys.modules)
        print(all(group.get(o) is generated.asinh.symbolic for o in range(9, 21)))
        generated.unregister()
        print(getattr(registration.registry.get_function_group("aten::asinh").get(17), "opmapgen_mapping", None))
        generated.register()
        group = registration.registry.get_function_group("aten::asinh")
        print(group.get(17) is not generated.asinh.symbolic, group.get(17).opmapgen_mapping)
        torch.onnx.export(model, (torch.rand(3),), io.BytesIO(), dynamo=False, opset_version=9)
        print(registration.registry.get_function_group("aten::asinh").get(9) is generated.asinh.symbolic)
        """,
        cwd=tmp_path,
        extra_path=REPO,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        "False False",
        "generated.asinh",
        "True False",
        "True",
        "opmapgen.library.asinh",  # the library's, which this package overrode
        "True generated.asinh",
        "True",
    ]


def test_register_and_unregister_are_idempotent():
    x = torch.rand(2, 3)
    library.register()
    library.register()
    importlib.reload(library)  # a second import registers again: still harmless
    assert [n.op_type for n in export(Elementwise(torch.asinh), x, 17).graph.node] == [
        "Asinh"
    ]
    library.unregister()
    library.unregister()
    try:
        with pytest.raises(torch.onnx.errors.UnsupportedOperatorError):
            export(Elementwise(torch.asinh), x, 17)
    finally:
        library.register()
    assert [n.op_type for n in export(Elementwise(torch.asinh), x, 11).graph.node] == [
        "Asinh"
    ]


def test_registered_context_restores_the_previous_state():
    library.unregister()
    try:
        with library.registered():
            export(Elementwise(torch.asinh), torch.rand(2), 17)
        with pytest.raises(torch.onnx.errors.UnsupportedOperatorError):
            export(Elementwise(torch.asinh), torch.rand(2), 17)
    finally:
        library.register()
    with library.registered():
        pass
    export(Elementwise(torch.asinh), torch.rand(2), 17)  # still registered


@pytest.fixture
def build_package(tmp_path, monkeypatch, capsys):
    """Build a fixture folder of specs into an importable package, unregistered afterwards.

    Each package is imported unregistered, so a test decides when its mappings are active.
    """
    packages = []
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))

    def build(specs: str, name: str):
        assert main(["build", str(FIXTURES / specs), "-o", name]) == 0
        capsys.readouterr()
        package = importlib.import_module(name)
        package.unregister()
        packages.append(package)
        return package

    yield build
    for package in packages:
        package.unregister()
        for name in [n for n in sys.modules if n.split(".")[0] == package.__name__]:
            del sys.modules[name]


@pytest.fixture
def override_package(build_package):
    return build_package("override", "override_pkg")


class Add(torch.nn.Module):
    def forward(self, x, y):
        return x + y


def export_add(x, y, opset) -> onnx.ModelProto:
    buffer = io.BytesIO()
    torch.onnx.export(Add(), (x, y), buffer, dynamo=False, opset_version=opset)
    return onnx.load_from_string(buffer.getvalue())


def test_a_plain_registration_is_shadowed_by_a_later_builtin(override_package):
    """What pytorch#85636 describes, and why every opset of the range is registered."""
    x = y = torch.rand(4)
    torch.onnx.register_custom_op_symbolic(
        "aten::add", override_package.add_as_sum.symbolic, 9
    )
    try:
        assert [n.op_type for n in export_add(x, y, 10).graph.node] == ["Sum"]
        assert [n.op_type for n in export_add(x, y, 11).graph.node] == ["Add"]
    finally:
        torch.onnx.unregister_custom_op_symbolic("aten::add", 9)


@pytest.mark.parametrize("opset", [9, 11, 13, 17, 20])
def test_a_mapping_overrides_a_builtin_at_every_opset(override_package, opset):
    gen = torch.Generator().manual_seed(0)
    x, y = torch.rand(2, 3, 4, generator=gen), torch.rand(2, 3, 4, generator=gen)
    with override_package.registered():
        proto = export_add(x, y, opset)
    assert [n.op_type for n in proto.graph.node] == ["Sum"]
    session = onnxruntime.InferenceSession(
        proto.SerializeToString(), providers=["CPUExecutionProvider"]
    )
    feeds = dict(zip([i.name for i in session.get_inputs()], [x.numpy(), y.numpy()]))
    np.testing.assert_allclose(session.run(None, feeds)[0], (x + y).numpy(), rtol=1e-6)
    assert [n.op_type for n in export_add(x, y, opset).graph.node] == [
        "Add"
    ]  # restored


def test_custom_domain_export_uses_custom_opsets(build_package):
    package = build_package("features", "features_pkg")
    # com.microsoft: the inverse_contrib fixture's ONNX Runtime op.
    assert package.custom_opsets() == {"com.example": 2, "com.microsoft": 1}
    buffer = io.BytesIO()
    with package.registered():
        torch.onnx.export(
            Elementwise(torch.erfinv),
            (torch.rand(4),),
            buffer,
            dynamo=False,
            opset_version=17,
            custom_opsets=package.custom_opsets(),
        )
    proto = onnx.load_from_string(buffer.getvalue())
    (node,) = proto.graph.node
    assert (node.domain, node.op_type) == ("com.example", "ErfInv")
    attributes = {a.name: onnx.helper.get_attribute_value(a) for a in node.attribute}
    assert attributes == {
        "precision": 3,
        "scale": 1.5,
        "mode": b"exact",
        "axes": [0, 1],
    }
    assert {(o.domain, o.version) for o in proto.opset_import} >= {("com.example", 2)}


def test_packages_mapping_the_same_op_stack_and_unstack(build_package):
    """features_pkg maps aten::sinh as five nodes; generated maps it to Sinh."""
    features = build_package("features", "features_pkg")
    x = torch.rand(3)
    assert [n.op_type for n in export(Elementwise(torch.sinh), x, 17).graph.node] == [
        "Sinh"
    ]
    with features.registered():
        ops = [n.op_type for n in export(Elementwise(torch.sinh), x, 17).graph.node]
        assert "Sinh" not in ops and "Exp" in ops
    assert [n.op_type for n in export(Elementwise(torch.sinh), x, 17).graph.node] == [
        "Sinh"
    ]


def test_function_mapping_refuses_opsets_outside_its_range():
    model = generated.BicubicResize()
    args = (torch.rand(1, 1, 4, 4), torch.tensor([1.0, 1.0, 2.0, 2.0]))
    with pytest.raises(
        torch.onnx.errors.OnnxExporterError, match="opsets 11 to 20, not at opset 10"
    ):
        torch.onnx.export(model, args, io.BytesIO(), dynamo=False, opset_version=10)
    proto = onnx.load_from_string(_export_bytes(model, args, 11))
    assert [n.op_type for n in proto.graph.node if n.op_type != "Constant"] == [
        "Resize"
    ]


def _export_bytes(model, args, opset) -> bytes:
    buffer = io.BytesIO()
    torch.onnx.export(model, args, buffer, dynamo=False, opset_version=opset)
    return buffer.getvalue()


def test_a_mapping_of_an_op_this_torch_lacks_is_skipped_with_a_warning(tmp_path):
    """As under an older torch: the generated module names an op that does not exist."""
    shutil.copytree(
        REPO / "opmapgen" / "library",
        tmp_path / "generated",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    package = (
        tmp_path / "generated" / "__init__.py"
    )  # its table names each mapping's op
    package.write_text(
        package.read_text().replace('"aten::sinh"', '"aten::sinh_of_the_future"')
    )
    result = run_python(
        """
        import warnings
        warnings.simplefilter("always")
        with warnings.catch_warnings(record=True) as caught:
            import generated
        messages = [str(w.message) for w in caught if issubclass(w.category, RuntimeWarning)]
        print(messages)
        from torch.onnx._internal.torchscript_exporter import registration
        print(registration.registry.is_registered_op("aten::sinh_of_the_future", 17))
        print(registration.registry.is_registered_op("aten::asinh", 17))
        generated.unregister()
        generated.register()
        print(registration.registry.is_registered_op("aten::asinh", 17))
        """,
        cwd=tmp_path,
        extra_path=REPO,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == (
        "['generated.sinh: the installed torch has no op aten::sinh_of_the_future (or its "
        "library has none); this mapping is not registered']"
    )
    assert lines[1:] == ["False", "True", "True"]


def test_a_library_that_is_not_installed_is_skipped_quietly(tmp_path):
    """No model can hold the op of a library that is not installed (torchvision, for a user
    of the library who has none): its mappings are left out without a word."""
    shutil.copytree(
        REPO / "opmapgen" / "library",
        tmp_path / "generated",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    package = tmp_path / "generated" / "__init__.py"
    package.write_text(
        package.read_text().replace('"torchvision::', '"notinstalledvision::')
    )
    result = run_python(
        "import warnings; warnings.simplefilter('error', RuntimeWarning)\n"
        "import generated, torch.onnx\n"
        "from torch.onnx._internal.torchscript_exporter import registration\n"
        "print(registration.registry.is_registered_op('notinstalledvision::deform_conv2d', 19))\n"
        "print(registration.registry.is_registered_op('aten::asinh', 17))\n",
        cwd=tmp_path,
        extra_path=REPO,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["False", "True"]


def test_a_mapping_of_one_overload_refuses_the_others_by_name(build_package):
    """The TorchScript exporter sends every overload of aten::median to one symbolic: the
    fixture maps median(self); median(self, dim, keepdim) gets the mapping's clear error."""
    package = build_package("overloads", "overloads_pkg")
    x = torch.tensor([[3.0, 1.0, 2.0], [0.5, 4.0, -1.0]])
    with package.registered():
        proto = export(Elementwise(torch.median), x, 17)
        with pytest.raises(torch.onnx.errors.OnnxExporterError) as caught:
            export(Elementwise(lambda t: torch.median(t, 1)[0]), x, 17)
    message = str(caught.value)
    assert "opmapgen mapping 'median_all'" in message, message
    assert "only aten::median(Tensor self) is mapped, not aten::median.dim" in message
    assert "args=3" in message, message
    session = onnxruntime.InferenceSession(
        proto.SerializeToString(), providers=["CPUExecutionProvider"]
    )
    (result,) = session.run(None, {session.get_inputs()[0].name: x.numpy()})
    assert result.shape == () and result == torch.median(x).item()


def test_other_overloads_go_to_torchs_own_symbolic(build_package):
    """The fixture maps aten::mean.dim: mean(x, 1) exports through the mapping, x.mean()
    (another number of args, which it does not map) through torch's own symbolic, and both
    models match eager."""
    package = build_package("overloads_torch", "overloads_torch_pkg")
    x = torch.tensor([[3.0, 1.0, 2.0], [0.5, 4.0, -1.0]])
    for call, route in ((lambda t: t.mean(1), USES), (lambda t: t.mean(), DELEGATED)):
        USES["mean_dim_only"] = DELEGATED["mean_dim_only"] = 0
        with package.registered():
            proto = export(Elementwise(call), x, 17)
        assert route["mean_dim_only"] == 1
        assert (USES if route is DELEGATED else DELEGATED)["mean_dim_only"] == 0
        session = onnxruntime.InferenceSession(
            proto.SerializeToString(), providers=["CPUExecutionProvider"]
        )
        (result,) = session.run(None, {session.get_inputs()[0].name: x.numpy()})
        np.testing.assert_allclose(result, call(x).numpy(), rtol=1e-6)


def test_export_names_no_custom_domain_the_model_does_not_use(tmp_path):
    """torch warns of every custom domain passed that a model does not use: a model of
    standard ops only exports without that warning, and a contrib op's domain is still
    imported (at version 1)."""
    result = run_python(
        """
        import io, onnx, torch, generated

        class Model(torch.nn.Module):
            def forward(self, x):
                return torch.relu(x), torch.linalg.inv(x)

        x = torch.rand(3, 3) + 3 * torch.eye(3)
        buffer = io.BytesIO()
        generated.export(torch.nn.ReLU(), (x,), io.BytesIO(), dynamo=False)
        generated.export(Model(), (x,), buffer, dynamo=False, opset_version=17)
        model = onnx.load_from_string(buffer.getvalue())
        print(sorted((o.domain, o.version) for o in model.opset_import))
        """,
        cwd=REPO,
    )
    assert result.returncode == 0, result.stderr
    assert "Custom opset domain" not in result.stderr, result.stderr
    assert "('com.microsoft', 1)" in result.stdout, result.stdout


def test_a_contrib_op_read_by_a_standard_op_exports_a_valid_model(build_package):
    package = build_package("contrib", "contrib_pkg")
    x = torch.tensor([[4.0, 1.0, 0.5], [1.0, 5.0, -1.0], [0.0, 2.0, 6.0]])
    with package.registered():
        proto = export(Elementwise(lambda a: torch.linalg.tensorinv(a, ind=1)), x, 17)
    assert [n.op_type for n in proto.graph.node if n.op_type != "Constant"] == [
        "Inverse",
        "Shape",
        "Reshape",
    ]
    onnx.checker.check_model(proto, full_check=True)
    session = onnxruntime.InferenceSession(
        proto.SerializeToString(), providers=["CPUExecutionProvider"]
    )
    (result,) = session.run(None, {session.get_inputs()[0].name: x.numpy()})
    np.testing.assert_allclose(result, torch.inverse(x).numpy(), rtol=1e-5, atol=1e-6)


class Power(torch.nn.Module):
    def __init__(self, exponent):
        super().__init__()
        self.exponent = exponent

    def forward(self, x):
        return x**self.exponent


@pytest.mark.parametrize("dynamo", [False, True], ids=["torchscript", "dynamo"])
def test_float_pow_routes(dynamo, tmp_path):
    """The library's pow mappings compute integer powers themselves, exactly (3 ** 39 is
    beyond double's 2^53). x ** n is aten::pow.Tensor_Scalar, which the dynamo exporter
    converts on its own: its mapping hands float powers, an int tensor to a float power
    included, to torch's own conversion. The TorchScript exporter sends every overload to
    the `pow` mapping, which computes floats in torch's promoted dtype itself."""
    mapping = "pow_tensor_scalar" if dynamo else "pow"
    floats = DELEGATED if dynamo else USES
    x = torch.tensor([3, -3, 7, 2])
    for inputs, exponent, route in (
        (x, 39, USES),
        (x.float(), 2, floats),
        (x, 2.5, floats),
    ):
        USES[mapping] = DELEGATED[mapping] = 0
        path = tmp_path / "m.onnx"
        if dynamo:
            torch.onnx.export(
                Power(exponent), (inputs,), path, dynamo=True, verbose=False
            )
        else:
            torch.onnx.export(
                Power(exponent), (inputs,), path, dynamo=False, opset_version=17
            )
        assert route[mapping] >= 1, (exponent, inputs.dtype)
        assert (USES if route is DELEGATED else DELEGATED)[mapping] == 0
        session = onnxruntime.InferenceSession(path, providers=["CPUExecutionProvider"])
        (result,) = session.run(None, {session.get_inputs()[0].name: inputs.numpy()})
        expected = (inputs**exponent).numpy()
        assert result.dtype == expected.dtype
        np.testing.assert_array_equal(result, expected)


def test_pow_of_a_0_dim_int32_by_a_python_int_keeps_int32():
    """`x ** 21` of a 0-dim int32 x reaches the TorchScript symbolic as two 0-dim tensors,
    int32 and int64 (the traced Python int): torch answers in int32, as the Python number
    does not promote x, which the dtype tracing recorded tells apart from an int64 0-dim
    tensor. The mapping computes it exactly in int32 (3 ** 21 wraps, as in torch)."""
    x = torch.tensor(3, dtype=torch.int32)
    USES["pow"] = 0
    proto = export(Power(21), x, 17)
    assert USES["pow"] == 1
    session = onnxruntime.InferenceSession(
        proto.SerializeToString(), providers=["CPUExecutionProvider"]
    )
    (result,) = session.run(None, {session.get_inputs()[0].name: x.numpy()})
    expected = (x**21).numpy()
    assert result.dtype == expected.dtype == np.int32
    np.testing.assert_array_equal(result, expected)


class Sort(torch.nn.Module):
    def forward(self, x):
        return torch.sort(x, 0, True)


@pytest.mark.parametrize("dynamo", [False, True], ids=["torchscript", "dynamo"])
def test_an_overload_listed_in_source_overloads_exports_through_the_mapping(
    dynamo, tmp_path
):
    """torch.sort(x, dim, descending) is aten::sort, the 3-arg overload that sort_stable
    lists in `source.overloads` beside aten::sort.stable: the mapping exports it, with
    stable None, where torch's own conversion gives invalid graphs (bool with both
    exporters, 0-dim with TorchScript's)."""
    for x in (torch.tensor([True, False, True, True, False]), torch.tensor(2.5)):
        USES["sort_stable"] = 0
        path = tmp_path / "m.onnx"
        if dynamo:
            torch.onnx.export(Sort(), (x,), path, dynamo=True, verbose=False)
        else:
            torch.onnx.export(Sort(), (x,), path, dynamo=False, opset_version=17)
        assert USES["sort_stable"] >= 1, x
        session = onnxruntime.InferenceSession(path, providers=["CPUExecutionProvider"])
        results = session.run(None, {session.get_inputs()[0].name: x.numpy()})
        for result, expected in zip(results, Sort()(x), strict=True):
            assert result.dtype == expected.numpy().dtype
            np.testing.assert_array_equal(result, expected.numpy())


def test_a_mapping_whose_op_has_another_schema_is_skipped_with_a_warning(tmp_path):
    """As under another torch: the op exists, but not with the schema the build validated.
    Each exporter skips the mapping, says why, and keeps the others."""
    shutil.copytree(
        REPO / "opmapgen" / "library",
        tmp_path / "generated",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    real = "aten::asinh(Tensor self) -> Tensor"
    other = "aten::asinh(Tensor self, *, int future=0) -> Tensor"
    for path in ("__init__.py", "translations/asinh.py"):
        file = tmp_path / "generated" / path
        assert f'"{real}"' in file.read_text()
        file.write_text(file.read_text().replace(f'"{real}"', f'"{other}"'))
    result = run_python(
        """
        import warnings
        import torch
        warnings.simplefilter("always")
        with warnings.catch_warnings(record=True) as caught:
            import generated
            import torch.onnx
            table = generated.custom_translation_table()
            generated.custom_translation_table()  # warned once
        for w in caught:
            if issubclass(w.category, RuntimeWarning):
                print(w.message)
        from opmapgen.runtime.exporters.torchscript import _custom_symbolic
        print(_custom_symbolic("aten::asinh", 17) is None)
        print(_custom_symbolic("aten::acosh", 17) is not None)
        print(torch.ops.aten.asinh.default not in table)
        print(torch.ops.aten.acosh.default in table)
        """,
        cwd=tmp_path,
        extra_path=REPO,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    drift = (
        f"the installed torch's aten::asinh has the schema `{real}`, not `{other}`, the "
        "one the build validated"
    )
    rebuild = "rebuild with `opmapgen build` against this torch"
    assert lines[:2] == [
        f"generated.{module}: {drift}; this mapping is not used by the {exporter} "
        f"exporter: {rebuild}"
        for module, exporter in (
            ("asinh", "TorchScript"),
            ("translations.asinh", "dynamo"),
        )
    ]
    assert lines[2:] == ["True"] * 4


def test_a_library_op_a_module_of_the_library_registers_later_waits_quietly():
    """transformers is imported, but not transformers.integrations.moe, which registers
    transformers::grouped_mm_fallback (its models import it): the mapping is registered
    without a warning, for the model that imports the module later."""
    pytest.importorskip("transformers")
    result = run_python(
        """
        import sys, warnings
        warnings.simplefilter("error", RuntimeWarning)
        import torch, transformers
        assert "transformers.integrations.moe" not in sys.modules
        assert not hasattr(torch.ops.transformers, "grouped_mm_fallback")
        import opmapgen.library, torch.onnx
        from torch.onnx._internal.torchscript_exporter import registration
        print(registration.registry.is_registered_op("transformers::grouped_mm_fallback", 17))
        """,
        cwd=REPO,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True"]


def test_a_symbolic_of_a_library_imported_later_checks_its_schema_at_first_call(
    tmp_path,
):
    """torchvision imported after torch.onnx: the schema of its op is read at the
    symbolic's first call, which withdraws the mapping where it differs and hands the
    node to what maps it without (here nothing: torch's own error)."""
    shutil.copytree(
        REPO / "opmapgen" / "library",
        tmp_path / "generated",
        ignore=shutil.ignore_patterns("__pycache__"),
    )
    package = tmp_path / "generated" / "__init__.py"
    text = package.read_text()
    assert '"torchvision::deform_conv2d(Tensor input,' in text
    package.write_text(
        text.replace(
            '"torchvision::deform_conv2d(Tensor input,',
            '"torchvision::deform_conv2d(Tensor future, Tensor input,',
        )
    )
    result = run_python(
        """
        import io, sys, warnings
        import torch
        import generated
        import torch.onnx
        from opmapgen.runtime.exporters.torchscript import _custom_symbolic
        assert "torchvision" not in sys.modules
        print(">>", _custom_symbolic("torchvision::deform_conv2d", 19) is not None)
        import torchvision

        class Model(torch.nn.Module):
            def forward(self, x, offset, weight):
                return torchvision.ops.deform_conv2d(x, offset, weight)

        args = (torch.rand(1, 2, 4, 4), torch.rand(1, 18, 2, 2), torch.rand(3, 2, 3, 3))
        for attempt in range(2):
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                try:
                    torch.onnx.export(
                        Model(), args, io.BytesIO(), dynamo=False, opset_version=19
                    )
                    print(">> exported")
                except torch.onnx.errors.UnsupportedOperatorError as error:
                    print(">>", type(error).__name__)
            for w in caught:
                if issubclass(w.category, RuntimeWarning):
                    print(">>", w.message)
        print(">>", _custom_symbolic("torchvision::deform_conv2d", 19) is None)
        """,
        cwd=tmp_path,
        extra_path=REPO,
    )
    assert result.returncode == 0, result.stderr
    lines = [line[3:] for line in result.stdout.splitlines() if line.startswith(">> ")]
    assert lines[0] == "True"
    assert lines[1] == "UnsupportedOperatorError"
    assert lines[2].startswith(
        "generated.deform_conv2d: the installed torch's torchvision::deform_conv2d has "
        "the schema `torchvision::deform_conv2d(Tensor input,"
    )
    assert lines[2].endswith(
        "not used by the TorchScript exporter: rebuild with `opmapgen build` against "
        "this torch"
    )
    assert lines[3:] == ["UnsupportedOperatorError", "True"]


def test_args_no_variant_takes_are_refused_with_the_conditions(build_package):
    """Every variant of the fixture has a condition: a half turn exports through it, a
    quarter turn meets none and (torch having no rot90 conversion of its own) is refused
    with each variant's condition as the spec writes it, and the args they read."""
    package = build_package("half_turns", "half_turns_pkg")
    x = torch.arange(12.0).reshape(3, 4)
    library.unregister()
    try:
        with package.registered():
            proto = export(Elementwise(lambda t: torch.rot90(t, 2, [0, 1])), x, 12)
            with pytest.raises(torch.onnx.errors.OnnxExporterError) as caught:
                export(Elementwise(lambda t: torch.rot90(t, 1, [0, 1])), x, 12)
    finally:
        library.register()
    np.testing.assert_array_equal(run_ort(proto, x), torch.rot90(x, 2, [0, 1]).numpy())
    message = str(caught.value)
    assert "opmapgen mapping 'rot90_half_turns'" in message, message
    assert (
        "no variant of the mapping takes these args (variants: k % 4 == 0; "
        "k % 4 == 2 and dims in ([0, 1], [1, 0])) (k=1, dims=[0, 1])"
    ) in message, message
