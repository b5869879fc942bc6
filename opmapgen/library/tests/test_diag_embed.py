"""Parity test of diag_embed: aten::diag_embed -> ONNX Shape + Gather + Slice + Concat + ConstantOfShape + Cast + Add + Sub + Range + Reshape + Identity + Equal + Where, with both exporters.

Generated from mappings/aten/diag_embed.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 4], dtype="float32", low=-4.0, high=4.0),
            0,
            -2,
            -1,
        ),
    },
    "above": {
        "args": (
            TensorInput(shape=[2, 4], dtype="float32", low=-4.0, high=4.0),
            2,
            -2,
            -1,
        ),
    },
    "below_swapped": {
        "args": (
            TensorInput(shape=[3, 5], dtype="int64", low=-9.0, high=9.0),
            -1,
            -1,
            -2,
        ),
    },
    "vector_bool": {
        "args": (TensorInput(shape=[4], dtype="bool", low=0.0, high=1.0), 1, -2, -1),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 11),
        ("torchscript", 13),
        ("torchscript", 17),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="torch's dynamo exporter already converts aten::diag_embed correctly (it decomposes it into arange, eq, where and permute), for any dim1 and dim2, where this mapping refuses all but the last two",
            ),
        ),
    ],
)
def test_diag_embed(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::diag_embed",
        **CASES[case],
        mapping="diag_embed",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "diag_embed.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::diag_embed", {}))
def test_diag_embed_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::diag_embed",
        mapping="diag_embed",
        dtype=dtype,
        dtypes=(
            "float16",
            "bfloat16",
            "float32",
            "float64",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "bool",
        ),
        opsets={"torchscript": (11, 13, 17), "dynamo": ()},
        dtype_opsets={"bfloat16": 13},
        export=export,
    )
