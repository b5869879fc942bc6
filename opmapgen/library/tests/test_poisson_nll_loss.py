"""Parity test of poisson_nll_loss: aten::poisson_nll_loss -> ONNX Cast + Exp + Mul + Sub + Add + Log + LessOrEqual + Where + Identity + ReduceSum + Size + Div + Squeeze + Sum, with both exporters.

Generated from mappings/aten/poisson_nll_loss.yaml by `opmapgen build`; do not edit.
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
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=4.0),
            True,
            False,
            1e-08,
            1,
        ),
    },
    "none_full": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=4.0),
            True,
            True,
            1e-08,
            0,
        ),
    },
    "not_log_sum": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=3.0),
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=4.0),
            False,
            True,
            1e-08,
            2,
        ),
    },
    "empty_mean": {
        "args": (
            TensorInput(shape=[0], dtype="float32", values=[]),
            TensorInput(shape=[0], dtype="float32", values=[]),
            True,
            False,
            1e-08,
            1,
        ),
    },
    "int64": {
        "args": (
            TensorInput(shape=[3, 4], dtype="int64", low=0.0, high=3.0),
            TensorInput(shape=[3, 4], dtype="int64", low=0.0, high=4.0),
            True,
            True,
            1e-08,
            0,
        ),
    },
    "zero_input_not_log": {
        "args": (
            TensorInput(shape=[4], dtype="float32", values=[0.0, 0.0, 1.0, 2.0]),
            TensorInput(shape=[4], dtype="float32", values=[1.0, 3.0, 0.0, 2.0]),
            False,
            False,
            1e-08,
            0,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_poisson_nll_loss(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::poisson_nll_loss",
        **CASES[case],
        mapping="poisson_nll_loss",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "poisson_nll_loss.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::poisson_nll_loss", {}))
def test_poisson_nll_loss_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::poisson_nll_loss",
        mapping="poisson_nll_loss",
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
