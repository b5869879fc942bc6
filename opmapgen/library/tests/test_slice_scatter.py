"""Parity test of slice_scatter: aten::slice_scatter -> ONNX Shape + Gather + Mul + Add + Less + Where + ConstantOfShape + Cast + CumSum + Sub + Identity + ScatterElements, with both exporters.

Generated from mappings/aten/slice_scatter.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 8, 5], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[3, 3, 5], dtype="float32", low=-4.0, high=4.0),
            1,
            1,
            7,
            2,
        ),
    },
    "negative_start": {
        "args": (
            TensorInput(shape=[3, 8, 5], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[3, 3, 5], dtype="float32", low=-4.0, high=4.0),
            -2,
            -3,
            None,
            1,
        ),
    },
    "no_start": {
        "args": (
            TensorInput(shape=[6, 4], dtype="int64", low=-9.0, high=9.0),
            TensorInput(shape=[2, 4], dtype="int64", low=-9.0, high=9.0),
            0,
            None,
            4,
            3,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_slice_scatter(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::slice_scatter",
        **CASES[case],
        mapping="slice_scatter",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "slice_scatter.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::slice_scatter", {}))
def test_slice_scatter_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::slice_scatter",
        mapping="slice_scatter",
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
        opsets={"torchscript": (11, 13, 17), "dynamo": (18,)},
        dtype_opsets={"bfloat16": 13},
        export=export,
    )
