"""Parity test of gcd: aten::gcd -> ONNX Identity + Cast + Equal + Where + Mod + Less + Not + And + Neg, with both exporters.

Generated from mappings/aten/gcd.yaml by `opmapgen build`; do not edit.
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
                shape=[6],
                dtype="int64",
                values=[
                    -9223372036854775808,
                    -9223372036854775808,
                    -9223372036854775808,
                    6,
                    -9223372036854775808,
                    0,
                ],
            ),
            TensorInput(
                shape=[6],
                dtype="int64",
                values=[
                    6,
                    0,
                    -9223372036854775808,
                    -9223372036854775808,
                    7,
                    -9223372036854775808,
                ],
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
    "fibonacci_int32": {
        "args": (
            TensorInput(
                shape=[3],
                dtype="int32",
                values=[1836311903, 1134903170, -2147483648],
            ),
            TensorInput(shape=[3], dtype="int32", values=[1134903170, 1836311903, 7]),
        ),
    },
    "int8_minimum": {
        "args": (
            TensorInput(
                shape=[6],
                dtype="int8",
                values=[-128, -128, 89, 55, -128, 127],
            ),
            TensorInput(shape=[6], dtype="int8", values=[6, 7, 55, 89, -128, -127]),
        ),
    },
    "uint8_fibonacci": {
        "args": (
            TensorInput(shape=[4], dtype="uint8", values=[233, 144, 0, 255]),
            TensorInput(shape=[4], dtype="uint8", values=[144, 233, 0, 85]),
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
            "fibonacci_int32",
            "int32_with_int64",
        ),
        "kind": "differs",
        "reason": "OpenVINO's CPU plugin computes integer Mod at float32's precision (int32's 1836311903 mod 1134903170 comes out 701408768, not 701408733; -2147483648 mod 7 comes out 0) and int64 in int32 (int64's minimum comes out 0), so Euclid's remainders of operands beyond 2^24 go wrong; the loop's other ops are exact",
        "link": "docs/runtime-limits.md#openvino-integer-mod-float32",
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_gcd(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::gcd",
        **CASES[case],
        mapping="gcd",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "gcd.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::gcd", {}))
def test_gcd_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::gcd",
        mapping="gcd",
        dtype=dtype,
        dtypes=("uint8", "int8", "int16", "int32", "int64"),
        opsets={"torchscript": (11, 17), "dynamo": (18,)},
        export=export,
    )
