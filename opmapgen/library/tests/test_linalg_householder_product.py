"""Parity test of linalg_householder_product: aten::linalg_householder_product -> ONNX Identity + Shape + Gather + Squeeze + Range + Unsqueeze + Equal + Cast + Expand + Slice + Sub + Greater + Where + MatMul + Mul, with both exporters.

Generated from mappings/aten/linalg_householder_product.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[5, 3], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3], dtype="float32", low=0.0, high=2.0),
        ),
    },
    "square_float64": {
        "args": (
            TensorInput(shape=[2, 4, 4], dtype="float64", low=-2.0, high=2.0),
            TensorInput(shape=[2, 4], dtype="float64", low=0.0, high=2.0),
        ),
    },
    "fewer_reflectors": {
        "args": (
            TensorInput(shape=[2, 1, 6, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[2, 1, 2], dtype="float32", low=0.0, high=2.0),
        ),
    },
    "zero_tau": {
        "args": (
            TensorInput(shape=[4, 3], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3], dtype="float32", values=[1.5, 0.0, 0.5]),
        ),
    },
    "from_geqrf": {
        "args": (
            TensorInput(
                shape=[4, 3],
                dtype="float64",
                values=[
                    -5.477225575051661,
                    -4.381780460041329,
                    -3.651483716701107,
                    0.2365,
                    1.0954451150103321,
                    1.643167672515498,
                    0.473,
                    -0.2367,
                    0.0,
                    0.7095,
                    0.1024,
                    0.0,
                ],
            ),
            TensorInput(
                shape=[3],
                dtype="float64",
                values=[1.1825741858350554, 1.4898979485566357, 0.0],
            ),
        ),
    },
    "upper_not_read": {
        "args": (
            TensorInput(
                shape=[4, 3],
                dtype="float64",
                values=[
                    float("nan"),
                    float("inf"),
                    100.0,
                    0.5,
                    float("nan"),
                    float("-inf"),
                    -1.0,
                    0.25,
                    float("nan"),
                    2.0,
                    -0.5,
                    0.75,
                ],
            ),
            TensorInput(shape=[3], dtype="float64", values=[1.2, 0.8, 1.5]),
        ),
    },
    "one_by_one": {
        "args": (
            TensorInput(shape=[1, 1], dtype="float32", values=[0.25]),
            TensorInput(shape=[1], dtype="float32", values=[2.0]),
        ),
    },
    "no_reflectors": {
        "args": (
            TensorInput(shape=[5, 5], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[0], dtype="float32", values=[]),
        ),
    },
    "empty_batch": {
        "args": (
            TensorInput(shape=[0, 3, 2], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[0, 2], dtype="float32", low=0.0, high=2.0),
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_linalg_householder_product(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_householder_product",
        **CASES[case],
        mapping="linalg_householder_product",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_householder_product.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::linalg_householder_product", {}))
def test_linalg_householder_product_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_householder_product",
        mapping="linalg_householder_product",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        export=export,
    )
