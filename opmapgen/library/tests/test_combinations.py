"""Parity test of combinations: aten::combinations -> ONNX Slice + Reshape + Shape + Gather + Range + Greater + Not + Less + NonZero + Transpose + And, with both exporters.

Generated from mappings/aten/combinations.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.opinfo import check_opinfo, dtype_params
from opmapgen.runtime.parity import TensorInput, check_parity
from opmapgen.runtime.versions import torch_below

from .. import export

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (TensorInput(shape=[5], dtype="float32", low=-4.0, high=4.0), 2, False),
    },
    "triples_with_replacement": {
        "args": (TensorInput(shape=[4], dtype="int64", low=-9.0, high=9.0), 3, True),
    },
    "r_too_large": {
        "args": (TensorInput(shape=[5], dtype="float32", low=-4.0, high=4.0), 5, False),
        "refused": "only r from 0 to 4 is mapped",
    },
}

# Known failures of an exporter's cases, from the spec; strict: once they pass, the suite
# fails until the spec's entry is removed.
DYNAMO_XFAIL = pytest.mark.xfail(
    torch_below("2.14"),
    reason="torch.export before torch 2.14 cannot capture torch.combinations with r >= 2 (PendingUnbackedSymbolNotFound: it calls masked_select once per column, and the sizes of all but the first are not in its output), step 1 of the dynamo export, before any mapping runs",
    strict=True,
)


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [
        ("torchscript", 11),
        ("torchscript", 13),
        ("torchscript", 17),
        pytest.param("dynamo", 18, marks=DYNAMO_XFAIL),
    ],
)
def test_combinations(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::combinations",
        **CASES[case],
        mapping="combinations",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "combinations.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::combinations", {}))
def test_combinations_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::combinations",
        mapping="combinations",
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
        export=export,
    )
