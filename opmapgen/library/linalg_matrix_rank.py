"""linalg_matrix_rank: aten::linalg_matrix_rank.atol_rtol_tensor -> ONNX Cast + Shape + Slice + Expand + Gather + Max + Reshape + Mul + Concat + Identity + Greater + Where + Range + Unsqueeze + GreaterOrEqual + Transpose + Mod + Add + Div + Sub + Pad + Equal + ArgMax + GatherElements + ReduceSum + Abs + Sqrt + Less + MatMul + TopK + Min, opsets 14 to 20.

Generated from mappings/aten/linalg_matrix_rank.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_matrix_rank.atol_rtol_tensor(Tensor input, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor

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
    torch_fallback,
    traced_sizes,
)

SOURCE_OP = "aten::linalg_matrix_rank"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(14, 21)
CONTRACT = Contract(
    "linalg_matrix_rank",
    "mappings/aten/linalg_matrix_rank.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_matrix_rank on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
    scalar_typed_ops=(
        "Max",
        "Mul",
        "Concat",
        "Greater",
        "GreaterOrEqual",
        "Mod",
        "Add",
        "Div",
        "Sub",
        "Equal",
        "Less",
        "MatMul",
        "Min",
    ),
)


@parse_args("v", "v", "v", "b")
def _symbolic(g, input, atol, rtol, hermitian):
    check_inputs(CONTRACT, input=input, atol=atol, rtol=rtol)
    CONTRACT.require(
        present(traced_sizes(input)),
        "the matrices' size must be known at export (it sets the number of rotations): export with static shapes for the last two dims",
        input=input,
    )
    if element_count(input) == 0:
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
        return g.op(
            "Expand",
            g.op("Cast", zero, to_i=TensorProto.INT64),
            g.op("Slice", g.op("Shape", input), zero_list, minus_two_list),
        )
    if hermitian:
        minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
        minus_two = g.op("Constant", value_t=torch.tensor(-2, dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
        values_2 = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        zero_3 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
        values_3 = g.op(
            "Constant",
            value_t=torch.tensor([0, 0, 0, 0], dtype=torch.int64),
        )
        two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
        zero_4 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float64))
        one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
        two_2 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
        biggest = g.op(
            "Reshape",
            g.op(
                "Cast",
                g.op(
                    "Max",
                    g.op("Gather", g.op("Shape", input), minus_one),
                    g.op("Gather", g.op("Shape", input), minus_two),
                ),
                to_i=TensorProto.DOUBLE,
            ),
            one_list,
        )
        if dtype_name(input) == "float32":
            default_rtol_c = g.op(
                "Constant",
                value_t=torch.tensor(1.1920928955078125e-07, dtype=torch.float64),
            )
            default_rtol = g.op("Mul", biggest, default_rtol_c)
        else:
            default_rtol_c_2 = g.op(
                "Constant",
                value_t=torch.tensor(2.220446049250313e-16, dtype=torch.float64),
            )
            default_rtol = g.op("Mul", biggest, default_rtol_c_2)
        if absent(atol):
            zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float64))
            absolute = g.op("Mul", biggest, zero)
        else:
            one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            absolute = g.op(
                "Reshape",
                g.op("Cast", atol, to_i=TensorProto.DOUBLE),
                g.op("Concat", g.op("Shape", atol), one_list_2, axis_i=0),
            )
        if present(rtol):
            one_list_3 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
            relative = g.op(
                "Reshape",
                g.op("Cast", rtol, to_i=TensorProto.DOUBLE),
                g.op("Concat", g.op("Shape", rtol), one_list_3, axis_i=0),
            )
        elif absent(atol):
            relative = g.op("Identity", default_rtol)
        else:
            zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float64))
            relative = g.op(
                "Where",
                g.op("Greater", absolute, zero_2),
                zero_2,
                default_rtol,
            )
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
        positions = g.op("Range", zero_3, n, one)
        read = g.op(
            "GreaterOrEqual",
            g.op("Unsqueeze", positions, one_list),
            g.op("Unsqueeze", positions, zero_list),
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
                g.op("Reshape", odd, one_list),
                g.op("Reshape", odd, one_list),
                axis_i=0,
            ),
        )
        steps = g.op("Range", zero_3, last, one)
        pair = g.op("Range", zero_3, k, one)
        order = g.op(
            "Concat",
            g.op(
                "Where",
                g.op("Equal", pair, zero_3),
                last,
                g.op(
                    "Mod",
                    g.op("Add", g.op("Unsqueeze", steps, one_list), pair),
                    last,
                ),
            ),
            g.op(
                "Mod",
                g.op(
                    "Add",
                    g.op("Sub", g.op("Unsqueeze", steps, one_list), pair),
                    last,
                ),
                last,
            ),
            axis_i=1,
        )
        slots = g.op("Range", zero_3, m, one)
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
        matrix = g.op(
            "Gather",
            g.op("Gather", padded, first, axis_i=1),
            first,
            axis_i=2,
        )
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
        step = g.op("Mul", n, zero_3)

        def rotate(g, matrix, step):
            moved = g.op("Gather", moves, step, axis_i=0)
            b = g.op("Gather", g.op("Gather", matrix, moved, axis_i=1), moved, axis_i=2)
            diagonal = g.op("ReduceSum", g.op("Mul", b, eye), two_list, keepdims_i=0)
            app = g.op("Slice", diagonal, zero_list, half, one_list)
            aqq = g.op("Slice", diagonal, half, whole, one_list)
            apq = g.op(
                "Slice",
                g.op("ReduceSum", g.op("Mul", b, swap), two_list, keepdims_i=0),
                zero_list,
                half,
                one_list,
            )
            uncoupled = g.op("Equal", apq, zero_4)
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
            r = g.op("Where", uncoupled, zero_4, rotate_div)
            t = g.op("Where", g.op("Less", tau, zero_4), g.op("Sub", zero_4, r), r)
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
                    g.op("Concat", s, g.op("Sub", zero_4, s), axis_i=1),
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
                zero_list,
                g.op("Reshape", n, one_list),
            ),
            axis_i=1,
        )
        ascending, _ = g.op(
            "TopK",
            values,
            g.op("Reshape", n, one_list),
            axis_i=-1,
            largest_i=0,
            outputs=2,
        )
        eigenvalues = g.op(
            "Cast",
            g.op(
                "Reshape",
                ascending,
                g.op("Slice", shape, zero_list, minus_one_list),
                allowzero_i=1,
            ),
            to_i=onnx_dtype_of(input),
        )
        magnitudes = g.op("Abs", g.op("Cast", eigenvalues, to_i=TensorProto.DOUBLE))
        largest = g.op(
            "Max",
            g.op("Slice", magnitudes, zero_list, one_list, minus_one_list),
            g.op("Slice", magnitudes, minus_one_list, values_2, minus_one_list),
        )
        return g.op(
            "ReduceSum",
            g.op(
                "Cast",
                g.op(
                    "Greater",
                    magnitudes,
                    g.op("Max", absolute, g.op("Mul", relative, largest)),
                ),
                to_i=TensorProto.INT64,
            ),
            minus_one_list,
            keepdims_i=0,
        )
    minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
    minus_two = g.op("Constant", value_t=torch.tensor(-2, dtype=torch.int64))
    one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    values_2 = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    values_3 = g.op("Constant", value_t=torch.tensor([0, 0, 0, 0], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
    zero_3 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    minus_one_2 = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.float64))
    zero_4 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float64))
    one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
    values_4 = g.op(
        "Constant",
        value_t=torch.tensor([0, 0, 0, 0, 0], dtype=torch.int64),
    )
    two_2 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
    biggest = g.op(
        "Reshape",
        g.op(
            "Cast",
            g.op(
                "Max",
                g.op("Gather", g.op("Shape", input), minus_one),
                g.op("Gather", g.op("Shape", input), minus_two),
            ),
            to_i=TensorProto.DOUBLE,
        ),
        one_list,
    )
    if dtype_name(input) == "float32":
        default_rtol_c = g.op(
            "Constant",
            value_t=torch.tensor(1.1920928955078125e-07, dtype=torch.float64),
        )
        default_rtol = g.op("Mul", biggest, default_rtol_c)
    else:
        default_rtol_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(2.220446049250313e-16, dtype=torch.float64),
        )
        default_rtol = g.op("Mul", biggest, default_rtol_c_2)
    if absent(atol):
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float64))
        absolute = g.op("Mul", biggest, zero)
    else:
        one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        absolute = g.op(
            "Reshape",
            g.op("Cast", atol, to_i=TensorProto.DOUBLE),
            g.op("Concat", g.op("Shape", atol), one_list_2, axis_i=0),
        )
    if present(rtol):
        one_list_3 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        relative = g.op(
            "Reshape",
            g.op("Cast", rtol, to_i=TensorProto.DOUBLE),
            g.op("Concat", g.op("Shape", rtol), one_list_3, axis_i=0),
        )
    elif absent(atol):
        relative = g.op("Identity", default_rtol)
    else:
        zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float64))
        relative = g.op(
            "Where",
            g.op("Greater", absolute, zero_2),
            zero_2,
            default_rtol,
        )
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
    positions = g.op("Range", zero_3, n, one)
    below = g.op("Unsqueeze", positions, one_list)
    height = g.op("Reshape", size, one_list)
    block = g.op(
        "Concat",
        oriented,
        g.op(
            "Expand",
            g.op("Cast", zero_3, to_i=TensorProto.DOUBLE),
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
    j = g.op("Mul", n, zero_3)

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
                g.op("Where", at_pivot, block, zero_4),
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
        q = g.op("Div", column, g.op("Where", g.op("Equal", norm, zero_4), one_2, norm))
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
                zero_4,
            ),
            g.op(
                "Where",
                g.op("Equal", below, j),
                g.op(
                    "Where",
                    g.op("GreaterOrEqual", positions, j),
                    projections,
                    zero_4,
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
    steps = g.op("Range", zero_3, last, one)
    pair = g.op("Range", zero_3, k, one)
    order = g.op(
        "Concat",
        g.op(
            "Where",
            g.op("Equal", pair, zero_3),
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
    slots = g.op("Range", zero_3, m, one)
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
    step = g.op("Mul", n, zero_3)

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
        uncoupled = g.op("Equal", apq, zero_4)
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
        r = g.op("Where", uncoupled, zero_4, rotate_div)
        t = g.op("Where", g.op("Less", tau, zero_4), g.op("Sub", zero_4, r), r)
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
                g.op("Concat", s, g.op("Sub", zero_4, s), axis_i=1),
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
    magnitudes = g.op("Cast", singular, to_i=TensorProto.DOUBLE)
    largest = g.op("Slice", magnitudes, zero_list, one_list, minus_one_list)
    return g.op(
        "ReduceSum",
        g.op(
            "Cast",
            g.op(
                "Greater",
                magnitudes,
                g.op("Max", absolute, g.op("Mul", relative, largest)),
            ),
            to_i=TensorProto.INT64,
        ),
        minus_one_list,
        keepdims_i=0,
    )


@torch_fallback(CONTRACT, SOURCE_OP)
def symbolic(g, *args):
    # The TorchScript exporter sends every overload of aten::linalg_matrix_rank here.
    if len(args) != 4:
        CONTRACT.refuse(
            "only aten::linalg_matrix_rank.atol_rtol_tensor(Tensor input, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) is mapped, not aten::linalg_matrix_rank or aten::linalg_matrix_rank.tol_tensor (another number of args)",
            args=len(args),
        )
    return _symbolic(g, *args)
