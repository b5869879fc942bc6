"""Parity test of gather: aten::gather -> ONNX Identity + Cast + Reshape + Gather + Shape + ConstantOfShape + GatherElements, with both exporters.

Generated from mappings/aten/gather.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[4, 3], dtype="float32", low=-3.0, high=3.0),
            0,
            TensorInput(shape=[2, 3], dtype="int64", low=0.0, high=3.0),
        ),
        "kwargs": {"sparse_grad": False},
    },
    "dim1_int32": {
        "args": (
            TensorInput(shape=[4, 3], dtype="float32", low=-3.0, high=3.0),
            -1,
            TensorInput(shape=[4, 5], dtype="int32", low=0.0, high=2.0),
        ),
        "kwargs": {"sparse_grad": False},
    },
    "scalar_input": {
        "args": (
            TensorInput(shape=[], dtype="float32", values=[2.5]),
            0,
            TensorInput(shape=[1], dtype="int64", values=[0]),
        ),
        "kwargs": {"sparse_grad": False},
    },
    "scalar_index": {
        "args": (
            TensorInput(shape=[5], dtype="int8", low=-9.0, high=9.0),
            0,
            TensorInput(shape=[], dtype="int64", values=[3]),
        ),
        "kwargs": {"sparse_grad": False},
    },
    "empty_uint8_index": {
        "args": (
            TensorInput(shape=[5], dtype="bool", low=0.0, high=1.0),
            0,
            TensorInput(shape=[2, 0], dtype="uint8", low=0.0, high=1.0),
        ),
        "kwargs": {"sparse_grad": False},
    },
    "sparse_grad": {
        "args": (
            TensorInput(shape=[4, 3], dtype="float32", low=-3.0, high=3.0),
            0,
            TensorInput(shape=[2, 3], dtype="int64", low=0.0, high=3.0),
        ),
        "kwargs": {"sparse_grad": True},
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "reference": {
        "cases": ("dim1_int32",),
        "kind": "fails",
        "reason": "onnx.reference's GatherElements refuses a negative axis when indices are larger than data along it, which the ONNX specification allows (\"Except for dimension -1, all dimensions of index and self should be the same size\"): the reference's bug",
        "link": "docs/runtime-limits.md#reference-gatherelements-negative-axis",
    },
    "openvino": {
        "cases": ("empty_uint8_index",),
        "kind": "differs",
        "reason": "OpenVINO reads a constant with no elements as a scalar: the TorchScript exporter folds the empty result to a [2, 0] constant, which OpenVINO gives as shape []",
        "link": "docs/runtime-limits.md#openvino-empty-constant-is-a-scalar",
        "exporters": ("torchscript",),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_gather(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::gather",
        **CASES[case],
        mapping="gather",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "gather.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::gather", {}))
def test_gather_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::gather",
        mapping="gather",
        dtype=dtype,
        dtypes=(
            "bool",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "float16",
            "bfloat16",
            "float32",
            "float64",
        ),
        opsets={"torchscript": (11, 13, 17), "dynamo": (18,)},
        dtype_opsets={"bfloat16": 13},
        export=export,
    )
