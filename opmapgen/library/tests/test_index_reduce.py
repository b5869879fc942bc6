"""Parity test of index_reduce: aten::index_reduce -> ONNX Unsqueeze + Shape + Size + Range + Cast + Equal + Mul + Sub + Reshape + Expand + Identity + ScatterElements + Where + Div + Less + Squeeze + Not + Greater, with both exporters.

Generated from mappings/aten/index_reduce.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[4, 3], dtype="float32", low=-3.0, high=3.0),
            1,
            TensorInput(dtype="int64", values=[0, 2, 0, 1, 0]),
            TensorInput(shape=[4, 5], dtype="float32", low=-3.0, high=3.0),
            "prod",
        ),
        "kwargs": {"include_self": True},
    },
    "amax_excluding_self": {
        "args": (
            TensorInput(shape=[4, 3], dtype="float32", low=-3.0, high=3.0),
            1,
            TensorInput(dtype="int64", values=[0, 2, 0, 1, 0]),
            TensorInput(shape=[4, 5], dtype="float32", low=-3.0, high=3.0),
            "amax",
        ),
        "kwargs": {"include_self": False},
        "refused_below": 18,
    },
    "amin": {
        "args": (
            TensorInput(shape=[4, 3], dtype="float32", low=-3.0, high=3.0),
            1,
            TensorInput(dtype="int64", values=[0, 2, 0, 1, 0]),
            TensorInput(shape=[4, 5], dtype="float32", low=-3.0, high=3.0),
            "amin",
        ),
        "kwargs": {"include_self": True},
        "refused_below": 18,
    },
    "mean_int64": {
        "args": (
            TensorInput(shape=[4, 3], dtype="int64", low=-9.0, high=9.0),
            1,
            TensorInput(dtype="int64", values=[0, 2, 0, 1, 0]),
            TensorInput(shape=[4, 5], dtype="int64", low=-9.0, high=9.0),
            "mean",
        ),
        "kwargs": {"include_self": False},
    },
    "amax_nan": {
        "args": (
            TensorInput(
                shape=[2, 3],
                dtype="float32",
                values=[1.0, float("nan"), 3.0, 4.0, 5.0, 6.0],
            ),
            1,
            TensorInput(dtype="int64", values=[0, 2, 0]),
            TensorInput(
                shape=[2, 3],
                dtype="float32",
                values=[float("nan"), 2.0, 7.0, 1.0, float("nan"), -1.0],
            ),
            "amax",
        ),
        "kwargs": {"include_self": True},
        "refused_below": 18,
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 16), ("torchscript", 17), ("torchscript", 18), ("dynamo", 18)],
)
def test_index_reduce(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::index_reduce",
        **CASES[case],
        mapping="index_reduce",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "index_reduce.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::index_reduce", {}))
def test_index_reduce_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::index_reduce",
        mapping="index_reduce",
        dtype=dtype,
        dtypes=("uint8", "int8", "int16", "int32", "int64", "float32", "float64"),
        opsets={"torchscript": (16, 17, 18), "dynamo": (18,)},
        export=export,
    )
