"""torch's own conversions that real models met wrong, each in its smallest form: torch alone
fails (or writes a model that fails), the library's override exports it and matches eager.
Real exports, real ONNX Runtime sessions."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from test_detectors import library_unregistered, run_dynamo, run_torchscript

from opmapgen import library


class LinspaceGrid(torch.nn.Module):
    """Deformable attention's sampling, as Deformable DETR and its kin compute it: reference
    points from `torch.linspace` over a feature map's size, plus offsets, as a grid."""

    def forward(self, value, offsets):
        height = value.shape[2]
        ref = torch.linspace(0.5, height - 0.5, height, dtype=value.dtype) / height
        grid = (ref[None, :, None, None] + offsets) * 2 - 1
        return torch.nn.functional.grid_sample(value, grid, align_corners=False)


class ScatterReduce(torch.nn.Module):
    """A scatter with src wider than its index, the input's own values left out."""

    def __init__(self, reduce: str):
        super().__init__()
        self.reduce = reduce

    def forward(self, input, index, src):
        return input.scatter_reduce(1, index, src, self.reduce, include_self=False)


def scatter_args():
    index = torch.tensor([[0, 0, 2], [1, 1, 1], [4, 0, 4]])
    return torch.randn(3, 5), index, torch.randn(3, 4)


