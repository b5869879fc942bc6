"""Parity test of histogram: aten::histogram.bin_ct -> ONNX Reshape + Concat + Slice + ReduceMin + Cast + ReduceMax + Equal + Sub + Where + Add + Div + Mul + Range + Less + IsNaN + Not + And + Floor + Max + Unsqueeze + Abs + LessOrEqual + ReduceSum + Min + Identity, with both exporters.

Generated from mappings/aten/histogram.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[4, 5], dtype="float32", low=-2.0, high=2.0), 7),
        "kwargs": {"range": None, "weight": None, "density": False},
    },
    "float64_range": {
        "args": (TensorInput(shape=[3, 4, 5], dtype="float64", low=-2.0, high=2.0), 5),
        "kwargs": {"range": [-1.0, 1.5], "weight": None, "density": False},
    },
    "on_edges": {
        "args": (
            TensorInput(
                dtype="float32",
                values=[
                    -1.0,
                    -1.0000001192092896,
                    -0.9999999403953552,
                    -0.5,
                    -0.5000000596046448,
                    -0.4999999701976776,
                    0.0,
                    -1e-30,
                    1e-30,
                    0.5,
                    0.4999999701976776,
                    0.5000000596046448,
                    1.0,
                    0.9999999403953552,
                    1.0000001192092896,
                    1.5,
                    1.4999998807907104,
                    1.5000001192092896,
                    2.0,
                    1.9999998807907104,
                    2.000000238418579,
                    2.5,
                    2.499999761581421,
                    2.500000238418579,
                ],
            ),
            7,
        ),
        "kwargs": {"range": [-1.0, 2.5], "weight": None, "density": False},
    },
    "on_edges_three_bins": {
        "args": (
            TensorInput(
                dtype="float32",
                values=[
                    -1.0,
                    0.16666661202907562,
                    0.1666666716337204,
                    0.1666667014360428,
                    1.3333332538604736,
                    1.3333333730697632,
                    1.3333334922790527,
                    2.5,
                ],
            ),
            3,
        ),
        "kwargs": {"range": [-1.0, 2.5], "weight": None, "density": False},
    },
    "on_edges_float64": {
        "args": (
            TensorInput(
                dtype="float64",
                values=[
                    0.1,
                    0.09999999999999999,
                    0.10000000000000002,
                    0.22,
                    0.21999999999999997,
                    0.22000000000000003,
                    0.33999999999999997,
                    0.3399999999999999,
                    0.34,
                    0.45999999999999996,
                    0.4599999999999999,
                    0.46,
                    0.58,
                    0.5799999999999998,
                    0.5800000000000001,
                    0.7,
                    0.6999999999999998,
                    0.7000000000000001,
                ],
            ),
            5,
        ),
        "kwargs": {"range": [0.1, 0.7], "weight": None, "density": False},
    },
    "on_edges_data_range": {
        "args": (
            TensorInput(
                shape=[31, 1],
                dtype="float64",
                values=[
                    -3.3,
                    -3.2999999999999994,
                    -2.9,
                    -2.9000000000000004,
                    -2.8999999999999995,
                    -2.5,
                    -2.5000000000000004,
                    -2.4999999999999996,
                    -2.0999999999999996,
                    -2.1,
                    -2.099999999999999,
                    -1.6999999999999997,
                    -1.7,
                    -1.6999999999999995,
                    -1.3000000000000003,
                    -1.3000000000000005,
                    -1.3,
                    -0.9000000000000001,
                    -0.9000000000000002,
                    -0.9,
                    -0.5000000000000001,
                    -0.5000000000000002,
                    -0.5,
                    -0.10000000000000009,
                    -0.1000000000000001,
                    -0.10000000000000007,
                    0.29999999999999993,
                    0.2999999999999999,
                    0.3,
                    0.7,
                    0.6999999999999998,
                ],
            ),
            10,
        ),
        "kwargs": {"range": None, "weight": None, "density": False},
    },
    "on_edges_data_range_float32": {
        "args": (
            TensorInput(
                shape=[2, 5],
                dtype="float32",
                values=[
                    0.0,
                    1e-30,
                    0.3333333432674408,
                    0.3333333134651184,
                    0.3333333730697632,
                    0.6666666269302368,
                    0.666666567325592,
                    0.6666666865348816,
                    1.0,
                    0.9999999403953552,
                ],
            ),
            3,
        ),
        "kwargs": {"range": None, "weight": None, "density": False},
    },
    "all_equal": {
        "args": (
            TensorInput(shape=[2, 2], dtype="float32", values=[0.1, 0.1, 0.1, 0.1]),
            4,
        ),
        "kwargs": {"range": None, "weight": None, "density": False},
    },
    "equal_range": {
        "args": (TensorInput(dtype="float64", values=[0.5, 1.0, 1.5, 0.75]), 3),
        "kwargs": {"range": [1.0, 1.0], "weight": None, "density": False},
    },
    "outside_and_nan": {
        "args": (
            TensorInput(
                dtype="float32",
                values=[
                    -3.0,
                    -0.5,
                    float("nan"),
                    0.0,
                    0.25,
                    0.5,
                    7.0,
                    float("inf"),
                    float("-inf"),
                ],
            ),
            4,
        ),
        "kwargs": {"range": [-0.5, 0.5], "weight": None, "density": False},
    },
    "one_element": {
        "args": (TensorInput(shape=[1, 1], dtype="float32", values=[2.5]), 3),
        "kwargs": {"range": None, "weight": None, "density": False},
    },
    "one_bin": {
        "args": (TensorInput(shape=[6], dtype="float32", low=-1.0, high=1.0), 1),
        "kwargs": {"range": None, "weight": None, "density": False},
    },
    "zero_dim": {
        "args": (TensorInput(shape=[], dtype="float32", values=[-4.0]), 2),
        "kwargs": {"range": None, "weight": None, "density": False},
    },
    "empty": {
        "args": (TensorInput(shape=[0], dtype="float32", values=[]), 4),
        "kwargs": {"range": None, "weight": None, "density": False},
    },
    "empty_range": {
        "args": (TensorInput(shape=[2, 0], dtype="float64", values=[]), 3),
        "kwargs": {"range": [-2.0, 2.0], "weight": None, "density": False},
    },
    "weighted": {
        "args": (TensorInput(shape=[3, 5], dtype="float32", low=-2.0, high=2.0), 6),
        "kwargs": {
            "range": None,
            "weight": TensorInput(shape=[3, 5], dtype="float32", low=0.0, high=3.0),
            "density": False,
        },
    },
    "weighted_density": {
        "args": (TensorInput(shape=[10], dtype="float64", low=-2.0, high=2.0), 4),
        "kwargs": {
            "range": [-1.0, 1.0],
            "weight": TensorInput(shape=[10], dtype="float64", low=0.0, high=3.0),
            "density": True,
        },
    },
    "density": {
        "args": (TensorInput(shape=[2, 8], dtype="float32", low=0.0, high=5.0), 5),
        "kwargs": {"range": None, "weight": None, "density": True},
    },
    "density_nothing_counted": {
        "args": (TensorInput(dtype="float32", values=[5.0, 6.0, 7.0]), 2),
        "kwargs": {"range": [0.0, 1.0], "weight": None, "density": True},
    },
    "many_bins": {
        "args": (TensorInput(shape=[200], dtype="float64", low=-1.0, high=1.0), 100),
        "kwargs": {"range": None, "weight": None, "density": False},
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_histogram(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::histogram.bin_ct",
        **CASES[case],
        mapping="histogram",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "histogram.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::histogram.bin_ct", {}))
def test_histogram_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::histogram.bin_ct",
        mapping="histogram",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17, 20), "dynamo": (18,)},
        tolerance={
            "float32": (
                1e-05,
                1e-05,
                "torch adds a bin's weights one by one in float32 (a partial histogram per thread), ReduceSum in another order: OpInfo's 125 weights of [5, 5, 5] summed to 2.26 differ by 1.5e-5 in the reference runtime",
            ),
        },
        delegates=True,
        export=export,
    )
