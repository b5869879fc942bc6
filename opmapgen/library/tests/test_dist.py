"""Parity test of dist: aten::dist -> ONNX Cast + Sub + Abs + Equal + Not + ReduceSum + ReduceMax + ReduceMin + Mul + Sqrt + Pow + Squeeze, with both exporters.

Generated from mappings/aten/dist.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[4], dtype="float32", low=-2.0, high=2.0),
            2.0,
        ),
    },
    "p0": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[4], dtype="float32", low=-2.0, high=2.0),
            0.0,
        ),
    },
    "p1": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[4], dtype="float32", low=-2.0, high=2.0),
            1.0,
        ),
    },
    "p3": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[4], dtype="float32", low=-2.0, high=2.0),
            3.0,
        ),
    },
    "p_half": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[4], dtype="float32", low=-2.0, high=2.0),
            0.5,
        ),
    },
    "p_inf": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[4], dtype="float32", low=-2.0, high=2.0),
            float("inf"),
        ),
    },
    "p_minus_inf": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[4], dtype="float32", low=-2.0, high=2.0),
            float("-inf"),
        ),
    },
    "p_minus_one": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[4], dtype="float32", low=-2.0, high=2.0),
            -1.0,
        ),
    },
    "float64": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float64", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4], dtype="float64", low=-2.0, high=2.0),
            3.0,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_dist(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::dist",
        **CASES[case],
        mapping="dist",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "dist.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::dist", {}))
def test_dist_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::dist",
        mapping="dist",
        dtype=dtype,
        dtypes=(
            "float16",
            "bfloat16",
            "float32",
            "float64",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "bool",
        ),
        opsets={"torchscript": (13, 17, 20), "dynamo": (18,)},
        export=export,
    )
