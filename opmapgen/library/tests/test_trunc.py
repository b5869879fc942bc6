"""Parity test of trunc: aten::trunc -> ONNX Sign + Abs + Floor + Mul + Identity, with both exporters.

Generated from mappings/aten/trunc.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (TensorInput(shape=[3, 4], dtype="float32", low=-5.0, high=5.0),)},
    "int64": {"args": (TensorInput(shape=[3, 4], dtype="int64", low=-5.0, high=5.0),)},
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_trunc(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::trunc",
        **CASES[case],
        mapping="trunc",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "trunc.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::trunc", {}))
def test_trunc_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::trunc",
        mapping="trunc",
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
