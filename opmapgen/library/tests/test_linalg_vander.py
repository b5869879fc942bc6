"""Parity test of linalg_vander: aten::linalg_vander -> ONNX Cast + Reshape + Shape + Squeeze + Range + Sub + Less + Unsqueeze + Where + ReduceProd + Identity, with both exporters.

Generated from mappings/aten/linalg_vander.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[2, 5], dtype="float32", low=-3.0, high=3.0),),
        "kwargs": {"N": None},
    },
    "wider_int8": {
        "args": (TensorInput(shape=[4], dtype="int8", low=-100.0, high=100.0),),
        "kwargs": {"N": 6},
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("wider_int8",),
        "kind": "differs",
        "reason": "OpenVINO's CPU plugin computes int64 in int32: the int64 ReduceProd of the powers wraps at 2^32 (100^5 comes out 1410065408)",
        "link": "docs/runtime-limits.md#openvino-int64-in-int32",
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 15), ("torchscript", 17), ("torchscript", 18), ("dynamo", 18)],
)
def test_linalg_vander(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_vander",
        **CASES[case],
        mapping="linalg_vander",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_vander.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::linalg_vander", {}))
def test_linalg_vander_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_vander",
        mapping="linalg_vander",
        dtype=dtype,
        dtypes=("float32", "float64", "uint8", "int8", "int16", "int32", "int64"),
        opsets={"torchscript": (15, 17, 18), "dynamo": (18,)},
        export=export,
    )
