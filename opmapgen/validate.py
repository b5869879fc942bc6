"""Step 3: check specs against the real torch and ONNX schemas and resolve them into Mappings.

Each spec is checked on its own (`_Resolver`), then checks that span specs run once over all of
them (`_check_across`). Every problem is reported with the location of the value at fault; the
run fails after all specs have been looked at.
"""

from __future__ import annotations

import difflib
from pathlib import Path

from . import source_schema, target_schema
from .diagnostics import Diagnostic, Location, Report, SpecErrors, display_path
from .load import discover, load_document
from .mapping import Arg, Attribute, AttributeValue, Mapping, ParityTest, Ref, TestValue
from .source_schema import NotInstalled, OpSchema, SchemaArg, Unknown
from .spec import OP_NAME, Spec, parse_spec

DEFAULT_TEST_OPSET = 17

# What a source arg read with each descriptor becomes as an ONNX attribute value.
_DESCRIPTOR_KIND = {
    "i": "int",
    "b": "int",
    "f": "float",
    "s": "string",
    "is": "ints",
    "fs": "floats",
    "t": "tensor",
}


def load_specs(root: Path, report: Report) -> list[Spec]:
    if not root.exists():
        message = (
            f"{display_path(root)} does not exist; create it or name the spec folder"
        )
        raise SpecErrors([Diagnostic(Location(root, 1, 1), message)])
    specs = []
    for path in discover(root):
        document = load_document(path, report)
        spec = parse_spec(document, report) if document else None
        if spec:
            specs.append(spec)
    return specs


def validate(root: Path, report: Report) -> list[Mapping]:
    """Load, check and resolve every spec under `root`; raise SpecErrors listing all errors."""
    specs = load_specs(root, report)
    mappings = [_Resolver(spec, report).resolve() for spec in specs]
    _check_across(specs, mappings, report)
    report.raise_if_errors()
    return sorted((m for m in mappings if m), key=lambda m: m.name)


