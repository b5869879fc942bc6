"""Parity test of pinverse: aten::pinverse -> ONNX Shape + Cast + Slice + Concat + Expand + Gather + Min + Max + Reshape + Sub + Pad + Greater + Transpose + Where + Range + Unsqueeze + Equal + Less + Mul + ReduceSum + ArgMax + Sqrt + Div + GreaterOrEqual + Add + Mod + GatherElements + Abs + MatMul + TopK, with both exporters.

Generated from mappings/aten/pinverse.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(
                shape=[4, 4],
                dtype="float32",
                values=[
                    4.0,
                    1.0,
                    -2.0,
                    2.0,
                    1.0,
                    2.0,
                    0.0,
                    1.0,
                    -2.0,
                    0.0,
                    3.0,
                    -2.0,
                    2.0,
                    1.0,
                    -2.0,
                    -1.0,
                ],
            ),
        ),
    },
    "one_by_one": {
        "args": (TensorInput(shape=[1, 1], dtype="float32", values=[-3.0]),),
    },
    "tall_batch": {
        "args": (TensorInput(shape=[2, 3, 6, 3], dtype="float32", low=-2.0, high=2.0),),
    },
    "wide": {
        "args": (TensorInput(shape=[2, 3, 7], dtype="float32", low=-2.0, high=2.0),),
    },
    "float64_odd": {
        "args": (TensorInput(shape=[3, 5, 5], dtype="float64", low=-2.0, high=2.0),),
    },
    "rank_deficient": {
        "args": (
            TensorInput(
                shape=[4, 3],
                dtype="float32",
                values=[1.0, 2.0, 3.0, 2.0, 4.0, 6.0, 1.0, 0.0, 1.0, 2.0, 2.0, 4.0],
            ),
            1e-05,
        ),
    },
    "rank_deficient_float64": {
        "args": (
            TensorInput(
                shape=[3, 4],
                dtype="float64",
                values=[1.0, 2.0, 3.0, 4.0, 2.0, 4.0, 6.0, 8.0, 1.0, 0.0, 1.0, 0.0],
            ),
            1e-05,
        ),
    },
    "zeros": {
        "args": (
            TensorInput(
                shape=[2, 3],
                dtype="float32",
                values=[0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
            ),
        ),
    },
    "rcond_cuts": {
        "args": (
            TensorInput(
                shape=[4, 3],
                dtype="float32",
                values=[3.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.01, 1.0, 1.0, 1.0],
            ),
            0.25,
        ),
    },
    "negative_rcond": {
        "args": (
            TensorInput(
                shape=[4, 4],
                dtype="float32",
                values=[
                    4.0,
                    1.0,
                    -2.0,
                    2.0,
                    1.0,
                    2.0,
                    0.0,
                    1.0,
                    -2.0,
                    0.0,
                    3.0,
                    -2.0,
                    2.0,
                    1.0,
                    -2.0,
                    -1.0,
                ],
            ),
            -1.0,
        ),
    },
    "empty_batch": {
        "args": (TensorInput(shape=[0, 3, 4], dtype="float32", low=0.0, high=1.0),),
    },
    "no_columns": {
        "args": (TensorInput(shape=[2, 3, 0], dtype="float32", low=0.0, high=1.0),),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 14),
        ("torchscript", 17),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="the dynamo exporter decomposes torch.pinverse (CompositeImplicitAutograd) into aten::linalg_pinv.atol_rtol_tensor (atol 0 and rtol rcond as 0-dim float64 tensors), which mappings/aten/linalg_pinv.yaml maps: it exports through it already",
            ),
        ),
    ],
)
def test_pinverse(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::pinverse",
        **CASES[case],
        mapping="pinverse",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "pinverse.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::pinverse", {}))
def test_pinverse_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::pinverse",
        mapping="pinverse",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (14, 17, 20), "dynamo": ()},
        export=export,
    )
