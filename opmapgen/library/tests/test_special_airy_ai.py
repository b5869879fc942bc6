"""Parity test of special_airy_ai: aten::special_airy_ai -> ONNX Mul + Neg + Sqrt + Div + Add + Sin + Cos + Sub + Exp + Less + Where + IsInf + Greater, with both exporters.

Generated from mappings/aten/special_airy_ai.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[3, 4], dtype="float32", low=-12.0, high=12.0),),
    },
    "edges": {
        "args": (
            TensorInput(
                shape=[12],
                dtype="float32",
                values=[
                    0.0,
                    -0.0,
                    -2.09,
                    2.09,
                    -2.0,
                    8.4,
                    100.0,
                    105.0,
                    -100.0,
                    float("inf"),
                    float("-inf"),
                    float("nan"),
                ],
            ),
        ),
    },
    "int64": {
        "args": (TensorInput(shape=[3, 4], dtype="int64", low=-10.0, high=10.0),),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": (
        {
            "cases": ("spec", "edges", "int64"),
            "kind": "fails",
            "reason": "OpenVINO's CPU plugin fuses the mapping's 400 elementwise nodes into one generated kernel (a snippet) and fails to compile it (\"Can't allocate registers for a snippet: not enough registers\"); it runs with SNIPPETS_MODE DISABLE",
            "link": "docs/runtime-limits.md#openvino-snippet-registers",
        },
        {
            "cases": (),
            "kind": "fails",
            "reason": "With AVX2 kernels (and on AMD's AVX-512 CPUs) OpenVINO's snippet compilation fails the same way on OpInfo's 0-dim samples (\"Can't allocate registers for a snippet\"); their float64 models, whose Casts split the fused kernel, compile",
            "link": "docs/runtime-limits.md#openvino-snippet-registers",
            "isa": ("avx2", "avx512_amd"),
            "opinfo": ("bool", "uint8", "int8", "int16", "int32", "int64", "float32"),
        },
        {
            "cases": (),
            "kind": "differs",
            "reason": "With AVX2 kernels (and on AMD's AVX-512 CPUs) the models of OpInfo's vectors that do compile give large negative inputs' oscillating tail a few float32 digits off: airy_ai(-127) comes out 5e-4 relative off torch's -0.0191, airy_ai(-13437.7) 0.0025 off -0.0330 (not yet reduced to one op)",
            "link": "docs/runtime-limits.md#openvino-snippet-registers",
            "isa": ("avx2", "avx512_amd"),
            "opinfo": ("int8", "int16", "int32", "int64", "float32"),
        },
        {
            "cases": (),
            "kind": "differs",
            "reason": "On AMD's AVX-512 CPUs the float64 model (computed in float32) gives 0 for NaN, where `x > 103.892` is true for NaN, and 0 for +inf where torch gives NaN",
            "link": "docs/runtime-limits.md#openvino-greater-nan",
            "isa": ("avx512_amd",),
            "opinfo": ("float64",),
        },
    ),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 10), ("torchscript", 17), ("dynamo", 18)],
)
def test_special_airy_ai(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::special_airy_ai",
        **CASES[case],
        mapping="special_airy_ai",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "special_airy_ai.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::special_airy_ai", {}))
def test_special_airy_ai_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::special_airy_ai",
        mapping="special_airy_ai",
        dtype=dtype,
        dtypes=(
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
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
