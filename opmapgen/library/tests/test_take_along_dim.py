"""Parity test of take_along_dim: aten::take_along_dim -> ONNX Reshape + GatherElements + Shape + Slice + Concat + Expand, with both exporters.

Generated from mappings/aten/take_along_dim.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 5], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[3, 2], dtype="int64", low=0.0, high=4.0),
            1,
        ),
    },
    "broadcast": {
        "args": (
            TensorInput(shape=[1, 5], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[4, 2], dtype="int64", low=0.0, high=4.0),
            -1,
        ),
    },
    "flat": {
        "args": (
            TensorInput(shape=[3, 5], dtype="int64", low=-9.0, high=9.0),
            TensorInput(shape=[2, 4], dtype="int64", low=0.0, high=14.0),
            None,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_take_along_dim(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::take_along_dim",
        **CASES[case],
        mapping="take_along_dim",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "take_along_dim.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::take_along_dim", {}))
def test_take_along_dim_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::take_along_dim",
        mapping="take_along_dim",
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
            "bool",
        ),
        by_input={"indices": ("int64",)},
        opsets={"torchscript": (11, 17), "dynamo": (18,)},
        export=export,
    )
