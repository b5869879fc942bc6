"""Complex tensors in the TorchScript exporter's graphs.

ONNX has no complex arithmetic, so a complex tensor is exported as its real view: a float
tensor with a trailing dimension of 2 (real part, imaginary part), as torch's dynamo exporter
represents it and `torch.view_as_real` lays it out. ONNX's shape inference types the view
float; the traced graph still holds the complex value, which is how a mapping tells a view
from a real tensor (`viewed_dtype`).

torch's own symbolics know nothing of views: given one, they compute on it as if it were a
real tensor (a product of views is no complex product). So a complex result may go only to
ops that a mapping exports for complex inputs (`check_consumers`), and never to torch's own
symbolics (`torch_fallback` hands no complex case back).
"""

from __future__ import annotations

import importlib

import torch

# The traced graph's complex scalar types, by dtype name (complex32 has no ONNX view: no
# float16 DFT before opset 20, and the TorchScript exporter cannot type it).
COMPLEX = {"ComplexFloat": "complex64", "ComplexDouble": "complex128"}
# ...and the dtype of their parts, the view's
PARTS = {"complex64": "float32", "complex128": "float64"}


def viewed_dtype(g, value: torch._C.Value) -> str | None:
    """The complex dtype that `value`, an input of the node `g` converts, is the real view
    of; None when it is none (a real tensor, or not an input of the node)."""
    node, env = getattr(g, "original_node", None), getattr(g, "env", None)
    if node is None or env is None:
        return None
    for original in node.inputs():
        dtype = COMPLEX.get(_scalar_type(original))
        if dtype is None:
            continue
        converted = env.get(original)
        if converted is not None and converted.unique() == value.unique():
            return dtype
    return None


def touches_complex(g) -> bool:
    """Whether the node `g` converts reads or makes a complex tensor."""
    node = getattr(g, "original_node", None)
    if node is None:
        return False
    return any(_scalar_type(v) in COMPLEX for v in (*node.inputs(), *node.outputs()))


def check_consumers(g, contract) -> None:
    """Refuse the node's complex results where they go to an op no mapping exports for
    complex inputs at this opset, or out of the model (whose output would be the view)."""
    node = getattr(g, "original_node", None)
    if node is None:
        return
    for output in node.outputs():
        if _scalar_type(output) not in COMPLEX:
            continue
        for use in output.uses():
            kind = use.user.kind()
            if kind == "prim::Return":
                contract.refuse(
                    "its result is complex and a model output, which would be its real "
                    "view without saying so; return torch.view_as_real(...) of it",
                    torch_wrong="no model: torch's TorchScript exporter has no complex "
                    "tensors",
                )
            if not claims_complex(kind, g.opset):
                contract.refuse(
                    f"its result is complex and goes to {kind}, which no mapping exports "
                    f"for complex inputs at opset {g.opset}",
                    torch_wrong=f"wrong numbers: torch's own {kind} would compute on the "
                    "complex tensor's real view as if it were a real tensor",
                )


def claims_complex(op: str, opset: int) -> bool:
    """Whether the mapping in effect for `op` at `opset` exports complex inputs."""
    from .exporters.torchscript import winner_module

    module = winner_module(op, opset)
    if module is None:
        return False
    contract = getattr(importlib.import_module(module), "CONTRACT", None)
    return contract is not None and any(d in COMPLEX.values() for d in contract.dtypes)


def _scalar_type(value: torch._C.Value) -> str | None:
    try:
        return value.type().scalarType()
    except (AttributeError, RuntimeError):
        return None
