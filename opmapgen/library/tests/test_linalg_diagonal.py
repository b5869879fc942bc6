"""Parity test of linalg_diagonal: aten::linalg_diagonal -> ONNX Shape + Gather + Identity + Add + Sub + Less + Where + Greater + Range + Mul + Slice + Reshape + Concat, with both exporters.

Generated from mappings/aten/linalg_diagonal.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[2, 4, 6], dtype="float32", low=-4.0, high=4.0),),
        "kwargs": {"offset": 0, "dim1": -2, "dim2": -1},
    },
    "above": {
        "args": (TensorInput(shape=[2, 4, 6], dtype="float32", low=-4.0, high=4.0),),
        "kwargs": {"offset": 2, "dim1": -2, "dim2": -1},
    },
    "below_swapped": {
        "args": (TensorInput(shape=[3, 5], dtype="int64", low=-9.0, high=9.0),),
        "kwargs": {"offset": -1, "dim1": -1, "dim2": -2},
    },
    "past_the_end": {
        "args": (TensorInput(shape=[2, 4, 6], dtype="float32", low=-4.0, high=4.0),),
        "kwargs": {"offset": 9, "dim1": -2, "dim2": -1},
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("past_the_end",),
        "kind": "fails",
        "reason": "OpenVINO's process dies with SIGFPE on a Gather whose index folds to an empty constant at compile time (the diagonal past the end of an input of static shape)",
        "link": "docs/runtime-limits.md#openvino-gather-empty-folded-index-crashes",
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
                reason="torch.export decomposes aten::linalg_diagonal (CompositeImplicitAutograd) into aten::diagonal before the dynamo exporter sees it, so a translation would never run; torch converts that diagonal itself",
            ),
        ),
    ],
)
def test_linalg_diagonal(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_diagonal",
        **CASES[case],
        mapping="linalg_diagonal",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_diagonal.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::linalg_diagonal", {}))
def test_linalg_diagonal_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_diagonal",
        mapping="linalg_diagonal",
        dtype=dtype,
        dtypes=(
            "float16",
            "bfloat16",
            "float32",
            "float64",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "bool",
        ),
        opsets={"torchscript": (14, 17), "dynamo": ()},
        export=export,
    )
