"""Parity test of digamma: aten::digamma -> ONNX Cast + Less + Sub + Where + Add + Div + Mul + Log + Ceil + Floor + Cos + Sin + Equal + Identity, with both exporters.

Generated from mappings/aten/digamma.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[3, 4], dtype="float32", low=-6.0, high=12.0),),
    },
    "edges": {
        "args": (
            TensorInput(
                shape=[12],
                dtype="float32",
                values=[
                    0.0,
                    -0.0,
                    -1.0,
                    -2.5,
                    1.0,
                    1.4616321449683622,
                    10.0,
                    1e-20,
                    1e30,
                    float("inf"),
                    float("-inf"),
                    float("nan"),
                ],
            ),
        ),
    },
    "int64": {"args": (TensorInput(shape=[3, 4], dtype="int64", low=-3.0, high=20.0),)},
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": (
        {
            "cases": (),
            "kind": "differs",
            "reason": "OpenVINO computes float64 in float32, where this graph computes every input in float64 for the reflection's sin(pi r) near a pole: digamma(-0.9996829) is -3153.71, torch's -3153.19",
            "link": "docs/runtime-limits.md#openvino-float64-precision",
            "opinfo": ("float32", "float64"),
        },
        {
            "cases": (),
            "kind": "differs",
            "reason": "OpenVINO computes float64 in float32 and reads a float64 infinity as float32's largest value (3.4e38): digamma(inf) is finite there",
            "link": "docs/runtime-limits.md#openvino-float64-infinity",
            "opinfo": ("float64",),
        },
    ),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_digamma(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::digamma",
        **CASES[case],
        mapping="digamma",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "digamma.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::digamma", {}))
def test_digamma_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::digamma",
        mapping="digamma",
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
