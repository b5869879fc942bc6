"""Parity test of diagflat: aten::diagflat -> ONNX Reshape + Shape + Gather + Add + Sub + Range + Identity + Equal + Where + Concat, with both exporters.

Generated from mappings/aten/diagflat.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[2, 3], dtype="float32", low=-4.0, high=4.0), 0),
    },
    "above": {
        "args": (TensorInput(shape=[2, 3], dtype="float32", low=-4.0, high=4.0), 2),
    },
    "below_bool": {
        "args": (TensorInput(shape=[3], dtype="bool", low=0.0, high=1.0), -1),
    },
    "scalar": {"args": (TensorInput(shape=[], dtype="float32", values=[3.0]), 0)},
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_diagflat(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::diagflat",
        **CASES[case],
        mapping="diagflat",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "diagflat.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::diagflat", {}))
def test_diagflat_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::diagflat",
        mapping="diagflat",
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
