"""Parity test of linalg_svdvals: aten::linalg_svdvals -> ONNX Shape + Cast + Slice + Min + Concat + Expand + Gather + Max + Reshape + Sub + Pad + Greater + Transpose + Where + Range + Unsqueeze + Mul + Less + ReduceSum + ArgMax + Equal + Sqrt + Div + GreaterOrEqual + Add + Mod + GatherElements + Abs + MatMul + TopK, with both exporters.

Generated from mappings/aten/linalg_svdvals.yaml by `opmapgen build`; do not edit.
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
    "row": {"args": (TensorInput(shape=[1, 5], dtype="float32", low=-2.0, high=2.0),)},
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
    "empty_batch": {
        "args": (TensorInput(shape=[0, 3, 4], dtype="float32", low=0.0, high=1.0),),
    },
    "no_columns": {
        "args": (TensorInput(shape=[2, 3, 0], dtype="float32", low=0.0, high=1.0),),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("empty_batch", "no_columns"),
        "kind": "differs",
        "reason": "OpenVINO reads a constant with no elements as a scalar: the dynamo exporter folds the empty result of an input of static shape to an empty initializer, which OpenVINO gives as shape [] instead of [..., 0]",
        "link": "docs/runtime-limits.md#openvino-empty-constant-is-a-scalar",
        "exporters": ("dynamo",),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 14), ("torchscript", 17), ("dynamo", 18)],
)
def test_linalg_svdvals(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_svdvals",
        **CASES[case],
        mapping="linalg_svdvals",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_svdvals.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::linalg_svdvals", {}))
def test_linalg_svdvals_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_svdvals",
        mapping="linalg_svdvals",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (14, 17, 20), "dynamo": (18,)},
        export=export,
    )
