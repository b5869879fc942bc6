"""`module:callable` references in specs, checked without importing the module."""

from __future__ import annotations

import ast
import difflib
import importlib.util
import os
import sys
from pathlib import Path

from ..diagnostics import display_path


def callable_problem(reference: str) -> str | None:
    """Why `module:callable` cannot be found, or None when it can.

    The module is read, not imported: importing may build a C++ extension. It is looked for
    as a script run from the working folder would see it (the opmapgen command's own
    sys.path lacks that folder).
    """
    module, name = reference.split(":")
    sys.path.insert(0, os.getcwd())
    try:
        found = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        found = None
    finally:
        sys.path.pop(0)
    if found is None or not found.origin or not found.origin.endswith(".py"):
        return f"cannot find the Python module {module} (from the working folder or the installed packages)"
    where = display_path(Path(found.origin))
    try:
        tree = ast.parse(Path(found.origin).read_bytes())
    except (SyntaxError, ValueError) as exc:  # ValueError: a null byte
        at = f" at line {exc.lineno}" if getattr(exc, "lineno", None) else ""
        message = getattr(exc, "msg", None) or str(exc)
        return f"{module} ({where}) is not valid Python: {message}{at}; fix it"
    defined = {
        n.name for n in tree.body if isinstance(n, ast.FunctionDef | ast.ClassDef)
    }
    defined |= {
        t.id
        for n in tree.body
        if isinstance(n, ast.Assign)
        for t in n.targets
        if isinstance(t, ast.Name)
    }
    if name in defined:
        return None
    close = difflib.get_close_matches(name, sorted(defined), n=1)
    hint = f"; did you mean {module}:{close[0]}?" if close else ""
    return f"{module} ({display_path(Path(found.origin))}) defines no {name}{hint}"
