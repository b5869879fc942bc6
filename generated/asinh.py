"""asinh: aten::asinh -> ONNX Asinh, opsets 9 to 20.

Generated from mappings/aten/asinh.yaml by `opmapgen build`; do not edit.

Source schema: aten::asinh(Tensor self) -> Tensor
"""

from opmapgen.runtime.contract import Contract
from opmapgen.runtime.symbolic import check_inputs
from torch.onnx.symbolic_helper import parse_args

SOURCE_OP = "aten::asinh"
# Registered at every opset of the range, so that no built-in symbolic registered at a
# later opset shadows this one (pytorch/pytorch#85636).
OPSETS = range(9, 21)
CONTRACT = Contract(
    "asinh",
    "mappings/aten/asinh.yaml",
    dtypes=("float16", "float32"),
    reasons={
        "float64": "ONNX Runtime has no double Asinh kernel",
        "integer": "torch answers integer inputs in float32; ONNX Asinh takes floats only",
        "bool": "torch answers bool inputs in float32; ONNX Asinh takes floats only",
    },
)


@parse_args("v")
def symbolic(g, input):
    check_inputs(CONTRACT, input=input)
    return g.op("Asinh", input)
