"""Parity test of median: aten::median -> ONNX Reshape + Cast + Shape + TopK + Sub + Div + CastLike + Concat + Gather + Equal + Not + ReduceMax + Greater + Where + Identity + Squeeze, with both exporters.

Generated from mappings/aten/median.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {"args": (TensorInput(shape=[3, 5], dtype="float32", low=-3.0, high=3.0),)},
    "nan": {
        "args": (
            TensorInput(
                shape=[4],
                dtype="float32",
                values=[1.0, float("nan"), 3.0, 0.5],
            ),
        ),
    },
    "int8": {"args": (TensorInput(shape=[7], dtype="int8", low=-100.0, high=100.0),)},
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": (),
        "kind": "fails",
        "reason": 'OpenVINO fails to compile a TopK of one element whose values are padded (Concat) and gathered at index 0 ("Default output not supported"): median of a 0-dim input',
        "link": "docs/runtime-limits.md#openvino-topk-one-element-gathered",
        "opinfo": (
            "float16",
            "float32",
            "float64",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 15), ("torchscript", 17), ("dynamo", 18)],
)
def test_median(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::median",
        **CASES[case],
        mapping="median",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "median.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::median", {}))
def test_median_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::median",
        mapping="median",
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
        opsets={"torchscript": (15, 17, 20), "dynamo": (18,)},
        delegates=True,
        runtime_limits=RUNTIME_LIMITS,
        export=export,
    )
