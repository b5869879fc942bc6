"""linalg_eigvalsh: aten::linalg_eigvalsh -> ONNX ReduceSum + Shape + Gather + Slice + Concat + Reshape + Cast + Range + Unsqueeze + LessOrEqual + GreaterOrEqual + Transpose + Where + Mod + Add + Div + Sub + Pad + Equal + ArgMax + GatherElements + Mul + Abs + Sqrt + Less + MatMul + TopK, opsets 14 to 20.

Generated from mappings/aten/linalg_eigvalsh.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_eigvalsh(Tensor self, str UPLO="L") -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    element_count,
    loop,
    onnx_dtype_of,
    parse_args,
    present,
    torch_fallback,
    traced_sizes,
)

SOURCE_OP = "aten::linalg_eigvalsh"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(14, 21)
CONTRACT = Contract(
    "linalg_eigvalsh",
    "mappings/aten/linalg_eigvalsh.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_eigvalsh on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
    scalar_typed_ops=(
        "Concat",
        "LessOrEqual",
        "GreaterOrEqual",
        "Mod",
        "Add",
        "Div",
        "Sub",
        "Equal",
        "Mul",
        "Less",
        "MatMul",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "s")
def symbolic(g, input, UPLO):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(traced_sizes(input)),
        "the matrices' size must be known at export (it sets the number of rotations): export with static shapes for the last two dims",
        input=input,
    )
    if element_count(input) == 0:
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        return g.op("ReduceSum", input, minus_one_list, keepdims_i=0)
    minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    values_2 = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
    one_list_3 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    values_3 = g.op("Constant", value_t=torch.tensor([0, 0, 0, 0], dtype=torch.int64))
    two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
    zero_list_3 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float64))
    one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
    two_2 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
    shape = g.op("Shape", input)
    n = g.op("Gather", shape, minus_one)
    flat = g.op(
        "Cast",
        g.op(
            "Reshape",
            input,
            g.op(
                "Concat",
                minus_one_list,
                g.op("Slice", shape, minus_two_list, values_2),
                axis_i=0,
            ),
        ),
        to_i=TensorProto.DOUBLE,
    )
    positions = g.op("Range", zero, n, one)
    if UPLO in ("U", "u"):
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        read = g.op(
            "LessOrEqual",
            g.op("Unsqueeze", positions, one_list),
            g.op("Unsqueeze", positions, zero_list),
        )
    else:
        one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        zero_list_2 = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        read = g.op(
            "GreaterOrEqual",
            g.op("Unsqueeze", positions, one_list_2),
            g.op("Unsqueeze", positions, zero_list_2),
        )
    symmetric = g.op("Where", read, flat, g.op("Transpose", flat, perm_i=[0, 2, 1]))
    odd = g.op("Mod", n, two)
    m = g.op("Add", n, odd)
    k = g.op("Div", m, two)
    last = g.op("Sub", m, one)
    padded = g.op(
        "Pad",
        symmetric,
        g.op(
            "Concat",
            values_3,
            g.op("Reshape", odd, one_list_3),
            g.op("Reshape", odd, one_list_3),
            axis_i=0,
        ),
    )
    steps = g.op("Range", zero, last, one)
    pair = g.op("Range", zero, k, one)
    order = g.op(
        "Concat",
        g.op(
            "Where",
            g.op("Equal", pair, zero),
            last,
            g.op("Mod", g.op("Add", g.op("Unsqueeze", steps, one_list_3), pair), last),
        ),
        g.op(
            "Mod",
            g.op("Add", g.op("Sub", g.op("Unsqueeze", steps, one_list_3), pair), last),
            last,
        ),
        axis_i=1,
    )
    slots = g.op("Range", zero, m, one)
    inverse = g.op(
        "ArgMax",
        g.op(
            "Cast",
            g.op("Equal", g.op("Unsqueeze", order, two_list), slots),
            to_i=TensorProto.FLOAT,
        ),
        axis_i=1,
        keepdims_i=0,
    )
    moves = g.op(
        "GatherElements",
        g.op(
            "Gather",
            inverse,
            g.op("Mod", g.op("Sub", g.op("Add", steps, last), one), last),
            axis_i=0,
        ),
        order,
        axis_i=1,
    )
    first = g.op("Gather", order, g.op("Sub", last, one), axis_i=0)
    matrix = g.op("Gather", g.op("Gather", padded, first, axis_i=1), first, axis_i=2)
    eye = g.op(
        "Cast",
        g.op("Equal", g.op("Unsqueeze", slots, one_list_3), slots),
        to_i=TensorProto.DOUBLE,
    )
    swap = g.op(
        "Cast",
        g.op(
            "Equal",
            g.op("Unsqueeze", slots, one_list_3),
            g.op("Mod", g.op("Add", slots, k), m),
        ),
        to_i=TensorProto.DOUBLE,
    )
    half = g.op("Reshape", k, one_list_3)
    whole = g.op("Reshape", m, one_list_3)
    step = g.op("Mul", n, zero)

    def rotate(g, matrix, step):
        moved = g.op("Gather", moves, step, axis_i=0)
        b = g.op("Gather", g.op("Gather", matrix, moved, axis_i=1), moved, axis_i=2)
        diagonal = g.op("ReduceSum", g.op("Mul", b, eye), two_list, keepdims_i=0)
        app = g.op("Slice", diagonal, zero_list_3, half, one_list_3)
        aqq = g.op("Slice", diagonal, half, whole, one_list_3)
        apq = g.op(
            "Slice",
            g.op("ReduceSum", g.op("Mul", b, swap), two_list, keepdims_i=0),
            zero_list_3,
            half,
            one_list_3,
        )
        uncoupled = g.op("Equal", apq, zero_2)
        tau = g.op(
            "Div",
            g.op("Sub", aqq, app),
            g.op("Mul", two_2, g.op("Where", uncoupled, one_2, apq)),
        )
        rotate_div = g.op(
            "Div",
            one_2,
            g.op(
                "Add",
                g.op("Abs", tau),
                g.op("Sqrt", g.op("Add", one_2, g.op("Mul", tau, tau))),
            ),
        )
        r = g.op("Where", uncoupled, zero_2, rotate_div)
        t = g.op("Where", g.op("Less", tau, zero_2), g.op("Sub", zero_2, r), r)
        c = g.op("Div", one_2, g.op("Sqrt", g.op("Add", one_2, g.op("Mul", t, t))))
        s = g.op("Mul", t, c)
        cosines = g.op(
            "Mul",
            g.op("Unsqueeze", g.op("Concat", c, c, axis_i=1), two_list),
            eye,
        )
        sines = g.op(
            "Mul",
            g.op(
                "Unsqueeze",
                g.op("Concat", s, g.op("Sub", zero_2, s), axis_i=1),
                two_list,
            ),
            swap,
        )
        matrix = g.op(
            "MatMul",
            g.op("MatMul", g.op("Sub", cosines, sines), b),
            g.op("Add", cosines, sines),
        )
        step = g.op("Mod", g.op("Add", step, one), last)
        return matrix, step

    matrix, step = loop(
        g,
        (traced_sizes(input)[-1] - 1 + traced_sizes(input)[-1] % 2)
        * (6 + traced_sizes(input)[-1] // 6),
        rotate,
        matrix,
        step,
    )
    values = g.op(
        "Gather",
        g.op("ReduceSum", g.op("Mul", matrix, eye), two_list, keepdims_i=0),
        g.op(
            "Slice",
            g.op("Gather", inverse, g.op("Sub", last, one), axis_i=0),
            zero_list_3,
            g.op("Reshape", n, one_list_3),
        ),
        axis_i=1,
    )
    ascending, _ = g.op(
        "TopK",
        values,
        g.op("Reshape", n, one_list_3),
        axis_i=-1,
        largest_i=0,
        outputs=2,
    )
    return g.op(
        "Cast",
        g.op(
            "Reshape",
            ascending,
            g.op("Slice", shape, zero_list_3, minus_one_list),
            allowzero_i=1,
        ),
        to_i=onnx_dtype_of(input),
    )
