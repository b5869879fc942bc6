"""Parity test of sum_to_size: aten::sum_to_size -> ONNX Reshape + Range + Equal + NonZero + Add + Concat + Cast + ReduceSum, with both exporters.

Generated from mappings/aten/sum_to_size.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 3, 4], dtype="float32", low=-4.0, high=4.0),
            [1, 4],
        ),
    },
    "same": {
        "args": (
            TensorInput(shape=[2, 3, 4], dtype="float32", low=-4.0, high=4.0),
            [2, 3, 4],
        ),
    },
    "to_scalar": {
        "args": (TensorInput(shape=[2, 3, 4], dtype="float32", low=-4.0, high=4.0), []),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": (),
        "kind": "fails",
        "reason": "OpenVINO reads the empty constant of size () (sum_to_size(()) of a 0-dim input, in the dynamo exporter's model, which float32 and float64 samples take unoptimized) as a scalar, so the target shape Reshape(size, [-1]) has one element and the final Reshape of the scalar sum to it is refused (\"Model wasn't fully converted ... Reshape-18\")",
        "link": "docs/runtime-limits.md#openvino-empty-constant-is-a-scalar",
        "exporters": ("dynamo",),
        "opinfo": ("float32", "float64"),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 14), ("torchscript", 17), ("dynamo", 18)],
)
def test_sum_to_size(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::sum_to_size",
        **CASES[case],
        mapping="sum_to_size",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "sum_to_size.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::sum_to_size", {}))
def test_sum_to_size_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::sum_to_size",
        mapping="sum_to_size",
        dtype=dtype,
        dtypes=("float16", "float32", "float64"),
        opsets={"torchscript": (14, 17), "dynamo": (18,)},
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
