"""Step 0: the spec files under a folder (without importing YAML: a no-op build needs no
more than their bytes)."""

from __future__ import annotations

from pathlib import Path

SPEC_SUFFIXES = (".yaml", ".yml")
# Where the commands look for specs unless told.
DEFAULT_MAPPINGS = "mappings"


def discover(root: Path) -> list[Path]:
    """Every spec file under `root`, in a stable order."""
    if root.is_file():
        return [root]
    return sorted(
        p
        for p in root.rglob("*")
        if p.suffix in SPEC_SUFFIXES and p.is_file() and not p.name.startswith(".")
    )
