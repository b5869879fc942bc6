"""Parity test of special_modified_bessel_k1: aten::special_modified_bessel_k1 -> ONNX Div + Sub + Mul + Add + Exp + Log + Neg + Sqrt + Greater + Equal + Less + Where, with both exporters.

Generated from mappings/aten/special_modified_bessel_k1.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[3, 4], dtype="float32", low=0.05, high=10.0),),
    },
    "edges": {
        "args": (
            TensorInput(
                shape=[12],
                dtype="float32",
                values=[
                    0.0,
                    -0.0,
                    -1.0,
                    1e-06,
                    0.5,
                    2.0,
                    5.0,
                    8.0,
                    30.0,
                    100.0,
                    float("inf"),
                    float("nan"),
                ],
            ),
        ),
    },
    "int64": {
        "args": (TensorInput(shape=[3, 4], dtype="int64", low=-10.0, high=10.0),),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_special_modified_bessel_k1(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::special_modified_bessel_k1",
        **CASES[case],
        mapping="special_modified_bessel_k1",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "special_modified_bessel_k1.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::special_modified_bessel_k1", {}))
def test_special_modified_bessel_k1_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::special_modified_bessel_k1",
        mapping="special_modified_bessel_k1",
        dtype=dtype,
        dtypes=(
            "float32",
            "float64",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "bool",
        ),
        opsets={"torchscript": (11, 17), "dynamo": (18,)},
        export=export,
    )
