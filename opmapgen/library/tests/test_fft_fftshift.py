"""Parity test of fft_fftshift: aten::fft_fftshift -> ONNX Shape + Mul + Add + Mod + Unsqueeze + Range + Equal + Cast + ReduceSum + Div + Sub + Max + Identity + Greater + Tile + Slice, with both exporters.

Generated from mappings/aten/fft_fftshift.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (TensorInput(shape=[4, 5], dtype="float32", low=-4.0, high=4.0),)},
    "odd_sizes": {
        "args": (TensorInput(shape=[3, 5, 7], dtype="float32", low=-4.0, high=4.0),),
    },
    "one_dim": {
        "args": (TensorInput(shape=[9], dtype="int64", low=-9.0, high=9.0), [0]),
    },
    "negative_dim": {
        "args": (
            TensorInput(shape=[2, 3, 5], dtype="float32", low=-4.0, high=4.0),
            [-1],
        ),
    },
    "several_dims": {
        "args": (
            TensorInput(shape=[2, 3, 4, 5], dtype="int32", low=-9.0, high=9.0),
            [-2, 1, 3],
        ),
    },
    "repeated_dim": {
        "args": (
            TensorInput(shape=[3, 5], dtype="float32", low=-4.0, high=4.0),
            [1, -1, 0],
        ),
    },
    "sizes_one_and_zero": {
        "args": (TensorInput(shape=[1, 0, 3], dtype="float32", low=-4.0, high=4.0),),
    },
    "size_one": {
        "args": (
            TensorInput(shape=[1, 5, 1], dtype="bool", low=0.0, high=1.0),
            [0, 2, 1],
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_fft_fftshift(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::fft_fftshift",
        **CASES[case],
        mapping="fft_fftshift",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "fft_fftshift.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::fft_fftshift", {}))
def test_fft_fftshift_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::fft_fftshift",
        mapping="fft_fftshift",
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
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
