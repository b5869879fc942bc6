"""Parity test of cummin: aten::cummin -> ONNX Identity + Cast + Unsqueeze + Slice + Shape + Gather + Range + GreaterOrEqual + Where + ArgMin + GatherElements + Equal + And + ArgMax + Not + ReduceSum + Greater, with both exporters.

Generated from mappings/aten/cummin.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[3, 5, 4], dtype="float32", low=-3.0, high=3.0), 1),
    },
    "ties_nan_inf": {
        "args": (
            TensorInput(
                shape=[2, 6],
                dtype="float32",
                values=[
                    1.0,
                    3.0,
                    3.0,
                    float("nan"),
                    2.0,
                    float("nan"),
                    5.0,
                    float("-inf"),
                    float("-inf"),
                    float("inf"),
                    float("inf"),
                    0.0,
                ],
            ),
            -1,
        ),
    },
    "int8_dim0": {
        "args": (TensorInput(shape=[7, 3], dtype="int8", low=-3.0, high=3.0), 0),
    },
    "bool": {"args": (TensorInput(shape=[9], dtype="bool", low=0.0, high=1.0), 0)},
    "scalar": {"args": (TensorInput(shape=[], dtype="float32", values=[3.0]), 0)},
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_cummin(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::cummin",
        **CASES[case],
        mapping="cummin",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "cummin.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::cummin", {}))
def test_cummin_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::cummin",
        mapping="cummin",
        dtype=dtype,
        dtypes=(
            "bool",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "float16",
            "bfloat16",
            "float32",
            "float64",
        ),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
