"""Parity test of kron: aten::kron -> ONNX And + Mul + Shape + Reshape + Add + Concat + Slice, with both exporters.

Generated from mappings/aten/kron.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 3], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[4, 5], dtype="float32", low=-4.0, high=4.0),
        ),
    },
    "fewer_dims": {
        "args": (
            TensorInput(shape=[3], dtype="int64", low=-9.0, high=9.0),
            TensorInput(shape=[2, 2, 4], dtype="int64", low=-9.0, high=9.0),
        ),
    },
    "scalar": {
        "args": (
            TensorInput(shape=[2, 3], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[], dtype="float32", values=[3.0]),
        ),
    },
    "empty": {
        "args": (
            TensorInput(shape=[2, 0], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[3, 2], dtype="float32", low=-4.0, high=4.0),
        ),
    },
    "bool": {
        "args": (
            TensorInput(shape=[3, 2], dtype="bool", low=0.0, high=1.0),
            TensorInput(shape=[2], dtype="bool", low=0.0, high=1.0),
        ),
    },
    "both_0_dim": {
        "args": (
            TensorInput(shape=[], dtype="float32", values=[2.5]),
            TensorInput(shape=[], dtype="float32", values=[-3.0]),
        ),
    },
    "both_0_dim_bool": {
        "args": (
            TensorInput(shape=[], dtype="bool", values=[True]),
            TensorInput(shape=[], dtype="bool", values=[True]),
        ),
    },
    "int8": {
        "args": (
            TensorInput(shape=[2, 2], dtype="int8", low=-100.0, high=100.0),
            TensorInput(shape=[3, 1], dtype="int8", low=-100.0, high=100.0),
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": (
        {
            "cases": ("empty",),
            "kind": "fails",
            "reason": 'OpenVINO reads a 0 in a Reshape shape computed in the graph as "copy the input\'s dimension" despite allowzero=1, and refuses the interleaving Reshape of an empty input',
            "link": "docs/runtime-limits.md#openvino-reshape-allowzero-computed-shape",
            "exporters": ("torchscript",),
        },
        {
            "cases": ("int8",),
            "kind": "differs",
            "reason": "OpenVINO's int8 Mul saturates at 127 and -128 where torch, ONNX Runtime and the reference wrap around",
            "link": "docs/runtime-limits.md#openvino-int8-saturates",
        },
    ),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 14), ("torchscript", 17), ("dynamo", 18)],
)
def test_kron(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::kron",
        **CASES[case],
        mapping="kron",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "kron.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::kron", {}))
def test_kron_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::kron",
        mapping="kron",
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
        opsets={"torchscript": (14, 17), "dynamo": (18,)},
        export=export,
    )
