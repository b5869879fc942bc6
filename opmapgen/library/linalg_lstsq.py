"""linalg_lstsq: aten::linalg_lstsq -> ONNX Shape + Unsqueeze + Identity + Slice + Cast + Expand + Concat + Squeeze + Reshape + Gather + Min + Max + Sub + Pad + Greater + Transpose + Where + Range + Equal + Less + Mul + ReduceSum + ArgMax + Sqrt + Div + GreaterOrEqual + Add + Mod + GatherElements + Abs + MatMul + TopK + And, opsets 14 to 20.

Generated from mappings/aten/linalg_lstsq.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -> (Tensor solution, Tensor residuals, Tensor rank, Tensor singular_values)

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
    element_count,
    loop,
    onnx_dtype_of,
    parse_args,
    present,
    rank,
    torch_fallback,
    traced_sizes,
)

SOURCE_OP = "aten::linalg_lstsq"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(14, 21)
CONTRACT = Contract(
    "linalg_lstsq",
    "mappings/aten/linalg_lstsq.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_lstsq on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
    scalar_typed_ops=(
        "Concat",
        "Min",
        "Max",
        "Sub",
        "Greater",
        "Equal",
        "Less",
        "Mul",
        "Div",
        "GreaterOrEqual",
        "Add",
        "Mod",
        "MatMul",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "f", "s")
def symbolic(g, input, b, rcond, driver):
    check_inputs(CONTRACT, input=input, b=b)
    CONTRACT.require(
        absent(driver) or driver == "gelsy",
        "only driver None and 'gelsy' (the CPU default) are mapped: 'gelsd' and 'gelss' also give residuals only when every matrix of the batch has full rank (a result whose shape depends on the values), and 'gels' assumes full rank",
        driver=driver,
    )
    CONTRACT.require(
        dtype_name(input) == dtype_name(b),
        "A and B must have the same dtype (eager refuses to mix them)",
        input=input,
        b=b,
    )
    CONTRACT.require(
        present(traced_sizes(input)) and present(traced_sizes(b)),
        "the matrices' size must be known at export (it sets the number of rotations): export with static shapes",
        input=input,
        b=b,
    )
    if element_count(input) == 0 or element_count(b) == 0:
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        minus_one_list_2 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        values = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        shape = g.op("Shape", input)
        if rank(b) == rank(input) - 1:
            minus_one_list = g.op(
                "Constant",
                value_t=torch.tensor([-1], dtype=torch.int64),
            )
            bm = g.op("Unsqueeze", b, minus_one_list)
        else:
            bm = g.op("Identity", b)
        batch = g.op("Slice", shape, zero_list, minus_two_list)
        together = g.op(
            "Shape",
            g.op(
                "Expand",
                g.op("Expand", g.op("Cast", zero, to_i=onnx_dtype_of(input)), batch),
                g.op("Slice", g.op("Shape", bm), zero_list, minus_two_list),
            ),
        )
        zeros = g.op(
            "Expand",
            g.op("Cast", zero, to_i=onnx_dtype_of(input)),
            g.op(
                "Concat",
                together,
                g.op("Slice", shape, minus_one_list_2, values),
                g.op("Slice", g.op("Shape", bm), minus_one_list_2, values),
                axis_i=0,
            ),
        )
        if rank(b) == rank(input) - 1:
            minus_one_list_3 = g.op(
                "Constant",
                value_t=torch.tensor([-1], dtype=torch.int64),
            )
            solution = g.op("Squeeze", zeros, minus_one_list_3)
        else:
            solution = g.op("Identity", zeros)
        nothing = g.op(
            "Slice",
            g.op("Reshape", input, minus_one_list_2),
            zero_list,
            zero_list,
        )
        residuals = g.op("Identity", nothing)
        ranks = g.op("Expand", g.op("Cast", zero, to_i=TensorProto.INT64), batch)
        singular_values = g.op("Identity", nothing)
        return solution, residuals, ranks, singular_values
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
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float64))
    minus_one_2 = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.float64))
    one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
    values_4 = g.op(
        "Constant",
        value_t=torch.tensor([0, 0, 0, 0, 0], dtype=torch.int64),
    )
    two_2 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
    values_5 = g.op("Constant", value_t=torch.tensor([0, 0], dtype=torch.int64))
    values_6 = g.op("Constant", value_t=torch.tensor([1, 2], dtype=torch.int64))
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
    identity = g.op("Cast", g.op("Equal", below, positions), to_i=TensorProto.DOUBLE)
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
        g.op(
            "Expand",
            identity,
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
    basis = g.op("Where", g.op("Less", positions, zero), oriented, zero_2)
    j = g.op("Mul", n, zero)

    def factor(g, block, basis, j):
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
            g.op(
                "Slice",
                swapped,
                g.op("Reshape", g.op("Add", size, n), one_list),
                g.op("Reshape", g.op("Add", g.op("Add", size, n), n), one_list),
                one_list,
            ),
            axis_i=1,
        )
        basis = g.op(
            "Where",
            g.op("Equal", positions, j),
            g.op("Unsqueeze", q, two_list),
            basis,
        )
        j = g.op("Add", j, one)
        return block, basis, j

    block, basis, j = loop(
        g,
        min(traced_sizes(input)[-2], traced_sizes(input)[-1]),
        factor,
        block,
        basis,
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
    vectors = g.op(
        "Expand",
        g.op("Gather", eye, first, axis_i=1),
        g.op(
            "Concat",
            g.op("Slice", g.op("Shape", padded), zero_list, one_list),
            g.op("Reshape", m, one_list),
            g.op("Reshape", m, one_list),
            axis_i=0,
        ),
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

    def rotate(g, columns, vectors, step):
        moved = g.op("Gather", moves, step, axis_i=0)
        chosen = g.op("Gather", columns, moved, axis_i=2)
        norms = g.op("ReduceSum", g.op("Mul", chosen, chosen), one_list, keepdims_i=0)
        app = g.op("Slice", norms, zero_list, half, one_list)
        aqq = g.op("Slice", norms, half, whole, one_list)
        apq = g.op(
            "ReduceSum",
            g.op(
                "Mul",
                g.op("Slice", chosen, zero_list, half, two_list),
                g.op("Slice", chosen, half, whole, two_list),
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
        rotation = g.op("Add", cosines, sines)
        columns = g.op("MatMul", chosen, rotation)
        vectors = g.op("MatMul", g.op("Gather", vectors, moved, axis_i=2), rotation)
        step = g.op("Mod", g.op("Add", step, one), last)
        return columns, vectors, step

    columns, vectors, step = loop(
        g,
        (2 * ((min(traced_sizes(input)[-2], traced_sizes(input)[-1]) + 1) // 2) - 1)
        * (5 + min(traced_sizes(input)[-2], traced_sizes(input)[-1]) // 6),
        rotate,
        columns,
        vectors,
        step,
    )
    final = g.op(
        "Slice",
        g.op("Gather", inverse, g.op("Sub", last, one), axis_i=0),
        zero_list,
        g.op("Reshape", n, one_list),
    )
    scaled = g.op("Gather", columns, final, axis_i=2)
    values = g.op(
        "Sqrt",
        g.op("ReduceSum", g.op("Mul", scaled, scaled), one_list, keepdims_i=1),
    )
    descending, descending_1 = g.op(
        "TopK",
        values,
        g.op("Reshape", n, one_list),
        axis_i=-1,
        outputs=2,
    )
    order_of = g.op(
        "Expand",
        descending_1,
        g.op(
            "Concat",
            g.op("Slice", g.op("Shape", scaled), zero_list, one_list),
            g.op("Reshape", n, one_list),
            g.op("Reshape", n, one_list),
            axis_i=0,
        ),
    )
    rotations = g.op(
        "GatherElements",
        g.op("Gather", g.op("Gather", vectors, final, axis_i=2), positions, axis_i=1),
        order_of,
        axis_i=2,
    )
    normalized = g.op(
        "GatherElements",
        g.op(
            "Div",
            scaled,
            g.op("Where", g.op("Equal", values, zero_2), one_2, values),
        ),
        order_of,
        axis_i=2,
    )
    left = g.op("MatMul", basis, rotations)
    right = g.op(
        "MatMul",
        g.op(
            "Slice",
            block,
            g.op("Reshape", g.op("Add", size, n), one_list),
            g.op("Reshape", g.op("Add", g.op("Add", size, n), n), one_list),
            one_list,
        ),
        normalized,
    )
    right_padded = g.op(
        "Pad",
        right,
        g.op(
            "Concat",
            values_3,
            g.op("Reshape", g.op("Sub", size, n), one_list),
            zero_list,
            axis_i=0,
        ),
    )
    wide = g.op("Greater", cols, rows)
    sorted = g.op("Identity", descending)
    largest = g.op("Slice", sorted, zero_list, one_list, minus_one_list)
    if present(rcond):
        rcond_value = g.op("Constant", value_t=torch.tensor(rcond, dtype=torch.float64))
        relative = g.op("Mul", rcond_value, largest)
    elif dtype_name(input) == "float32":
        relative_c = g.op(
            "Constant",
            value_t=torch.tensor(1.1920928955078125e-07, dtype=torch.float64),
        )
        relative = g.op(
            "Mul",
            g.op("Mul", g.op("Cast", size, to_i=TensorProto.DOUBLE), relative_c),
            largest,
        )
    else:
        relative_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(2.220446049250313e-16, dtype=torch.float64),
        )
        relative = g.op(
            "Mul",
            g.op("Mul", g.op("Cast", size, to_i=TensorProto.DOUBLE), relative_c_2),
            largest,
        )
    keep = g.op(
        "And",
        g.op("Greater", sorted, relative),
        g.op("Greater", sorted, zero_2),
    )
    kept = g.op(
        "Where",
        keep,
        g.op("Div", one_2, g.op("Where", g.op("Equal", sorted, zero_2), one_2, sorted)),
        zero_2,
    )
    transposed_u = g.op(
        "Transpose",
        g.op("Where", wide, right_padded, left),
        perm_i=[0, 2, 1],
    )
    padded_v = g.op("Where", wide, left, right_padded)
    inverse_full = g.op("MatMul", g.op("Mul", padded_v, kept), transposed_u)
    batch = g.op("Slice", shape, zero_list, minus_two_list)
    pseudoinverse = g.op(
        "Reshape",
        g.op(
            "Slice",
            inverse_full,
            values_5,
            g.op(
                "Concat",
                g.op("Reshape", cols, one_list),
                g.op("Reshape", rows, one_list),
                axis_i=0,
            ),
            values_6,
        ),
        g.op(
            "Concat",
            batch,
            g.op("Reshape", cols, one_list),
            g.op("Reshape", rows, one_list),
            axis_i=0,
        ),
        allowzero_i=1,
    )
    if rank(b) == rank(input) - 1:
        minus_one_list_2 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        bm = g.op("Unsqueeze", b, minus_one_list_2)
    else:
        bm = g.op("Identity", b)
    product = g.op(
        "Cast",
        g.op("MatMul", pseudoinverse, g.op("Cast", bm, to_i=TensorProto.DOUBLE)),
        to_i=onnx_dtype_of(input),
    )
    if rank(b) == rank(input) - 1:
        minus_one_list_3 = g.op(
            "Constant",
            value_t=torch.tensor([-1], dtype=torch.int64),
        )
        solution = g.op("Squeeze", product, minus_one_list_3)
    else:
        solution = g.op("Identity", product)
    nothing = g.op(
        "Slice",
        g.op("Reshape", input, minus_one_list),
        zero_list,
        zero_list,
    )
    residuals = g.op("Identity", nothing)
    ranks = g.op(
        "Reshape",
        g.op(
            "ReduceSum",
            g.op("Cast", keep, to_i=TensorProto.INT64),
            values_6,
            keepdims_i=0,
        ),
        batch,
        allowzero_i=1,
    )
    singular_values = g.op("Identity", nothing)
    return solution, residuals, ranks, singular_values
