"""Parity test of cholesky_inverse: aten::cholesky_inverse -> ONNX Trilu + Shape + Slice + ReduceProd + Concat + Reshape + Transpose + MatMul + com.microsoft::Inverse, with both exporters.

Generated from mappings/aten/cholesky_inverse.yaml by `opmapgen build`; do not edit.
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
                shape=[2, 3, 3],
                dtype="float32",
                values=[
                    2.0,
                    9.0,
                    9.0,
                    0.5,
                    1.5,
                    9.0,
                    -0.3,
                    0.4,
                    1.2,
                    1.0,
                    7.0,
                    7.0,
                    -0.5,
                    2.0,
                    7.0,
                    0.2,
                    0.3,
                    1.5,
                ],
            ),
            False,
        ),
    },
    "upper": {
        "args": (
            TensorInput(
                shape=[3, 3],
                dtype="float64",
                values=[2.0, 0.5, -0.3, 9.0, 1.5, 0.4, 9.0, 9.0, 1.2],
            ),
            True,
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": (),
        "kind": "fails",
        "reason": "OpenVINO reads a 0 in a Reshape shape computed in the graph as \"copy the input's dimension\" despite allowzero=1, and refuses flattening an empty 0 x 0 matrix to [1, 0, 0] (the dynamo exporter's model computes the shape; TorchScript's folds it)",
        "link": "docs/runtime-limits.md#openvino-reshape-allowzero-computed-shape",
        "exporters": ("dynamo",),
        "opinfo": ("float32", "float64"),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 14), ("torchscript", 17), ("dynamo", 18)],
)
def test_cholesky_inverse(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::cholesky_inverse",
        **CASES[case],
        mapping="cholesky_inverse",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "cholesky_inverse.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::cholesky_inverse", {}))
def test_cholesky_inverse_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::cholesky_inverse",
        mapping="cholesky_inverse",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (14, 17, 20), "dynamo": (18,)},
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
