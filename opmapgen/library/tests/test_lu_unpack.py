"""Parity test of lu_unpack: aten::lu_unpack -> ONNX Shape + Slice + Gather + Range + Unsqueeze + Squeeze + Cast + Sub + Mul + Reshape + IsNaN + Where + ReduceSum + Add + Equal + Identity + Greater + LessOrEqual, with both exporters.

Generated from mappings/aten/lu_unpack.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 3, 3], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[2, 3], dtype="int32", values=[2, 3, 3, 1, 3, 3]),
        ),
    },
    "float64": {
        "args": (
            TensorInput(shape=[4, 4], dtype="float64", low=-2.0, high=2.0),
            TensorInput(shape=[4], dtype="int32", values=[4, 2, 4, 4]),
        ),
    },
    "tall": {
        "args": (
            TensorInput(shape=[5, 3], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3], dtype="int32", values=[5, 2, 5]),
        ),
    },
    "wide": {
        "args": (
            TensorInput(shape=[2, 3, 5], dtype="float64", low=-2.0, high=2.0),
            TensorInput(shape=[2, 3], dtype="int32", values=[3, 3, 3, 1, 2, 3]),
        ),
    },
    "no_pivots": {
        "args": (
            TensorInput(shape=[2, 3, 3], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[2, 3], dtype="int32", values=[2, 3, 3, 1, 3, 3]),
        ),
        "kwargs": {"unpack_pivots": False},
    },
    "no_data": {
        "args": (
            TensorInput(shape=[2, 3, 3], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[2, 3], dtype="int32", values=[2, 3, 3, 1, 3, 3]),
            False,
        ),
    },
    "neither": {
        "args": (
            TensorInput(shape=[2, 3, 3], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[2, 3], dtype="int32", values=[2, 3, 3, 1, 3, 3]),
            False,
            False,
        ),
    },
    "one_by_one": {
        "args": (
            TensorInput(shape=[1, 1], dtype="float32", values=[-2.5]),
            TensorInput(shape=[1], dtype="int32", values=[1]),
        ),
    },
    "empty_batch": {
        "args": (
            TensorInput(shape=[0, 3, 3], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[0, 3], dtype="int32", low=1.0, high=3.0),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_lu_unpack(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::lu_unpack",
        **CASES[case],
        mapping="lu_unpack",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "lu_unpack.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::lu_unpack", {}))
def test_lu_unpack_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::lu_unpack",
        mapping="lu_unpack",
        dtype=dtype,
        dtypes=("float32", "float64", "int32"),
        by_input={"LU_data": ("float32", "float64"), "LU_pivots": ("int32",)},
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
