"""Located messages about specs: every problem points at a file, line and column."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, order=True)
class Location:
    path: Path
    line: int  # 1-based
    col: int  # 1-based

    def __str__(self) -> str:
        return f"{display_path(self.path)}:{self.line}:{self.col}"


@dataclass(frozen=True, order=True)
class Diagnostic:
    location: Location
    message: str
    warning: bool = False

    def __str__(self) -> str:
        kind = "warning: " if self.warning else ""
        return f"{self.location}: {kind}{self.message}"


class SpecErrors(Exception):
    """Raised with every error found, so one run reports all of them."""

    def __init__(self, diagnostics: list[Diagnostic]):
        super().__init__("\n".join(str(d) for d in diagnostics))
        self.diagnostics = sorted(diagnostics)


class Report:
    """Collects diagnostics while specs are loaded and checked."""

    def __init__(self) -> None:
        self.diagnostics: list[Diagnostic] = []
        self._seen: set[Diagnostic] = set()

    def error(self, location: Location, message: str) -> None:
        self._add(Diagnostic(location, message))

    def warn(self, location: Location, message: str) -> None:
        self._add(Diagnostic(location, message, warning=True))

    def _add(self, diagnostic: Diagnostic) -> None:
        # A spec checked at several schema versions may hit the same problem more than once.
        if diagnostic not in self._seen:
            self._seen.add(diagnostic)
            self.diagnostics.append(diagnostic)

    @property
    def errors(self) -> list[Diagnostic]:
        return sorted(d for d in self.diagnostics if not d.warning)

    @property
    def warnings(self) -> list[Diagnostic]:
        return sorted(d for d in self.diagnostics if d.warning)

    def raise_if_errors(self) -> None:
        if self.errors:
            raise SpecErrors(self.errors)


def display_path(path: Path) -> str:
    """The path as the user would type it: relative to the working directory if inside it."""
    if not path.is_absolute():
        return path.as_posix()
    try:
        return path.relative_to(Path.cwd()).as_posix()
    except ValueError:
        return path.as_posix()
