"""scatter_reduce for the dynamo exporter: aten::scatter_reduce.two -> ONNX Unsqueeze + Cast + Identity + Shape + Expand + ScatterElements + Equal + Where + Div + Mul + Sub + Less + Squeeze + Slice + Not + Greater, opsets 18 to 23.

Generated from mappings/aten/scatter_reduce.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    export_opset,
    is_floating,
    onnx_dtype_of,
    present,
    rank,
    torch_fallback,
)

TARGET = "aten::scatter_reduce.two"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "scatter_reduce",
    "mappings/aten/scatter_reduce.yaml",
    dtypes=("uint8", "int8", "int16", "int32", "int64", "float32", "float64"),
    reasons={
        "float16": "ONNX Runtime has no float16 ScatterElements reductions, and computing in float32 rounds once where torch rounds its float16 sums and products at every step",
        "bfloat16": "ONNX Runtime has no bfloat16 ScatterElements reductions",
    },
    torch_wrong={
        "bool": "a model ONNX Runtime cannot run: it has no bool ScatterElements reductions",
        "float16": "a model ONNX Runtime cannot run: it has no float16 ScatterElements reductions",
        "bfloat16": "an invalid model (a bfloat16 ConstantOfShape), and ONNX Runtime has no bfloat16 ScatterElements reductions",
    },
    variants=("opset >= 18 and rank(input) == 0", "opset >= 18"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, dim, index, source, reduce, include_self=True):
    check_inputs(CONTRACT, input=input, index=index, source=source)
    opset = export_opset()
    CONTRACT.require(
        present(rank(input)),
        "the rank of the input must be known at export",
        input=input,
    )
    if opset >= 18 and rank(input) == 0:
        zero_list = constant([0], dtype="int64")
        one_2 = constant(1, dtype="int64")
        zero_2 = constant(0, dtype="int64")
        x = op.Unsqueeze(input, zero_list)
        src = op.Unsqueeze(source, zero_list)
        idx = op.Unsqueeze(op.Cast(index, to=TensorProto.INT64), zero_list)
        one = op.Cast(one_2, to=onnx_dtype_of(input))
        zero = op.Cast(zero_2, to=onnx_dtype_of(input))
        if include_self:
            base = op.Identity(x)
        elif reduce == "prod":
            base = op.ScatterElements(x, idx, op.Expand(one, op.Shape(src)), axis=0)
        elif reduce in ("sum", "mean"):
            base = op.ScatterElements(x, idx, op.Expand(zero, op.Shape(src)), axis=0)
        else:
            base = op.ScatterElements(x, idx, src, axis=0)
        if include_self:
            one_3 = constant(1, dtype="int64")
            counted = op.Expand(op.Cast(one_3, to=TensorProto.INT64), op.Shape(x))
        else:
            zero_3 = constant(0, dtype="int64")
            counted = op.Expand(op.Cast(zero_3, to=TensorProto.INT64), op.Shape(x))
        count = op.ScatterElements(
            counted,
            idx,
            op.Expand(op.Cast(one_2, to=TensorProto.INT64), op.Shape(src)),
            axis=0,
            reduction="add",
        )
        divisor = op.Cast(
            op.Where(
                op.Equal(count, zero_2),
                op.Cast(one_2, to=TensorProto.INT64),
                count,
            ),
            to=TensorProto.INT64,
        )
        total = op.ScatterElements(base, idx, src, axis=0, reduction="add")
        wide = op.Cast(total, to=TensorProto.INT64)
        quotient = op.Div(wide, divisor)
        if reduce == "sum":
            reduced = op.Identity(total)
        elif reduce == "prod":
            reduced = op.ScatterElements(base, idx, src, axis=0, reduction="mul")
        elif is_floating(input) and reduce == "amax":
            zero_4 = constant(0, dtype="int64")
            nan = constant(float("nan"), like=input)
            reduced_greater = op.Greater(
                op.ScatterElements(
                    op.Cast(op.Not(op.Equal(base, base)), to=TensorProto.INT64),
                    idx,
                    op.Cast(op.Not(op.Equal(src, src)), to=TensorProto.INT64),
                    axis=0,
                    reduction="max",
                ),
                zero_4,
            )
            reduced = op.Where(
                reduced_greater,
                nan,
                op.ScatterElements(base, idx, src, axis=0, reduction="max"),
            )
        elif is_floating(input) and reduce == "amin":
            zero_5 = constant(0, dtype="int64")
            nan_2 = constant(float("nan"), like=input)
            reduced_greater_2 = op.Greater(
                op.ScatterElements(
                    op.Cast(op.Not(op.Equal(base, base)), to=TensorProto.INT64),
                    idx,
                    op.Cast(op.Not(op.Equal(src, src)), to=TensorProto.INT64),
                    axis=0,
                    reduction="max",
                ),
                zero_5,
            )
            reduced = op.Where(
                reduced_greater_2,
                nan_2,
                op.ScatterElements(base, idx, src, axis=0, reduction="min"),
            )
        elif reduce == "amax":
            reduced = op.ScatterElements(base, idx, src, axis=0, reduction="max")
        elif reduce == "amin":
            reduced = op.ScatterElements(base, idx, src, axis=0, reduction="min")
        elif is_floating(input):
            reduced = op.Div(total, op.Cast(divisor, to=onnx_dtype_of(input)))
        else:
            zero_6 = constant(0, dtype="int64")
            reduced_sub_2 = op.Sub(
                quotient,
                op.Cast(
                    op.Less(op.Sub(wide, op.Mul(quotient, divisor)), zero_6),
                    to=TensorProto.INT64,
                ),
            )
            reduced = op.Cast(reduced_sub_2, to=onnx_dtype_of(input))
        return op.Squeeze(reduced, zero_list)
    if opset >= 18:
        zero_2 = constant(0, dtype="int64")
        one_2 = constant(1, dtype="int64")
        x = op.Identity(input)
        src = op.Slice(
            source,
            op.Expand(op.Cast(zero_2, to=TensorProto.INT64), op.Shape(op.Shape(index))),
            op.Shape(index),
        )
        idx = op.Cast(index, to=TensorProto.INT64)
        one = op.Cast(one_2, to=onnx_dtype_of(input))
        zero = op.Cast(zero_2, to=onnx_dtype_of(input))
        if include_self:
            base = op.Identity(x)
        elif reduce == "prod":
            base = op.ScatterElements(
                x,
                idx,
                op.Expand(one, op.Shape(src)),
                axis=dim % rank(input),
            )
        elif reduce in ("sum", "mean"):
            base = op.ScatterElements(
                x,
                idx,
                op.Expand(zero, op.Shape(src)),
                axis=dim % rank(input),
            )
        else:
            base = op.ScatterElements(x, idx, src, axis=dim % rank(input))
        if include_self:
            one_3 = constant(1, dtype="int64")
            counted = op.Expand(op.Cast(one_3, to=TensorProto.INT64), op.Shape(x))
        else:
            zero_3 = constant(0, dtype="int64")
            counted = op.Expand(op.Cast(zero_3, to=TensorProto.INT64), op.Shape(x))
        count = op.ScatterElements(
            counted,
            idx,
            op.Expand(op.Cast(one_2, to=TensorProto.INT64), op.Shape(src)),
            axis=dim % rank(input),
            reduction="add",
        )
        divisor = op.Cast(
            op.Where(
                op.Equal(count, zero_2),
                op.Cast(one_2, to=TensorProto.INT64),
                count,
            ),
            to=TensorProto.INT64,
        )
        total = op.ScatterElements(
            base,
            idx,
            src,
            axis=dim % rank(input),
            reduction="add",
        )
        wide = op.Cast(total, to=TensorProto.INT64)
        quotient = op.Div(wide, divisor)
        if reduce == "sum":
            reduced = op.Identity(total)
        elif reduce == "prod":
            reduced = op.ScatterElements(
                base,
                idx,
                src,
                axis=dim % rank(input),
                reduction="mul",
            )
        elif is_floating(input) and reduce == "amax":
            zero_4 = constant(0, dtype="int64")
            nan = constant(float("nan"), like=input)
            reduced_greater = op.Greater(
                op.ScatterElements(
                    op.Cast(op.Not(op.Equal(base, base)), to=TensorProto.INT64),
                    idx,
                    op.Cast(op.Not(op.Equal(src, src)), to=TensorProto.INT64),
                    axis=dim % rank(input),
                    reduction="max",
                ),
                zero_4,
            )
            reduced = op.Where(
                reduced_greater,
                nan,
                op.ScatterElements(
                    base,
                    idx,
                    src,
                    axis=dim % rank(input),
                    reduction="max",
                ),
            )
        elif is_floating(input) and reduce == "amin":
            zero_5 = constant(0, dtype="int64")
            nan_2 = constant(float("nan"), like=input)
            reduced_greater_2 = op.Greater(
                op.ScatterElements(
                    op.Cast(op.Not(op.Equal(base, base)), to=TensorProto.INT64),
                    idx,
                    op.Cast(op.Not(op.Equal(src, src)), to=TensorProto.INT64),
                    axis=dim % rank(input),
                    reduction="max",
                ),
                zero_5,
            )
            reduced = op.Where(
                reduced_greater_2,
                nan_2,
                op.ScatterElements(
                    base,
                    idx,
                    src,
                    axis=dim % rank(input),
                    reduction="min",
                ),
            )
        elif reduce == "amax":
            reduced = op.ScatterElements(
                base,
                idx,
                src,
                axis=dim % rank(input),
                reduction="max",
            )
        elif reduce == "amin":
            reduced = op.ScatterElements(
                base,
                idx,
                src,
                axis=dim % rank(input),
                reduction="min",
            )
        elif is_floating(input):
            reduced = op.Div(total, op.Cast(divisor, to=onnx_dtype_of(input)))
        else:
            zero_6 = constant(0, dtype="int64")
            reduced_sub_2 = op.Sub(
                quotient,
                op.Cast(
                    op.Less(op.Sub(wide, op.Mul(quotient, divisor)), zero_6),
                    to=TensorProto.INT64,
                ),
            )
            reduced = op.Cast(reduced_sub_2, to=onnx_dtype_of(input))
        return op.Identity(reduced)
    CONTRACT.no_variant(opset=opset, input=input)
