"""Parity test of hypot: aten::hypot -> ONNX Abs + Max + Min + Div + Mul + Add + Sqrt + Greater + Where + Sub + IsNaN + Not + And + Or, with both exporters.

Generated from mappings/aten/hypot.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export


@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_hypot(exporter, opset, tmp_path):
    check_parity(
        source="aten::hypot",
        args=(
            TensorInput(shape=[2, 3, 8], dtype="float32", low=-3.0, high=3.0),
            TensorInput(shape=[2, 3, 8], dtype="float32", low=-3.0, high=3.0),
        ),
        mapping="hypot",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "hypot.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::hypot", {}))
def test_hypot_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::hypot",
        mapping="hypot",
        dtype=dtype,
        dtypes=("float16", "float32", "float64"),
        opsets={"torchscript": (9, 17), "dynamo": (18,)},
        export=export,
    )
