"""Parity test of grouped_mm: aten::_grouped_mm -> ONNX MatMul + Cast + Identity + Shape + Slice + Concat + Expand + Gather + Range + Unsqueeze + ScatterND + Add + Reshape + Transpose, with both exporters.

Generated from mappings/aten/grouped_mm.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[7, 8], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[3, 8, 4], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[3], dtype="int32", values=[2, 2, 7]),
            None,
            None,
        ),
    },
    "float16": {
        "args": (
            TensorInput(shape=[5, 8], dtype="float16", low=-1.0, high=1.0),
            TensorInput(shape=[2, 8, 8], dtype="float16", low=-1.0, high=1.0),
            TensorInput(shape=[2], dtype="int32", values=[3, 5]),
            None,
            None,
        ),
    },
    "first_group_empty": {
        "args": (
            TensorInput(shape=[5, 8], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[2, 8, 8], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[2], dtype="int32", values=[0, 5]),
            None,
            None,
        ),
    },
    "batched": {
        "args": (
            TensorInput(shape=[2, 4, 8], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[2, 8, 4], dtype="float32", low=-1.0, high=1.0),
            None,
            None,
            None,
        ),
    },
    "inner_groups": {
        "args": (
            TensorInput(shape=[4, 16], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[16, 4], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[3], dtype="int32", values=[4, 4, 16]),
            None,
            None,
        ),
    },
    "column_groups": {
        "args": (
            TensorInput(shape=[2, 4, 8], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[8, 8], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[2], dtype="int32", values=[4, 8]),
            None,
            None,
        ),
    },
}

# Known failures of an exporter's cases, from the spec; strict: once they pass, the suite
# fails until the spec's entry is removed.
DYNAMO_XFAIL = pytest.mark.xfail(
    reason="torch.export cannot capture _grouped_mm in float32 or float16 on the CPU (its meta function wants bfloat16, or cuBLASLt for float16), step 1 of the dynamo export, before any mapping runs; transformers calls its own transformers::grouped_mm_fallback there instead (mappings/transformers/grouped_mm_fallback.yaml)",
    strict=True,
)


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 13),
        ("torchscript", 17),
        pytest.param("dynamo", 18, marks=DYNAMO_XFAIL),
    ],
)
def test_grouped_mm(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::_grouped_mm",
        **CASES[case],
        mapping="grouped_mm",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "grouped_mm.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::_grouped_mm", {}))
def test_grouped_mm_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::_grouped_mm",
        mapping="grouped_mm",
        dtype=dtype,
        dtypes=("float32", "float16", "int32"),
        by_input={
            "input": ("float32", "float16"),
            "mat2": ("float32", "float16"),
            "offs": ("int32",),
            "bias": ("float32", "float16"),
        },
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