def test_grid_of_another_dtype_than_the_input():
    """torch's linspace symbolic ignores `dtype=` and computes in float64 when its end is a
    traced size; its grid_sampler symbolic passes the float64 grid on with a float32 input,
    a GridSample ONNX Runtime has no kernel for."""
    model = LinspaceGrid().eval()
    args = (torch.rand(1, 2, 4, 4), torch.rand(1, 4, 3, 2) * 0.2)
    expected = model(*args)
    with library_unregistered(), pytest.raises(Exception, match="GridSample"):
        run_torchscript(torch.onnx.export, model, args)
    (actual,) = run_torchscript(library.export, model, args)
    assert actual.dtype == np.float32
    np.testing.assert_allclose(actual, expected.numpy(), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("reduce", ["sum", "prod", "mean", "amax", "amin"])
def test_scatter_reduce_without_self_and_a_wider_src(reduce):
    """torch's TorchScript symbolic refuses include_self=False (and mean); its dynamo
    translation scatters all of src, a model ONNX Runtime fails on (ScatterElements takes
    updates of the indices' shape)."""
    torch.manual_seed(0)
    model, args = ScatterReduce(reduce).eval(), scatter_args()
    expected = model(*args).numpy()
    with library_unregistered():
        with pytest.raises(Exception, match="ONNX does not support"):
            run_torchscript(torch.onnx.export, model, args, opset=18)
        with pytest.raises(Exception, match="ScatterElements"):
            run_dynamo(torch.onnx.export, model, args)
    for actual in (
        run_torchscript(library.export, model, args, opset=18),
        run_dynamo(library.export, model, args),
    ):
        np.testing.assert_allclose(actual[0], expected, rtol=1e-5, atol=1e-6)


class Antialiased(torch.nn.Module):
    """A resize with antialiasing, as image models' preprocessing inside the model does."""

    def __init__(self, mode: str, **options):
        super().__init__()
        self.mode, self.options = mode, options

    def forward(self, image):
        return torch.nn.functional.interpolate(
            image, mode=self.mode, antialias=True, **self.options
        )


@pytest.mark.parametrize("mode", ["bilinear", "bicubic"])
def test_antialiased_resize_by_a_scale_that_does_not_divide_the_size(mode):
    """torch's TorchScript exporter has no antialiased resize; its dynamo translation
    resizes to the output size, sampling at 17 / 8 where torch samples at 1 / 0.5: a model
    that runs and gives other numbers than eager, without a word."""
    model = Antialiased(mode, scale_factor=0.5).eval()
    args = (torch.rand(1, 2, 17, 13),)
    expected = model(*args).numpy()
    with library_unregistered():
        with pytest.raises(Exception, match="_upsample_"):
            run_torchscript(torch.onnx.export, model, args, opset=18)
        (alone,) = run_dynamo(torch.onnx.export, model, args)
        assert np.abs(alone - expected).max() > 0.1
    for (actual,) in (
        run_torchscript(library.export, model, args, opset=18),
        run_dynamo(library.export, model, args),
    ):
        np.testing.assert_allclose(actual, expected, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("mode", ["bilinear", "bicubic"])
def test_antialiased_resize_with_align_corners_is_refused(mode):
    """torch's dynamo translation writes Resize's align_corners mode, whose sample points
    and filter width are not torch's: the library refuses it, naming the mapping."""
    model = Antialiased(mode, size=(8, 6), align_corners=True).eval()
    args = (torch.rand(1, 2, 17, 13),)
    expected = model(*args).numpy()
    with library_unregistered():
        (alone,) = run_dynamo(torch.onnx.export, model, args)
        assert np.abs(alone - expected).max() > 0.1
    spec = f"mappings/aten/upsample_{mode}2d_aa"
    with pytest.raises(Exception, match=f"{spec}.yaml.*align_corners"):
        run_torchscript(library.export, model, args, opset=18)
    with pytest.raises(Exception, match=f"{spec}_sizes.yaml.*align_corners"):
        run_dynamo(library.export, model, args)


class RepeatThenSoftmax(torch.nn.Module):
    """A repeat along the last dim, then a softmax over the last dim of a tensor of another
    rank: the trace gives both the same constant -1."""

    def forward(self, frequencies, scores):
        repeated = frequencies.repeat_interleave(2, dim=-1)
        return repeated.sum(dim=-1), torch.softmax(scores, dim=-1)


def test_a_negative_dim_of_repeat_interleave_leaves_other_ops_alone():
    """torch's TorchScript repeat_interleave adds the rank to its traced dim constant in
    place: the softmax after it, sharing the constant, runs over dim 2 of a 4-dim tensor, a
    model that runs and gives other numbers than eager."""
    model = RepeatThenSoftmax().eval()
    args = (torch.rand(2, 3, 4), torch.rand(2, 5, 4, 3))
    expected = [e.numpy() for e in model(*args)]
    with library_unregistered():
        alone = run_torchscript(torch.onnx.export, model, args)
    assert np.abs(alone[1] - expected[1]).max() > 0.1
    for actual, want in zip(run_torchscript(library.export, model, args), expected):
        np.testing.assert_allclose(actual, want, rtol=1e-5, atol=1e-6)


def test_a_permute_by_negative_dims_is_a_valid_transpose():
    """torch's TorchScript symbolic writes x.permute(0, -2, -1, 1) (Mamba2's SSD) into
    Transpose's perm as given: a model ONNX Runtime refuses."""
    model = Permuted().eval()
    args = (torch.rand(2, 3, 4, 5),)
    expected = model(*args).numpy()
    with library_unregistered(), pytest.raises(Exception, match="perm"):
        run_torchscript(torch.onnx.export, model, args)
    (actual,) = run_torchscript(library.export, model, args)
    np.testing.assert_array_equal(actual, expected)


class Permuted(torch.nn.Module):
    def forward(self, x):
        return x.permute(0, -2, -1, 1) * 2


class SegmentSum(torch.nn.Module):
    """Rows summed by segment, as graph networks and pooling by cluster write it: an
    in-place index_put with accumulate, where a segment holds several rows."""

    def forward(self, features, segment):
        total = torch.zeros(4, features.shape[1], dtype=features.dtype)
        return total.index_put_((segment,), features, accumulate=True)


class MaskedRows(torch.nn.Module):
    """Rows picked by a mask of the first dim take one row of values."""

    def forward(self, x, mask, row):
        return torch.index_put(x, (mask,), row)


def test_index_put_accumulate_with_repeated_indices():
    """torch's TorchScript symbolic scatters onto zeros without a reduction: of the rows of
    one segment only one is added, and the export gives other numbers silently."""
    features = torch.arange(12.0).reshape(6, 2)
    segment = torch.tensor([0, 1, 1, 3, 3, 3])
    model, args = SegmentSum().eval(), (features, segment)
    expected = model(*args).numpy()
    with library_unregistered():
        (wrong,) = run_torchscript(torch.onnx.export, model, args, opset=17)
    assert not np.allclose(wrong, expected)  # torch alone: silently wrong
    (actual,) = run_torchscript(library.export, model, args, opset=17)
    np.testing.assert_array_equal(actual, expected)
    (dynamo,) = run_dynamo(library.export, model, args)
    np.testing.assert_array_equal(dynamo, expected)


def test_index_put_mask_of_fewer_dims():
    """torch's symbolic of a mask of the first dim with one row of values writes a
    ScatterND whose updates ONNX Runtime refuses."""
    x = torch.zeros(4, 3)
    args = (x, torch.tensor([True, False, True, True]), torch.tensor([1.0, 2.0, 3.0]))
    model = MaskedRows().eval()
    expected = model(*args).numpy()
    with library_unregistered(), pytest.raises(Exception, match="ScatterND"):
        run_torchscript(torch.onnx.export, model, args, opset=17)
    (actual,) = run_torchscript(library.export, model, args, opset=17)
    np.testing.assert_array_equal(actual, expected)


def test_index_put_accumulate_with_four_index_tensors():
    """Past the index tensors the mapping stacks, an accumulate is refused where torch's
    TorchScript symbolic would be wrong, and the dynamo exporter's own conversion, which is
    right there, takes it."""
    x = torch.zeros(2, 2, 2, 2)
    ones = torch.tensor([0, 0])
    model = SegmentSum4().eval()
    args = (x, ones, ones + 1, torch.ones(2))
    expected = model(*args).numpy()
    with pytest.raises(Exception, match=r"index_put.*up to three index tensors.*ScatterND"):
        run_torchscript(library.export, model, args, opset=17)
    (actual,) = run_dynamo(library.export, model, args)
    np.testing.assert_array_equal(actual, expected)


class SegmentSum4(torch.nn.Module):
    def forward(self, x, i, j, v):
        return torch.index_put(x, (i, j, i, j), v, accumulate=True)


class CornerSet(torch.nn.Module):
    """A batch of 3x3 transforms with one entry set from an input, as kornia's point
    normalization writes it: an in-place assignment into a slice."""

    def forward(self, scale):
        transform = torch.zeros((scale.shape[0], 3, 3), dtype=scale.dtype)
        transform[..., 0, 0] = scale
        transform[..., 1, 1] = scale
        return transform


def test_an_assignment_into_a_slice_is_left_to_torch():
    """The TorchScript exporter rewrites `t[..., 0, 0] = x` into an index_put of its own
    (values laid out as its index's elements, which its own symbolic reads so and eager's
    index_put does not): the library's index_put hands those back, and the export matches
    eager as torch's alone does."""
    model, args = CornerSet().eval(), (torch.tensor([2.0, 3.0]),)
    expected = model(*args).numpy()
    with library_unregistered():
        (alone,) = run_torchscript(torch.onnx.export, model, args, opset=17)
    np.testing.assert_array_equal(alone, expected)
    (actual,) = run_torchscript(library.export, model, args, opset=17)
    np.testing.assert_array_equal(actual, expected)
    (dynamo,) = run_dynamo(library.export, model, args)
    np.testing.assert_array_equal(dynamo, expected)
