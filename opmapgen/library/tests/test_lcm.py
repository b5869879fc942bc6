"""Parity test of lcm: aten::lcm -> ONNX Identity + Cast + Equal + Where + Mod + Div + Mul + Abs + Sub + Add + Less + Not + And + Neg + Or, with both exporters.

Generated from mappings/aten/lcm.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="int64", low=-60.0, high=60.0),
            TensorInput(shape=[3, 4], dtype="int64", low=-60.0, high=60.0),
        ),
    },
    "signs_and_zeros": {
        "args": (
            TensorInput(
                shape=[10],
                dtype="int64",
                values=[12, -12, 12, -12, 0, 0, 7, -7, 1, 36],
            ),
            TensorInput(
                shape=[10],
                dtype="int64",
                values=[18, 18, -18, -18, 5, 0, 0, -7, -1, 24],
            ),
        ),
    },
    "fibonacci_int64": {
        "args": (
            TensorInput(
                shape=[4],
                dtype="int64",
                values=[
                    7540113804746346429,
                    4660046610375530309,
                    9223372036854775807,
                    -9223372036854775807,
                ],
            ),
            TensorInput(
                shape=[4],
                dtype="int64",
                values=[
                    4660046610375530309,
                    7540113804746346429,
                    7540113804746346429,
                    6,
                ],
            ),
        ),
    },
    "minimum_int64": {
        "args": (
            TensorInput(
                shape=[5],
                dtype="int64",
                values=[
                    -9223372036854775808,
                    -9223372036854775808,
                    -9223372036854775808,
                    6,
                    -9223372036854775808,
                ],
            ),
            TensorInput(
                shape=[5],
                dtype="int64",
                values=[6, 0, -9223372036854775808, -9223372036854775808, 96],
            ),
        ),
    },
    "broadcast": {
        "args": (
            TensorInput(shape=[3, 1], dtype="int64", values=[12, -30, 0]),
            TensorInput(shape=[4], dtype="int64", values=[18, 0, -45, 7]),
        ),
    },
    "zero_dim": {
        "args": (
            TensorInput(shape=[], dtype="int64", values=[-84]),
            TensorInput(shape=[2, 3], dtype="int64", values=[36, -60, 0, 7, 126, -84]),
        ),
    },
    "zero_dim_both": {
        "args": (
            TensorInput(shape=[], dtype="int32", values=[0]),
            TensorInput(shape=[], dtype="int32", values=[0]),
        ),
    },
    "wraps_int32": {
        "args": (
            TensorInput(
                shape=[4],
                dtype="int32",
                values=[1836311903, 65537, -2147483648, 46341],
            ),
            TensorInput(
                shape=[4],
                dtype="int32",
                values=[1134903170, 65539, 6, -46340],
            ),
        ),
    },
    "int8_narrowed": {
        "args": (
            TensorInput(
                shape=[7],
                dtype="int8",
                values=[-128, 89, 120, 0, 100, -128, 127],
            ),
            TensorInput(
                shape=[7],
                dtype="int8",
                values=[7, 55, 126, 0, -2, -128, -126],
            ),
        ),
    },
    "uint8_narrowed": {
        "args": (
            TensorInput(shape=[5], dtype="uint8", values=[200, 233, 120, 0, 255]),
            TensorInput(shape=[5], dtype="uint8", values=[7, 144, 126, 0, 254]),
        ),
    },
    "promoted": {
        "args": (
            TensorInput(shape=[3], dtype="uint8", values=[200, 255, 12]),
            TensorInput(shape=[3], dtype="int8", values=[-128, -85, 18]),
        ),
    },
    "int32_with_int64": {
        "args": (
            TensorInput(shape=[3], dtype="int32", values=[-12, 2147483647, 0]),
            TensorInput(
                shape=[3],
                dtype="int64",
                values=[18, 4294967294, -9223372036854775808],
            ),
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": (
            "fibonacci_int64",
            "minimum_int64",
            "wraps_int32",
            "int32_with_int64",
        ),
        "kind": "differs",
        "reason": "OpenVINO's CPU plugin computes integer Mod at float32's precision (int32's 1836311903 mod 1134903170 comes out 701408768, not 701408733; -2147483648 mod 7 comes out 0) and int64 in int32 (int64's minimum comes out 0), so the gcd under lcm goes wrong for operands beyond 2^24, and int64 products beyond int32 wrap at 2^32",
        "link": "docs/runtime-limits.md#openvino-integer-mod-float32",
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_lcm(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::lcm",
        **CASES[case],
        mapping="lcm",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "lcm.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::lcm", {}))
def test_lcm_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::lcm",
        mapping="lcm",
        dtype=dtype,
        dtypes=("uint8", "int8", "int16", "int32", "int64"),
        opsets={"torchscript": (11, 17), "dynamo": (18,)},
        export=export,
    )
