"""Parity test of pow_scalar: aten::pow.Scalar -> ONNX Cast + Identity + Mul + Add + Mod + Equal + Where + Div + Sub + Less, with both exporters.

Generated from mappings/aten/pow_scalar.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            3,
            TensorInput(shape=[6], dtype="int64", values=[39, 40, 41, 63, 100, -1]),
        ),
    },
    "int8": {
        "args": (-3, TensorInput(shape=[5], dtype="int8", values=[3, 5, 7, 100, 127])),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("spec", "int8"),
        "kind": "differs",
        "reason": "OpenVINO's CPU plugin computes int64 in int32: the exact square-and-multiply in int64 overflows there (an overflowing product comes out as int32's minimum) where torch's power wraps in int64 or in its own dtype",
        "link": "docs/runtime-limits.md#openvino-int64-in-int32",
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        pytest.param(
            "torchscript",
            18,
            marks=pytest.mark.skip(
                reason="the TorchScript exporter sends every overload of aten::pow to one symbolic, the `pow` mapping's",
            ),
        ),
        ("dynamo", 18),
    ],
)
def test_pow_scalar(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::pow.Scalar",
        **CASES[case],
        mapping="pow_scalar",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "pow_scalar.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::pow.Scalar", {}))
def test_pow_scalar_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::pow.Scalar",
        mapping="pow_scalar",
        dtype=dtype,
        dtypes=("uint8", "int8", "int16", "int32", "int64"),
        opsets={"torchscript": (), "dynamo": (18,)},
        delegates=True,
        export=export,
    )
