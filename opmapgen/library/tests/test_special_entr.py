"""Parity test of special_entr: aten::special_entr -> ONNX Greater + Neg + Log + Mul + Equal + Where + Cast, with both exporters.

Generated from mappings/aten/special_entr.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (TensorInput(shape=[3, 4], dtype="float32", low=-1.0, high=5.0),)},
    "edges": {
        "args": (
            TensorInput(
                shape=[7],
                dtype="float32",
                values=[
                    0.0,
                    -0.0,
                    -1.0,
                    1.0,
                    float("inf"),
                    float("-inf"),
                    float("nan"),
                ],
            ),
        ),
    },
    "int64": {"args": (TensorInput(shape=[3, 4], dtype="int64", low=-2.0, high=5.0),)},
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": (),
        "kind": "differs",
        "reason": "OpenVINO computes float64 in float32 and, with AVX2 kernels, does not keep the -inf that entr gives a negative input: it comes out near -3.4e38 (FLT_MAX), where torch gives -inf",
        "link": "docs/runtime-limits.md#openvino-float64-infinity",
        "isa": ("avx2", "avx512_amd"),
        "opinfo": ("float64",),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_special_entr(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::special_entr",
        **CASES[case],
        mapping="special_entr",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "special_entr.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::special_entr", {}))
def test_special_entr_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::special_entr",
        mapping="special_entr",
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
