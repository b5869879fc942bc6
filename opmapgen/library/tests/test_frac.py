"""Parity test of frac: aten::frac -> ONNX Sign + Abs + Floor + Mul + Sub, with both exporters.

Generated from mappings/aten/frac.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (TensorInput(shape=[3, 4], dtype="float32", low=-5.0, high=5.0),)},
    "edges": {
        "args": (
            TensorInput(
                shape=[6],
                dtype="float32",
                values=[-1.5, 2.25, -0.0, float("inf"), float("-inf"), float("nan")],
            ),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_frac(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::frac",
        **CASES[case],
        mapping="frac",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "frac.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::frac", {}))
def test_frac_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::frac",
        mapping="frac",
        dtype=dtype,
        dtypes=("float16", "float32", "float64"),
        opsets={"torchscript": (9, 17), "dynamo": (18,)},
        export=export,
    )
