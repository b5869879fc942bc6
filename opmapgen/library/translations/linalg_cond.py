"""linalg_cond for the dynamo exporter: aten::linalg_cond -> ONNX Cast + Shape + Slice + Expand + com.microsoft::Inverse + Abs + ReduceSum + Concat + Gather + Reshape + Neg + TopK + Identity + Less + Where + Mul + IsNaN + Squeeze + Min + Max + Sub + Pad + Greater + Transpose + Range + Unsqueeze + ArgMax + Equal + Sqrt + Div + GreaterOrEqual + Add + Mod + GatherElements + MatMul, opsets 18 to 23.

Generated from mappings/aten/linalg_cond.yaml by `opmapgen build`; do not edit.

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
    custom_op,
    element_count,
    loop,
    onnx_dtype_of,
    present,
    torch_fallback,
    traced_sizes,
)

TARGET = "aten::linalg_cond.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::linalg_cond(Tensor self, Scalar? p=None) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_cond",
    "mappings/aten/linalg_cond.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_cond on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
)
Inverse = custom_op("com.microsoft", 1, "Inverse", inputs=1, attributes={})


@torch_fallback(CONTRACT, TARGET)
def translation(input, p=None):
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
        zero = constant(0, dtype="int64")
        zero_list = constant([0], dtype="int64")
        minus_two_list = constant([-2], dtype="int64")
        return op.Expand(
            op.Cast(zero, to=onnx_dtype_of(input)),
            op.Slice(op.Shape(input), zero_list, minus_two_list),
        )
    if present(p) and p not in (2, -2):
        minus_one = constant(-1, dtype="int64")
        one_list = constant([1], dtype="int64")
        zero_list = constant([0], dtype="int64")
        minus_two_list_2 = constant([-2], dtype="int64")
        two_list = constant([2], dtype="int64")
        values = constant([-2, -1], dtype="int64")
        inf = constant(float("inf"), like=input)
        inverse = Inverse(input)
        if p in (1, -1):
            minus_two_list = constant([-2], dtype="int64")
            sums = op.Concat(
                op.ReduceSum(op.Abs(input), minus_two_list, keepdims=0),
                op.ReduceSum(op.Abs(inverse), minus_two_list, keepdims=0),
                axis=-1,
            )
        else:
            minus_one_list = constant([-1], dtype="int64")
            sums = op.Concat(
                op.ReduceSum(op.Abs(input), minus_one_list, keepdims=0),
                op.ReduceSum(op.Abs(inverse), minus_one_list, keepdims=0),
                axis=-1,
            )
        size = op.Reshape(op.Gather(op.Shape(input), minus_one), one_list)
        halves = op.Concat(
            op.Slice(op.Shape(input), zero_list, minus_two_list_2),
            two_list,
            size,
            axis=0,
        )
        if p > 0:
            signed = op.Reshape(sums, halves, allowzero=1)
        else:
            signed = op.Neg(op.Reshape(sums, halves, allowzero=1))
        top, _ = op.TopK(signed, one_list, axis=-1)
        if p > 0:
            extreme = op.Identity(top)
        else:
            extreme = op.Neg(top)
        norm_a = op.Slice(extreme, zero_list, one_list, minus_two_list_2)
        finite = op.Less(op.ReduceSum(op.Abs(inverse), values, keepdims=1), inf)
        norm_inverse = op.Where(
            finite,
            op.Slice(extreme, one_list, two_list, minus_two_list_2),
            inf,
        )
        product = op.Mul(norm_a, norm_inverse)
        return op.Squeeze(op.Where(op.IsNaN(product), inf, product), values)
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
    minus_one_2 = constant(-1, dtype="float64")
    zero_2 = constant(0, dtype="float64")
    one_2 = constant(1, dtype="float64")
    two = constant(2, dtype="int64")
    values_4 = constant([0, 0, 0, 0, 0], dtype="int64")
    two_2 = constant(2, dtype="float64")
    shape = op.Shape(input)
    rows = op.Gather(shape, minus_two)
    cols = op.Gather(shape, minus_one)
    n = op.Min(rows, cols)
    size = op.Max(rows, cols)
    flat = op.Cast(
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
        axis=1,
    )
    j = op.Mul(n, zero)

    def factor(block, j):
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
            axis=1,
        )
        j = op.Add(j, one)
        return block, j

    block, j = loop(
        min(traced_sizes(input)[-2], traced_sizes(input)[-1]),
        factor,
        block,
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
    swap = op.Cast(
        op.Equal(op.Unsqueeze(slots, one_list), op.Mod(op.Add(slots, k), m)),
        to=TensorProto.DOUBLE,
    )
    half = op.Reshape(k, one_list)
    whole = op.Reshape(m, one_list)
    step = op.Mul(n, zero)

    def rotate(columns, step):
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
        columns = op.MatMul(b, op.Add(cosines, sines))
        step = op.Mod(op.Add(step, one), last)
        return columns, step

    columns, step = loop(
        (2 * ((min(traced_sizes(input)[-2], traced_sizes(input)[-1]) + 1) // 2) - 1)
        * (5 + min(traced_sizes(input)[-2], traced_sizes(input)[-1]) // 6),
        rotate,
        columns,
        step,
    )
    values = op.Sqrt(op.ReduceSum(op.Mul(columns, columns), one_list, keepdims=0))
    descending, _ = op.TopK(values, op.Reshape(n, one_list), axis=-1)
    singular = op.Cast(
        op.Reshape(
            descending,
            op.Concat(
                op.Slice(shape, zero_list, minus_two_list),
                op.Reshape(n, one_list),
                axis=0,
            ),
            allowzero=1,
        ),
        to=onnx_dtype_of(input),
    )
    largest = op.Slice(singular, zero_list, one_list, minus_one_list)
    smallest = op.Slice(singular, minus_one_list, values_2, minus_one_list)
    if present(p) and p < 0:
        minus_one_list_2 = constant([-1], dtype="int64")
        return op.Squeeze(op.Div(smallest, largest), minus_one_list_2)
    else:
        minus_one_list_3 = constant([-1], dtype="int64")
        return op.Squeeze(op.Div(largest, smallest), minus_one_list_3)
