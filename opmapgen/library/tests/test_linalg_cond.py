"""Parity test of linalg_cond: aten::linalg_cond -> ONNX Cast + Shape + Slice + Expand + com.microsoft::Inverse + Abs + ReduceSum + Concat + Gather + Reshape + Neg + TopK + Identity + Less + Where + Mul + IsNaN + Squeeze + Min + Max + Sub + Pad + Greater + Transpose + Range + Unsqueeze + ArgMax + Equal + Sqrt + Div + GreaterOrEqual + Add + Mod + GatherElements + MatMul, with both exporters.

Generated from mappings/aten/linalg_cond.yaml by `opmapgen build`; do not edit.
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
                shape=[4, 4],
                dtype="float32",
                values=[
                    4.0,
                    1.0,
                    -2.0,
                    2.0,
                    1.0,
                    2.0,
                    0.0,
                    1.0,
                    -2.0,
                    0.0,
                    3.0,
                    -2.0,
                    2.0,
                    1.0,
                    -2.0,
                    -1.0,
                ],
            ),
            None,
        ),
    },
    "two": {
        "args": (
            TensorInput(
                shape=[2, 3, 3],
                dtype="float32",
                values=[
                    3.0,
                    1.0,
                    -0.5,
                    0.5,
                    2.5,
                    1.0,
                    -1.0,
                    0.5,
                    4.0,
                    1.0,
                    0.2,
                    0.1,
                    -0.3,
                    2.0,
                    0.4,
                    0.5,
                    -0.6,
                    1.5,
                ],
            ),
            2,
        ),
    },
    "minus_two": {
        "args": (TensorInput(shape=[2, 5, 3], dtype="float64", low=-2.0, high=2.0), -2),
    },
    "wide": {
        "args": (TensorInput(shape=[3, 6], dtype="float32", low=-2.0, high=2.0), None),
    },
    "one_by_one": {
        "args": (TensorInput(shape=[1, 1], dtype="float32", values=[-3.0]), None),
    },
    "empty": {
        "args": (
            TensorInput(shape=[2, 0, 0], dtype="float32", low=0.0, high=1.0),
            None,
        ),
    },
    "zeros": {
        "args": (
            TensorInput(shape=[2, 2], dtype="float32", values=[0.0, 0.0, 0.0, 0.0]),
            None,
        ),
    },
    "one": {
        "args": (
            TensorInput(
                shape=[2, 3, 3],
                dtype="float32",
                values=[
                    3.0,
                    1.0,
                    -0.5,
                    0.5,
                    2.5,
                    1.0,
                    -1.0,
                    0.5,
                    4.0,
                    1.0,
                    0.2,
                    0.1,
                    -0.3,
                    2.0,
                    0.4,
                    0.5,
                    -0.6,
                    1.5,
                ],
            ),
            1,
        ),
    },
    "minus_one": {
        "args": (
            TensorInput(
                shape=[2, 3, 3],
                dtype="float64",
                values=[
                    3.0,
                    1.0,
                    -0.5,
                    0.5,
                    2.5,
                    1.0,
                    -1.0,
                    0.5,
                    4.0,
                    1.0,
                    0.2,
                    0.1,
                    -0.3,
                    2.0,
                    0.4,
                    0.5,
                    -0.6,
                    1.5,
                ],
            ),
            -1,
        ),
    },
    "inf": {
        "args": (
            TensorInput(
                shape=[4, 4],
                dtype="float64",
                values=[
                    4.0,
                    1.0,
                    -2.0,
                    2.0,
                    1.0,
                    2.0,
                    0.0,
                    1.0,
                    -2.0,
                    0.0,
                    3.0,
                    -2.0,
                    2.0,
                    1.0,
                    -2.0,
                    -1.0,
                ],
            ),
            float("inf"),
        ),
    },
    "minus_inf": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[3.0, 1.0, -0.5, 0.5, 2.5, 1.0, -1.0, 0.5, 4.0],
            ),
            float("-inf"),
        ),
    },
    "singular_one": {
        "args": (
            TensorInput(shape=[2, 2], dtype="float32", values=[1.0, 2.0, 2.0, 4.0]),
            1,
        ),
    },
    "zeros_inf": {
        "args": (
            TensorInput(shape=[2, 2], dtype="float32", values=[0.0, 0.0, 0.0, 0.0]),
            float("inf"),
        ),
    },
    "empty_one": {
        "args": (TensorInput(shape=[2, 0, 0], dtype="float32", low=0.0, high=1.0), 1),
    },
    "nan_minus_one": {
        "args": (
            TensorInput(
                shape=[2, 2],
                dtype="float32",
                values=[float("nan"), 0.0, 0.0, 1.0],
            ),
            -1,
        ),
    },
    "inf_entry": {
        "args": (
            TensorInput(
                shape=[2, 2, 2],
                dtype="float32",
                values=[float("inf"), 0.0, 0.0, 1.0, 2.0, 1.0, 1.0, 3.0],
            ),
            -1,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 14), ("torchscript", 17), ("dynamo", 18)],
)
def test_linalg_cond(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_cond",
        **CASES[case],
        mapping="linalg_cond",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_cond.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::linalg_cond", {}))
def test_linalg_cond_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_cond",
        mapping="linalg_cond",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (14, 17, 20), "dynamo": (18,)},
        delegates=True,
        export=export,
    )
