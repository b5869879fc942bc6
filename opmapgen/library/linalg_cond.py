"""linalg_cond: aten::linalg_cond -> ONNX Cast + Shape + Slice + Expand + com.microsoft::Inverse + Abs + ReduceSum + Concat + Gather + Reshape + Neg + TopK + Identity + Less + Where + Mul + IsNaN + Squeeze + Min + Max + Sub + Pad + Greater + Transpose + Range + Unsqueeze + ArgMax + Equal + Sqrt + Div + GreaterOrEqual + Add + Mod + GatherElements + MatMul, opsets 14 to 20.

Generated from mappings/aten/linalg_cond.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_cond(Tensor self, Scalar? p=None) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    dtype_of,
    element_count,
    loop,
    onnx_dtype_of,
    parse_args,
    present,
    torch_fallback,
    traced_sizes,
    typed_like,
)

SOURCE_OP = "aten::linalg_cond"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(14, 21)
CONTRACT = Contract(
    "linalg_cond",
    "mappings/aten/linalg_cond.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_cond on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
    scalar_typed_ops=(
        "Concat",
        "Less",
        "Mul",
        "Min",
        "Max",
        "Sub",
        "Greater",
        "Equal",
        "Div",
        "GreaterOrEqual",
        "Add",
        "Mod",
        "MatMul",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "f")
def symbolic(g, input, p):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(traced_sizes(input)),
        "the matrices' size must be known at export (it sets the number of rotations): export with static shapes for the last two dims",
        input=input,
    )
    CONTRACT.require(
        absent(p)
        or p in (2, -2, 1, -1)
        or p > 1.7976931348623157e308
        or p < -1.7976931348623157e308,
        'p must be None, 2, -2, 1, -1, inf or -inf (eager raises "linalg.cond got an invalid norm type" for any other number)',
        p=p,
    )
    CONTRACT.require(
        absent(p) or p in (2, -2) or traced_sizes(input)[-1] == traced_sizes(input)[-2],
        'p = 1, -1, inf and -inf take square matrices (eager raises "linalg.cond(ord=...): A must be batches of square matrices" for others)',
        p=p,
        input=input,
    )
    if element_count(input) == 0:
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
        return g.op(
            "Expand",
            g.op("Cast", zero, to_i=onnx_dtype_of(input)),
            g.op("Slice", g.op("Shape", input), zero_list, minus_two_list),
        )
    if present(p) and p not in (2, -2):
        minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_two_list_2 = g.op(
            "Constant",
            value_t=torch.tensor([-2], dtype=torch.int64),
        )
        two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
        values = g.op("Constant", value_t=torch.tensor([-2, -1], dtype=torch.int64))
        inf = g.op(
            "Constant",
            value_t=torch.tensor(float("inf"), dtype=dtype_of(input)),
        )
        inverse = typed_like(g.op("com.microsoft::Inverse", input), 0)
        if p in (1, -1):
            minus_two_list = g.op(
                "Constant",
                value_t=torch.tensor([-2], dtype=torch.int64),
            )
            sums = g.op(
                "Concat",
                g.op("ReduceSum", g.op("Abs", input), minus_two_list, keepdims_i=0),
                g.op("ReduceSum", g.op("Abs", inverse), minus_two_list, keepdims_i=0),
                axis_i=-1,
            )
        else:
            minus_one_list = g.op(
                "Constant",
                value_t=torch.tensor([-1], dtype=torch.int64),
            )
            sums = g.op(
                "Concat",
                g.op("ReduceSum", g.op("Abs", input), minus_one_list, keepdims_i=0),
                g.op("ReduceSum", g.op("Abs", inverse), minus_one_list, keepdims_i=0),
                axis_i=-1,
            )
        size = g.op(
            "Reshape",
            g.op("Gather", g.op("Shape", input), minus_one),
            one_list,
        )
        halves = g.op(
            "Concat",
            g.op("Slice", g.op("Shape", input), zero_list, minus_two_list_2),
            two_list,
            size,
            axis_i=0,
        )
        if p > 0:
            signed = g.op("Reshape", sums, halves, allowzero_i=1)
        else:
            signed = g.op("Neg", g.op("Reshape", sums, halves, allowzero_i=1))
        top, _ = g.op("TopK", signed, one_list, axis_i=-1, outputs=2)
        if p > 0:
            extreme = g.op("Identity", top)
        else:
            extreme = g.op("Neg", top)
        norm_a = g.op("Slice", extreme, zero_list, one_list, minus_two_list_2)
        finite = g.op(
            "Less",
            g.op("ReduceSum", g.op("Abs", inverse), values, keepdims_i=1),
            inf,
        )
        norm_inverse = g.op(
            "Where",
            finite,
            g.op("Slice", extreme, one_list, two_list, minus_two_list_2),
            inf,
        )
        product = g.op("Mul", norm_a, norm_inverse)
        return g.op(
            "Squeeze",
            g.op("Where", g.op("IsNaN", product), inf, product),
            values,
        )
    minus_two = g.op("Constant", value_t=torch.tensor(-2, dtype=torch.int64))
    minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    values_2 = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    values_3 = g.op("Constant", value_t=torch.tensor([0, 0, 0, 0], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    minus_one_2 = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.float64))
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float64))
    one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
    values_4 = g.op(
        "Constant",
        value_t=torch.tensor([0, 0, 0, 0, 0], dtype=torch.int64),
    )
    two_2 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
    shape = g.op("Shape", input)
    rows = g.op("Gather", shape, minus_two)
    cols = g.op("Gather", shape, minus_one)
    n = g.op("Min", rows, cols)
    size = g.op("Max", rows, cols)
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
    square = g.op(
        "Pad",
        flat,
        g.op(
            "Concat",
            values_3,
            g.op("Reshape", g.op("Sub", size, rows), one_list),
            g.op("Reshape", g.op("Sub", size, cols), one_list),
            axis_i=0,
        ),
    )
    oriented = g.op(
        "Slice",
        g.op(
            "Where",
            g.op("Greater", cols, rows),
            g.op("Transpose", square, perm_i=[0, 2, 1]),
            square,
        ),
        zero_list,
        g.op("Reshape", n, one_list),
        two_list,
    )
    positions = g.op("Range", zero, n, one)
    below = g.op("Unsqueeze", positions, one_list)
    height = g.op("Reshape", size, one_list)
    block = g.op(
        "Concat",
        oriented,
        g.op(
            "Expand",
            g.op("Cast", zero, to_i=TensorProto.DOUBLE),
            g.op(
                "Concat",
                g.op("Slice", g.op("Shape", oriented), zero_list, one_list),
                g.op("Reshape", n, one_list),
                g.op("Reshape", n, one_list),
                axis_i=0,
            ),
        ),
        axis_i=1,
    )
    j = g.op("Mul", n, zero)

    def factor(g, block, j):
        w = g.op("Slice", block, zero_list, height, one_list)
        pivot = g.op(
            "ArgMax",
            g.op(
                "Where",
                g.op("Less", positions, j),
                minus_one_2,
                g.op("ReduceSum", g.op("Mul", w, w), one_list, keepdims_i=0),
            ),
            axis_i=1,
            keepdims_i=1,
        )
        at_pivot = g.op("Unsqueeze", g.op("Equal", positions, pivot), one_list)
        swapped = g.op(
            "Where",
            g.op("Equal", positions, j),
            g.op(
                "ReduceSum",
                g.op("Where", at_pivot, block, zero_2),
                two_list,
                keepdims_i=1,
            ),
            g.op(
                "Where",
                at_pivot,
                g.op("Unsqueeze", g.op("Gather", block, j, axis_i=2), two_list),
                block,
            ),
        )
        v = g.op("Slice", swapped, zero_list, height, one_list)
        column = g.op("Gather", v, j, axis_i=2)
        norm = g.op(
            "Sqrt",
            g.op("ReduceSum", g.op("Mul", column, column), one_list, keepdims_i=1),
        )
        q = g.op("Div", column, g.op("Where", g.op("Equal", norm, zero_2), one_2, norm))
        projections = g.op(
            "ReduceSum",
            g.op("Mul", g.op("Unsqueeze", q, two_list), v),
            one_list,
            keepdims_i=1,
        )
        block = g.op(
            "Concat",
            g.op(
                "Where",
                g.op("Greater", positions, j),
                g.op(
                    "Sub",
                    v,
                    g.op("Mul", g.op("Unsqueeze", q, two_list), projections),
                ),
                zero_2,
            ),
            g.op(
                "Where",
                g.op("Equal", below, j),
                g.op(
                    "Where",
                    g.op("GreaterOrEqual", positions, j),
                    projections,
                    zero_2,
                ),
                g.op(
                    "Slice",
                    swapped,
                    height,
                    g.op("Reshape", g.op("Add", size, n), one_list),
                    one_list,
                ),
            ),
            axis_i=1,
        )
        j = g.op("Add", j, one)
        return block, j

    block, j = loop(
        g,
        min(traced_sizes(input)[-2], traced_sizes(input)[-1]),
        factor,
        block,
        j,
    )
    odd = g.op("Mod", n, two)
    m = g.op("Add", n, odd)
    k = g.op("Div", m, two)
    last = g.op("Sub", m, one)
    padded = g.op(
        "Pad",
        g.op(
            "Transpose",
            g.op(
                "Slice",
                block,
                height,
                g.op("Reshape", g.op("Add", size, n), one_list),
                one_list,
            ),
            perm_i=[0, 2, 1],
        ),
        g.op("Concat", values_4, g.op("Reshape", odd, one_list), axis_i=0),
    )
    steps = g.op("Range", zero, last, one)
    pair = g.op("Range", zero, k, one)
    order = g.op(
        "Concat",
        g.op(
            "Where",
            g.op("Equal", pair, zero),
            last,
            g.op("Mod", g.op("Add", g.op("Unsqueeze", steps, one_list), pair), last),
        ),
        g.op(
            "Mod",
            g.op("Add", g.op("Sub", g.op("Unsqueeze", steps, one_list), pair), last),
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
    columns = g.op("Gather", padded, first, axis_i=2)
    eye = g.op(
        "Cast",
        g.op("Equal", g.op("Unsqueeze", slots, one_list), slots),
        to_i=TensorProto.DOUBLE,
    )
    swap = g.op(
        "Cast",
        g.op(
            "Equal",
            g.op("Unsqueeze", slots, one_list),
            g.op("Mod", g.op("Add", slots, k), m),
        ),
        to_i=TensorProto.DOUBLE,
    )
    half = g.op("Reshape", k, one_list)
    whole = g.op("Reshape", m, one_list)
    step = g.op("Mul", n, zero)

    def rotate(g, columns, step):
        moved = g.op("Gather", moves, step, axis_i=0)
        b = g.op("Gather", columns, moved, axis_i=2)
        norms = g.op("ReduceSum", g.op("Mul", b, b), one_list, keepdims_i=0)
        app = g.op("Slice", norms, zero_list, half, one_list)
        aqq = g.op("Slice", norms, half, whole, one_list)
        apq = g.op(
            "ReduceSum",
            g.op(
                "Mul",
                g.op("Slice", b, zero_list, half, two_list),
                g.op("Slice", b, half, whole, two_list),
            ),
            one_list,
            keepdims_i=0,
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
        columns = g.op("MatMul", b, g.op("Add", cosines, sines))
        step = g.op("Mod", g.op("Add", step, one), last)
        return columns, step

    columns, step = loop(
        g,
        (2 * ((min(traced_sizes(input)[-2], traced_sizes(input)[-1]) + 1) // 2) - 1)
        * (5 + min(traced_sizes(input)[-2], traced_sizes(input)[-1]) // 6),
        rotate,
        columns,
        step,
    )
    values = g.op(
        "Sqrt",
        g.op("ReduceSum", g.op("Mul", columns, columns), one_list, keepdims_i=0),
    )
    descending, _ = g.op(
        "TopK",
        values,
        g.op("Reshape", n, one_list),
        axis_i=-1,
        outputs=2,
    )
    singular = g.op(
        "Cast",
        g.op(
            "Reshape",
            descending,
            g.op(
                "Concat",
                g.op("Slice", shape, zero_list, minus_two_list),
                g.op("Reshape", n, one_list),
                axis_i=0,
            ),
            allowzero_i=1,
        ),
        to_i=onnx_dtype_of(input),
    )
    largest = g.op("Slice", singular, zero_list, one_list, minus_one_list)
    smallest = g.op("Slice", singular, minus_one_list, values_2, minus_one_list)
    if present(p) and p < 0:
        minus_one_list_2 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        return g.op("Squeeze", g.op("Div", smallest, largest), minus_one_list_2)
    else:
        minus_one_list_3 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        return g.op("Squeeze", g.op("Div", largest, smallest), minus_one_list_3)
