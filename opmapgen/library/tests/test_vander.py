"""Parity test of vander: aten::vander -> ONNX Cast + Shape + Reshape + Squeeze + Range + Identity + Sub + Max + Less + Unsqueeze + Where + ReduceProd, with both exporters.

Generated from mappings/aten/vander.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[5], dtype="float32", low=-3.0, high=3.0),
            None,
            False,
        ),
    },
    "increasing_wider": {
        "args": (TensorInput(shape=[5], dtype="float32", low=-3.0, high=3.0), 7, True),
    },
    "int8": {
        "args": (
            TensorInput(shape=[4], dtype="int8", low=-100.0, high=100.0),
            6,
            False,
        ),
    },
    "float16": {
        "args": (TensorInput(shape=[4], dtype="float16", low=-3.0, high=3.0), 5, True),
    },
    "bool": {
        "args": (TensorInput(shape=[4], dtype="bool", low=0.0, high=1.0), 3, False),
    },
    "no_columns": {
        "args": (TensorInput(shape=[5], dtype="float32", low=-3.0, high=3.0), 0, False),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("torchscript", 18), ("dynamo", 18)],
)
def test_vander(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::vander",
        **CASES[case],
        mapping="vander",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "vander.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::vander", {}))
def test_vander_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::vander",
        mapping="vander",
        dtype=dtype,
        dtypes=(
            "float16",
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
        export=export,
    )
