"""Build and load a C++ extension that registers torch ops (TORCH_LIBRARY), once, cached."""

from __future__ import annotations

import functools
import os
import shutil
from pathlib import Path


class ExtensionBuildError(RuntimeError):
    """The extension cannot be built on this machine."""


@functools.cache
def load(source: Path, name: str) -> None:
    """Compile `source` on first use (cached by torch across runs) and load its ops."""
    from torch.utils import cpp_extension

    compiler = os.environ.get("CXX", "c++")
    if shutil.which(compiler) is None:
        raise ExtensionBuildError(
            f"building {source} needs a C++ compiler, and {compiler!r} is not on PATH: "
            "install one (Debian/Ubuntu: apt-get install g++) or set CXX"
        )
    _put_ninja_on_path()
    cpp_extension.load(
        name=name, sources=[str(source)], is_python_module=False, verbose=False
    )


def _put_ninja_on_path() -> None:
    """torch builds with ninja; the `ninja` package's binary is not on PATH outside a venv's
    activated shell."""
    try:
        import ninja
    except ImportError:
        return
    os.environ["PATH"] = os.pathsep.join([ninja.BIN_DIR, os.environ.get("PATH", "")])
