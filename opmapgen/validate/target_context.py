"""Step 3, target side: what the passes over one target body share.

A body (the target, or one of its variants) is lowered into graph steps and values
(target.py) while its names (target_names.py), its nodes' ONNX schemas (target_nodes.py) and
its attribute values (attribute_values.py) are checked; each of these parts reads the body's
place and args from one `TargetContext` and reports through it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..diagnostics import Report
from ..ir.signature import Arg
from ..spec.model import Spec, standard_domain


@dataclass
class TargetContext:
    """One target body as the passes over it see it; the reporter remembers whether any
    of them found a problem (`ok`)."""

    spec: Spec
    report: Report
    args: dict[str, Arg] | None  # None: the arg names are unknown
    first: int  # the opsets the body exports at
    last: int
    prefix: tuple  # the body's spec path
    returns: int  # how many values the source op returns
    # Names of the generated code, which spec values may not take (set once they are known)
    generated_names: frozenset[str] = frozenset()
    ok: bool = True

    def error(self, path: tuple, message: str, at_key: bool = False) -> None:
        self.ok = False
        document = self.spec.document
        self.report.error(
            document.key_at(path) if at_key else document.at(path), message
        )

    def domain(self, node) -> str:
        """The domain of a node, as ONNX writes it (the target's, unless it names one)."""
        return standard_domain(
            node.domain if node.domain is not None else self.spec.target.domain
        )

    def args_read_with(self, *descriptors: str) -> list[str]:
        """The names of the source args read with one of `descriptors`, in order."""
        return [n for n, a in (self.args or {}).items() if a.descriptor in descriptors]
