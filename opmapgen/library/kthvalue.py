"""kthvalue: aten::kthvalue -> ONNX Identity + Shape + Size + TopK + Slice + Squeeze + Cast, opsets 13 to 20.

Generated from mappings/aten/kthvalue.yaml by `opmapgen build`; do not edit.

Source schema: aten::kthvalue(Tensor self, SymInt k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    parse_args,
    present,
    rank,
    torch_fallback,
)

SOURCE_OP = "aten::kthvalue"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(13, 21)
CONTRACT = Contract(
    "kthvalue",
    "mappings/aten/kthvalue.yaml",
    dtypes=(
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "float16",
        "bfloat16",
        "float32",
        "float64",
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i", "i", "b")
def symbolic(g, input, k, dim, keepdim):
    check_inputs(CONTRACT, input=input)
    CONTRACT.require(
        present(rank(input)),
        "the rank of the input must be known at export",
        input=input,
    )
    if rank(input) == 0:
        values = g.op("Identity", input)
        indices = g.op("Size", g.op("Shape", input))
        return values, indices
    if dtype_name(input) != "bfloat16":
        k_list = g.op("Constant", value_t=torch.tensor([k], dtype=torch.int64))
        smallest, ranked = g.op(
            "TopK",
            input,
            k_list,
            axis_i=dim,
            largest_i=0,
            sorted_i=1,
            outputs=2,
        )
        if keepdim:
            values_2 = g.op(
                "Constant",
                value_t=torch.tensor([k - 1], dtype=torch.int64),
            )
            k_list_2 = g.op("Constant", value_t=torch.tensor([k], dtype=torch.int64))
            dim_list = g.op("Constant", value_t=torch.tensor([dim], dtype=torch.int64))
            values = g.op("Slice", smallest, values_2, k_list_2, dim_list)
        else:
            values_3 = g.op(
                "Constant",
                value_t=torch.tensor([k - 1], dtype=torch.int64),
            )
            k_list_3 = g.op("Constant", value_t=torch.tensor([k], dtype=torch.int64))
            dim_list_2 = g.op(
                "Constant",
                value_t=torch.tensor([dim], dtype=torch.int64),
            )
            values = g.op(
                "Squeeze",
                g.op("Slice", smallest, values_3, k_list_3, dim_list_2),
                dim_list_2,
            )
        if keepdim:
            values_4 = g.op(
                "Constant",
                value_t=torch.tensor([k - 1], dtype=torch.int64),
            )
            k_list_4 = g.op("Constant", value_t=torch.tensor([k], dtype=torch.int64))
            dim_list_3 = g.op(
                "Constant",
                value_t=torch.tensor([dim], dtype=torch.int64),
            )
            indices = g.op("Slice", ranked, values_4, k_list_4, dim_list_3)
        else:
            values_5 = g.op(
                "Constant",
                value_t=torch.tensor([k - 1], dtype=torch.int64),
            )
            k_list_5 = g.op("Constant", value_t=torch.tensor([k], dtype=torch.int64))
            dim_list_4 = g.op(
                "Constant",
                value_t=torch.tensor([dim], dtype=torch.int64),
            )
            indices = g.op(
                "Squeeze",
                g.op("Slice", ranked, values_5, k_list_5, dim_list_4),
                dim_list_4,
            )
        return values, indices
    k_list = g.op("Constant", value_t=torch.tensor([k], dtype=torch.int64))
    smallest, ranked = g.op(
        "TopK",
        g.op("Cast", input, to_i=TensorProto.FLOAT),
        k_list,
        axis_i=dim,
        largest_i=0,
        sorted_i=1,
        outputs=2,
    )
    if keepdim:
        values_2 = g.op("Constant", value_t=torch.tensor([k - 1], dtype=torch.int64))
        k_list_2 = g.op("Constant", value_t=torch.tensor([k], dtype=torch.int64))
        dim_list = g.op("Constant", value_t=torch.tensor([dim], dtype=torch.int64))
        kth_float = g.op("Slice", smallest, values_2, k_list_2, dim_list)
    else:
        values_3 = g.op("Constant", value_t=torch.tensor([k - 1], dtype=torch.int64))
        k_list_3 = g.op("Constant", value_t=torch.tensor([k], dtype=torch.int64))
        dim_list_2 = g.op("Constant", value_t=torch.tensor([dim], dtype=torch.int64))
        kth_float = g.op(
            "Squeeze",
            g.op("Slice", smallest, values_3, k_list_3, dim_list_2),
            dim_list_2,
        )
    values = g.op("Cast", kth_float, to_i=TensorProto.BFLOAT16)
    if keepdim:
        values_4 = g.op("Constant", value_t=torch.tensor([k - 1], dtype=torch.int64))
        k_list_4 = g.op("Constant", value_t=torch.tensor([k], dtype=torch.int64))
        dim_list_3 = g.op("Constant", value_t=torch.tensor([dim], dtype=torch.int64))
        indices = g.op("Slice", ranked, values_4, k_list_4, dim_list_3)
    else:
        values_5 = g.op("Constant", value_t=torch.tensor([k - 1], dtype=torch.int64))
        k_list_5 = g.op("Constant", value_t=torch.tensor([k], dtype=torch.int64))
        dim_list_4 = g.op("Constant", value_t=torch.tensor([dim], dtype=torch.int64))
        indices = g.op(
            "Squeeze",
            g.op("Slice", ranked, values_5, k_list_5, dim_list_4),
            dim_list_4,
        )
    return values, indices
