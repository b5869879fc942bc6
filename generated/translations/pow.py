"""pow for the dynamo exporter: aten::pow.Tensor_Tensor -> ONNX Cast + Identity + Mul + Add + Mod + Equal + Where + Div + Sub + Less, opsets 18 to 23.

Generated from mappings/aten/pow.yaml by `opmapgen build`; do not edit.

A case the mapping does not map goes to torch's own translation, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from onnxscript import opset18 as op
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.translation import (
    check_inputs,
    constant,
    dtype_name,
    onnx_dtype_of,
    present,
    promote,
    rank,
    torch_fallback,
)

TARGET = "aten::pow.Tensor_Tensor"
OPSETS = range(18, 24)
CONTRACT = Contract(
    "pow",
    "mappings/aten/pow.yaml",
    dtypes=("uint8", "int8", "int16", "int32", "int64", "bool"),
    promote=("input", "exponent"),
    promote_kind="BOOL_TO_LONG",
    promoted=("uint8", "int8", "int16", "int32", "int64"),
)


@torch_fallback(CONTRACT, TARGET)
def translation(input, exponent):
    check_inputs(CONTRACT, input=input, exponent=exponent)
    # torch's type promotion: one dtype for these, as torch.result_type gives it
    input, exponent = promote(CONTRACT, input=input, exponent=exponent)
    CONTRACT.require(
        present(rank(input)) and present(rank(exponent)),
        "the ranks of input and exponent must be known at export",
        input=input,
        exponent=exponent,
    )
    CONTRACT.require(
        dtype_name(input) == dtype_name(exponent)
        or rank(input) != 0
        or rank(exponent) != 0
        or (dtype_name(input) == "bool")
        or (dtype_name(exponent) == "bool"),
        "two 0-dim tensors of different integer dtypes are not mapped (the TorchScript exporter passes a traced Python int as a 0-dim int64 tensor, so torch's type promotion cannot be told); cast them to one dtype",
        input=input,
        exponent=exponent,
    )
    zero = constant(0, dtype="int64")
    one = constant(1, dtype="int64")
    two = constant(2, dtype="int64")
    minus_one = constant(-1, dtype="int64")
    if rank(input) == 0 and rank(exponent) != 0 and (dtype_name(exponent) != "bool"):
        base = op.Cast(op.Cast(input, to=onnx_dtype_of(exponent)), to=7)
    else:
        base = op.Cast(input, to=7)
    if rank(exponent) == 0 and rank(input) != 0 and (dtype_name(input) != "bool"):
        e = op.Cast(op.Cast(exponent, to=onnx_dtype_of(input)), to=7)
    else:
        e = op.Cast(exponent, to=7)
    power = op.Identity(base)
    rest = op.Identity(e)
    acc = op.Add(op.Mul(base, zero), one)
    for _ in range(63):
        acc = op.Where(op.Equal(op.Mod(rest, two), one), op.Mul(acc, power), acc)
        power = op.Mul(power, power)
        rest = op.Div(rest, two)
    negative = op.Where(
        op.Equal(base, one),
        one,
        op.Where(
            op.Equal(base, minus_one),
            op.Sub(one, op.Mul(two, op.Mod(e, two))),
            zero,
        ),
    )
    exact = op.Where(op.Less(e, zero), negative, acc)
    if (
        dtype_name(exponent) == "bool"
        or dtype_name(input) == dtype_name(exponent)
        or (rank(exponent) == 0 and rank(input) != 0 and (dtype_name(input) != "bool"))
    ):
        return op.Cast(exact, to=onnx_dtype_of(input))
    elif dtype_name(input) == "bool" or (rank(input) == 0 and rank(exponent) != 0):
        return op.Cast(exact, to=onnx_dtype_of(exponent))
    elif rank(input) != 0 and (
        dtype_name(input) == "int64" or dtype_name(exponent) == "int64"
    ):
        return op.Cast(exact, to=7)
    elif rank(input) != 0 and (
        dtype_name(input) == "int32" or dtype_name(exponent) == "int32"
    ):
        return op.Cast(exact, to=6)
    elif rank(input) != 0:
        return op.Cast(exact, to=5)
    else:
        CONTRACT.refuse(
            'no choice of formula \'result\' takes these args (choices: dtype(exponent) == "bool" or dtype(input) == dtype(exponent) or rank(exponent) == 0 and rank(input) != 0 and dtype(input) != "bool"; dtype(input) == "bool" or rank(input) == 0 and rank(exponent) != 0; rank(input) != 0 and (dtype(input) == "int64" or dtype(exponent) == "int64"); rank(input) != 0 and (dtype(input) == "int32" or dtype(exponent) == "int32"); rank(input) != 0)',
            exponent=exponent,
            input=input,
        )
