"""Parity test of abs: aten::abs -> ONNX Gather + Abs + Max + Min + Div + Mul + Add + Sqrt + IsInf + Or + IsNaN + Equal + Where, with both exporters.

Generated from mappings/aten/abs.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[3, 4], dtype="complex64", low=-4.0, high=4.0),),
    },
    "complex128": {
        "args": (TensorInput(shape=[2, 3], dtype="complex128", low=-4.0, high=4.0),),
    },
    "edges": {
        "args": (
            TensorInput(
                shape=[7],
                dtype="complex64",
                values=[
                    0.0,
                    0.0,
                    -0.0,
                    3.0,
                    float("inf"),
                    float("nan"),
                    float("nan"),
                    1.0,
                    1e30,
                    1e30,
                    -4.0,
                    3.0,
                    1e-30,
                    0.0,
                ],
            ),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 11),
        ("torchscript", 17),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="torch's dynamo exporter translates the abs of a complex tensor itself (onnxscript's torch_lib, registered for complex inputs)",
            ),
        ),
    ],
)
def test_abs(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::abs",
        **CASES[case],
        mapping="abs",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "abs.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::abs", {}))
def test_abs_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::abs",
        mapping="abs",
        dtype=dtype,
        dtypes=("complex64", "complex128"),
        opsets={"torchscript": (11, 17), "dynamo": ()},
        export=export,
    )
