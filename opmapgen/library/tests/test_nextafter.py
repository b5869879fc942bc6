"""Parity test of nextafter: aten::nextafter -> ONNX Abs + Log + Div + Floor + Pow + Greater + Sub + Mul + Add + Where + Less + Equal + Not + And + Max + IsNaN + Or + Cast, with both exporters.

Generated from mappings/aten/nextafter.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-4.0, high=4.0),
        ),
    },
    "zeros_nan_and_infinities": {
        "args": (
            TensorInput(
                shape=[14],
                dtype="float32",
                values=[
                    0.0,
                    0.0,
                    -0.0,
                    -0.0,
                    0.0,
                    -0.0,
                    float("nan"),
                    1.0,
                    float("nan"),
                    float("inf"),
                    float("inf"),
                    float("-inf"),
                    float("-inf"),
                    float("inf"),
                ],
            ),
            TensorInput(
                shape=[14],
                dtype="float32",
                values=[
                    1.0,
                    -1.0,
                    1.0,
                    -1.0,
                    -0.0,
                    0.0,
                    1.0,
                    float("nan"),
                    float("nan"),
                    0.0,
                    float("inf"),
                    0.0,
                    float("-inf"),
                    float("-inf"),
                ],
            ),
        ),
    },
    "largest_and_powers_of_two": {
        "args": (
            TensorInput(
                shape=[16],
                dtype="float32",
                values=[
                    3.4028234663852886e38,
                    3.4028234663852886e38,
                    -3.4028234663852886e38,
                    -3.4028234663852886e38,
                    1.0,
                    1.0,
                    -1.0,
                    -1.0,
                    2.0,
                    0.5,
                    1024.0,
                    1.7014118346046923e38,
                    7.62939453125e-06,
                    0.25,
                    1.5,
                    3.0,
                ],
            ),
            TensorInput(
                shape=[16],
                dtype="float32",
                values=[
                    float("inf"),
                    0.0,
                    float("-inf"),
                    0.0,
                    2.0,
                    0.0,
                    -2.0,
                    0.0,
                    0.0,
                    1.0,
                    float("-inf"),
                    0.0,
                    0.0,
                    float("inf"),
                    1.0,
                    4.0,
                ],
            ),
        ),
    },
    "subnormals_and_smallest_normal": {
        "args": (
            TensorInput(
                shape=[14],
                dtype="float32",
                values=[
                    1.401298464324817e-45,
                    1.401298464324817e-45,
                    -1.401298464324817e-45,
                    -1.401298464324817e-45,
                    1.1754943508222875e-38,
                    1.1754943508222875e-38,
                    -1.1754943508222875e-38,
                    1.1754942106924411e-38,
                    1.1754942106924411e-38,
                    5.877471754111438e-39,
                    5.877471754111438e-39,
                    2.350988701644575e-38,
                    2.350988701644575e-38,
                    1e-40,
                ],
            ),
            TensorInput(
                shape=[14],
                dtype="float32",
                values=[
                    0.0,
                    1.0,
                    0.0,
                    -1.0,
                    0.0,
                    1.0,
                    0.0,
                    1.0,
                    0.0,
                    0.0,
                    1.0,
                    0.0,
                    1.0,
                    -1.0,
                ],
            ),
        ),
    },
    "x_equals_y": {
        "args": (
            TensorInput(
                shape=[6],
                dtype="float32",
                values=[
                    1.0,
                    -2.5,
                    1.401298464324817e-45,
                    3.4028234663852886e38,
                    0.0,
                    -0.0,
                ],
            ),
            TensorInput(
                shape=[6],
                dtype="float32",
                values=[
                    1.0,
                    -2.5,
                    1.401298464324817e-45,
                    3.4028234663852886e38,
                    -0.0,
                    0.0,
                ],
            ),
        ),
    },
    "float64_edges": {
        "args": (
            TensorInput(
                shape=[20],
                dtype="float64",
                values=[
                    0.0,
                    -0.0,
                    5e-324,
                    -5e-324,
                    5e-324,
                    2.2250738585072014e-308,
                    2.2250738585072014e-308,
                    2.225073858507201e-308,
                    1.7976931348623157e308,
                    1.7976931348623157e308,
                    float("inf"),
                    float("-inf"),
                    1.0,
                    1.0,
                    4.0,
                    0.125,
                    float("nan"),
                    3.0,
                    1e-310,
                    8.98846567431158e307,
                ],
            ),
            TensorInput(
                shape=[20],
                dtype="float64",
                values=[
                    -1.0,
                    1.0,
                    0.0,
                    0.0,
                    1.0,
                    0.0,
                    1.0,
                    1.0,
                    float("inf"),
                    0.0,
                    0.0,
                    0.0,
                    2.0,
                    0.0,
                    0.0,
                    -1.0,
                    1.0,
                    3.0,
                    -1.0,
                    0.0,
                ],
            ),
        ),
    },
    "float64_random": {
        "args": (
            TensorInput(shape=[4, 5], dtype="float64", low=-1000.0, high=1000.0),
            TensorInput(shape=[4, 5], dtype="float64", low=-1000.0, high=1000.0),
        ),
    },
    "float16_edges": {
        "args": (
            TensorInput(
                shape=[16],
                dtype="float16",
                values=[
                    0.0,
                    -0.0,
                    5.960464477539063e-08,
                    -5.960464477539063e-08,
                    6.103515625e-05,
                    6.103515625e-05,
                    65504.0,
                    65504.0,
                    float("inf"),
                    1.0,
                    1.0,
                    2.0,
                    0.5,
                    float("nan"),
                    3.0,
                    6.097555160522461e-05,
                ],
            ),
            TensorInput(
                shape=[16],
                dtype="float16",
                values=[
                    -1.0,
                    1.0,
                    0.0,
                    0.0,
                    0.0,
                    1.0,
                    float("inf"),
                    0.0,
                    0.0,
                    2.0,
                    0.0,
                    0.0,
                    1.0,
                    1.0,
                    3.0,
                    1.0,
                ],
            ),
        ),
    },
    "broadcast": {
        "args": (
            TensorInput(shape=[3, 1], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[1, 4], dtype="float32", low=-4.0, high=4.0),
        ),
    },
    "zero_dim_input": {
        "args": (
            TensorInput(shape=[], dtype="float32", values=[1.0]),
            TensorInput(
                shape=[5],
                dtype="float32",
                values=[2.0, 0.0, 1.0, float("inf"), float("nan")],
            ),
        ),
    },
    "float16_with_float32": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float16", low=-4.0, high=4.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-4.0, high=4.0),
        ),
    },
    "float32_with_float64": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[3, 4], dtype="float64", low=-4.0, high=4.0),
        ),
    },
    "float32_with_0dim_float64": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-4.0, high=4.0),
            TensorInput(shape=[], dtype="float64", values=[1.0]),
        ),
    },
    "int64_with_float32": {
        "args": (
            TensorInput(shape=[3, 4], dtype="int64", low=-5.0, high=5.0),
            TensorInput(shape=[3, 4], dtype="float32", low=-4.0, high=4.0),
        ),
    },
    "bool_with_float16": {
        "args": (
            TensorInput(shape=[3, 4], dtype="bool", low=0.0, high=1.0),
            TensorInput(shape=[3, 4], dtype="float16", low=-4.0, high=4.0),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_nextafter(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::nextafter",
        **CASES[case],
        mapping="nextafter",
        opset=opset,
        rtol=0.0,
        atol=0.0,
        export=export,
        exporter=exporter,
        path=tmp_path / "nextafter.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::nextafter", {}))
def test_nextafter_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::nextafter",
        mapping="nextafter",
        dtype=dtype,
        dtypes=(
            "float16",
            "bfloat16",
            "float32",
            "float64",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
            "bool",
        ),
        opsets={"torchscript": (11, 13, 17), "dynamo": (18,)},
        dtype_opsets={"bfloat16": 13},
        export=export,
    )
