"""Parity test of grouped_mm_fallback: transformers::grouped_mm_fallback -> ONNX Cast + Identity + Shape + Slice + Concat + Expand + Gather + Range + Unsqueeze + MatMul + ScatterND + Add, with both exporters.

Generated from mappings/transformers/grouped_mm_fallback.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

pytest.importorskip("transformers.integrations.moe")

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[7, 8], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[3, 8, 4], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[3], dtype="int32", values=[2, 2, 6]),
        ),
    },
    "int64_offsets": {
        "args": (
            TensorInput(shape=[5, 4], dtype="float64", low=-1.0, high=1.0),
            TensorInput(shape=[2, 4, 3], dtype="float64", low=-1.0, high=1.0),
            TensorInput(shape=[2], dtype="int64", values=[0, 5]),
        ),
    },
    "float16": {
        "args": (
            TensorInput(shape=[5, 8], dtype="float16", low=-1.0, high=1.0),
            TensorInput(shape=[2, 8, 8], dtype="float16", low=-1.0, high=1.0),
            TensorInput(shape=[2], dtype="int32", values=[3, 5]),
        ),
    },
    "no_rows": {
        "args": (
            TensorInput(shape=[0, 8], dtype="float32", values=[]),
            TensorInput(shape=[2, 8, 4], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[2], dtype="int32", values=[0, 0]),
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("no_rows",),
        "kind": "fails",
        "reason": "OpenVINO reads a constant with no elements as a scalar: the dynamo exporter folds the zeros of an input without rows to an empty [0, N] constant, which OpenVINO's ScatterND refuses as an input of rank 0",
        "link": "docs/runtime-limits.md#openvino-empty-constant-is-a-scalar",
        "exporters": ("dynamo",),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_grouped_mm_fallback(case, exporter, opset, tmp_path):
    check_parity(
        source="transformers::grouped_mm_fallback",
        **CASES[case],
        mapping="grouped_mm_fallback",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "grouped_mm_fallback.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )
