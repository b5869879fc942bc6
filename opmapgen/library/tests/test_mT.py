"""Parity test of mT: aten::mT -> ONNX Transpose, with both exporters.

Generated from mappings/aten/mT.yaml by `opmapgen build`; do not edit.
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
    "matrix_bool": {
        "args": (TensorInput(shape=[3, 5], dtype="bool", low=0.0, high=1.0),),
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
                reason="torch.export decomposes aten::mT (CompositeImplicitAutograd) into a transpose before the dynamo exporter sees it, so a translation would never run; that export already matches eager",
            ),
        ),
    ],
)
def test_mT(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::mT",
        **CASES[case],
        mapping="mT",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "mT.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::mT", {}))
def test_mT_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::mT",
        mapping="mT",
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
