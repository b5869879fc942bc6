"""Parity test of mean_dim: aten::mean.dim -> ONNX Cast + Identity + ReduceMean, with both exporters.

Generated from mappings/aten/mean_dim.yaml by `opmapgen build`; do not edit.
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
    "float16": {
        "args": (
            TensorInput(shape=[3, 50], dtype="float16", low=0.0, high=60000.0),
            [1],
            False,
        ),
        "kwargs": {"dtype": None},
    },
    "int64_to_float32": {
        "args": (
            TensorInput(shape=[3, 5], dtype="int64", low=-100.0, high=100.0),
            [0],
            False,
        ),
        "kwargs": {"dtype": "float32"},
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("torchscript", 18), ("dynamo", 18)],
)
def test_mean_dim(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::mean.dim",
        **CASES[case],
        mapping="mean_dim",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "mean_dim.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::mean.dim", {}))
def test_mean_dim_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::mean.dim",
        mapping="mean_dim",
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
        opsets={"torchscript": (13, 17, 18), "dynamo": (18,)},
        delegates=True,
        export=export,
    )
