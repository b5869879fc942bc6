"""Step 1: YAML files → plain Python data, with the location of every key and value.

Only plain YAML is accepted: strings, numbers, booleans, null, lists and mappings. Tags that
build objects, aliases, merge keys and duplicate keys are errors, so a spec means exactly what it
shows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from yaml.constructor import ConstructorError, SafeConstructor

from ..diagnostics import Location, Report

MAX_SPEC_BYTES = 1 << 20
MAX_DEPTH = 32  # a spec nests 5 levels

_PLAIN_SCALAR_TAGS = {
    "tag:yaml.org,2002:str",
    "tag:yaml.org,2002:int",
    "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool",
    "tag:yaml.org,2002:null",
}


class _Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """Safe loading without YAML 1.1's implicit timestamps (`2024-01-09`) and `=`: they read
    as the strings they show, which the spec model then accepts or rejects."""


_Loader.yaml_implicit_resolvers = {
    first: [
        (tag, regexp)
        for tag, regexp in resolvers
        if tag not in ("tag:yaml.org,2002:timestamp", "tag:yaml.org,2002:value")
    ]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
_COLLECTION_TAGS = {"tag:yaml.org,2002:seq", "tag:yaml.org,2002:map"}
_SCALAR_KINDS = {
    "tag:yaml.org,2002:int": "a number",
    "tag:yaml.org,2002:float": "a number",
    "tag:yaml.org,2002:bool": "a boolean",
    "tag:yaml.org,2002:null": "null",
}
_LINE_BREAK = re.compile("\r\n|[\r\n\x85\u2028\u2029]")  # YAML's line breaks

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
        start = raw.rfind(b"\n", 0, exc.start) + 1
        col = len(raw[start : exc.start].decode("utf-8", "replace")) + 1  # characters
        utf16 = raw.startswith((b"\xff\xfe", b"\xfe\xff"))
        report.error(
            Location(path, line, col),
            "the file is UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8"
            if utf16
            else f"byte 0x{raw[exc.start]:02x} is not UTF-8; save the file as UTF-8",
        )
        return None
    try:
        deep = _too_deep(text)
        node = None if deep else yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = _mark_location(path, text, mark) if mark else Location(path, 1, 1)
        report.error(where, f"invalid YAML: {_yaml_problem(exc, text)}")
        return None
    except yaml.reader.ReaderError as exc:  # a character YAML does not allow
        line = text.count("\n", 0, exc.position) + 1
        col = exc.position - (text.rfind("\n", 0, exc.position) + 1) + 1
        report.error(
            Location(path, line, col),
            f"invalid YAML: character U+{exc.character:04X}: {exc.reason}; remove it",
        )
        return None
    except yaml.YAMLError as exc:
        report.error(Location(path, 1, 1), f"invalid YAML: {exc}")
        return None
    if deep:
        report.error(
            _mark_location(path, text, deep),
            f"lists and mappings nest more than {MAX_DEPTH} levels deep here; "
            "a spec nests a few levels",
        )
        return None
    if node is None or (
        isinstance(node, yaml.ScalarNode)
        and node.tag == "tag:yaml.org,2002:null"
        and not node.value
    ):  # nothing, or only `---`
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
    if "*" in text:  # maybe an alias: find it where it is written
        alias = _alias_problem(path, text)
        if alias:
            report.error(*alias)
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
            if key_node.tag not in _PLAIN_SCALAR_TAGS | _COLLECTION_TAGS:
                self.bad_tag(key_node)
                continue
            if (
                not isinstance(key_node, yaml.ScalarNode)
                or key_node.tag != "tag:yaml.org,2002:str"
            ):
                shown = (
                    f"'{key_node.value}', which YAML reads as "
                    f"{_SCALAR_KINDS[key_node.tag]},"
                    if isinstance(key_node, yaml.ScalarNode)
                    else f"a {_kind(key_node)}"
                )
                self.error(
                    key_node,
                    f"key {shown} is not a name; keys are names such as name or "
                    "target (quote a key that is meant as text)",
                )
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
            return self.bad_tag(node)
        try:
            return self.scalars.construct_object(node)
        except ConstructorError as exc:
            self.error(node, f"invalid value: {exc.problem}")
            return None
        except ValueError:  # an integer of more digits than Python converts
            self.error(
                node, f"a number {len(node.value):,} characters long; shorten it"
            )
            return None

    def bad_tag(self, node: yaml.Node) -> None:
        tag = node.tag.replace("tag:yaml.org,2002:", "!!")
        self.error(
            node,
            f"YAML tag '{tag}' is not allowed; specs hold plain values only: "
            "remove the tag",
        )


def _too_deep(text: str) -> yaml.Mark | None:
    """Where the lists and mappings first nest deeper than MAX_DEPTH, if they do. Composing
    a deep document recurses once per level: a deep enough one crashes the interpreter."""
    # Each list or mapping starts at a character of its own (`[`, `{`, `-`, `?`, or the `:` of
    # its first key), so a text with few of them cannot nest deeply: no need to parse it.
    if sum(map(text.count, "[{-?:")) <= MAX_DEPTH:
        return None
    try:
        return _first_too_deep(yaml.parse(text, Loader=_Loader))
    except yaml.YAMLError as error:
        # libyaml (from PyYAML 6.0.4) refuses nesting beyond a limit of its own while it
        # scans ahead, before yielding the events that pass ours: the pure-Python parser,
        # which has no such limit, finds where ours is passed.
        if "nesting depth" not in str(error):
            raise
        return _first_too_deep(yaml.parse(text, Loader=yaml.SafeLoader))


def _first_too_deep(events) -> yaml.Mark | None:
    depth = 0
    for event in events:
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                return event.start_mark
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
    return None


def _mark_location(path: Path, text: str, mark: yaml.Mark) -> Location:
    """Where a parse error points. libyaml ends a file that lacks a final line break with one
    of its own, and reports the end of the file on the line after the last: clamp it."""
    lines = _LINE_BREAK.split(text)
    if mark.line >= len(lines):
        return Location(path, len(lines), len(lines[-1]) + 1)
    return Location(path, mark.line + 1, mark.column + 1)


def _location(path: Path, node: yaml.Node) -> Location:
    return Location(path, node.start_mark.line + 1, node.start_mark.column + 1)


def _kind(node: yaml.Node) -> str:
    if isinstance(node, yaml.SequenceNode):
        return "list"
    return "single value"


def _alias_problem(path: Path, text: str) -> tuple[Location, str] | None:
    """The first alias (`*name`) and what to do about it, if the text has one. Found in the
    event stream, before anything is expanded: a billion laughs costs what its text does."""
    anchors: dict[str, yaml.Mark] = {}
    aliases = []
    for event in yaml.parse(text, Loader=_Loader):
        if isinstance(event, yaml.AliasEvent):
            aliases.append(event)
        elif getattr(event, "anchor", None):
            anchors.setdefault(event.anchor, event.start_mark)
    if not aliases:
        return None
    name = aliases[0].anchor
    anchor = anchors.get(name)
    more = f" ({len(aliases)} aliases in this file)" if len(aliases) > 1 else ""
    return (
        _mark_location(path, text, aliases[0].start_mark),
        f"*{name} repeats the value anchored as &{name}"
        + (f" on line {anchor.line + 1}" if anchor else "")
        + "; specs take no anchors or aliases: write the value out where it is used"
        + more,
    )


# What to write instead, for the parse errors a hand-written spec meets most.
_HINTS = {
    "mapping values are not allowed": "check the indentation of this line (the keys of "
    "one mapping line up) or quote a value that holds ': '",
    "could not find expected ':'": "write key: value, with a space after the colon",
    "did not find expected ',' or ']'": "separate the items with ',' and close the list "
    "with ']'",
    "did not find expected ',' or '}'": "separate the items with ',' and close the "
    "mapping with '}'",
}


def _yaml_problem(exc: yaml.MarkedYAMLError, text: str = "") -> str:
    problem = exc.problem or str(exc)
    mark = exc.problem_mark
    lines = _LINE_BREAK.split(text)
    at_tab = (
        mark is not None
        and mark.line < len(lines)
        and lines[mark.line][mark.column : mark.column + 1] == "\t"
    )
    if at_tab or "tab" in problem or "'\\t'" in problem:
        return "a tab character; indent YAML with spaces"
    if problem.startswith("but found another document"):
        return (
            "a second YAML document starts here; a spec file holds one spec: remove "
            "this '---' and what follows, or move it to a file of its own"
        )
    context = exc.context or ""
    start = exc.context_mark
    if context and start is not None and mark is not None and start.line != mark.line:
        context += f" at line {start.line + 1}, column {start.column + 1}"
    message = f"{problem} ({context})" if context else problem
    hint = next((h for p, h in _HINTS.items() if problem.startswith(p)), None)
    if problem.startswith("found unexpected end of stream") and "quoted" in context:
        hint = "close the quote"
    return f"{message}; {hint}" if hint else message
