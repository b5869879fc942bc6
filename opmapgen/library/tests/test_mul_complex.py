"""Parity test of mul_complex: aten::mul.Tensor -> ONNX Gather + Mul + Sub + Add + Concat, with both exporters.

Generated from mappings/aten/mul_complex.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="complex64", low=-3.0, high=3.0),
            TensorInput(shape=[3, 4], dtype="complex64", low=-3.0, high=3.0),
        ),
    },
    "broadcast128": {
        "args": (
            TensorInput(shape=[2, 1, 3], dtype="complex128", low=-3.0, high=3.0),
            TensorInput(shape=[4, 3], dtype="complex128", low=-3.0, high=3.0),
        ),
    },
    "mixed": {
        "args": (
            TensorInput(shape=[3, 4], dtype="complex64", low=-3.0, high=3.0),
            TensorInput(shape=[4], dtype="complex128", low=-3.0, high=3.0),
        ),
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
                reason="torch's dynamo exporter translates complex products itself (onnxscript's torch_lib, registered for complex inputs)",
            ),
        ),
    ],
)
def test_mul_complex(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::mul.Tensor",
        **CASES[case],
        mapping="mul_complex",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "mul_complex.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::mul.Tensor", {}))
def test_mul_complex_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::mul.Tensor",
        mapping="mul_complex",
        dtype=dtype,
        dtypes=("complex64", "complex128"),
        opsets={"torchscript": (9, 17), "dynamo": ()},
        delegates=True,
        export=export,
    )
