"""Parity test of linalg_qr: aten::linalg_qr -> ONNX Shape + Gather + Min + Squeeze + Range + Unsqueeze + Reshape + Slice + ReduceSum + Equal + Cast + Add + Identity + Mul + Greater + Where + Abs + TopK + Div + Sqrt + Max + GreaterOrEqual + Sub + MatMul + Less + LessOrEqual + Concat + Expand, with both exporters.

Generated from mappings/aten/linalg_qr.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[5, 3], dtype="float32", low=-3.0, high=3.0),
            "reduced",
        ),
    },
    "complete": {
        "args": (
            TensorInput(shape=[2, 5, 3], dtype="float32", low=-3.0, high=3.0),
            "complete",
        ),
    },
    "r": {
        "args": (
            TensorInput(shape=[2, 1, 4, 4], dtype="float64", low=-3.0, high=3.0),
            "r",
        ),
    },
    "wide": {
        "args": (
            TensorInput(shape=[3, 5], dtype="float64", low=-3.0, high=3.0),
            "reduced",
        ),
    },
    "wide_complete": {
        "args": (
            TensorInput(shape=[2, 3, 5], dtype="float32", low=-3.0, high=3.0),
            "complete",
        ),
    },
    "wide_r": {
        "args": (TensorInput(shape=[2, 6], dtype="float32", low=-3.0, high=3.0), "r"),
    },
    "zero_columns": {
        "args": (
            TensorInput(
                shape=[4, 4],
                dtype="float32",
                values=[
                    1.0,
                    0.0,
                    -2.0,
                    3.0,
                    2.0,
                    0.0,
                    0.0,
                    1.0,
                    -1.0,
                    0.0,
                    0.0,
                    5.0,
                    0.5,
                    0.0,
                    0.0,
                    -4.0,
                ],
            ),
            "complete",
        ),
    },
    "repeated_columns": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float64",
                values=[1.0, 1.0, 1.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0],
            ),
            "complete",
        ),
    },
    "hilbert": {
        "args": (
            TensorInput(
                shape=[5, 5],
                dtype="float64",
                values=[
                    1.0,
                    0.5,
                    0.3333333333333333,
                    0.25,
                    0.2,
                    0.5,
                    0.3333333333333333,
                    0.25,
                    0.2,
                    0.16666666666666666,
                    0.3333333333333333,
                    0.25,
                    0.2,
                    0.16666666666666666,
                    0.14285714285714285,
                    0.25,
                    0.2,
                    0.16666666666666666,
                    0.14285714285714285,
                    0.125,
                    0.2,
                    0.16666666666666666,
                    0.14285714285714285,
                    0.125,
                    0.1111111111111111,
                ],
            ),
            "reduced",
        ),
    },
    "one_by_one": {
        "args": (TensorInput(shape=[1, 1], dtype="float32", values=[-2.5]), "complete"),
    },
    "row": {
        "args": (
            TensorInput(shape=[1, 3], dtype="float32", values=[0.0, 3.0, -4.0]),
            "reduced",
        ),
    },
    "column": {
        "args": (
            TensorInput(shape=[3, 1], dtype="float32", values=[0.0, 3.0, -4.0]),
            "complete",
        ),
    },
    "empty_batch": {
        "args": (
            TensorInput(shape=[0, 3, 2], dtype="float32", low=-3.0, high=3.0),
            "complete",
        ),
    },
    "no_columns": {
        "args": (
            TensorInput(shape=[3, 0], dtype="float32", low=-3.0, high=3.0),
            "complete",
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_linalg_qr(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_qr",
        **CASES[case],
        mapping="linalg_qr",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_qr.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::linalg_qr", {}))
def test_linalg_qr_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_qr",
        mapping="linalg_qr",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
