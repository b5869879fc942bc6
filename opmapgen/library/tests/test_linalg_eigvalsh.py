"""Parity test of linalg_eigvalsh: aten::linalg_eigvalsh -> ONNX ReduceSum + Shape + Gather + Slice + Concat + Reshape + Cast + Range + Unsqueeze + LessOrEqual + GreaterOrEqual + Transpose + Where + Mod + Add + Div + Sub + Pad + Equal + ArgMax + GatherElements + Mul + Abs + Sqrt + Less + MatMul + TopK, with both exporters.

Generated from mappings/aten/linalg_eigvalsh.yaml by `opmapgen build`; do not edit.
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
                shape=[4, 4],
                dtype="float32",
                values=[
                    4.0,
                    1.0,
                    -2.0,
                    2.0,
                    1.0,
                    2.0,
                    0.0,
                    1.0,
                    -2.0,
                    0.0,
                    3.0,
                    -2.0,
                    2.0,
                    1.0,
                    -2.0,
                    -1.0,
                ],
            ),
            "L",
        ),
    },
    "upper": {
        "args": (
            TensorInput(
                shape=[1, 4, 4],
                dtype="float32",
                values=[
                    4.0,
                    1.0,
                    -2.0,
                    2.0,
                    1.0,
                    2.0,
                    0.0,
                    1.0,
                    -2.0,
                    0.0,
                    3.0,
                    -2.0,
                    2.0,
                    1.0,
                    -2.0,
                    -1.0,
                ],
            ),
            "U",
        ),
    },
}


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("exporter", "opset"),
    [("torchscript", 14), ("torchscript", 17), ("dynamo", 18)],
)
def test_linalg_eigvalsh(case, exporter, opset, tmp_path):
    check_parity(
        source="aten::linalg_eigvalsh",
        **CASES[case],
        mapping="linalg_eigvalsh",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "linalg_eigvalsh.onnx",
    )


@pytest.mark.parametrize("dtype", dtype_params("aten::linalg_eigvalsh", {}))
def test_linalg_eigvalsh_opinfo(dtype):
    """PyTorch's OpInfo samples in every dtype torch supports: each matches eager, or is
    refused at export when the mapping does not claim the dtype."""
    check_opinfo(
        source="aten::linalg_eigvalsh",
        mapping="linalg_eigvalsh",
        dtype=dtype,
        dtypes=("float32", "float64"),
        opsets={"torchscript": (14, 17, 20), "dynamo": (18,)},
        export=export,
    )
