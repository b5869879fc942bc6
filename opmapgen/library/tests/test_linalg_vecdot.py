"""Parity test of linalg_vecdot: aten::linalg_vecdot -> ONNX Mul + Cast + ReduceSum, with both exporters.

Generated from mappings/aten/linalg_vecdot.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 3, 4], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-4.0, high=4.0),
        ),
        "kwargs": {"dim": -1},
    },
    "dim0_empty": {
        "args": (
            TensorInput(shape=[0, 3], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[0, 3], dtype="float32", low=-4.0, high=4.0),
        ),
        "kwargs": {"dim": 0},
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_linalg_vecdot(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_vecdot",
        **CASES[case],
        mapping="linalg_vecdot",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_vecdot.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::linalg_vecdot", {}))
def test_linalg_vecdot_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_vecdot",
        mapping="linalg_vecdot",
        dtype=dtype,
        dtypes=("float16", "float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        tolerance={
            "float16": (
                0.001,
                0.032,
                "the float16 products match torch's bit for bit, but ONNX Runtime's float32 ReduceSum adds them in another order than torch's sum, so a sum close to a float16 rounding boundary can round to the neighbouring float16 (1 ulp: 0.0156 at the 17 to 32 of OpInfo's samples, 0.03125 up to 64)",
            ),
        },
        export=export,
    )
