"""Parity test of special_ndtr: aten::special_ndtr -> ONNX Mul + Erf + Add + Cast, with both exporters.

Generated from mappings/aten/special_ndtr.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (TensorInput(shape=[3, 4], dtype="float32", low=-4.0, high=4.0),)},
    "int64": {"args": (TensorInput(shape=[3, 4], dtype="int64", low=-3.0, high=3.0),)},
    "float16_tails": {
        "args": (
            TensorInput(
                shape=[8],
                dtype="float16",
                values=[
                    -5.34,
                    -5.0,
                    -0.78,
                    0.78,
                    5.5,
                    float("inf"),
                    float("-inf"),
                    float("nan"),
                ],
            ),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_special_ndtr(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::special_ndtr",
        **CASES[case],
        mapping="special_ndtr",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "special_ndtr.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::special_ndtr", {}))
def test_special_ndtr_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::special_ndtr",
        mapping="special_ndtr",
        dtype=dtype,
        dtypes=(
            "float16",
            "float32",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "bool",
        ),
        opsets={"torchscript": (9, 17), "dynamo": (18,)},
        tolerance={
            "float16": (
                0.002,
                0.0002,
                "torch's vectorized float16 erf rounds some near-ties of float16 otherwise than ONNX Runtime's float32 Erf rounded to float16 (erf(-0.5552) is -0.56787 in torch, -0.56738 correctly rounded): about 2 in 100,000 of OpInfo's elements differ by a float16 step",
            ),
        },
        export=export,
    )
