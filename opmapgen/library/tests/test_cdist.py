"""Parity test of cdist: aten::cdist -> ONNX Unsqueeze + Sub + Abs + ReduceMax + Mul + ReduceSum + Shape + ConstantOfShape + Cast + Add + Concat + Transpose + MatMul + Less + Where + Sqrt + Identity + Slice + Greater + Or + Equal + Not + Pow, with both exporters.

Generated from mappings/aten/cdist.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 4, 3], dtype="float32", low=-3.0, high=3.0),
            TensorInput(shape=[5, 3], dtype="float32", low=-3.0, high=3.0),
            2.0,
            None,
        ),
    },
    "p1": {
        "args": (
            TensorInput(shape=[2, 4, 3], dtype="float32", low=-3.0, high=3.0),
            TensorInput(shape=[5, 3], dtype="float32", low=-3.0, high=3.0),
            1.0,
            None,
        ),
    },
    "p_inf": {
        "args": (
            TensorInput(shape=[2, 4, 3], dtype="float32", low=-3.0, high=3.0),
            TensorInput(shape=[5, 3], dtype="float32", low=-3.0, high=3.0),
            float("inf"),
            None,
        ),
    },
    "p_half": {
        "args": (
            TensorInput(shape=[2, 4, 3], dtype="float32", low=-3.0, high=3.0),
            TensorInput(shape=[5, 3], dtype="float32", low=-3.0, high=3.0),
            0.5,
            None,
        ),
    },
    "use_mm": {
        "args": (
            TensorInput(shape=[30, 3], dtype="float64", low=-3.0, high=3.0),
            TensorInput(shape=[2, 27, 3], dtype="float64", low=-3.0, high=3.0),
            2.0,
            1,
        ),
    },
    "many_rows": {
        "args": (
            TensorInput(shape=[40, 3], dtype="float32", low=-3.0, high=3.0),
            TensorInput(shape=[2, 30, 3], dtype="float32", low=-3.0, high=3.0),
            2.0,
            None,
        ),
    },
    "many_rows_no_mm": {
        "args": (
            TensorInput(shape=[40, 3], dtype="float32", low=-3.0, high=3.0),
            TensorInput(shape=[2, 30, 3], dtype="float32", low=-3.0, high=3.0),
            2.0,
            2,
        ),
    },
    "many_rows_rank_7": {
        "args": (
            TensorInput(shape=[30, 3], dtype="float64", low=-3.0, high=3.0),
            TensorInput(
                shape=[1, 1, 1, 1, 2, 27, 3],
                dtype="float64",
                low=-3.0,
                high=3.0,
            ),
            2.0,
            None,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("torchscript", 18), ("dynamo", 18)],
)
def test_cdist(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::cdist",
        **CASES[case],
        mapping="cdist",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "cdist.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::cdist", {}))
def test_cdist_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::cdist",
        mapping="cdist",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17, 18), "dynamo": (18,)},
        export=export,
    )
