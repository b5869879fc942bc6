"""Facts from torch kept between builds: a build whose facts are known does not import torch,
and gives the bytes, warnings and errors a build that asks torch gives."""

from __future__ import annotations

import json
import shutil

import pytest
from conftest import REPO, build, tree_hashes

from opmapgen.validate import schema_cache, source_schema


@pytest.fixture
def project(tmp_path):
    # A few ATen specs of each kind (an op, a formula with variants, an override) and the
    # torchvision ones, whose library's schemas the cache keys by its version: the whole
    # library would make each of these cold builds grow with it. cholesky_inverse emits a
    # contrib op (com.microsoft::Inverse); linalg_inv, which gives that op its body, is left
    # out: a body is built and checked with onnx at every build.
    (tmp_path / "mappings" / "aten").mkdir(parents=True)
    for name in ("asinh", "hypot", "diff", "cumsum", "atan2", "cholesky_inverse"):
        spec = f"{name}.yaml"
        shutil.copy(
            REPO / "mappings" / "aten" / spec, tmp_path / "mappings" / "aten" / spec
        )
    shutil.copytree(
        REPO / "mappings" / "torchvision", tmp_path / "mappings" / "torchvision"
    )
    # torch exports relu itself: the mapping overrides it, which the build warns about.
    (tmp_path / "mappings" / "relu.yaml").write_text(
        "name: relu\n"
        "source: {op: aten::relu, args: [v]}\n"
        "target: {op: Relu, opset: 14, inputs: [input]}\n"
        "test: {inputs: [{shape: [2, 3]}]}\n"
    )
    return tmp_path


@pytest.fixture
def cache_env(tmp_path):
    return {"OPMAPGEN_CACHE_DIR": str(tmp_path / "cache")}


def fresh(project, cache_env, *extra):
    """A build with no output and no stamp, as on a clean checkout."""
    shutil.rmtree(project / "generated", ignore_errors=True)
    for stamp in project.glob(".*.opmapgen-stamp"):
        stamp.unlink()
    return build(project, *extra, env=cache_env)


def test_a_build_with_cached_facts_does_not_import_torch(project, cache_env):
    first = fresh(project, cache_env)
    assert first.returncode == 0, first.stderr
    assert "torch imported" in first.stderr
    files = tree_hashes(project / "generated")
    assert list((project / "cache").glob("facts-*.json"))

    again = fresh(project, cache_env)
    assert again.returncode == 0, again.stderr
    assert "torch not imported" in again.stderr and "onnx not imported" in again.stderr
    assert tree_hashes(project / "generated") == files
    assert again.stdout == first.stdout
    # Its own spec's warning (shipped specs may add theirs).
    warnings = [
        line
        for line in first.stderr.splitlines()
        if "warning:" in line and "relu" in line
    ]
    assert len(warnings) == 1 and "torch already exports aten::relu" in warnings[0]
    assert [
        line
        for line in again.stderr.splitlines()
        if "warning:" in line and "relu" in line
    ] == warnings


def test_errors_read_the_same_with_cached_facts(project, cache_env):
    assert fresh(project, cache_env).returncode == 0
    spec = project / "mappings" / "aten" / "asinh.yaml"
    spec.write_text(
        spec.read_text().replace("op: aten::asinh", "op: aten::asinhh")
        + "# and one arg too many:\n"
    )
    (project / "mappings" / "sinh2.yaml").write_text(
        "name: sinh2\n"
        "source: {op: aten::sinh, args: [v, v]}\n"
        "target: {op: Sinh, opset: 9, inputs: [input]}\n"
        "test: {inputs: [{shape: [2]}]}\n"
    )
    warm = fresh(project, cache_env)
    cold = fresh(project, {"OPMAPGEN_CACHE_DIR": ""})
    assert warm.returncode == cold.returncode == 1
    assert "the installed torch has no op aten::asinhh; did you mean aten::asinh" in (
        warm.stderr
    )
    assert "aten::sinh takes 1 arg (input) but args lists 2" in warm.stderr

    def messages(result):
        return [line for line in result.stderr.splitlines() if "imported" not in line]

    assert messages(warm) == messages(cold)
    assert not (project / "generated").exists()


def test_cached_schemas_are_what_torch_says():
    """Every ATen op this torch has, through the cache's encoding and back: the same
    schemas."""
    import torch

    names = sorted(
        {s.name for s in torch._C._jit_get_all_schemas() if s.name.startswith("aten::")}
    )
    assert len(names) > 1000
    cached = 0
    for name in names:
        found = list(source_schema.overloads(name).items())
        encoded = source_schema._encode_overloads(found)
        if encoded is None:
            continue
        cached += 1
        # Through JSON text, as the cache file holds it.
        decoded = source_schema._decode_overloads(json.loads(json.dumps(encoded)))
        assert decoded == tuple(found), name
        for (_, ours), (_, theirs) in zip(decoded, found):
            for a, b in zip(ours.args, theirs.args):
                assert repr(a.default) == repr(b.default), (name, a.name)
    assert cached > 0.9 * len(names)


@pytest.mark.parametrize("default", [float("inf"), float("nan"), object(), (1, [2.0])])
def test_a_default_that_does_not_read_back_is_not_cached(default):
    (key, schema), *_ = source_schema.overloads("aten::clone").items()
    arg = source_schema.SchemaArg("x", "Any", "AnyType", None, False, True, default)
    odd = source_schema.OpSchema(
        schema.qualified_name, schema.text, (*schema.args, arg)
    )
    encoded = source_schema._encode_overloads([(key, odd)])
    if encoded is not None:  # only when it reads back as itself
        assert source_schema._decode_overloads(encoded) == ((key, odd),)
        assert repr(default) == "(1, [2.0])"


def test_a_library_that_changed_is_asked_again(tmp_path):
    cache = schema_cache.SchemaCache(tmp_path / "facts.json")
    cache.put("overloads", "torchvision::nms", ["x"], library="0.29.1 /a 10 20")
    cache.save()
    again = schema_cache.SchemaCache(tmp_path / "facts.json")
    assert again.get("overloads", "torchvision::nms", "0.29.1 /a 10 20") == ["x"]
    assert (
        again.get("overloads", "torchvision::nms", "0.30.0 /a 10 21")
        is schema_cache.MISSING
    )
    assert again.get("overloads", "torchvision::roi_align", "0.29.1 /a 10 20") is (
        schema_cache.MISSING
    )


@pytest.mark.parametrize(
    "content",
    [
        b"not json",
        b"\xff\xfe",
        b"[]",
        b'{"format": 1, "entries": {"overloads": {"aten::asinh": ["", [["", 1, 2]]]}}}',
        b'{"format": 1, "entries": {"opsets": {"torchscript": ["", [1, "x"]]}}}',
    ],
)
def test_a_broken_cache_is_ignored_and_replaced(project, cache_env, content):
    assert fresh(project, cache_env).returncode == 0
    files = tree_hashes(project / "generated")
    (path,) = (project / "cache").glob("facts-*.json")
    path.write_bytes(content)
    again = fresh(project, cache_env)
    assert again.returncode == 0, again.stderr
    assert tree_hashes(project / "generated") == files
    assert json.loads(path.read_text())["format"] == schema_cache.FORMAT
    assert "torch not imported" in fresh(project, cache_env).stderr


def test_a_cache_folder_that_cannot_be_written_is_ignored(project):
    blocked = project / "not-a-folder"
    blocked.write_text("")
    result = fresh(project, {"OPMAPGEN_CACHE_DIR": str(blocked)})
    assert result.returncode == 0, result.stderr
    assert "wrote generated/" in result.stdout
