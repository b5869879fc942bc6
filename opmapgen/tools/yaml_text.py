"""YAML text written by hand, for `opmapgen new`: scalars, flow lists and maps, comments.

A dumper would lose the comments and the layout the specs under mappings/ follow, so the draft
is written line by line; these helpers make each value read back as what was meant.
"""

from __future__ import annotations

import json
import textwrap

import yaml

WIDTH = 92  # comments wrap here, as in the specs under mappings/


def scalar(value: object) -> str:
    """A YAML scalar or flow list that reads back as `value`."""
    if isinstance(value, list | tuple):
        return flow(list(value))
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        text = repr(value)
        if text in ("inf", "-inf", "nan"):
            return {"inf": ".inf", "-inf": "-.inf", "nan": ".nan"}[text]
        mantissa, e, exponent = text.partition("e")
        # YAML 1.1 (PyYAML) reads 1e-05 as a string: it needs the dot.
        return f"{mantissa}.0e{exponent}" if e and "." not in mantissa else text
    if isinstance(value, int):
        return str(value)
    text = str(value)
    return text if _plain_scalar(text) else json.dumps(text)


def _plain_scalar(text: str) -> bool:
    """Whether `text` can stand unquoted, in a flow list too, and read back as itself."""
    if not text or text != text.strip() or text[0] in "-?:#&*!|>'\"%@`":
        return False
    if ": " in text or " #" in text or any(c in text for c in ",[]{}"):
        return False
    try:
        return yaml.safe_load(text) == text
    except yaml.YAMLError:
        return False


def flow(values: list) -> str:
    return "[" + ", ".join(scalar(v) for v in values) + "]"


def flow_map(values: dict) -> str:
    return "{" + ", ".join(f"{k}: {scalar(v)}" for k, v in values.items()) + "}"


def comment(text: str, indent: str = "", hanging: str = "# ") -> list[str]:
    """`text` as comment lines of at most WIDTH characters; \\0 is a space kept."""
    lines = textwrap.wrap(
        text,
        WIDTH,
        initial_indent=f"{indent}# ",
        subsequent_indent=f"{indent}{hanging}",
        break_on_hyphens=False,
        break_long_words=False,
    )
    return [line.replace("\0", " ") for line in lines]


def with_note(line: str, note: str) -> str:
    """`line` with `note` as a comment at its end, if there is one."""
    return f"{line}  # {note}" if note else line
