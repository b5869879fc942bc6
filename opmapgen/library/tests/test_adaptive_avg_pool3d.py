"""Parity test of adaptive_avg_pool3d: aten::adaptive_avg_pool3d -> ONNX Identity + Gather + Shape + Range + Mul + Div + Add + Sub + Unsqueeze + GreaterOrEqual + Less + And + Where + ReduceSum + Cast, with both exporters.

Generated from mappings/aten/adaptive_avg_pool3d.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[1, 2, 5, 7, 6], dtype="float32", low=-3.0, high=3.0),
            [2, 3, 4],
        ),
    },
    "unbatched_divisible": {
        "args": (
            TensorInput(shape=[2, 4, 6, 8], dtype="float32", low=-3.0, high=3.0),
            [2, 3, 1],
        ),
    },
    "inf": {
        "args": (
            TensorInput(
                shape=[1, 1, 2, 2, 2],
                dtype="float32",
                values=[1.0, float("inf"), 2.0, 3.0, 4.0, 5.0, 6.0, 7.0],
            ),
            [2, 1, 2],
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_adaptive_avg_pool3d(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::adaptive_avg_pool3d",
        **CASES[case],
        mapping="adaptive_avg_pool3d",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "adaptive_avg_pool3d.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::adaptive_avg_pool3d", {}))
def test_adaptive_avg_pool3d_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::adaptive_avg_pool3d",
        mapping="adaptive_avg_pool3d",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
