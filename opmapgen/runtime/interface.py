"""What generated code calls while torch exports, declared once for both exporters.

Each exporter has a runtime module the generated code imports from: `symbolic` (the
TorchScript exporter: values are `torch._C.Value`s, and `g` builds the graph) and
`translation` (the dynamo exporter: onnxscript values). Both define every function declared
here, with these parameters and this meaning; what only one exporter needs (`parse_args`,
`constant`, ...) stays in its module. The build reads the names from here: a condition
may call the `CONDITION_HELPERS`, and an attribute the `ATTRIBUTE_HELPERS`. A third
exporter's runtime module would define the same set (`tests/test_runtime_interface.py`
holds the two to it).
"""

from __future__ import annotations

from typing import Any, Protocol


class ExportTime(Protocol):
    """The helpers both runtime modules define. `value` is a tensor arg as the exporter
    passes it to the generated function."""

    # -- conditions: what the export knows of the args ------------------------------------

    def absent(self, value: Any) -> bool:
        """Whether an optional tensor arg was not given."""

    def present(self, value: Any) -> bool:
        """Whether an optional tensor arg was given."""

    def dtype_name(self, value: Any) -> str | None:
        """The torch dtype name of a tensor arg (`float32`), or of a dtype arg."""

    def is_floating(self, value: Any) -> bool:
        """Whether a tensor arg has a floating dtype."""

    def is_integer(self, value: Any) -> bool:
        """Whether a tensor arg has an integer dtype (uint8 to int64, and uint16, uint32,
        uint64; bool is none)."""

    def rank(self, value: Any) -> int | None:
        """How many dimensions a tensor arg has (None: not known)."""

    def unpromoted_dtype(self, value: Any) -> str | None:
        """The dtype a tensor arg had before the exporter's type promotion cast it."""

    def traced_strides(self, value: Any) -> list[int] | None:
        """The strides a tensor arg had when traced (None: not known)."""

    def is_dense(self, value: Any) -> bool:
        """Whether a tensor arg covered a block of its storage exactly when traced."""

    def element_count(self, value: Any) -> int | None:
        """How many elements a tensor arg has (None: not known)."""

    def strided_span(self, size: list[int], stride: list[int]) -> int:
        """How many storage elements a view of `size` and `stride` reaches."""

    def torch_below(self, release: str) -> bool:
        """Whether the torch exporting is a release before `release`."""

    # -- attributes: ONNX's numbers for dtypes ----------------------------------------------

    def onnx_dtype(self, dtype: Any) -> int:
        """ONNX's number of a dtype arg."""

    def onnx_dtype_of(self, value: Any) -> int:
        """ONNX's number of the dtype of a tensor arg."""


def _declared(first: str, last: str) -> tuple[str, ...]:
    names = [n for n in vars(ExportTime) if not n.startswith("_")]
    return tuple(names[names.index(first) : names.index(last) + 1])


CONDITION_HELPERS = _declared("absent", "torch_below")
ATTRIBUTE_HELPERS = _declared("onnx_dtype", "onnx_dtype_of")
