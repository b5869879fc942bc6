"""Parity test of geqrf: aten::geqrf -> ONNX Shape + Gather + Min + Identity + Slice + ReduceSum + Squeeze + Range + Unsqueeze + Mul + Cast + Concat + Expand + Add + Greater + Where + Abs + TopK + Equal + Div + Sqrt + Max + GreaterOrEqual + Sub + MatMul + Less, with both exporters.

Generated from mappings/aten/geqrf.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (TensorInput(shape=[5, 3], dtype="float32", low=-3.0, high=3.0),)},
    "wide": {
        "args": (TensorInput(shape=[2, 3, 5], dtype="float64", low=-3.0, high=3.0),),
    },
    "square": {
        "args": (TensorInput(shape=[2, 1, 4, 4], dtype="float32", low=-3.0, high=3.0),),
    },
    "zero_columns": {
        "args": (
            TensorInput(
                shape=[4, 4],
                dtype="float32",
                values=[
                    1.0,
                    0.0,
                    -2.0,
                    3.0,
                    2.0,
                    0.0,
                    0.0,
                    1.0,
                    -1.0,
                    0.0,
                    0.0,
                    5.0,
                    0.5,
                    0.0,
                    0.0,
                    -4.0,
                ],
            ),
        ),
    },
    "repeated_columns": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float64",
                values=[1.0, 1.0, 1.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0],
            ),
        ),
    },
    "hilbert": {
        "args": (
            TensorInput(
                shape=[5, 5],
                dtype="float64",
                values=[
                    1.0,
                    0.5,
                    0.3333333333333333,
                    0.25,
                    0.2,
                    0.5,
                    0.3333333333333333,
                    0.25,
                    0.2,
                    0.16666666666666666,
                    0.3333333333333333,
                    0.25,
                    0.2,
                    0.16666666666666666,
                    0.14285714285714285,
                    0.25,
                    0.2,
                    0.16666666666666666,
                    0.14285714285714285,
                    0.125,
                    0.2,
                    0.16666666666666666,
                    0.14285714285714285,
                    0.125,
                    0.1111111111111111,
                ],
            ),
        ),
    },
    "one_by_one": {
        "args": (TensorInput(shape=[1, 1], dtype="float32", values=[-2.5]),),
    },
    "row": {
        "args": (TensorInput(shape=[1, 3], dtype="float32", values=[0.0, 3.0, -4.0]),),
    },
    "column": {
        "args": (TensorInput(shape=[3, 1], dtype="float32", values=[0.0, 3.0, -4.0]),),
    },
    "empty_batch": {
        "args": (TensorInput(shape=[0, 3, 2], dtype="float32", low=-3.0, high=3.0),),
    },
    "no_columns": {
        "args": (TensorInput(shape=[3, 0], dtype="float32", low=-3.0, high=3.0),),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_geqrf(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::geqrf",
        **CASES[case],
        mapping="geqrf",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "geqrf.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::geqrf", {}))
def test_geqrf_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::geqrf",
        mapping="geqrf",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
