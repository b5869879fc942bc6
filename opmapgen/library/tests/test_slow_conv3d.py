"""Parity test of slow_conv3d: aten::slow_conv3d -> ONNX Conv, with both exporters.

Generated from mappings/aten/slow_conv3d.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 3, 7, 6, 5], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[4, 3, 3, 2, 3], dtype="float32", low=-1.0, high=1.0),
            [3, 2, 3],
            TensorInput(shape=[4], dtype="float32", low=-1.0, high=1.0),
            [2, 1, 2],
            [1, 0, 1],
        ),
    },
    "no_bias": {
        "args": (
            TensorInput(shape=[2, 3, 7, 6, 5], dtype="float32", low=-1.0, high=1.0),
            TensorInput(shape=[4, 3, 3, 2, 3], dtype="float32", low=-1.0, high=1.0),
            [3, 2, 3],
            None,
            [2, 1, 2],
            [1, 0, 1],
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_slow_conv3d(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::slow_conv3d",
        **CASES[case],
        mapping="slow_conv3d",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "slow_conv3d.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::slow_conv3d", {}))
def test_slow_conv3d_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::slow_conv3d",
        mapping="slow_conv3d",
        dtype=dtype,
        dtypes=("float32",),
        opsets={"torchscript": (11, 17), "dynamo": (18,)},
        tolerance={
            "float32": (
                1.3e-06,
                5e-05,
                "ONNX Runtime's Conv adds the float32 products in another order than torch's slow_conv3d, an order that depends on the CPU's kernels (1.8e-5 on sums of 16 products of standard normal numbers, with AVX2)",
            ),
        },
        export=export,
    )
