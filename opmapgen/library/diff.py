"""diff: aten::diff -> ONNX Identity + Concat + Cast + Slice + Xor + Sub, opsets 11 to 20.

Generated from mappings/aten/diff.yaml by `opmapgen build`; do not edit.

Source schema: aten::diff(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from onnx import TensorProto
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    check_inputs,
    dtype_name,
    onnx_dtype_of,
    parse_args,
    present,
    promote,
    torch_fallback,
)

SOURCE_OP = "aten::diff"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "diff",
    "mappings/aten/diff.yaml",
    dtypes=("float16", "float32", "float64", "int32", "int64", "bool"),
    reasons={
        "integer": "ONNX Sub takes int8, int16 and uint8 only from opset 14",
        "bfloat16": "ONNX Runtime has no bfloat16 Sub kernel on the CPU",
    },
    scalar_typed_ops=("Concat", "Sub"),
    promote=("input", "prepend", "append"),
    variants=(
        "n == 0",
        'dtype(input) == "bool"',
        'dtype(input) == "float16"',
        'dtype(input) not in ("bool", "float16")',
    ),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "i", "i", "v", "v")
def symbolic(g, input, n, dim, prepend, append):
    check_inputs(CONTRACT, input=input, prepend=prepend, append=append)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, prepend, append = promote(
        g,
        CONTRACT,
        input=input,
        prepend=prepend,
        append=append,
    )
    if n == 0:
        return g.op("Identity", input)
    if dtype_name(input) == "bool":
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        values = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        dim_list = g.op("Constant", value_t=torch.tensor([dim], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        if present(prepend) and present(append):
            x = g.op("Concat", prepend, input, append, axis_i=dim)
        elif present(prepend):
            x = g.op("Concat", prepend, input, axis_i=dim)
        elif present(append):
            x = g.op("Concat", input, append, axis_i=dim)
        else:
            x = g.op("Identity", input)
        d = g.op("Cast", x, to_i=TensorProto.BOOL)
        for _ in range(n):
            d = g.op(
                "Xor",
                g.op("Slice", d, one_list, values, dim_list),
                g.op("Slice", d, zero_list, minus_one_list, dim_list),
            )
        return g.op("Identity", d)
    if dtype_name(input) == "float16":
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        values = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        dim_list = g.op("Constant", value_t=torch.tensor([dim], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        if present(prepend) and present(append):
            x = g.op("Concat", prepend, input, append, axis_i=dim)
        elif present(prepend):
            x = g.op("Concat", prepend, input, axis_i=dim)
        elif present(append):
            x = g.op("Concat", input, append, axis_i=dim)
        else:
            x = g.op("Identity", input)
        d = g.op("Cast", x, to_i=TensorProto.FLOAT16)
        for _ in range(n):
            d = g.op(
                "Cast",
                g.op(
                    "Sub",
                    g.op(
                        "Cast",
                        g.op("Slice", d, one_list, values, dim_list),
                        to_i=TensorProto.FLOAT,
                    ),
                    g.op(
                        "Cast",
                        g.op("Slice", d, zero_list, minus_one_list, dim_list),
                        to_i=TensorProto.FLOAT,
                    ),
                ),
                to_i=TensorProto.FLOAT16,
            )
        return g.op("Identity", d)
    if dtype_name(input) not in ("bool", "float16"):
        one_list = g.op("Constant", value_t=torch.tensor([1], dtype=torch.int64))
        values = g.op(
            "Constant",
            value_t=torch.tensor([9223372036854775807], dtype=torch.int64),
        )
        dim_list = g.op("Constant", value_t=torch.tensor([dim], dtype=torch.int64))
        zero_list = g.op("Constant", value_t=torch.tensor([0], dtype=torch.int64))
        minus_one_list = g.op("Constant", value_t=torch.tensor([-1], dtype=torch.int64))
        if present(prepend) and present(append):
            x = g.op("Concat", prepend, input, append, axis_i=dim)
        elif present(prepend):
            x = g.op("Concat", prepend, input, axis_i=dim)
        elif present(append):
            x = g.op("Concat", input, append, axis_i=dim)
        else:
            x = g.op("Identity", input)
        d = g.op("Cast", x, to_i=onnx_dtype_of(input))
        for _ in range(n):
            d = g.op(
                "Sub",
                g.op("Slice", d, one_list, values, dim_list),
                g.op("Slice", d, zero_list, minus_one_list, dim_list),
            )
        return g.op("Identity", d)
    CONTRACT.no_variant(n=n, input=input)
