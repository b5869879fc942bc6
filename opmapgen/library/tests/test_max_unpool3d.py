"""Parity test of max_unpool3d: aten::max_unpool3d -> ONNX Cast + Shape + Slice + Concat + ReduceProd + ConstantOfShape + Reshape + ScatterElements, with both exporters.

Generated from mappings/aten/max_unpool3d.yaml by `opmapgen build`; do not edit.
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
                shape=[1, 2, 1, 2, 2],
                dtype="float32",
                values=[5.0, -1.0, 2.5, 7.0, 0.5, 3.0, -2.0, 4.0],
            ),
            TensorInput(
                shape=[1, 2, 1, 2, 2],
                dtype="int64",
                values=[0, 3, 9, 14, 5, 6, 8, 15],
            ),
            [2, 2, 4],
            [2, 2, 2],
            [0, 0, 0],
        ),
    },
    "unbatched_overlap": {
        "args": (
            TensorInput(
                shape=[2, 1, 1, 3],
                dtype="float32",
                values=[1.5, 1.5, -3.0, 2.0, 2.0, 6.0],
            ),
            TensorInput(shape=[2, 1, 1, 3], dtype="int64", values=[4, 4, 0, 7, 7, 11]),
            [1, 3, 4],
            [1, 1, 1],
            [0, 0, 0],
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_max_unpool3d(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::max_unpool3d",
        **CASES[case],
        mapping="max_unpool3d",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "max_unpool3d.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::max_unpool3d", {}))
def test_max_unpool3d_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::max_unpool3d",
        mapping="max_unpool3d",
        dtype=dtype,
        dtypes=("float16", "float32", "float64", "int64"),
        opsets={"torchscript": (11, 17, 20), "dynamo": (18,)},
        export=export,
    )
