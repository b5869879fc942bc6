"""Parity test of put: aten::put -> ONNX Reshape + Cast + ScatterElements + Shape, with both exporters.

Generated from mappings/aten/put.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=1.0),
            TensorInput(shape=[3], dtype="int64", values=[0, -1, 5]),
            TensorInput(shape=[3], dtype="float32", low=0.0, high=1.0),
            False,
        ),
    },
    "accumulate": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=1.0),
            TensorInput(shape=[4], dtype="int64", values=[0, -1, 5, 0]),
            TensorInput(shape=[2, 2], dtype="float32", low=0.0, high=1.0),
            True,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 16), ("torchscript", 17), ("dynamo", 18)],
)
def test_put(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::put",
        **CASES[case],
        mapping="put",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "put.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::put", {}))
def test_put_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::put",
        mapping="put",
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
        by_input={"index": ("int64",)},
        opsets={"torchscript": (16, 17), "dynamo": (18,)},
        export=export,
    )
