"""A mapping's dtype contract and the known gaps of its tests, as named records."""

from __future__ import annotations

from dataclasses import dataclass

BOTH = ""  # a TorchWrong of both exporters


@dataclass(frozen=True)
class Unsupported:
    """A dtype the mapping refuses at export, and why."""

    dtype: str
    reason: str


@dataclass(frozen=True)
class InputDtypes:
    """The dtypes the mapping exports for one tensor input (`dtypes` by input)."""

    input: str
    dtypes: tuple[str, ...]


@dataclass(frozen=True)
class TorchWrong:
    """A dtype (or family) outside the mapping's that torch's own conversion gets wrong:
    refused instead of handed to torch."""

    dtype: str
    exporter: str  # one of EXPORTERS, or BOTH
    reason: str  # what torch's conversion gives
    below: int | None  # the opset from which it no longer does; None: every opset


@dataclass(frozen=True)
class Xfail:
    """A known failure of the OpInfo test in one dtype, with both exporters."""

    dtype: str
    reason: str


@dataclass(frozen=True)
class ExporterXfail:
    """A known failure of the OpInfo test in one dtype, with one exporter."""

    dtype: str
    exporter: str
    reason: str


@dataclass(frozen=True)
class ParityXfail:
    """A known failure of the parity test's cases with one exporter."""

    exporter: str
    reason: str
    torch_below: str | None  # the first torch release it passes on; None: none does


@dataclass(frozen=True)
class DtypeTolerance:
    """A tolerance wider than torch.testing's for one dtype, and why."""

    dtype: str
    rtol: float
    atol: float
    why: str


@dataclass(frozen=True)
class OpinfoReference:
    """What the OpInfo test compares with instead of the op, and why."""

    function: str  # module:callable
    why: str


@dataclass(frozen=True)
class RuntimeLimit:
    """What the mapping cannot do in one runtime of the registry: the test cases that
    fail to run there (`kind` "fails") or differ from torch ("differs"), why, and where it
    is shown (a URL or a docs/ path#anchor; None: nowhere yet)."""

    runtime: str
    cases: tuple[str, ...]
    kind: str
    reason: str
    link: str | None
    below_opset: int | None = None  # only at opsets below it
    # only in these exporters' models (None: every exporter's)
    exporters: tuple[str, ...] | None = None
    # only on CPUs of these instruction sets (`cpu.ISAS`; None: on every CPU)
    isa: tuple[str, ...] | None = None
    every_case: bool = False  # declared for the whole mapping (no `cases:`)
    # The OpInfo samples it covers: True, every dtype's; else those of these dtypes.
    opinfo: bool | tuple[str, ...] = False

    @property
    def refuses_export(self) -> bool:
        """Whether an export for the runtime is refused: the mapping's model fails to
        run there whatever the args and exporter (below `below_opset`, if given; the
        other declarations name test cases, which an export cannot tell apart)."""
        return (
            self.kind == "fails"
            and self.every_case
            and self.exporters is None
            and self.isa is None
        )
