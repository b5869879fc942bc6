"""slow_conv3d: aten::slow_conv3d -> ONNX Conv, opsets 11 to 20.

Generated from mappings/aten/slow_conv3d.yaml by `opmapgen build`; do not edit.

Source schema: aten::slow_conv3d(Tensor self, Tensor weight, SymInt[3] kernel_size, Tensor? bias=None, SymInt[3] stride=[1, 1, 1], SymInt[3] padding=[0, 0, 0]) -> Tensor

A case the mapping does not map goes to torch's own symbolic, where torch has one
(`torch_fallback`), unless the spec says torch's gets it wrong.
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import absent, check_inputs, parse_args, torch_fallback

SOURCE_OP = "aten::slow_conv3d"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(11, 21)
CONTRACT = Contract(
    "slow_conv3d",
    "mappings/aten/slow_conv3d.yaml",
    dtypes=("float32",),
    reasons={"float64": "ONNX Runtime has no double Conv kernel on the CPU"},
)


@torch_fallback(CONTRACT, SOURCE_OP)
@parse_args("v", "v", "is", "v", "is", "is")
def symbolic(g, input, weight, kernel_size, bias, stride, padding):
    check_inputs(CONTRACT, input=input, weight=weight, bias=bias)
    if absent(bias):
        return g.op(
            "Conv",
            input,
            weight,
            kernel_shape_i=kernel_size,
            strides_i=stride,
            pads_i=[
                padding[0],
                padding[1],
                padding[2],
                padding[0],
                padding[1],
                padding[2],
            ],
        )
    return g.op(
        "Conv",
        input,
        weight,
        bias,
        kernel_shape_i=kernel_size,
        strides_i=stride,
        pads_i=[padding[0], padding[1], padding[2], padding[0], padding[1], padding[2]],
    )
