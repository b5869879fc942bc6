"""A rebuild that changes nothing, without importing torch.

After a build, a stamp beside the output folder records a fingerprint of everything the output
is made from (the spec files, opmapgen's own code and templates, the versions of torch, ONNX
and the libraries whose ops the specs name, the regenerating command) and a hash of every file
written. When the fingerprint and the output's files still match, the output is current:
validating would give the same files, so the build stops before importing torch (seconds).
Anything else, a missing or unreadable stamp included, takes the full path.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Sequence
from pathlib import Path

from ..diagnostics import Diagnostic, Location
from ..files import library_identity, version, write_file
from ..spec.discover import discover
from .resources import templates_dir
from .write import read_tree

VERSION = 1
# Distributions whose behaviour shapes validation or the rendered code.
_DISTRIBUTIONS = ("torch", "onnx", "onnxscript", "pydantic", "jinja2", "pyyaml")
_NAMESPACE = re.compile(rb"^\s*op:\s*[\"']?([A-Za-z_]\w*)::", re.MULTILINE)
_BUILTIN_NAMESPACES = {b"aten", b"prim"}


def stamp_path(out: Path) -> Path:
    out = out.absolute()
    return out.parent / f".{out.name}.opmapgen-stamp"


def fingerprint(roots: Path | Sequence[Path], command: str, *extra: str) -> str:
    """A hash of what a build of `roots` by `command` depends on; `extra`: anything else
    the output depends on (where it goes, what it composes with)."""
    digest = hashlib.sha256()

    def add(*parts: str | bytes) -> None:
        for part in parts:
            data = part.encode() if isinstance(part, str) else part
            digest.update(len(data).to_bytes(8, "little") + data)

    add(f"opmapgen stamp {VERSION}", command, *extra)
    roots = (roots,) if isinstance(roots, Path) else tuple(roots)
    add(*(str(root.absolute()) for root in roots))
    namespaces: set[bytes] = set()
    for path in discover(roots):
        data = path.read_bytes()
        add(path.as_posix(), data)
        namespaces |= set(_NAMESPACE.findall(data))
    for path in _own_files():
        add(path.name, path.read_bytes())
    for name in _DISTRIBUTIONS:
        add(name, version(name))
    for namespace in sorted(namespaces - _BUILTIN_NAMESPACES):
        add(namespace, library_identity(namespace.decode()))
    return digest.hexdigest()


def is_current(out: Path, key: str) -> tuple[int, list[Diagnostic]] | None:
    """(number of mappings, warnings to repeat) if `out` is what the stamp says; else None."""
    try:
        stamp = json.loads(stamp_path(out).read_text())
        if stamp.get("fingerprint") != key:
            return None
        files = {name: _hash(data) for name, data in read_tree(out.absolute()).items()}
        if files != stamp["files"]:
            return None
        warnings = [
            Diagnostic(Location(Path(path), line, col), message, warning=True)
            for path, line, col, message in stamp["warnings"]
        ]
        return int(stamp["mappings"]), warnings
    except (OSError, ValueError, KeyError, TypeError):
        return None


def record(
    out: Path,
    key: str,
    files: dict[str, str],
    mappings: int,
    warnings: list[Diagnostic],
) -> None:
    """Write the stamp of a build that left `out` holding `files`."""
    stamp = {
        "fingerprint": key,
        "mappings": mappings,
        "warnings": [
            [
                str(w.location.path.absolute()),
                w.location.line,
                w.location.col,
                w.message,
            ]
            for w in warnings
        ],
        "files": {
            name: _hash(text.encode("utf-8")) for name, text in sorted(files.items())
        },
    }
    write_file(stamp_path(out), json.dumps(stamp, indent=1, sort_keys=True) + "\n")


def _own_files() -> list[Path]:
    """opmapgen's code and templates; not the library it holds, which builds write (what
    a user's build reads of it, its catalog, is fingerprinted apart)."""
    package = Path(__file__).parent.parent
    library = package / "library"
    code = (p for p in package.rglob("*.py") if library not in p.parents)
    return sorted(code) + sorted(templates_dir().glob("*.j2"))


def _hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()
