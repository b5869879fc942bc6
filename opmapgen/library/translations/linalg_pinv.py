"""linalg_pinv for the dynamo exporter: aten::linalg_pinv.atol_rtol_tensor -> ONNX Shape + Cast + Slice + Concat + Expand + Gather + Min + Max + Reshape + Range + Unsqueeze + GreaterOrEqual + Transpose + Where + Identity + Sub + Pad + Greater + Equal + Less + Mul + ReduceSum + ArgMax + Sqrt + Div + Add + Mod + GatherElements + Abs + MatMul + TopK, opsets 18 to 23.

Generated from mappings/aten/linalg_pinv.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    element_count,
    loop,
    onnx_dtype_of,
    present,
    torch_fallback,
    traced_sizes,
)

TARGET = "aten::linalg_pinv.atol_rtol_tensor"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::linalg_pinv.atol_rtol_tensor(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_pinv",
    "mappings/aten/linalg_pinv.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_pinv on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, atol=None, rtol=None, hermitian=False):
    check_inputs(CONTRACT, input=input, atol=atol, rtol=rtol)
    CONTRACT.require(
        present(traced_sizes(input)),
        "the matrices' size must be known at export (it sets the number of rotations): export with static shapes for the last two dims",
        input=input,
    )
    if element_count(input) == 0:
        zero = constant(0, dtype="int64")
        zero_list = constant([0], dtype="int64")
        minus_two_list = constant([-2], dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        values = constant([9223372036854775807], dtype="int64")
        shape = op.Shape(input)
        return op.Expand(
            op.Cast(zero, to=onnx_dtype_of(input)),
            op.Concat(
                op.Slice(shape, zero_list, minus_two_list),
                op.Slice(shape, minus_one_list, values),
                op.Slice(shape, minus_two_list, minus_one_list),
                axis=0,
            ),
        )
    minus_two = constant(-2, dtype="int64")
    minus_one = constant(-1, dtype="int64")
    minus_two_list = constant([-2], dtype="int64")
    values_2 = constant([9223372036854775807], dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    one_list_2 = constant([1], dtype="int64")
    values_3 = constant([0, 0, 0, 0], dtype="int64")
    zero_list = constant([0], dtype="int64")
    two_list = constant([2], dtype="int64")
    zero_2 = constant(0, dtype="int64")
    one_2 = constant(1, dtype="int64")
    zero_3 = constant(0, dtype="float64")
    minus_one_2 = constant(-1, dtype="float64")
    one_3 = constant(1, dtype="float64")
    two = constant(2, dtype="int64")
    values_4 = constant([0, 0, 0, 0, 0], dtype="int64")
    two_2 = constant(2, dtype="float64")
    values_5 = constant([0, 0], dtype="int64")
    values_6 = constant([-2, -1], dtype="int64")
    shape = op.Shape(input)
    rows = op.Gather(shape, minus_two)
    cols = op.Gather(shape, minus_one)
    n = op.Min(rows, cols)
    size = op.Max(rows, cols)
    read = op.Cast(
        op.Reshape(
            input,
            op.Concat(
                minus_one_list,
                op.Slice(shape, minus_two_list, values_2),
                axis=0,
            ),
        ),
        to=TensorProto.DOUBLE,
    )
    if hermitian:
        zero = constant(0, dtype="int64")
        one = constant(1, dtype="int64")
        one_list = constant([1], dtype="int64")
        flat = op.Where(
            op.GreaterOrEqual(
                op.Unsqueeze(op.Range(zero, rows, one), one_list),
                op.Range(zero, cols, one),
            ),
            read,
            op.Transpose(read, perm=[0, 2, 1]),
        )
    else:
        flat = op.Identity(read)
    square = op.Pad(
        flat,
        op.Concat(
            values_3,
            op.Reshape(op.Sub(size, rows), one_list_2),
            op.Reshape(op.Sub(size, cols), one_list_2),
            axis=0,
        ),
    )
    oriented = op.Slice(
        op.Where(op.Greater(cols, rows), op.Transpose(square, perm=[0, 2, 1]), square),
        zero_list,
        op.Reshape(n, one_list_2),
        two_list,
    )
    positions = op.Range(zero_2, n, one_2)
    below = op.Unsqueeze(positions, one_list_2)
    height = op.Reshape(size, one_list_2)
    identity = op.Cast(op.Equal(below, positions), to=TensorProto.DOUBLE)
    block = op.Concat(
        oriented,
        op.Expand(
            op.Cast(zero_2, to=TensorProto.DOUBLE),
            op.Concat(
                op.Slice(op.Shape(oriented), zero_list, one_list_2),
                op.Reshape(n, one_list_2),
                op.Reshape(n, one_list_2),
                axis=0,
            ),
        ),
        op.Expand(
            identity,
            op.Concat(
                op.Slice(op.Shape(oriented), zero_list, one_list_2),
                op.Reshape(n, one_list_2),
                op.Reshape(n, one_list_2),
                axis=0,
            ),
        ),
        axis=1,
    )
    basis = op.Where(op.Less(positions, zero_2), oriented, zero_3)
    j = op.Mul(n, zero_2)

    def factor(block, basis, j):
        w = op.Slice(block, zero_list, height, one_list_2)
        pivot = op.ArgMax(
            op.Where(
                op.Less(positions, j),
                minus_one_2,
                op.ReduceSum(op.Mul(w, w), one_list_2, keepdims=0),
            ),
            axis=1,
            keepdims=1,
        )
        at_pivot = op.Unsqueeze(op.Equal(positions, pivot), one_list_2)
        swapped = op.Where(
            op.Equal(positions, j),
            op.ReduceSum(op.Where(at_pivot, block, zero_3), two_list, keepdims=1),
            op.Where(
                at_pivot,
                op.Unsqueeze(op.Gather(block, j, axis=2), two_list),
                block,
            ),
        )
        v = op.Slice(swapped, zero_list, height, one_list_2)
        column = op.Gather(v, j, axis=2)
        norm = op.Sqrt(op.ReduceSum(op.Mul(column, column), one_list_2, keepdims=1))
        q = op.Div(column, op.Where(op.Equal(norm, zero_3), one_3, norm))
        projections = op.ReduceSum(
            op.Mul(op.Unsqueeze(q, two_list), v),
            one_list_2,
            keepdims=1,
        )
        block = op.Concat(
            op.Where(
                op.Greater(positions, j),
                op.Sub(v, op.Mul(op.Unsqueeze(q, two_list), projections)),
                zero_3,
            ),
            op.Where(
                op.Equal(below, j),
                op.Where(op.GreaterOrEqual(positions, j), projections, zero_3),
                op.Slice(
                    swapped,
                    height,
                    op.Reshape(op.Add(size, n), one_list_2),
                    one_list_2,
                ),
            ),
            op.Slice(
                swapped,
                op.Reshape(op.Add(size, n), one_list_2),
                op.Reshape(op.Add(op.Add(size, n), n), one_list_2),
                one_list_2,
            ),
            axis=1,
        )
        basis = op.Where(op.Equal(positions, j), op.Unsqueeze(q, two_list), basis)
        j = op.Add(j, one_2)
        return block, basis, j

    block, basis, j = loop(
        min(traced_sizes(input)[-2], traced_sizes(input)[-1]),
        factor,
        block,
        basis,
        j,
    )
    odd = op.Mod(n, two)
    m = op.Add(n, odd)
    k = op.Div(m, two)
    last = op.Sub(m, one_2)
    padded = op.Pad(
        op.Transpose(
            op.Slice(
                block,
                height,
                op.Reshape(op.Add(size, n), one_list_2),
                one_list_2,
            ),
            perm=[0, 2, 1],
        ),
        op.Concat(values_4, op.Reshape(odd, one_list_2), axis=0),
    )
    steps = op.Range(zero_2, last, one_2)
    pair = op.Range(zero_2, k, one_2)
    order = op.Concat(
        op.Where(
            op.Equal(pair, zero_2),
            last,
            op.Mod(op.Add(op.Unsqueeze(steps, one_list_2), pair), last),
        ),
        op.Mod(op.Add(op.Sub(op.Unsqueeze(steps, one_list_2), pair), last), last),
        axis=1,
    )
    slots = op.Range(zero_2, m, one_2)
    inverse = op.ArgMax(
        op.Cast(op.Equal(op.Unsqueeze(order, two_list), slots), to=TensorProto.FLOAT),
        axis=1,
        keepdims=0,
    )
    moves = op.GatherElements(
        op.Gather(inverse, op.Mod(op.Sub(op.Add(steps, last), one_2), last), axis=0),
        order,
        axis=1,
    )
    first = op.Gather(order, op.Sub(last, one_2), axis=0)
    columns = op.Gather(padded, first, axis=2)
    eye = op.Cast(
        op.Equal(op.Unsqueeze(slots, one_list_2), slots),
        to=TensorProto.DOUBLE,
    )
    vectors = op.Expand(
        op.Gather(eye, first, axis=1),
        op.Concat(
            op.Slice(op.Shape(padded), zero_list, one_list_2),
            op.Reshape(m, one_list_2),
            op.Reshape(m, one_list_2),
            axis=0,
        ),
    )
    swap = op.Cast(
        op.Equal(op.Unsqueeze(slots, one_list_2), op.Mod(op.Add(slots, k), m)),
        to=TensorProto.DOUBLE,
    )
    half = op.Reshape(k, one_list_2)
    whole = op.Reshape(m, one_list_2)
    step = op.Mul(n, zero_2)

    def rotate(columns, vectors, step):
        moved = op.Gather(moves, step, axis=0)
        b = op.Gather(columns, moved, axis=2)
        norms = op.ReduceSum(op.Mul(b, b), one_list_2, keepdims=0)
        app = op.Slice(norms, zero_list, half, one_list_2)
        aqq = op.Slice(norms, half, whole, one_list_2)
        apq = op.ReduceSum(
            op.Mul(
                op.Slice(b, zero_list, half, two_list),
                op.Slice(b, half, whole, two_list),
            ),
            one_list_2,
            keepdims=0,
        )
        uncoupled = op.Equal(apq, zero_3)
        tau = op.Div(op.Sub(aqq, app), op.Mul(two_2, op.Where(uncoupled, one_3, apq)))
        rotate_div = op.Div(
            one_3,
            op.Add(op.Abs(tau), op.Sqrt(op.Add(one_3, op.Mul(tau, tau)))),
        )
        r = op.Where(uncoupled, zero_3, rotate_div)
        t = op.Where(op.Less(tau, zero_3), op.Sub(zero_3, r), r)
        c = op.Div(one_3, op.Sqrt(op.Add(one_3, op.Mul(t, t))))
        s = op.Mul(t, c)
        cosines = op.Mul(op.Unsqueeze(op.Concat(c, c, axis=1), two_list), eye)
        sines = op.Mul(
            op.Unsqueeze(op.Concat(s, op.Sub(zero_3, s), axis=1), two_list),
            swap,
        )
        rotation = op.Add(cosines, sines)
        columns = op.MatMul(b, rotation)
        vectors = op.MatMul(op.Gather(vectors, moved, axis=2), rotation)
        step = op.Mod(op.Add(step, one_2), last)
        return columns, vectors, step

    columns, vectors, step = loop(
        (2 * ((min(traced_sizes(input)[-2], traced_sizes(input)[-1]) + 1) // 2) - 1)
        * (5 + min(traced_sizes(input)[-2], traced_sizes(input)[-1]) // 6),
        rotate,
        columns,
        vectors,
        step,
    )
    final = op.Slice(
        op.Gather(inverse, op.Sub(last, one_2), axis=0),
        zero_list,
        op.Reshape(n, one_list_2),
    )
    scaled = op.Gather(columns, final, axis=2)
    values = op.Sqrt(op.ReduceSum(op.Mul(scaled, scaled), one_list_2, keepdims=1))
    descending, descending_1 = op.TopK(values, op.Reshape(n, one_list_2), axis=-1)
    order_of = op.Expand(
        descending_1,
        op.Concat(
            op.Slice(op.Shape(scaled), zero_list, one_list_2),
            op.Reshape(n, one_list_2),
            op.Reshape(n, one_list_2),
            axis=0,
        ),
    )
    rotations = op.GatherElements(
        op.Gather(op.Gather(vectors, final, axis=2), positions, axis=1),
        order_of,
        axis=2,
    )
    normalized = op.GatherElements(
        op.Div(scaled, op.Where(op.Equal(values, zero_3), one_3, values)),
        order_of,
        axis=2,
    )
    left = op.MatMul(basis, rotations)
    right = op.MatMul(
        op.Slice(
            block,
            op.Reshape(op.Add(size, n), one_list_2),
            op.Reshape(op.Add(op.Add(size, n), n), one_list_2),
            one_list_2,
        ),
        normalized,
    )
    right_padded = op.Pad(
        right,
        op.Concat(values_3, op.Reshape(op.Sub(size, n), one_list_2), zero_list, axis=0),
    )
    wide = op.Greater(cols, rows)
    batch = op.Slice(shape, zero_list, minus_two_list)
    values_b = op.Reshape(
        descending,
        op.Concat(batch, op.Reshape(n, one_list_2), axis=0),
        allowzero=1,
    )
    if present(atol):
        absolute = op.Cast(atol, to=TensorProto.DOUBLE)
    else:
        zero_4 = constant(0, dtype="int64")
        absolute = op.Cast(zero_4, to=TensorProto.DOUBLE)
    if dtype_name(input) == "float32":
        default_rtol_c = constant(1.1920928955078125e-07, dtype="float64")
        default_rtol = op.Mul(op.Cast(size, to=TensorProto.DOUBLE), default_rtol_c)
    else:
        default_rtol_c_2 = constant(2.220446049250313e-16, dtype="float64")
        default_rtol = op.Mul(op.Cast(size, to=TensorProto.DOUBLE), default_rtol_c_2)
    if present(rtol):
        relative = op.Cast(rtol, to=TensorProto.DOUBLE)
    elif present(atol):
        zero_5 = constant(0, dtype="float64")
        relative = op.Where(op.Greater(absolute, zero_5), zero_5, default_rtol)
    else:
        relative = op.Identity(default_rtol)
    tolerance = op.Max(
        op.Reshape(absolute, op.Concat(op.Shape(absolute), one_list_2, axis=0)),
        op.Mul(
            op.Reshape(relative, op.Concat(op.Shape(relative), one_list_2, axis=0)),
            op.Slice(values_b, zero_list, one_list_2, minus_one_list),
        ),
    )
    kept = op.Where(
        op.Greater(values_b, tolerance),
        op.Div(one_3, op.Where(op.Equal(values_b, zero_3), one_3, values_b)),
        zero_3,
    )
    transposed_u = op.Reshape(
        op.Transpose(op.Where(wide, right_padded, left), perm=[0, 2, 1]),
        op.Concat(
            batch,
            op.Reshape(n, one_list_2),
            op.Reshape(size, one_list_2),
            axis=0,
        ),
        allowzero=1,
    )
    padded_v = op.Reshape(
        op.Where(wide, left, right_padded),
        op.Concat(
            batch,
            op.Reshape(size, one_list_2),
            op.Reshape(n, one_list_2),
            axis=0,
        ),
        allowzero=1,
    )
    scale = op.Reshape(
        kept,
        op.Concat(
            op.Slice(op.Shape(kept), zero_list, minus_one_list),
            one_list_2,
            op.Slice(op.Shape(kept), minus_one_list, values_2),
            axis=0,
        ),
    )
    inverse_full = op.MatMul(op.Mul(padded_v, scale), transposed_u)
    return op.Cast(
        op.Slice(
            inverse_full,
            values_5,
            op.Concat(
                op.Reshape(cols, one_list_2),
                op.Reshape(rows, one_list_2),
                axis=0,
            ),
            values_6,
        ),
        to=onnx_dtype_of(input),
    )
