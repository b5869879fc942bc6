"""Files opmapgen ships beside its code: the Jinja2 templates, in the wheel or a checkout."""

from __future__ import annotations

from pathlib import Path


def templates_dir() -> Path:
    """The templates shipped in the wheel, or the repository's `templates/` in a checkout."""
    packaged = Path(__file__).parent / "templates"
    return packaged if packaged.is_dir() else Path(__file__).parent.parent / "templates"
