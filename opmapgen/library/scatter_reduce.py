"""scatter_reduce: aten::scatter_reduce.two -> ONNX Unsqueeze + Cast + Identity + Shape + Expand + ScatterElements + Equal + Where + Div + Mul + Sub + Less + Squeeze + Slice + Not + Greater, opsets 16 to 20.

Generated from mappings/aten/scatter_reduce.yaml by `opmapgen build`; do not edit.

Source schema: aten::scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor

Overrides torch's own symbolic for aten::scatter_reduce at opsets 16-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's TorchScript symbolic refuses include_self=False, and both exporters write a model ONNX Runtime fails on for a src larger than index

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_of,
    is_floating,
    onnx_dtype_of,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::scatter_reduce"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(16, 21)
CONTRACT = Contract(
    "scatter_reduce",
    "mappings/aten/scatter_reduce.yaml",
    dtypes=("uint8", "int8", "int16", "int32", "int64", "float32", "float64"),
    reasons={
        "float16": "ONNX Runtime has no float16 ScatterElements reductions, and computing in float32 rounds once where torch rounds its float16 sums and products at every step",
        "bfloat16": "ONNX Runtime has no bfloat16 ScatterElements reductions",
    },
    scalar_typed_ops=("Equal", "Div", "Mul", "Sub", "Less", "Greater"),
    torch_wrong={
        "bool": "a model ONNX Runtime cannot run: it has no bool ScatterElements reductions",
        "float16": "a model ONNX Runtime cannot run: it has no float16 ScatterElements reductions",
        "bfloat16": "a model ONNX Runtime cannot run: it has no bfloat16 ScatterElements reductions",
    },
    variants=(
        'opset <= 17 and rank(input) == 0 and reduce in ("sum", "prod", "mean")',
        'opset <= 17 and reduce in ("sum", "prod", "mean")',
        "opset >= 18 and rank(input) == 0",
        "opset >= 18",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i", "v", "v", "s", "b")
def symbolic(g, input, dim, index, source, reduce, include_self):
    check_inputs(CONTRACT, input=input, index=index, source=source)
    opset = g.opset
    CONTRACT.require(
        present(rank(input)),
        "the rank of the input must be known at export",
        input=input,
    )
    if opset <= 17 and rank(input) == 0 and reduce in ("sum", "prod", "mean"):
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        x = g.op("Unsqueeze", input, zero_list)
        src = g.op("Unsqueeze", source, zero_list)
        idx = g.op("Unsqueeze", g.op("Cast", index, to_i=TensorProto.INT64), zero_list)
        one = g.op("Cast", one_2, to_i=onnx_dtype_of(input))
        zero = g.op("Cast", zero_2, to_i=onnx_dtype_of(input))
        if include_self:
            base = g.op("Identity", x)
        elif reduce == "prod":
            base = g.op(
                "ScatterElements",
                x,
                idx,
                g.op("Expand", one, g.op("Shape", src)),
                axis_i=0,
            )
        elif reduce in ("sum", "mean"):
            base = g.op(
                "ScatterElements",
                x,
                idx,
                g.op("Expand", zero, g.op("Shape", src)),
                axis_i=0,
            )
        else:
            base = g.op("ScatterElements", x, idx, src, axis_i=0)
        if include_self:
            one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            counted = g.op(
                "Expand",
                g.op("Cast", one_3, to_i=TensorProto.INT64),
                g.op("Shape", x),
            )
        else:
            zero_3 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            counted = g.op(
                "Expand",
                g.op("Cast", zero_3, to_i=TensorProto.INT64),
                g.op("Shape", x),
            )
        count = g.op(
            "ScatterElements",
            counted,
            idx,
            g.op(
                "Expand",
                g.op("Cast", one_2, to_i=TensorProto.INT64),
                g.op("Shape", src),
            ),
            axis_i=0,
            reduction_s="add",
        )
        divisor = g.op(
            "Cast",
            g.op(
                "Where",
                g.op("Equal", count, zero_2),
                g.op("Cast", one_2, to_i=TensorProto.INT64),
                count,
            ),
            to_i=TensorProto.INT64,
        )
        total = g.op("ScatterElements", base, idx, src, axis_i=0, reduction_s="add")
        wide = g.op("Cast", total, to_i=TensorProto.INT64)
        quotient = g.op("Div", wide, divisor)
        if reduce == "sum":
            reduced = g.op("Identity", total)
        elif reduce == "prod":
            reduced = g.op(
                "ScatterElements",
                base,
                idx,
                src,
                axis_i=0,
                reduction_s="mul",
            )
        elif is_floating(input):
            reduced = g.op(
                "Div",
                total,
                g.op("Cast", divisor, to_i=onnx_dtype_of(input)),
            )
        else:
            zero_4 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            reduced_sub_2 = g.op(
                "Sub",
                quotient,
                g.op(
                    "Cast",
                    g.op(
                        "Less",
                        g.op("Sub", wide, g.op("Mul", quotient, divisor)),
                        zero_4,
                    ),
                    to_i=TensorProto.INT64,
                ),
            )
            reduced = g.op("Cast", reduced_sub_2, to_i=onnx_dtype_of(input))
        return g.op("Squeeze", reduced, zero_list)
    if opset <= 17 and reduce in ("sum", "prod", "mean"):
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        x = g.op("Identity", input)
        src = g.op(
            "Slice",
            source,
            g.op(
                "Expand",
                g.op("Cast", zero_2, to_i=TensorProto.INT64),
                g.op("Shape", g.op("Shape", index)),
            ),
            g.op("Shape", index),
        )
        idx = g.op("Cast", index, to_i=TensorProto.INT64)
        one = g.op("Cast", one_2, to_i=onnx_dtype_of(input))
        zero = g.op("Cast", zero_2, to_i=onnx_dtype_of(input))
        if include_self:
            base = g.op("Identity", x)
        elif reduce == "prod":
            base = g.op(
                "ScatterElements",
                x,
                idx,
                g.op("Expand", one, g.op("Shape", src)),
                axis_i=dim % rank(input),
            )
        elif reduce in ("sum", "mean"):
            base = g.op(
                "ScatterElements",
                x,
                idx,
                g.op("Expand", zero, g.op("Shape", src)),
                axis_i=dim % rank(input),
            )
        else:
            base = g.op("ScatterElements", x, idx, src, axis_i=dim % rank(input))
        if include_self:
            one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            counted = g.op(
                "Expand",
                g.op("Cast", one_3, to_i=TensorProto.INT64),
                g.op("Shape", x),
            )
        else:
            zero_3 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            counted = g.op(
                "Expand",
                g.op("Cast", zero_3, to_i=TensorProto.INT64),
                g.op("Shape", x),
            )
        count = g.op(
            "ScatterElements",
            counted,
            idx,
            g.op(
                "Expand",
                g.op("Cast", one_2, to_i=TensorProto.INT64),
                g.op("Shape", src),
            ),
            axis_i=dim % rank(input),
            reduction_s="add",
        )
        divisor = g.op(
            "Cast",
            g.op(
                "Where",
                g.op("Equal", count, zero_2),
                g.op("Cast", one_2, to_i=TensorProto.INT64),
                count,
            ),
            to_i=TensorProto.INT64,
        )
        total = g.op(
            "ScatterElements",
            base,
            idx,
            src,
            axis_i=dim % rank(input),
            reduction_s="add",
        )
        wide = g.op("Cast", total, to_i=TensorProto.INT64)
        quotient = g.op("Div", wide, divisor)
        if reduce == "sum":
            reduced = g.op("Identity", total)
        elif reduce == "prod":
            reduced = g.op(
                "ScatterElements",
                base,
                idx,
                src,
                axis_i=dim % rank(input),
                reduction_s="mul",
            )
        elif is_floating(input):
            reduced = g.op(
                "Div",
                total,
                g.op("Cast", divisor, to_i=onnx_dtype_of(input)),
            )
        else:
            zero_4 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            reduced_sub_2 = g.op(
                "Sub",
                quotient,
                g.op(
                    "Cast",
                    g.op(
                        "Less",
                        g.op("Sub", wide, g.op("Mul", quotient, divisor)),
                        zero_4,
                    ),
                    to_i=TensorProto.INT64,
                ),
            )
            reduced = g.op("Cast", reduced_sub_2, to_i=onnx_dtype_of(input))
        return g.op("Identity", reduced)
    if opset >= 18 and rank(input) == 0:
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        x = g.op("Unsqueeze", input, zero_list)
        src = g.op("Unsqueeze", source, zero_list)
        idx = g.op("Unsqueeze", g.op("Cast", index, to_i=TensorProto.INT64), zero_list)
        one = g.op("Cast", one_2, to_i=onnx_dtype_of(input))
        zero = g.op("Cast", zero_2, to_i=onnx_dtype_of(input))
        if include_self:
            base = g.op("Identity", x)
        elif reduce == "prod":
            base = g.op(
                "ScatterElements",
                x,
                idx,
                g.op("Expand", one, g.op("Shape", src)),
                axis_i=0,
            )
        elif reduce in ("sum", "mean"):
            base = g.op(
                "ScatterElements",
                x,
                idx,
                g.op("Expand", zero, g.op("Shape", src)),
                axis_i=0,
            )
        else:
            base = g.op("ScatterElements", x, idx, src, axis_i=0)
        if include_self:
            one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            counted = g.op(
                "Expand",
                g.op("Cast", one_3, to_i=TensorProto.INT64),
                g.op("Shape", x),
            )
        else:
            zero_3 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            counted = g.op(
                "Expand",
                g.op("Cast", zero_3, to_i=TensorProto.INT64),
                g.op("Shape", x),
            )
        count = g.op(
            "ScatterElements",
            counted,
            idx,
            g.op(
                "Expand",
                g.op("Cast", one_2, to_i=TensorProto.INT64),
                g.op("Shape", src),
            ),
            axis_i=0,
            reduction_s="add",
        )
        divisor = g.op(
            "Cast",
            g.op(
                "Where",
                g.op("Equal", count, zero_2),
                g.op("Cast", one_2, to_i=TensorProto.INT64),
                count,
            ),
            to_i=TensorProto.INT64,
        )
        total = g.op("ScatterElements", base, idx, src, axis_i=0, reduction_s="add")
        wide = g.op("Cast", total, to_i=TensorProto.INT64)
        quotient = g.op("Div", wide, divisor)
        if reduce == "sum":
            reduced = g.op("Identity", total)
        elif reduce == "prod":
            reduced = g.op(
                "ScatterElements",
                base,
                idx,
                src,
                axis_i=0,
                reduction_s="mul",
            )
        elif is_floating(input) and reduce == "amax":
            zero_4 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            nan = g.op(
                "Constant",
                value_t=torch.tensor(float("nan"), dtype=dtype_of(input)),
            )
            reduced_greater = g.op(
                "Greater",
                g.op(
                    "ScatterElements",
                    g.op(
                        "Cast",
                        g.op("Not", g.op("Equal", base, base)),
                        to_i=TensorProto.INT64,
                    ),
                    idx,
                    g.op(
                        "Cast",
                        g.op("Not", g.op("Equal", src, src)),
                        to_i=TensorProto.INT64,
                    ),
                    axis_i=0,
                    reduction_s="max",
                ),
                zero_4,
            )
            reduced = g.op(
                "Where",
                reduced_greater,
                nan,
                g.op("ScatterElements", base, idx, src, axis_i=0, reduction_s="max"),
            )
        elif is_floating(input) and reduce == "amin":
            zero_5 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            nan_2 = g.op(
                "Constant",
                value_t=torch.tensor(float("nan"), dtype=dtype_of(input)),
            )
            reduced_greater_2 = g.op(
                "Greater",
                g.op(
                    "ScatterElements",
                    g.op(
                        "Cast",
                        g.op("Not", g.op("Equal", base, base)),
                        to_i=TensorProto.INT64,
                    ),
                    idx,
                    g.op(
                        "Cast",
                        g.op("Not", g.op("Equal", src, src)),
                        to_i=TensorProto.INT64,
                    ),
                    axis_i=0,
                    reduction_s="max",
                ),
                zero_5,
            )
            reduced = g.op(
                "Where",
                reduced_greater_2,
                nan_2,
                g.op("ScatterElements", base, idx, src, axis_i=0, reduction_s="min"),
            )
        elif reduce == "amax":
            reduced = g.op(
                "ScatterElements",
                base,
                idx,
                src,
                axis_i=0,
                reduction_s="max",
            )
        elif reduce == "amin":
            reduced = g.op(
                "ScatterElements",
                base,
                idx,
                src,
                axis_i=0,
                reduction_s="min",
            )
        elif is_floating(input):
            reduced = g.op(
                "Div",
                total,
                g.op("Cast", divisor, to_i=onnx_dtype_of(input)),
            )
        else:
            zero_6 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            reduced_sub_2 = g.op(
                "Sub",
                quotient,
                g.op(
                    "Cast",
                    g.op(
                        "Less",
                        g.op("Sub", wide, g.op("Mul", quotient, divisor)),
                        zero_6,
                    ),
                    to_i=TensorProto.INT64,
                ),
            )
            reduced = g.op("Cast", reduced_sub_2, to_i=onnx_dtype_of(input))
        return g.op("Squeeze", reduced, zero_list)
    if opset >= 18:
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        x = g.op("Identity", input)
        src = g.op(
            "Slice",
            source,
            g.op(
                "Expand",
                g.op("Cast", zero_2, to_i=TensorProto.INT64),
                g.op("Shape", g.op("Shape", index)),
            ),
            g.op("Shape", index),
        )
        idx = g.op("Cast", index, to_i=TensorProto.INT64)
        one = g.op("Cast", one_2, to_i=onnx_dtype_of(input))
        zero = g.op("Cast", zero_2, to_i=onnx_dtype_of(input))
        if include_self:
            base = g.op("Identity", x)
        elif reduce == "prod":
            base = g.op(
                "ScatterElements",
                x,
                idx,
                g.op("Expand", one, g.op("Shape", src)),
                axis_i=dim % rank(input),
            )
        elif reduce in ("sum", "mean"):
            base = g.op(
                "ScatterElements",
                x,
                idx,
                g.op("Expand", zero, g.op("Shape", src)),
                axis_i=dim % rank(input),
            )
        else:
            base = g.op("ScatterElements", x, idx, src, axis_i=dim % rank(input))
        if include_self:
            one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
            counted = g.op(
                "Expand",
                g.op("Cast", one_3, to_i=TensorProto.INT64),
                g.op("Shape", x),
            )
        else:
            zero_3 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            counted = g.op(
                "Expand",
                g.op("Cast", zero_3, to_i=TensorProto.INT64),
                g.op("Shape", x),
            )
        count = g.op(
            "ScatterElements",
            counted,
            idx,
            g.op(
                "Expand",
                g.op("Cast", one_2, to_i=TensorProto.INT64),
                g.op("Shape", src),
            ),
            axis_i=dim % rank(input),
            reduction_s="add",
        )
        divisor = g.op(
            "Cast",
            g.op(
                "Where",
                g.op("Equal", count, zero_2),
                g.op("Cast", one_2, to_i=TensorProto.INT64),
                count,
            ),
            to_i=TensorProto.INT64,
        )
        total = g.op(
            "ScatterElements",
            base,
            idx,
            src,
            axis_i=dim % rank(input),
            reduction_s="add",
        )
        wide = g.op("Cast", total, to_i=TensorProto.INT64)
        quotient = g.op("Div", wide, divisor)
        if reduce == "sum":
            reduced = g.op("Identity", total)
        elif reduce == "prod":
            reduced = g.op(
                "ScatterElements",
                base,
                idx,
                src,
                axis_i=dim % rank(input),
                reduction_s="mul",
            )
        elif is_floating(input) and reduce == "amax":
            zero_4 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            nan = g.op(
                "Constant",
                value_t=torch.tensor(float("nan"), dtype=dtype_of(input)),
            )
            reduced_greater = g.op(
                "Greater",
                g.op(
                    "ScatterElements",
                    g.op(
                        "Cast",
                        g.op("Not", g.op("Equal", base, base)),
                        to_i=TensorProto.INT64,
                    ),
                    idx,
                    g.op(
                        "Cast",
                        g.op("Not", g.op("Equal", src, src)),
                        to_i=TensorProto.INT64,
                    ),
                    axis_i=dim % rank(input),
                    reduction_s="max",
                ),
                zero_4,
            )
            reduced = g.op(
                "Where",
                reduced_greater,
                nan,
                g.op(
                    "ScatterElements",
                    base,
                    idx,
                    src,
                    axis_i=dim % rank(input),
                    reduction_s="max",
                ),
            )
        elif is_floating(input) and reduce == "amin":
            zero_5 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            nan_2 = g.op(
                "Constant",
                value_t=torch.tensor(float("nan"), dtype=dtype_of(input)),
            )
            reduced_greater_2 = g.op(
                "Greater",
                g.op(
                    "ScatterElements",
                    g.op(
                        "Cast",
                        g.op("Not", g.op("Equal", base, base)),
                        to_i=TensorProto.INT64,
                    ),
                    idx,
                    g.op(
                        "Cast",
                        g.op("Not", g.op("Equal", src, src)),
                        to_i=TensorProto.INT64,
                    ),
                    axis_i=dim % rank(input),
                    reduction_s="max",
                ),
                zero_5,
            )
            reduced = g.op(
                "Where",
                reduced_greater_2,
                nan_2,
                g.op(
                    "ScatterElements",
                    base,
                    idx,
                    src,
                    axis_i=dim % rank(input),
                    reduction_s="min",
                ),
            )
        elif reduce == "amax":
            reduced = g.op(
                "ScatterElements",
                base,
                idx,
                src,
                axis_i=dim % rank(input),
                reduction_s="max",
            )
        elif reduce == "amin":
            reduced = g.op(
                "ScatterElements",
                base,
                idx,
                src,
                axis_i=dim % rank(input),
                reduction_s="min",
            )
        elif is_floating(input):
            reduced = g.op(
                "Div",
                total,
                g.op("Cast", divisor, to_i=onnx_dtype_of(input)),
            )
        else:
            zero_6 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
            reduced_sub_2 = g.op(
                "Sub",
                quotient,
                g.op(
                    "Cast",
                    g.op(
                        "Less",
                        g.op("Sub", wide, g.op("Mul", quotient, divisor)),
                        zero_6,
                    ),
                    to_i=TensorProto.INT64,
                ),
            )
            reduced = g.op("Cast", reduced_sub_2, to_i=onnx_dtype_of(input))
        return g.op("Identity", reduced)
    CONTRACT.no_variant(opset=opset, reduce=reduce, input=input)
