"""What a traced tensor's sizes and strides say about its storage.

Neither exporter has storage: an ONNX value is its elements in row-major order. An op that
reads the storage itself (`aten::as_strided`) can be exported only where the storage is
the tensor's own elements in some order, which its strides tell.
"""

from __future__ import annotations

from collections.abc import Sequence


def dense(sizes: Sequence[int], strides: Sequence[int]) -> bool:
    """Whether a tensor of `sizes` and `strides` covers a block of its storage exactly,
    each element of the block once: its dims, ordered by stride, are row-major."""
    if 0 in sizes:
        return True
    dims = sorted((stride, size) for size, stride in zip(sizes, strides) if size != 1)
    expected = 1
    for stride, size in dims:
        if stride != expected:
            return False
        expected *= size
    return True


def span(sizes: Sequence[int], strides: Sequence[int]) -> int:
    """How many storage elements a view of `sizes` and `strides` reaches from its first:
    one past its last element's position; 0 for a view of no element."""
    if 0 in sizes:
        return 0
    return 1 + sum((size - 1) * stride for size, stride in zip(sizes, strides))
