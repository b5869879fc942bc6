"""Parity test of cosine_embedding_loss: aten::cosine_embedding_loss -> ONNX Cast + Unsqueeze + Mul + ReduceSum + Add + Sqrt + Div + Sub + Less + Where + Equal + Squeeze + Size, with both exporters.

Generated from mappings/aten/cosine_embedding_loss.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[4, 5], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[4, 5], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[4], dtype="float32", values=[1.0, -1.0, 1.0, -1.0]),
            0.1,
            1,
        ),
    },
    "none": {
        "args": (
            TensorInput(shape=[4, 5], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[4, 5], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[4], dtype="float32", values=[1.0, -1.0, 1.0, -1.0]),
            0.1,
            0,
        ),
    },
    "sum": {
        "args": (
            TensorInput(shape=[4, 5], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[4, 5], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[4], dtype="float32", values=[1.0, -1.0, 1.0, -1.0]),
            0.1,
            2,
        ),
    },
    "vector_zero_odd_target": {
        "args": (
            TensorInput(
                shape=[3, 2],
                dtype="float32",
                values=[0.0, 0.0, 1.0, float("nan"), 1.0, 2.0],
            ),
            TensorInput(
                shape=[3, 2],
                dtype="float32",
                values=[1.0, 2.0, 3.0, 4.0, -1.0, -2.0],
            ),
            TensorInput(shape=[3], dtype="float32", values=[1.0, -1.0, 0.0]),
            -0.5,
            0,
        ),
    },
    "int8_wraps": {
        "args": (
            TensorInput(shape=[2, 3], dtype="int8", values=[100, 3, -2, 0, 0, 0]),
            TensorInput(shape=[2, 3], dtype="int8", values=[100, 1, 5, 1, 2, 3]),
            TensorInput(shape=[2], dtype="int8", values=[1, -1]),
            -0.5,
            0,
        ),
    },
    "one_vector": {
        "args": (
            TensorInput(shape=[5], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[5], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[], dtype="float32", values=[-1.0]),
            -0.5,
            1,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 13),
        ("torchscript", 17),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="aten::cosine_embedding_loss is CompositeImplicitAutograd: torch.export decomposes it into sums, products, sqrt and where before the dynamo exporter sees it, so a translation would never run; torch's dynamo exporter converts those ops itself",
            ),
        ),
    ],
)
def test_cosine_embedding_loss(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::cosine_embedding_loss",
        **CASES[case],
        mapping="cosine_embedding_loss",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "cosine_embedding_loss.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::cosine_embedding_loss", {}))
def test_cosine_embedding_loss_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::cosine_embedding_loss",
        mapping="cosine_embedding_loss",
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
        opsets={"torchscript": (13, 17), "dynamo": ()},
        export=export,
    )
