"""Parity test of lgamma: aten::lgamma -> ONNX Cast + Abs + Less + Sub + Where + Add + Div + Log + Mul + Round + Sin + Neg + Equal + Identity, with both exporters.

Generated from mappings/aten/lgamma.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (TensorInput(shape=[3, 4], dtype="float32", low=-6.0, high=6.0),)},
    "edges": {
        "args": (
            TensorInput(
                shape=[10],
                dtype="float32",
                values=[
                    0.0,
                    -1.0,
                    -2.5,
                    1.0,
                    2.0,
                    1e-20,
                    1e30,
                    float("inf"),
                    float("-inf"),
                    float("nan"),
                ],
            ),
        ),
    },
    "int64": {"args": (TensorInput(shape=[3, 4], dtype="int64", low=-3.0, high=10.0),)},
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("edges",),
        "kind": "differs",
        "reason": "OpenVINO computes the float64 steps in float32 and turns the input's -inf into -3.4e38 (FLT_MAX), so lgamma(-inf), inf in torch, comes out NaN (in OpInfo's float16 and float32 samples: the graph computes in float64)",
        "link": "docs/runtime-limits.md#openvino-float64-infinity",
        "opinfo": ("float16", "float32"),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_lgamma(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::lgamma",
        **CASES[case],
        mapping="lgamma",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "lgamma.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::lgamma", {}))
def test_lgamma_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::lgamma",
        mapping="lgamma",
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
