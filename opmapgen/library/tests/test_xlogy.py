"""Parity test of xlogy: aten::xlogy.Tensor -> ONNX Log + Mul + Equal + Not + Where + Cast, with both exporters.

Generated from mappings/aten/xlogy.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=3.0),
        ),
    },
    "zeros_and_nan": {
        "args": (
            TensorInput(shape=[4], dtype="float32", values=[0.0, 0.0, 0.0, 2.0]),
            TensorInput(
                shape=[4],
                dtype="float32",
                values=[0.0, float("nan"), float("inf"), 3.0],
            ),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_xlogy(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::xlogy.Tensor",
        **CASES[case],
        mapping="xlogy",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "xlogy.onnx",
    )


# Known failures, from the spec; strict: a fixed one fails the suite until it is removed.
XFAIL = {
    "bool": "torch's TorchScript tracer fails on xlogy with a Python bool scalar arg (an INTERNAL ASSERT in alias_analysis.cpp) before any symbolic runs",
}


@pytest.mark.parametrize("dtype", dtype_params("aten::xlogy.Tensor", XFAIL))
def test_xlogy_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::xlogy.Tensor",
        mapping="xlogy",
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
        delegates=True,
        export=export,
    )
