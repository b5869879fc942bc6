"""Parity test of acosh: aten::acosh -> ONNX Acosh + Greater + Log + Add + Mul + Sub + Sqrt + Where + Cast, with both exporters.

Generated from mappings/aten/acosh.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[2, 3, 8], dtype="float32", low=1.0, high=5.0),),
    },
    "float64": {
        "args": (TensorInput(shape=[2, 3, 8], dtype="float64", low=1.0, high=5.0),),
    },
    "int64": {
        "args": (TensorInput(shape=[2, 3, 8], dtype="int64", low=1.0, high=6.0),),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": (),
        "kind": "differs",
        "reason": "OpenVINO computes float64 in float32 and turns an infinite input into ±3.4e38 (FLT_MAX), so acosh(inf), inf in torch, comes out 89.4 (log(FLT_MAX) + log 2) and acosh(-inf), NaN in torch, 3.4e38",
        "link": "docs/runtime-limits.md#openvino-float64-infinity",
        "opinfo": ("float64",),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_acosh(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::acosh",
        **CASES[case],
        mapping="acosh",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "acosh.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::acosh", {}))
def test_acosh_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::acosh",
        mapping="acosh",
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
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
