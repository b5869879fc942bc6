"""Parity test of copy: aten::copy -> ONNX Shape + Expand + Cast, with both exporters.

Generated from mappings/aten/copy.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=1.0),
            TensorInput(shape=[4], dtype="int64", low=-5.0, high=5.0),
        ),
    },
    "to_bool": {
        "args": (
            TensorInput(shape=[2, 3], dtype="bool", low=0.0, high=1.0),
            TensorInput(
                shape=[2, 3],
                dtype="float32",
                values=[0.0, 0.5, -2.0, 0.0, 1.0, -0.0],
            ),
        ),
    },
    "to_int8_truncated": {
        "args": (
            TensorInput(shape=[2, 3], dtype="int8", low=0.0, high=1.0),
            TensorInput(shape=[3], dtype="float64", values=[1.9, -1.9, 100.5]),
        ),
    },
    "to_half": {
        "args": (
            TensorInput(shape=[4], dtype="float16", low=0.0, high=1.0),
            TensorInput(shape=[4], dtype="int32", low=-1000.0, high=1000.0),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_copy(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::copy",
        **CASES[case],
        mapping="copy",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "copy.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::copy", {}))
def test_copy_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::copy",
        mapping="copy",
        dtype=dtype,
        dtypes=(
            "bool",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "float16",
            "bfloat16",
            "float32",
            "float64",
        ),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        delegates=True,
        export=export,
    )
