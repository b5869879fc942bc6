"""Parity test of bincount: aten::bincount -> ONNX Cast + Concat + ReduceMax + Add + Max + Less + Sub + Where + ConstantOfShape + ScatterElements, with both exporters.

Generated from mappings/aten/bincount.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[12], dtype="int64", low=0.0, high=6.0), None, 0),
    },
    "minlength": {
        "args": (TensorInput(shape=[5], dtype="uint8", low=0.0, high=3.0), None, 7),
    },
    "float32_weights": {
        "args": (
            TensorInput(shape=[12], dtype="int32", low=0.0, high=6.0),
            TensorInput(shape=[12], dtype="float32", low=-2.0, high=2.0),
            3,
        ),
    },
    "float16_weights": {
        "args": (
            TensorInput(shape=[12], dtype="int8", low=0.0, high=6.0),
            TensorInput(shape=[12], dtype="float16", low=-2.0, high=2.0),
            9,
        ),
    },
    "empty": {
        "args": (TensorInput(shape=[0], dtype="int64", low=0.0, high=6.0), None, 4),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 16), ("torchscript", 17), ("dynamo", 18)],
)
def test_bincount(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::bincount",
        **CASES[case],
        mapping="bincount",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "bincount.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::bincount", {}))
def test_bincount_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::bincount",
        mapping="bincount",
        dtype=dtype,
        dtypes=(
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "float16",
            "bfloat16",
            "float32",
            "float64",
            "bool",
        ),
        by_input={"input": ("uint8", "int8", "int16", "int32", "int64")},
        opsets={"torchscript": (16, 17, 20), "dynamo": (18,)},
        export=export,
    )
