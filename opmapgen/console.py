"""What the commands print: plain text for pipes and files, colour for a terminal.

Results and summaries go to stdout; errors, warnings and --verbose details to stderr. `--quiet` keeps errors only,
`--verbose` adds details. Colour follows https://no-color.org and FORCE_COLOR.
"""

from __future__ import annotations

import os
import sys
from typing import TextIO

from .diagnostics import Diagnostic

QUIET, NORMAL, VERBOSE = -1, 0, 1

_CODES = {
    "bold": "1",
    "dim": "2",
    "red": "31",
    "green": "32",
    "yellow": "33",
    "cyan": "36",
}


def wants_colour(stream: TextIO, choice: str = "auto") -> bool:
    if choice != "auto":
        return choice == "always"
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty()) and os.environ.get("TERM") != "dumb"


class Stream:
    """One output stream and whether it takes ANSI colours."""

    def __init__(self, stream: TextIO, colour: bool):
        self.stream, self.colour = stream, colour

    def paint(self, text: str, *styles: str) -> str:
        if not self.colour or not styles:
            return text
        codes = ";".join(_CODES[s] for s in styles)
        return f"\x1b[{codes}m{text}\x1b[0m"

    def write(self, line: str = "") -> None:
        print(line, file=self.stream)


class Console:
    def __init__(self, verbosity: int = NORMAL, colour: str = "auto"):
        # Looked up at each call: tests and callers may swap sys.stdout / sys.stderr.
        self.verbosity = verbosity
        self.colour = colour

    @property
    def out(self) -> Stream:
        return Stream(sys.stdout, wants_colour(sys.stdout, self.colour))

    @property
    def err(self) -> Stream:
        return Stream(sys.stderr, wants_colour(sys.stderr, self.colour))

    @property
    def verbose(self) -> bool:
        return self.verbosity >= VERBOSE

    def result(self, text: str = "") -> None:
        """The command's output proper (a table, a spec): printed even with --quiet."""
        self.out.write(text)

    def info(self, message: str) -> None:
        """A summary line (`wrote generated/`): left out with --quiet."""
        if self.verbosity >= NORMAL:
            out = self.out
            out.write(f"{out.paint('opmapgen:', 'bold')} {message}")

    def success(self, message: str) -> None:
        if self.verbosity >= NORMAL:
            out = self.out
            out.write(f"{out.paint('opmapgen:', 'bold')} {out.paint(message, 'green')}")

    def progress(self, message: str) -> None:
        """A step of a long command, on stderr: left out with --quiet."""
        if self.verbosity >= NORMAL:
            err = self.err
            err.write(err.paint(f"opmapgen: {message} ...", "dim"))

    def detail(self, message: str) -> None:
        """Only with --verbose."""
        if self.verbose:
            err = self.err
            err.write(err.paint(f"opmapgen: {message}", "dim"))

    def failed(self, message: str) -> None:
        """The summary of a failed command (`2 errors; nothing was written`)."""
        err = self.err
        err.write(f"{err.paint('opmapgen:', 'bold')} {err.paint(message, 'red')}")

    def error(self, message: str) -> None:
        err = self.err
        err.write(
            f"{err.paint('opmapgen:', 'bold')} {err.paint('error:', 'red', 'bold')} {message}"
        )

    def warning(self, message: str) -> None:
        if self.verbosity >= NORMAL:
            err = self.err
            err.write(
                f"{err.paint('opmapgen:', 'bold')} "
                f"{err.paint('warning:', 'yellow', 'bold')} {message}"
            )

    def diagnostic(self, diagnostic: Diagnostic) -> None:
        """`file:line:col: message`, the format editors and CI logs link from."""
        if diagnostic.warning and self.verbosity < NORMAL:
            return
        err = self.err
        where = err.paint(f"{diagnostic.location}:", "bold")
        if diagnostic.warning:
            kind = err.paint("warning:", "yellow", "bold") + " "
        else:
            kind = err.paint("error:", "red", "bold") + " " if err.colour else ""
        err.write(f"{where} {kind}{diagnostic.message}")


def table(stream: Stream, header: list[str], rows: list[list[str]], styles=None) -> str:
    """Rows under a header, columns aligned; `styles(row, column)` may colour a cell."""
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]

    def line(row: list[str], painted: list[str]) -> str:
        cells = [p + " " * (w - len(c)) for c, p, w in zip(row, painted, widths)]
        return "  ".join(cells).rstrip()

    lines = [line(header, [stream.paint(h, "bold") for h in header])]
    for row in rows:
        painted = [
            stream.paint(cell, *(styles(row, i) if styles else ()))
            for i, cell in enumerate(row)
        ]
        lines.append(line(row, painted))
    return "\n".join(lines)
