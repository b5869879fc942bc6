"""Parity test of isclose: aten::isclose -> ONNX Sub + Abs + Mul + Sum + Less + Greater + Not + And + Equal + Or + Identity + Cast, with both exporters.

Generated from mappings/aten/isclose.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(
                shape=[6],
                dtype="float32",
                values=[1.0, 1.0, float("nan"), float("inf"), float("inf"), 100.0],
            ),
            TensorInput(
                shape=[6],
                dtype="float32",
                values=[
                    1.000001,
                    1.1,
                    float("nan"),
                    float("inf"),
                    float("-inf"),
                    100.0009,
                ],
            ),
            1e-05,
            1e-08,
            False,
        ),
    },
    "equal_nan": {
        "args": (
            TensorInput(
                shape=[6],
                dtype="float32",
                values=[1.0, 1.0, float("nan"), float("inf"), float("inf"), 100.0],
            ),
            TensorInput(
                shape=[6],
                dtype="float32",
                values=[
                    1.000001,
                    1.1,
                    float("nan"),
                    float("inf"),
                    float("-inf"),
                    100.0009,
                ],
            ),
            1e-05,
            1e-08,
            True,
        ),
    },
    "loose": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            0.5,
            0.5,
            False,
        ),
    },
    "int8_wide": {
        "args": (
            TensorInput(shape=[4], dtype="int8", values=[0, -128, 127, 5]),
            TensorInput(shape=[4], dtype="int8", values=[-128, 0, -1, 4]),
            0.1,
            1.0,
            False,
        ),
    },
    "default_atol_tiny_difference": {
        "args": (
            TensorInput(shape=[3], dtype="float32", values=[0.0, 1.0, 0.0]),
            TensorInput(shape=[3], dtype="float32", values=[5e-09, 1.0, 2e-08]),
            1e-05,
            1e-08,
            False,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_isclose(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::isclose",
        **CASES[case],
        mapping="isclose",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "isclose.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::isclose", {}))
def test_isclose_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::isclose",
        mapping="isclose",
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
