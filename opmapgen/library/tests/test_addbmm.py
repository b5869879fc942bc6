"""Parity test of addbmm: aten::addbmm -> ONNX Cast + MatMul + ReduceSum + Mul + Identity + Add, with both exporters.

Generated from mappings/aten/addbmm.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 5], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[4, 3, 6], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[4, 6, 5], dtype="float32", low=-4.0, high=4.0),
        ),
        "kwargs": {"beta": 0.5, "alpha": 2.0},
    },
    "beta_zero_nan": {
        "args": (
            TensorInput(shape=[1], dtype="float32", values=[float("nan")]),
            TensorInput(shape=[4, 3, 6], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[4, 6, 5], dtype="float32", low=-4.0, high=4.0),
        ),
        "kwargs": {"beta": 0.0, "alpha": 1.0},
    },
    "int8_wraps": {
        "args": (
            TensorInput(shape=[3, 5], dtype="int8", low=-100.0, high=100.0),
            TensorInput(shape=[4, 3, 6], dtype="int8", low=-100.0, high=100.0),
            TensorInput(shape=[4, 6, 5], dtype="int8", low=-100.0, high=100.0),
        ),
        "kwargs": {"beta": 1, "alpha": 3},
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": (),
        "kind": "fails",
        "reason": "OpenVINO's CPU plugin fails on an integer MatMul with an input of no elements (\"object is not initialized\"), where the float one runs: integers multiply in int32 or int64, and OpInfo's samples with an empty inner dim (or a batch of them exported together) reach it",
        "link": "docs/runtime-limits.md#openvino-empty-integer-matmul",
        "opinfo": ("uint8", "int8", "int16", "int32", "int64"),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_addbmm(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::addbmm",
        **CASES[case],
        mapping="addbmm",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "addbmm.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::addbmm", {}))
def test_addbmm_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::addbmm",
        mapping="addbmm",
        dtype=dtype,
        dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64"),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        tolerance={
            "float32": (
                1.3e-06,
                5e-05,
                "torch's CPU addbmm adds the products into the result one batch matrix at a time; the mapping's MatMul and ReduceSum add the same float32 terms in another order (1.2e-5 on OpInfo's sums of 25 products)",
            ),
        },
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
