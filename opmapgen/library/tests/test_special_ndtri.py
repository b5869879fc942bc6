"""Parity test of special_ndtri: aten::special_ndtri -> ONNX Identity + Greater + Sub + Where + Mul + Add + Div + Log + Sqrt + Sum + Less + Neg + Equal + Or + Cast, with both exporters.

Generated from mappings/aten/special_ndtri.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=1.0),)},
    "edges": {
        "args": (
            TensorInput(
                shape=[10],
                dtype="float32",
                values=[
                    0.0,
                    1.0,
                    0.5,
                    1e-20,
                    0.9999999,
                    0.1,
                    0.9,
                    -0.5,
                    2.0,
                    float("nan"),
                ],
            ),
        ),
    },
    "float64": {
        "args": (TensorInput(shape=[3, 4], dtype="float64", low=0.0, high=1.0),),
    },
    "int64": {"args": (TensorInput(shape=[3, 4], dtype="int64", low=-1.0, high=2.0),)},
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_special_ndtri(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::special_ndtri",
        **CASES[case],
        mapping="special_ndtri",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "special_ndtri.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::special_ndtri", {}))
def test_special_ndtri_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::special_ndtri",
        mapping="special_ndtri",
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
