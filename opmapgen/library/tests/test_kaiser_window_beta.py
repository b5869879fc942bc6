"""Parity test of kaiser_window_beta: aten::kaiser_window.beta -> ONNX Range + Cast + Mul + Add + Sub + Div + Abs + Sqrt + Concat + Exp + Greater + Where + Slice + Identity, with both exporters.

Generated from mappings/aten/kaiser_window_beta.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (8, True, 5.0), "kwargs": {"dtype": None}},
    "symmetric": {"args": (8, False, 5.0), "kwargs": {"dtype": None}},
    "zero_beta": {"args": (9, False, 0.0), "kwargs": {"dtype": None}},
    "zero_beta_periodic": {"args": (9, True, 0.0), "kwargs": {"dtype": None}},
    "small_beta": {"args": (16, False, 0.5), "kwargs": {"dtype": None}},
    "small_beta_periodic": {"args": (16, True, 0.5), "kwargs": {"dtype": None}},
    "beta_12": {"args": (16, False, 12.0), "kwargs": {"dtype": None}},
    "large_beta": {"args": (33, False, 30.0), "kwargs": {"dtype": None}},
    "large_beta_periodic": {"args": (32, True, 30.0), "kwargs": {"dtype": None}},
    "negative_beta": {"args": (8, False, -3.0), "kwargs": {"dtype": None}},
    "empty": {"args": (0, False, 5.0), "kwargs": {"dtype": None}},
    "empty_periodic": {"args": (0, True, 5.0), "kwargs": {"dtype": None}},
    "single": {"args": (1, False, 5.0), "kwargs": {"dtype": None}},
    "single_periodic": {"args": (1, True, 5.0), "kwargs": {"dtype": None}},
    "pair": {"args": (2, False, 5.0), "kwargs": {"dtype": None}},
    "long": {"args": (63, False, 8.6), "kwargs": {"dtype": None}},
    "double": {"args": (31, False, 30.0), "kwargs": {"dtype": "float64"}},
    "double_periodic": {"args": (31, True, 0.5), "kwargs": {"dtype": "float64"}},
    "half": {"args": (16, False, 5.0), "kwargs": {"dtype": "float16"}},
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("empty", "empty_periodic"),
        "kind": "differs",
        "reason": "OpenVINO gives an empty constant graph output (the length-0 window, which the dynamo exporter's optimizer folds to a constant) shape () instead of (0,)",
        "link": "docs/runtime-limits.md#openvino-empty-constant-is-a-scalar",
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
                reason="the TorchScript tracer records a window whose length is a constant as a constant tensor (computed by torch, so exact), and never calls a symbolic for it",
            ),
        ),
        ("dynamo", 18),
    ],
)
def test_kaiser_window_beta(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::kaiser_window.beta",
        **CASES[case],
        mapping="kaiser_window_beta",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "kaiser_window_beta.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::kaiser_window.beta", {}))
def test_kaiser_window_beta_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::kaiser_window.beta",
        mapping="kaiser_window_beta",
        dtype=dtype,
        dtypes=("float32",),
        opsets={"torchscript": (), "dynamo": (18,)},
        export=export,
    )
