"""Parity test of atan2: aten::atan2 -> ONNX Identity + Abs + Max + Min + Equal + Div + Where + Greater + Sub + Add + Mul + Less + And + Or + Neg + Cast, with both exporters.

Generated from mappings/aten/atan2.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
        ),
    },
    "signed_zeros_and_infinities": {
        "args": (
            TensorInput(
                shape=[10],
                dtype="float32",
                values=[
                    0.0,
                    -0.0,
                    0.0,
                    -0.0,
                    float("inf"),
                    float("-inf"),
                    float("inf"),
                    1.0,
                    1e30,
                    float("nan"),
                ],
            ),
            TensorInput(
                shape=[10],
                dtype="float32",
                values=[
                    -0.0,
                    -0.0,
                    0.0,
                    -1.0,
                    float("inf"),
                    float("-inf"),
                    1.0,
                    float("-inf"),
                    -1e-30,
                    1.0,
                ],
            ),
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("signed_zeros_and_infinities",),
        "kind": "differs",
        "reason": "OpenVINO's Max and Min return the second operand where the first is NaN, so Max(|y|, |x|) and Min(|y|, |x|) drop the NaN of atan2(NaN, 1), which comes out pi/4 instead of NaN (OpInfo's atan2(NaN, inf) comes out pi/4 the same way)",
        "link": "docs/runtime-limits.md#openvino-max-min-nan",
        "opinfo": ("float16", "float32", "float64"),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_atan2(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::atan2",
        **CASES[case],
        mapping="atan2",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "atan2.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::atan2", {}))
def test_atan2_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::atan2",
        mapping="atan2",
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
        opsets={"torchscript": (11, 17), "dynamo": (18,)},
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
