"""ONNX's numbers for tensor element types, as `TensorProto.DataType` names them."""

from __future__ import annotations

# The number → the TensorProto name: a Cast's `to=1` is written `TensorProto.FLOAT`.
TENSOR_PROTO_NAMES = {
    1: "FLOAT",
    2: "UINT8",
    3: "INT8",
    4: "UINT16",
    5: "INT16",
    6: "INT32",
    7: "INT64",
    8: "STRING",
    9: "BOOL",
    10: "FLOAT16",
    11: "DOUBLE",
    12: "UINT32",
    13: "UINT64",
    14: "COMPLEX64",
    15: "COMPLEX128",
    16: "BFLOAT16",
}
