"""Parity test of floor_divide: aten::floor_divide -> ONNX Identity + Mod + Sub + Div + Equal + Not + Less + And + Where + Floor + Greater + Add + Mul + Cast, with both exporters.

Generated from mappings/aten/floor_divide.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="int64", low=-9.0, high=9.0),
            TensorInput(shape=[3, 4], dtype="int64", low=1.0, high=4.0),
        ),
    },
    "negative_divisors": {
        "args": (
            TensorInput(shape=[6], dtype="int64", values=[-3, 3, -3, 3, 0, -7]),
            TensorInput(shape=[6], dtype="int64", values=[2, 2, -2, -2, -5, 7]),
        ),
    },
    "floats": {
        "args": (
            TensorInput(
                shape=[8],
                dtype="float32",
                values=[-3.0, 3.0, 7.5, -0.5, 1.0, float("inf"), 0.0, 5.0],
            ),
            TensorInput(
                shape=[8],
                dtype="float32",
                values=[2.0, -2.0, 0.5, 4.0, 0.0, 2.0, -3.0, float("inf")],
            ),
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("floats",),
        "kind": "differs",
        "reason": "OpenVINO's Mod with fmod=1 gives NaN for a finite dividend and an infinite divisor (fmod(5, inf) is 5), so 5 // inf, 0 in torch, comes out NaN",
        "link": "docs/runtime-limits.md#openvino-mod-fmod",
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_floor_divide(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::floor_divide",
        **CASES[case],
        mapping="floor_divide",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "floor_divide.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::floor_divide", {}))
def test_floor_divide_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::floor_divide",
        mapping="floor_divide",
        dtype=dtype,
        dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64"),
        opsets={"torchscript": (11, 17), "dynamo": (18,)},
        export=export,
    )
