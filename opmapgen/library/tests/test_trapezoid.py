"""Parity test of trapezoid: aten::trapezoid.x -> ONNX Cast + Slice + Add + ReduceSum + Mul + Sub + Squeeze + Unsqueeze + Div + Identity, with both exporters.

Generated from mappings/aten/trapezoid.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 5], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[5], dtype="float32", low=-2.0, high=2.0),
        ),
        "kwargs": {"dim": -1},
    },
    "along_0_full_x": {
        "args": (
            TensorInput(shape=[3, 4, 2], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4, 2], dtype="float32", low=-2.0, high=2.0),
        ),
        "kwargs": {"dim": 0},
    },
    "middle_1d_x": {
        "args": (
            TensorInput(shape=[3, 4, 2], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[4], dtype="float32", low=-2.0, high=2.0),
        ),
        "kwargs": {"dim": 1},
    },
    "padded_x": {
        "args": (
            TensorInput(shape=[3, 4, 2], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[4, 2], dtype="float32", low=-2.0, high=2.0),
        ),
        "kwargs": {"dim": -2},
    },
    "int8_wraps": {
        "args": (
            TensorInput(shape=[2, 3], dtype="int8", values=[100, 100, -3, 7, 120, 1]),
            TensorInput(shape=[3], dtype="int8", values=[0, 2, 5]),
        ),
        "kwargs": {"dim": 1},
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 13),
        ("torchscript", 17),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="aten::trapezoid is CompositeImplicitAutograd: torch.export decomposes it (into slices, sums and products) before the dynamo exporter sees it, so a translation would never run",
            ),
        ),
    ],
)
def test_trapezoid(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::trapezoid.x",
        **CASES[case],
        mapping="trapezoid",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "trapezoid.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::trapezoid.x", {}))
def test_trapezoid_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::trapezoid.x",
        mapping="trapezoid",
        dtype=dtype,
        dtypes=(
            "float16",
            "float32",
            "float64",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
        ),
        opsets={"torchscript": (13, 17), "dynamo": ()},
        delegates=True,
        export=export,
    )
