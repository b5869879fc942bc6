"""Parity test of l1_loss: aten::l1_loss -> ONNX Cast + Sub + Abs + Identity + ReduceSum + Size + Div + Squeeze, with both exporters.

Generated from mappings/aten/l1_loss.yaml by `opmapgen build`; do not edit.
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
            1,
        ),
    },
    "none": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            0,
        ),
    },
    "sum": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
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
            1,
        ),
    },
    "empty_mean": {
        "args": (
            TensorInput(shape=[0, 3], dtype="float32", values=[]),
            TensorInput(shape=[0, 3], dtype="float32", values=[]),
            1,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_l1_loss(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::l1_loss",
        **CASES[case],
        mapping="l1_loss",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "l1_loss.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::l1_loss", {}))
def test_l1_loss_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::l1_loss",
        mapping="l1_loss",
        dtype=dtype,
        dtypes=("float16", "float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
