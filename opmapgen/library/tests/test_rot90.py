"""Parity test of rot90: aten::rot90 -> ONNX Identity + Slice + Transpose, with both exporters.

Generated from mappings/aten/rot90.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 3, 4], dtype="float32", low=-4.0, high=4.0),
            1,
            [0, 1],
        ),
    },
    "three_turns_last_dims": {
        "args": (
            TensorInput(shape=[2, 3, 4], dtype="float32", low=-4.0, high=4.0),
            3,
            [-1, 1],
        ),
    },
    "two_turns": {
        "args": (
            TensorInput(shape=[2, 3, 4], dtype="float32", low=-4.0, high=4.0),
            -2,
            [2, 0],
        ),
    },
    "none": {
        "args": (
            TensorInput(shape=[2, 3, 4], dtype="float32", low=-4.0, high=4.0),
            4,
            [0, 2],
        ),
    },
    "images": {
        "args": (
            TensorInput(shape=[2, 3, 4, 5], dtype="int64", low=-9.0, high=9.0),
            -1,
            [-2, -1],
        ),
    },
    "video": {
        "args": (
            TensorInput(shape=[1, 2, 3, 4, 5], dtype="float32", low=-4.0, high=4.0),
            1,
            [4, 2],
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_rot90(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::rot90",
        **CASES[case],
        mapping="rot90",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "rot90.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::rot90", {}))
def test_rot90_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::rot90",
        mapping="rot90",
        dtype=dtype,
        dtypes=(
            "float16",
            "bfloat16",
            "float32",
            "float64",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "bool",
        ),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
