"""Parity test of col2im: aten::col2im -> ONNX Cast + Identity + Mul + Add + Sub + Div + Gather + Range + Reshape + ReduceProd + Shape + Slice + Concat + Transpose + ConstantOfShape + ScatterND, with both exporters.

Generated from mappings/aten/col2im.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 36, 16], dtype="float32", low=-4.0, high=4.0),
            [8, 8],
            [3, 3],
            [1, 1],
            [1, 1],
            [2, 2],
        ),
    },
    "unbatched_rect": {
        "args": (
            TensorInput(shape=[12, 12], dtype="float32", low=-4.0, high=4.0),
            [5, 7],
            [2, 3],
            [2, 1],
            [0, 1],
            [1, 2],
        ),
    },
    "volo": {
        "args": (
            TensorInput(shape=[1, 54, 196], dtype="float32", low=-4.0, high=4.0),
            [28, 28],
            [3, 3],
            [1, 1],
            [1, 1],
            [2, 2],
        ),
    },
    "half": {
        "args": (
            TensorInput(
                shape=[1, 8, 4],
                dtype="float16",
                values=[
                    1.5,
                    -2.25,
                    3.0,
                    0.75,
                    -1.0,
                    2.5,
                    -3.75,
                    4.0,
                    0.25,
                    -0.5,
                    1.25,
                    -2.0,
                    3.5,
                    -4.0,
                    2.0,
                    -1.5,
                    0.5,
                    1.0,
                    -3.0,
                    2.75,
                    -0.25,
                    3.25,
                    -1.75,
                    0.0,
                    -2.5,
                    1.75,
                    -0.75,
                    2.25,
                    -3.5,
                    3.75,
                    -1.25,
                    0.5,
                ],
            ),
            [3, 3],
            [2, 2],
            [1, 1],
            [0, 0],
            [1, 1],
        ),
    },
    "double": {
        "args": (
            TensorInput(shape=[2, 36, 16], dtype="float64", low=-4.0, high=4.0),
            [8, 8],
            [3, 3],
            [1, 1],
            [1, 1],
            [2, 2],
        ),
    },
    "infinite": {
        "args": (
            TensorInput(
                shape=[1, 4, 2],
                dtype="float32",
                values=[
                    1.0,
                    float("inf"),
                    -2.0,
                    float("nan"),
                    3.0,
                    float("-inf"),
                    0.5,
                    2.0,
                ],
            ),
            [2, 3],
            [2, 2],
            [1, 1],
            [0, 0],
            [1, 1],
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 16),
        ("torchscript", 17),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="the dynamo exporter builds at opset 18 or later, where torch's own translation converts col2im to ONNX Col2Im",
            ),
        ),
    ],
)
def test_col2im(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::col2im",
        **CASES[case],
        mapping="col2im",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "col2im.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::col2im", {}))
def test_col2im_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::col2im",
        mapping="col2im",
        dtype=dtype,
        dtypes=("float32", "float64", "float16", "int64"),
        opsets={"torchscript": (16, 17), "dynamo": ()},
        export=export,
    )
