"""Parity test of isin: aten::isin.Tensor_Tensor -> ONNX Unsqueeze + Reshape + Equal + Cast + ReduceSum + Greater + Not + Identity, with both exporters.

Generated from mappings/aten/isin.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="int64", low=0.0, high=9.0),
            TensorInput(shape=[5], dtype="int64", low=0.0, high=9.0),
        ),
        "kwargs": {"assume_unique": False, "invert": False},
    },
    "invert": {
        "args": (
            TensorInput(shape=[3, 4], dtype="int64", low=0.0, high=9.0),
            TensorInput(shape=[5], dtype="int64", low=0.0, high=9.0),
        ),
        "kwargs": {"assume_unique": False, "invert": True},
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_isin(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::isin.Tensor_Tensor",
        **CASES[case],
        mapping="isin",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "isin.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::isin.Tensor_Tensor", {}))
def test_isin_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::isin.Tensor_Tensor",
        mapping="isin",
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
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        delegates=True,
        export=export,
    )
