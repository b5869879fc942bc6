"""rms_norm for the dynamo exporter: aten::rms_norm -> ONNX RMSNormalization + Mul + ReduceMean + Sum + Sqrt + Div + Identity + Cast, opsets 18 to 23.

Generated from mappings/aten/rms_norm.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from onnxscript import opset23 as op23
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    absent,
    check_inputs,
    constant,
    dtype_name,
    export_opset,
    is_floating,
    onnx_dtype_of,
    present,
    torch_fallback,
)

TARGET = "aten::rms_norm.default"
# TARGET's schema as the build validated it: where the installed torch's differs, the
# translation is left out of the table (rebuild against that torch).
SCHEMA = "aten::rms_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight=None, float? eps=None) -> Tensor"
OPSETS = range(18, 24)
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
    variants=(
        'opset >= 23 and weight is not None and eps is not None and dtype(input) in ("float16", "float32") and dtype(weight) == dtype(input)',
        "opset >= 18 and floating(input)",
    ),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, normalized_shape, weight=None, eps=None):
    check_inputs(CONTRACT, input=input, weight=weight)
    opset = export_opset()
    if (
        opset >= 23
        and present(weight)
        and present(eps)
        and dtype_name(input) in ("float16", "float32")
        and dtype_name(weight) == dtype_name(input)
    ):
        return op23.RMSNormalization(
            input,
            weight,
            axis=-len(normalized_shape),
            epsilon=eps,
        )
    if opset >= 18 and is_floating(input):
        scalar = constant(list(range(-len(normalized_shape), 0)), dtype="int64")
        mean_square = op.ReduceMean(op.Mul(input, input), scalar, keepdims=1)
        if present(eps):
            eps_value = constant(eps, like=input)
            root = op.Sqrt(op.Sum(mean_square, eps_value))
        elif dtype_name(input) == "float32":
            root_c = constant(1.1920928955078125e-07, like=input)
            root = op.Sqrt(op.Sum(mean_square, root_c))
        elif dtype_name(input) == "float16":
            root_c_2 = constant(0.0009765625, like=input)
            root = op.Sqrt(op.Sum(mean_square, root_c_2))
        else:
            root_c_3 = constant(2.220446049250313e-16, like=input)
            root = op.Sqrt(op.Sum(mean_square, root_c_3))
        normed = op.Div(input, root)
        if absent(weight):
            return op.Identity(normed)
        elif dtype_name(weight) == dtype_name(input):
            return op.Mul(normed, weight)
        elif dtype_name(weight) == "float64" or (
            dtype_name(weight) == "float32" and dtype_name(input) == "float16"
        ):
            return op.Cast(
                op.Mul(op.Cast(normed, to=onnx_dtype_of(weight)), weight),
                to=onnx_dtype_of(input),
            )
        else:
            return op.Mul(normed, op.Cast(weight, to=onnx_dtype_of(input)))
    CONTRACT.no_variant(opset=opset, weight=weight, eps=eps, input=input)
