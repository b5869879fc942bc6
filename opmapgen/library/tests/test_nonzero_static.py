"""Parity test of nonzero_static: aten::nonzero_static -> ONNX Cast + NonZero + Transpose + Shape + Concat + Expand + Slice, with both exporters.

Generated from mappings/aten/nonzero_static.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[3, 4], dtype="int64", low=0.0, high=2.0),),
        "kwargs": {"size": 5, "fill_value": -1},
    },
    "padded": {
        "args": (TensorInput(shape=[3, 4], dtype="int64", low=0.0, high=2.0),),
        "kwargs": {"size": 20, "fill_value": 7},
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_nonzero_static(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::nonzero_static",
        **CASES[case],
        mapping="nonzero_static",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "nonzero_static.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::nonzero_static", {}))
def test_nonzero_static_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::nonzero_static",
        mapping="nonzero_static",
        dtype=dtype,
        dtypes=(
            "bool",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "float16",
            "float32",
            "float64",
        ),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
