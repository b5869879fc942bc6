"""Parity test of repeat_interleave: aten::repeat_interleave.self_int -> ONNX Reshape + Cast + Concat + Tile + Shape + Mul + Add + Slice + Unsqueeze + Gather, with both exporters.

Generated from mappings/aten/repeat_interleave.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 3, 4], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[], dtype="int64", values=[2]),
            -1,
        ),
        "kwargs": {"output_size": None},
    },
    "first_dim": {
        "args": (
            TensorInput(shape=[2, 3, 4], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[], dtype="int64", values=[2]),
            0,
        ),
        "kwargs": {"output_size": None},
    },
    "flattened": {
        "args": (
            TensorInput(shape=[2, 3, 4], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[], dtype="int64", values=[2]),
            None,
        ),
        "kwargs": {"output_size": None},
    },
    "zero_times": {
        "args": (
            TensorInput(shape=[2, 3], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[], dtype="int64", values=[0]),
            1,
        ),
        "kwargs": {"output_size": None},
    },
    "scalar_input": {
        "args": (
            TensorInput(shape=[], dtype="float32", values=[1.5]),
            TensorInput(shape=[], dtype="int64", values=[3]),
            None,
        ),
        "kwargs": {"output_size": None},
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("zero_times",),
        "kind": "differs",
        "reason": 'OpenVINO reads a 0 in a Reshape shape computed from Shape as "copy this dimension", not as allowzero\'s empty dimension: a count of 0 gives shape [2, 3] where eager has [2, 0]',
        "link": "docs/runtime-limits.md#openvino-reshape-allowzero-computed-shape",
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 14),
        ("torchscript", 17),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="torch's dynamo translation reads dim as a number and exports these cases right; the mutated constant is the TorchScript exporter's alone",
            ),
        ),
    ],
)
def test_repeat_interleave(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::repeat_interleave.self_int",
        **CASES[case],
        mapping="repeat_interleave",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "repeat_interleave.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::repeat_interleave.self_int", {}))
def test_repeat_interleave_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::repeat_interleave.self_int",
        mapping="repeat_interleave",
        dtype=dtype,
        dtypes=(
            "bool",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "float16",
            "float32",
            "float64",
        ),
        opsets={"torchscript": (14, 17), "dynamo": ()},
        delegates=True,
        export=export,
    )
