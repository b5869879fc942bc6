"""Parity test of nanmean: aten::nanmean -> ONNX Cast + Identity + Equal + Not + CastLike + Where + ReduceSum + Div + Squeeze, with both exporters.

Generated from mappings/aten/nanmean.yaml by `opmapgen build`; do not edit.
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
                shape=[2, 3, 4],
                dtype="float32",
                values=[
                    1.0,
                    float("nan"),
                    2.0,
                    3.0,
                    float("nan"),
                    float("nan"),
                    float("nan"),
                    float("nan"),
                    4.0,
                    -1.0,
                    0.5,
                    2.5,
                    1.0,
                    2.0,
                    3.0,
                    4.0,
                    5.0,
                    6.0,
                    7.0,
                    8.0,
                    9.0,
                    10.0,
                    11.0,
                    float("nan"),
                ],
            ),
            [2],
            False,
        ),
        "kwargs": {"dtype": None},
    },
    "all_dims": {
        "args": (
            TensorInput(
                shape=[2, 3, 4],
                dtype="float32",
                values=[
                    1.0,
                    float("nan"),
                    2.0,
                    3.0,
                    float("nan"),
                    float("nan"),
                    float("nan"),
                    float("nan"),
                    4.0,
                    -1.0,
                    0.5,
                    2.5,
                    1.0,
                    2.0,
                    3.0,
                    4.0,
                    5.0,
                    6.0,
                    7.0,
                    8.0,
                    9.0,
                    10.0,
                    11.0,
                    float("nan"),
                ],
            ),
            None,
            False,
        ),
        "kwargs": {"dtype": None},
    },
    "two_dims_keepdim": {
        "args": (
            TensorInput(
                shape=[2, 3, 4],
                dtype="float32",
                values=[
                    1.0,
                    float("nan"),
                    2.0,
                    3.0,
                    float("nan"),
                    float("nan"),
                    float("nan"),
                    float("nan"),
                    4.0,
                    -1.0,
                    0.5,
                    2.5,
                    1.0,
                    2.0,
                    3.0,
                    4.0,
                    5.0,
                    6.0,
                    7.0,
                    8.0,
                    9.0,
                    10.0,
                    11.0,
                    float("nan"),
                ],
            ),
            [0, 1],
            True,
        ),
        "kwargs": {"dtype": None},
    },
    "to_float64": {
        "args": (
            TensorInput(
                shape=[2, 3, 4],
                dtype="float32",
                values=[
                    1.0,
                    float("nan"),
                    2.0,
                    3.0,
                    float("nan"),
                    float("nan"),
                    float("nan"),
                    float("nan"),
                    4.0,
                    -1.0,
                    0.5,
                    2.5,
                    1.0,
                    2.0,
                    3.0,
                    4.0,
                    5.0,
                    6.0,
                    7.0,
                    8.0,
                    9.0,
                    10.0,
                    11.0,
                    float("nan"),
                ],
            ),
            [-1],
            False,
        ),
        "kwargs": {"dtype": "float64"},
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 15), ("torchscript", 17), ("dynamo", 18)],
)
def test_nanmean(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::nanmean",
        **CASES[case],
        mapping="nanmean",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "nanmean.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::nanmean", {}))
def test_nanmean_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::nanmean",
        mapping="nanmean",
        dtype=dtype,
        dtypes=("float16", "bfloat16", "float32", "float64"),
        opsets={"torchscript": (15, 17), "dynamo": (18,)},
        export=export,
    )
