"""Parity test of cosh: aten::cosh -> ONNX Cosh + Sub + Exp + Neg + Add + Cast, with both exporters.

Generated from mappings/aten/cosh.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[2, 3, 8], dtype="float32", low=-3.0, high=3.0),),
    },
    "float64": {
        "args": (TensorInput(shape=[2, 3, 8], dtype="float64", low=-3.0, high=3.0),),
    },
    "int64": {
        "args": (TensorInput(shape=[2, 3, 8], dtype="int64", low=-4.0, high=4.0),),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": (),
        "kind": "differs",
        "reason": "OpenVINO computes float64 in float32 and turns infinities into ±3.4e38 (FLT_MAX), and its Exp of NaN is +inf (docs/runtime-limits.md#openvino-exp-nan): cosh(±inf), inf in torch, and cosh(NaN), NaN in torch, all come out 3.4e38",
        "link": "docs/runtime-limits.md#openvino-float64-infinity",
        "opinfo": ("float64",),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_cosh(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::cosh",
        **CASES[case],
        mapping="cosh",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "cosh.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::cosh", {}))
def test_cosh_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::cosh",
        mapping="cosh",
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
