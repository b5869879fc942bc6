"""Parity test of vander: aten::vander -> ONNX Cast + Shape + Reshape + Squeeze + Range + Identity + Sub + Max + Less + Unsqueeze + Where + ReduceProd, with both exporters.

Generated from mappings/aten/vander.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[5], dtype="float32", low=-3.0, high=3.0),
            None,
            False,
        ),
    },
    "increasing_wider": {
        "args": (TensorInput(shape=[5], dtype="float32", low=-3.0, high=3.0), 7, True),
    },
    "int8": {
        "args": (
            TensorInput(shape=[4], dtype="int8", low=-100.0, high=100.0),
            6,
            False,
        ),
    },
    "float16": {
        "args": (TensorInput(shape=[4], dtype="float16", low=-3.0, high=3.0), 5, True),
    },
    "bool": {
        "args": (TensorInput(shape=[4], dtype="bool", low=0.0, high=1.0), 3, False),
    },
    "no_columns": {
        "args": (TensorInput(shape=[5], dtype="float32", low=-3.0, high=3.0), 0, False),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": (
        {
            "cases": ("no_columns",),
            "kind": "differs",
            "reason": "OpenVINO reads a constant with no elements as a scalar: the [0, 1] column numbers of N=0 broadcast as one, giving one column of ones instead of none",
            "link": "docs/runtime-limits.md#openvino-empty-constant-is-a-scalar",
        },
        {
            "cases": ("int8",),
            "kind": "differs",
            "reason": "OpenVINO's CPU plugin computes int64 in int32: the int64 ReduceProd of the powers wraps at 2^32 (100^5 comes out 1410065408)",
            "link": "docs/runtime-limits.md#openvino-int64-in-int32",
        },
    ),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("torchscript", 18), ("dynamo", 18)],
)
def test_vander(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::vander",
        **CASES[case],
        mapping="vander",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "vander.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::vander", {}))
def test_vander_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::vander",
        mapping="vander",
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
        opsets={"torchscript": (13, 17, 18), "dynamo": (18,)},
        export=export,
    )
