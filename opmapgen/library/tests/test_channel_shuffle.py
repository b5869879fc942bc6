"""Parity test of channel_shuffle: aten::channel_shuffle -> ONNX Shape + Slice + Div + Concat + ReduceProd + Reshape + Transpose, with both exporters.

Generated from mappings/aten/channel_shuffle.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 6, 3, 4], dtype="float32", low=-4.0, high=4.0),
            3,
        ),
    },
    "int64_1d": {
        "args": (TensorInput(shape=[1, 8, 5], dtype="int64", low=-9.0, high=9.0), 2),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 10), ("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_channel_shuffle(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::channel_shuffle",
        **CASES[case],
        mapping="channel_shuffle",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "channel_shuffle.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::channel_shuffle", {}))
def test_channel_shuffle_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::channel_shuffle",
        mapping="channel_shuffle",
        dtype=dtype,
        dtypes=(
            "float16",
            "bfloat16",
            "float32",
            "float64",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "bool",
        ),
        opsets={"torchscript": (10, 13, 17, 20), "dynamo": (18,)},
        dtype_opsets={"bfloat16": 13},
        export=export,
    )
