"""linalg_pinv: aten::linalg_pinv.atol_rtol_tensor -> ONNX Shape + Cast + Slice + Concat + Expand + Gather + Min + Max + Reshape + Range + Unsqueeze + GreaterOrEqual + Transpose + Where + Identity + Sub + Pad + Greater + Equal + Less + Mul + ReduceSum + ArgMax + Sqrt + Div + Add + Mod + GatherElements + Abs + MatMul + TopK, opsets 14 to 20.

Generated from mappings/aten/linalg_pinv.yaml by `opmapgen build`; do not edit.

Source schema: aten::linalg_pinv.atol_rtol_tensor(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
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

SOURCE_OP = "aten::linalg_pinv"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(14, 21)
CONTRACT = Contract(
    "linalg_pinv",
    "mappings/aten/linalg_pinv.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_pinv on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
    scalar_typed_ops=(
        "Concat",
        "Min",
        "Max",
        "GreaterOrEqual",
        "Sub",
        "Greater",
        "Equal",
        "Less",
        "Mul",
        "Div",
        "Add",
        "Mod",
        "MatMul",
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
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        values = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        shape = g.op("Shape", input)
        return g.op(
            "Expand",
            g.op("Cast", zero, to_i=onnx_dtype_of(input)),
            g.op(
                "Concat",
                g.op("Slice", shape, zero_list, minus_two_list),
                g.op("Slice", shape, minus_one_list, values),
                g.op("Slice", shape, minus_two_list, minus_one_list),
                axis_i=0,
            ),
        )
    minus_two = g.op("Constant", value_t=torch.tensor(-2, dtype=torch.int64))
    minus_one = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.int64))
    minus_two_list = g.op("Constant", value_t=torch.tensor([-2], dtype=torch.int64))
    values_2 = g.op(
        "Constant",
        value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
    )
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    one_list_2 = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
    values_3 = g.op("Constant", value_t=torch.tensor([0, 0, 0, 0], dtype=torch.int64))
    zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
    two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
    zero_2 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    one_2 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    zero_3 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float64))
    minus_one_2 = g.op("Constant", value_t=torch.tensor(-1, dtype=torch.float64))
    one_3 = g.op("Constant", value_t=torch.tensor(1, dtype=torch.float64))
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
    values_4 = g.op(
        "Constant",
        value_t=torch.tensor([0, 0, 0, 0, 0], dtype=torch.int64),
    )
    two_2 = g.op("Constant", value_t=torch.tensor(2, dtype=torch.float64))
    values_5 = g.op("Constant", value_t=torch.tensor([0, 0], dtype=torch.int64))
    values_6 = g.op("Constant", value_t=torch.tensor([-2, -1], dtype=torch.int64))
    shape = g.op("Shape", input)
    rows = g.op("Gather", shape, minus_two)
    cols = g.op("Gather", shape, minus_one)
    n = g.op("Min", rows, cols)
    size = g.op("Max", rows, cols)
    read = g.op(
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
    if hermitian:
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        flat = g.op(
            "Where",
            g.op(
                "GreaterOrEqual",
                g.op("Unsqueeze", g.op("Range", zero, rows, one), one_list),
                g.op("Range", zero, cols, one),
            ),
            read,
            g.op("Transpose", read, perm_i=[0, 2, 1]),
        )
    else:
        flat = g.op("Identity", read)
    square = g.op(
        "Pad",
        flat,
        g.op(
            "Concat",
            values_3,
            g.op("Reshape", g.op("Sub", size, rows), one_list_2),
            g.op("Reshape", g.op("Sub", size, cols), one_list_2),
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
        g.op("Reshape", n, one_list_2),
        two_list,
    )
    positions = g.op("Range", zero_2, n, one_2)
    below = g.op("Unsqueeze", positions, one_list_2)
    height = g.op("Reshape", size, one_list_2)
    identity = g.op("Cast", g.op("Equal", below, positions), to_i=TensorProto.DOUBLE)
    block = g.op(
        "Concat",
        oriented,
        g.op(
            "Expand",
            g.op("Cast", zero_2, to_i=TensorProto.DOUBLE),
            g.op(
                "Concat",
                g.op("Slice", g.op("Shape", oriented), zero_list, one_list_2),
                g.op("Reshape", n, one_list_2),
                g.op("Reshape", n, one_list_2),
                axis_i=0,
            ),
        ),
        g.op(
            "Expand",
            identity,
            g.op(
                "Concat",
                g.op("Slice", g.op("Shape", oriented), zero_list, one_list_2),
                g.op("Reshape", n, one_list_2),
                g.op("Reshape", n, one_list_2),
                axis_i=0,
            ),
        ),
        axis_i=1,
    )
    basis = g.op("Where", g.op("Less", positions, zero_2), oriented, zero_3)
    j = g.op("Mul", n, zero_2)

    def factor(g, block, basis, j):
        w = g.op("Slice", block, zero_list, height, one_list_2)
        pivot = g.op(
            "ArgMax",
            g.op(
                "Where",
                g.op("Less", positions, j),
                minus_one_2,
                g.op("ReduceSum", g.op("Mul", w, w), one_list_2, keepdims_i=0),
            ),
            axis_i=1,
            keepdims_i=1,
        )
        at_pivot = g.op("Unsqueeze", g.op("Equal", positions, pivot), one_list_2)
        swapped = g.op(
            "Where",
            g.op("Equal", positions, j),
            g.op(
                "ReduceSum",
                g.op("Where", at_pivot, block, zero_3),
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
        v = g.op("Slice", swapped, zero_list, height, one_list_2)
        column = g.op("Gather", v, j, axis_i=2)
        norm = g.op(
            "Sqrt",
            g.op("ReduceSum", g.op("Mul", column, column), one_list_2, keepdims_i=1),
        )
        q = g.op("Div", column, g.op("Where", g.op("Equal", norm, zero_3), one_3, norm))
        projections = g.op(
            "ReduceSum",
            g.op("Mul", g.op("Unsqueeze", q, two_list), v),
            one_list_2,
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
                zero_3,
            ),
            g.op(
                "Where",
                g.op("Equal", below, j),
                g.op(
                    "Where",
                    g.op("GreaterOrEqual", positions, j),
                    projections,
                    zero_3,
                ),
                g.op(
                    "Slice",
                    swapped,
                    height,
                    g.op("Reshape", g.op("Add", size, n), one_list_2),
                    one_list_2,
                ),
            ),
            g.op(
                "Slice",
                swapped,
                g.op("Reshape", g.op("Add", size, n), one_list_2),
                g.op("Reshape", g.op("Add", g.op("Add", size, n), n), one_list_2),
                one_list_2,
            ),
            axis_i=1,
        )
        basis = g.op(
            "Where",
            g.op("Equal", positions, j),
            g.op("Unsqueeze", q, two_list),
            basis,
        )
        j = g.op("Add", j, one_2)
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
    last = g.op("Sub", m, one_2)
    padded = g.op(
        "Pad",
        g.op(
            "Transpose",
            g.op(
                "Slice",
                block,
                height,
                g.op("Reshape", g.op("Add", size, n), one_list_2),
                one_list_2,
            ),
            perm_i=[0, 2, 1],
        ),
        g.op("Concat", values_4, g.op("Reshape", odd, one_list_2), axis_i=0),
    )
    steps = g.op("Range", zero_2, last, one_2)
    pair = g.op("Range", zero_2, k, one_2)
    order = g.op(
        "Concat",
        g.op(
            "Where",
            g.op("Equal", pair, zero_2),
            last,
            g.op("Mod", g.op("Add", g.op("Unsqueeze", steps, one_list_2), pair), last),
        ),
        g.op(
            "Mod",
            g.op("Add", g.op("Sub", g.op("Unsqueeze", steps, one_list_2), pair), last),
            last,
        ),
        axis_i=1,
    )
    slots = g.op("Range", zero_2, m, one_2)
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
            g.op("Mod", g.op("Sub", g.op("Add", steps, last), one_2), last),
            axis_i=0,
        ),
        order,
        axis_i=1,
    )
    first = g.op("Gather", order, g.op("Sub", last, one_2), axis_i=0)
    columns = g.op("Gather", padded, first, axis_i=2)
    eye = g.op(
        "Cast",
        g.op("Equal", g.op("Unsqueeze", slots, one_list_2), slots),
        to_i=TensorProto.DOUBLE,
    )
    vectors = g.op(
        "Expand",
        g.op("Gather", eye, first, axis_i=1),
        g.op(
            "Concat",
            g.op("Slice", g.op("Shape", padded), zero_list, one_list_2),
            g.op("Reshape", m, one_list_2),
            g.op("Reshape", m, one_list_2),
            axis_i=0,
        ),
    )
    swap = g.op(
        "Cast",
        g.op(
            "Equal",
            g.op("Unsqueeze", slots, one_list_2),
            g.op("Mod", g.op("Add", slots, k), m),
        ),
        to_i=TensorProto.DOUBLE,
    )
    half = g.op("Reshape", k, one_list_2)
    whole = g.op("Reshape", m, one_list_2)
    step = g.op("Mul", n, zero_2)

    def rotate(g, columns, vectors, step):
        moved = g.op("Gather", moves, step, axis_i=0)
        b = g.op("Gather", columns, moved, axis_i=2)
        norms = g.op("ReduceSum", g.op("Mul", b, b), one_list_2, keepdims_i=0)
        app = g.op("Slice", norms, zero_list, half, one_list_2)
        aqq = g.op("Slice", norms, half, whole, one_list_2)
        apq = g.op(
            "ReduceSum",
            g.op(
                "Mul",
                g.op("Slice", b, zero_list, half, two_list),
                g.op("Slice", b, half, whole, two_list),
            ),
            one_list_2,
            keepdims_i=0,
        )
        uncoupled = g.op("Equal", apq, zero_3)
        tau = g.op(
            "Div",
            g.op("Sub", aqq, app),
            g.op("Mul", two_2, g.op("Where", uncoupled, one_3, apq)),
        )
        rotate_div = g.op(
            "Div",
            one_3,
            g.op(
                "Add",
                g.op("Abs", tau),
                g.op("Sqrt", g.op("Add", one_3, g.op("Mul", tau, tau))),
            ),
        )
        r = g.op("Where", uncoupled, zero_3, rotate_div)
        t = g.op("Where", g.op("Less", tau, zero_3), g.op("Sub", zero_3, r), r)
        c = g.op("Div", one_3, g.op("Sqrt", g.op("Add", one_3, g.op("Mul", t, t))))
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
                g.op("Concat", s, g.op("Sub", zero_3, s), axis_i=1),
                two_list,
            ),
            swap,
        )
        rotation = g.op("Add", cosines, sines)
        columns = g.op("MatMul", b, rotation)
        vectors = g.op("MatMul", g.op("Gather", vectors, moved, axis_i=2), rotation)
        step = g.op("Mod", g.op("Add", step, one_2), last)
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
        g.op("Gather", inverse, g.op("Sub", last, one_2), axis_i=0),
        zero_list,
        g.op("Reshape", n, one_list_2),
    )
    scaled = g.op("Gather", columns, final, axis_i=2)
    values = g.op(
        "Sqrt",
        g.op("ReduceSum", g.op("Mul", scaled, scaled), one_list_2, keepdims_i=1),
    )
    descending, descending_1 = g.op(
        "TopK",
        values,
        g.op("Reshape", n, one_list_2),
        axis_i=-1,
        outputs=2,
    )
    order_of = g.op(
        "Expand",
        descending_1,
        g.op(
            "Concat",
            g.op("Slice", g.op("Shape", scaled), zero_list, one_list_2),
            g.op("Reshape", n, one_list_2),
            g.op("Reshape", n, one_list_2),
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
            g.op("Where", g.op("Equal", values, zero_3), one_3, values),
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
            g.op("Reshape", g.op("Add", size, n), one_list_2),
            g.op("Reshape", g.op("Add", g.op("Add", size, n), n), one_list_2),
            one_list_2,
        ),
        normalized,
    )
    right_padded = g.op(
        "Pad",
        right,
        g.op(
            "Concat",
            values_3,
            g.op("Reshape", g.op("Sub", size, n), one_list_2),
            zero_list,
            axis_i=0,
        ),
    )
    wide = g.op("Greater", cols, rows)
    batch = g.op("Slice", shape, zero_list, minus_two_list)
    values_b = g.op(
        "Reshape",
        descending,
        g.op("Concat", batch, g.op("Reshape", n, one_list_2), axis_i=0),
        allowzero_i=1,
    )
    if present(atol):
        absolute = g.op("Cast", atol, to_i=TensorProto.DOUBLE)
    else:
        zero_4 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        absolute = g.op("Cast", zero_4, to_i=TensorProto.DOUBLE)
    if dtype_name(input) == "float32":
        default_rtol_c = g.op(
            "Constant",
            value_t=torch.tensor(1.1920928955078125e-07, dtype=torch.float64),
        )
        default_rtol = g.op(
            "Mul",
            g.op("Cast", size, to_i=TensorProto.DOUBLE),
            default_rtol_c,
        )
    else:
        default_rtol_c_2 = g.op(
            "Constant",
            value_t=torch.tensor(2.220446049250313e-16, dtype=torch.float64),
        )
        default_rtol = g.op(
            "Mul",
            g.op("Cast", size, to_i=TensorProto.DOUBLE),
            default_rtol_c_2,
        )
    if present(rtol):
        relative = g.op("Cast", rtol, to_i=TensorProto.DOUBLE)
    elif present(atol):
        zero_5 = g.op("Constant", value_t=torch.tensor(0, dtype=torch.float64))
        relative = g.op(
            "Where",
            g.op("Greater", absolute, zero_5),
            zero_5,
            default_rtol,
        )
    else:
        relative = g.op("Identity", default_rtol)
    tolerance = g.op(
        "Max",
        g.op(
            "Reshape",
            absolute,
            g.op("Concat", g.op("Shape", absolute), one_list_2, axis_i=0),
        ),
        g.op(
            "Mul",
            g.op(
                "Reshape",
                relative,
                g.op("Concat", g.op("Shape", relative), one_list_2, axis_i=0),
            ),
            g.op("Slice", values_b, zero_list, one_list_2, minus_one_list),
        ),
    )
    kept = g.op(
        "Where",
        g.op("Greater", values_b, tolerance),
        g.op(
            "Div",
            one_3,
            g.op("Where", g.op("Equal", values_b, zero_3), one_3, values_b),
        ),
        zero_3,
    )
    transposed_u = g.op(
        "Reshape",
        g.op("Transpose", g.op("Where", wide, right_padded, left), perm_i=[0, 2, 1]),
        g.op(
            "Concat",
            batch,
            g.op("Reshape", n, one_list_2),
            g.op("Reshape", size, one_list_2),
            axis_i=0,
        ),
        allowzero_i=1,
    )
    padded_v = g.op(
        "Reshape",
        g.op("Where", wide, left, right_padded),
        g.op(
            "Concat",
            batch,
            g.op("Reshape", size, one_list_2),
            g.op("Reshape", n, one_list_2),
            axis_i=0,
        ),
        allowzero_i=1,
    )
    scale = g.op(
        "Reshape",
        kept,
        g.op(
            "Concat",
            g.op("Slice", g.op("Shape", kept), zero_list, minus_one_list),
            one_list_2,
            g.op("Slice", g.op("Shape", kept), minus_one_list, values_2),
            axis_i=0,
        ),
    )
    inverse_full = g.op("MatMul", g.op("Mul", padded_v, scale), transposed_u)
    return g.op(
        "Cast",
        g.op(
            "Slice",
            inverse_full,
            values_5,
            g.op(
                "Concat",
                g.op("Reshape", cols, one_list_2),
                g.op("Reshape", rows, one_list_2),
                axis_i=0,
            ),
            values_6,
        ),
        to_i=onnx_dtype_of(input),
    )


@torch_fallback(CONTRACT, SOURCE_OP)
def symbolic(g, *args):
    # The TorchScript exporter sends every overload of aten::linalg_pinv here.
    if len(args) != 4:
        CONTRACT.refuse(
            "only aten::linalg_pinv.atol_rtol_tensor(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) is mapped, not aten::linalg_pinv or aten::linalg_pinv.rcond_tensor (another number of args)",
            args=len(args),
        )
    return _symbolic(g, *args)
