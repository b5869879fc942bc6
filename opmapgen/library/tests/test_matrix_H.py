"""Parity test of matrix_H: aten::matrix_H -> ONNX Transpose, with both exporters.

Generated from mappings/aten/matrix_H.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (TensorInput(shape=[3, 5], dtype="float32", low=-4.0, high=4.0),)},
    "int64": {"args": (TensorInput(shape=[4, 2], dtype="int64", low=-9.0, high=9.0),)},
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 9),
        ("torchscript", 17),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="torch.export decomposes aten::matrix_H (CompositeImplicitAutograd) into a transpose before the dynamo exporter sees it, so a translation would never run; that export already matches eager",
            ),
        ),
    ],
)
def test_matrix_H(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::matrix_H",
        **CASES[case],
        mapping="matrix_H",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "matrix_H.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::matrix_H", {}))
def test_matrix_H_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::matrix_H",
        mapping="matrix_H",
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
        opsets={"torchscript": (9, 17), "dynamo": ()},
        delegates=True,
        export=export,
    )
