"""Parity test of exp2: aten::exp2 -> ONNX Pow + Cast, with both exporters.

Generated from mappings/aten/exp2.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[2, 3, 8], dtype="float32", low=-4.0, high=4.0),),
    },
    "int8": {"args": (TensorInput(shape=[2, 3, 8], dtype="int8", low=-5.0, high=9.0),)},
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_exp2(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::exp2",
        **CASES[case],
        mapping="exp2",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "exp2.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::exp2", {}))
def test_exp2_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::exp2",
        mapping="exp2",
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
