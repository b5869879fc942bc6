"""Ops that read a tensor's storage: the library's `as_strided` on the layouts real models
give it, through both exporters, in ONNX Runtime against eager; and the spec language's
layout facts (`strides`, `dense`, `numel`, `span`) and int lists traced from shapes, which
it is written with."""

from __future__ import annotations

import io
import re
import warnings

import numpy as np
import onnxruntime as ort
import pytest
import torch

from opmapgen import library  # noqa: F401  (registers the library's mappings)
from opmapgen.ir.signature import NO_DEFAULT, Arg
from opmapgen.runtime import layout
from opmapgen.runtime.contract import refusal
from opmapgen.validate.condition import ConditionError, check_condition

EXPORTERS = ["torchscript", "dynamo"]


def _run(model: torch.nn.Module, args: tuple, exporter: str) -> list[np.ndarray]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if exporter == "dynamo":
            program = torch.onnx.export(model, args, dynamo=True, verbose=False)
            proto = program.model_proto.SerializeToString()
        else:
            buffer = io.BytesIO()
            torch.onnx.export(model, args, buffer, dynamo=False, opset_version=17)
            proto = buffer.getvalue()
    session = ort.InferenceSession(proto, providers=["CPUExecutionProvider"])
    feeds = {i.name: a.numpy() for i, a in zip(session.get_inputs(), args)}
    return session.run(None, feeds)


def _check(model: torch.nn.Module, args: tuple, exporter: str) -> None:
    (got,) = _run(model, args, exporter)
    expected = model(*args)
    assert got.dtype == expected.numpy().dtype
    np.testing.assert_array_equal(got, expected.numpy())


class TransposedView(torch.nn.Module):
    """The reproducer of docs/auto-fallback.md: as_strided of a transposed view."""

    def forward(self, x):
        return x.transpose(0, 1).as_strided((2, 2), (1, 2))


class Chunks(torch.nn.Module):
    """Longformer's `_chunk`: overlapping windows of a sequence-first tensor, its sizes
    computed from the traced shape and its strides from the view's."""

    def forward(self, x):
        heads = x.transpose(0, 1)  # [batch*heads, seq, dim], laid out seq-first
        blocks = heads.view(heads.size(0), heads.size(1) // 4, 4, heads.size(2))
        size = list(blocks.size())
        size[1] = size[1] * 2 - 1
        stride = list(blocks.stride())
        stride[1] = stride[1] // 2
        return blocks.as_strided(size, stride)


class WithOffset(torch.nn.Module):
    def forward(self, x):
        return x.permute(2, 0, 1).as_strided((3, 2), (2, 5), 1)


@pytest.mark.parametrize("exporter", EXPORTERS)
@pytest.mark.parametrize(
    "model, shape",
    [(TransposedView(), (2, 3)), (Chunks(), (16, 6, 3)), (WithOffset(), (2, 3, 4))],
    ids=["transposed", "chunks", "offset"],
)
def test_as_strided_of_a_view_matches_eager(model, shape, exporter):
    x = torch.arange(float(np.prod(shape))).reshape(shape)
    _check(model, (x,), exporter)


@pytest.mark.parametrize("exporter", EXPORTERS)
def test_as_strided_of_an_int_view_keeps_its_dtype(exporter):
    x = torch.arange(24, dtype=torch.int32).reshape(2, 3, 4)
    _check(WithOffset(), (x,), exporter)


class Slice(torch.nn.Module):
    """A view that skips elements of its storage: the storage as_strided reads is not in
    the model."""

    def forward(self, x):
        return x[:, :2].as_strided((2, 2), (1, 3))


class PastTheEnd(torch.nn.Module):
    """A view of the first elements of a storage that as_strided reads past."""

    def forward(self, x):
        return x[:4].as_strided((3,), (2,))


@pytest.mark.parametrize("exporter", EXPORTERS)
@pytest.mark.parametrize(
    "model, shape, says",
    [
        (Slice(), (2, 3), "does not cover its storage densely"),
        (PastTheEnd(), (8,), "reads past the input's last element"),
    ],
    ids=["slice", "past_the_end"],
)
def test_as_strided_of_storage_the_model_lacks_is_refused(model, shape, says, exporter):
    x = torch.arange(float(np.prod(shape))).reshape(shape)
    with pytest.raises(Exception) as raised:
        _run(model, (x,), exporter)
    refused = refusal(raised.value)
    assert refused is not None, raised.value
    assert str(refused).startswith(
        "opmapgen mapping 'as_strided' (mappings/aten/as_strided.yaml): "
    )
    assert says in str(refused)


def test_traced_sizes_are_read_from_static_shapes_only():
    # With a dynamic axis the sizes are not known at export: the list stays a graph
    # value, which `is` cannot read, and the export says so instead of guessing.
    x = torch.arange(96.0).reshape(16, 6, 1).expand(16, 6, 1).contiguous()
    with (
        pytest.raises(Exception, match="not constant|static"),
        warnings.catch_warnings(),
    ):
        warnings.simplefilter("ignore")
        torch.onnx.export(
            Chunks(),
            (x,),
            io.BytesIO(),
            dynamo=False,
            opset_version=17,
            input_names=["x"],
            dynamic_axes={"x": {0: "seq"}},
        )


def test_layout_rules():
    assert layout.dense([2, 3], [3, 1])
    assert layout.dense([3, 2], [1, 3])  # a transpose
    assert layout.dense([2, 1, 3], [3, 7, 1])  # a dim of size 1 has any stride
    assert layout.dense([0, 3], [5, 9])  # nothing to read
    assert not layout.dense([2, 2], [3, 1])  # a slice skips an element per row
    assert not layout.dense([2, 3], [0, 1])  # expanded: rows share elements
    assert layout.span([3, 3], [2, 5]) == 1 + 2 * 2 + 2 * 5
    assert layout.span([2, 0], [1, 1]) == 0


ARGS = (
    Arg("input", "v", NO_DEFAULT),
    Arg("size", "is", NO_DEFAULT),
    Arg("stride", "is", NO_DEFAULT),
    Arg("storage_offset", "i", NO_DEFAULT),
)


def test_layout_conditions_become_runtime_helpers():
    condition = check_condition(
        "dense(input) and span(size, stride) <= numel(input)", ARGS
    )
    assert condition.code == (
        "is_dense(input) and strided_span(size, stride) <= element_count(input)"
    )
    assert check_condition("strides(input) is not None", ARGS).code == (
        "present(traced_strides(input))"
    )


@pytest.mark.parametrize(
    "text, says",
    [
        ("span(size) > 0", "span(size_list, stride_list)"),
        ("span(input, stride) > 0", "span() takes two int list args"),
        ("dense(size)", "dense() takes a tensor arg"),
        ("numel(input, size) > 0", "each with one arg"),
    ],
)
def test_layout_conditions_are_checked(text, says):
    with pytest.raises(ConditionError, match=re.escape(says)):
        check_condition(text, ARGS)