class _Resolver:
    """Resolves one spec; reports what is wrong with it."""

    def __init__(self, spec: Spec, report: Report):
        self.spec = spec
        self.report = report
        self.doc = spec.document
        self.ok = True
        self.unchecked = False  # the op's library is not installed

    def error(self, path: tuple, message: str) -> None:
        self.ok = False
        self.report.error(self.doc.at(path), message)

    def resolve(self) -> Mapping | None:
        spec = self.spec
        schema = self._source_schema()
        if self.unchecked and spec.source.names is None:
            return None
        # Without a usable source schema, arg names are unknown: check only the target op.
        args = self._args(schema) if self.ok else None
        first, last = self._opsets()
        domain = spec.target.standard_domain
        custom = not target_schema.is_standard(domain)
        attributes: tuple[Attribute, ...] = ()
        if first is not None:
            if custom:
                attributes = self._custom_attributes(args) if args is not None else ()
            elif self._target_exists(domain, first):
                attributes = self._standard_target(args, domain, first, last)
            if args is not None:
                self._inputs(args)
        test = self._test(schema, args, first, last)
        if not self.ok:
            return None
        match = OP_NAME.match(spec.source.op)
        return Mapping(
            name=spec.name,
            spec_path=display_path(self.doc.path),
            source_op=spec.source.op,
            register_name=f"{match['ns']}::{match['name']}",
            library=None if match["ns"] in ("aten", "prim") else match["ns"],
            schema=schema.text if schema else None,
            args=args,
            op_type=spec.target.op,
            domain=domain,
            domain_version=spec.target.domain_version,
            custom_domain=custom,
            inputs=tuple(spec.target.inputs),
            attributes=attributes,
            first_opset=first,
            last_opset=last,
            test=test,
        )

    # -- source -------------------------------------------------------------------------------

    def _source_schema(self) -> OpSchema | None:
        source = self.spec.source
        match = OP_NAME.match(source.op)
        base = f"{match['ns']}::{match['name']}"
        try:
            overloads = source_schema.overloads(base)
        except NotInstalled as exc:
            self.unchecked = True
            skipped = (
                ""
                if source.names
                else "; not generated (or list the arg names in source.names)"
            )
            self.report.warn(
                self.doc.at(("source", "op")),
                f"cannot check {source.op}: the Python package '{exc}' is not installed; "
                f"install it to check the spec against the op schema{skipped}",
            )
            return None
        except Unknown:
            close = source_schema.similar_ops(base)
            hint = f"; did you mean {' or '.join(close)}?" if close else ""
            self.error(("source", "op"), f"the installed torch has no op {base}{hint}")
            return None
        count = len(source.args)
        if match["overload"] is not None:
            if match["overload"] not in overloads:
                names = ", ".join(f"{base}.{o}" if o else base for o in overloads)
                self.error(
                    ("source", "op"),
                    f"{base} has no overload '{match['overload']}'; "
                    f"its overloads are {names}",
                )
                return None
            chosen = overloads[match["overload"]]
        elif "" in overloads:
            chosen = overloads[""]
        else:
            fitting = [
                s
                for o, s in overloads.items()
                if len(s.args) == count and "out" not in o
            ]
            if len(fitting) != 1:
                listed = "; ".join(
                    f"{s.qualified_name} ({len(s.args)} args)"
                    for s in overloads.values()
                )
                self.error(
                    ("source", "op"),
                    f"{base} has no default overload; name one: {listed}",
                )
                return None
            chosen = fitting[0]
        if count != len(chosen.args):
            self.error(
                ("source", "args"),
                f"{chosen.qualified_name} takes {_n(len(chosen.args), 'arg')} "
                f"({', '.join(a.python_name for a in chosen.args)}) but args lists {count}; "
                f"its schema is: {chosen.text}",
            )
            return None
        return chosen

    def _args(self, schema: OpSchema | None) -> tuple[Arg, ...] | None:
        source = self.spec.source
        if source.names is not None:
            if len(source.names) != len(source.args):
                self.error(
                    ("source", "names"),
                    f"names lists {len(source.names)} names for "
                    f"{len(source.args)} args; give one name per arg",
                )
                return None
            names = list(source.names)
        elif schema is not None:
            names = [a.python_name for a in schema.args]
        else:
            names = [f"arg{i}" for i in range(len(source.args))]
        if schema is not None:
            for i, (descriptor, arg) in enumerate(zip(source.args, schema.args)):
                problem = source_schema.descriptor_problem(descriptor, arg)
                if problem:
                    self.error(("source", "args", i), problem)
        return tuple(Arg(n, d) for n, d in zip(names, source.args))

    # -- opsets -------------------------------------------------------------------------------

    def _opsets(self) -> tuple[int | None, int]:
        target = self.spec.target
        lowest, highest = source_schema.exporter_opsets()
        last = min(target.max_opset or highest, highest)
        if target.opset > highest:
            self.error(
                ("target", "opset"),
                f"opset {target.opset} is above {highest}, the "
                f"highest opset the installed TorchScript exporter supports",
            )
            return None, last
        if target.opset < lowest:
            self.error(
                ("target", "opset"),
                f"opset {target.opset} is below {lowest}, the "
                f"lowest opset the installed TorchScript exporter supports",
            )
            return None, last
        if target.max_opset is not None and target.max_opset < target.opset:
            self.error(
                ("target", "max_opset"),
                f"max_opset {target.max_opset} is below "
                f"opset {target.opset}; the range must hold at least one opset",
            )
            return None, last
        return target.opset, last

    # -- target -------------------------------------------------------------------------------

    def _target_exists(self, domain: str, first: int) -> bool:
        target = self.spec.target
        versions = target_schema.versions(target.op, domain)
        where = f"domain '{domain}'" if domain else "the default ONNX domain"
        if not versions:
            close = target_schema.similar(target.op, domain)
            hint = f"; did you mean {' or '.join(close)}?" if close else ""
            self.error(("target", "op"), f"ONNX has no op {target.op} in {where}{hint}")
            return False
        if versions[0] > first:
            self.error(
                ("target", "opset"),
                f"ONNX {target.op} does not exist at opset {first}: "
                f"it was added in opset {versions[0]}; write opset: {versions[0]}",
            )
            return False
        return True

    def _standard_target(
        self, args: tuple[Arg, ...] | None, domain: str, first: int, last: int
    ) -> tuple[Attribute, ...]:
        """Check inputs and attributes against every schema version in the opset range.

        A problem is reported once, at the first opset where it appears; a problem that
        starts later in the range suggests the max_opset that avoids it.
        """
        target = self.spec.target
        attributes: dict[str, Attribute] = {}
        reported: set[object] = set()

        def once(key: object, path: tuple, message: str, at_key: bool = False) -> None:
            if key not in reported:
                reported.add(key)
                self.ok = False
                where = self.doc.key_at(path) if at_key else self.doc.at(path)
                self.report.error(where, message)

        for schema in target_schema.schemas_in_range(target.op, domain, first, last):
            later = schema.since_version > first
            at = f" from opset {schema.since_version}" if later else ""
            bound = f"; or add max_opset: {schema.since_version - 1}" if later else ""
            if schema.deprecated:
                once(
                    "deprecated",
                    ("target", "op" if later else "opset"),
                    f"ONNX {target.op} is deprecated{at or f' at opset {first}'}{bound}",
                )
                continue
            problem = _input_count_problem(schema, len(target.inputs))
            if problem:
                once("inputs", ("target", "inputs"), f"{problem}{at}{bound}")
            for name, value in target.attributes.items():
                path = ("target", "attributes", name)
                if name not in schema.attributes:
                    close = difflib.get_close_matches(
                        name, list(schema.attributes), n=1
                    )
                    hint = f"did you mean '{close[0]}'? " if close else ""
                    known = ", ".join(sorted(schema.attributes)) or "none"
                    once(
                        path,
                        path,
                        f"ONNX {target.op} has no attribute '{name}'{at}; "
                        f"{hint}its attributes are: {known}{bound}",
                        at_key=True,
                    )
                    continue
                kind = target_schema.ATTRIBUTE_KINDS.get(schema.attributes[name].type)
                if kind is None:
                    once(
                        path,
                        path,
                        f"attribute '{name}' of {target.op} has type "
                        f"{schema.attributes[name].type.name}, which specs cannot set",
                    )
                elif (
                    args is not None and name not in attributes and path not in reported
                ):
                    attribute = self._attribute(name, value, kind, args)
                    if attribute:
                        attributes[name] = attribute
                    else:
                        reported.add(path)
            for name, attr in schema.attributes.items():
                if attr.required and name not in target.attributes:
                    once(
                        ("required", name),
                        ("target", "attributes"),
                        f"ONNX {target.op} requires attribute '{name}'{at}; "
                        f"add it under attributes{bound}",
                    )
        return tuple(attributes.values())

    def _custom_attributes(self, args: tuple[Arg, ...]) -> tuple[Attribute, ...]:
        attributes = []
        for name, value in self.spec.target.attributes.items():
            attribute = self._attribute(name, value, None, args)
            if attribute:
                attributes.append(attribute)
        return tuple(attributes)

    def _attribute(
        self, name: str, value: object, kind: str | None, args: tuple[Arg, ...]
    ) -> Attribute | None:
        """Type-check one attribute value against `kind` (None: infer it) and build its code."""
        path = ("target", "attributes", name)
        by_name = {a.name: a for a in args}
        if isinstance(value, list):
            parts = [
                self._attribute_part(v, by_name, (*path, i))
                for i, v in enumerate(value)
            ]
            if any(p is None for p in parts):
                return None
            got = _list_kind([k for k, _ in parts])
            if got is None:
                self.error(
                    path,
                    f"attribute '{name}' mixes {', '.join(sorted({k for k, _ in parts}))}"
                    " values; a list attribute holds one type",
                )
                return None
            values = tuple(v for _, v in parts)
            if kind == "floats" and got in ("ints", "list"):
                values, got = tuple(_as_float(v) for v in values), "floats"
            return self._typed(name, path, kind, got, values)
        part = self._attribute_part(value, by_name, path, whole=True)
        if part is None:
            return None
        got, single = part
        if kind == "float" and got == "int":
            got, single = "float", _as_float(single)
        return self._typed(name, path, kind, got, single)

    def _typed(self, name, path, kind, got, value) -> Attribute | None:
        if kind is None:
            if got == "list":
                self.error(
                    path,
                    f"cannot tell the type of attribute '{name}' from an empty list; "
                    "give at least one element",
                )
                return None
            return Attribute(name, got, value)
        if got == kind or (got == "list" and kind.endswith("s")):
            return Attribute(name, kind, value)
        self.error(
            path,
            f"attribute '{name}' of ONNX {self.spec.target.op} is {_a(kind)}, "
            f"but the spec gives {_a(got)}",
        )
        return None

    def _attribute_part(
        self, value, by_name, path, whole=False
    ) -> tuple[str, AttributeValue] | None:
        """(kind, value) of one value: a literal, or a `$arg` reference."""
        if (
            isinstance(value, str)
            and value.startswith("$")
            and not value.startswith("$$")
        ):
            ref = value[1:]
            arg = by_name.get(ref)
            if arg is None:
                close = difflib.get_close_matches(ref, list(by_name), n=1)
                hint = f"did you mean ${close[0]}? " if close else ""
                self.error(
                    path,
                    f"'{value}' names no source arg; {hint}"
                    f"the args are: {', '.join(by_name)}",
                )
                return None
            kind = _DESCRIPTOR_KIND.get(arg.descriptor)
            if kind is None:
                self.error(
                    path,
                    f"'{value}' is read with descriptor '{arg.descriptor}', which "
                    "gives no constant; read it with i, is, f, fs, b, s or t",
                )
                return None
            if not whole and kind in ("ints", "floats", "tensor"):
                self.error(
                    path,
                    f"'{value}' is a list ({arg.descriptor}); list elements are "
                    "single values",
                )
                return None
            return kind, Ref(arg.name, "int" if arg.descriptor == "b" else None)
        if isinstance(value, str):
            return "string", value[1:] if value.startswith("$$") else value
        if isinstance(value, bool):
            return "int", int(value)
        if isinstance(value, int | float):
            return ("int" if isinstance(value, int) else "float"), value
        if value is None:
            self.error(
                path, "attribute value is null; give a value or leave the attribute out"
            )
        return None

    def _inputs(self, args: tuple[Arg, ...]) -> None:
        by_name = {a.name: a for a in args}
        for i, name in enumerate(self.spec.target.inputs):
            arg = by_name.get(name)
            if arg is None:
                close = difflib.get_close_matches(name, list(by_name), n=1)
                hint = f"did you mean '{close[0]}'? " if close else ""
                self.error(
                    ("target", "inputs", i),
                    f"'{name}' names no source arg; {hint}"
                    f"the args are: {', '.join(by_name)}",
                )
            elif arg.descriptor != "v":
                self.error(
                    ("target", "inputs", i),
                    f"input '{name}' is read with descriptor "
                    f"'{arg.descriptor}'; node inputs are graph values: read it with v",
                )

    # -- test ---------------------------------------------------------------------------------

    def _test(
        self, schema: OpSchema | None, args: tuple[Arg, ...] | None, first, last
    ) -> ParityTest | None:
        test = self.spec.test
        if first is not None:
            default = sorted({first, min(max(first, DEFAULT_TEST_OPSET), last)})
            opsets = tuple(test.opsets) if test.opsets is not None else tuple(default)
            for i, opset in enumerate(opsets):
                if not first <= opset <= last:
                    self.error(
                        ("test", "opsets", i),
                        f"opset {opset} is outside the mapping's "
                        f"range {first} to {last}",
                    )
        else:
            opsets = ()
        if args is None:
            return None
        schema_args: list[SchemaArg | None] = (
            list(schema.args) if schema else [None] * len(args)
        )
        by_name = {a.name: a for a in args}
        for name in test.args:
            if name not in by_name:
                self.report.error(
                    self.doc.key_at(("test", "args", name)),
                    f"test.args names "
                    f"'{name}', which is no source arg; the args are: "
                    f"{', '.join(by_name)}",
                )
                self.ok = False
        tensors = [a for a in args if a.descriptor == "v" and a.name not in test.args]
        if len(tensors) != len(test.inputs):
            self.error(
                ("test", "inputs"),
                f"test.inputs has {_n(len(test.inputs), 'tensor')} for "
                f"{_n(len(tensors), 'tensor arg')} ({', '.join(a.name for a in tensors)}); give "
                "one per arg read with v, or a value in test.args",
            )
            return None
        inputs = iter(test.inputs)
        positional: list[TestValue] = []
        keywords: list[tuple[str, TestValue]] = []
        for arg, schema_arg in zip(args, schema_args):
            if arg.name in test.args:
                value = test.args[arg.name]
            elif arg.descriptor == "v":
                value = next(inputs)
            elif schema_arg is not None and schema_arg.has_default:
                continue
            else:
                self.error(
                    ("test", "args"),
                    f"test.args needs a value for '{arg.name}'"
                    + (f" ({schema_arg.type})" if schema_arg else ""),
                )
                continue
            if (
                keywords
                or (schema_arg is not None and schema_arg.kwarg_only)
                or (len(positional) + len(keywords) < args.index(arg))
            ):
                keywords.append((schema_arg.name if schema_arg else arg.name, value))
            else:
                positional.append(value)
        return ParityTest(
            tuple(positional), tuple(keywords), opsets, test.rtol, test.atol
        )


