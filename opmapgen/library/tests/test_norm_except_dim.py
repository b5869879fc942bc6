"""Parity test of norm_except_dim: aten::norm_except_dim -> ONNX Cast + Shape + Slice + ReduceProd + Abs + Reshape + Concat + Mul + ReduceSum + Sqrt + Pow + Identity + Add, with both exporters.

Generated from mappings/aten/norm_except_dim.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4, 5], dtype="float32", low=-2.0, high=2.0),
            2,
            0,
        ),
    },
    "middle_p1": {
        "args": (
            TensorInput(shape=[3, 4, 5], dtype="float32", low=-2.0, high=2.0),
            1,
            1,
        ),
    },
    "last_p3": {
        "args": (
            TensorInput(shape=[3, 4, 5], dtype="float32", low=-2.0, high=2.0),
            3,
            2,
        ),
    },
    "all": {
        "args": (
            TensorInput(shape=[3, 4, 5], dtype="float32", low=-2.0, high=2.0),
            2,
            -1,
        ),
    },
    "all_p3": {
        "args": (
            TensorInput(shape=[3, 4, 5], dtype="float32", low=-2.0, high=2.0),
            3,
            -1,
        ),
    },
    "negative_dim": {
        "args": (
            TensorInput(shape=[3, 4, 5], dtype="float32", low=-2.0, high=2.0),
            2,
            -2,
        ),
    },
    "float16": {
        "args": (TensorInput(shape=[3, 4], dtype="float16", low=-2.0, high=2.0), 2, 1),
    },
    "float64_all": {
        "args": (TensorInput(shape=[6], dtype="float64", low=-2.0, high=2.0), 3, -1),
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
                reason="aten::norm_except_dim is CompositeImplicitAutograd: torch.export decomposes it (into a norm over the other dims) before the dynamo exporter sees it, so a translation would never run",
            ),
        ),
    ],
)
def test_norm_except_dim(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::norm_except_dim",
        **CASES[case],
        mapping="norm_except_dim",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "norm_except_dim.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::norm_except_dim", {}))
def test_norm_except_dim_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::norm_except_dim",
        mapping="norm_except_dim",
        dtype=dtype,
        dtypes=("float16", "float32", "float64"),
        opsets={"torchscript": (13, 17, 20), "dynamo": ()},
        export=export,
    )
