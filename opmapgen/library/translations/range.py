"""range for the dynamo exporter: aten::range.step -> ONNX Cast + Less + Ceil + Floor + Where + Sub + Div + Add + Range + Mul + Sum, opsets 18 to 23.

Generated from mappings/aten/range.yaml by `opmapgen build`; do not edit.

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

TARGET = "aten::range.step"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::range.step(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract("range", "mappings/aten/range.yaml", dtypes=("float32",))


@torch_fallback(CONTRACT, TARGET)
def translation(
    start,
    end,
    step=1,
    dtype=None,
    layout=None,
    device=None,
    pin_memory=None,
):
    check_inputs(CONTRACT)
    dtype = dtype_arg(dtype)
    CONTRACT.require(
        absent(dtype)
        or dtype_name(dtype)
        in (
            "float32",
            "float64",
            "float16",
            "bfloat16",
            "uint8",
            "int8",
            "int16",
            "int32",
            "int64",
        ),
        "torch.range computes float32, float64, float16, bfloat16, uint8, int8, int16, int32 and int64 only (torch refuses bool and complex dtypes)",
        dtype=dtype,
    )
    CONTRACT.require(
        step != 0,
        'a zero step is refused by torch ("step must be nonzero")',
        step=step,
    )
    CONTRACT.require(
        start - start == 0 and end - end == 0,
        'an infinite or NaN bound is refused by torch ("unsupported range")',
        start=start,
        end=end,
    )
    CONTRACT.require(
        (step > 0 and end >= start) or (step < 0 and end <= start),
        'a step whose sign leads away from end is refused by torch ("upper bound and lower bound inconsistent with step sign"); torch.range is never empty',
        step=step,
        end=end,
        start=start,
    )
    CONTRACT.require(
        step == 1 or abs(step - 1) >= 1e-05,
        "a step within 1e-5 of 1 (other than 1) is not mapped: the dynamo exporter's optimizer drops a multiplication by such a number as a no-op",
        step=step,
    )
    CONTRACT.require(
        absent(dtype)
        or dtype_name(dtype) not in ("uint8", "int8", "int16", "int32", "int64")
        or abs(step) >= 1,
        "for an integer dtype torch truncates the step to an integer, and a step below 1 in magnitude truncates to 0, on which torch's kernel divides by zero (the process dies with SIGFPE); it is not mapped",
        dtype=dtype,
        step=step,
    )
    CONTRACT.require(
        absent(dtype)
        or dtype_name(dtype) not in ("uint8", "int8", "int16", "int32", "int64")
        or (abs(start) < 9007199254740992 and abs(end) < 9007199254740992),
        "integer bounds beyond 2**53 are not mapped: they are read as float64 numbers, which cannot hold every integer there",
        dtype=dtype,
        start=start,
        end=end,
    )
    CONTRACT.require(
        absent(dtype) or dtype_name(dtype) != "uint8" or (start > -1 and end < 256),
        "uint8 values outside 0..255 are not mapped (torch wraps them around)",
        dtype=dtype,
        start=start,
        end=end,
    )
    CONTRACT.require(
        absent(dtype)
        or dtype_name(dtype) != "int8"
        or (start > -129 and end > -129 and start < 128 and end < 128),
        "int8 values outside -128..127 are not mapped (torch wraps them around)",
        dtype=dtype,
        start=start,
        end=end,
    )
    CONTRACT.require(
        absent(dtype)
        or dtype_name(dtype) != "int16"
        or (start > -32769 and end > -32769 and start < 32768 and end < 32768),
        "int16 values outside -32768..32767 are not mapped (torch wraps them around)",
        dtype=dtype,
        start=start,
        end=end,
    )
    CONTRACT.require(
        absent(dtype)
        or dtype_name(dtype) != "int32"
        or (
            start > -2147483649
            and end > -2147483649
            and start < 2147483648
            and end < 2147483648
        ),
        "int32 values outside -2**31..2**31-1 are not mapped (torch wraps them around)",
        dtype=dtype,
        start=start,
        end=end,
    )
    if present(dtype) and dtype_name(dtype) in (
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
    ):
        start_value = constant(start, dtype="float64")
        zero = constant(0, dtype="float64")
        end_value = constant(end, dtype="float64")
        step_value = constant(step, dtype="float64")
        one = constant(1, dtype="int64")
        zero_2 = constant(0, dtype="int64")
        x = op.Cast(start_value, to=TensorProto.DOUBLE)
        first = op.Cast(
            op.Where(op.Less(x, zero), op.Ceil(x), op.Floor(x)),
            to=TensorProto.INT64,
        )
        x_2 = op.Cast(end_value, to=TensorProto.DOUBLE)
        last = op.Cast(
            op.Where(op.Less(x_2, zero), op.Ceil(x_2), op.Floor(x_2)),
            to=TensorProto.INT64,
        )
        x_3 = op.Cast(step_value, to=TensorProto.DOUBLE)
        stride = op.Cast(
            op.Where(op.Less(x_3, zero), op.Ceil(x_3), op.Floor(x_3)),
            to=TensorProto.INT64,
        )
        count = op.Add(op.Div(op.Sub(last, first), stride), one)
        values = op.Add(first, op.Mul(op.Range(zero_2, count, one), stride))
        return op.Cast(values, to=onnx_dtype(dtype))
    if present(dtype) and dtype_name(dtype) in ("float16", "bfloat16"):
        start_value = constant(start, dtype="float64")
        end_value = constant(end, dtype="float64")
        step_value = constant(step, dtype="float64")
        one = constant(1, dtype="float32")
        zero = constant(0, dtype="int64")
        one_2 = constant(1, dtype="int64")
        first = op.Cast(start_value, to=TensorProto.FLOAT)
        last = op.Cast(end_value, to=TensorProto.FLOAT)
        stride = op.Cast(step_value, to=TensorProto.FLOAT)
        count = op.Cast(
            op.Floor(op.Add(op.Div(op.Sub(last, first), stride), one)),
            to=TensorProto.INT64,
        )
        values = op.Sum(
            first,
            op.Mul(op.Cast(op.Range(zero, count, one_2), to=TensorProto.FLOAT), stride),
        )
        return op.Cast(values, to=onnx_dtype(dtype))
    start_value = constant(start, dtype="float64")
    end_value = constant(end, dtype="float64")
    step_value = constant(step, dtype="float64")
    one = constant(1, dtype="float64")
    zero = constant(0, dtype="int64")
    one_2 = constant(1, dtype="int64")
    first = op.Cast(start_value, to=TensorProto.DOUBLE)
    last = op.Cast(end_value, to=TensorProto.DOUBLE)
    stride = op.Cast(step_value, to=TensorProto.DOUBLE)
    count = op.Cast(
        op.Floor(op.Add(op.Div(op.Sub(last, first), stride), one)),
        to=TensorProto.INT64,
    )
    values = op.Sum(
        first,
        op.Mul(op.Cast(op.Range(zero, count, one_2), to=TensorProto.DOUBLE), stride),
    )
    if present(dtype):
        return op.Cast(values, to=onnx_dtype(dtype))
    else:
        return op.Cast(values, to=TensorProto.FLOAT)
