"""Parity test of unique_consecutive: aten::unique_consecutive -> ONNX Reshape + Shape + Slice + Equal + Not + Cast + Concat + NonZero + Compress + CumSum + Sub + Identity, with both exporters.

Generated from mappings/aten/unique_consecutive.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 6], dtype="int64", low=0.0, high=2.0),
            True,
            True,
        ),
    },
    "values_only": {
        "args": (
            TensorInput(shape=[2, 6], dtype="int64", low=0.0, high=2.0),
            False,
            False,
        ),
    },
    "nan_and_empty": {
        "args": (
            TensorInput(
                shape=[6],
                dtype="float32",
                values=[1.0, float("nan"), float("nan"), 2.0, 2.0, 1.0],
            ),
            True,
            True,
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("values_only",),
        "kind": "differs",
        "reason": "OpenVINO reads a constant with no elements as a scalar: the dynamo exporter writes the unasked-for inverse and counts as empty initializers, which OpenVINO gives as shape []",
        "link": "docs/runtime-limits.md#openvino-empty-constant-is-a-scalar",
        "exporters": ("dynamo",),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 17), ("dynamo", 18)],
)
def test_unique_consecutive(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::unique_consecutive",
        **CASES[case],
        mapping="unique_consecutive",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "unique_consecutive.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::unique_consecutive", {}))
def test_unique_consecutive_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::unique_consecutive",
        mapping="unique_consecutive",
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
        opsets={"torchscript": (11, 17), "dynamo": (18,)},
        export=export,
    )
