"""Parity test of remainder: aten::remainder.Tensor -> ONNX Identity + Mod + Equal + Not + Less + And + Add + Where + Cast, with both exporters.

Generated from mappings/aten/remainder.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-9.0, high=9.0),
            TensorInput(shape=[3, 4], dtype="float32", low=0.5, high=4.0),
        ),
    },
    "signs_and_large": {
        "args": (
            TensorInput(
                shape=[7],
                dtype="float32",
                values=[-3.0, 3.0, -3.0, 10000000000.0, 5.0, -0.0, 7.0],
            ),
            TensorInput(
                shape=[7],
                dtype="float32",
                values=[2.0, -2.0, -2.0, 3.3, 0.0, 2.0, float("inf")],
            ),
        ),
    },
    "integers": {
        "args": (
            TensorInput(shape=[6], dtype="int64", values=[-7, 7, -7, 7, 0, -1]),
            TensorInput(shape=[6], dtype="int64", values=[3, -3, -3, 3, 5, 4]),
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": (
        {
            "cases": ("signs_and_large",),
            "kind": "differs",
            "reason": "OpenVINO's Mod with fmod=1 gives NaN for an infinite divisor and 0 for fmod(1e10, 3.3) in float32, so 7 % inf comes out NaN instead of 7 and 1e10 % 3.3 comes out 0 instead of 0.29611063",
            "link": "docs/runtime-limits.md#openvino-mod-fmod",
        },
        {
            "cases": (),
            "kind": "differs",
            "reason": "OpenVINO's Mod with fmod=1 loses the digits of large dividends (fmod(1e10, 3.3) comes out 0): OpInfo's remainder(-4988429, -1001.2) comes out -450.5 where torch gives -450.53918, and larger ones up to 8.8e12 off (found with AVX2 kernels)",
            "link": "docs/runtime-limits.md#openvino-mod-fmod",
            "isa": ("avx2", "avx512_amd"),
            "opinfo": ("float32", "float64"),
        },
    ),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_remainder(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::remainder.Tensor",
        **CASES[case],
        mapping="remainder",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "remainder.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::remainder.Tensor", {}))
def test_remainder_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::remainder.Tensor",
        mapping="remainder",
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
        ),
        opsets={"torchscript": (11, 17), "dynamo": (18,)},
        delegates=True,
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
