"""Parity test of permute: aten::permute -> ONNX Identity + Transpose, with both exporters.

Generated from mappings/aten/permute.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 3, 4, 5], dtype="float32", low=-1.0, high=1.0),
            [0, -2, -1, 1],
        ),
    },
    "positive": {
        "args": (
            TensorInput(shape=[2, 3, 4, 5], dtype="float32", low=-1.0, high=1.0),
            [3, 1, 0, 2],
        ),
    },
    "scalar": {"args": (TensorInput(shape=[], dtype="float32", values=[2.5]), [])},
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 9),
        ("torchscript", 13),
        ("torchscript", 17),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="torch's dynamo exporter counts negative dims from 0 itself; the invalid perm is the TorchScript exporter's alone",
            ),
        ),
    ],
)
def test_permute(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::permute",
        **CASES[case],
        mapping="permute",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "permute.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::permute", {}))
def test_permute_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::permute",
        mapping="permute",
        dtype=dtype,
        dtypes=(
            "bool",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "float16",
            "bfloat16",
            "float32",
            "float64",
        ),
        opsets={"torchscript": (9, 13, 17), "dynamo": ()},
        dtype_opsets={"bfloat16": 13},
        export=export,
    )
