"""What validation learns from torch and onnx, kept on disk so a build need not import them.

`import torch` takes seconds, longer than loading, checking, rendering and writing a thousand
specs. The facts a build asks for (torch's op schemas, the exporters' opset bounds, the opsets
torch's own symbolics cover; ONNX op schemas) are fixed for one installation, so they are kept
in one JSON file per torch installation: torch's version and the size and time of its
`__init__.py` name the file. Facts about onnx, or about a library's ops (`torchvision::`),
also record that package's version and file, and are looked up afresh when those differ.

Only answers are kept: a lookup that fails (an unknown op, a library that is not installed)
is asked of torch every time, since that is the spec being fixed. The folder is
`$OPMAPGEN_CACHE_DIR` (empty: no cache), else `$XDG_CACHE_HOME/opmapgen`, else
`~/.cache/opmapgen`; deleting it is always safe. A cache that cannot be read or written is
ignored.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from ..files import library_identity, write_file

FORMAT = 1
MISSING = object()


class SchemaCache:
    """The facts of one torch installation: kind → name → (library identity, value)."""

    def __init__(self, path: Path | None):
        self.path = path
        self.entries: dict[str, dict[str, list]] = {}
        self.changed = False
        if path is None:
            return
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if data.get("format") == FORMAT and isinstance(data.get("entries"), dict):
                self.entries = data["entries"]
        except (OSError, ValueError, AttributeError):
            pass

    def get(self, kind: str, name: str, library: str = ""):
        """The value kept for `name`, or MISSING (also when `library` has changed)."""
        entry = self.entries.get(kind, {}).get(name)
        if isinstance(entry, list) and len(entry) == 2 and entry[0] == library:
            return entry[1]
        return MISSING

    def put(self, kind: str, name: str, value, library: str = "") -> None:
        if self.get(kind, name, library) != value:
            self.entries.setdefault(kind, {})[name] = [library, value]
            self.changed = True

    def save(self) -> None:
        if self.path is None or not self.changed:
            return
        text = json.dumps({"format": FORMAT, "entries": self.entries}, sort_keys=True)
        try:
            write_file(self.path, text + "\n")
            self.changed = False
        except OSError:
            pass  # a read-only home: the next build asks torch again


_cache: SchemaCache | None = None


def cache() -> SchemaCache:
    global _cache
    if _cache is None:
        _cache = SchemaCache(_path())
    return _cache


def save() -> None:
    if _cache is not None:
        _cache.save()


def _path() -> Path | None:
    folder = os.environ.get("OPMAPGEN_CACHE_DIR")
    if folder == "":  # set but empty: no cache
        return None
    if folder is None:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
        folder = os.path.join(base, "opmapgen")
    # The facts depend on torch and on how this opmapgen reads them.
    own = Path(__file__).parent
    key = hashlib.sha256(library_identity("torch").encode())
    for name in ("schema_cache.py", "source_schema.py", "target_schema.py"):
        key.update((own / name).read_bytes())
    return Path(folder) / f"facts-{key.hexdigest()[:24]}.json"
