"""Parity test of diff: aten::diff -> ONNX Identity + Concat + Cast + Slice + Xor + Sub, with both exporters.

Generated from mappings/aten/diff.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 5], dtype="float32", low=-3.0, high=3.0),
            1,
            -1,
            None,
            None,
        ),
    },
    "prepend_ids": {
        "args": (
            TensorInput(shape=[2, 6], dtype="int64", low=0.0, high=100.0),
            1,
            -1,
            TensorInput(shape=[2, 1], dtype="int64", low=0.0, high=100.0),
            None,
        ),
    },
    "append_dim0": {
        "args": (
            TensorInput(shape=[3, 5], dtype="float32", low=-3.0, high=3.0),
            1,
            0,
            None,
            TensorInput(shape=[2, 5], dtype="float32", low=-3.0, high=3.0),
        ),
    },
    "third_order": {
        "args": (
            TensorInput(shape=[2, 7], dtype="float32", low=-3.0, high=3.0),
            3,
            1,
            None,
            None,
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_diff(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::diff",
        **CASES[case],
        mapping="diff",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "diff.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::diff", {}))
def test_diff_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::diff",
        mapping="diff",
        dtype=dtype,
        dtypes=("float16", "float32", "float64", "int32", "int64", "bool"),
        opsets={"torchscript": (11, 17), "dynamo": (18,)},
        export=export,
    )
