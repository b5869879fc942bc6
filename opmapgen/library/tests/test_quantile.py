"""Parity test of quantile: aten::quantile -> ONNX Size + Reshape + TopK + Shape + Sub + Cast + ReduceSum + Equal + Not + Unsqueeze + Mul + Where + Floor + Ceil + Round + Identity + Concat + Expand + GatherElements + Add + Abs + Less + Slice + Squeeze, with both exporters.

Generated from mappings/aten/quantile.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[3, 5], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3], dtype="float32", values=[0.0, 0.3, 1.0]),
            1,
            False,
        ),
        "kwargs": {"interpolation": "linear"},
    },
    "all_keepdim_midpoint": {
        "args": (
            TensorInput(shape=[3, 5], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3], dtype="float32", values=[0.0, 0.3, 1.0]),
            None,
            True,
        ),
        "kwargs": {"interpolation": "midpoint"},
    },
    "dim0_lower_keepdim": {
        "args": (
            TensorInput(shape=[3, 5], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3], dtype="float32", values=[0.0, 0.3, 1.0]),
            0,
            True,
        ),
        "kwargs": {"interpolation": "lower"},
    },
    "higher_all": {
        "args": (
            TensorInput(shape=[3, 5], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[3], dtype="float32", values=[0.0, 0.3, 1.0]),
            None,
            False,
        ),
        "kwargs": {"interpolation": "higher"},
    },
    "nearest_nan": {
        "args": (
            TensorInput(
                shape=[2, 4],
                dtype="float32",
                values=[1.0, float("nan"), 3.0, 2.0, 4.0, -1.0, 0.5, 2.5],
            ),
            TensorInput(shape=[], dtype="float32", values=[0.5]),
            -1,
            False,
        ),
        "kwargs": {"interpolation": "nearest"},
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
                reason="aten::quantile is CompositeImplicitAutograd: torch.export decomposes it (into sort, gather and lerp) before the dynamo exporter sees it, so a translation would never run",
            ),
        ),
    ],
)
def test_quantile(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::quantile",
        **CASES[case],
        mapping="quantile",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "quantile.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::quantile", {}))
def test_quantile_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::quantile",
        mapping="quantile",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (13, 17), "dynamo": ()},
        delegates=True,
        export=export,
    )
