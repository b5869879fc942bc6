"""Parity test of topk: aten::topk -> ONNX Identity + Shape + Size + Cast + Reshape + TopK, with both exporters.

Generated from mappings/aten/topk.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 40], dtype="float32", low=-3.0, high=3.0),
            5,
            -1,
            True,
            True,
        ),
    },
    "smallest_dim0": {
        "args": (
            TensorInput(shape=[30, 4], dtype="float64", low=-2.0, high=2.0),
            7,
            0,
            False,
            True,
        ),
    },
    "nan_and_inf": {
        "args": (
            TensorInput(
                shape=[2, 6],
                dtype="float32",
                values=[
                    3.0,
                    float("nan"),
                    1.0,
                    float("inf"),
                    float("-inf"),
                    float("nan"),
                    2.0,
                    -0.0,
                    0.0,
                    1.0,
                    3.0,
                    float("nan"),
                ],
            ),
            4,
            -1,
            True,
            True,
        ),
    },
    "scalar": {
        "args": (
            TensorInput(shape=[], dtype="float32", values=[3.0]),
            1,
            0,
            True,
            True,
        ),
    },
    "scalar_k0": {
        "args": (
            TensorInput(shape=[], dtype="float32", values=[-2.0]),
            0,
            -1,
            False,
            True,
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("nan_and_inf",),
        "kind": "differs",
        "reason": "OpenVINO's TopK leaves NaN where its comparisons, all false, happen to put it (below +inf, or first), where ONNX Runtime, the reference and torch order NaN above +inf",
        "link": "docs/runtime-limits.md#openvino-topk-order",
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_topk(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::topk",
        **CASES[case],
        mapping="topk",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "topk.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
        reference="opmapgen.runtime.references:stable_topk",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::topk", {}))
def test_topk_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::topk",
        mapping="topk",
        dtype=dtype,
        dtypes=(
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "float16",
            "bfloat16",
            "float32",
            "float64",
        ),
        opsets={"torchscript": (11, 13, 17), "dynamo": (18,)},
        reference="opmapgen.runtime.references:stable_topk",
        export=export,
    )
