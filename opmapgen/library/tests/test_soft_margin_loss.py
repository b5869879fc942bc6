"""Parity test of soft_margin_loss: aten::soft_margin_loss -> ONNX Cast + Mul + Neg + Exp + Add + Equal + Greater + Log + Sub + Div + Where + Identity + ReduceSum + Size + Squeeze, with both exporters.

Generated from mappings/aten/soft_margin_loss.yaml by `opmapgen build`; do not edit.
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
            1,
        ),
    },
    "none": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            0,
        ),
    },
    "sum": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            2,
        ),
    },
    "broadcast_nan": {
        "args": (
            TensorInput(
                shape=[2, 3],
                dtype="float32",
                values=[1.0, float("nan"), float("-inf"), 0.5, 2.0, 3.0],
            ),
            TensorInput(shape=[3], dtype="float32", values=[0.0, 1.0, 2.0]),
            1,
        ),
    },
    "empty_mean": {
        "args": (
            TensorInput(shape=[0, 3], dtype="float32", values=[]),
            TensorInput(shape=[0, 3], dtype="float32", values=[]),
            1,
        ),
    },
    "far_and_tiny": {
        "args": (
            TensorInput(
                shape=[6],
                dtype="float32",
                values=[30.0, -30.0, 100.0, -100.0, 1e-08, float("nan")],
            ),
            TensorInput(
                shape=[6],
                dtype="float32",
                values=[1.0, 1.0, 1.0, 1.0, -1.0, 1.0],
            ),
            0,
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("far_and_tiny",),
        "kind": "differs",
        "reason": "OpenVINO fuses Log(1 + Exp(z)) into its SoftPlus, which does not overflow, so the float32 loss of x = -100, y = 1 comes out 100 where the model and torch (log1p(exp(100)) in float32) give inf",
        "link": "docs/runtime-limits.md#openvino-softplus-fusion",
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_soft_margin_loss(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::soft_margin_loss",
        **CASES[case],
        mapping="soft_margin_loss",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "soft_margin_loss.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::soft_margin_loss", {}))
def test_soft_margin_loss_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::soft_margin_loss",
        mapping="soft_margin_loss",
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
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
