"""Parity test of renorm: aten::renorm -> ONNX Cast + Identity + Shape + Slice + ReduceProd + Concat + Reshape + Abs + Transpose + Mul + ReduceSum + Sqrt + Equal + Not + ArgMax + GatherElements + Where + Pow + CastLike + Greater + Add + Div, with both exporters.

Generated from mappings/aten/renorm.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4, 5], dtype="float32", low=-2.0, high=2.0),
            2.0,
            1,
            3.0,
        ),
    },
    "p1_dim0": {
        "args": (
            TensorInput(shape=[3, 4, 5], dtype="float32", low=-2.0, high=2.0),
            1.0,
            0,
            5.0,
        ),
    },
    "p3_last": {
        "args": (
            TensorInput(shape=[3, 4, 5], dtype="float32", low=-2.0, high=2.0),
            3.0,
            -1,
            2.0,
        ),
    },
    "pinf_nan": {
        "args": (
            TensorInput(
                shape=[2, 3],
                dtype="float32",
                values=[1.0, -4.0, float("nan"), 0.5, 0.25, -0.1],
            ),
            float("inf"),
            0,
            1.0,
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("pinf_nan",),
        "kind": "differs",
        "reason": "On AVX-512 CPUs, OpenVINO's Greater is true where an operand is NaN, so a slice whose norm is NaN is scaled (by maxnorm / NaN: all NaN), where torch leaves it as it is",
        "link": "docs/runtime-limits.md#openvino-greater-nan",
        "isa": ("avx512_core", "avx512_amd"),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 15), ("torchscript", 17), ("dynamo", 18)],
)
def test_renorm(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::renorm",
        **CASES[case],
        mapping="renorm",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "renorm.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::renorm", {}))
def test_renorm_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::renorm",
        mapping="renorm",
        dtype=dtype,
        dtypes=("float16", "float32", "float64"),
        opsets={"torchscript": (15, 17, 20), "dynamo": (18,)},
        export=export,
    )
