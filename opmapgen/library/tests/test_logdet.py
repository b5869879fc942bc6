"""Parity test of logdet: aten::logdet -> ONNX Einsum + Shape + Gather + Range + Unsqueeze + Mul + Slice + Concat + Cast + Expand + Less + Abs + Where + ArgMax + Max + Equal + ReduceSum + Div + Greater + And + Sub + Not + Log + Add + Squeeze, with both exporters.

Generated from mappings/aten/logdet.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(
                shape=[2, 3, 3],
                dtype="float32",
                values=[
                    4.0,
                    1.0,
                    0.5,
                    1.0,
                    3.0,
                    -1.0,
                    0.2,
                    -0.5,
                    5.0,
                    2.0,
                    -1.0,
                    0.0,
                    -1.0,
                    2.0,
                    -1.0,
                    0.0,
                    -1.0,
                    2.0,
                ],
            ),
        ),
    },
    "float64": {
        "args": (
            TensorInput(shape=[2, 2], dtype="float64", values=[1.5, 0.25, -0.5, 2.0]),
        ),
    },
    "singular": {
        "args": (
            TensorInput(
                shape=[2, 2, 2],
                dtype="float32",
                values=[1.0, 2.0, 2.0, 4.0, 0.0, 0.0, 0.0, 0.0],
            ),
        ),
    },
    "nan": {
        "args": (
            TensorInput(
                shape=[2, 2, 2],
                dtype="float32",
                values=[1.0, float("nan"), 3.0, 4.0, 1.0, 1.0, 1.0, float("nan")],
            ),
        ),
    },
    "swaps": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[0.0, 1.0, 0.0, 0.0, 0.0, 2.0, 3.0, 0.0, 0.0],
            ),
        ),
    },
    "negative": {
        "args": (
            TensorInput(
                shape=[2, 2, 2],
                dtype="float32",
                values=[0.0, 1.0, 1.0, 0.0, 2.0, 1.0, 1.0, 3.0],
            ),
        ),
    },
    "large": {
        "args": (TensorInput(shape=[60, 60], dtype="float32", low=50.0, high=150.0),),
    },
    "large_float64": {
        "args": (
            TensorInput(shape=[2, 60, 60], dtype="float64", low=-150.0, high=150.0),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_logdet(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::logdet",
        **CASES[case],
        mapping="logdet",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "logdet.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::logdet", {}))
def test_logdet_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::logdet",
        mapping="logdet",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
