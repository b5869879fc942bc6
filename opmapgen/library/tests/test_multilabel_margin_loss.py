"""Parity test of multilabel_margin_loss: aten::multilabel_margin_loss -> ONNX Reshape + Unsqueeze + Identity + Shape + Less + Cast + CumSum + Equal + Where + Slice + Squeeze + Range + And + ReduceSum + Greater + GatherElements + Sub + Add + Not + Div + Size, with both exporters.

Generated from mappings/aten/multilabel_margin_loss.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(
                shape=[3, 4],
                dtype="int64",
                values=[3, 0, -1, 1, 1, 2, 3, 0, -1, 2, 2, 2],
            ),
            1,
        ),
    },
    "none": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(
                shape=[3, 4],
                dtype="int64",
                values=[3, 0, -1, 1, 1, 2, 3, 0, -1, 2, 2, 2],
            ),
            0,
        ),
    },
    "sum": {
        "args": (
            TensorInput(shape=[3, 4], dtype="float32", low=-2.0, high=2.0),
            TensorInput(
                shape=[3, 4],
                dtype="int64",
                values=[3, 0, -1, 1, 1, 2, 3, 0, -1, 2, 2, 2],
            ),
            2,
        ),
    },
    "vector_nan": {
        "args": (
            TensorInput(
                shape=[4],
                dtype="float32",
                values=[0.1, float("nan"), 0.3, 0.5],
            ),
            TensorInput(shape=[4], dtype="int64", values=[0, 2, -1, 1]),
            0,
        ),
    },
}

# What the mapping cannot do in a runtime, from the spec's `runtimes:`; strict: a declared
# case that passes there fails the test until the declaration is removed.
RUNTIME_LIMITS = {
    "openvino": {
        "cases": ("vector_nan",),
        "kind": "differs",
        "reason": "On AVX-512 CPUs, OpenVINO's Greater is true where an operand is NaN, so the NaN term, which torch counts as 0 (it adds a term only where 1 - x[y] + x[j] > 0), makes the loss NaN",
        "link": "docs/runtime-limits.md#openvino-greater-nan",
        "isa": ("avx512_core", "avx512_amd"),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 13),
        ("torchscript", 17),
        pytest.param(
            "dynamo",
            18,
            marks=pytest.mark.skip(
                reason="aten::multilabel_margin_loss is CompositeImplicitAutograd: torch.export decomposes it (into multilabel_margin_loss_forward) before the dynamo exporter sees it, so a translation would never run; torch's dynamo exporter converts that itself (checked: it matches eager)",
            ),
        ),
    ],
)
def test_multilabel_margin_loss(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::multilabel_margin_loss",
        **CASES[case],
        mapping="multilabel_margin_loss",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "multilabel_margin_loss.onnx",
        case=case,
        runtime_limits=RUNTIME_LIMITS,
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::multilabel_margin_loss", {}))
def test_multilabel_margin_loss_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::multilabel_margin_loss",
        mapping="multilabel_margin_loss",
        dtype=dtype,
        dtypes=("float32", "float64", "int64"),
        by_input={"input": ("float32", "float64"), "target": ("int64",)},
        opsets={"torchscript": (13, 17), "dynamo": ()},
        export=export,
    )
