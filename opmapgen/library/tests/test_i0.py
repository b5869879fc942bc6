"""Parity test of i0: aten::i0 -> ONNX Identity + Abs + Div + Sub + Mul + Sum + Add + Greater + Exp + Sqrt + Where + Cast, with both exporters.

Generated from mappings/aten/i0.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[3, 4], dtype="float32", low=-12.0, high=12.0),),
    },
    "edges": {
        "args": (
            TensorInput(
                shape=[11],
                dtype="float32",
                values=[
                    0.0,
                    -0.0,
                    8.0,
                    -8.0,
                    7.5,
                    8.5,
                    90.0,
                    -90.0,
                    float("inf"),
                    float("-inf"),
                    float("nan"),
                ],
            ),
        ),
    },
    "float64": {
        "args": (TensorInput(shape=[3, 4], dtype="float64", low=-20.0, high=20.0),),
    },
    "int64": {
        "args": (TensorInput(shape=[3, 4], dtype="int64", low=-10.0, high=10.0),),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_i0(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::i0",
        **CASES[case],
        mapping="i0",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "i0.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::i0", {}))
def test_i0_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::i0",
        mapping="i0",
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
        opsets={"torchscript": (9, 17), "dynamo": (18,)},
        export=export,
    )
