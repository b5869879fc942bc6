"""Parity test of vdot: aten::vdot -> ONNX Cast + MatMul, with both exporters.

Generated from mappings/aten/vdot.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[7], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[7], dtype="float32", low=-4.0, high=4.0),
        ),
    },
    "int8_wraps": {
        "args": (
            TensorInput(shape=[9], dtype="int8", low=-100.0, high=100.0),
            TensorInput(shape=[9], dtype="int8", low=-100.0, high=100.0),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_vdot(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::vdot",
        **CASES[case],
        mapping="vdot",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "vdot.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::vdot", {}))
def test_vdot_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::vdot",
        mapping="vdot",
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
        ),
        opsets={"torchscript": (9, 17), "dynamo": (18,)},
        export=export,
    )
