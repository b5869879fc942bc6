"""Parity test of sinc: aten::sinc -> ONNX Mul + Equal + Sin + Div + Where + Cast, with both exporters.

Generated from mappings/aten/sinc.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (TensorInput(shape=[3, 4], dtype="float32", low=-5.0, high=5.0),)},
    "zeros_and_edges": {
        "args": (
            TensorInput(
                shape=[5],
                dtype="float32",
                values=[0.0, 1.0, -0.5, float("inf"), float("nan")],
            ),
        ),
    },
    "int64": {"args": (TensorInput(shape=[3, 4], dtype="int64", low=-5.0, high=5.0),)},
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_sinc(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::sinc",
        **CASES[case],
        mapping="sinc",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "sinc.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::sinc", {}))
def test_sinc_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::sinc",
        mapping="sinc",
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
        opsets={"torchscript": (11, 17), "dynamo": (18,)},
        export=export,
    )
