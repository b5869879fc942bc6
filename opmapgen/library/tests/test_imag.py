"""Parity test of imag: aten::imag -> ONNX Gather, with both exporters.

Generated from mappings/aten/imag.yaml by `opmapgen build`; do not edit.
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
                reason="aten::imag is a view: the dynamo exporter's functionalization turns it into the imaginary part of the real view, which torch's own translations export",
            ),
        ),
    ],
)
def test_imag(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::imag",
        **CASES[case],
        mapping="imag",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "imag.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::imag", {}))
def test_imag_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::imag",
        mapping="imag",
        dtype=dtype,
        dtypes=("complex64", "complex128"),
        opsets={"torchscript": (9, 17), "dynamo": ()},
        export=export,
    )
