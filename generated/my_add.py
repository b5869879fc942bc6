"""my_add: impls.my_add:my_add -> ONNX Mul + Add, opsets 9 to 20.

Generated from mappings/own_code/my_add.yaml by `opmapgen build`; do not edit.
"""

import torch
from impls.my_add import my_add as implementation
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.function_op import function_op
from opmapgen.runtime.symbolic import check_inputs, check_opset, dtype_of, parse_args

OPSETS = range(9, 21)
CONTRACT = Contract(
    "my_add",
    "mappings/own_code/my_add.yaml",
    dtypes=("float16", "float32", "float64", "int32", "int64"),
    scalar_typed_ops=("Mul", "Add"),
)
# The implementation as one torch op: torch.export keeps a call to it as one node, which the
# dynamo exporter hands to this mapping's translation (translations/my_add.py).
OP = function_op(__name__, implementation, "(Tensor a, Tensor b) -> Tensor")


class MyAddFunction(torch.autograd.Function):
    """Runs impls.my_add:my_add; exports as ONNX Mul + Add."""

    @staticmethod
    def forward(ctx, a, b):
        return OP(a, b)

    @staticmethod
    @parse_args("v", "v")
    def symbolic(g, a, b):
        check_opset(g, OPSETS, "my_add")
        check_inputs(CONTRACT, a=a, b=b)
        two = g.op("Constant", value_t=torch.tensor(2, dtype=dtype_of(a)))
        twice_a = g.op("Mul", a, two)
        return g.op("Add", twice_a, b)


my_add = MyAddFunction.apply


class MyAdd(torch.nn.Module):
    """`my_add` as a module."""

    def forward(self, a, b):
        return my_add(a, b)
