"""Parity test of rad2deg: aten::rad2deg -> ONNX Mul + Cast, with both exporters.

Generated from mappings/aten/rad2deg.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (TensorInput(shape=[3, 4], dtype="float32", low=-7.0, high=7.0),)},
    "int64_radians": {
        "args": (TensorInput(shape=[3, 4], dtype="int64", low=-7.0, high=7.0),),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_rad2deg(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::rad2deg",
        **CASES[case],
        mapping="rad2deg",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "rad2deg.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::rad2deg", {}))
def test_rad2deg_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::rad2deg",
        mapping="rad2deg",
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
