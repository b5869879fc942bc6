"""Parity test of frexp: aten::frexp.Tensor -> ONNX Cast + Abs + Greater + Less + And + Where + Log + Div + Floor + Add + Neg + Pow + Mul + Sub + Identity, with both exporters.

Generated from mappings/aten/frexp.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": (),
        "kind": "differs",
        "reason": "OpenVINO computes float64 in float32 and turns its infinities into ±3.4e38 (FLT_MAX), so the mantissa of ±inf, ±inf in torch, comes out ±3.4e38",
        "link": "docs/runtime-limits.md#openvino-float64-infinity",
        "opinfo": ("float64",),
    },
}


@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_frexp(exporter, opset, tmp_path):
    check_parity(
        source="aten::frexp.Tensor",
        args=(TensorInput(shape=[3, 4], dtype="float32", low=-100.0, high=100.0),),
        mapping="frexp",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "frexp.onnx",
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::frexp.Tensor", {}))
def test_frexp_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::frexp.Tensor",
        mapping="frexp",
        dtype=dtype,
        dtypes=("float16", "float32", "float64"),
        opsets={"torchscript": (11, 17), "dynamo": (18,)},
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
