"""index_reduce: aten::index_reduce -> ONNX Unsqueeze + Shape + Size + Range + Cast + Equal + Mul + Sub + Reshape + Expand + Identity + ScatterElements + Where + Div + Less + Squeeze + Not + Greater, opsets 16 to 20.

Generated from mappings/aten/index_reduce.yaml by `opmapgen build`; do not edit.

Source schema: aten::index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor

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

SOURCE_OP = "aten::index_reduce"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(16, 21)
CONTRACT = Contract(
    "index_reduce",
    "mappings/aten/index_reduce.yaml",
    dtypes=("uint8", "int8", "int16", "int32", "int64", "float32", "float64"),
    reasons={
        "float16": "ONNX Runtime has no float16 ScatterElements reductions, and computing in float32 rounds once where torch rounds its float16 sums and products at every step: the results differ by more than torch.testing's float16 tolerance where a sum cancels (0 against 0.0017)",
        "bfloat16": "ONNX Runtime has no bfloat16 ScatterElements reductions (and, as for float16, torch rounds at every step)",
    },
    scalar_typed_ops=("Equal", "Mul", "Sub", "Div", "Less", "Greater"),
    variants=(
        'opset <= 17 and rank(input) == 0 and reduce in ("prod", "mean")',
        'opset <= 17 and reduce in ("prod", "mean")',
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
    if opset <= 17 and rank(input) == 0 and reduce in ("prod", "mean"):
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
        x = g.op("Unsqueeze", input, zero_list)
        src = g.op("Unsqueeze", source, zero_list)
        positions = g.op("Range", zero_2, g.op("Size", g.op("Shape", x)), one_2)
        idx_reshape = g.op(
            "Reshape",
            g.op("Cast", index, to_i=TensorProto.INT64),
            g.op(
                "Sub",
                one_2,
                g.op(
                    "Mul",
                    two,
                    g.op(
                        "Cast",
                        g.op("Equal", positions, zero_2),
                        to_i=TensorProto.INT64,
                    ),
                ),
            ),
        )
        idx = g.op("Expand", idx_reshape, g.op("Shape", src))
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
        elif reduce == "mean":
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
        if reduce == "prod":
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
    if opset <= 17 and reduce in ("prod", "mean"):
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        scalar = g.op(
            "Constant",
            value_t=torch.tensor(dim % rank(input), dtype=torch.int64),
        )
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
        x = g.op("Identity", input)
        src = g.op("Identity", source)
        positions = g.op("Range", zero_2, g.op("Size", g.op("Shape", x)), one_2)
        idx_reshape = g.op(
            "Reshape",
            g.op("Cast", index, to_i=TensorProto.INT64),
            g.op(
                "Sub",
                one_2,
                g.op(
                    "Mul",
                    two,
                    g.op(
                        "Cast",
                        g.op("Equal", positions, scalar),
                        to_i=TensorProto.INT64,
                    ),
                ),
            ),
        )
        idx = g.op("Expand", idx_reshape, g.op("Shape", src))
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
        elif reduce == "mean":
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
        if reduce == "prod":
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
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
        x = g.op("Unsqueeze", input, zero_list)
        src = g.op("Unsqueeze", source, zero_list)
        positions = g.op("Range", zero_2, g.op("Size", g.op("Shape", x)), one_2)
        idx_reshape = g.op(
            "Reshape",
            g.op("Cast", index, to_i=TensorProto.INT64),
            g.op(
                "Sub",
                one_2,
                g.op(
                    "Mul",
                    two,
                    g.op(
                        "Cast",
                        g.op("Equal", positions, zero_2),
                        to_i=TensorProto.INT64,
                    ),
                ),
            ),
        )
        idx = g.op("Expand", idx_reshape, g.op("Shape", src))
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
        elif reduce == "mean":
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
        if reduce == "prod":
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
        scalar = g.op(
            "Constant",
            value_t=torch.tensor(dim % rank(input), dtype=torch.int64),
        )
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
        x = g.op("Identity", input)
        src = g.op("Identity", source)
        positions = g.op("Range", zero_2, g.op("Size", g.op("Shape", x)), one_2)
        idx_reshape = g.op(
            "Reshape",
            g.op("Cast", index, to_i=TensorProto.INT64),
            g.op(
                "Sub",
                one_2,
                g.op(
                    "Mul",
                    two,
                    g.op(
                        "Cast",
                        g.op("Equal", positions, scalar),
                        to_i=TensorProto.INT64,
                    ),
                ),
            ),
        )
        idx = g.op("Expand", idx_reshape, g.op("Shape", src))
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
        elif reduce == "mean":
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
        if reduce == "prod":
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
