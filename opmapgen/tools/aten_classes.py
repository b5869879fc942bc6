"""Which public ATen ops no export can serve, and why: `opmapgen scan --all-aten` sorts the
ops no exporter converts into "exportable, not mapped yet" (a spec could map them) and "not
exportable", by the first of these reasons that holds.

The reasons are read from torch where it says them: an op's schemas (a `Generator`
argument draws random numbers; no overload returning a tensor is a query) and its dispatcher
kernels (kernels for sparse or quantized tensors and none for dense CPU ones; no kernel a
CPU runs). The rest are named below, few enough to read: sparse constructors and
conversions that have composite kernels, autograd state, memory and devices.
"""

from __future__ import annotations

from functools import cache

# Each reason, in the order they are tested; the text says why no export serves such an op.
WHY = {
    "sparse": "takes or makes a sparse tensor (COO, CSR, CSC, BSR, BSC): ONNX tensors are "
    "dense",
    "quantized": "takes or makes a quantized tensor: ONNX quantizes with QuantizeLinear and "
    "DequantizeLinear around float ops, which torch's exporters emit for the quantized "
    "models they support",
    "random": "draws random numbers (it takes a Generator): ONNX's random ops use another "
    "generator, so no export can match eager",
    "autograd": "reads or sets autograd state, or computes a derivative: not inference",
    "memory": "manages storage, memory or devices, or leaves memory uninitialized: nothing "
    "for a graph to compute, or no value to compare",
    "no CPU kernel": "eager has no kernel for dense tensors on the CPU (CUDA or nested "
    "tensors only): no parity test on a CPU can compare an export with it",
    "builtin": "a TorchScript builtin on lists, dicts or devices that no dispatcher table "
    "holds: tracing runs it in Python, and the exporter never sees it",
    "query": "no overload returns a tensor (a bool, number, list or None): tracing records "
    "the answer as a constant, and there is no value for ONNX to compute",
}
_SPARSE = {"to_dense", "smm", "sspaddmm"}  # sparse-only, with composite kernels
_AUTOGRAD = {"data", "grad", "set_data", "retain_grad", "retains_grad", "is_leaf"}
_AUTOGRAD |= {"output_nr", "requires_grad"}
_MEMORY = {"set", "resize", "resize_as", "from_file", "pin_memory", "cpu", "cuda"}
_MEMORY |= {"to_mkldnn", "empty_strided", "new_empty_strided", "empty_permuted"}
_COMPOSITE = (
    "CompositeImplicitAutograd",
    "CompositeExplicitAutograd",
    "CompositeExplicitAutogradNonFunctional",
)
_SPARSE_KEYS = ("SparseCPU", "SparseCsrCPU")
_DISPATCHED = "dispatched"


def not_exportable(op: str, schemas: list) -> str | None:
    """The key in WHY of the first reason that holds for `op` (`aten::name`, with its
    schemas), or None: a spec could map it."""
    name = op.partition("::")[2]
    # `out=` overloads have composite kernels that call the functional one: not evidence.
    functional = [s for s in schemas if not s.is_mutable] or schemas
    kernels = _kernels(op, tuple(s.overload_name for s in functional))
    dense = "CPU" in kernels or any(k in kernels for k in _COMPOSITE)
    if (
        "sparse" in name
        or "coalesce" in name
        or name in _SPARSE
        or ("CPU" not in kernels and any(k in kernels for k in _SPARSE_KEYS))
    ):
        return "sparse"
    quantized_kernel = "QuantizedCPU" in kernels and "CPU" not in kernels
    if (
        quantized_kernel
        or "quant" in name
        or "qparams" in name
        or name.startswith("q_")
    ):
        return "quantized"
    if any(_type(a) == "Generator" for s in schemas for a in s.arguments):
        return "random"
    if name in _AUTOGRAD or name.endswith("_jvp"):
        return "autograd"
    if name in _MEMORY:
        return "memory"
    if not kernels:
        return "builtin"
    if not dense or "nested" in name:
        return "no CPU kernel"
    if not any(_returns_tensor(s) for s in schemas):
        return "query"
    return None


@cache
def _kernels(op: str, overloads: tuple[str, ...]) -> frozenset[str]:
    """The dispatch keys of the kernels torch registers for any of `op`'s `overloads`,
    with `_DISPATCHED` where the dispatcher holds one of them at all; empty for
    TorchScript's builtins, which it does not hold."""
    import torch

    keys = ("CPU", "QuantizedCPU", *_SPARSE_KEYS, *_COMPOSITE)
    found = set()
    for overload in overloads:
        name = f"{op}.{overload}" if overload else op
        try:
            found.update(
                k
                for k in keys
                if torch._C._dispatch_has_kernel_for_dispatch_key(name, k)
            )
        except RuntimeError:  # "operator ... does not exist": a builtin
            continue
        found.add(_DISPATCHED)
    return frozenset(found)


def _type(argument) -> str:
    jit_type = argument.type
    if jit_type.kind() == "OptionalType":
        jit_type = jit_type.getElementType()
    return jit_type.annotation_str


def _returns_tensor(schema) -> bool:
    def tensor(jit_type) -> bool:
        if jit_type.kind() in ("OptionalType", "ListType"):
            return tensor(jit_type.getElementType())
        return jit_type.kind() == "TensorType"

    return any(tensor(r.type) for r in schema.returns)
