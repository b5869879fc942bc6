"""Files opmapgen ships beside its code: the Jinja2 templates, in the wheel or a checkout."""

from __future__ import annotations

from pathlib import Path


def templates_dir() -> Path:
    """The templates shipped in the wheel, or the repository's `templates/` in a checkout."""
    package = Path(__file__).parent.parent
    packaged = package / "templates"
    return packaged if packaged.is_dir() else package.parent / "templates"
