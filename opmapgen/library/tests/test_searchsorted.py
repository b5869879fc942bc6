"""Parity test of searchsorted: aten::searchsorted.Tensor -> ONNX GatherElements + Identity + Unsqueeze + Greater + Not + GreaterOrEqual + Cast + ReduceSum, with both exporters.

Generated from mappings/aten/searchsorted.yaml by `opmapgen build`; do not edit.
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
                shape=[7],
                dtype="float32",
                values=[-2.0, -1.0, -1.0, 0.0, 0.5, 1.0, 3.0],
            ),
            TensorInput(
                shape=[2, 3],
                dtype="float32",
                values=[-3.0, -1.0, 0.25, 1.0, 4.0, float("nan")],
            ),
        ),
        "kwargs": {"out_int32": False, "right": False, "side": None, "sorter": None},
    },
    "right_rows_int32": {
        "args": (
            TensorInput(shape=[2, 4], dtype="int8", values=[1, 2, 2, 5, 0, 0, 3, 9]),
            TensorInput(shape=[2, 3], dtype="int8", values=[2, 0, 5, 9, 3, 0]),
        ),
        "kwargs": {"out_int32": True, "right": True, "side": None, "sorter": None},
    },
    "side_sorter": {
        "args": (
            TensorInput(shape=[4], dtype="float32", values=[3.0, -1.0, 0.5, 2.0]),
            TensorInput(shape=[4], dtype="float32", values=[0.5, 2.0, -4.0, 5.0]),
        ),
        "kwargs": {
            "out_int32": False,
            "right": False,
            "side": "right",
            "sorter": TensorInput(shape=[4], dtype="int64", values=[1, 2, 3, 0]),
        },
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("spec",),
        "kind": "differs",
        "reason": "On AVX-512 CPUs, OpenVINO's GreaterOrEqual is true where either side is NaN (IEEE and ONNX Runtime, the reference and torch say false), so a NaN value counts no element below it: index 0 instead of the end",
        "link": "docs/runtime-limits.md#openvino-greaterorequal-nan",
        "isa": ("avx512_core", "avx512_amd"),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 13), ("torchscript", 17), ("dynamo", 18)],
)
def test_searchsorted(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::searchsorted.Tensor",
        **CASES[case],
        mapping="searchsorted",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "searchsorted.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::searchsorted.Tensor", {}))
def test_searchsorted_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::searchsorted.Tensor",
        mapping="searchsorted",
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
        ),
        by_input={"sorter": ("int64",)},
        opsets={"torchscript": (13, 17), "dynamo": (18,)},
        delegates=True,
        export=export,
    )
