"""Small parts (issue 31, point 4): no class over 400 lines and no function over 80 in
opmapgen/ (the generated library aside). Every part meets it: there are no exceptions.
"""

from __future__ import annotations

import ast
import sys

from conftest import REPO

CLASS_LINES = 400
FUNCTION_LINES = 80

def _parts() -> dict[str, tuple[int, int]]:
    """Every class and function in opmapgen/: name → (lines, limit)."""
    found = {}
    for path in sorted((REPO / "opmapgen").rglob("*.py")):
        relative = path.relative_to(REPO).as_posix()
        if relative.startswith("opmapgen/library/"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        stack = [(tree, "")]
        while stack:
            node, prefix = stack.pop()
            for child in ast.iter_child_nodes(node):
                if isinstance(
                    child, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef
                ):
                    name = prefix + child.name
                    limit = (
                        CLASS_LINES
                        if isinstance(child, ast.ClassDef)
                        else FUNCTION_LINES
                    )
                    found[f"{relative}::{name}"] = (
                        child.end_lineno - child.lineno + 1,
                        limit,
                    )
                    stack.append((child, name + "."))
    return found


def test_no_part_is_over_the_limits():
    over = {
        name: lines
        for name, (lines, limit) in _parts().items()
        if lines > limit
    }
    assert not over, (
        f"over {CLASS_LINES} lines for a class or {FUNCTION_LINES} for a function; "
        f"split them: {over}"
    )


def test_the_check_sees_a_long_function(tmp_path, monkeypatch):
    # The walk finds nested parts and measures them: a stand-in package with one function
    # over the limit inside a class.
    package = tmp_path / "opmapgen"
    package.mkdir()
    body = "\n".join(f"        x{i} = {i}" for i in range(FUNCTION_LINES))
    (package / "long.py").write_text(f"class A:\n    def f(self):\n{body}\n")
    monkeypatch.setattr(sys.modules[__name__], "REPO", tmp_path)
    assert _parts()["opmapgen/long.py::A.f"] == (FUNCTION_LINES + 1, FUNCTION_LINES)
