"""Parity test of grid_sampler: aten::grid_sampler -> ONNX Cast + Identity + GridSample, with both exporters.

Generated from mappings/aten/grid_sampler.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[1, 2, 4, 5], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[1, 3, 3, 2], dtype="float32", low=-1.2, high=1.2),
            0,
            0,
            False,
        ),
    },
    "nearest_border": {
        "args": (
            TensorInput(shape=[1, 2, 4, 5], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[1, 3, 3, 2], dtype="float32", low=-1.2, high=1.2),
            1,
            1,
            True,
        ),
    },
    "bicubic_reflection": {
        "args": (
            TensorInput(shape=[1, 2, 4, 5], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[1, 3, 3, 2], dtype="float32", low=-1.2, high=1.2),
            2,
            2,
            False,
        ),
    },
    "float64": {
        "args": (
            TensorInput(shape=[1, 2, 4, 5], dtype="float64", low=-2.0, high=2.0),
            TensorInput(shape=[1, 3, 3, 2], dtype="float64", low=-1.2, high=1.2),
            0,
            0,
            False,
        ),
        "refused_below": 20,
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "reference": {
        "cases": ("spec", "bicubic_reflection"),
        "kind": "fails",
        "reason": "onnx.reference's GridSample knows only opset 20's mode names (linear, cubic) and refuses opset 16 to 19's \"bilinear\" and \"bicubic\", which these cases export below opset 20: the reference's bug",
        "link": "docs/runtime-limits.md#reference-gridsample-opset16-modes",
        "below_opset": 20,
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 16),
        ("torchscript", 17),
        ("torchscript", 20),
        ("dynamo", 18),
        ("dynamo", 20),
    ],
)
def test_grid_sampler(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::grid_sampler",
        **CASES[case],
        mapping="grid_sampler",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "grid_sampler.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::grid_sampler", {}))
def test_grid_sampler_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::grid_sampler",
        mapping="grid_sampler",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (16, 17, 20), "dynamo": (18, 20)},
        export=export,
    )
