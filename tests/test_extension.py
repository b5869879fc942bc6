"""The C++ extension behind the my_add function mapping."""

from __future__ import annotations

import pytest
import torch

import generated
from opmapgen.runtime import extension


def test_my_add_is_a_real_torch_op_and_a_module():
    a, b = torch.rand(2, 3), torch.rand(2, 3)
    torch.testing.assert_close(generated.MyAdd()(a, b), 2 * a + b)
    torch.testing.assert_close(
        torch.ops.opmapgen.my_add(a, b), 2 * a + b
    )  # built by now
    torch.testing.assert_close(generated.my_add(a, b), 2 * a + b)


def test_missing_compiler_is_a_clear_error(monkeypatch, tmp_path):
    monkeypatch.setenv("CXX", "no-such-c++-compiler")
    source = tmp_path / "op.cpp"
    source.write_text("")
    with pytest.raises(extension.ExtensionBuildError, match="needs a C\\+\\+ compiler"):
        extension.load(source, "opmapgen_no_compiler")
