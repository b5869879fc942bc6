"""Parity test of native_group_norm: aten::native_group_norm -> ONNX Cast + Identity + Reshape + ReduceSum + CastLike + Div + Sub + Mul + Add + Sqrt + Unsqueeze + Shape, with both exporters.

Generated from mappings/aten/native_group_norm.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 6, 3, 2], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[6], dtype="float32", low=0.5, high=1.5),
            TensorInput(shape=[6], dtype="float32", low=-0.5, high=0.5),
            2,
            6,
            6,
            3,
            1e-05,
        ),
    },
    "no_affine_3d": {
        "args": (
            TensorInput(shape=[3, 4, 5], dtype="float32", low=-2.0, high=2.0),
            None,
            None,
            3,
            4,
            5,
            2,
            1e-05,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 15), ("torchscript", 17), ("dynamo", 18)],
)
def test_native_group_norm(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::native_group_norm",
        **CASES[case],
        mapping="native_group_norm",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "native_group_norm.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::native_group_norm", {}))
def test_native_group_norm_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::native_group_norm",
        mapping="native_group_norm",
        dtype=dtype,
        dtypes=("float16", "float32", "float64"),
        opsets={"torchscript": (15, 17), "dynamo": (18,)},
        export=export,
    )
