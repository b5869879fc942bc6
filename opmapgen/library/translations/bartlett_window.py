"""bartlett_window for the dynamo exporter: aten::bartlett_window -> ONNX Range + Cast + Mul + Add + Less + Sub + Where + Identity, opsets 18 to 23.

Generated from mappings/aten/bartlett_window.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::bartlett_window.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::bartlett_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "bartlett_window",
    "mappings/aten/bartlett_window.yaml",
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
        scalar = constant(2 / window_length, dtype="float64")
        n = op.Cast(op.Range(zero, window_length_value, one), to=TensorProto.DOUBLE)
        rising = op.Mul(n, scalar)
        if window_length == 1:
            zero_2 = constant(0, dtype="float64")
            one_2 = constant(1, dtype="float64")
            return op.Add(op.Mul(n, zero_2), one_2)
        else:
            scalar_2 = constant(window_length // 2 + 1, dtype="float64")
            two = constant(2, dtype="float64")
            return op.Where(op.Less(n, scalar_2), rising, op.Sub(two, rising))
    zero = constant(0, dtype="int64")
    window_length_value = constant(window_length, dtype="int64")
    one = constant(1, dtype="int64")
    scalar = constant(2 / window_length, dtype="float32")
    n = op.Cast(op.Range(zero, window_length_value, one), to=TensorProto.FLOAT)
    rising = op.Mul(n, scalar)
    if window_length == 1:
        zero_2 = constant(0, dtype="float32")
        one_2 = constant(1, dtype="float32")
        window = op.Add(op.Mul(n, zero_2), one_2)
    else:
        scalar_2 = constant(window_length // 2 + 1, dtype="float32")
        two = constant(2, dtype="float32")
        window = op.Where(op.Less(n, scalar_2), rising, op.Sub(two, rising))
    if present(dtype):
        return op.Cast(window, to=onnx_dtype(dtype))
    else:
        return op.Identity(window)
