"""Parity test of trace: aten::trace -> ONNX Cast + Identity + Shape + Gather + Less + Where + Reshape + Range + Add + Mul + ReduceSum, with both exporters.

Generated from mappings/aten/trace.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (TensorInput(shape=[4, 6], dtype="float32", low=-4.0, high=4.0),)},
    "tall_int8": {
        "args": (TensorInput(shape=[6, 3], dtype="int8", low=-100.0, high=100.0),),
    },
    "empty": {
        "args": (TensorInput(shape=[0, 3], dtype="float32", low=-4.0, high=4.0),),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("empty",),
        "kind": "unstable",
        "reason": "OpenVINO's sum of the empty diagonal of a [0, 3] matrix is 0 in most runs and a small nonzero number in some (0.0078 once in CI's dynamo model): it reads memory the empty input never wrote; ONNX Runtime and the reference give 0",
        "link": None,
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_trace(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::trace",
        **CASES[case],
        mapping="trace",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "trace.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::trace", {}))
def test_trace_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::trace",
        mapping="trace",
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
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
