"""torch's type promotion of an op, learnt from torch and kept in the schema cache.

torch's reference implementations (`torch._refs`) say how each elementwise op promotes: the
args it promotes and the kind of promotion (`ELEMENTWISE_TYPE_PROMOTION_KIND`: DEFAULT,
INT_TO_FLOAT for `atan2`, ...). A spec that says nothing of `promote` gets those; the build
then checks the graph for the dtype each claimed dtype is computed in.
"""

from __future__ import annotations

from .schema_cache import cache

DEFAULT_KIND = "DEFAULT"


def reference_promotion(op: str) -> tuple[tuple[int, ...], str] | None:
    """The positions of the args torch's reference implementation of `op` (`ns::name`,
    an overload ignored) promotes, and its kind; None where it has none."""
    name = op.partition("::")[2].partition(".")[0]
    if not op.startswith("aten::"):
        return None
    cached = cache().get("promotion", name)
    if isinstance(cached, list):
        return (tuple(cached[0]), cached[1]) if cached else None
    found = _from_reference(name)
    cache().put("promotion", name, [list(found[0]), found[1]] if found else [])
    return found


def eager_kind(op: str) -> str:
    """The kind of promotion of an op torch has no reference implementation of, learnt by
    calling it on int64 tensors: INT_TO_FLOAT where it answers in float32 (`airy_ai`,
    `ldexp`), else DEFAULT. Only an op all of whose args are tensors is called: an option
    (a reduction, a margin) can change the dtype of the answer."""
    cached = cache().get("eager_promotion", op)
    if isinstance(cached, str):
        return cached
    found = _called_kind(op)
    cache().put("eager_promotion", op, found)
    return found


def _called_kind(op: str) -> str:
    import torch

    namespace, _, name = op.partition("::")
    name, _, overload = name.partition(".")
    packet = getattr(getattr(torch.ops, namespace, None), name, None)
    function = getattr(packet, overload or "default", None)
    arguments = function._schema.arguments if function is not None else ()
    if not arguments or any(
        not isinstance(a.type, torch.TensorType) for a in arguments
    ):
        return DEFAULT_KIND
    try:
        result = function(*(torch.ones(2, dtype=torch.int64) for _ in arguments))
    except Exception:  # noqa: BLE001 - an op that takes no int64: nothing learnt
        return DEFAULT_KIND
    if isinstance(result, torch.Tensor) and result.dtype == torch.float32:
        return "INT_TO_FLOAT"
    return DEFAULT_KIND


def computed_dtype(kind: str, dtype: str, operands: int) -> str:
    """The dtype `operands` tensors of one `dtype` are computed in, promoted as `kind`."""
    key = f"{kind}:{dtype}:{operands}"
    cached = cache().get("promoted", key)
    if isinstance(cached, str):
        return cached
    from ..runtime.promotion import TENSOR, common_dtype

    found = common_dtype(kind, ((dtype, TENSOR),) * operands)
    cache().put("promoted", key, found)
    return found


def _from_reference(name: str) -> tuple[tuple[int, ...], str] | None:
    import inspect

    import torch._refs
    from torch._prims_common.wrappers import elementwise_type_promotion_wrapper

    reference = getattr(torch._refs, name, None)
    wrapper = _find(reference, elementwise_type_promotion_wrapper)
    if wrapper is None:
        return None
    params = list(inspect.signature(reference).parameters)
    positions = tuple(
        params.index(arg) for arg in wrapper.type_promoting_arg_names if arg in params
    )
    return positions, wrapper.type_promotion_kind.name


def _find(function, kind: type):
    """The `kind` instance that decorates `function`, in the closures of its wrappers:
    torch keeps no other record of it."""
    seen, stack = set(), [function]
    while stack:
        function = stack.pop()
        if function is None or id(function) in seen:
            continue
        seen.add(id(function))
        for cell in getattr(function, "__closure__", None) or ():
            try:
                value = cell.cell_contents
            except ValueError:  # an empty cell
                continue
            if isinstance(value, kind):
                return value
            if callable(value):
                stack.append(value)
        stack.append(getattr(function, "__wrapped__", None))
    return None
