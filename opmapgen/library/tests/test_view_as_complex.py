"""Parity test of view_as_complex: aten::view_as_complex -> ONNX Identity, with both exporters.

Generated from mappings/aten/view_as_complex.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[3, 4, 2], dtype="float32", low=-4.0, high=4.0),),
    },
    "float64": {
        "args": (TensorInput(shape=[5, 2], dtype="float64", low=-4.0, high=4.0),),
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
                reason="torch's dynamo exporter represents complex tensors as their real views and translates view_as_complex itself (onnxscript's torch_lib)",
            ),
        ),
    ],
)
def test_view_as_complex(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::view_as_complex",
        **CASES[case],
        mapping="view_as_complex",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "view_as_complex.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::view_as_complex", {}))
def test_view_as_complex_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::view_as_complex",
        mapping="view_as_complex",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (9, 17), "dynamo": ()},
        export=export,
    )
