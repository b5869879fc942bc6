"""rms_norm_fused: impls.rms_norm:rms_norm -> ONNX opmapgen::RMSNorm, opsets 18 to 20.

Generated from mappings/own_code/rms_norm_fused.yaml by `opmapgen build`; do not edit.
"""

import torch
from impls.rms_norm import rms_norm as implementation
from opmapgen.runtime.contract import Contract
from opmapgen.runtime.function_op import function_op
from opmapgen.runtime.symbolic import check_inputs, check_opset, parse_args

OPSETS = range(18, 21)
CONTRACT = Contract(
    "rms_norm_fused",
    "mappings/own_code/rms_norm_fused.yaml",
    dtypes=("float32", "float64"),
    reasons={
        "float16": "the body rounds in another order than torch's float16 ops (x / sqrt(m) where torch computes x * rsqrt(m)): up to two float16 steps apart in half the elements (measured)",
    },
)
# opmapgen::RMSNorm in standard ONNX: `export` attaches it to the model as a
# model-local function, which runtimes with no kernel for the op run (at the model's
# opset).
BODY = """
<
  domain: "opmapgen",
  opset_import: ["" : 18]
>
RMSNorm <epsilon>(input, weight) => (output)
{
   minus_one_list = Constant <value: tensor = int64[1] minus_one_list {-1}> ()
   epsilon_value_attribute = Constant <value_float: float = @epsilon> ()
   epsilon_value = Cast <to: int = 11> (epsilon_value_attribute)
   mean_square_mul = Mul (input, input)
   mean_square = ReduceMean <keepdims: int = 1> (mean_square_mul, minus_one_list)
   result_cast_like = CastLike (epsilon_value, input)
   result_sum = Sum (mean_square, result_cast_like)
   result_sqrt = Sqrt (result_sum)
   result_div = Div (input, result_sqrt)
   output = Mul (result_div, weight)
}
"""
# The implementation as one torch op: torch.export keeps a call to it as one node, which the
# dynamo exporter hands to this mapping's translation (translations/rms_norm_fused.py).
OP = function_op(
    __name__,
    implementation,
    "(Tensor input, Tensor weight, float eps) -> Tensor",
)


class RmsNormFusedFunction(torch.autograd.Function):
    """Runs impls.rms_norm:rms_norm; exports as ONNX opmapgen::RMSNorm."""

    @staticmethod
    def forward(ctx, input, weight, eps):
        return OP(input, weight, eps)

    @staticmethod
    @parse_args("v", "v", "f")
    def symbolic(g, input, weight, eps):
        check_opset(g, OPSETS, "rms_norm_fused")
        check_inputs(CONTRACT, input=input, weight=weight)
        return g.op("opmapgen::RMSNorm", input, weight, epsilon_f=eps)


rms_norm_fused = RmsNormFusedFunction.apply


class RmsNormFused(torch.nn.Module):
    """`rms_norm_fused` as a module."""

    def forward(self, input, weight, eps):
        return rms_norm_fused(input, weight, eps)
