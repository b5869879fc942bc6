"""Files every step of the build relies on: one file replaced atomically, and the identity of an
installed library's files (what the schema cache and the build stamp are keyed by)."""

from __future__ import annotations

import contextlib
import importlib.metadata
import importlib.util
import os
import tempfile
from pathlib import Path


def write_file(path: Path, text: str) -> bool:
    """Replace `path` with `text` atomically unless it already holds it; True if written."""
    data = text.encode("utf-8")
    if path.is_file() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temporary, 0o666 & ~umask)  # mkstemp makes it private
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise
    return True


def version(distribution: str) -> str:
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return "-"


def library_identity(namespace: str) -> str:
    """What an op namespace's schemas come from: the module's version and file."""
    try:
        spec = importlib.util.find_spec(namespace)
    except (ImportError, ValueError):
        spec = None
    if spec is None or spec.origin is None:
        return "not installed"
    origin = Path(spec.origin)
    try:
        stat = origin.stat()
    except OSError:
        return f"{origin}"
    return f"{version(namespace)} {origin} {stat.st_size} {stat.st_mtime_ns}"
