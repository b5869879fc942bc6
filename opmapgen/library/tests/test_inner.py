"""Parity test of inner: aten::inner -> ONNX Mul + Shape + Slice + Cast + ReduceProd + Concat + Reshape + Transpose + MatMul, with both exporters.

Generated from mappings/aten/inner.yaml by `opmapgen build`; do not edit.
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
            TensorInput(shape=[5, 4], dtype="float32", low=-4.0, high=4.0),
        ),
    },
    "vectors": {
        "args": (
            TensorInput(shape=[6], dtype="int64", low=-9.0, high=9.0),
            TensorInput(shape=[6], dtype="int64", low=-9.0, high=9.0),
        ),
    },
    "scalar": {
        "args": (
            TensorInput(shape=[], dtype="float32", values=[3.0]),
            TensorInput(shape=[2, 3], dtype="float32", low=-4.0, high=4.0),
        ),
    },
    "empty": {
        "args": (
            TensorInput(shape=[2, 0, 3], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[4, 3], dtype="float32", low=-4.0, high=4.0),
        ),
    },
    "empty_depth": {
        "args": (
            TensorInput(shape=[2, 0], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[3, 0], dtype="float32", low=-4.0, high=4.0),
        ),
    },
    "int8_wraps": {
        "args": (
            TensorInput(shape=[3, 8], dtype="int8", low=-100.0, high=100.0),
            TensorInput(shape=[2, 8], dtype="int8", low=-100.0, high=100.0),
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": (
        {
            "cases": ("empty", "empty_depth"),
            "kind": "fails",
            "reason": 'OpenVINO\'s CPU plugin fails on a MatMul with an input of no elements fed by a Transpose ("object is not initialized")',
            "link": "docs/runtime-limits.md#openvino-empty-matmul",
        },
        {
            "cases": (),
            "kind": "fails",
            "reason": "OpenVINO's process dies (SIGSEGV) on a MatMul whose [1, 1] product is reshaped to a 0-dim result, which is inner of two 1-D inputs",
            "link": "docs/runtime-limits.md#openvino-matmul-reshape-to-scalar-crashes",
            "opinfo": ("float16", "float32", "float64"),
        },
    ),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 14), ("torchscript", 17), ("dynamo", 18)],
)
def test_inner(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::inner",
        **CASES[case],
        mapping="inner",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "inner.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::inner", {}))
def test_inner_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::inner",
        mapping="inner",
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
        opsets={"torchscript": (14, 17, 20), "dynamo": (18,)},
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
