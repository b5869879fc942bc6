"""Parity test of float_power: aten::float_power.Tensor_Tensor -> ONNX Cast + Reshape + Pow + Squeeze, with both exporters.

Generated from mappings/aten/float_power.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=3.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
        ),
    },
    "int64": {
        "args": (
            TensorInput(shape=[3, 4], dtype="int64", low=-3.0, high=3.0),
            TensorInput(shape=[3, 4], dtype="int64", low=0.0, high=4.0),
        ),
    },
    "scalars": {
        "args": (
            TensorInput(shape=[], dtype="int64", values=[3]),
            TensorInput(shape=[], dtype="int64", values=[2]),
        ),
    },
    "negative_base": {
        "args": (
            TensorInput(shape=[4], dtype="float32", values=[-8.0, -2.0, 0.0, 0.0]),
            TensorInput(shape=[4], dtype="float32", values=[0.5, 3.0, 0.0, -1.0]),
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("negative_base",),
        "kind": "differs",
        "reason": "OpenVINO computes float64 in float32 and turns its infinities into ±3.4e38 (FLT_MAX), so 0 ** -1, inf in torch, comes out 3.4e38, as do OpInfo's inf ** 2 and 1113 ** 1113 (inf in float64)",
        "link": "docs/runtime-limits.md#openvino-float64-infinity",
        "opinfo": ("float16", "float32"),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_float_power(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::float_power.Tensor_Tensor",
        **CASES[case],
        mapping="float_power",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "float_power.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


# Known failures of one exporter, from the spec; strict as well.
EXPORTER_XFAIL = {
    "bool": {
        "torchscript": "torch's TorchScript tracer fails on float_power with a Python bool scalar arg (an INTERNAL ASSERT in alias_analysis.cpp) before any symbolic runs",
    },
}


@pytest.mark.parametrize("dtype", dtype_params("aten::float_power.Tensor_Tensor", {}))
def test_float_power_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::float_power.Tensor_Tensor",
        mapping="float_power",
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
        xfail=EXPORTER_XFAIL.get(dtype),
        delegates=True,
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
