"""Parity test of as_strided: aten::as_strided -> ONNX Cast + Shape + Expand + NonZero + Unsqueeze + Mul + ReduceSum + Reshape + ScatterElements + Add + Identity + Gather, with both exporters.

Generated from mappings/aten/as_strided.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[4, 6], dtype="float32", low=-2.0, high=2.0),
            [3, 3],
            [2, 5],
        ),
    },
    "offset": {
        "args": (
            TensorInput(shape=[4, 6], dtype="float32", low=-2.0, high=2.0),
            [3, 3],
            [2, 5],
            1,
        ),
    },
    "three_dims": {
        "args": (
            TensorInput(shape=[4, 6], dtype="float32", low=-2.0, high=2.0),
            [2, 3, 2],
            [6, 1, 3],
        ),
    },
    "overlapping": {
        "args": (
            TensorInput(shape=[4, 6], dtype="float32", low=-2.0, high=2.0),
            [5, 4],
            [4, 1],
        ),
    },
    "transposed": {
        "args": (
            TensorInput(
                shape=[4, 6],
                dtype="float32",
                low=-2.0,
                high=2.0,
                layout=[1, 0],
            ),
            [3, 3],
            [2, 5],
        ),
    },
    "chunks": {
        "args": (
            TensorInput(
                shape=[2, 4, 4, 3],
                dtype="float32",
                low=-2.0,
                high=2.0,
                layout=[1, 2, 0, 3],
            ),
            [2, 7, 4, 3],
            [3, 12, 6, 1],
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_as_strided(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::as_strided",
        **CASES[case],
        mapping="as_strided",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "as_strided.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::as_strided", {}))
def test_as_strided_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::as_strided",
        mapping="as_strided",
        dtype=dtype,
        dtypes=(
            "bool",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "float16",
            "float32",
            "float64",
            "bfloat16",
        ),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
