"""What generated code calls while torch exports, declared once for both exporters.

Each exporter has a runtime module the generated code imports from: `symbolic` (the
TorchScript exporter: values are `torch._C.Value`s, and `g` builds the graph) and
`translation` (the dynamo exporter: onnxscript values). Both define every function declared
here, with these parameters and this meaning; what only one exporter needs (`parse_args`,
`constant`, ...) stays in its module. The build reads the names from here: a condition
may call the `CONDITION_HELPERS`, and an attribute the `ATTRIBUTE_HELPERS`. A third
exporter's runtime module would define the same set (`tests/test_runtime_interface.py`
holds the two to it).

`Exporter` declares the other half of an exporter's runtime: how `opmapgen.export` and the
test runners export with it. Each exporter's declaration module (`runtime.exporters.<name>`)
defines it (`tests/test_runtime_interface.py` again).

`Runtime` declares what runs an exported model: each runtime's declaration module
(`runtime.runtimes.<name>`) defines it (`tests/test_runtimes.py`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
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

    def traced_sizes(self, value: Any) -> list[int] | None:
        """The sizes a tensor arg has, as the export knows them (None: not known)."""

    def is_dense(self, value: Any) -> bool:
        """Whether a tensor arg covered a block of its storage exactly when traced."""

    def element_count(self, value: Any) -> int | None:
        """How many elements a tensor arg has (None: not known)."""

    def strided_span(self, size: list[int], stride: list[int]) -> int:
        """How many storage elements a view of `size` and `stride` reaches."""

    def in_place_rewrite(self) -> bool:
        """Whether the op being converted is one the exporter wrote itself for an in-place
        assignment into a slice (`t[..., 0] = x`: the TorchScript exporter writes an
        index_put whose values are laid out as its index's elements, not broadcast as
        eager's index_put takes them), rather than the model's own call."""

    def torch_below(self, release: str) -> bool:
        """Whether the torch exporting is a release before `release`."""

    # -- attributes: ONNX's numbers for dtypes ----------------------------------------------

    def onnx_dtype(self, dtype: Any) -> int:
        """ONNX's number of a dtype arg."""

    def onnx_dtype_of(self, value: Any) -> int:
        """ONNX's number of the dtype of a tensor arg."""

    def wrapped_dims(self, dims: list[int], rank: int) -> list[int]:
        """A list arg's dims counted from 0, a negative one from the end of `rank` dims
        (an attribute's `wrapped($dims, rank(input))`: ONNX's perm takes no negatives)."""

    def float32_ceil(self, number: float) -> float:
        """The smallest float32 at or above a float arg: a scale that ONNX Resize, which
        floors a size times its float32 scale, floors as torch does in float64."""

    # Graph helpers: they add nodes (TorchScript's takes the graph `g` first).
    def polevl(self, x: Any, coefficients: Any, like: Any) -> Any:
        """Cephes' polynomial of `x` by its coefficients, highest degree first: Horner's
        Mul and Add nodes (a formula's `polevl`), the constants of the dtype of the tensor
        arg `like`, or of the dtype it names (`"float32"`)."""

    def chbevl(self, x: Any, coefficients: Any, like: Any) -> Any:
        """Cephes' Chebyshev series of `x` by its coefficients, highest order first: the
        Mul, Sub and Add nodes of its recurrence (a formula's `chbevl`), the constants as
        `polevl`'s."""

    def loop(self, count: int, body: Any, *carried: Any) -> Any:
        """An ONNX Loop of `count` rounds (a formula's repeat with `loop: true`): `body`
        (TorchScript's takes the body's graph first) writes one round's nodes from the
        values the round starts with, one per `carried`, and returns the values the next
        round starts with; the Loop's outputs are the last round's, in that order (the
        one output itself where it carries one value). Values defined before it are read
        from the enclosing graph."""


class Exporter(Protocol):
    """What an exporter's declaration module in `runtime.exporters` defines."""

    NAME: str  # the module's name: what specs (opt_out, xfail) and plans call it
    TITLE: str  # how messages and docs name it ("the TorchScript exporter")
    ORDER: int  # where it is listed among the exporters
    DEFAULT: bool  # whether torch.onnx.export runs it when not told which
    MAPPED_BY: str  # what a mapping gives it ("symbolic"), as messages name it
    RUNTIME: str  # the module (an ExportTime) its generated code imports helpers from
    # torch.onnx.export's arguments that choose it (`{"dynamo": False}`).
    TORCH_OPTIONS: dict[str, Any]
    # Whether it converts ops without asking the mapping (other overloads, ops torch.export
    # decomposed the call into), so that an export may rightly not reach the mapping.
    CONVERTS_UNMAPPED: bool
    # The condition helpers whose answer it always gives, by name: a guard they settle is
    # left out of its generated code (`in_place_rewrite`: False where no exporter rewrite
    # happens).
    SETTLED: dict[str, bool]
    # torch.onnx.export's arguments only it takes: left out where `exporter="auto"` turns
    # from it to its FALLBACK.
    OWN_OPTIONS: tuple[str, ...]
    # The exporter `export(..., exporter="auto")` turns to where this one cannot capture
    # the model (None: none). "auto" tries the DEFAULT exporter first.
    FALLBACK: str | None
    # What it finds a mapping by: the op's name ("op": `aten::add`, every overload), or the
    # op overload ("overload": `aten::add.Tensor`).
    KEY: str
    # Whether the OpInfo runner batches its cases: exports slow enough (the dynamo
    # exporter's half second) that a dtype's edge-value samples go in one model.
    BATCHED_TESTS: bool
    COMPARE_OPSET: int  # where `harm.compare` exports by default

    def last_opset(self) -> int:
        """The highest opset the installed torch's exporter builds."""

    def build_opset(self, opset: int) -> int:
        """The opset it builds a graph at for an export at `opset`."""

    def register_package(self, registrations: Any) -> None:
        """Add what a generated package maps for it (a `register.Registrations`) to
        torch's registry for it, or wait until torch imports the exporter; the package
        ranks against the others registered (`rank`)."""

    def unregister_package(self, registrations: Any) -> None:
        """Take a registered package's mappings back out, restoring what it displaced."""

    def export(self, model: Any, args: Any, f: Any, package: Any, kwargs: dict) -> Any:
        """`torch.onnx.export(model, args, f, **kwargs)` with this exporter and the
        mappings of `package` (an `onnx_export.Packages`) applied."""

    def capture_failure(self, error: BaseException) -> str | None:
        """Why an export failed before converting any op, which no mapping can change
        (what `exporter="auto"` turns to the FALLBACK for); None for any other failure."""

    def fallback_options(self, kwargs: dict) -> dict:
        """torch.onnx.export's arguments, given for another exporter, as this one takes
        them where `exporter="auto"` falls back to it; ValueError saying what to give
        where it cannot take them."""

    def mapped_ops(self, package: Any, opset: int) -> Iterator[tuple[str, str]]:
        """What a generated package maps for it at export opset `opset`: each op (or op
        overload) with the name of the mapping."""

    def torch_converts(self, op: str, opset: int) -> bool:
        """Whether torch's own conversion (no package) converts `op` at `opset`."""

    def test_options(self, optimize: bool) -> dict[str, Any]:
        """torch.onnx.export's arguments a test run adds (quiet; `optimize`: run the
        exporter's graph optimizer, where it has one). It may also set the process up
        for test runs, once: the dynamo exporter caches what each export repeats."""


class NativeConversions(Protocol):
    """What an exporter's declaration may also define: what torch converts by itself,
    opset by opset, for `opmapgen scan` (which asks the exporter that defines it what
    torch lacks). An exporter without it is one scan does not look into."""

    def native_opsets(self, op: str) -> set[int]:
        """The opsets torch (or a library such as torchvision) registers its own
        conversion of `op` (`ns::name`) at; generated packages' do not count."""

    def dispatch_opset(self, opset: int, registered: set[int]) -> int | None:
        """Of the opsets a conversion of an op is registered at, the one an export at
        `opset` calls (None: none)."""


class Runtime(Protocol):
    """What a runtime's declaration module in `runtime.runtimes` defines."""

    NAME: str  # the module's name: what `--runtime` and reports call it
    ORDER: int  # where it is listed among the runtimes
    PACKAGE: str  # the distribution that installs it
    # The dtypes it computes in a narrower one (OpenVINO: {"float64": "float32"}): their
    # outputs are compared at the narrower dtype's tolerances, and the report says so.
    NARROWS: dict[str, str]
    # Whether its narrowing saturates: a value beyond the narrower dtype's range, an
    # infinity included, becomes its largest finite value (OpenVINO's float64 inf is
    # float32's 3.4e38), which eager's narrowed computation is then held to.
    SATURATES: bool
    # Whether OpInfo samples run in it in every model the test exports; False (a runtime
    # slow to load a model: OpenVINO compiles each one): in those of each exporter's newest
    # opset that hold the first group of samples or an edge value's (empty, 0-dim, inf or
    # NaN), the ones the dynamo exporter exports; spec cases still at every opset.
    EVERY_MODEL: bool
    # Whether it picks kernels by the CPU's instruction set (`cpu.isa()`), some of which
    # answer differently: a failure names the one it ran on.
    BY_ISA: bool

    def installed(self) -> bool:
        """Whether it can run here (without importing it)."""

    def run(self, model: Any, feeds: dict[str, Any]) -> list[Any]:
        """The outputs (numpy arrays, in the graph's order) of `model` (an
        onnx.ModelProto or its bytes) on `feeds` (numpy arrays by graph input name);
        `runtimes.RuntimeFailure` with what went wrong where it cannot run it."""

    def load(self, model: Any) -> Callable[[dict[str, Any]], list[Any]]:
        """`model` loaded once (a session, a compiled model), as a function that runs it
        on feeds as `run` does: what runs one model on many samples. RuntimeFailure
        from either where the runtime cannot load or run it."""


def _declared(first: str, last: str) -> tuple[str, ...]:
    names = [n for n in vars(ExportTime) if not n.startswith("_")]
    return tuple(names[names.index(first) : names.index(last) + 1])


CONDITION_HELPERS = _declared("absent", "torch_below")
ATTRIBUTE_HELPERS = _declared("onnx_dtype", "float32_ceil")
GRAPH_HELPERS = _declared("polevl", "loop")
