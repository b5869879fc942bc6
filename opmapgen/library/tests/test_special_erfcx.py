"""Parity test of special_erfcx: aten::special_erfcx -> ONNX Cast + Abs + Add + Div + Less + Where + Floor + Mul + Sub + Gather + Not + Identity + Greater + Exp + Equal, with both exporters.

Generated from mappings/aten/special_erfcx.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[3, 4], dtype="float32", low=-8.0, high=60.0),),
    },
    "edges": {
        "args": (
            TensorInput(
                shape=[12],
                dtype="float32",
                values=[
                    0.0,
                    -0.0,
                    1e-20,
                    -1.0,
                    -7.0,
                    -27.0,
                    49.0,
                    51.0,
                    100000000.0,
                    float("inf"),
                    float("-inf"),
                    float("nan"),
                ],
            ),
        ),
    },
    "float64": {
        "args": (TensorInput(shape=[3, 4], dtype="float64", low=-10.0, high=10.0),),
    },
    "int64": {"args": (TensorInput(shape=[3, 4], dtype="int64", low=-5.0, high=5.0),)},
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": (
        {
            "cases": ("edges",),
            "kind": "differs",
            "reason": "OpenVINO computes the float64 steps in float32 and turns their infinities into ±3.4e38 (FLT_MAX), so erfcx(-27) and erfcx(-inf), inf in torch, come out 3.4e38",
            "link": "docs/runtime-limits.md#openvino-float64-infinity",
        },
        {
            "cases": (),
            "kind": "differs",
            "reason": "OpenVINO computes the float64 steps in float32 and turns their infinities into ±3.4e38 (FLT_MAX), also for float32 and integer inputs with AVX2 kernels: erfcx(-501), inf in torch, comes out 3.4e38",
            "link": "docs/runtime-limits.md#openvino-float64-infinity",
            "isa": ("avx2", "avx512_amd"),
            "opinfo": ("float32", "int8", "int16", "int32", "int64"),
        },
        {
            "cases": (),
            "kind": "fails",
            "reason": "With AVX2 kernels OpenVINO's CPU plugin dies (SIGFPE) on a Gather from the mapping's coefficient table with an empty [0, 3] index tensor, which the dynamo exporter's model (static shapes) of OpInfo's empty sample holds; opmapgen's worker reports the crash",
            "link": "docs/runtime-limits.md#openvino-empty-gather-crashes",
            "exporters": ("dynamo",),
            "isa": ("avx2", "avx512_amd"),
            "opinfo": True,
        },
    ),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_special_erfcx(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::special_erfcx",
        **CASES[case],
        mapping="special_erfcx",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "special_erfcx.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::special_erfcx", {}))
def test_special_erfcx_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::special_erfcx",
        mapping="special_erfcx",
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
            "uint16",
            "uint32",
            "uint64",
        ),
        opsets={"torchscript": (11, 17), "dynamo": (18,)},
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
