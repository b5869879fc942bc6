"""Parity test of heaviside: aten::heaviside -> ONNX Or + Equal + Cast + Greater + Where, with both exporters.

Generated from mappings/aten/heaviside.yaml by `opmapgen build`; do not edit.
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
    "zeros": {
        "args": (
            TensorInput(
                shape=[5],
                dtype="float32",
                values=[0.0, -0.0, 3.0, -3.0, float("nan")],
            ),
            TensorInput(shape=[1], dtype="float32", values=[0.5]),
        ),
    },
    "int64": {
        "args": (
            TensorInput(shape=[3, 4], dtype="int64", low=-1.0, high=1.0),
            TensorInput(shape=[3, 4], dtype="int64", low=-9.0, high=9.0),
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": (
        {
            "cases": ("zeros",),
            "kind": "differs",
            "reason": "On AVX-512 CPUs, OpenVINO's Greater is true where an operand is NaN, so heaviside(NaN, 0.5) comes out 1 where torch gives 0 (its input > 0 is false for NaN)",
            "link": "docs/runtime-limits.md#openvino-greater-nan",
            "isa": ("avx512_core", "avx512_amd"),
        },
        {
            "cases": (),
            "kind": "differs",
            "reason": "On AMD's AVX-512 CPUs, OpenVINO's Greater is true where an operand is NaN: OpInfo's samples with NaN inputs come out 1 where torch gives 0 (not checked on Intel's)",
            "link": "docs/runtime-limits.md#openvino-greater-nan",
            "isa": ("avx512_amd",),
            "opinfo": ("float16", "float32", "float64"),
        },
    ),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_heaviside(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::heaviside",
        **CASES[case],
        mapping="heaviside",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "heaviside.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::heaviside", {}))
def test_heaviside_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::heaviside",
        mapping="heaviside",
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
