"""Parity test of kaiser_window_periodic: aten::kaiser_window.periodic -> ONNX Range + Cast + Mul + Add + Sub + Div + Abs + Sqrt + Concat + Exp + Greater + Where + Slice + Identity, with both exporters.

Generated from mappings/aten/kaiser_window_periodic.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (8, False), "kwargs": {"dtype": None}},
    "periodic": {"args": (8, True), "kwargs": {"dtype": None}},
    "empty": {"args": (0, False), "kwargs": {"dtype": None}},
    "empty_periodic": {"args": (0, True), "kwargs": {"dtype": None}},
    "single": {"args": (1, False), "kwargs": {"dtype": None}},
    "single_periodic": {"args": (1, True), "kwargs": {"dtype": None}},
    "pair": {"args": (2, False), "kwargs": {"dtype": None}},
    "odd": {"args": (7, False), "kwargs": {"dtype": None}},
    "long": {"args": (63, False), "kwargs": {"dtype": None}},
    "double": {"args": (31, False), "kwargs": {"dtype": "float64"}},
    "double_periodic": {"args": (31, True), "kwargs": {"dtype": "float64"}},
    "half": {"args": (16, False), "kwargs": {"dtype": "float16"}},
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
def test_kaiser_window_periodic(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::kaiser_window.periodic",
        **CASES[case],
        mapping="kaiser_window_periodic",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "kaiser_window_periodic.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::kaiser_window.periodic", {}))
def test_kaiser_window_periodic_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::kaiser_window.periodic",
        mapping="kaiser_window_periodic",
        dtype=dtype,
        dtypes=("float32",),
        opsets={"torchscript": (), "dynamo": (18,)},
        export=export,
    )
