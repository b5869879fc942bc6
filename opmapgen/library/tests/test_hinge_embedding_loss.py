"""Parity test of hinge_embedding_loss: aten::hinge_embedding_loss -> ONNX Cast + Equal + Not + Sub + Less + Where + Add + Identity + ReduceSum + Size + Div + Squeeze, with both exporters.

Generated from mappings/aten/hinge_embedding_loss.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            1.0,
            1,
        ),
    },
    "none": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            1.0,
            0,
        ),
    },
    "sum": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            1.0,
            2,
        ),
    },
    "broadcast_nan": {
        "args": (
            TensorInput(
                shape=[2, 3],
                dtype="float32",
                values=[1.0, float("nan"), float("-inf"), 0.5, 2.0, 3.0],
            ),
            TensorInput(shape=[3], dtype="float32", values=[0.0, 1.0, 2.0]),
            1.0,
            1,
        ),
    },
    "empty_mean": {
        "args": (
            TensorInput(shape=[0, 3], dtype="float32", values=[]),
            TensorInput(shape=[0, 3], dtype="float32", values=[]),
            1.0,
            1,
        ),
    },
    "margin_nan_odd_targets": {
        "args": (
            TensorInput(
                shape=[5],
                dtype="float32",
                values=[0.5, float("nan"), 2.0, -1.0, 0.25],
            ),
            TensorInput(shape=[5], dtype="float32", values=[-1.0, -1.0, 1.0, 0.0, 2.0]),
            1.5,
            0,
        ),
    },
    "float16_float32_target": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float16", low=-2.0, high=2.0),
            TensorInput(
                shape=[3, 4],
                dtype="float32",
                values=[-1.0, 1.0, 0.0, 2.0, -1.0, 1.0, 0.5, -1.0, 1.0, -1.0, 1.0, 3.0],
            ),
            1.0,
            1,
        ),
    },
    "float64_target_near_one": {
        "args": (
            TensorInput(shape=[4], dtype="float32", values=[0.5, -1.5, 2.0, 0.25]),
            TensorInput(
                shape=[4],
                dtype="float64",
                values=[1.0000000001, -1.0000000001, 1.0, -1.0],
            ),
            1.0,
            0,
        ),
    },
    "int64_target": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(
                shape=[3, 4],
                dtype="int64",
                values=[-1, 1, 0, 2, -1, 1, 5, -1, 1, -1, 1, 3],
            ),
            1.0,
            2,
        ),
    },
    "bool_target": {
        "args": (
            TensorInput(shape=[4], dtype="float32", values=[0.5, -1.5, 2.0, 0.25]),
            TensorInput(shape=[4], dtype="bool", values=[True, False, True, False]),
            1.0,
            0,
        ),
    },
    "integers": {
        "args": (
            TensorInput(shape=[6], dtype="int64", values=[-3, -3, 2, 2, -1, 100]),
            TensorInput(shape=[6], dtype="int64", values=[-1, 0, -1, 0, 5, -1]),
            -2.7,
            0,
        ),
    },
    "integer_sum": {
        "args": (
            TensorInput(shape=[3, 4], dtype="int32", low=-9.0, high=9.0),
            TensorInput(shape=[3, 4], dtype="int32", low=-1.0, high=1.0),
            2.5,
            2,
        ),
    },
    "int8_wraps": {
        "args": (
            TensorInput(shape=[4], dtype="int8", values=[-128, 127, -100, 5]),
            TensorInput(shape=[4], dtype="int8", values=[-1, -1, -1, -1]),
            100.0,
            0,
        ),
    },
    "uint8_target_255": {
        "args": (
            TensorInput(shape=[4], dtype="uint8", values=[0, 3, 200, 255]),
            TensorInput(shape=[4], dtype="uint8", values=[255, 255, 1, 0]),
            10.0,
            0,
        ),
    },
    "integer_input_float_target": {
        "args": (
            TensorInput(shape=[3, 4], dtype="int64", low=-9.0, high=9.0),
            TensorInput(
                shape=[3, 4],
                dtype="float32",
                values=[-1.0, 1.0, 0.0, 2.0, -1.0, 1.0, 0.5, -1.0, 1.0, -1.0, 1.0, 3.0],
            ),
            1.0,
            0,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_hinge_embedding_loss(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::hinge_embedding_loss",
        **CASES[case],
        mapping="hinge_embedding_loss",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "hinge_embedding_loss.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::hinge_embedding_loss", {}))
def test_hinge_embedding_loss_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::hinge_embedding_loss",
        mapping="hinge_embedding_loss",
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
            "bool",
        ),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
