"""Parity test of softmax: aten::softmax.int -> ONNX Cast + Identity + Unsqueeze + Softmax + Squeeze, with both exporters.

Generated from mappings/aten/softmax.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 3, 5], dtype="float32", low=-3.0, high=3.0),
            -1,
            None,
        ),
    },
    "float16_in_float32": {
        "args": (
            TensorInput(shape=[2, 5], dtype="float16", low=-3.0, high=3.0),
            1,
            "float32",
        ),
    },
    "float16": {
        "args": (
            TensorInput(shape=[4, 64], dtype="float16", low=-6.0, high=6.0),
            1,
            None,
        ),
    },
    "int64_with_dtype": {
        "args": (
            TensorInput(shape=[4], dtype="int64", low=-5.0, high=5.0),
            0,
            "float32",
        ),
    },
    "zero_dim": {
        "args": (TensorInput(shape=[], dtype="float32", values=[1.5]), 0, None),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 13),
        ("torchscript", 17),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="torch.export decomposes aten::softmax into _softmax (casting for dtype= first) before any translation runs, and torch's dynamo exporter converts that",
            ),
        ),
    ],
)
def test_softmax(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::softmax.int",
        **CASES[case],
        mapping="softmax",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "softmax.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::softmax.int", {}))
def test_softmax_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::softmax.int",
        mapping="softmax",
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
        opsets={"torchscript": (13, 17), "dynamo": ()},
        export=export,
    )
