"""Parity test of select_scatter: aten::select_scatter -> ONNX Slice + Identity + Cast + Unsqueeze + Concat, with both exporters.

Generated from mappings/aten/select_scatter.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4, 5], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[3, 5], dtype="float32", low=-4.0, high=4.0),
            1,
            2,
        ),
    },
    "last": {
        "args": (
            TensorInput(shape=[3, 4, 5], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[3, 5], dtype="float32", low=-4.0, high=4.0),
            1,
            -1,
        ),
    },
    "negative_first_dim": {
        "args": (
            TensorInput(shape=[3, 4, 5], dtype="int64", low=-9.0, high=9.0),
            TensorInput(shape=[4, 5], dtype="int64", low=-9.0, high=9.0),
            -3,
            -3,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_select_scatter(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::select_scatter",
        **CASES[case],
        mapping="select_scatter",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "select_scatter.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::select_scatter", {}))
def test_select_scatter_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::select_scatter",
        mapping="select_scatter",
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
