"""index_put for the dynamo exporter: aten::index_put -> ONNX NonZero + Transpose + Shape + Slice + Concat + Cast + Expand + ScatterND + Gather + Less + Add + Where + Unsqueeze, opsets 18 to 23.

Generated from mappings/aten/index_put.yaml by `opmapgen build`; do not edit.

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
    onnx_dtype_of,
    torch_fallback,
)

TARGET = "aten::index_put.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "index_put",
    "mappings/aten/index_put.yaml",
    dtypes=(
        "float16",
        "bfloat16",
        "float32",
        "float64",
        "int64",
        "int32",
        "int16",
        "int8",
        "uint8",
        "bool",
    ),
    by_input={"indices": ("int64", "int32", "bool")},
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, indices, values, accumulate=False):
    check_inputs(CONTRACT, input=input, values=values, indices=indices)
    CONTRACT.require(
        len(indices) >= 1,
        "an empty list of index tensors is not mapped",
        indices=indices,
    )
    CONTRACT.require(
        len(indices) == 1
        or (
            dtype_name(indices[0]) != "bool"
            and dtype_name(indices[1]) != "bool"
            and (len(indices) == 2 or dtype_name(indices[2]) != "bool")
        ),
        "a bool mask among other index tensors is not mapped",
        indices=indices,
    )
    CONTRACT.require(
        len(indices) <= 3 or not accumulate,
        "up to three index tensors are mapped; index fewer dims at once (x.view(...) to merge them)",
        accumulate=accumulate,
        indices=indices,
    )
    CONTRACT.require(
        len(indices) <= 3,
        "up to three index tensors are mapped",
        indices=indices,
    )
    CONTRACT.require(
        dtype_name(values) == dtype_name(input),
        "values must have input's dtype, as torch requires",
        values=values,
        input=input,
    )
    if dtype_name(indices[0]) == "bool":
        zero_list = constant([0], dtype="int64")
        one_list = constant([1], dtype="int64")
        index = op.Transpose(op.NonZero(indices[0]), perm=[1, 0])
        taken = op.Concat(
            op.Slice(op.Shape(index), zero_list, one_list),
            op.Slice(
                op.Shape(input),
                op.Shape(op.Shape(indices[0])),
                op.Shape(op.Shape(input)),
            ),
            axis=0,
        )
        if dtype_name(input) in ("float16", "bfloat16") and not accumulate:
            return op.Cast(
                op.ScatterND(
                    op.Cast(input, to=TensorProto.FLOAT),
                    index,
                    op.Expand(op.Cast(values, to=TensorProto.FLOAT), taken),
                ),
                to=onnx_dtype_of(input),
            )
        elif dtype_name(input) in ("float16", "bfloat16"):
            return op.Cast(
                op.ScatterND(
                    op.Cast(input, to=TensorProto.FLOAT),
                    index,
                    op.Expand(op.Cast(values, to=TensorProto.FLOAT), taken),
                    reduction="add",
                ),
                to=onnx_dtype_of(input),
            )
        elif not accumulate:
            return op.ScatterND(input, index, op.Expand(values, taken))
        else:
            return op.ScatterND(input, index, op.Expand(values, taken), reduction="add")
    if len(indices) == 1:
        zero = constant(0, dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        one_list = constant([1], dtype="int64")
        first = op.Cast(indices[0], to=TensorProto.INT64)
        shape = op.Shape(first)
        index_expand = op.Expand(
            op.Where(
                op.Less(first, zero),
                op.Add(first, op.Gather(op.Shape(input), zero)),
                first,
            ),
            shape,
        )
        index = op.Unsqueeze(index_expand, minus_one_list)
        taken = op.Concat(
            shape,
            op.Slice(op.Shape(input), one_list, op.Shape(op.Shape(input))),
            axis=0,
        )
        if dtype_name(input) in ("float16", "bfloat16") and not accumulate:
            return op.Cast(
                op.ScatterND(
                    op.Cast(input, to=TensorProto.FLOAT),
                    index,
                    op.Expand(op.Cast(values, to=TensorProto.FLOAT), taken),
                ),
                to=onnx_dtype_of(input),
            )
        elif dtype_name(input) in ("float16", "bfloat16"):
            return op.Cast(
                op.ScatterND(
                    op.Cast(input, to=TensorProto.FLOAT),
                    index,
                    op.Expand(op.Cast(values, to=TensorProto.FLOAT), taken),
                    reduction="add",
                ),
                to=onnx_dtype_of(input),
            )
        elif not accumulate:
            return op.ScatterND(input, index, op.Expand(values, taken))
        else:
            return op.ScatterND(input, index, op.Expand(values, taken), reduction="add")
    if len(indices) == 2:
        zero = constant(0, dtype="int64")
        minus_one_list = constant([-1], dtype="int64")
        one = constant(1, dtype="int64")
        two_list = constant([2], dtype="int64")
        first = op.Cast(indices[0], to=TensorProto.INT64)
        second = op.Cast(indices[1], to=TensorProto.INT64)
        shape = op.Shape(op.Add(first, second))
        index_expand = op.Expand(
            op.Where(
                op.Less(first, zero),
                op.Add(first, op.Gather(op.Shape(input), zero)),
                first,
            ),
            shape,
        )
        index_expand_2 = op.Expand(
            op.Where(
                op.Less(second, zero),
                op.Add(second, op.Gather(op.Shape(input), one)),
                second,
            ),
            shape,
        )
        index = op.Concat(
            op.Unsqueeze(index_expand, minus_one_list),
            op.Unsqueeze(index_expand_2, minus_one_list),
            axis=-1,
        )
        taken = op.Concat(
            shape,
            op.Slice(op.Shape(input), two_list, op.Shape(op.Shape(input))),
            axis=0,
        )
        if dtype_name(input) in ("float16", "bfloat16") and not accumulate:
            return op.Cast(
                op.ScatterND(
                    op.Cast(input, to=TensorProto.FLOAT),
                    index,
                    op.Expand(op.Cast(values, to=TensorProto.FLOAT), taken),
                ),
                to=onnx_dtype_of(input),
            )
        elif dtype_name(input) in ("float16", "bfloat16"):
            return op.Cast(
                op.ScatterND(
                    op.Cast(input, to=TensorProto.FLOAT),
                    index,
                    op.Expand(op.Cast(values, to=TensorProto.FLOAT), taken),
                    reduction="add",
                ),
                to=onnx_dtype_of(input),
            )
        elif not accumulate:
            return op.ScatterND(input, index, op.Expand(values, taken))
        else:
            return op.ScatterND(input, index, op.Expand(values, taken), reduction="add")
    zero = constant(0, dtype="int64")
    minus_one_list = constant([-1], dtype="int64")
    one = constant(1, dtype="int64")
    two = constant(2, dtype="int64")
    three_list = constant([3], dtype="int64")
    first = op.Cast(indices[0], to=TensorProto.INT64)
    second = op.Cast(indices[1], to=TensorProto.INT64)
    third = op.Cast(indices[2], to=TensorProto.INT64)
    shape = op.Shape(op.Add(op.Add(first, second), third))
    index_expand = op.Expand(
        op.Where(
            op.Less(first, zero),
            op.Add(first, op.Gather(op.Shape(input), zero)),
            first,
        ),
        shape,
    )
    index_expand_2 = op.Expand(
        op.Where(
            op.Less(second, zero),
            op.Add(second, op.Gather(op.Shape(input), one)),
            second,
        ),
        shape,
    )
    index_expand_3 = op.Expand(
        op.Where(
            op.Less(third, zero),
            op.Add(third, op.Gather(op.Shape(input), two)),
            third,
        ),
        shape,
    )
    index = op.Concat(
        op.Unsqueeze(index_expand, minus_one_list),
        op.Unsqueeze(index_expand_2, minus_one_list),
        op.Unsqueeze(index_expand_3, minus_one_list),
        axis=-1,
    )
    taken = op.Concat(
        shape,
        op.Slice(op.Shape(input), three_list, op.Shape(op.Shape(input))),
        axis=0,
    )
    if dtype_name(input) in ("float16", "bfloat16") and not accumulate:
        return op.Cast(
            op.ScatterND(
                op.Cast(input, to=TensorProto.FLOAT),
                index,
                op.Expand(op.Cast(values, to=TensorProto.FLOAT), taken),
            ),
            to=onnx_dtype_of(input),
        )
    elif dtype_name(input) in ("float16", "bfloat16"):
        return op.Cast(
            op.ScatterND(
                op.Cast(input, to=TensorProto.FLOAT),
                index,
                op.Expand(op.Cast(values, to=TensorProto.FLOAT), taken),
                reduction="add",
            ),
            to=onnx_dtype_of(input),
        )
    elif not accumulate:
        return op.ScatterND(input, index, op.Expand(values, taken))
    else:
        return op.ScatterND(input, index, op.Expand(values, taken), reduction="add")
