"""Parity test of scatter_reduce: aten::scatter_reduce.two -> ONNX Unsqueeze + Cast + Identity + Shape + Expand + ScatterElements + Equal + Where + Div + Mul + Sub + Less + Squeeze + Slice + Not + Greater, with both exporters.

Generated from mappings/aten/scatter_reduce.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 5], dtype="float32", low=-3.0, high=3.0),
            1,
            TensorInput(
                shape=[3, 3],
                dtype="int64",
                values=[0, 0, 2, 1, 1, 1, 4, 0, 4],
            ),
            TensorInput(shape=[3, 4], dtype="float32", low=-3.0, high=3.0),
            "sum",
        ),
        "kwargs": {"include_self": False},
    },
    "prod_with_self": {
        "args": (
            TensorInput(shape=[3, 5], dtype="float32", low=-3.0, high=3.0),
            1,
            TensorInput(
                shape=[3, 3],
                dtype="int64",
                values=[0, 0, 2, 1, 1, 1, 4, 0, 4],
            ),
            TensorInput(shape=[3, 4], dtype="float32", low=-3.0, high=3.0),
            "prod",
        ),
        "kwargs": {"include_self": True},
    },
    "mean_int64": {
        "args": (
            TensorInput(shape=[3, 5], dtype="int64", low=-9.0, high=9.0),
            1,
            TensorInput(
                shape=[3, 3],
                dtype="int64",
                values=[0, 0, 2, 1, 1, 1, 4, 0, 4],
            ),
            TensorInput(shape=[3, 4], dtype="int64", low=-9.0, high=9.0),
            "mean",
        ),
        "kwargs": {"include_self": False},
    },
    "amax": {
        "args": (
            TensorInput(shape=[3, 5], dtype="float32", low=-3.0, high=3.0),
            1,
            TensorInput(
                shape=[3, 3],
                dtype="int64",
                values=[0, 0, 2, 1, 1, 1, 4, 0, 4],
            ),
            TensorInput(shape=[3, 4], dtype="float32", low=-3.0, high=3.0),
            "amax",
        ),
        "kwargs": {"include_self": False},
        "refused_below": 18,
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 16), ("torchscript", 17), ("torchscript", 18), ("dynamo", 18)],
)
def test_scatter_reduce(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::scatter_reduce.two",
        **CASES[case],
        mapping="scatter_reduce",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "scatter_reduce.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::scatter_reduce.two", {}))
def test_scatter_reduce_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::scatter_reduce.two",
        mapping="scatter_reduce",
        dtype=dtype,
        dtypes=("uint8", "int8", "int16", "int32", "int64", "float32", "float64"),
        opsets={"torchscript": (16, 17, 18), "dynamo": (18,)},
        export=export,
    )
