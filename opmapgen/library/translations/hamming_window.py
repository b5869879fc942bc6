"""hamming_window for the dynamo exporter: aten::hamming_window -> ONNX Range + Cast + Mul + Add + Cos + Sub + Identity, opsets 18 to 23.

Generated from mappings/aten/hamming_window.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    absent,
    check_inputs,
    constant,
    dtype_arg,
    dtype_name,
    onnx_dtype,
    present,
    torch_fallback,
)

TARGET = "aten::hamming_window.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::hamming_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "hamming_window",
    "mappings/aten/hamming_window.yaml",
    dtypes=("float32",),
)


@torch_fallback(CONTRACT, TARGET)
def translation(window_length, dtype=None, layout=None, device=None, pin_memory=None):
    check_inputs(CONTRACT)
    dtype = dtype_arg(dtype)
    CONTRACT.require(
        absent(dtype) or dtype_name(dtype) in ("float32", "float64"),
        "only float32 and float64 windows are mapped: torch computes a float16 or bfloat16 window in that dtype, rounding every step, which this float32 formula does not repeat; ask for float32 and cast the window",
        dtype=dtype,
    )
    if present(dtype) and dtype_name(dtype) == "float64":
        zero = constant(0, dtype="int64")
        window_length_value = constant(window_length, dtype="int64")
        one = constant(1, dtype="int64")
        n = op.Cast(op.Range(zero, window_length_value, one), to=TensorProto.DOUBLE)
        if window_length == 1:
            zero_2 = constant(0, dtype="float64")
            one_2 = constant(1, dtype="float64")
            return op.Add(op.Mul(n, zero_2), one_2)
        else:
            scalar = constant(6.283185307179586 / window_length, dtype="float64")
            result_c = constant(0.46, dtype="float64")
            result_c_2 = constant(0.54, dtype="float64")
            return op.Sub(result_c_2, op.Mul(result_c, op.Cos(op.Mul(n, scalar))))
    zero = constant(0, dtype="int64")
    window_length_value = constant(window_length, dtype="int64")
    one = constant(1, dtype="int64")
    n = op.Cast(op.Range(zero, window_length_value, one), to=TensorProto.FLOAT)
    if window_length == 1:
        zero_2 = constant(0, dtype="float32")
        one_2 = constant(1, dtype="float32")
        window = op.Add(op.Mul(n, zero_2), one_2)
    else:
        scalar = constant(6.283185307179586 / window_length, dtype="float32")
        window_c = constant(0.46, dtype="float32")
        window_c_2 = constant(0.54, dtype="float32")
        window = op.Sub(window_c_2, op.Mul(window_c, op.Cos(op.Mul(n, scalar))))
    if present(dtype):
        return op.Cast(window, to=onnx_dtype(dtype))
    else:
        return op.Identity(window)
