"""The exporters a mapping is lowered for, and what the plan says for each.

Each exporter has one `ExporterPlan`: the opsets it builds graphs at, the opsets its tests
run at, the key it finds the mapping by, and why the mapping opted out of it, if it did.
Nothing else in the IR is per exporter.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..runtime import exporters

# Every declared exporter (runtime/exporters/), in their order.
EXPORTERS = exporters.names()
# The two torch has, by name, for what the lowering and the tools know of each; a third
# exporter needs no name here.
TORCHSCRIPT = "torchscript"  # torch.onnx.export(..., dynamo=False): symbolic functions
DYNAMO = "dynamo"  # torch.onnx.export(..., dynamo=True): onnxscript translations


@dataclass(frozen=True)
class ExporterPlan:
    exporter: str  # one of EXPORTERS
    first_opset: int
    last_opset: int  # inclusive
    # Where the parity test exports with it (every alternative's first opset among them).
    test_opsets: tuple[int, ...] = ()
    # What the exporter finds the mapping by: ns::name for TorchScript (its symbolic
    # registry), ns::name.overload for dynamo (its translation table); None for a
    # function mapping, which becomes an op of its own.
    target: str | None = None
    opt_out: str | None = None  # why nothing is generated for the exporter; None: it is
    # The export-time helpers (runtime.interface) that the conditions and attribute
    # expressions of what it reaches call: what its generated module imports.
    helpers: tuple[str, ...] = ()
    # Where the OpInfo test exports with it (validate.facts says which; empty: opted out).
    opinfo_opsets: tuple[int, ...] = ()

    @property
    def exports(self) -> bool:
        """Whether code is generated for the exporter."""
        return self.opt_out is None

    @property
    def opsets(self) -> range:
        return range(self.first_opset, self.last_opset + 1)
