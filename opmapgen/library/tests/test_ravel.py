"""Parity test of ravel: aten::ravel -> ONNX Reshape, with both exporters.

Generated from mappings/aten/ravel.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[2, 3, 4], dtype="float32", low=-4.0, high=4.0),),
    },
    "scalar": {"args": (TensorInput(shape=[], dtype="float32", values=[3.0]),)},
    "empty_bool": {
        "args": (TensorInput(shape=[3, 0, 2], dtype="bool", low=0.0, high=1.0),),
    },
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
                reason="aten::ravel is CompositeImplicitAutograd: the dynamo exporter's run_decompositions turns it into aten::view(input, [-1]) even when a translation for ravel is registered, so no translation of ravel is ever called; torch's dynamo exporter exports that view itself as a Reshape",
            ),
        ),
    ],
)
def test_ravel(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::ravel",
        **CASES[case],
        mapping="ravel",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "ravel.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::ravel", {}))
def test_ravel_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::ravel",
        mapping="ravel",
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
        opsets={"torchscript": (9, 13, 17), "dynamo": ()},
        dtype_opsets={"bfloat16": 13},
        export=export,
    )
