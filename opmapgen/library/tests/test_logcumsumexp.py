"""Parity test of logcumsumexp: aten::logcumsumexp -> ONNX Identity + Cast + Unsqueeze + Shape + Gather + Range + GreaterOrEqual + Where + ArgMax + GatherElements + Abs + Equal + Sub + Exp + ReduceSum + Log + Squeeze + Add, with both exporters.

Generated from mappings/aten/logcumsumexp.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[3, 5, 4], dtype="float32", low=-5.0, high=5.0), 1),
    },
    "last_dim": {
        "args": (TensorInput(shape=[3, 5, 4], dtype="float32", low=-5.0, high=5.0), -1),
    },
    "far_apart_and_infinite": {
        "args": (
            TensorInput(
                shape=[4, 3],
                dtype="float32",
                values=[
                    -1000.0,
                    0.0,
                    1000.0,
                    float("-inf"),
                    float("-inf"),
                    2.0,
                    float("inf"),
                    1.0,
                    float("nan"),
                    3.0,
                    float("-inf"),
                    5.0,
                ],
            ),
            0,
        ),
    },
    "float64": {
        "args": (TensorInput(shape=[6, 2], dtype="float64", low=-50.0, high=50.0), 0),
    },
    "scalar": {"args": (TensorInput(shape=[], dtype="float32", values=[3.0]), 0)},
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "reference": {
        "cases": ("last_dim",),
        "kind": "fails",
        "reason": "onnx.reference's GatherElements refuses a negative axis when indices are larger than data along it, which the ONNX specification allows (\"Except for dimension -1, all dimensions of index and self should be the same size\"): the reference's bug",
        "link": "docs/runtime-limits.md#reference-gatherelements-negative-axis",
    },
    "openvino": {
        "cases": ("far_apart_and_infinite",),
        "kind": "differs",
        "reason": "OpenVINO's Exp of NaN is +inf (and its ArgMax passes over NaN), so a prefix holding NaN sums to +inf where torch gives NaN",
        "link": "docs/runtime-limits.md#openvino-exp-nan",
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_logcumsumexp(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::logcumsumexp",
        **CASES[case],
        mapping="logcumsumexp",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "logcumsumexp.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::logcumsumexp", {}))
def test_logcumsumexp_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::logcumsumexp",
        mapping="logcumsumexp",
        dtype=dtype,
        dtypes=("float16", "bfloat16", "float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
