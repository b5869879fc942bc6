"""Step 1: YAML files → plain Python data, with the location of every key and value.

Only plain YAML is accepted: strings, numbers, booleans, null, lists and mappings. Tags that
build objects, aliases, merge keys and duplicate keys are errors, so a spec means exactly what it
shows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from yaml.constructor import ConstructorError, SafeConstructor

from .diagnostics import Location, Report

MAX_SPEC_BYTES = 1 << 20
SPEC_SUFFIXES = (".yaml", ".yml")

_PLAIN_SCALAR_TAGS = {
    "tag:yaml.org,2002:str",
    "tag:yaml.org,2002:int",
    "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool",
    "tag:yaml.org,2002:null",
}
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

Path_ = tuple  # a path into the data: keys and list indices


@dataclass
class Document:
    """One spec file's data and where each part of it was written."""

    path: Path
    data: Any = None
    values: dict[Path_, Location] = field(default_factory=dict)
    keys: dict[Path_, Location] = field(default_factory=dict)

    def at(self, path: Path_) -> Location:
        """Where the value at `path` starts, or its nearest written ancestor."""
        path = tuple(path)
        while path not in self.values and path:
            path = path[:-1]
        return self.values.get(path, Location(self.path, 1, 1))

    def key_at(self, path: Path_) -> Location:
        """Where the key naming the value at `path` stands."""
        return self.keys.get(tuple(path)) or self.at(path)


def discover(root: Path) -> list[Path]:
    """Every spec file under `root`, in a stable order."""
    if root.is_file():
        return [root]
    return sorted(
        p
        for p in root.rglob("*")
        if p.suffix in SPEC_SUFFIXES and p.is_file() and not p.name.startswith(".")
    )


def load_document(path: Path, report: Report) -> Document | None:
    doc = Document(path)
    raw = path.read_bytes()
    if len(raw) > MAX_SPEC_BYTES:
        report.error(
            Location(path, 1, 1),
            f"spec file is {len(raw):,} bytes; a spec is a short YAML file "
            f"(at most {MAX_SPEC_BYTES:,} bytes): split it or remove what is not a spec",
        )
        return None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        col = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        report.error(
            Location(path, line, col),
            f"byte 0x{raw[exc.start]:02x} is not UTF-8; save the file as UTF-8",
        )
        return None
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = (
            Location(path, mark.line + 1, mark.column + 1)
            if mark
            else Location(path, 1, 1)
        )
        report.error(where, f"invalid YAML: {_yaml_problem(exc)}")
        return None
    except yaml.YAMLError as exc:
        report.error(Location(path, 1, 1), f"invalid YAML: {exc}")
        return None
    if node is None:
        report.error(
            Location(path, 1, 1),
            "the file is empty; a spec is a mapping with the keys name, source, target and test",
        )
        return None
    if not isinstance(node, yaml.MappingNode):
        report.error(
            _location(path, node),
            f"a spec is a mapping (key: value lines), not a {_kind(node)}",
        )
        return None
    converter = _Converter(doc, report)
    doc.data = converter.convert(node, ())
    return doc if not converter.failed else None


class _Converter:
    def __init__(self, doc: Document, report: Report):
        self.doc = doc
        self.report = report
        self.seen: set[int] = set()
        self.failed = False
        self.scalars = SafeConstructor()

    def error(self, node: yaml.Node, message: str) -> None:
        self.failed = True
        self.report.error(_location(self.doc.path, node), message)

    def convert(self, node: yaml.Node, path: Path_) -> Any:
        self.doc.values[path] = _location(self.doc.path, node)
        if id(node) in self.seen:
            self.error(
                node,
                "this value is anchored (&name) and used again through an alias (*name); "
                "anchors and aliases are not supported: write the value out",
            )
            return None
        self.seen.add(id(node))
        if isinstance(node, yaml.ScalarNode):
            return self.scalar(node)
        if isinstance(node, yaml.SequenceNode):
            if node.tag != "tag:yaml.org,2002:seq":
                return self.bad_tag(node)
            return [self.convert(item, (*path, i)) for i, item in enumerate(node.value)]
        if node.tag != "tag:yaml.org,2002:map":
            return self.bad_tag(node)
        return self.mapping(node, path)

    def mapping(self, node: yaml.MappingNode, path: Path_) -> dict[str, Any]:
        result: dict[str, Any] = {}
        for key_node, value_node in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                self.error(
                    key_node,
                    "YAML merge keys (<<) are not supported; write the keys out",
                )
                continue
            if (
                not isinstance(key_node, yaml.ScalarNode)
                or key_node.tag != "tag:yaml.org,2002:str"
            ):
                self.error(key_node, "keys must be plain strings")
                continue
            key = key_node.value
            if key in result:
                first = self.doc.keys[(*path, key)]
                self.error(
                    key_node,
                    f"duplicate key '{key}' (first given at line {first.line})",
                )
                continue
            self.doc.keys[(*path, key)] = _location(self.doc.path, key_node)
            result[key] = self.convert(value_node, (*path, key))
        return result

    def scalar(self, node: yaml.ScalarNode) -> Any:
        if node.tag not in _PLAIN_SCALAR_TAGS:
            if node.tag.startswith("tag:yaml.org,2002:") and node.style is None:
                return node.value  # an implicit timestamp and the like: keep the text
            return self.bad_tag(node)
        try:
            return self.scalars.construct_object(node)
        except ConstructorError as exc:
            self.error(node, f"invalid value: {exc.problem}")
            return None

    def bad_tag(self, node: yaml.Node) -> None:
        tag = node.tag.replace("tag:yaml.org,2002:", "!!")
        self.error(
            node, f"YAML tag '{tag}' is not allowed; specs hold plain values only"
        )


def _location(path: Path, node: yaml.Node) -> Location:
    return Location(path, node.start_mark.line + 1, node.start_mark.column + 1)


def _kind(node: yaml.Node) -> str:
    if isinstance(node, yaml.SequenceNode):
        return "list"
    return "single value"


def _yaml_problem(exc: yaml.MarkedYAMLError) -> str:
    problem = exc.problem or str(exc)
    if "tab" in problem or "'\\t'" in problem:
        return "a tab character; indent YAML with spaces"
    if exc.context:
        return f"{problem} ({exc.context})"
    return problem
