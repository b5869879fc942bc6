"""Parity test of resolve_conj: aten::resolve_conj -> ONNX Identity, with both exporters.

Generated from mappings/aten/resolve_conj.yaml by `opmapgen build`; do not edit.
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
    "real": {"args": (TensorInput(shape=[2, 3], dtype="float32", low=-4.0, high=4.0),)},
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
                reason="the dynamo exporter removes resolve_conj from the graph (torch.export functionalizes the conj bit away)",
            ),
        ),
    ],
)
def test_resolve_conj(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::resolve_conj",
        **CASES[case],
        mapping="resolve_conj",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "resolve_conj.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::resolve_conj", {}))
def test_resolve_conj_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::resolve_conj",
        mapping="resolve_conj",
        dtype=dtype,
        dtypes=(
            "complex64",
            "complex128",
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
