"""Parity test of addcdiv: aten::addcdiv -> ONNX Cast + Mul + Div + Add + Identity, with both exporters.

Generated from mappings/aten/addcdiv.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4], dtype="float32", low=0.5, high=2.0),
        ),
        "kwargs": {"value": 0.7},
    },
    "float16": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float16", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4], dtype="float16", low=-2.0, high=2.0),
            TensorInput(shape=[3, 4], dtype="float16", low=0.5, high=2.0),
        ),
        "kwargs": {"value": -3.0},
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 9), ("torchscript", 17), ("dynamo", 18)],
)
def test_addcdiv(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::addcdiv",
        **CASES[case],
        mapping="addcdiv",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "addcdiv.onnx",
    )


# Known failures of one exporter, from the spec; strict as well.
EXPORTER_XFAIL = {
    "float16": {
        "torchscript": "torch's TorchScript tracer fails on addcdiv with a Python bool value (value=True/False: an INTERNAL ASSERT in alias_analysis.cpp) before any symbolic runs",
    },
    "float32": {
        "torchscript": "torch's TorchScript tracer fails on addcdiv with a Python bool value (value=True/False: an INTERNAL ASSERT in alias_analysis.cpp) before any symbolic runs",
    },
    "float64": {
        "torchscript": "torch's TorchScript tracer fails on addcdiv with a Python bool value (value=True/False: an INTERNAL ASSERT in alias_analysis.cpp) before any symbolic runs",
    },
}


@pytest.mark.parametrize("dtype", dtype_params("aten::addcdiv", {}))
def test_addcdiv_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::addcdiv",
        mapping="addcdiv",
        dtype=dtype,
        dtypes=("float16", "float32", "float64"),
        opsets={"torchscript": (9, 17), "dynamo": (18,)},
        xfail=EXPORTER_XFAIL.get(dtype),
        export=export,
    )
