"""A ledger of proven tests: a test that passed with the same inputs is not run again.

A test file's fingerprint hashes what its tests' outcomes depend on: the file, the files its
rule in `proven_inputs` names (for a mapping's parity tests: the library's generated code
and the runtime that runs it), the versions of the libraries that export and run its models,
Python's, the CPU's instruction set and the `OPMAPGEN_` settings. A run with
`--record-proven` writes the tests that passed, with their file's fingerprint, to the ledger
(`proven_ledger`, committed); a later run, CI's included, counts a test whose fingerprint is
recorded as proven (a skip, reported apart) instead of running it. A change to any input runs
the tests that depend on it again; `--rerun-proven` runs everything.

A rule's inputs are whole folders on purpose: importing the library registers every mapping,
so any mapping can take part in another's export, and a rule that named less could prove a
test with an input it never hashed.
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import os
import platform
import subprocess
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

VERSION = 1
# What exports, runs and compares the tests' models, and runs the tests.
DISTRIBUTIONS = (
    "torch",
    "torchvision",
    "onnx",
    "onnxruntime",
    "onnxscript",
    "onnx-ir",
    "openvino",
    "numpy",
    "ml-dtypes",
    "sympy",
    "pyyaml",
    "pytest",
)
# Settings that change what a test does, as opposed to where it keeps a cache.
_NOT_SETTINGS = {"OPMAPGEN_CACHE_DIR"}


@dataclass(frozen=True)
class Rule:
    """Test files (a glob, from the root) and the globs of the files their outcome reads."""

    tests: str
    inputs: tuple[str, ...]


def parse_rules(lines: list[str]) -> list[Rule]:
    """`proven_inputs` lines: `TESTS: INPUT INPUT ...`."""
    rules = []
    for line in lines:
        tests, sep, inputs = line.partition(":")
        if not sep or not tests.strip() or not inputs.split():
            raise ValueError(
                f"proven_inputs: {line!r} is not `TESTS: INPUT ...`, e.g. "
                "`tests/test_x.py: opmapgen/runtime/**/*.py`"
            )
        rules.append(Rule(tests.strip(), tuple(inputs.split())))
    return rules


def environment() -> dict[str, str]:
    """What a recorded outcome holds for besides its files. (The versions are read here, not
    through `opmapgen.files.version`: the runtime imports no build stage.)"""
    from .cpu import isa

    env = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "isa": isa(),
    }
    for name in DISTRIBUTIONS:
        try:
            env[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            env[name] = "absent"
    for name, value in os.environ.items():
        if name.startswith("OPMAPGEN_") and name not in _NOT_SETTINGS:
            env[f"${name}"] = value
    return env


def _digest(*parts: bytes) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(len(part).to_bytes(8, "little"))
        h.update(part)
    return h.hexdigest()


class Ledger:
    """The recorded ledger at `path`, and the fingerprints of this checkout's test files."""

    def __init__(self, root: Path, path: Path, rules: list[Rule], env=None):
        self.root = root
        self.path = path
        self.name = path.relative_to(root).as_posix()
        self.rules = rules
        self.environment = environment() if env is None else env
        self._environment = json.dumps(self.environment, sort_keys=True).encode()
        recorded = _load(path)
        self.recorded_environment = recorded.get("environment", {})
        self.recorded_at = recorded.get("recorded_at", "")
        self.files: dict[str, dict] = recorded.get("files", {})
        self._fingerprints: dict[str, str | None] = {}
        self._inputs = {rule: self._hash_inputs(rule) for rule in rules}

    def fingerprint(self, file: str) -> str | None:
        """The fingerprint of a test file (relative to the root, with `/`), or None when no
        rule covers it or it is gone."""
        if file not in self._fingerprints:
            self._fingerprints[file] = self._fingerprint(file)
        return self._fingerprints[file]

    def _fingerprint(self, file: str) -> str | None:
        rule = next((r for r in self.rules if fnmatch.fnmatch(file, r.tests)), None)
        test = self.root / file
        if rule is None or not test.is_file():
            return None
        return _digest(
            self._environment, self._inputs[rule].encode(), test.read_bytes()
        )[:24]

    def _hash_inputs(self, rule: Rule) -> str:
        files = set()
        for pattern in rule.inputs:
            found = [p for p in self.root.glob(pattern) if p.is_file()]
            if not found:
                # A misspelt input would prove tests with a file it never hashed.
                raise ValueError(
                    f"proven_inputs: {pattern!r} (for {rule.tests!r}) names no file "
                    f"under {self.root}"
                )
            files.update(found)
        files.discard(self.path)
        parts = []
        for p in sorted(files):
            if "__pycache__" not in p.parts:
                parts += [p.relative_to(self.root).as_posix().encode(), p.read_bytes()]
        return _digest(*parts)

    def proven(self, nodeid: str) -> bool:
        """Whether the test passed in the recorded run with its file as it is now."""
        file, _, name = nodeid.partition("::")
        entry = self.files.get(file)
        return (
            entry is not None
            and name in entry["tests"]
            and entry["fingerprint"] == self.fingerprint(file)
        )

    def changed(self) -> list[str]:
        """The recorded test files whose fingerprint is not the recorded one any more."""
        return sorted(
            f for f, e in self.files.items() if self.fingerprint(f) != e["fingerprint"]
        )

    def write(self, seen: set[str], passed: set[str], keep: set[str], at: str) -> int:
        """Record this run: a test seen in it stays or comes in when it passed or was proven
        and skipped (`keep`), and leaves otherwise; a test not seen stays while its file is
        unchanged. `at` names the commit the run started on. Returns the number of tests
        recorded."""
        tests: dict[str, set[str]] = {
            f: set(e["tests"])
            for f, e in self.files.items()
            if self.fingerprint(f) == e["fingerprint"]
        }
        for nodeid in seen:
            file, _, name = nodeid.partition("::")
            if self.fingerprint(file) is None:
                continue
            names = tests.setdefault(file, set())
            if nodeid in passed or nodeid in keep:
                names.add(name)
            else:
                names.discard(name)
        files = {
            f: {"fingerprint": self.fingerprint(f), "tests": sorted(names)}
            for f, names in sorted(tests.items())
            if names
        }
        record = {
            "version": VERSION,
            "recorded_at": at,
            "environment": self.environment,
            "files": files,
        }
        tmp = self.path.with_name(self.path.name + ".tmp")
        tmp.write_text(json.dumps(record, indent=1, sort_keys=True) + "\n", "utf-8")
        os.replace(tmp, self.path)
        return sum(len(e["tests"]) for e in files.values())

    def why_not(self) -> str:
        """What differs from the recorded environment, when anything does."""
        env, old = self.environment, self.recorded_environment
        if not old or env == old:
            return ""
        diffs = [
            f"{k} {old.get(k, 'absent')} -> {env.get(k, 'absent')}"
            for k in sorted(set(env) | set(old))
            if env.get(k) != old.get(k)
        ]
        return "recorded with another environment: " + ", ".join(diffs)


def _load(path: Path) -> dict:
    try:
        recorded = json.loads(path.read_text("utf-8"))
    except (FileNotFoundError, ValueError):  # none yet, or not JSON: everything runs
        return {}
    if recorded.get("version") != VERSION:
        return {}
    return recorded


def head(root: Path) -> str:
    """The commit the recording ran on, `+changes` when the tree differed from it."""

    def git(*args: str) -> str:
        return subprocess.run(
            ["git", "-C", str(root), *args], capture_output=True, text=True, check=True
        ).stdout.strip()

    try:
        commit = git("rev-parse", "--short", "HEAD")
        dirty = git("status", "--porcelain", "--untracked-files=no")
    except (OSError, subprocess.CalledProcessError):
        return "an unknown commit"
    return commit + ("+changes" if dirty else "")
