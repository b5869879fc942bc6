"""Parity test of linalg_eigh: aten::linalg_eigh -> ONNX ReduceSum + Identity + Shape + Gather + Slice + Concat + Reshape + Cast + Range + Unsqueeze + LessOrEqual + GreaterOrEqual + Transpose + Where + Mod + Add + Div + Sub + Pad + Equal + ArgMax + GatherElements + Expand + Mul + Abs + Sqrt + Less + MatMul + TopK + Sign, with both exporters.

Generated from mappings/aten/linalg_eigh.yaml by `opmapgen build`; do not edit.
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
            "L",
        ),
    },
    "upper": {
        "args": (
            TensorInput(
                shape=[1, 4, 4],
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
            "U",
        ),
    },
    "one_by_one": {
        "args": (TensorInput(shape=[1, 1], dtype="float32", values=[-3.0]), "L"),
    },
    "two_by_two": {
        "args": (
            TensorInput(shape=[2, 2], dtype="float32", values=[2.0, 7.0, 1.0, -1.0]),
            "L",
        ),
    },
    "diagonal": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[3.0, 0.0, 0.0, 0.0, -1.0, 0.0, 0.0, 0.0, 2.0],
            ),
            "L",
        ),
    },
    "batch_odd": {
        "args": (
            TensorInput(shape=[2, 3, 5, 5], dtype="float32", low=-2.0, high=2.0),
            "L",
        ),
    },
    "float64_upper": {
        "args": (
            TensorInput(shape=[4, 6, 6], dtype="float64", low=-2.0, high=2.0),
            "U",
        ),
    },
    "empty_batch": {
        "args": (TensorInput(shape=[0, 3, 3], dtype="float32", low=0.0, high=1.0), "L"),
    },
    "no_rows": {
        "args": (TensorInput(shape=[2, 0, 0], dtype="float32", low=0.0, high=1.0), "L"),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 14), ("torchscript", 17), ("dynamo", 18)],
)
def test_linalg_eigh(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_eigh",
        **CASES[case],
        mapping="linalg_eigh",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_eigh.onnx",
        reference="opmapgen.runtime.references:signed_eigh",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::linalg_eigh", {}))
def test_linalg_eigh_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_eigh",
        mapping="linalg_eigh",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (14, 17, 20), "dynamo": (18,)},
        reference="opmapgen.runtime.references:signed_eigh",
        export=export,
    )
