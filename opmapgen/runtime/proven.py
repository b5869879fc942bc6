"""A ledger of proven tests: a test that passed with the same inputs is not run again.

A test file's fingerprint hashes what its tests' outcomes depend on: the file, the files its
rule in `proven_inputs` names (for a mapping's parity tests: the library's generated code
and the runtime that runs it), the versions of the libraries that export and run its models,
Python's, the CPU's instruction set and the `OPMAPGEN_` settings. A run with
`--record-proven` writes the tests that passed, with their file's fingerprint, to the ledger
(`proven_ledger`, committed); a later run, CI's included, counts a test whose fingerprint is
recorded as proven (a skip, reported apart) instead of running it. A change to any input runs
the tests that depend on it again; `--rerun-proven` runs everything.

A rule's inputs are whole folders, except for what a rule reads per use (`proven_uses`): the
library's parity tests depend on the runtime, the registry (which mapping is registered for
which op, at which opsets: the package's `__init__`) and the modules of the mappings each test
called. The runtime records every mapping a test enters (`contract.TOUCHED`, kept by the
exporters' wrappers, refusals included), and the ledger keeps, per test, those mappings and a
digest of each one's files: an edit to one mapping runs again the tests that called it, not
the whole library's. A mapping a test did not call cannot have taken part in its export (a
mapping is reached only through its wrapper), and one added or removed changes the registry,
which every such test depends on.
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

VERSION = 2
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
    """Test files (a glob, from the root) and the globs of the files their outcome reads;
    `uses`: the files of each mapping a test calls, `{}` standing for its name."""

    tests: str
    inputs: tuple[str, ...]
    uses: tuple[str, ...] = ()


def parse_rules(lines: list[str], uses: list[str] = ()) -> list[Rule]:
    """`proven_inputs` lines, `TESTS: INPUT INPUT ...`, and `proven_uses` lines, `TESTS:
    PATTERN ...` (each with `{}` for a mapping's name), for the same TESTS."""
    rules = {}
    for line in lines:
        tests, inputs = _split("proven_inputs", line, "opmapgen/runtime/**/*.py")
        rules[tests] = Rule(tests, inputs)
    for line in uses:
        tests, patterns = _split("proven_uses", line, "opmapgen/library/{}.py")
        if tests not in rules:
            raise ValueError(
                f"proven_uses: {tests!r} is named by no proven_inputs line; give it one"
            )
        if not all("{}" in p for p in patterns):
            raise ValueError(
                f"proven_uses: {line!r}: write `{{}}` where the mapping's name goes"
            )
        rules[tests] = Rule(tests, rules[tests].inputs, patterns)
    return list(rules.values())


def _split(option: str, line: str, example: str) -> tuple[str, tuple[str, ...]]:
    tests, sep, inputs = line.partition(":")
    if not sep or not tests.strip() or not inputs.split():
        raise ValueError(
            f"{option}: {line!r} is not `TESTS: INPUT ...`, e.g. "
            f"`tests/test_x.py: {example}`"
        )
    return tests.strip(), tuple(inputs.split())


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
        self._uses: dict[tuple[Rule, str], str] = {}
        self._inputs = {rule: self._hash_inputs(rule) for rule in rules}

    def fingerprint(self, file: str) -> str | None:
        """The fingerprint of a test file (relative to the root, with `/`), or None when no
        rule covers it or it is gone."""
        if file not in self._fingerprints:
            self._fingerprints[file] = self._fingerprint(file)
        return self._fingerprints[file]

    def _rule(self, file: str) -> Rule | None:
        return next((r for r in self.rules if fnmatch.fnmatch(file, r.tests)), None)

    def use_digest(self, file: str, mapping: str) -> str:
        """The digest of the files of `mapping` that a test of `file` depends on when it
        calls it (absent ones included: a removed mapping differs)."""
        rule = self._rule(file)
        key = (rule, mapping)
        if key not in self._uses:
            parts = []
            for pattern in rule.uses if rule else ():
                # A glob (`mappings/*/{}.yaml`) may match several files, or none.
                found = sorted(self.root.glob(pattern.replace("{}", mapping)))
                parts += [pattern.encode()] + [
                    part
                    for path in found
                    for part in (
                        path.relative_to(self.root).as_posix().encode(),
                        path.read_bytes(),
                    )
                ]
            self._uses[key] = _digest(*parts)[:16]
        return self._uses[key]

    def _fingerprint(self, file: str) -> str | None:
        rule = self._rule(file)
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
            and all(
                self.use_digest(file, m) == entry.get("digests", {}).get(m)
                for m in entry.get("uses", {}).get(name, ())
            )
        )

    def changed(self) -> list[str]:
        """The recorded test files whose fingerprint, or the digest of a mapping one of
        their tests called, is not the recorded one any more."""
        return sorted(
            f
            for f, e in self.files.items()
            if self.fingerprint(f) != e["fingerprint"]
            or any(self.use_digest(f, m) != d for m, d in e.get("digests", {}).items())
        )

    def write(
        self,
        seen: set[str],
        passed: set[str],
        keep: set[str],
        at: str,
        uses: dict[str, set[str]] | None = None,
        seconds: dict[str, float] | None = None,
    ) -> int:
        """Record this run: a test seen in it stays or comes in when it passed or was proven
        and skipped (`keep`), and leaves otherwise; a test not seen stays while the ledger
        proves it. `uses` names the mappings each test that passed called, for the rules
        that read them (`Rule.uses`), `seconds` how long each took (kept with it: what a
        change that runs it again costs, bench/ledger.py). `at` names the commit the run
        started on. Returns the number of tests recorded."""
        uses, seconds = uses or {}, seconds or {}
        took = {
            f"{f}::{name}": t
            for f, e in self.files.items()
            for name, t in e.get("seconds", {}).items()
        }
        took.update((n, round(t, 2)) for n, t in seconds.items() if n in passed)
        tests: dict[str, dict[str, list[str]]] = {
            f: {
                name: list(e.get("uses", {}).get(name, ()))
                for name in e["tests"]
                if self.proven(f"{f}::{name}")
            }
            for f, e in self.files.items()
        }
        for nodeid in seen:
            file, _, name = nodeid.partition("::")
            if self.fingerprint(file) is None:
                continue
            names = tests.setdefault(file, {})
            if nodeid in passed:
                rule = self._rule(file)
                names[name] = sorted(uses.get(nodeid, ())) if rule.uses else []
            elif nodeid not in keep:
                names.pop(name, None)
        files = {}
        for f, names in sorted(tests.items()):
            if not names:
                continue
            entry = {"fingerprint": self.fingerprint(f), "tests": sorted(names)}
            entry["seconds"] = {
                n: took[f"{f}::{n}"] for n in sorted(names) if f"{f}::{n}" in took
            }
            called = {n: u for n, u in sorted(names.items()) if u}
            if called:
                entry["uses"] = called
                entry["digests"] = {
                    m: self.use_digest(f, m)
                    for m in sorted({m for u in called.values() for m in u})
                }
            files[f] = entry
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
