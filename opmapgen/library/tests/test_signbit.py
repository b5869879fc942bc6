"""Parity test of signbit: aten::signbit -> ONNX Less + Not + And, with both exporters.

Generated from mappings/aten/signbit.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (TensorInput(shape=[3, 4], dtype="int64", low=-5.0, high=5.0),)},
    "int8": {
        "args": (TensorInput(shape=[3, 4], dtype="int8", low=-100.0, high=100.0),),
    },
    "uint8": {"args": (TensorInput(shape=[3, 4], dtype="uint8", low=0.0, high=255.0),)},
    "bool": {
        "args": (
            TensorInput(shape=[4], dtype="bool", values=[True, False, True, False]),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_signbit(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::signbit",
        **CASES[case],
        mapping="signbit",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "signbit.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::signbit", {}))
def test_signbit_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::signbit",
        mapping="signbit",
        dtype=dtype,
        dtypes=("uint8", "int8", "int16", "int32", "int64", "bool"),
        opsets={"torchscript": (9, 17), "dynamo": (18,)},
        export=export,
    )
