"""Parity test of nanmedian: aten::nanmedian -> ONNX Reshape + Cast + Equal + Not + CastLike + Where + Identity + Shape + TopK + ReduceSum + Sub + Div + Concat + Gather + Squeeze, with both exporters.

Generated from mappings/aten/nanmedian.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (TensorInput(shape=[3, 5], dtype="float32", low=-3.0, high=3.0),)},
    "some_nan": {
        "args": (
            TensorInput(
                shape=[6],
                dtype="float32",
                values=[1.0, float("nan"), 3.0, 0.5, float("nan"), -2.0],
            ),
        ),
    },
    "all_nan": {
        "args": (
            TensorInput(
                shape=[2],
                dtype="float32",
                values=[float("nan"), float("nan")],
            ),
        ),
    },
    "int8": {"args": (TensorInput(shape=[7], dtype="int8", low=-100.0, high=100.0),)},
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 15), ("torchscript", 17), ("dynamo", 18)],
)
def test_nanmedian(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::nanmedian",
        **CASES[case],
        mapping="nanmedian",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "nanmedian.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::nanmedian", {}))
def test_nanmedian_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::nanmedian",
        mapping="nanmedian",
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
        opsets={"torchscript": (15, 17), "dynamo": (18,)},
        delegates=True,
        export=export,
    )
