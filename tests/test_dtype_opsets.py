"""`dtype_opsets`: a dtype the mapping exports only from a later opset than its first (an ONNX
op of its graph takes the dtype from there). The generated code refuses an input of the dtype
below that opset, naming the mapping, its spec, the dtype and both opsets, and exports it from
there on; the OpInfo test counts the dtype as claimed from there on."""

from __future__ import annotations

import onnx
import pytest
import torch

from opmapgen.library import export
from opmapgen.runtime.contract import USES, Contract, refusal
from opmapgen.runtime.opinfo import check_opinfo

ALL = ("float16", "bfloat16", "float32", "float64", "uint8", "int8", "int16", "int32")


class FlipRows(torch.nn.Module):
    def forward(self, x):
        return torch.flipud(x)


def _export(opset: int, dynamo: bool, path) -> onnx.ModelProto:
    x = torch.rand(3, 4).to(torch.bfloat16)
    export(FlipRows().eval(), (x,), str(path), opset_version=opset, dynamo=dynamo)
    model = onnx.load(str(path))
    onnx.checker.check_model(model, full_check=True)
    return model


def test_a_dtype_is_refused_below_its_first_opset(tmp_path):
    """flipud's Slice takes bfloat16 from opset 13 (`dtype_opsets: {bfloat16: 13}`), and
    torch has no conversion of its own to hand the case to."""
    with pytest.raises(Exception) as raised:
        _export(11, False, tmp_path / "m.onnx")
    refused = refusal(raised.value)
    assert refused is not None, raised.value
    assert (refused.mapping, refused.spec) == ("flipud", "mappings/aten/flipud.yaml")
    assert (refused.kind, refused.dtype) == ("opset", "bfloat16")
    assert "exports from opset 13 on, not at opset 11" in str(refused)


@pytest.mark.parametrize(("opset", "dynamo"), [(13, False), (20, False), (18, True)])
def test_a_dtype_is_exported_from_its_first_opset(opset, dynamo, tmp_path):
    USES.clear()
    model = _export(opset, dynamo, tmp_path / "m.onnx")
    assert USES["flipud"], "the mapping's own symbolic or translation ran"
    assert model.graph.input[0].type.tensor_type.elem_type == onnx.TensorProto.BFLOAT16
    assert [n.op_type for n in model.graph.node if n.op_type != "Constant"] == ["Slice"]


def test_the_contract_refuses_by_opset_only_the_dtype_that_starts_later():
    contract = Contract("m", "mappings/m.yaml", ALL, dtype_opsets={"bfloat16": 13})
    contract.check({"input": "float16"}, 11)
    contract.check({"input": "bfloat16"}, 13)
    contract.check({"input": "bfloat16"})  # no opset given: nothing to refuse by
    with pytest.raises(Exception) as raised:
        contract.check({"input": "float16", "other": "bfloat16"}, 12)
    refused = refusal(raised.value)
    assert refused.torch_may_take, "a case the mapping does not map: torch may take it"
    assert "input 'other' has dtype bfloat16" in str(refused)


def test_the_opinfo_test_expects_the_refusal_below_and_a_match_from_there():
    tally = check_opinfo(
        source="aten::flipud",
        mapping="flipud",
        dtype="bfloat16",
        dtypes=ALL,
        opsets={"torchscript": (10, 13)},
        dtype_opsets={"bfloat16": 13},
        export=export,
    )
    assert tally.refused and tally.matched
    assert tally.refused + tally.matched == tally.cases
