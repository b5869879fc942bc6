"""Parity test of sum_dim: aten::sum.dim_IntList -> ONNX Cast + Identity + ReduceSum, with both exporters.

Generated from mappings/aten/sum_dim.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 3, 4], dtype="float32", low=-3.0, high=3.0),
            [1],
            False,
        ),
        "kwargs": {"dtype": None},
    },
    "all_dims": {
        "args": (
            TensorInput(shape=[2, 3, 4], dtype="float32", low=-3.0, high=3.0),
            None,
            False,
        ),
        "kwargs": {"dtype": None},
    },
    "two_dims_keepdim": {
        "args": (
            TensorInput(shape=[2, 3, 4], dtype="float32", low=-3.0, high=3.0),
            [0, 2],
            True,
        ),
        "kwargs": {"dtype": None},
    },
    "zero_dim": {
        "args": (TensorInput(shape=[], dtype="float32", values=[2.5]), [0], True),
        "kwargs": {"dtype": None},
    },
    "to_float64": {
        "args": (
            TensorInput(shape=[2, 3, 4], dtype="float32", low=-3.0, high=3.0),
            [-1],
            False,
        ),
        "kwargs": {"dtype": "float64"},
    },
    "bool": {
        "args": (
            TensorInput(shape=[3, 5], dtype="bool", low=0.0, high=1.0),
            [0],
            False,
        ),
        "kwargs": {"dtype": None},
    },
    "int8_wraps": {
        "args": (
            TensorInput(shape=[4, 3], dtype="int8", low=100.0, high=127.0),
            [0],
            False,
        ),
        "kwargs": {"dtype": "int8"},
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_sum_dim(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::sum.dim_IntList",
        **CASES[case],
        mapping="sum_dim",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "sum_dim.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::sum.dim_IntList", {}))
def test_sum_dim_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::sum.dim_IntList",
        mapping="sum_dim",
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
        delegates=True,
        export=export,
    )
