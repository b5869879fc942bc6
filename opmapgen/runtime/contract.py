"""A mapping's dtype contract, checked while torch exports: an input dtype the mapping does not
support is refused with an error naming the mapping, its spec file and the dtype, instead of
becoming an invalid or silently wrong model.

Every check also counts a use of the mapping (`USES`), which is how the parity tests know the
mapping's own symbolic or translation ran, whatever the exporter folded away afterwards.

A case the mapping does not map (a dtype outside `dtypes`, args a guard refuses, args no
variant takes) is refused with `torch_may_take` set: the generated symbolic or translation
then hands the call to torch's own conversion, where torch has one, as if the mapping were not
registered (`symbolic.torch_fallback`, `translation.torch_fallback`). Importing the library must
never make an export worse. Only the cases the spec records as ones torch's own conversion gets
wrong (`torch_wrong`) are refused outright, with what torch would do.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Mapping
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import NoReturn

# What a refusal says when the args meet no variant's condition (`Contract.no_variant`).
NO_VARIANT = "no variant of the mapping takes these args"
# The families a spec may give one reason for.
FAMILIES = {
    **dict.fromkeys(("uint8", "int8", "int16", "int32", "int64"), "integer"),
    **dict.fromkeys(("complex32", "complex64", "complex128"), "complex"),
}
FLOATING = frozenset({"float16", "bfloat16", "float32", "float64"})
# What `integer()` in a condition holds for: every integer dtype torch has, the unsigned
# ones that are shells in torch (uint16, uint32, uint64: few kernels) included.
INTEGER = frozenset(
    {"uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64"}
)
# Calls of each mapping's symbolic or translation in this process, by mapping name.
USES: Counter[str] = Counter()
# Every mapping an export entered (its exporters' wrappers add it, whatever it then does),
# never reset by the tests' harness: what the ledger of proven tests records a test called.
TOUCHED: set[str] = set()
# Calls a mapping's symbolic or translation handed to torch's own conversion.
DELEGATED: Counter[str] = Counter()
# The runtime the export in progress is for (`export(..., runtime=)`); None: none named.
TARGET_RUNTIME: ContextVar[str | None] = ContextVar("TARGET_RUNTIME", default=None)


def __getattr__(name: str):
    # UnsupportedInput derives from torch.onnx's error class, and importing torch.onnx costs a
    # program that imports the mappings but never exports 30 ms: the class is made at its
    # first use, which is an export.
    if name == "UnsupportedInput":
        return _unsupported_input()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@functools.cache
def _unsupported_input() -> type[Exception]:
    from torch.onnx.errors import OnnxExporterError

    class UnsupportedInput(OnnxExporterError):
        """An export reached a mapping with an input it refuses."""

        def __init__(
            self,
            mapping: str,
            spec: str,
            message: str,
            kind: str = "dtype",
            dtype: str | None = None,
            torch_may_take: bool = False,
            input: str | None = None,
        ):
            super().__init__(f"opmapgen mapping {mapping!r} ({spec}): {message}")
            self.mapping, self.spec, self.message = mapping, spec, message
            # "dtype": an input's dtype; "opset": an input's dtype at an opset below the
            # one it is exported from; "args": values a guard refuses; "runtime": the runtime
            # the export is for, which the spec declares the model fails in
            self.kind = kind
            self.dtype = dtype  # the dtype refused
            self.input = input  # ...of this tensor input
            # A case the mapping does not map, which torch's own conversion may take: not
            # one the spec records torch gets wrong.
            self.torch_may_take = torch_may_take

    UnsupportedInput.__qualname__ = UnsupportedInput.__name__
    return UnsupportedInput


@dataclass(frozen=True)
class Contract:
    mapping: str
    spec: str  # the spec file, as the user names it
    dtypes: tuple[str, ...]  # torch dtype names the mapping exports
    reasons: Mapping[str, str] = field(default_factory=dict)  # why a dtype is refused
    # TorchScript only: the graph's ops that torch's scalar type analysis retypes, which
    # computes 0-dim float64 inputs of them in float32.
    scalar_typed_ops: tuple[str, ...] = ()
    # ...and the inputs those ops read, through the graph (None: every input)
    scalar_typed_inputs: tuple[str, ...] | None = None
    # Dtypes (or families) torch's own conversion gets wrong: a case of them the mapping
    # does not map is refused instead of handed to torch, saying what torch would give.
    torch_wrong: Mapping[str, str] = field(default_factory=dict)
    # ...only below these opsets, by dtype (an ONNX op takes the dtype from there).
    torch_wrong_below: Mapping[str, int] = field(default_factory=dict)
    # torch's type promotion (`source.promote`): the args cast to one dtype first, how
    # torch promotes them (a torch._prims_common ELEMENTWISE_TYPE_PROMOTION_KIND name),
    # and the dtypes they may be cast to, which the build checked the graph for (empty:
    # `dtypes`).
    promote: tuple[str, ...] = ()
    promote_kind: str = "DEFAULT"
    promoted: tuple[str, ...] = ()
    # The dtypes exported by tensor input, where the spec gives them so (`dtypes` by
    # input); an input not named here takes `dtypes`.
    by_input: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # Dtypes of `dtypes` exported only from a later opset than the exporter's first, by
    # dtype: the first opset that exports them (`dtype_opsets`).
    dtype_opsets: Mapping[str, int] = field(default_factory=dict)
    # The conditions of the variants the exporter reaches, as the spec writes them: what
    # the refusal of args that meet none of them lists.
    variants: tuple[str, ...] = ()
    # The runtimes the spec declares the mapping's model fails in whatever the args
    # (`runtimes:` without `cases`), with why: an export for one of them is refused.
    runtime_refusals: Mapping[str, str] = field(default_factory=dict)
    # ...only below these opsets, by runtime (the model uses another form from there).
    runtime_refusals_below: Mapping[str, int] = field(default_factory=dict)

    def check(self, dtypes: Mapping[str, str | None], opset: int | None = None) -> None:
        """Count a use, then refuse the first input whose dtype the mapping does not export
        (at the export `opset`, where a dtype starts later: `dtype_opsets`).

        `dtypes` maps each tensor input's name to its dtype (None: not known, or absent).
        """
        USES[self.mapping] += 1
        runtime = TARGET_RUNTIME.get()
        below = self.runtime_refusals_below.get(runtime)
        if runtime in self.runtime_refusals and (
            below is None or opset is None or opset < below
        ):
            raise _unsupported_input()(
                self.mapping,
                self.spec,
                f"the export is for {runtime}, where this mapping's model fails to run: "
                f"{self.runtime_refusals[runtime]}; export for another runtime (runtime=)",
                "runtime",
            )
        for name, dtype in dtypes.items():
            first = self.dtype_opsets.get(dtype) if self.dtype_opsets else None
            if first is not None and opset is not None and opset < first:
                self._refuse_dtype(
                    dtype,
                    f"input {name!r} has dtype {dtype}, which this mapping exports from "
                    f"opset {first} on, not at opset {opset} (the spec's dtype_opsets); "
                    f"export at opset {first} or later",
                    name,
                    kind="opset",
                )
            arg = listed(name)
            exported = self.by_input.get(arg, self.dtypes)
            if dtype is None or dtype in exported:
                continue
            which = f" for {arg}" if arg in self.by_input else ""
            listed_as = f"`dtypes.{arg}`" if which else "`dtypes`"
            reason = self.reasons.get(dtype) or self.reasons.get(
                FAMILIES.get(dtype, ""), f"the spec does not list it in {listed_as}"
            )
            self._refuse_dtype(
                dtype,
                f"input {name!r} has dtype {dtype}, which this mapping does not export"
                f"{which} ({reason}); it exports {', '.join(exported)}{which}",
                name,
            )

    def require_known(self, dtypes: Mapping[str, str | None]) -> None:
        """Refuse operands whose dtype the exporter does not know: torch's type promotion
        cannot be followed without it (a case torch's own conversion may take)."""
        unknown = [name for name, dtype in dtypes.items() if dtype is None]
        if unknown:
            self.refuse(
                f"the dtype of {', '.join(unknown)} is not known at export, so torch's "
                "type promotion cannot be followed"
            )

    def check_promoted(self, dtype: str | None, inputs: Mapping[str, str | None]):
        """Refuse a dtype torch's type promotion gives the `promote` args that the build
        has not checked the graph for (int8 with uint8 is int16)."""
        computed = self.promoted or self.dtypes
        if dtype is None or dtype in computed:
            return
        given = ", ".join(f"{name}={d}" for name, d in inputs.items())
        self._refuse_dtype(
            dtype,
            f"torch's type promotion computes these inputs ({given}) in {dtype}, which "
            f"this mapping does not export; it computes in {', '.join(computed)}",
        )

    def _refuse_dtype(
        self, dtype: str, message: str, input: str | None = None, kind: str = "dtype"
    ) -> NoReturn:
        raise _unsupported_input()(
            self.mapping, self.spec, message, kind, dtype=dtype, torch_may_take=True,
            input=input,
        )  # fmt: skip

    def torch_gets_wrong(self, refused, dtypes, opset: int):
        """The refusal to raise instead of handing a case the mapping `refused` to
        torch's own conversion, when the spec records that torch gets inputs of one of
        `dtypes` wrong at `opset`; None when torch may take it."""
        for dtype in dtypes:
            key = dtype if dtype in self.torch_wrong else FAMILIES.get(dtype or "", "")
            below = self.torch_wrong_below.get(key)
            if key in self.torch_wrong and (below is None or opset < below):
                return _unsupported_input()(
                    self.mapping,
                    self.spec,
                    f"{refused.message}; torch's own conversion would give "
                    f"{self.torch_wrong[key]}",
                    refused.kind,
                    refused.dtype,
                    input=getattr(refused, "input", None),
                )
        return None

    def no_variant(self, **values) -> NoReturn:
        """Refuse args that meet no variant's condition; `values` are the args the
        conditions read, shown in the error."""
        self.refuse(f"{NO_VARIANT} (variants: {'; '.join(self.variants)})", **values)

    def require(
        self, holds: bool, message: str, torch_wrong: str | None = None, **values
    ) -> None:
        """Refuse the export unless a guard of the spec `holds`; `values` are the args
        its condition reads, shown in the error. `torch_wrong`: what torch's own
        conversion does with the case (then it is not handed to torch)."""
        if not holds:
            self.refuse(message, torch_wrong, **values)

    def refuse(
        self, message: str, torch_wrong: str | None = None, **values
    ) -> NoReturn:
        """Refuse the export: the args are a case the mapping does not support."""
        args = ", ".join(f"{name}={shown(value)}" for name, value in values.items())
        message = f"{message} ({args})" if args else message
        if torch_wrong:
            message += f"; torch's own conversion would give {torch_wrong}"
        raise _unsupported_input()(
            self.mapping, self.spec, message, "args", torch_may_take=not torch_wrong
        )


def listed(name: str) -> str:
    """A tensor input's name; for an item of a tensor list arg (`indices[0]`), the list's.
    The one reading of item names: the build writes them so, the runtime reads them so."""
    return name.partition("[")[0]


def shown(value) -> str:
    """An arg value as a refusal shows it: the value, or what kind of tensor it is."""
    node = getattr(value, "node", None)
    if callable(node) and node().mustBeNone():  # TorchScript's absent optional tensor
        return "None"
    if isinstance(value, list | tuple) and any(
        not isinstance(v, bool | int | float | str) and v is not None for v in value
    ):  # a tensor list
        return f"[{', '.join(shown(v) for v in value)}]"
    if value is None or isinstance(value, bool | int | float | str | list | tuple):
        return repr(value)
    dtype = _dtype(value)
    return f"a tensor of {dtype}" if dtype else "a tensor"


def _dtype(value) -> str | None:
    """The dtype name of a graph value of either exporter, when it is known."""
    dtype = getattr(value, "dtype", None)  # the dynamo exporter's values
    if dtype is not None and hasattr(dtype, "numpy"):
        return str(dtype.numpy())
    kind = getattr(value, "type", None)  # TorchScript's
    try:
        found = kind().dtype() if callable(kind) else None
    except (AttributeError, RuntimeError):
        return None
    return str(found).removeprefix("torch.") if found is not None else None


def refusal(error: BaseException) -> Exception | None:
    """The UnsupportedInput behind an exporter's error, if there is one (the dynamo exporter
    wraps what a translation raises)."""
    seen = set()
    while error is not None and id(error) not in seen:
        if isinstance(error, _unsupported_input()):
            return error
        seen.add(id(error))
        error = error.__cause__ or error.__context__
    return None
