"""Parity test of pdist: aten::pdist -> ONNX Unsqueeze + Sub + Abs + ReduceMax + Shape + Gather + Range + Greater + Reshape + Compress + Equal + Not + Cast + ReduceSum + Mul + Sqrt + Pow, with both exporters.

Generated from mappings/aten/pdist.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[5, 3], dtype="float32", low=-3.0, high=3.0), 2.0),
    },
    "p1": {
        "args": (TensorInput(shape=[5, 3], dtype="float32", low=-3.0, high=3.0), 1.0),
    },
    "p0": {
        "args": (
            TensorInput(
                shape=[4, 2],
                dtype="float32",
                values=[1.0, 2.0, 1.0, 0.0, 1.0, 2.0, 3.0, 2.0],
            ),
            0.0,
        ),
    },
    "p_inf": {
        "args": (
            TensorInput(shape=[5, 3], dtype="float32", low=-3.0, high=3.0),
            float("inf"),
        ),
    },
    "p3": {
        "args": (TensorInput(shape=[5, 3], dtype="float32", low=-3.0, high=3.0), 3.0),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": (),
        "kind": "fails",
        "reason": "With AVX2 kernels OpenVINO's CPU plugin dies (SIGFPE) on a Compress whose constant condition keeps nothing: the dynamo exporter's model of pdist of one row (no pairs) selects the upper triangle of a 1 x 1 distance matrix that way; opmapgen's worker reports the crash",
        "link": "docs/runtime-limits.md#openvino-compress-nothing-kept-crashes",
        "exporters": ("dynamo",),
        "isa": ("avx2", "avx512_amd"),
        "opinfo": True,
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("torchscript", 18), ("dynamo", 18)],
)
def test_pdist(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::pdist",
        **CASES[case],
        mapping="pdist",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "pdist.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::pdist", {}))
def test_pdist_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::pdist",
        mapping="pdist",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17, 18), "dynamo": (18,)},
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
