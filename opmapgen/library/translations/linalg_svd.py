"""linalg_svd for the dynamo exporter: aten::linalg_svd -> ONNX Shape + Slice + Min + Cast + Concat + Expand + Gather + Max + Reshape + Sub + Pad + Greater + Transpose + Where + Range + Unsqueeze + Equal + Less + Mul + ReduceSum + ArgMax + Sqrt + Div + GreaterOrEqual + Add + Mod + GatherElements + Abs + MatMul + TopK + Sign, opsets 18 to 23.

Generated from mappings/aten/linalg_svd.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    absent,
    check_inputs,
    constant,
    element_count,
    loop,
    onnx_dtype_of,
    present,
    torch_fallback,
    traced_sizes,
)

TARGET = "aten::linalg_svd.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::linalg_svd(Tensor A, bool full_matrices=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_svd",
    "mappings/aten/linalg_svd.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_svdvals on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(A, full_matrices=True, driver=None):
    check_inputs(CONTRACT, A=A)
    CONTRACT.require(
        present(traced_sizes(A)),
        "the matrices' size must be known at export (it sets the number of rotations): export with static shapes for the last two dims",
        A=A,
    )
    CONTRACT.require(
        absent(driver),
        "driver= is not mapped (torch takes it for CUDA inputs only, with cuSOLVER: on the CPU eager refuses any driver)",
        driver=driver,
    )
    CONTRACT.require(
        not full_matrices or traced_sizes(A)[-1] == traced_sizes(A)[-2],
        "full_matrices=True is not mapped for a matrix that is not square: the columns of U (rows of Vh) past min(m, n) are any orthonormal basis of what the others leave, which no rule fixes; call torch.linalg.svd(A, full_matrices=False)",
        full_matrices=full_matrices,
        A=A,
    )
    if element_count(A) == 0:
        zero_list = constant([0], dtype="int64")
        minus_two_list = constant([-2], dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        values = constant([9223372036854775807], dtype="int64")
        zero_2 = constant(0, dtype="int64")
        shape = op.Shape(A)
        batch = op.Slice(shape, zero_list, minus_two_list)
        rows = op.Slice(shape, minus_two_list, minus_one_list)
        cols = op.Slice(shape, minus_one_list, values)
        k = op.Min(rows, cols)
        zero = op.Cast(zero_2, to=onnx_dtype_of(A))
        U = op.Expand(zero, op.Concat(batch, rows, k, axis=0))
        S = op.Expand(zero, op.Concat(batch, k, axis=0))
        Vh = op.Expand(zero, op.Concat(batch, k, cols, axis=0))
        return U, S, Vh
    minus_two = constant(-2, dtype="int64")
    minus_one = constant(-1, dtype="int64")
    minus_two_list = constant([-2], dtype="int64")
    values_2 = constant([9223372036854775807], dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    one_list = constant([1], dtype="int64")
    values_3 = constant([0, 0, 0, 0], dtype="int64")
    zero_list = constant([0], dtype="int64")
    two_list = constant([2], dtype="int64")
    zero = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    zero_2 = constant(0, dtype="float64")
    minus_one_2 = constant(-1, dtype="float64")
    one_2 = constant(1, dtype="float64")
    two = constant(2, dtype="int64")
    values_4 = constant([0, 0, 0, 0, 0], dtype="int64")
    two_2 = constant(2, dtype="float64")
    first_largest_c = constant(0.999, dtype="float64")
    shape = op.Shape(A)
    rows = op.Gather(shape, minus_two)
    cols = op.Gather(shape, minus_one)
    n = op.Min(rows, cols)
    size = op.Max(rows, cols)
    flat = op.Cast(
        op.Reshape(
            A,
            op.Concat(
                minus_one_list,
                op.Slice(shape, minus_two_list, values_2),
                axis=0,
            ),
        ),
        to=TensorProto.DOUBLE,
    )
    square = op.Pad(
        flat,
        op.Concat(
            values_3,
            op.Reshape(op.Sub(size, rows), one_list),
            op.Reshape(op.Sub(size, cols), one_list),
            axis=0,
        ),
    )
    oriented = op.Slice(
        op.Where(op.Greater(cols, rows), op.Transpose(square, perm=[0, 2, 1]), square),
        zero_list,
        op.Reshape(n, one_list),
        two_list,
    )
    positions = op.Range(zero, n, one)
    below = op.Unsqueeze(positions, one_list)
    height = op.Reshape(size, one_list)
    identity = op.Cast(op.Equal(below, positions), to=TensorProto.DOUBLE)
    block = op.Concat(
        oriented,
        op.Expand(
            op.Cast(zero, to=TensorProto.DOUBLE),
            op.Concat(
                op.Slice(op.Shape(oriented), zero_list, one_list),
                op.Reshape(n, one_list),
                op.Reshape(n, one_list),
                axis=0,
            ),
        ),
        op.Expand(
            identity,
            op.Concat(
                op.Slice(op.Shape(oriented), zero_list, one_list),
                op.Reshape(n, one_list),
                op.Reshape(n, one_list),
                axis=0,
            ),
        ),
        axis=1,
    )
    basis = op.Where(op.Less(positions, zero), oriented, zero_2)
    j = op.Mul(n, zero)

    def factor(block, basis, j):
        w = op.Slice(block, zero_list, height, one_list)
        pivot = op.ArgMax(
            op.Where(
                op.Less(positions, j),
                minus_one_2,
                op.ReduceSum(op.Mul(w, w), one_list, keepdims=0),
            ),
            axis=1,
            keepdims=1,
        )
        at_pivot = op.Unsqueeze(op.Equal(positions, pivot), one_list)
        swapped = op.Where(
            op.Equal(positions, j),
            op.ReduceSum(op.Where(at_pivot, block, zero_2), two_list, keepdims=1),
            op.Where(
                at_pivot,
                op.Unsqueeze(op.Gather(block, j, axis=2), two_list),
                block,
            ),
        )
        v = op.Slice(swapped, zero_list, height, one_list)
        column = op.Gather(v, j, axis=2)
        norm = op.Sqrt(op.ReduceSum(op.Mul(column, column), one_list, keepdims=1))
        q = op.Div(column, op.Where(op.Equal(norm, zero_2), one_2, norm))
        projections = op.ReduceSum(
            op.Mul(op.Unsqueeze(q, two_list), v),
            one_list,
            keepdims=1,
        )
        block = op.Concat(
            op.Where(
                op.Greater(positions, j),
                op.Sub(v, op.Mul(op.Unsqueeze(q, two_list), projections)),
                zero_2,
            ),
            op.Where(
                op.Equal(below, j),
                op.Where(op.GreaterOrEqual(positions, j), projections, zero_2),
                op.Slice(
                    swapped,
                    height,
                    op.Reshape(op.Add(size, n), one_list),
                    one_list,
                ),
            ),
            op.Slice(
                swapped,
                op.Reshape(op.Add(size, n), one_list),
                op.Reshape(op.Add(op.Add(size, n), n), one_list),
                one_list,
            ),
            axis=1,
        )
        basis = op.Where(op.Equal(positions, j), op.Unsqueeze(q, two_list), basis)
        j = op.Add(j, one)
        return block, basis, j

    block, basis, j = loop(
        min(traced_sizes(A)[-2], traced_sizes(A)[-1]),
        factor,
        block,
        basis,
        j,
    )
    odd = op.Mod(n, two)
    m = op.Add(n, odd)
    k = op.Div(m, two)
    last = op.Sub(m, one)
    padded = op.Pad(
        op.Transpose(
            op.Slice(block, height, op.Reshape(op.Add(size, n), one_list), one_list),
            perm=[0, 2, 1],
        ),
        op.Concat(values_4, op.Reshape(odd, one_list), axis=0),
    )
    steps = op.Range(zero, last, one)
    pair = op.Range(zero, k, one)
    order = op.Concat(
        op.Where(
            op.Equal(pair, zero),
            last,
            op.Mod(op.Add(op.Unsqueeze(steps, one_list), pair), last),
        ),
        op.Mod(op.Add(op.Sub(op.Unsqueeze(steps, one_list), pair), last), last),
        axis=1,
    )
    slots = op.Range(zero, m, one)
    inverse = op.ArgMax(
        op.Cast(op.Equal(op.Unsqueeze(order, two_list), slots), to=TensorProto.FLOAT),
        axis=1,
        keepdims=0,
    )
    moves = op.GatherElements(
        op.Gather(inverse, op.Mod(op.Sub(op.Add(steps, last), one), last), axis=0),
        order,
        axis=1,
    )
    first = op.Gather(order, op.Sub(last, one), axis=0)
    columns = op.Gather(padded, first, axis=2)
    eye = op.Cast(op.Equal(op.Unsqueeze(slots, one_list), slots), to=TensorProto.DOUBLE)
    vectors = op.Expand(
        op.Gather(eye, first, axis=1),
        op.Concat(
            op.Slice(op.Shape(padded), zero_list, one_list),
            op.Reshape(m, one_list),
            op.Reshape(m, one_list),
            axis=0,
        ),
    )
    swap = op.Cast(
        op.Equal(op.Unsqueeze(slots, one_list), op.Mod(op.Add(slots, k), m)),
        to=TensorProto.DOUBLE,
    )
    half = op.Reshape(k, one_list)
    whole = op.Reshape(m, one_list)
    step = op.Mul(n, zero)

    def rotate(columns, vectors, step):
        moved = op.Gather(moves, step, axis=0)
        b = op.Gather(columns, moved, axis=2)
        norms = op.ReduceSum(op.Mul(b, b), one_list, keepdims=0)
        app = op.Slice(norms, zero_list, half, one_list)
        aqq = op.Slice(norms, half, whole, one_list)
        apq = op.ReduceSum(
            op.Mul(
                op.Slice(b, zero_list, half, two_list),
                op.Slice(b, half, whole, two_list),
            ),
            one_list,
            keepdims=0,
        )
        uncoupled = op.Equal(apq, zero_2)
        tau = op.Div(op.Sub(aqq, app), op.Mul(two_2, op.Where(uncoupled, one_2, apq)))
        rotate_div = op.Div(
            one_2,
            op.Add(op.Abs(tau), op.Sqrt(op.Add(one_2, op.Mul(tau, tau)))),
        )
        r = op.Where(uncoupled, zero_2, rotate_div)
        t = op.Where(op.Less(tau, zero_2), op.Sub(zero_2, r), r)
        c = op.Div(one_2, op.Sqrt(op.Add(one_2, op.Mul(t, t))))
        s = op.Mul(t, c)
        cosines = op.Mul(op.Unsqueeze(op.Concat(c, c, axis=1), two_list), eye)
        sines = op.Mul(
            op.Unsqueeze(op.Concat(s, op.Sub(zero_2, s), axis=1), two_list),
            swap,
        )
        rotation = op.Add(cosines, sines)
        columns = op.MatMul(b, rotation)
        vectors = op.MatMul(op.Gather(vectors, moved, axis=2), rotation)
        step = op.Mod(op.Add(step, one), last)
        return columns, vectors, step

    columns, vectors, step = loop(
        (2 * ((min(traced_sizes(A)[-2], traced_sizes(A)[-1]) + 1) // 2) - 1)
        * (5 + min(traced_sizes(A)[-2], traced_sizes(A)[-1]) // 6),
        rotate,
        columns,
        vectors,
        step,
    )
    final = op.Slice(
        op.Gather(inverse, op.Sub(last, one), axis=0),
        zero_list,
        op.Reshape(n, one_list),
    )
    scaled = op.Gather(columns, final, axis=2)
    values = op.Sqrt(op.ReduceSum(op.Mul(scaled, scaled), one_list, keepdims=1))
    descending, descending_1 = op.TopK(values, op.Reshape(n, one_list), axis=-1)
    order_of = op.Expand(
        descending_1,
        op.Concat(
            op.Slice(op.Shape(scaled), zero_list, one_list),
            op.Reshape(n, one_list),
            op.Reshape(n, one_list),
            axis=0,
        ),
    )
    rotations = op.GatherElements(
        op.Gather(op.Gather(vectors, final, axis=2), positions, axis=1),
        order_of,
        axis=2,
    )
    normalized = op.GatherElements(
        op.Div(scaled, op.Where(op.Equal(values, zero_2), one_2, values)),
        order_of,
        axis=2,
    )
    left = op.MatMul(basis, rotations)
    right = op.MatMul(
        op.Slice(
            block,
            op.Reshape(op.Add(size, n), one_list),
            op.Reshape(op.Add(op.Add(size, n), n), one_list),
            one_list,
        ),
        normalized,
    )
    right_padded = op.Pad(
        right,
        op.Concat(values_3, op.Reshape(op.Sub(size, n), one_list), zero_list, axis=0),
    )
    wide = op.Greater(cols, rows)
    a_left = op.Gather(
        op.Where(wide, right_padded, left),
        op.Range(zero, rows, one),
        axis=1,
    )
    a_right = op.Gather(
        op.Where(wide, left, right_padded),
        op.Range(zero, cols, one),
        axis=1,
    )
    magnitude = op.Abs(a_left)
    largest, _ = op.TopK(magnitude, one_list, axis=1)
    first_largest = op.ArgMax(
        op.Cast(
            op.GreaterOrEqual(magnitude, op.Mul(largest, first_largest_c)),
            to=TensorProto.INT32,
        ),
        axis=1,
        keepdims=1,
    )
    signs = op.Sign(op.GatherElements(a_left, first_largest, axis=1))
    signed = op.Where(op.Equal(signs, zero_2), one_2, signs)
    batch = op.Slice(shape, zero_list, minus_two_list)
    U = op.Cast(
        op.Reshape(
            op.Mul(a_left, signed),
            op.Concat(
                batch,
                op.Reshape(rows, one_list),
                op.Reshape(n, one_list),
                axis=0,
            ),
            allowzero=1,
        ),
        to=onnx_dtype_of(A),
    )
    S = op.Cast(
        op.Reshape(
            descending,
            op.Concat(batch, op.Reshape(n, one_list), axis=0),
            allowzero=1,
        ),
        to=onnx_dtype_of(A),
    )
    Vh = op.Cast(
        op.Reshape(
            op.Transpose(op.Mul(a_right, signed), perm=[0, 2, 1]),
            op.Concat(
                batch,
                op.Reshape(n, one_list),
                op.Reshape(cols, one_list),
                axis=0,
            ),
            allowzero=1,
        ),
        to=onnx_dtype_of(A),
    )
    return U, S, Vh
