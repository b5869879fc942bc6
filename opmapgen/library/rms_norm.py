"""rms_norm: aten::rms_norm -> ONNX RMSNormalization + Mul + ReduceMean + Sum + Sqrt + Div + Identity + Cast, opsets 9 to 20.

Generated from mappings/aten/rms_norm.yaml by `opmapgen build`; do not edit.

Source schema: aten::rms_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight=None, float? eps=None) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

import torch
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import (
    absent,
    check_inputs,
    dtype_name,
    dtype_of,
    is_floating,
    onnx_dtype_of,
    parse_args,
    present,
    torch_fallback,
)

SOURCE_OP = "aten::rms_norm"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "rms_norm",
    "mappings/aten/rms_norm.yaml",
    dtypes=(
        "float16",
        "float32",
        "float64",
        "uint8",
        "int8",
        "int16",
        "int32",
        "int64",
        "bool",
    ),
    reasons={"bfloat16": "ONNX Runtime has no bfloat16 ReduceMean kernel on the CPU"},
    scalar_typed_ops=("Mul", "Div"),
    variants=("opset <= 17 and floating(input)", "opset >= 18 and floating(input)"),
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "is", "v", "f")
def symbolic(g, input, normalized_shape, weight, eps):
    check_inputs(CONTRACT, input=input, weight=weight)
    opset = g.opset
    if opset <= 17 and is_floating(input):
        mean_square = g.op(
            "ReduceMean",
            g.op("Mul", input, input),
            axes_i=list(range(-len(normalized_shape), 0)),
            keepdims_i=1,
        )
        if present(eps):
            eps_value = g.op(
                "Constant",
                value_t=torch.tensor(eps, dtype=dtype_of(input)),
            )
            root = g.op("Sqrt", g.op("Sum", mean_square, eps_value))
        elif dtype_name(input) == "float32":
            root_c = g.op(
                "Constant",
                value_t=torch.tensor(1.1920928955078125e-07, dtype=dtype_of(input)),
            )
            root = g.op("Sqrt", g.op("Sum", mean_square, root_c))
        elif dtype_name(input) == "float16":
            root_c_2 = g.op(
                "Constant",
                value_t=torch.tensor(0.0009765625, dtype=dtype_of(input)),
            )
            root = g.op("Sqrt", g.op("Sum", mean_square, root_c_2))
        else:
            root_c_3 = g.op(
                "Constant",
                value_t=torch.tensor(2.220446049250313e-16, dtype=dtype_of(input)),
            )
            root = g.op("Sqrt", g.op("Sum", mean_square, root_c_3))
        normed = g.op("Div", input, root)
        if absent(weight):
            return g.op("Identity", normed)
        elif dtype_name(weight) == dtype_name(input):
            return g.op("Mul", normed, weight)
        elif dtype_name(weight) == "float64" or (
            dtype_name(weight) == "float32" and dtype_name(input) == "float16"
        ):
            return g.op(
                "Cast",
                g.op("Mul", g.op("Cast", normed, to_i=onnx_dtype_of(weight)), weight),
                to_i=onnx_dtype_of(input),
            )
        else:
            return g.op("Mul", normed, g.op("Cast", weight, to_i=onnx_dtype_of(input)))
    if opset >= 18 and is_floating(input):
        scalar = g.op(
            "Constant",
            value_t=torch.tensor(
                list(range(-len(normalized_shape), 0)),
                dtype=torch.int64,
            ),
        )
        mean_square = g.op(
            "ReduceMean",
            g.op("Mul", input, input),
            scalar,
            keepdims_i=1,
        )
        if present(eps):
            eps_value = g.op(
                "Constant",
                value_t=torch.tensor(eps, dtype=dtype_of(input)),
            )
            root = g.op("Sqrt", g.op("Sum", mean_square, eps_value))
        elif dtype_name(input) == "float32":
            root_c = g.op(
                "Constant",
                value_t=torch.tensor(1.1920928955078125e-07, dtype=dtype_of(input)),
            )
            root = g.op("Sqrt", g.op("Sum", mean_square, root_c))
        elif dtype_name(input) == "float16":
            root_c_2 = g.op(
                "Constant",
                value_t=torch.tensor(0.0009765625, dtype=dtype_of(input)),
            )
            root = g.op("Sqrt", g.op("Sum", mean_square, root_c_2))
        else:
            root_c_3 = g.op(
                "Constant",
                value_t=torch.tensor(2.220446049250313e-16, dtype=dtype_of(input)),
            )
            root = g.op("Sqrt", g.op("Sum", mean_square, root_c_3))
        normed = g.op("Div", input, root)
        if absent(weight):
            return g.op("Identity", normed)
        elif dtype_name(weight) == dtype_name(input):
            return g.op("Mul", normed, weight)
        elif dtype_name(weight) == "float64" or (
            dtype_name(weight) == "float32" and dtype_name(input) == "float16"
        ):
            return g.op(
                "Cast",
                g.op("Mul", g.op("Cast", normed, to_i=onnx_dtype_of(weight)), weight),
                to_i=onnx_dtype_of(input),
            )
        else:
            return g.op("Mul", normed, g.op("Cast", weight, to_i=onnx_dtype_of(input)))
    CONTRACT.no_variant(opset=opset, input=input)