def _check_across(
    specs: list[Spec], mappings: list[Mapping | None], report: Report
) -> None:
    names: dict[str, Spec] = {}
    for spec in specs:
        first = names.setdefault(spec.name, spec)
        if first is not spec:
            report.error(
                spec.document.at(("name",)),
                f"mapping name '{spec.name}' is already "
                f"used by {first.document.at(('name',))}; names must be unique",
            )
    claimed: dict[str, list[tuple[Mapping, Spec]]] = {}
    for spec, mapping in zip(specs, mappings):
        if mapping is None:
            continue
        for other, other_spec in claimed.get(mapping.register_name, []):
            low = max(mapping.first_opset, other.first_opset)
            high = min(mapping.last_opset, other.last_opset)
            if low <= high:
                report.error(
                    spec.document.at(("source", "op")),
                    f"{mapping.register_name} is already mapped at opsets {low} to {high} by "
                    f"{other_spec.document.at(('source', 'op'))}; give the specs disjoint "
                    "opset ranges (target.opset / target.max_opset)",
                )
        claimed.setdefault(mapping.register_name, []).append((mapping, spec))
    versions: dict[str, Spec] = {}
    for spec, mapping in zip(specs, mappings):
        if mapping is None or not mapping.custom_domain:
            continue
        first = versions.setdefault(mapping.domain, spec)
        if first.target.domain_version != mapping.domain_version:
            report.error(
                spec.document.at(("target", "domain_version")),
                f"domain {mapping.domain} has version {first.target.domain_version} in "
                f"{first.document.at(('target', 'domain'))}; one export has one version per "
                "domain: give the same domain_version",
            )


def _input_count_problem(schema, count: int) -> str | None:
    low, high = schema.min_input, schema.max_input
    if low <= count <= high:
        return None
    names = ", ".join(i.name for i in schema.inputs)
    if low == high:
        takes = f"{low} input{'s' if low != 1 else ''}"
    elif high >= 1 << 30:
        takes = f"at least {low} inputs"
    else:
        takes = f"{low} to {high} inputs"
    return f"ONNX {schema.name} takes {takes} ({names}), but inputs lists {count}"


def _list_kind(kinds: list[str]) -> str | None:
    distinct = set(kinds)
    if not distinct:
        return "list"
    if distinct <= {"int"}:
        return "ints"
    if distinct <= {"int", "float"}:
        return "floats"
    if distinct == {"string"}:
        return "strings"
    return None


def _as_float(value: AttributeValue) -> AttributeValue:
    if isinstance(value, Ref):
        return Ref(value.arg, "float")
    return float(value)


def _n(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _a(kind: str) -> str:
    return {
        "int": "an int",
        "ints": "a list of ints",
        "float": "a float",
        "floats": "a list of floats",
        "string": "a string",
        "strings": "a list of strings",
        "tensor": "a tensor",
        "list": "an empty list",
    }[kind]
