"""Parity test of msort: aten::msort -> ONNX Identity + Cast + Shape + Slice + TopK, with both exporters.

Generated from mappings/aten/msort.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[6, 3, 4], dtype="float32", low=-4.0, high=4.0),),
    },
    "nan_and_inf": {
        "args": (
            TensorInput(
                shape=[5, 2],
                dtype="float32",
                values=[
                    3.0,
                    float("nan"),
                    1.0,
                    float("inf"),
                    float("-inf"),
                    float("nan"),
                    2.0,
                    -0.0,
                    0.0,
                    1.0,
                ],
            ),
        ),
    },
    "int8": {
        "args": (TensorInput(shape=[7, 3], dtype="int8", low=-100.0, high=100.0),),
    },
    "bool": {"args": (TensorInput(shape=[9], dtype="bool", low=0.0, high=1.0),)},
    "empty": {
        "args": (TensorInput(shape=[0, 3], dtype="float32", low=-4.0, high=4.0),),
    },
    "scalar": {"args": (TensorInput(shape=[], dtype="float32", values=[3.0]),)},
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": (
        {
            "cases": ("nan_and_inf",),
            "kind": "differs",
            "reason": "OpenVINO's TopK leaves NaN where its comparisons, all false, happen to put it (below +inf, or first), where ONNX Runtime, the reference and torch order NaN above +inf",
            "link": "docs/runtime-limits.md#openvino-topk-order",
        },
        {
            "cases": ("bool",),
            "kind": "fails",
            "reason": 'OpenVINO refuses a TopK of uint8 whose values are cast to bool ("Default output not supported"), which is how bool sorts',
            "link": "docs/runtime-limits.md#openvino-topk-uint8-to-bool",
            "opinfo": ("bool",),
        },
    ),
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 11), ("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_msort(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::msort",
        **CASES[case],
        mapping="msort",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "msort.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::msort", {}))
def test_msort_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::msort",
        mapping="msort",
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
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
