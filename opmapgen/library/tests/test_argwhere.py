"""Parity test of argwhere: aten::argwhere -> ONNX Cast + Reshape + NonZero + Transpose + Slice, with both exporters.

Generated from mappings/aten/argwhere.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export


@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_argwhere(exporter, opset, tmp_path):
    check_parity(
        source="aten::argwhere",
        args=(TensorInput(shape=[3, 4], dtype="int64", low=0.0, high=2.0),),
        mapping="argwhere",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "argwhere.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::argwhere", {}))
def test_argwhere_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::argwhere",
        mapping="argwhere",
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
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
