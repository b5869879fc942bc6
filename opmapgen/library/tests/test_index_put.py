"""Parity test of index_put: aten::index_put -> ONNX NonZero + Transpose + Shape + Slice + Concat + Cast + Expand + ScatterND + Gather + Less + Add + Where + Unsqueeze, with both exporters.

Generated from mappings/aten/index_put.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[5, 3], dtype="float32", low=-2.0, high=2.0),
            [TensorInput(dtype="int64", values=[0, 1, 1, -1])],
            TensorInput(shape=[4, 3], dtype="float32", low=-2.0, high=2.0),
            True,
        ),
    },
    "broadcast_values": {
        "args": (
            TensorInput(shape=[5, 3], dtype="float32", low=-2.0, high=2.0),
            [TensorInput(dtype="int64", values=[2, 2, 2, 0])],
            TensorInput(shape=[3], dtype="float32", low=-2.0, high=2.0),
            True,
        ),
    },
    "two_indices": {
        "args": (
            TensorInput(shape=[4, 3, 2], dtype="float32", low=-2.0, high=2.0),
            [
                TensorInput(dtype="int64", values=[0, 3, 3, -4]),
                TensorInput(dtype="int64", values=[1, 2, 2, 1]),
            ],
            TensorInput(shape=[4, 2], dtype="float32", low=-2.0, high=2.0),
            True,
        ),
    },
    "broadcast_indices": {
        "args": (
            TensorInput(shape=[4, 3], dtype="float32", low=-2.0, high=2.0),
            [
                TensorInput(shape=[2, 1], dtype="int32", values=[1, 1]),
                TensorInput(dtype="int64", values=[0, 2, 2]),
            ],
            TensorInput(shape=[1], dtype="float32", low=-2.0, high=2.0),
            True,
        ),
    },
    "three_indices": {
        "args": (
            TensorInput(shape=[2, 3, 4], dtype="float64", low=-2.0, high=2.0),
            [
                TensorInput(dtype="int64", values=[1, 1, 0]),
                TensorInput(dtype="int64", values=[2, 2, 0]),
                TensorInput(dtype="int64", values=[3, -1, 0]),
            ],
            TensorInput(shape=[3], dtype="float64", low=-2.0, high=2.0),
            True,
        ),
    },
    "mask": {
        "args": (
            TensorInput(shape=[4, 3], dtype="float32", low=-2.0, high=2.0),
            [TensorInput(dtype="bool", values=[True, False, True, True])],
            TensorInput(shape=[3], dtype="float32", low=-2.0, high=2.0),
            False,
        ),
    },
    "mask_accumulate": {
        "args": (
            TensorInput(shape=[2, 2, 3], dtype="float32", low=-2.0, high=2.0),
            [TensorInput(shape=[2, 2], dtype="bool", values=[True, False, True, True])],
            TensorInput(shape=[3, 3], dtype="float32", low=-2.0, high=2.0),
            True,
        ),
    },
    "not_accumulate": {
        "args": (
            TensorInput(shape=[5, 3], dtype="float32", low=-2.0, high=2.0),
            [TensorInput(dtype="int32", values=[0, 2, -1])],
            TensorInput(shape=[3, 3], dtype="float32", low=-2.0, high=2.0),
            False,
        ),
    },
    "float16": {
        "args": (
            TensorInput(shape=[5, 3], dtype="float16", low=-2.0, high=2.0),
            [TensorInput(dtype="int64", values=[0, 1, 1, -1])],
            TensorInput(shape=[4, 3], dtype="float16", low=-2.0, high=2.0),
            True,
        ),
    },
    "bool": {
        "args": (
            TensorInput(dtype="bool", values=[False, True, False]),
            [TensorInput(dtype="int64", values=[0, 0, 2])],
            TensorInput(dtype="bool", values=[True, False, False]),
            True,
        ),
    },
    "int64": {
        "args": (
            TensorInput(shape=[5, 2], dtype="int64", low=-9.0, high=9.0),
            [TensorInput(shape=[2, 2], dtype="int32", values=[4, 4, 4, 0])],
            TensorInput(shape=[2, 2, 2], dtype="int64", low=-9.0, high=9.0),
            True,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 16),
        ("torchscript", 17),
        ("torchscript", 20),
        ("dynamo", 18),
        ("dynamo", 20),
    ],
)
def test_index_put(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::index_put",
        **CASES[case],
        mapping="index_put",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "index_put.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::index_put", {}))
def test_index_put_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::index_put",
        mapping="index_put",
        dtype=dtype,
        dtypes=(
            "float16",
            "bfloat16",
            "float32",
            "float64",
            "int64",
            "int32",
            "int16",
            "int8",
            "uint8",
            "bool",
        ),
        by_input={"indices": ("int64", "int32", "bool")},
        opsets={"torchscript": (16, 17), "dynamo": (18, 20)},
        delegates=True,
        export=export,
    )
