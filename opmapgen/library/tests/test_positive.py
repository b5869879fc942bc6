"""Parity test of positive: aten::positive -> ONNX Identity, with both exporters.

Generated from mappings/aten/positive.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export


@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 9),
        ("torchscript", 17),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="torch.export decomposes aten::positive (CompositeImplicitAutograd: it returns its input) before the dynamo exporter sees it, so a translation would never run; that export already matches eager",
            ),
        ),
    ],
)
def test_positive(exporter, opset, tmp_path):
    check_parity(
        source="aten::positive",
        args=(TensorInput(shape=[3, 4], dtype="float32", low=-4.0, high=4.0),),
        mapping="positive",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "positive.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::positive", {}))
def test_positive_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::positive",
        mapping="positive",
        dtype=dtype,
        dtypes=(
            "float16",
            "float32",
            "float64",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
        ),
        opsets={"torchscript": (9, 17), "dynamo": ()},
        export=export,
    )
