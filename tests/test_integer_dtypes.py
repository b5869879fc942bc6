"""`integer()` in a condition holds for every integer dtype torch has: uint8 to int64 and the
unsigned uint16, uint32 and uint64 (shells in torch, with few kernels), in both exporters'
runtime modules and in the build's evaluation of conditions over dtypes."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
import torch

from opmapgen.ir import expr
from opmapgen.library import export
from opmapgen.runtime import symbolic, translation
from opmapgen.runtime.contract import Contract, refusal
from opmapgen.runtime.parity import TensorInput, check_parity
from opmapgen.validate import types

UNSIGNED = ("uint16", "uint32", "uint64")
INTEGER_TEST = expr.Call("is_integer", (expr.Name("input"),))


def _traced_input(dtype: str) -> torch._C.Value:
    """The input of a graph torch.jit traced with a tensor of `dtype`: the kind of value
    the TorchScript exporter hands a symbolic."""
    example = torch.tensor([[1, 2], [3, 4]], dtype=getattr(torch, dtype))
    traced = torch.jit.trace(lambda x: x.flatten(), example)
    return next(traced.graph.inputs())


@pytest.mark.parametrize("dtype", UNSIGNED)
def test_the_symbolic_runtime_sees_an_unsigned_input_as_integer(dtype):
    value = _traced_input(dtype)
    assert symbolic.dtype_name(value) == dtype
    assert symbolic.is_integer(value)
    assert not symbolic.is_floating(value)


@pytest.mark.parametrize("dtype", UNSIGNED)
def test_the_symbolic_contract_refuses_an_unclaimed_unsigned_input(dtype):
    """Once the symbolic runtime names the dtype, the contract checks it: an input of it
    is refused by the mapping's name (it used to pass unchecked, as of unknown dtype)."""
    contract = Contract("m", "mappings/m.yaml", dtypes=("int64",))
    with pytest.raises(Exception) as raised:
        symbolic.check_inputs(contract, input=_traced_input(dtype))
    refused = refusal(raised.value)
    assert refused is not None and refused.dtype == dtype
    assert f"has dtype {dtype}, which this mapping does not export" in str(refused)


@pytest.mark.parametrize("dtype", UNSIGNED)
def test_a_torchscript_export_of_a_claimed_unsigned_input_is_refused_by_name(
    dtype, tmp_path
):
    """special_xlog1py claims the unsigned dtypes, but torch's TorchScript exporter cannot
    type them (its shape inference fails on any node reading one): the mapping refuses the
    export by its name instead of failing inside torch."""
    check_parity(
        source="aten::special_xlog1py",
        args=(
            TensorInput(shape=[3], dtype=dtype, values=[1, 2, 3]),
            TensorInput(shape=[3], dtype=dtype, values=[3, 2, 1]),
        ),
        mapping="special_xlog1py",
        opset=17,
        rtol=0.0,
        atol=0.0,
        export=export,
        exporter="torchscript",
        path=tmp_path / "xlog1py.onnx",
        refused=f"has dtype {dtype}, which torch's TorchScript exporter cannot type",
    )


@pytest.mark.parametrize("dtype", UNSIGNED)
def test_the_translation_runtime_sees_an_unsigned_input_as_integer(dtype):
    from onnxscript import ir

    value = ir.Value(
        name="input", type=ir.TensorType(ir.DataType.from_numpy(np.dtype(dtype)))
    )
    assert translation.dtype_name(value) == dtype
    assert translation.is_integer(value)
    assert not translation.is_floating(value)


@pytest.mark.parametrize("dtype", [*UNSIGNED, "uint8", "int8", "int16", "int64"])
def test_the_build_decides_integer_for_every_integer_dtype(dtype):
    assert types.decide(INTEGER_TEST, dtype) is True


@pytest.mark.parametrize("dtype", ["bool", "float16", "bfloat16", "float64"])
def test_the_build_decides_integer_false_for_the_others(dtype):
    assert types.decide(INTEGER_TEST, dtype) is False


@pytest.mark.parametrize("dtype", UNSIGNED)
def test_a_dynamo_export_takes_the_integer_variant_for_unsigned_inputs(dtype, tmp_path):
    """special_xlog1py answers integers in float32 under `integer(input) or dtype(input) ==
    "bool"`: an unsigned input takes that variant (casts to float32) and matches eager."""
    values = [0, 1, 2, 3, 7, 100]
    proto = check_parity(
        source="aten::special_xlog1py",
        args=(
            TensorInput(shape=[2, 3], dtype=dtype, values=values),
            TensorInput(shape=[2, 3], dtype=dtype, values=list(reversed(values))),
        ),
        mapping="special_xlog1py",
        opset=18,
        rtol=1e-6,
        atol=1e-6,
        export=export,
        exporter="dynamo",
        path=tmp_path / "xlog1py.onnx",
    )
    casts = [
        n for n in proto.graph.node if n.op_type == "Cast" and n.input[0] == "input_0"
    ]
    assert casts, "the integer variant casts the input to float32 first"
    assert casts[0].attribute[0].i == onnx.TensorProto.FLOAT
