"""torch's type promotion and the fallback to torch's own conversion, in real exports.

A mapping's `promote` args are cast to the dtype torch computes them in, from what each
exporter sees of them (a tensor with dimensions, a 0-dim tensor, a Python number); a case a
mapping does not map goes to torch's own conversion, unless the spec records torch's gets it
wrong. Each export runs in ONNX Runtime and is compared with eager in values and dtype.
"""

from __future__ import annotations

import io
import itertools

import numpy as np
import onnxruntime
import pytest
import torch

from opmapgen import library
from opmapgen.runtime import promotion
from opmapgen.runtime.contract import DELEGATED, USES, refusal

EXPORTERS = {"torchscript": (False, 17), "dynamo": (True, 18)}


class Call(torch.nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, x):
        return self.fn(x)


def run(fn, x: torch.Tensor, exporter: str) -> np.ndarray:
    dynamo, opset = EXPORTERS[exporter]
    buffer = io.BytesIO()
    library.export(Call(fn), (x,), buffer, dynamo=dynamo, opset_version=opset)
    session = onnxruntime.InferenceSession(
        buffer.getvalue(), providers=["CPUExecutionProvider"]
    )
    return session.run(None, {session.get_inputs()[0].name: x.numpy()})[0]


INT = torch.tensor([-7, -4, -1, 0, 3, 8])
FLOAT = torch.tensor([-5.5, -2.5, -0.7, 0.0, 1.25, 7.5])
# Made before tracing, which would warn of a torch.tensor call in the traced code.
THREE = torch.tensor(3)
INT16 = torch.tensor([3, 5, 7, 2, 4, 6], dtype=torch.int16)
TESTED = torch.tensor([-4, 3, 9])
HALF_FIVE = torch.tensor(2.5, dtype=torch.float64)
# (mapping, call, input): everyday calls with a Python number or a second dtype.
CALLS = {
    "int64 // 2": ("floor_divide", lambda x: x // 2, INT),
    "int32 // 2": ("floor_divide", lambda x: x // 2, INT.int()),
    "2 // int64": ("floor_divide", lambda x: 9 // (x + 10), INT),
    "float32 // 2": ("floor_divide", lambda x: x // 2, FLOAT),
    "int64 // 2.5": ("floor_divide", lambda x: x // 2.5, INT),
    "int32 % int64": ("remainder", lambda x: x % THREE, INT.int()),
    "float32 % 2.5": ("remainder", lambda x: x % 2.5, FLOAT),
    "int8 % int16": (
        "remainder",
        lambda x: x % INT16,
        INT.to(torch.int8),
    ),
    "div trunc int by 3": (
        "div_mode",
        lambda x: torch.div(x, 3, rounding_mode="trunc"),
        INT,
    ),
    "div floor float by 0.7": (
        "div_mode",
        lambda x: torch.div(x, 0.7, rounding_mode="floor"),
        FLOAT,
    ),
    "int atan2 int": ("atan2", lambda x: torch.atan2(x, THREE), INT),
    "isin int32 in int64": (
        "isin",
        lambda x: torch.isin(x, TESTED),
        INT.int(),
    ),
    "int64 ** 2": ("pow", lambda x: x**2, INT),
}


@pytest.mark.parametrize("exporter", EXPORTERS)
@pytest.mark.parametrize("name", CALLS)
def test_promoted_calls_export_through_the_mapping_and_match(name, exporter):
    mapping, fn, x = CALLS[name]
    if mapping == "pow" and exporter == "dynamo":
        mapping = "pow_tensor_scalar"  # x ** 2 is aten::pow.Tensor_Scalar there
    USES[mapping] = DELEGATED[mapping] = 0
    actual = run(fn, x, exporter)
    expected = fn(x).numpy()
    assert USES[mapping] >= 1 and DELEGATED[mapping] == 0, (USES, DELEGATED)
    assert actual.dtype == expected.dtype
    np.testing.assert_allclose(actual, expected, rtol=1e-6)


def test_a_traced_python_float_and_a_float64_0_dim_tensor_promote_apart():
    """Tracing records both as 0-dim float64 constants; torch computes int64 // 2.5 in
    float32 (a Python float is the default dtype) and int64 // tensor(2.5, float64) in
    float64. The dtype tracing recorded for the result tells the symbolic which."""
    for fn in (
        lambda x: x // 2.5,
        lambda x: x // HALF_FIVE,
    ):
        actual = run(fn, INT, "torchscript")
        assert actual.dtype == fn(INT).numpy().dtype
        np.testing.assert_array_equal(actual, fn(INT).numpy())


@pytest.mark.parametrize(
    ("exporter", "mapping", "fn"),
    [
        # x ** 2 of floats: pow.Tensor_Scalar's mapping computes integer powers only
        ("dynamo", "pow_tensor_scalar", lambda x: x**2),
        # x.sum(): an overload of another arity than sum_dim's, which the TorchScript
        # exporter sends to the mapping's symbolic too (its `pow` maps floats as well)
        ("torchscript", "sum_dim", lambda x: x.sum()),
    ],
)
def test_a_case_the_mapping_does_not_map_goes_to_torchs_own_conversion(
    exporter, mapping, fn
):
    """A case the mapping does not map is exported by torch's own conversion, as without
    the library."""
    USES[mapping] = DELEGATED[mapping] = 0
    actual = run(fn, FLOAT, exporter)
    assert DELEGATED[mapping] == 1 and USES[mapping] == 0
    np.testing.assert_allclose(actual, fn(FLOAT).numpy(), rtol=1e-6, atol=1e-6)


def test_a_case_torch_gets_wrong_is_refused_with_what_torch_would_give():
    """floor_divide does not map float16, and torch's own TorchScript symbolic truncates
    float quotients (its spec's torch_wrong): refused, saying both."""
    with pytest.raises(Exception) as caught:
        run(lambda x: x // 2.5, FLOAT.half(), "torchscript")
    refused = refusal(caught.value)
    assert refused is not None and refused.mapping == "floor_divide"
    assert not refused.torch_may_take
    message = str(refused)
    assert "mappings/aten/floor_divide.yaml" in message
    assert "float16" in message and "torch's own conversion would give" in message


HALF = torch.tensor([0.5, -1.25, 2.0, 0.0, 7.5, -3.0], dtype=torch.float16)
TARGET = torch.tensor([0.25, 1.0, -0.5, 3.0, 7.0, -2.0])


def test_an_operand_the_dynamo_exporter_cast_is_told_from_one_the_model_cast():
    """unpromoted(): eager answers huber_loss of a float16 input and a float32 target in
    float16, but the dynamo exporter casts the input to float32 before the op (torch's own
    translation then returns float32): the mapping's guard refuses it. An input the model
    casts itself has that dtype for eager too: exported, and it matches."""
    with pytest.raises(Exception) as caught:
        run(lambda x: torch.nn.functional.huber_loss(x, TARGET), HALF, "dynamo")
    refused = refusal(caught.value)
    assert refused is not None and refused.mapping == "huber_loss"
    assert not refused.torch_may_take
    assert "torch's own conversion would give" in str(refused)

    def cast_first(x):
        return torch.nn.functional.huber_loss(x.float(), TARGET)

    USES["huber_loss"] = 0
    actual = run(cast_first, HALF, "dynamo")
    assert USES["huber_loss"] == 1
    assert actual.dtype == np.float32
    np.testing.assert_allclose(actual, cast_first(HALF).numpy(), rtol=1e-6)


DTYPES = ["bool", "uint8", "int8", "int32", "int64", "float16", "float32", "float64"]
FORMS = [promotion.TENSOR, promotion.ZERO_DIM, promotion.NUMBER]


def _value(dtype: str, form: str):
    if form == promotion.NUMBER:
        return {"bool": True}.get(dtype, 2.5 if "float" in dtype else 2)
    shape = () if form == promotion.ZERO_DIM else (2,)
    return torch.ones(shape, dtype=getattr(torch, dtype))


@pytest.mark.parametrize("kind", ["DEFAULT", "INT_TO_FLOAT"])
def test_common_dtype_is_torchs_for_every_pair_of_operands(kind):
    """What the generated code asks at export agrees with eager torch on real calls:
    torch.add (DEFAULT) and torch.atan2 (INT_TO_FLOAT)."""
    op = {"DEFAULT": torch.add, "INT_TO_FLOAT": torch.atan2}[kind]
    for (a, fa), (b, fb) in itertools.product(
        itertools.product(DTYPES, FORMS), repeat=2
    ):
        if promotion.NUMBER in (fa, fb) and (fa == fb or kind != "DEFAULT"):
            continue  # atan2 takes tensors only; two numbers are no tensor op
        if kind == "INT_TO_FLOAT" and "bool" in (a, b):
            continue
        expected = op(_value(a, fa), _value(b, fb)).dtype
        found = promotion.common_dtype(kind, ((a, fa), (b, fb)))
        assert found == str(expected).removeprefix("torch."), (a, fa, b, fb)
