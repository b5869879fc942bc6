"""Parity test of atanh: aten::atanh -> ONNX Atanh + Add + Sub + Div + Log + Mul + Cast, with both exporters.

Generated from mappings/aten/atanh.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[2, 3, 8], dtype="float32", low=-0.9, high=0.9),),
    },
    "float64": {
        "args": (TensorInput(shape=[2, 3, 8], dtype="float64", low=-0.9, high=0.9),),
    },
    "int64": {
        "args": (TensorInput(shape=[2, 3, 8], dtype="int64", low=-1.0, high=1.0),),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_atanh(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::atanh",
        **CASES[case],
        mapping="atanh",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "atanh.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::atanh", {}))
def test_atanh_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::atanh",
        mapping="atanh",
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
        opsets={"torchscript": (9, 17), "dynamo": (18,)},
        export=export,
    )
