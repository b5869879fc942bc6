"""Parity test of cov: aten::cov -> ONNX Cast + Reshape + Unsqueeze + Mul + Shape + Slice + Identity + ReduceSum + Div + Sub + LessOrEqual + Where + Transpose + MatMul + Squeeze + CastLike, with both exporters.

Generated from mappings/aten/cov.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[3, 6], dtype="float32", low=-2.0, high=2.0),),
        "kwargs": {
            "correction": 1,
            "fweights": TensorInput(
                shape=[6],
                dtype="int32",
                values=[1, 2, 0, 3, 1, 1],
            ),
            "aweights": TensorInput(shape=[6], dtype="float32", low=0.1, high=1.0),
        },
    },
    "no_weights": {
        "args": (TensorInput(shape=[3, 6], dtype="float32", low=-2.0, high=2.0),),
        "kwargs": {"correction": 1, "fweights": None, "aweights": None},
    },
    "one_variable_c0": {
        "args": (TensorInput(shape=[5], dtype="float32", low=-2.0, high=2.0),),
        "kwargs": {"correction": 0, "fweights": None, "aweights": None},
    },
    "too_few": {
        "args": (TensorInput(shape=[2, 1], dtype="float32", low=-2.0, high=2.0),),
        "kwargs": {"correction": 1, "fweights": None, "aweights": None},
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 15),
        ("torchscript", 17),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="aten::cov is CompositeImplicitAutograd: torch.export decomposes it (into sums, mm and division) before the dynamo exporter sees it, so a translation would never run",
            ),
        ),
    ],
)
def test_cov(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::cov",
        **CASES[case],
        mapping="cov",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "cov.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::cov", {}))
def test_cov_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::cov",
        mapping="cov",
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
        ),
        opsets={"torchscript": (15, 17), "dynamo": ()},
        export=export,
    )
