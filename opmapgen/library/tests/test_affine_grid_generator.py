"""Parity test of affine_grid_generator: aten::affine_grid_generator -> ONNX Identity + Gather + Range + Sub + Cast + Div + Mul + Less + Where + Greater + Transpose + Unsqueeze + Slice + Reshape + Add + Max, with both exporters.

Generated from mappings/aten/affine_grid_generator.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 2, 3], dtype="float32", low=-2.0, high=2.0),
            [2, 3, 4, 5],
            False,
        ),
    },
    "align_corners": {
        "args": (
            TensorInput(shape=[2, 2, 3], dtype="float32", low=-2.0, high=2.0),
            [2, 3, 5, 1],
            True,
        ),
    },
    "double": {
        "args": (
            TensorInput(shape=[1, 2, 3], dtype="float64", low=-2.0, high=2.0),
            [1, 1, 3, 6],
            True,
        ),
    },
    "single_row": {
        "args": (
            TensorInput(shape=[2, 2, 3], dtype="float32", low=-2.0, high=2.0),
            [2, 1, 1, 7],
            False,
        ),
    },
    "half": {
        "args": (
            TensorInput(shape=[2, 2, 3], dtype="float16", low=-20.0, high=20.0),
            [2, 3, 7, 13],
            False,
        ),
    },
    "half_align_corners": {
        "args": (
            TensorInput(shape=[1, 2, 3], dtype="float16", low=-20.0, high=20.0),
            [1, 1, 11, 39],
            True,
        ),
    },
    "half_large": {
        "args": (
            TensorInput(shape=[1, 2, 3], dtype="float16", low=-2.0, high=2.0),
            [1, 1, 2, 2051],
            False,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_affine_grid_generator(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::affine_grid_generator",
        **CASES[case],
        mapping="affine_grid_generator",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "affine_grid_generator.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::affine_grid_generator", {}))
def test_affine_grid_generator_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::affine_grid_generator",
        mapping="affine_grid_generator",
        dtype=dtype,
        dtypes=("float16", "float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
