"""Parity test of cumprod: aten::cumprod -> ONNX Cast + Identity + Unsqueeze + Shape + Gather + Range + GreaterOrEqual + CastLike + Where + ReduceProd, with both exporters.

Generated from mappings/aten/cumprod.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[3, 5], dtype="float32", low=-2.0, high=2.0), 1),
        "kwargs": {"dtype": None},
    },
    "to_float64": {
        "args": (TensorInput(shape=[3, 5], dtype="float32", low=-2.0, high=2.0), 0),
        "kwargs": {"dtype": "float64"},
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": (),
        "kind": "differs",
        "reason": "OpenVINO reads a constant with no elements as a scalar: the dynamo exporter folds the mask of an empty input's cumprod to an empty constant, which broadcasts as one element, so the product has shape [1] instead of [0]",
        "link": "docs/runtime-limits.md#openvino-empty-constant-is-a-scalar",
        "exporters": ("dynamo",),
        "opinfo": ("float16", "bfloat16"),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 15), ("torchscript", 17), ("torchscript", 18), ("dynamo", 18)],
)
def test_cumprod(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::cumprod",
        **CASES[case],
        mapping="cumprod",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "cumprod.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::cumprod", {}))
def test_cumprod_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::cumprod",
        mapping="cumprod",
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
        opsets={"torchscript": (15, 17, 18), "dynamo": (18,)},
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
