"""Parity test of binary_cross_entropy: aten::binary_cross_entropy -> ONNX Cast + Sub + Equal + Neg + Log + Mul + Div + Where + Less + Identity + ReduceSum + Size + Squeeze, with both exporters.

Generated from mappings/aten/binary_cross_entropy.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=1.0),
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=1.0),
            None,
            1,
        ),
    },
    "none": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=1.0),
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=1.0),
            None,
            0,
        ),
    },
    "sum": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=1.0),
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=1.0),
            None,
            2,
        ),
    },
    "empty_mean": {
        "args": (
            TensorInput(shape=[0, 3], dtype="float32", values=[]),
            TensorInput(shape=[0, 3], dtype="float32", values=[]),
            None,
            1,
        ),
    },
    "weighted_sum": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=1.0),
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=1.0),
            TensorInput(shape=[3, 4], dtype="float32", low=0.0, high=2.0),
            2,
        ),
    },
    "edges": {
        "args": (
            TensorInput(
                shape=[6],
                dtype="float32",
                values=[0.0, 1.0, 0.0, 1.0, 1e-07, 0.9999],
            ),
            TensorInput(
                shape=[6],
                dtype="float32",
                values=[0.0, 1.0, 1.0, 0.0, 0.3, 0.5],
            ),
            None,
            0,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_binary_cross_entropy(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::binary_cross_entropy",
        **CASES[case],
        mapping="binary_cross_entropy",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "binary_cross_entropy.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::binary_cross_entropy", {}))
def test_binary_cross_entropy_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::binary_cross_entropy",
        mapping="binary_cross_entropy",
        dtype=dtype,
        dtypes=("float16", "float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
