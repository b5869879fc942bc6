"""Parity test of linalg_lu_factor: aten::linalg_lu_factor -> ONNX Identity + Shape + Gather + Slice + Min + Range + Unsqueeze + Squeeze + Mul + Reshape + IsNaN + Where + ReduceSum + Cast + Less + Add + Abs + ArgMax + Max + Equal + Div + Greater + And + Sub, with both exporters.

Generated from mappings/aten/linalg_lu_factor.yaml by `opmapgen build`; do not edit.
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
        "args": (TensorInput(shape=[4, 4], dtype="float64", low=-2.0, high=2.0),),
    },
    "tall": {
        "args": (TensorInput(shape=[2, 6, 3], dtype="float32", low=-2.0, high=2.0),),
    },
    "wide": {"args": (TensorInput(shape=[3, 5], dtype="float64", low=-2.0, high=2.0),)},
    "batched": {
        "args": (TensorInput(shape=[2, 3, 5, 5], dtype="float32", low=-2.0, high=2.0),),
    },
    "ties": {
        "args": (
            TensorInput(
                shape=[4, 3],
                dtype="float32",
                values=[1.0, 2.0, 3.0, -1.0, 3.0, 1.0, 1.0, -1.0, 2.0, -1.0, 0.5, 4.0],
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
    "one_by_one": {
        "args": (TensorInput(shape=[1, 1], dtype="float32", values=[-2.5]),),
    },
    "empty_batch": {
        "args": (TensorInput(shape=[0, 3, 3], dtype="float32", low=-2.0, high=2.0),),
    },
    "empty_matrix": {
        "args": (TensorInput(shape=[2, 0, 0], dtype="float32", low=-2.0, high=2.0),),
    },
    "large": {
        "args": (TensorInput(shape=[24, 24], dtype="float32", low=-1.0, high=1.0),),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_linalg_lu_factor(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_lu_factor",
        **CASES[case],
        mapping="linalg_lu_factor",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_lu_factor.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::linalg_lu_factor", {}))
def test_linalg_lu_factor_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_lu_factor",
        mapping="linalg_lu_factor",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
