"""cov: aten::cov -> ONNX Cast + Reshape + Unsqueeze + Mul + Shape + Slice + Identity + ReduceSum + Div + Sub + LessOrEqual + Where + Transpose + MatMul + Squeeze + CastLike, opsets 15 to 20.

Generated from mappings/aten/cov.yaml by `opmapgen build`; do not edit.

Source schema: aten::cov(Tensor self, *, int correction=1, Tensor? fweights=None, Tensor? aweights=None) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    dtype_name,
    is_floating,
    is_integer,
    onnx_dtype_of,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::cov"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(15, 21)
CONTRACT = Contract(
    "cov",
    "mappings/aten/cov.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
    ),
    reasons={
        "bfloat16": "the formula computes float16 in float32 and casts back; that path is not written for bfloat16 yet",
        "complex": "ONNX has no complex tensors",
        "bool": "torch's cov refuses bool inputs",
    },
    scalar_typed_ops=("Mul", "Div", "Sub", "LessOrEqual", "MatMul"),
    variants=(
        'dtype(input) == "float16"',
        'dtype(input) in ("float32", "float64")',
        "integer(input)",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i", "v", "v")
def symbolic(g, input, correction, fweights, aweights):
    check_inputs(CONTRACT, input=input, fweights=fweights, aweights=aweights)
    CONTRACT.require(
        present(rank(input)) and rank(input) <= 2,
        "the input must have a known rank of at most 2 (torch requires it too)",
        input=input,
    )
    CONTRACT.require(
        absent(fweights) or is_integer(fweights),
        "fweights must be integers (torch requires it too)",
        fweights=fweights,
    )
    CONTRACT.require(
        absent(fweights)
        or is_floating(input)
        or dtype_name(fweights) == dtype_name(input),
        "for an integer input, fweights of another dtype are not mapped (their products promote)",
        fweights=fweights,
        input=input,
    )
    CONTRACT.require(
        absent(aweights)
        or (is_floating(input) and dtype_name(aweights) == dtype_name(input))
        or (is_integer(input) and dtype_name(aweights) == "float32"),
        "aweights must have the dtype of a floating input, or be float32 for an integer input",
        aweights=aweights,
        input=input,
    )
    if dtype_name(input) == "float16":
        one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float32))
        if rank(input) == 0:
            values = g.op("Constant", value_t=torch.tensor([1, 1], dtype=torch.int64))
            m = g.op("Reshape", g.op("Cast", input, to_i=TensorProto.FLOAT), values)
        elif rank(input) == 1:
            zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
            m = g.op(
                "Unsqueeze",
                g.op("Cast", input, to_i=TensorProto.FLOAT),
                zero_list,
            )
        else:
            m = g.op("Cast", input, to_i=TensorProto.FLOAT)
        if present(fweights) and present(aweights):
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            w = g.op(
                "Cast",
                g.op(
                    "Cast",
                    g.op(
                        "Mul",
                        g.op(
                            "Cast",
                            g.op("Reshape", fweights, values_2),
                            to_i=TensorProto.FLOAT,
                        ),
                        g.op(
                            "Cast",
                            g.op("Reshape", aweights, values_2),
                            to_i=TensorProto.FLOAT,
                        ),
                    ),
                    to_i=TensorProto.FLOAT16,
                ),
                to_i=TensorProto.FLOAT,
            )
        elif present(fweights):
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            w = g.op(
                "Cast",
                g.op("Reshape", fweights, values_3),
                to_i=TensorProto.FLOAT,
            )
        elif present(aweights):
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            w = g.op(
                "Cast",
                g.op("Reshape", aweights, values_4),
                to_i=TensorProto.FLOAT,
            )
        else:
            one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
            w = g.op(
                "Cast",
                g.op("Slice", g.op("Shape", m), one_list, two_list),
                to_i=TensorProto.FLOAT,
            )
        if absent(fweights) and absent(aweights):
            total = g.op("Identity", w)
        elif absent(aweights):
            total = g.op("ReduceSum", w, keepdims_i=1)
        else:
            total = g.op(
                "Cast",
                g.op(
                    "Cast",
                    g.op("ReduceSum", w, keepdims_i=1),
                    to_i=TensorProto.FLOAT16,
                ),
                to_i=TensorProto.FLOAT,
            )
        if absent(fweights) and absent(aweights):
            weighted = g.op("Identity", m)
        else:
            weighted = g.op(
                "Cast",
                g.op("Cast", g.op("Mul", m, w), to_i=TensorProto.FLOAT16),
                to_i=TensorProto.FLOAT,
            )
        avg_cast_3 = g.op(
            "Cast",
            g.op(
                "Div",
                g.op(
                    "Cast",
                    g.op(
                        "Cast",
                        g.op("ReduceSum", weighted, one_list_2, keepdims_i=1),
                        to_i=TensorProto.FLOAT16,
                    ),
                    to_i=TensorProto.FLOAT,
                ),
                total,
            ),
            to_i=TensorProto.FLOAT16,
        )
        avg = g.op("Cast", avg_cast_3, to_i=TensorProto.FLOAT)
        if present(aweights) and correction != 0:
            correction_value = g.op(
                "Constant",
                value_t=torch.tensor(correction, dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            factor_cast_4 = g.op(
                "Cast",
                g.op(
                    "Cast",
                    g.op(
                        "Mul",
                        w,
                        g.op(
                            "Cast",
                            g.op("Reshape", aweights, values_5),
                            to_i=TensorProto.FLOAT,
                        ),
                    ),
                    to_i=TensorProto.FLOAT16,
                ),
                to_i=TensorProto.FLOAT,
            )
            factor_cast_7 = g.op(
                "Cast",
                g.op(
                    "Mul",
                    g.op("Cast", correction_value, to_i=TensorProto.FLOAT),
                    g.op(
                        "Cast",
                        g.op(
                            "Cast",
                            g.op("ReduceSum", factor_cast_4, keepdims_i=1),
                            to_i=TensorProto.FLOAT16,
                        ),
                        to_i=TensorProto.FLOAT,
                    ),
                ),
                to_i=TensorProto.FLOAT16,
            )
            factor_sub = g.op(
                "Sub",
                total,
                g.op(
                    "Cast",
                    g.op(
                        "Cast",
                        g.op(
                            "Div",
                            g.op("Cast", factor_cast_7, to_i=TensorProto.FLOAT),
                            total,
                        ),
                        to_i=TensorProto.FLOAT16,
                    ),
                    to_i=TensorProto.FLOAT,
                ),
            )
            factor = g.op(
                "Cast",
                g.op("Cast", factor_sub, to_i=TensorProto.FLOAT16),
                to_i=TensorProto.FLOAT,
            )
        else:
            correction_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(correction, dtype=torch.int64),
            )
            factor = g.op(
                "Sub",
                total,
                g.op("Cast", correction_value_2, to_i=TensorProto.FLOAT),
            )
        divisor = g.op("Where", g.op("LessOrEqual", factor, zero), zero, factor)
        centered = g.op(
            "Cast",
            g.op("Cast", g.op("Sub", m, avg), to_i=TensorProto.FLOAT16),
            to_i=TensorProto.FLOAT,
        )
        if absent(fweights) and absent(aweights):
            right = g.op("Identity", centered)
        else:
            right = g.op(
                "Cast",
                g.op("Cast", g.op("Mul", centered, w), to_i=TensorProto.FLOAT16),
                to_i=TensorProto.FLOAT,
            )
        result_cast_2 = g.op(
            "Cast",
            g.op(
                "Cast",
                g.op("MatMul", centered, g.op("Transpose", right, perm_i=[1, 0])),
                to_i=TensorProto.FLOAT16,
            ),
            to_i=TensorProto.FLOAT,
        )
        return g.op(
            "Cast",
            g.op("Squeeze", g.op("Div", result_cast_2, divisor)),
            to_i=TensorProto.FLOAT16,
        )
    if dtype_name(input) in ("float32", "float64"):
        one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        if rank(input) == 0:
            values = g.op("Constant", value_t=torch.tensor([1, 1], dtype=torch.int64))
            m = g.op("Reshape", input, values)
        elif rank(input) == 1:
            zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
            m = g.op("Unsqueeze", input, zero_list)
        else:
            m = g.op("Identity", input)
        if present(fweights) and present(aweights):
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            w = g.op(
                "Mul",
                g.op(
                    "Cast",
                    g.op("Reshape", fweights, values_2),
                    to_i=onnx_dtype_of(input),
                ),
                g.op("Reshape", aweights, values_2),
            )
        elif present(fweights):
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            w = g.op(
                "Cast",
                g.op("Reshape", fweights, values_3),
                to_i=onnx_dtype_of(input),
            )
        elif present(aweights):
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            w = g.op("Reshape", aweights, values_4)
        else:
            one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
            w = g.op(
                "Cast",
                g.op("Slice", g.op("Shape", m), one_list, two_list),
                to_i=onnx_dtype_of(input),
            )
        if absent(fweights) and absent(aweights):
            total = g.op("Identity", w)
        else:
            total = g.op("ReduceSum", w, keepdims_i=1)
        if absent(fweights) and absent(aweights):
            weighted = g.op("Identity", m)
        else:
            weighted = g.op("Mul", m, w)
        avg = g.op("Div", g.op("ReduceSum", weighted, one_list_2, keepdims_i=1), total)
        if present(aweights) and correction != 0:
            correction_value = g.op(
                "Constant",
                value_t=torch.tensor(correction, dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            factor_div = g.op(
                "Div",
                g.op(
                    "Mul",
                    g.op(
                        "CastLike",
                        g.op("Cast", correction_value, to_i=TensorProto.DOUBLE),
                        total,
                    ),
                    g.op(
                        "ReduceSum",
                        g.op("Mul", w, g.op("Reshape", aweights, values_5)),
                        keepdims_i=1,
                    ),
                ),
                total,
            )
            factor = g.op("Sub", total, factor_div)
        else:
            correction_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(correction, dtype=torch.int64),
            )
            factor = g.op(
                "Sub",
                total,
                g.op(
                    "CastLike",
                    g.op("Cast", correction_value_2, to_i=TensorProto.DOUBLE),
                    total,
                ),
            )
        divisor = g.op(
            "Where",
            g.op(
                "LessOrEqual",
                factor,
                g.op("CastLike", g.op("Cast", zero, to_i=TensorProto.DOUBLE), factor),
            ),
            g.op("CastLike", g.op("Cast", zero, to_i=TensorProto.DOUBLE), factor),
            factor,
        )
        centered = g.op("Sub", m, avg)
        if absent(fweights) and absent(aweights):
            right = g.op("Identity", centered)
        else:
            right = g.op("Mul", centered, w)
        return g.op(
            "Squeeze",
            g.op(
                "Div",
                g.op("MatMul", centered, g.op("Transpose", right, perm_i=[1, 0])),
                divisor,
            ),
        )
    if is_integer(input):
        values_2 = g.op("Constant", value_t=torch.tensor([1, -1], dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        if rank(input) == 0:
            values = g.op("Constant", value_t=torch.tensor([1, 1], dtype=torch.int64))
            m = g.op("Reshape", g.op("Cast", input, to_i=TensorProto.INT64), values)
        elif rank(input) == 1:
            zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
            m = g.op(
                "Unsqueeze",
                g.op("Cast", input, to_i=TensorProto.INT64),
                zero_list,
            )
        else:
            m = g.op("Cast", input, to_i=TensorProto.INT64)
        fw = g.op("Cast", g.op("Reshape", fweights, values_2), to_i=TensorProto.INT64)
        if present(fweights) and present(aweights):
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            w = g.op(
                "Mul",
                g.op("Cast", fw, to_i=TensorProto.FLOAT),
                g.op(
                    "Cast",
                    g.op("Reshape", aweights, values_3),
                    to_i=TensorProto.FLOAT,
                ),
            )
        elif present(aweights):
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            w = g.op(
                "Cast",
                g.op("Reshape", aweights, values_4),
                to_i=TensorProto.FLOAT,
            )
        else:
            w = g.op("Cast", fw, to_i=TensorProto.FLOAT)
        if absent(fweights) and absent(aweights):
            one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
            total = g.op(
                "Cast",
                g.op("Slice", g.op("Shape", m), one_list, two_list),
                to_i=TensorProto.FLOAT,
            )
        elif absent(aweights):
            total = g.op(
                "Cast",
                g.op("ReduceSum", fw, keepdims_i=1),
                to_i=TensorProto.FLOAT,
            )
        else:
            total = g.op("ReduceSum", w, keepdims_i=1)
        if absent(fweights) and absent(aweights):
            one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            summed = g.op(
                "Cast",
                g.op("ReduceSum", m, one_list_2, keepdims_i=1),
                to_i=TensorProto.FLOAT,
            )
        elif absent(aweights):
            one_list_3 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            summed = g.op(
                "Cast",
                g.op(
                    "ReduceSum",
                    g.op(
                        "Cast",
                        g.op("Cast", g.op("Mul", m, fw), to_i=onnx_dtype_of(input)),
                        to_i=TensorProto.INT64,
                    ),
                    one_list_3,
                    keepdims_i=1,
                ),
                to_i=TensorProto.FLOAT,
            )
        else:
            one_list_4 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            summed = g.op(
                "ReduceSum",
                g.op("Mul", g.op("Cast", m, to_i=TensorProto.FLOAT), w),
                one_list_4,
                keepdims_i=1,
            )
        avg = g.op("Div", summed, total)
        if present(aweights) and correction != 0:
            correction_value = g.op(
                "Constant",
                value_t=torch.tensor(correction, dtype=torch.int64),
            )
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor([1, -1], dtype=torch.int64),
            )
            factor_mul_2 = g.op(
                "Mul",
                g.op(
                    "CastLike",
                    g.op("Cast", correction_value, to_i=TensorProto.DOUBLE),
                    total,
                ),
                g.op(
                    "ReduceSum",
                    g.op(
                        "Mul",
                        w,
                        g.op(
                            "Cast",
                            g.op("Reshape", aweights, values_5),
                            to_i=TensorProto.FLOAT,
                        ),
                    ),
                    keepdims_i=1,
                ),
            )
            factor = g.op("Sub", total, g.op("Div", factor_mul_2, total))
        else:
            correction_value_2 = g.op(
                "Constant",
                value_t=torch.tensor(correction, dtype=torch.int64),
            )
            factor = g.op(
                "Sub",
                total,
                g.op(
                    "CastLike",
                    g.op("Cast", correction_value_2, to_i=TensorProto.DOUBLE),
                    total,
                ),
            )
        divisor = g.op(
            "Where",
            g.op(
                "LessOrEqual",
                factor,
                g.op("CastLike", g.op("Cast", zero, to_i=TensorProto.DOUBLE), factor),
            ),
            g.op("CastLike", g.op("Cast", zero, to_i=TensorProto.DOUBLE), factor),
            factor,
        )
        centered = g.op("Sub", g.op("Cast", m, to_i=TensorProto.FLOAT), avg)
        if absent(fweights) and absent(aweights):
            right = g.op("Identity", centered)
        else:
            right = g.op("Mul", centered, w)
        return g.op(
            "Squeeze",
            g.op(
                "Div",
                g.op("MatMul", centered, g.op("Transpose", right, perm_i=[1, 0])),
                divisor,
            ),
        )
    CONTRACT.no_variant(input=input)
