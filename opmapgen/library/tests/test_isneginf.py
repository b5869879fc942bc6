"""Parity test of isneginf: aten::isneginf -> ONNX Neg + Equal + Not + And, with both exporters.

Generated from mappings/aten/isneginf.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(
                shape=[6],
                dtype="float32",
                values=[1.0, float("inf"), float("-inf"), float("nan"), 0.0, -3.0],
            ),
        ),
    },
    "int64": {"args": (TensorInput(shape=[3, 4], dtype="int64", low=-5.0, high=5.0),)},
    "bool": {
        "args": (
            TensorInput(shape=[4], dtype="bool", values=[True, False, True, False]),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_isneginf(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::isneginf",
        **CASES[case],
        mapping="isneginf",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "isneginf.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::isneginf", {}))
def test_isneginf_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::isneginf",
        mapping="isneginf",
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
        opsets={"torchscript": (11, 17), "dynamo": (18,)},
        export=export,
    )
