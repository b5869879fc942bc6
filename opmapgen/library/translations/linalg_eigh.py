"""linalg_eigh for the dynamo exporter: aten::linalg_eigh -> ONNX ReduceSum + Identity + Shape + Gather + Slice + Concat + Reshape + Cast + Range + Unsqueeze + LessOrEqual + GreaterOrEqual + Transpose + Where + Mod + Add + Div + Sub + Pad + Equal + ArgMax + GatherElements + Expand + Mul + Abs + Sqrt + Less + MatMul + TopK + Sign, opsets 18 to 23.

Generated from mappings/aten/linalg_eigh.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnx import TensorProto
from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    element_count,
    loop,
    onnx_dtype_of,
    present,
    torch_fallback,
    traced_sizes,
)

TARGET = "aten::linalg_eigh.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = 'aten::linalg_eigh(Tensor self, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)'
OPSETS = range(18, 24)
CONTRACT = Contract(
    "linalg_eigh",
    "mappings/aten/linalg_eigh.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "torch does not take float16 inputs to linalg_eigh on the CPU",
        "complex": "not mapped yet (complex numbers are a separate family)",
    },
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, UPLO="L"):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(traced_sizes(input)),
        "the matrices' size must be known at export (it sets the number of rotations): export with static shapes for the last two dims",
        input=input,
    )
    if element_count(input) == 0:
        minus_one_list = constant([-1], dtype="int64")
        eigenvalues = op.ReduceSum(input, minus_one_list, keepdims=0)
        eigenvectors = op.Identity(input)
        return eigenvalues, eigenvectors
    minus_one = constant(-1, dtype="int64")
    minus_two_list = constant([-2], dtype="int64")
    values_2 = constant([9223372036854775807], dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    zero = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    two = constant(2, dtype="int64")
    one_list_3 = constant([1], dtype="int64")
    values_3 = constant([0, 0, 0, 0], dtype="int64")
    two_list = constant([2], dtype="int64")
    zero_list_3 = constant([0], dtype="int64")
    zero_2 = constant(0, dtype="float64")
    one_2 = constant(1, dtype="float64")
    two_2 = constant(2, dtype="float64")
    first_largest_c = constant(0.999, dtype="float64")
    shape = op.Shape(input)
    n = op.Gather(shape, minus_one)
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
    positions = op.Range(zero, n, one)
    if UPLO in ("U", "u"):
        one_list = constant([1], dtype="int64")
        zero_list = constant([0], dtype="int64")
        read = op.LessOrEqual(
            op.Unsqueeze(positions, one_list),
            op.Unsqueeze(positions, zero_list),
        )
    else:
        one_list_2 = constant([1], dtype="int64")
        zero_list_2 = constant([0], dtype="int64")
        read = op.GreaterOrEqual(
            op.Unsqueeze(positions, one_list_2),
            op.Unsqueeze(positions, zero_list_2),
        )
    symmetric = op.Where(read, flat, op.Transpose(flat, perm=[0, 2, 1]))
    odd = op.Mod(n, two)
    m = op.Add(n, odd)
    k = op.Div(m, two)
    last = op.Sub(m, one)
    padded = op.Pad(
        symmetric,
        op.Concat(
            values_3,
            op.Reshape(odd, one_list_3),
            op.Reshape(odd, one_list_3),
            axis=0,
        ),
    )
    steps = op.Range(zero, last, one)
    pair = op.Range(zero, k, one)
    order = op.Concat(
        op.Where(
            op.Equal(pair, zero),
            last,
            op.Mod(op.Add(op.Unsqueeze(steps, one_list_3), pair), last),
        ),
        op.Mod(op.Add(op.Sub(op.Unsqueeze(steps, one_list_3), pair), last), last),
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
    matrix = op.Gather(op.Gather(padded, first, axis=1), first, axis=2)
    eye = op.Cast(
        op.Equal(op.Unsqueeze(slots, one_list_3), slots),
        to=TensorProto.DOUBLE,
    )
    vectors = op.Expand(op.Gather(eye, first, axis=1), op.Shape(matrix))
    swap = op.Cast(
        op.Equal(op.Unsqueeze(slots, one_list_3), op.Mod(op.Add(slots, k), m)),
        to=TensorProto.DOUBLE,
    )
    half = op.Reshape(k, one_list_3)
    whole = op.Reshape(m, one_list_3)
    step = op.Mul(n, zero)

    def rotate(matrix, vectors, step):
        moved = op.Gather(moves, step, axis=0)
        b = op.Gather(op.Gather(matrix, moved, axis=1), moved, axis=2)
        diagonal = op.ReduceSum(op.Mul(b, eye), two_list, keepdims=0)
        app = op.Slice(diagonal, zero_list_3, half, one_list_3)
        aqq = op.Slice(diagonal, half, whole, one_list_3)
        apq = op.Slice(
            op.ReduceSum(op.Mul(b, swap), two_list, keepdims=0),
            zero_list_3,
            half,
            one_list_3,
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
        matrix = op.MatMul(op.MatMul(op.Sub(cosines, sines), b), rotation)
        vectors = op.MatMul(op.Gather(vectors, moved, axis=2), rotation)
        step = op.Mod(op.Add(step, one), last)
        return matrix, vectors, step

    matrix, vectors, step = loop(
        (traced_sizes(input)[-1] - 1 + traced_sizes(input)[-1] % 2)
        * (6 + traced_sizes(input)[-1] // 6),
        rotate,
        matrix,
        vectors,
        step,
    )
    final = op.Slice(
        op.Gather(inverse, op.Sub(last, one), axis=0),
        zero_list_3,
        op.Reshape(n, one_list_3),
    )
    values = op.Gather(
        op.ReduceSum(op.Mul(matrix, eye), two_list, keepdims=0),
        final,
        axis=1,
    )
    unsorted = op.Gather(op.Gather(vectors, final, axis=2), positions, axis=1)
    ascending, ascending_1 = op.TopK(
        values,
        op.Reshape(n, one_list_3),
        axis=-1,
        largest=0,
    )
    sorted = op.GatherElements(
        unsorted,
        op.Expand(op.Unsqueeze(ascending_1, one_list_3), op.Shape(unsorted)),
        axis=2,
    )
    magnitude = op.Abs(sorted)
    largest, _ = op.TopK(magnitude, one_list_3, axis=1)
    first_largest = op.ArgMax(
        op.Cast(
            op.GreaterOrEqual(magnitude, op.Mul(largest, first_largest_c)),
            to=TensorProto.INT32,
        ),
        axis=1,
        keepdims=1,
    )
    signs = op.Sign(op.GatherElements(sorted, first_largest, axis=1))
    signed = op.Mul(sorted, op.Where(op.Equal(signs, zero_2), one_2, signs))
    eigenvalues = op.Cast(
        op.Reshape(
            ascending,
            op.Slice(shape, zero_list_3, minus_one_list),
            allowzero=1,
        ),
        to=onnx_dtype_of(input),
    )
    eigenvectors = op.Cast(
        op.Reshape(signed, shape, allowzero=1),
        to=onnx_dtype_of(input),
    )
    return eigenvalues, eigenvectors
