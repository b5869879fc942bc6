"""Parity test of masked_select: aten::masked_select -> ONNX Shape + Expand + Cast + Reshape + Compress, with both exporters.

Generated from mappings/aten/masked_select.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-3.0, high=3.0),
            TensorInput(shape=[3, 4], dtype="bool", low=0.0, high=1.0),
        ),
    },
    "broadcast_input": {
        "args": (
            TensorInput(shape=[4], dtype="float32", low=-3.0, high=3.0),
            TensorInput(shape=[2, 3, 4], dtype="bool", low=0.0, high=1.0),
        ),
    },
    "broadcast_mask": {
        "args": (
            TensorInput(shape=[2, 3, 4], dtype="int64", low=-3.0, high=3.0),
            TensorInput(shape=[3, 1], dtype="bool", low=0.0, high=1.0),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_masked_select(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::masked_select",
        **CASES[case],
        mapping="masked_select",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "masked_select.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::masked_select", {}))
def test_masked_select_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::masked_select",
        mapping="masked_select",
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
        opsets={"torchscript": (11, 13, 17), "dynamo": (18,)},
        export=export,
    )
