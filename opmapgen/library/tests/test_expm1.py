"""Parity test of expm1: aten::expm1 -> ONNX Cast + Exp + Sub, with both exporters.

Generated from mappings/aten/expm1.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[2, 3, 8], dtype="float32", low=-2.0, high=2.0),),
    },
    "float16_near_zero": {
        "args": (TensorInput(shape=[64], dtype="float16", low=-0.1, high=0.1),),
    },
    "int64": {
        "args": (TensorInput(shape=[2, 3, 8], dtype="int64", low=-3.0, high=3.0),),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": (),
        "kind": "differs",
        "reason": "OpenVINO's Exp of NaN is +inf, so expm1(NaN), NaN in torch, comes out +inf (3.4e38 in float64, which OpenVINO computes in float32 and whose infinities it turns into FLT_MAX)",
        "link": "docs/runtime-limits.md#openvino-exp-nan",
        "opinfo": ("float16", "float32", "float64"),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_expm1(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::expm1",
        **CASES[case],
        mapping="expm1",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "expm1.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::expm1", {}))
def test_expm1_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::expm1",
        mapping="expm1",
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
