"""Parity test of rms_norm_fused: impls.rms_norm:rms_norm -> ONNX opmapgen::RMSNorm, with both exporters.

Generated from mappings/own_code/rms_norm_fused.yaml by `opmapgen build`; do not edit.
"""

import pytest
from opmapgen.runtime.parity import TensorInput, check_parity

from .. import export, rms_norm_fused

# The op calls: the spec's own inputs and args, then its test.cases.
CASES = {
    "spec": {
        "args": (
            TensorInput(shape=[2, 3, 8], dtype="float32", low=-2.0, high=2.0),
            TensorInput(shape=[8], dtype="float32", low=0.5, high=1.5),
            1e-06,
        ),
    },
    "float64": {
        "args": (
            TensorInput(shape=[4, 16], dtype="float64", low=-3.0, high=3.0),
            TensorInput(shape=[16], dtype="float64", low=0.5, high=1.5),
            1e-05,
        ),
    },
}


@pytest.mark.parametrize("runtime", ["onnxruntime", "onnxruntime-extensions"])
@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(("exporter", "opset"), [("torchscript", 18), ("dynamo", 18)])
def test_rms_norm_fused(case, exporter, opset, runtime, tmp_path):
    check_parity(
        source=rms_norm_fused,
        **CASES[case],
        mapping="rms_norm_fused",
        opset=opset,
        rtol=1e-05,
        atol=1e-06,
        export=export,
        exporter=exporter,
        path=tmp_path / "rms_norm_fused.onnx",
        runtime=runtime,
        kernels={"opmapgen::RMSNorm": "impls.rms_norm:rms_norm_kernel"},
    )
