"""Parity test of margin_ranking_loss: aten::margin_ranking_loss -> ONNX Cast + Neg + Sub + Mul + Sum + Less + Where + Identity + ReduceSum + Size + Div + Squeeze, with both exporters.

Generated from mappings/aten/margin_ranking_loss.yaml by `opmapgen build`; do not edit.
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
            TensorInput(
                shape=[3, 4],
                dtype="float32",
                values=[
                    1.0,
                    -1.0,
                    1.0,
                    -1.0,
                    1.0,
                    -1.0,
                    1.0,
                    -1.0,
                    1.0,
                    -1.0,
                    1.0,
                    -1.0,
                ],
            ),
            0.3,
            1,
        ),
    },
    "none": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(
                shape=[3, 4],
                dtype="float32",
                values=[
                    1.0,
                    -1.0,
                    1.0,
                    -1.0,
                    1.0,
                    -1.0,
                    1.0,
                    -1.0,
                    1.0,
                    -1.0,
                    1.0,
                    -1.0,
                ],
            ),
            0.3,
            0,
        ),
    },
    "sum": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(
                shape=[3, 4],
                dtype="float32",
                values=[
                    1.0,
                    -1.0,
                    1.0,
                    -1.0,
                    1.0,
                    -1.0,
                    1.0,
                    -1.0,
                    1.0,
                    -1.0,
                    1.0,
                    -1.0,
                ],
            ),
            0.3,
            2,
        ),
    },
    "nan": {
        "args": (
            TensorInput(shape=[3], dtype="float32", values=[float("nan"), 1.0, 2.0]),
            TensorInput(shape=[3], dtype="float32", values=[0.0, float("nan"), 1.0]),
            TensorInput(shape=[3], dtype="float32", values=[1.0, -1.0, 1.0]),
            0.3,
            0,
        ),
    },
    "empty_mean": {
        "args": (
            TensorInput(shape=[0], dtype="float32", values=[]),
            TensorInput(shape=[0], dtype="float32", values=[]),
            TensorInput(shape=[0], dtype="float32", values=[]),
            0.3,
            1,
        ),
    },
    "uint8_wraps": {
        "args": (
            TensorInput(shape=[3], dtype="uint8", values=[1, 5, 253]),
            TensorInput(shape=[3], dtype="uint8", values=[2, 2, 2]),
            TensorInput(shape=[3], dtype="uint8", values=[1, 255, 1]),
            1.7,
            0,
        ),
    },
    "int64_mean": {
        "args": (
            TensorInput(shape=[3, 4], dtype="int64", low=-5.0, high=5.0),
            TensorInput(shape=[3, 4], dtype="int64", low=-5.0, high=5.0),
            TensorInput(shape=[3, 4], dtype="int64", low=-1.0, high=1.0),
            0.3,
            1,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_margin_ranking_loss(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::margin_ranking_loss",
        **CASES[case],
        mapping="margin_ranking_loss",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "margin_ranking_loss.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::margin_ranking_loss", {}))
def test_margin_ranking_loss_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::margin_ranking_loss",
        mapping="margin_ranking_loss",
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
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
