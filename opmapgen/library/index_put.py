"""index_put: aten::index_put -> ONNX NonZero + Transpose + Shape + Slice + Concat + Cast + Expand + ScatterND + Gather + Less + Add + Where + Unsqueeze, opsets 16 to 20.

Generated from mappings/aten/index_put.yaml by `opmapgen build`; do not edit.

Source schema: aten::index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor

Overrides torch's own symbolic for aten::index_put at opsets 16-20:
while registered, every TorchScript export of the op at those opsets uses this mapping.
Why: torch's symbolic scatters values onto zeros with ScatterND without a reduction, so of a repeated index only one value is added (silently wrong); it reshapes values instead of broadcasting them, and a mask of fewer dims than input gives an invalid ScatterND; torchlib's translation gives invalid models for int32 index tensors and float16 accumulate

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    in_place_rewrite,
    onnx_dtype_of,
    parse_args,
    torch_fallback,
)

SOURCE_OP = "aten::index_put"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(16, 21)
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
    scalar_typed_ops=("Concat", "Less", "Add"),
    scalar_typed_inputs=("indices",),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "vs", "v", "b")
def symbolic(g, input, indices, values, accumulate):
    check_inputs(CONTRACT, input=input, values=values, indices=indices)
    CONTRACT.require(
        not in_place_rewrite(),
        "torch's TorchScript exporter wrote this index_put for an in-place assignment into a slice (t[..., 0] = x), its values laid out as the index's elements, as torch's own symbolic reads them and eager's index_put does not: torch's symbolic converts it",
    )
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
        torch_wrong="ScatterND onto zeros: of a repeated index only one value is added",
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
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        index = g.op("Transpose", g.op("NonZero", indices[0]), perm_i=[1, 0])
        taken = g.op(
            "Concat",
            g.op("Slice", g.op("Shape", index), zero_list, one_list),
            g.op(
                "Slice",
                g.op("Shape", input),
                g.op("Shape", g.op("Shape", indices[0])),
                g.op("Shape", g.op("Shape", input)),
            ),
            axis_i=0,
        )
        if dtype_name(input) in ("float16", "bfloat16") and not accumulate:
            return g.op(
                "Cast",
                g.op(
                    "ScatterND",
                    g.op("Cast", input, to_i=TensorProto.FLOAT),
                    index,
                    g.op("Expand", g.op("Cast", values, to_i=TensorProto.FLOAT), taken),
                ),
                to_i=onnx_dtype_of(input),
            )
        elif dtype_name(input) in ("float16", "bfloat16"):
            return g.op(
                "Cast",
                g.op(
                    "ScatterND",
                    g.op("Cast", input, to_i=TensorProto.FLOAT),
                    index,
                    g.op("Expand", g.op("Cast", values, to_i=TensorProto.FLOAT), taken),
                    reduction_s="add",
                ),
                to_i=onnx_dtype_of(input),
            )
        elif not accumulate:
            return g.op("ScatterND", input, index, g.op("Expand", values, taken))
        else:
            return g.op(
                "ScatterND",
                input,
                index,
                g.op("Expand", values, taken),
                reduction_s="add",
            )
    if len(indices) == 1:
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        first = g.op("Cast", indices[0], to_i=TensorProto.INT64)
        shape = g.op("Shape", first)
        index_expand = g.op(
            "Expand",
            g.op(
                "Where",
                g.op("Less", first, zero),
                g.op("Add", first, g.op("Gather", g.op("Shape", input), zero)),
                first,
            ),
            shape,
        )
        index = g.op("Unsqueeze", index_expand, minus_one_list)
        taken = g.op(
            "Concat",
            shape,
            g.op(
                "Slice",
                g.op("Shape", input),
                one_list,
                g.op("Shape", g.op("Shape", input)),
            ),
            axis_i=0,
        )
        if dtype_name(input) in ("float16", "bfloat16") and not accumulate:
            return g.op(
                "Cast",
                g.op(
                    "ScatterND",
                    g.op("Cast", input, to_i=TensorProto.FLOAT),
                    index,
                    g.op("Expand", g.op("Cast", values, to_i=TensorProto.FLOAT), taken),
                ),
                to_i=onnx_dtype_of(input),
            )
        elif dtype_name(input) in ("float16", "bfloat16"):
            return g.op(
                "Cast",
                g.op(
                    "ScatterND",
                    g.op("Cast", input, to_i=TensorProto.FLOAT),
                    index,
                    g.op("Expand", g.op("Cast", values, to_i=TensorProto.FLOAT), taken),
                    reduction_s="add",
                ),
                to_i=onnx_dtype_of(input),
            )
        elif not accumulate:
            return g.op("ScatterND", input, index, g.op("Expand", values, taken))
        else:
            return g.op(
                "ScatterND",
                input,
                index,
                g.op("Expand", values, taken),
                reduction_s="add",
            )
    if len(indices) == 2:
        zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
        two_list = g.op("Constant", value_t=torch.tensor([2], dtype=torch.int64))
        first = g.op("Cast", indices[0], to_i=TensorProto.INT64)
        second = g.op("Cast", indices[1], to_i=TensorProto.INT64)
        shape = g.op("Shape", g.op("Add", first, second))
        index_expand = g.op(
            "Expand",
            g.op(
                "Where",
                g.op("Less", first, zero),
                g.op("Add", first, g.op("Gather", g.op("Shape", input), zero)),
                first,
            ),
            shape,
        )
        index_expand_2 = g.op(
            "Expand",
            g.op(
                "Where",
                g.op("Less", second, zero),
                g.op("Add", second, g.op("Gather", g.op("Shape", input), one)),
                second,
            ),
            shape,
        )
        index = g.op(
            "Concat",
            g.op("Unsqueeze", index_expand, minus_one_list),
            g.op("Unsqueeze", index_expand_2, minus_one_list),
            axis_i=-1,
        )
        taken = g.op(
            "Concat",
            shape,
            g.op(
                "Slice",
                g.op("Shape", input),
                two_list,
                g.op("Shape", g.op("Shape", input)),
            ),
            axis_i=0,
        )
        if dtype_name(input) in ("float16", "bfloat16") and not accumulate:
            return g.op(
                "Cast",
                g.op(
                    "ScatterND",
                    g.op("Cast", input, to_i=TensorProto.FLOAT),
                    index,
                    g.op("Expand", g.op("Cast", values, to_i=TensorProto.FLOAT), taken),
                ),
                to_i=onnx_dtype_of(input),
            )
        elif dtype_name(input) in ("float16", "bfloat16"):
            return g.op(
                "Cast",
                g.op(
                    "ScatterND",
                    g.op("Cast", input, to_i=TensorProto.FLOAT),
                    index,
                    g.op("Expand", g.op("Cast", values, to_i=TensorProto.FLOAT), taken),
                    reduction_s="add",
                ),
                to_i=onnx_dtype_of(input),
            )
        elif not accumulate:
            return g.op("ScatterND", input, index, g.op("Expand", values, taken))
        else:
            return g.op(
                "ScatterND",
                input,
                index,
                g.op("Expand", values, taken),
                reduction_s="add",
            )
    zero = g.op("Constant", value_t=torch.tensor(0, dtype=torch.int64))
    minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
    one = g.op("Constant", value_t=torch.tensor(1, dtype=torch.int64))
    two = g.op("Constant", value_t=torch.tensor(2, dtype=torch.int64))
    three_list = g.op("Constant", value_t=torch.tensor([3], dtype=torch.int64))
    first = g.op("Cast", indices[0], to_i=TensorProto.INT64)
    second = g.op("Cast", indices[1], to_i=TensorProto.INT64)
    third = g.op("Cast", indices[2], to_i=TensorProto.INT64)
    shape = g.op("Shape", g.op("Add", g.op("Add", first, second), third))
    index_expand = g.op(
        "Expand",
        g.op(
            "Where",
            g.op("Less", first, zero),
            g.op("Add", first, g.op("Gather", g.op("Shape", input), zero)),
            first,
        ),
        shape,
    )
    index_expand_2 = g.op(
        "Expand",
        g.op(
            "Where",
            g.op("Less", second, zero),
            g.op("Add", second, g.op("Gather", g.op("Shape", input), one)),
            second,
        ),
        shape,
    )
    index_expand_3 = g.op(
        "Expand",
        g.op(
            "Where",
            g.op("Less", third, zero),
            g.op("Add", third, g.op("Gather", g.op("Shape", input), two)),
            third,
        ),
        shape,
    )
    index = g.op(
        "Concat",
        g.op("Unsqueeze", index_expand, minus_one_list),
        g.op("Unsqueeze", index_expand_2, minus_one_list),
        g.op("Unsqueeze", index_expand_3, minus_one_list),
        axis_i=-1,
    )
    taken = g.op(
        "Concat",
        shape,
        g.op(
            "Slice",
            g.op("Shape", input),
            three_list,
            g.op("Shape", g.op("Shape", input)),
        ),
        axis_i=0,
    )
    if dtype_name(input) in ("float16", "bfloat16") and not accumulate:
        return g.op(
            "Cast",
            g.op(
                "ScatterND",
                g.op("Cast", input, to_i=TensorProto.FLOAT),
                index,
                g.op("Expand", g.op("Cast", values, to_i=TensorProto.FLOAT), taken),
            ),
            to_i=onnx_dtype_of(input),
        )
    elif dtype_name(input) in ("float16", "bfloat16"):
        return g.op(
            "Cast",
            g.op(
                "ScatterND",
                g.op("Cast", input, to_i=TensorProto.FLOAT),
                index,
                g.op("Expand", g.op("Cast", values, to_i=TensorProto.FLOAT), taken),
                reduction_s="add",
            ),
            to_i=onnx_dtype_of(input),
        )
    elif not accumulate:
        return g.op("ScatterND", input, index, g.op("Expand", values, taken))
    else:
        return g.op(
            "ScatterND",
            input,
            index,
            g.op("Expand", values, taken),
            reduction_s="add",
        )
