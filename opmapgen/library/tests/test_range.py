"""Parity test of range: aten::range.step -> ONNX Cast + Less + Ceil + Floor + Where + Sub + Div + Add + Range + Mul + Sum, with both exporters.

Generated from mappings/aten/range.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (0, 7, 1), "kwargs": {"dtype": None}},
    "point": {"args": (3, 3, 1), "kwargs": {"dtype": None}},
    "tenths": {"args": (0, 1, 0.1), "kwargs": {"dtype": None}},
    "fractional_bounds": {"args": (-1.3, 2.9, 0.7), "kwargs": {"dtype": None}},
    "descending": {"args": (5, -1, -0.5), "kwargs": {"dtype": None}},
    "tenths_float64": {"args": (0, 1, 0.1), "kwargs": {"dtype": "float64"}},
    "descending_float64": {"args": (1, -2.5, -0.3), "kwargs": {"dtype": "float64"}},
    "float16": {"args": (0, 4, 0.3), "kwargs": {"dtype": "float16"}},
    "int64": {"args": (-2.5, 7.9, 1.5), "kwargs": {"dtype": "int64"}},
    "int32_descending": {"args": (10, -3, -2), "kwargs": {"dtype": "int32"}},
    "uint8": {"args": (0, 255, 5), "kwargs": {"dtype": "uint8"}},
    "int8": {"args": (-128, 127, 3), "kwargs": {"dtype": "int8"}},
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        pytest.param(
            "torchscript",
            18,
            marks=pytest.mark.skip(
                reason="the TorchScript tracer records a range whose bounds are numbers as a constant tensor (computed by torch, so exact), and never calls a symbolic for it",
            ),
        ),
        ("dynamo", 18),
    ],
)
def test_range(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::range.step",
        **CASES[case],
        mapping="range",
        opset=opset,
        rtol=0.0,
        atol=0.0,
        export=export,
        exporter=exporter,
        path=tmp_path / "range.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::range.step", {}))
def test_range_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::range.step",
        mapping="range",
        dtype=dtype,
        dtypes=("float32",),
        opsets={"torchscript": (), "dynamo": (18,)},
        export=export,
    )
