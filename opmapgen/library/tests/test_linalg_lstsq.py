"""Parity test of linalg_lstsq: aten::linalg_lstsq -> ONNX Shape + Unsqueeze + Identity + Slice + Cast + Expand + Concat + Squeeze + Reshape + Gather + Min + Max + Sub + Pad + Greater + Transpose + Where + Range + Equal + Less + Mul + ReduceSum + ArgMax + Sqrt + Div + GreaterOrEqual + Add + Mod + GatherElements + Abs + MatMul + TopK + And, with both exporters.

Generated from mappings/aten/linalg_lstsq.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[6, 3], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[6, 2], dtype="float32", low=-2.0, high=2.0),
            None,
        ),
        "kwargs": {"driver": None},
    },
    "square": {
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
            TensorInput(shape=[4, 3], dtype="float32", low=-2.0, high=2.0),
            None,
        ),
        "kwargs": {"driver": None},
    },
    "one_by_one": {
        "args": (
            TensorInput(shape=[1, 1], dtype="float32", values=[-3.0]),
            TensorInput(shape=[1, 1], dtype="float32", values=[2.0]),
            None,
        ),
        "kwargs": {"driver": None},
    },
    "wide": {
        "args": (
            TensorInput(shape=[2, 3, 7], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[2, 3, 2], dtype="float32", low=-2.0, high=2.0),
            None,
        ),
        "kwargs": {"driver": None},
    },
    "float64_odd": {
        "args": (
            TensorInput(shape=[3, 5, 5], dtype="float64", low=-2.0, high=2.0),
            TensorInput(shape=[3, 5, 4], dtype="float64", low=-2.0, high=2.0),
            None,
        ),
        "kwargs": {"driver": None},
    },
    "gelsy": {
        "args": (
            TensorInput(shape=[6, 3], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[6, 2], dtype="float32", low=-2.0, high=2.0),
            None,
        ),
        "kwargs": {"driver": "gelsy"},
    },
    "rank_deficient": {
        "args": (
            TensorInput(
                shape=[4, 3],
                dtype="float32",
                values=[1.0, 2.0, 3.0, 2.0, 4.0, 6.0, 1.0, 0.0, 1.0, 2.0, 2.0, 4.0],
            ),
            TensorInput(shape=[4, 2], dtype="float32", low=-2.0, high=2.0),
            None,
        ),
        "kwargs": {"driver": None},
    },
    "rank_deficient_wide": {
        "args": (
            TensorInput(
                shape=[3, 4],
                dtype="float32",
                values=[1.0, 2.0, 1.0, 2.0, 2.0, 4.0, 0.0, 2.0, 3.0, 6.0, 1.0, 4.0],
            ),
            TensorInput(shape=[3, 2], dtype="float32", low=-2.0, high=2.0),
            None,
        ),
        "kwargs": {"driver": None},
    },
    "zeros": {
        "args": (
            TensorInput(
                shape=[3, 2],
                dtype="float32",
                values=[0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
            ),
            TensorInput(shape=[3, 2], dtype="float32", low=-2.0, high=2.0),
            None,
        ),
        "kwargs": {"driver": None},
    },
    "broadcast_a": {
        "args": (
            TensorInput(shape=[3, 5, 3], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[1, 5, 2], dtype="float32", low=-2.0, high=2.0),
            None,
        ),
        "kwargs": {"driver": None},
    },
    "broadcast_both": {
        "args": (
            TensorInput(shape=[2, 1, 5, 3], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[1, 3, 5, 2], dtype="float32", low=-2.0, high=2.0),
            None,
        ),
        "kwargs": {"driver": None},
    },
    "vector": {
        "args": (
            TensorInput(shape=[5, 3], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[5], dtype="float32", low=-2.0, high=2.0),
            None,
        ),
        "kwargs": {"driver": None},
    },
    "vector_batch": {
        "args": (
            TensorInput(shape=[2, 5, 3], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[2, 5], dtype="float32", low=-2.0, high=2.0),
            None,
        ),
        "kwargs": {"driver": None},
    },
    "vector_batch_wide": {
        "args": (
            TensorInput(shape=[2, 2, 3], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[2, 2], dtype="float32", low=-2.0, high=2.0),
            None,
        ),
        "kwargs": {"driver": None},
    },
    "rcond_cuts": {
        "args": (
            TensorInput(
                shape=[4, 3],
                dtype="float32",
                values=[3.0, 0.0, 0.0, 0.0, 0.0, 0.01, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
            ),
            TensorInput(shape=[4, 2], dtype="float32", low=-2.0, high=2.0),
            0.1,
        ),
        "kwargs": {"driver": None},
    },
    "rcond_keeps": {
        "args": (
            TensorInput(
                shape=[4, 3],
                dtype="float32",
                values=[3.0, 0.0, 0.0, 0.0, 0.0, 0.01, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
            ),
            TensorInput(shape=[4, 2], dtype="float32", low=-2.0, high=2.0),
            0.001,
        ),
        "kwargs": {"driver": None},
    },
    "empty_batch": {
        "args": (
            TensorInput(shape=[0, 3, 4], dtype="float32", low=0.0, high=1.0),
            TensorInput(shape=[0, 3, 2], dtype="float32", low=0.0, high=1.0),
            None,
        ),
        "kwargs": {"driver": None},
    },
    "no_columns": {
        "args": (
            TensorInput(shape=[2, 3, 0], dtype="float32", low=0.0, high=1.0),
            TensorInput(shape=[2, 3, 2], dtype="float32", low=0.0, high=1.0),
            None,
        ),
        "kwargs": {"driver": None},
    },
    "no_rows": {
        "args": (
            TensorInput(shape=[0, 3], dtype="float32", low=0.0, high=1.0),
            TensorInput(shape=[0, 2], dtype="float32", low=0.0, high=1.0),
            None,
        ),
        "kwargs": {"driver": None},
    },
    "no_right_hand_sides": {
        "args": (
            TensorInput(shape=[5, 3], dtype="float32", low=0.0, high=1.0),
            TensorInput(shape=[5, 0], dtype="float32", low=0.0, high=1.0),
            None,
        ),
        "kwargs": {"driver": None},
    },
    "driver_gelsd": {
        "args": (
            TensorInput(shape=[6, 3], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[6, 2], dtype="float32", low=-2.0, high=2.0),
            None,
        ),
        "kwargs": {"driver": "gelsd"},
        "refused": "only driver None and 'gelsy' (the CPU default) are mapped",
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
                reason='torch.export cannot capture aten::linalg_lstsq (step 1 of the dynamo export, before any translation runs): the op is tagged dynamic_output_shape and has no fake implementation ("DynamicOutputShapeException: aten.linalg_lstsq.default"), so a translation would never run',
            ),
        ),
    ],
)
def test_linalg_lstsq(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_lstsq",
        **CASES[case],
        mapping="linalg_lstsq",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_lstsq.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::linalg_lstsq", {}))
def test_linalg_lstsq_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_lstsq",
        mapping="linalg_lstsq",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (14, 17, 20), "dynamo": ()},
        export=export,
    )
