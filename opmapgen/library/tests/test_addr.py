"""Parity test of addr: aten::addr -> ONNX Reshape + And + Not + Identity + Or + Cast + Mul + Add, with both exporters.

Generated from mappings/aten/addr.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[5, 7], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[5], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[7], dtype="float32", low=-4.0, high=4.0),
        ),
        "kwargs": {"beta": 0.5, "alpha": 2.0},
    },
    "beta_zero_nan": {
        "args": (
            TensorInput(shape=[], dtype="float32", values=[float("nan")]),
            TensorInput(shape=[5], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[7], dtype="float32", low=-4.0, high=4.0),
        ),
        "kwargs": {"beta": 0.0, "alpha": 1.0},
    },
    "int8_wraps": {
        "args": (
            TensorInput(shape=[4, 6], dtype="int8", low=-100.0, high=100.0),
            TensorInput(shape=[4], dtype="int8", low=-100.0, high=100.0),
            TensorInput(shape=[6], dtype="int8", low=-100.0, high=100.0),
        ),
        "kwargs": {"beta": 1, "alpha": 3},
    },
    "bool": {
        "args": (
            TensorInput(shape=[4, 6], dtype="bool", low=0.0, high=1.0),
            TensorInput(shape=[4], dtype="bool", low=0.0, high=1.0),
            TensorInput(shape=[6], dtype="bool", low=0.0, high=1.0),
        ),
        "kwargs": {"beta": 1, "alpha": 1},
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_addr(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::addr",
        **CASES[case],
        mapping="addr",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "addr.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::addr", {}))
def test_addr_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::addr",
        mapping="addr",
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
        tolerance={
            "float16": (
                0.001,
                0.016,
                "the float16 steps run in ONNX Runtime round some sums that lie exactly halfway between two float16 values the other way from torch's (-8.4765625 + -9.015625 gives -17.484375 in the exported addr, -17.5 in torch): 1 ulp, up to 0.0156 for OpInfo's values below 32",
            ),
        },
        export=export,
    )
