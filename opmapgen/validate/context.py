"""What the passes over one spec share: the spec, where its problems go, and what the
earlier passes found (specs.py runs the passes in order and fills it in as they go)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from .promotion import DEFAULT_KIND

if TYPE_CHECKING:
    from ..diagnostics import Report
    from ..ir.records import InputDtypes
    from ..ir.signature import Arg
    from ..spec.model import Spec
    from .source_schema import OpSchema


class Promoted(NamedTuple):
    """The args torch's type promotion casts to one dtype, its kind, and for each claimed
    dtype the dtype they are computed in (dtype → arg → dtype)."""

    args: tuple[str, ...]
    kind: str
    computed: dict


NOTHING_PROMOTED = Promoted((), DEFAULT_KIND, {})


@dataclass
class SpecContext:
    spec: Spec
    report: Report
    ok: bool = True  # no error reported yet
    unchecked: bool = False  # the op's library is not installed
    # ...but the spec records the op's schema (`source.schema`), which it is checked against
    recorded: bool = False
    # The source pass: the op's schema and its args (None: arg names are unknown).
    schema: OpSchema | None = None
    args: tuple[Arg, ...] | None = None
    # The opsets pass: the mapping's first opset (None: its range is wrong) and last, and
    # the last each exporter uses it at, by name.
    first: int | None = None
    last: int = 0
    exporter_last: dict[str, int] = field(default_factory=dict)
    # The variants pass: `dtypes` by input, if so, and the custom domains' versions.
    input_dtypes: tuple[InputDtypes, ...] = ()
    custom_opsets: tuple[tuple[str, int], ...] = ()

    @property
    def doc(self):
        return self.spec.document

    def error(self, path: tuple, message: str) -> None:
        self.ok = False
        self.report.error(self.doc.at(path), message)

    def key_error(self, path: tuple, message: str) -> None:
        """An error located at the mapping key of `path` rather than at its value."""
        self.ok = False
        self.report.error(self.doc.key_at(path), message)

    def warn(self, path: tuple, message: str) -> None:
        self.report.warn(self.doc.at(path), message)


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"
