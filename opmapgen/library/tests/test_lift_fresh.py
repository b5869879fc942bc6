"""Parity test of lift_fresh: aten::lift_fresh -> ONNX Identity, with both exporters.

Generated from mappings/aten/lift_fresh.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export


@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 13),
        ("torchscript", 17),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="torch.export drops lift_fresh (it computes nothing) before any translation runs",
            ),
        ),
    ],
)
def test_lift_fresh(exporter, opset, tmp_path):
    check_parity(
        source="aten::lift_fresh",
        args=(TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=1.0),),
        mapping="lift_fresh",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "lift_fresh.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::lift_fresh", {}))
def test_lift_fresh_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::lift_fresh",
        mapping="lift_fresh",
        dtype=dtype,
        dtypes=(
            "bool",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "float16",
            "bfloat16",
            "float32",
            "float64",
        ),
        opsets={"torchscript": (13, 17), "dynamo": ()},
        export=export,
    )
