"""Parity test of erfc: aten::erfc -> ONNX Abs + Mul + Add + Div + Sub + Min + Neg + Exp + Less + Where + Cast + Identity, with both exporters.

Generated from mappings/aten/erfc.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (TensorInput(shape=[3, 4], dtype="float32", low=-4.0, high=4.0),)},
    "tails": {
        "args": (
            TensorInput(
                shape=[8],
                dtype="float32",
                values=[
                    5.0,
                    9.0,
                    -5.0,
                    0.0,
                    -0.0,
                    float("inf"),
                    float("-inf"),
                    float("nan"),
                ],
            ),
        ),
    },
    "int64": {"args": (TensorInput(shape=[3, 4], dtype="int64", low=-5.0, high=5.0),)},
    "float64": {
        "args": (
            TensorInput(
                shape=[12],
                dtype="float64",
                values=[
                    0.5,
                    -0.999,
                    1.0,
                    3.7,
                    -3.7,
                    7.9,
                    8.1,
                    26.0,
                    27.2,
                    float("inf"),
                    float("-inf"),
                    float("nan"),
                ],
            ),
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("float64",),
        "kind": "differs",
        "reason": "OpenVINO's Exp of NaN is +inf, which its float64 (computed in float32) turns into 3.4e38, so erfc(NaN) comes out 3.4e38 instead of NaN",
        "link": "docs/runtime-limits.md#openvino-exp-nan",
        "opinfo": ("float64",),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_erfc(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::erfc",
        **CASES[case],
        mapping="erfc",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "erfc.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::erfc", {}))
def test_erfc_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::erfc",
        mapping="erfc",
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
