"""Parity test of bartlett_window: aten::bartlett_window -> ONNX Range + Cast + Mul + Add + Less + Sub + Where + Identity, with both exporters.

Generated from mappings/aten/bartlett_window.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (10,), "kwargs": {"dtype": None}},
    "odd": {"args": (7,), "kwargs": {"dtype": None}},
    "single": {"args": (1,), "kwargs": {"dtype": None}},
    "double": {"args": (9,), "kwargs": {"dtype": "float64"}},
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
def test_bartlett_window(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::bartlett_window",
        **CASES[case],
        mapping="bartlett_window",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "bartlett_window.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::bartlett_window", {}))
def test_bartlett_window_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::bartlett_window",
        mapping="bartlett_window",
        dtype=dtype,
        dtypes=("float32",),
        opsets={"torchscript": (), "dynamo": (18,)},
        export=export,
    )
