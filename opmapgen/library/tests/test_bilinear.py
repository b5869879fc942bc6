"""Parity test of bilinear: aten::bilinear -> ONNX Cast + Unsqueeze + MatMul + Mul + ReduceSum + Add + Identity, with both exporters.

Generated from mappings/aten/bilinear.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[2, 3, 5], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[6, 4, 5], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[6], dtype="float32", low=-2.0, high=2.0),
        ),
    },
    "no_bias_int8": {
        "args": (
            TensorInput(shape=[3, 4], dtype="int8", low=-20.0, high=20.0),
            TensorInput(shape=[3, 5], dtype="int8", low=-20.0, high=20.0),
            TensorInput(shape=[6, 4, 5], dtype="int8", low=-20.0, high=20.0),
            None,
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": (),
        "kind": "fails",
        "reason": "OpenVINO's CPU plugin fails on an integer MatMul with an input of no elements (\"object is not initialized\"), where the float one runs: integers multiply in int32 or int64, and OpInfo's samples with an empty batch (or a batch of samples exported together with one) reach it",
        "link": "docs/runtime-limits.md#openvino-empty-integer-matmul",
        "opinfo": ("uint8", "int8", "int16", "int32", "int64"),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_bilinear(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::bilinear",
        **CASES[case],
        mapping="bilinear",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "bilinear.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::bilinear", {}))
def test_bilinear_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::bilinear",
        mapping="bilinear",
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
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        tolerance={
            "float16": (
                0.001,
                0.016,
                "torch's float16 bilinear (its _trilinear) rounds intermediate products to float16; the mapping computes in float32 and rounds once, closer to the exact value (OpInfo sample 6: torch is 0.0138 off the float64 result, the rounded exact value 0.0075), so the two differ by up to 1 ulp at OpInfo's magnitudes below 32",
            ),
        },
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
