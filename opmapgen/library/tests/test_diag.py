"""Parity test of diag: aten::diag -> ONNX Shape + Gather + Add + Sub + Range + Reshape + Identity + Equal + Where + Concat + Less + Greater + Mul, with both exporters.

Generated from mappings/aten/diag.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[4, 6], dtype="float32", low=-4.0, high=4.0), 0),
    },
    "above": {
        "args": (TensorInput(shape=[4, 6], dtype="float32", low=-4.0, high=4.0), 2),
    },
    "below": {
        "args": (TensorInput(shape=[4, 6], dtype="float32", low=-4.0, high=4.0), -3),
    },
    "past_the_end": {
        "args": (TensorInput(shape=[4, 6], dtype="float32", low=-4.0, high=4.0), 7),
    },
    "vector": {"args": (TensorInput(shape=[5], dtype="int64", low=-9.0, high=9.0), 0)},
    "vector_above": {
        "args": (TensorInput(shape=[5], dtype="float32", low=-4.0, high=4.0), 2),
    },
    "vector_below": {
        "args": (TensorInput(shape=[3], dtype="bool", low=0.0, high=1.0), -2),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": (
        {
            "cases": ("past_the_end",),
            "kind": "fails",
            "reason": "OpenVINO's process dies with SIGFPE on a Gather whose index folds to an empty constant at compile time (the diagonal past the end of an input of static shape)",
            "link": "docs/runtime-limits.md#openvino-gather-empty-folded-index-crashes",
            "exporters": ("torchscript",),
        },
        {
            "cases": ("past_the_end",),
            "kind": "differs",
            "reason": "OpenVINO reads a constant with no elements as a scalar: the dynamo exporter's empty index of the Gather picks one element, shape [] instead of [0]",
            "link": "docs/runtime-limits.md#openvino-empty-constant-is-a-scalar",
            "exporters": ("dynamo",),
        },
    ),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_diag(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::diag",
        **CASES[case],
        mapping="diag",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "diag.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::diag", {}))
def test_diag_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::diag",
        mapping="diag",
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
        opsets={"torchscript": (11, 13, 17), "dynamo": (18,)},
        dtype_opsets={"bfloat16": 13},
        export=export,
    )
