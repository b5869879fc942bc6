"""Parity test of special_xlog1py: aten::special_xlog1py -> ONNX Add + Equal + Log + Sub + Div + Mul + Where + Not + Cast, with both exporters.

Generated from mappings/aten/special_xlog1py.yaml by `opmapgen build`; do not edit.
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
            TensorInput(shape=[3, 4], dtype="float32", low=-0.9, high=3.0),
        ),
    },
    "edges": {
        "args": (
            TensorInput(
                shape=[8],
                dtype="float32",
                values=[0.0, 0.0, 0.0, 2.0, 3.0, 1.5, 2.0, -1.0],
            ),
            TensorInput(
                shape=[8],
                dtype="float32",
                values=[
                    -1.0,
                    float("nan"),
                    float("inf"),
                    1e-10,
                    -1.0,
                    float("inf"),
                    -2.0,
                    1e-30,
                ],
            ),
        ),
    },
    "int64": {
        "args": (
            TensorInput(shape=[3, 4], dtype="int64", low=-3.0, high=3.0),
            TensorInput(shape=[3, 4], dtype="int64", low=-1.0, high=5.0),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_special_xlog1py(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::special_xlog1py",
        **CASES[case],
        mapping="special_xlog1py",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "special_xlog1py.onnx",
    )


# Known failures of one exporter, from the spec; strict as well.
EXPORTER_XFAIL = {
    "bool": {
        "torchscript": "torch's TorchScript tracer fails on special_xlog1py with a Python bool scalar arg (an INTERNAL ASSERT in alias_analysis.cpp) before any symbolic runs",
    },
}


@pytest.mark.parametrize("dtype", dtype_params("aten::special_xlog1py", {}))
def test_special_xlog1py_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::special_xlog1py",
        mapping="special_xlog1py",
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
            "bool",
            "uint16",
            "uint32",
            "uint64",
        ),
        opsets={"torchscript": (11, 17), "dynamo": (18,)},
        xfail=EXPORTER_XFAIL.get(dtype),
        delegates=True,
        export=export,
    )
