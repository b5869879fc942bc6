"""Parity test of pow: aten::pow.Tensor_Tensor -> ONNX Pow + Cast + Identity + Mul + Add + Mod + Equal + Where + Div + Sub + Less, with both exporters.

Generated from mappings/aten/pow.yaml by `opmapgen build`; do not edit.
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
            TensorInput(shape=[3, 4], dtype="int64", low=-3.0, high=40.0),
        ),
    },
    "beyond_double": {
        "args": (
            TensorInput(shape=[6], dtype="int64", values=[3, 3, -3, 7, 3, -1]),
            TensorInput(
                shape=[6],
                dtype="int64",
                values=[39, 40, 41, 23, 100, 9223372036854775807],
            ),
        ),
    },
    "wraps_int32": {
        "args": (
            TensorInput(shape=[4], dtype="int32", values=[3, 7, -5, 2]),
            TensorInput(shape=[4], dtype="int32", values=[21, 12, 15, 31]),
        ),
    },
    "int8_by_scalar": {
        "args": (
            TensorInput(shape=[5], dtype="int8", values=[3, -3, 2, 5, 127]),
            TensorInput(shape=[], dtype="int64", values=[5]),
        ),
    },
    "uint8_base_scalar": {
        "args": (
            TensorInput(shape=[], dtype="uint8", values=[3]),
            TensorInput(shape=[4], dtype="uint8", values=[0, 5, 6, 255]),
        ),
    },
    "promoted": {
        "args": (
            TensorInput(shape=[3], dtype="int8", values=[3, -3, 5]),
            TensorInput(shape=[3], dtype="int64", values=[39, 41, 9]),
        ),
    },
    "uint8_and_int8": {
        "args": (
            TensorInput(shape=[3], dtype="uint8", values=[3, 200, 7]),
            TensorInput(shape=[3], dtype="int8", values=[5, 3, -1]),
        ),
    },
    "narrowed_exponent": {
        "args": (
            TensorInput(shape=[3], dtype="int8", values=[3, 2, -1]),
            TensorInput(shape=[], dtype="int64", values=[200]),
        ),
    },
    "bool_exponent": {
        "args": (
            TensorInput(shape=[2], dtype="int8", values=[3, 2]),
            TensorInput(shape=[2], dtype="bool", values=[True, False]),
        ),
    },
    "bool_base": {
        "args": (
            TensorInput(shape=[2], dtype="bool", values=[True, False]),
            TensorInput(shape=[], dtype="int64", values=[2]),
        ),
    },
    "negative_exponents": {
        "args": (
            TensorInput(shape=[6], dtype="int32", values=[2, 1, -1, 0, -1, 3]),
            TensorInput(shape=[6], dtype="int32", values=[-1, -2, -3, -1, -4, 0]),
        ),
    },
    "mixed_floats": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float16", low=0.5, high=3.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=3.0),
        ),
    },
    "float_exponent_of_int": {
        "args": (
            TensorInput(shape=[3, 4], dtype="int64", low=1.0, high=6.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=3.0),
        ),
    },
    "float64_scalar_base": {
        "args": (
            TensorInput(shape=[], dtype="float64", values=[1.5]),
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=3.0),
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": (
        {
            "cases": (
                "spec",
                "beyond_double",
                "promoted",
                "int8_by_scalar",
                "uint8_base_scalar",
            ),
            "kind": "differs",
            "reason": "OpenVINO's CPU plugin computes int64 in int32: the exact square-and-multiply in int64 overflows there (an overflowing product comes out as int32's minimum) where torch's power wraps in int64 or in its own dtype",
            "link": "docs/runtime-limits.md#openvino-int64-in-int32",
        },
        {
            "cases": (),
            "kind": "differs",
            "reason": "OpenVINO computes the int64 step Where(Mod(e, 2) == 1, acc * power, acc) of the square-and-multiply at float32's precision (9 * 43046721 comes out 387420480), so the low bits that the cast back to uint8, int8, int16 or int32 keeps are wrong: OpInfo's 9 ** 9 in uint8 comes out 64 where torch gives 73",
            "link": "docs/runtime-limits.md#openvino-int64-where-mul-float32",
            "opinfo": ("uint8", "int8", "int16", "int32"),
        },
        {
            "cases": (),
            "kind": "differs",
            "reason": "With AVX2 kernels OpenVINO computes the same int64 step at float32's precision in int64 results too: OpInfo's int64 powers near 3.9e8 come out 1 to 9 off (9 ** 9, 387420489, comes out 387420480)",
            "link": "docs/runtime-limits.md#openvino-int64-where-mul-float32",
            "isa": ("avx2", "avx512_amd"),
            "opinfo": ("int64",),
        },
    ),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 10), ("torchscript", 17), ("dynamo", 18)],
)
def test_pow(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::pow.Tensor_Tensor",
        **CASES[case],
        mapping="pow",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "pow.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::pow.Tensor_Tensor", {}))
def test_pow_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::pow.Tensor_Tensor",
        mapping="pow",
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
        opsets={"torchscript": (10, 17), "dynamo": (18,)},
        delegates=True,
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
