"""Parity test of corrcoef: aten::corrcoef -> ONNX Cast + Reshape + Unsqueeze + Shape + Slice + ReduceSum + Div + Sub + LessOrEqual + Where + Transpose + MatMul + EyeLike + Sqrt + Less + Greater + Squeeze + Identity, with both exporters.

Generated from mappings/aten/corrcoef.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (TensorInput(shape=[3, 6], dtype="float32", low=-2.0, high=2.0),)},
    "one_variable": {
        "args": (TensorInput(shape=[5], dtype="float32", low=-2.0, high=2.0),),
    },
    "one_observation": {
        "args": (TensorInput(shape=[3, 1], dtype="float32", low=-2.0, high=2.0),),
    },
    "constant_row_nan": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float32",
                values=[1.0, 1.0, 1.0, 1.0, 2.0, 4.0, float("nan"), 0.0, 1.0],
            ),
        ),
    },
    "int64": {
        "args": (TensorInput(shape=[2, 5], dtype="int64", low=-10.0, high=10.0),),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("constant_row_nan", "one_observation"),
        "kind": "differs",
        "reason": "On AVX-512 CPUs, OpenVINO's Greater is true where an operand is NaN, so the clip to [-1, 1] (Where(r > 1, 1, r)) turns the NaN coefficients of a constant row or of a single observation into 1",
        "link": "docs/runtime-limits.md#openvino-greater-nan",
        "isa": ("avx512_core", "avx512_amd"),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 13),
        ("torchscript", 17),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="aten::corrcoef is CompositeImplicitAutograd: torch.export decomposes it (into cov, diagonal, sqrt and clip) before the dynamo exporter sees it, so a translation would never run",
            ),
        ),
    ],
)
def test_corrcoef(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::corrcoef",
        **CASES[case],
        mapping="corrcoef",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "corrcoef.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::corrcoef", {}))
def test_corrcoef_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::corrcoef",
        mapping="corrcoef",
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
        opsets={"torchscript": (13, 17), "dynamo": ()},
        export=export,
    )
