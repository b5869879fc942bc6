"""Step 3: check specs against the real torch and ONNX schemas and resolve them into Mappings.

Each spec is checked on its own (`_Resolver`), then checks that span specs run once over all of
them (`_check_across`). Every problem is reported with the location of the value at fault; the
run fails after all specs have been looked at.
"""

from __future__ import annotations

import difflib
import math
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from ..diagnostics import Diagnostic, Location, Report, SpecErrors, display_path
from ..ir import expr
from ..ir.cases import ParityTest, TestCase, TestValue
from ..ir.exporters import DYNAMO, TORCHSCRIPT, ExporterPlan
from ..ir.graph import NO_VARIANT, Alternative, Check
from ..ir.plan import Mapping, class_name, opset_ranges
from ..ir.records import (
    BOTH,
    DtypeTolerance,
    ExporterXfail,
    InputDtypes,
    OpinfoReference,
    ParityXfail,
    TorchWrong,
    Unsupported,
    Xfail,
)
from ..ir.signature import NO_DEFAULT, Arg, Overload
from ..spec.discover import discover
from ..spec.load import load_document
from ..spec.model import (
    EXPORTERS,
    OP_NAME,
    RESERVED_NAMES,
    KnownFailure,
    Spec,
    claimed_dtypes,
    parse_spec,
)
from . import promotion, schema_cache, source_schema
from .condition import Condition, ConditionError, check_condition
from .defines import check_defines
from .facts import with_schema_facts
from .input_dtypes import check_test_inputs, dtypes_of, input_dtypes, type_walks
from .overloads import arities, resolve_overloads
from .python_ref import callable_problem
from .source_schema import (
    ImportFailed,
    NotInstalled,
    OpSchema,
    SchemaArg,
    Unknown,
    dynamo_build_opset,
)
from .target import GENERATED_NAMES, TargetResolver

if TYPE_CHECKING:
    from ..console import Console

DEFAULT_TEST_OPSET = 17
# What the generated parity test module imports besides the function mapping it tests.
PARITY_TEST_NAMES = frozenset({"pytest", "check_parity", "TensorInput", "export"})
# torch op schema type of each parse_args descriptor, for function-kind mappings' torch ops.
SCHEMA_TYPES = {
    "v": "Tensor",
    "t": "Tensor",
    "i": "int",
    "is": "int[]",
    "f": "float",
    "fs": "float[]",
    "b": "bool",
    "s": "str",
}


def load_specs(roots: Path | Sequence[Path], report: Report) -> list[Spec]:
    roots = (roots,) if isinstance(roots, Path) else tuple(roots)
    for root in roots:
        if not root.exists():
            message = f"{display_path(root)} does not exist; create it or name the spec folder"
            raise SpecErrors([Diagnostic(Location(root, 1, 1), message)])
    specs = []
    for path in discover(roots):
        document = load_document(path, report)
        spec = parse_spec(document, report) if document else None
        if spec:
            specs.append(spec)
    return specs


def validate(roots: Path | Sequence[Path], report: Report) -> list[Mapping]:
    """Load, check and resolve every spec under `roots` (folders or files); raise
    SpecErrors listing all errors."""
    specs = load_specs(roots, report)
    try:
        mappings = [_Resolver(spec, report).resolve() for spec in specs]
        mappings = [m and with_schema_facts(m) for m in mappings]
    finally:
        schema_cache.save()
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
        self.input_dtypes: tuple[InputDtypes, ...] = ()  # `dtypes` by input, if so

    def error(self, path: tuple, message: str) -> None:
        self.ok = False
        self.report.error(self.doc.at(path), message)

    def resolve(self) -> Mapping | None:
        spec = self.spec
        schema = self._source_schema()
        if self.unchecked and spec.source.names is None:
            return None
        # Without a usable source schema, arg names are unknown: check only the target ops.
        args = self._args(schema) if self.ok else None
        first, last = self._opsets()
        promoting = self._promotion(args) if args is not None else ((), "DEFAULT", {})
        variants, guards = None, ()
        if first is not None:
            guards = self._guards(args)
            variants = self._variants(
                args, first, last, schema.returns if schema else 1, promoting, guards
            )
        test = self._test(schema, args, first, last, guards)
        if spec.opt_out.dynamo is None:
            self._dynamo(first, last)
        if not self.ok or variants is None:
            return None
        constants = tuple(c for v in variants for c in v.constants)
        nodes = tuple(n for v in variants for n in v.nodes)
        result = variants[0].result if len(variants) == 1 else None
        custom_opsets = self._custom_opsets
        match = OP_NAME.match(spec.source.op or "")
        register_name = f"{match['ns']}::{match['name']}" if match else None
        overrides = self._overrides(register_name, first, self.torchscript_last)
        also = (
            resolve_overloads(
                spec.source.overloads, schema, args, self.error, promoting[0]
            )
            if spec.source.overloads and schema and args
            else ()
        )
        unmapped = (
            _unmapped_overloads(register_name, schema, also)
            if spec.source.op and schema
            else ()
        )
        other_overloads = (
            _other_arities(schema, unmapped, arities(also)) if schema else ()
        )
        opsets = range(first, max(self.torchscript_last, last) + 1)
        body = self._body(nodes, args, opsets)  # body=, body_opset=
        if not self.ok:
            return None
        return Mapping(
            name=spec.name,
            spec_path=display_path(self.doc.path),
            source_op=spec.source.op,
            function=spec.source.function,
            library=match["ns"]
            if match and match["ns"] not in ("aten", "prim")
            else None,
            schema=schema.text if schema else None,
            args=args,
            constants=constants,
            nodes=nodes,
            custom_opsets=custom_opsets,
            result=result,
            test=test,
            exporters=_exporters(
                spec,
                (schema, register_name),
                test,
                variants,
                (first, last, self.torchscript_last),
            ),
            function_schema=_function_schema(args) if spec.source.function else None,
            overrides=overrides,
            override_reason=spec.override,
            variants=variants,
            guards=guards,
            family=spec.family or self.doc.path.absolute().parent.name,
            overloads=also,
            other_overloads=other_overloads,
            unmapped_overloads=tuple(o.qualified_name for o in unmapped),
            promote=promoting[0],
            promote_kind=promoting[1],
            promoted=tuple(
                dict.fromkeys(
                    d for by_arg in promoting[2].values() for d in by_arg.values()
                )
            ),
            **body,
            **self._check_contract(first, last),
        )

    def _variants(
        self, args, first: int, last: int, returns: int, promoting: tuple, guards
    ) -> tuple[Alternative, ...] | None:
        """Each way the target exports, resolved on its own: the variants in order, or the
        target itself."""
        self.input_dtypes = input_dtypes(self.spec, args, promoting[0], self.error)
        check_test_inputs(self.spec, self.input_dtypes, args, self.error)
        walks = type_walks(self.spec.dtypes, self.input_dtypes, promoting[2], guards)
        found = []
        custom: dict[str, int] = {}
        check_defines(self.spec.target, args, self.error)
        bodies = self.spec.target.bodies()
        for index, (prefix, body, when) in enumerate(bodies):
            condition = None
            if when is not None and args is not None:
                condition = self._condition((*prefix, "when"), when, args)
            opsets = self._variant_opsets(prefix, body, first, last)
            if opsets is None:
                continue
            resolver = TargetResolver(
                self.spec, self.report, args, opsets[0], opsets[-1], body, prefix,
                condition.tree if condition else None, tuple(v.test for v in found),
                returns, walks,
            )  # fmt: skip
            graph = resolver.resolve()
            self.ok = self.ok and resolver.ok
            if (
                when is None
                and index < len(bodies) - 1
                and (opsets[0], opsets[-1]) == (first, last)
            ):
                self.error(
                    prefix,
                    f"variant {index} has no `when` and covers every opset, so the "
                    "variants after it never apply; give it a condition or an opset "
                    "range, or move it last",
                )
            if graph is None:
                continue
            constants, nodes, domains, result = graph
            custom.update(domains)
            if self.spec.opt_out.dynamo is None and opsets[-1] >= DYNAMO_FIRST_BUILD:
                for message in _optimizer_no_ops(constants, nodes):
                    self.error(prefix, message)
            found.append(
                _opset_condition(
                    Alternative(
                        when,
                        condition.tree if condition else None,
                        condition.args if condition else (),
                        constants,
                        nodes,
                        result,
                        opsets,
                    ),
                    first,
                    last,
                )
            )
        self._custom_opsets = tuple(sorted(custom.items()))
        if args is None or len(found) != len(bodies):
            return None
        return tuple(found)

    def _variant_opsets(
        self, prefix: tuple, body, first: int, last: int
    ) -> range | None:
        """The export opsets a variant applies at: its own range within the mapping's."""
        if body is self.spec.target:
            return range(first, last + 1)
        low = body.opset or first
        high = body.max_opset or last
        for key, value in (("opset", low), ("max_opset", high)):
            if not first <= value <= last:
                self.error(
                    (*prefix, key),
                    f"{key} {value} is outside the mapping's opsets, {first} to {last}; "
                    f"write one from {first} to {last}",
                )
                return None
        if high < low:
            self.error(
                (*prefix, "max_opset"),
                f"max_opset {high} is below opset {low}; the range must hold at least "
                "one opset",
            )
            return None
        return range(low, high + 1)

    def _leaves_cases(self, dtype: str) -> bool:
        """Whether some case of `dtype` may be one the mapping does not map: a guard, a
        variant condition, an opset range or the dtype's own first opset leave it out."""
        target = self.spec.target
        chosen = [v for v in target.variants or () if v.when is not None or v.opset]
        return bool(target.require or chosen) or dtype in self.spec.dtype_opsets

    def _promotion(self, args: tuple[Arg, ...]) -> tuple[tuple[str, ...], str, dict]:
        """The args cast to one dtype by torch's type promotion, its kind, and for each
        claimed dtype the dtype they are computed in (arg → dtype): `source.promote`, or
        what torch's reference implementation of the op promotes."""
        source = self.spec.source
        found = (
            promotion.reference_promotion(source.op) if source.op is not None else None
        )
        kind = found[1] if found else promotion.DEFAULT_KIND
        tensors = [a.name for a in args if a.descriptor == "v"]
        if source.promote is None:
            positions = found[0] if found else ()
            names = tuple(
                args[i].name
                for i in positions
                if i < len(args) and args[i].name in tensors
            )
        else:
            names = tuple(dict.fromkeys(source.promote))
            for i, name in enumerate(source.promote):
                if name not in tensors:
                    self.error(
                        ("source", "promote", i),
                        f"'{name}' is not a tensor arg (read with v) of the op; promote "
                        f"names those: {', '.join(tensors) or 'there are none'}",
                    )
        if len(names) < 2 and source.promote is None:
            return (), kind, {}  # one tensor: nothing to promote it with
        computed = {
            dtype: dict.fromkeys(
                names, promotion.computed_dtype(kind, str(dtype), len(names))
            )
            for dtype in dtypes_of(self.spec.dtypes, names[0] if names else None)
        }
        return names, kind, computed

    def _guards(self, args) -> tuple[Check, ...]:
        guards = []
        for i, guard in enumerate(self.spec.target.require if args is not None else ()):
            condition = self._condition(
                ("target", "require", i, "that"), guard.that, args
            )
            if condition is not None:
                found = (condition.text, condition.tree, condition.args)
                guards.append(Check(*found, guard.message, guard.torch_wrong))
        return tuple(guards)

    def _condition(self, path: tuple, text: str, args) -> Condition | None:
        try:
            return check_condition(text, args)
        except ConditionError as exc:
            self.error(path, f"condition '{text}': {exc}")
            return None

    def _check_contract(self, first: int, last: int) -> dict:
        """The dtype contract, each entry checked against the others."""
        spec = self.spec
        claimed = claimed_dtypes(spec.dtypes)
        for dtype in spec.unsupported:
            if dtype in claimed:
                self.error(
                    ("unsupported", dtype),
                    f"{dtype} is both in dtypes and unsupported; drop it from one",
                )
        for dtype in spec.torch_wrong:
            if dtype in claimed and not self._leaves_cases(dtype):
                self.error(
                    ("torch_wrong", dtype),
                    f"{dtype} is in dtypes and the mapping maps every case of it (no "
                    "guard or variant condition refuses one), so torch never gets one; "
                    "drop it from torch_wrong",
                )
        for key, what in (("xfail", "known failure"), ("tolerance", "tolerance")):
            for dtype, value in getattr(spec.test, key).items():
                if dtype in EXPORTERS:
                    self._parity_xfail(dtype, value)
                    continue
                if isinstance(value, KnownFailure):
                    self.error(
                        ("test", key, dtype, "torch_below"),
                        "torch_below limits a known failure of the parity test, keyed "
                        'by its exporter ({dynamo: {reason: ..., torch_below: "2.14"}}); '
                        "the OpInfo test's, by dtype, take none",
                    )
                # One exporter's failure may be of a dtype the mapping refuses: the
                # dynamo exporter upcasts some before the translation can refuse them.
                elif dtype not in claimed and not isinstance(value, dict):
                    self.error(
                        ("test", key, dtype),
                        f"a {what} for {dtype}, which the mapping refuses at export; "
                        f"add {dtype} to dtypes, or drop it here",
                    )
        reference = spec.test.opinfo_reference
        if reference is not None:
            problem = callable_problem(reference.function)
            if problem:
                self.error(("test", "opinfo_reference", "function"), problem)
        return {
            **_contract(spec),
            "input_dtypes": self.input_dtypes,
            "dtype_opsets": _dtype_opsets(spec, first, last, self.error),
        }

    def _parity_xfail(self, exporter: str, value) -> None:
        """A known failure of the parity test's cases with `exporter`."""
        where = ("test", "xfail", exporter)
        if isinstance(value, dict):
            self.error(
                where,
                f"the key {exporter} names the exporter already; give its reason, or "
                "{reason: ..., torch_below: ...}",
            )
        elif getattr(self.spec.opt_out, exporter) is not None:
            self.error(
                where,
                f"the mapping opts out of the {exporter} exporter, so its parity test "
                "is skipped and cannot fail; drop this known failure",
            )

    def _overrides(self, op: str | None, first: int, last: int) -> tuple[int, ...]:
        """The opsets of the range at which torch exports the op itself: the mapping's
        symbolic replaces torch's there, which is worth a word (a warning, a note in the
        generated module) since it changes every export of the op once imported."""
        if op is None or self.spec.opt_out.torchscript is not None:
            return ()
        opsets = source_schema.builtin_symbolic_covers(op, range(first, last + 1))
        if opsets and self.spec.override is None:
            self.report.warn(
                self.doc.at(("source", "op")),
                f"torch already exports {op} at opsets {opset_ranges(opsets)}; this mapping "
                "replaces torch's symbolic there for every model exported after "
                "`import generated`; if intended, say why in `override:`, otherwise set "
                "target.opset or target.max_opset to leave those opsets to torch",
            )
        return opsets

    def _body(self, nodes, args, opsets: range) -> dict:
        """Mapping's body= and body_opset=: a custom op's body, checked at `opsets`."""
        target = self.spec.target
        if target.body is None:
            return {}
        where = ("target", "body")
        domain = target.standard_domain
        if target.op is None or not domain or domain == "com.microsoft":
            self.error(
                where,
                "a body belongs to one op in a custom domain (op: MyOp, domain: mydomain): "
                "a standard op or ONNX Runtime's own needs none, and a formula or nodes "
                "target is already standard ONNX",
            )
            return {}
        optional = [i.name for i in target.inputs or [] if i.when is not None]
        if optional:
            self.error(
                where,
                f"a body needs every input of the op; {', '.join(optional)} is given "
                "only sometimes (when:): map that case to another op name",
            )
            return {}
        # onnx is imported only for specs with a body: a cached build imports neither.
        from . import function_body

        node = next(n for n in nodes if n.domain == domain and n.op_type == target.op)
        text = function_body.function_text(
            target.body,
            op_type=target.op,
            domain=domain,
            inputs=[i.name for i in node.inputs],
            attributes=node.attributes,
            opsets=opsets,
            dtypes=[str(d) for d in claimed_dtypes(self.spec.dtypes)],
            ranks={
                arg.name: len(given.shape)
                for arg, given in zip(
                    [a for a in args or () if a.descriptor == "v"],
                    self.spec.test.inputs,
                )
                if given.shape is not None
            },
            error=self.error,
        )
        return {"body": text, "body_opset": text and target.body.opset}

    def _dynamo(self, first: int | None, last: int) -> None:
        """What the dynamo exporter needs beyond what the TorchScript one does."""
        source = self.spec.source
        if first is not None and dynamo_build_opset(first) > last:
            lowest = dynamo_build_opset(first)
            where = "max_opset" if self.spec.target.max_opset is not None else "opset"
            self.error(
                ("target", where),
                f"the mapping ends at opset {last}, but the dynamo exporter builds graphs at "
                f"opset {lowest} or above; let it reach {lowest} "
                "or add opt_out: {dynamo: <why>}",
            )
        for i, descriptor in enumerate(source.args):
            if descriptor == "t":
                self.error(
                    ("source", "args", i),
                    "'t' reads a constant tensor, but the dynamo exporter passes tensors "
                    "as graph values; read it with v or add opt_out: {dynamo: <why>}",
                )
        if source.function is not None:
            for i, descriptor in enumerate(source.args):
                if descriptor not in SCHEMA_TYPES:
                    self.error(
                        ("source", "args", i),
                        f"'{descriptor}' has no torch op type, which the dynamo exporter "
                        "needs for a function; write the arg's type (v, i, f, ...) or add "
                        "opt_out: {dynamo: <why>}",
                    )

    # -- source -------------------------------------------------------------------------------

    def _source_schema(self) -> OpSchema | None:
        source = self.spec.source
        if source.function is not None:
            self._function()
            return None
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
        except ImportFailed as exc:
            self.error(
                ("source", "op"),
                f"cannot check {source.op}: importing the Python package "
                f"'{exc.namespace}' failed with {exc}; fix that installation "
                "(a library built for another torch fails so)",
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

    def _function(self) -> None:
        problem = callable_problem(self.spec.source.function)
        if problem:
            self.error(("source", "function"), problem)
        # The name and its classes are defined by the generated module, imported by the
        # package and (the name) by the parity test: none may take a name those use.
        camel = class_name(self.spec.name)
        taken = GENERATED_NAMES | RESERVED_NAMES | PARITY_TEST_NAMES
        if camel == self.spec.name:
            self.error(
                ("name",),
                f"a function mapping's name names its function, and the name in CamelCase "
                f"its nn.Module: '{camel}' cannot be both; write the name in snake_case",
            )
        for defined in (self.spec.name, camel, f"{camel}Function"):
            if defined in taken:
                self.error(
                    ("name",),
                    f"a function mapping named '{self.spec.name}' defines '{defined}', "
                    "which the generated code uses for something else; choose another name",
                )
                break

    def _args(self, schema: OpSchema | None) -> tuple[Arg, ...] | None:
        source = self.spec.source
        if source.names is not None:
            if len(source.names) != len(source.args):
                self.error(
                    ("source", "names"),
                    f"names lists {_n(len(source.names), 'name')} for "
                    f"{_n(len(source.args), 'arg')}; give one name per arg",
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
        # A default the generated code cannot spell (a torch.memory_format) stays None.
        defaults = [
            (a.default if _is_literal(a.default) else None)
            if a.has_default
            else NO_DEFAULT
            for a in (schema.args if schema else ())
        ]
        defaults += [NO_DEFAULT] * (len(names) - len(defaults))
        return tuple(
            Arg(n, d, default) for n, d, default in zip(names, source.args, defaults)
        )

    # -- opsets -------------------------------------------------------------------------------

    def _opsets(self) -> tuple[int | None, int]:
        """The mapping's first opset and its last: the dynamo exporter's, unless the
        mapping opts out of it. `self.torchscript_last` is the TorchScript exporter's."""
        target, opt_out = self.spec.target, self.spec.opt_out
        lowest, torchscript_highest = source_schema.exporter_opsets()
        dynamo = opt_out.dynamo is None
        highest = source_schema.dynamo_max_opset() if dynamo else torchscript_highest
        last = min(target.max_opset or highest, highest)
        self.torchscript_last = min(last, torchscript_highest)
        exporter = "dynamo" if dynamo else "TorchScript"
        if target.opset > highest:
            self.error(
                ("target", "opset"),
                f"opset {target.opset} is above {highest}, the highest opset the installed "
                f"{exporter} exporter supports; write an opset from {lowest} to {highest}",
            )
            return None, last
        if target.opset > torchscript_highest and opt_out.torchscript is None:
            self.error(
                ("target", "opset"),
                f"opset {target.opset} is above {torchscript_highest}, the highest opset "
                "the installed TorchScript exporter supports; start at "
                f"{torchscript_highest} or below (a variant can start later: variants: "
                f"[{{opset: {target.opset}, ...}}, ...]), or add opt_out: "
                "{torchscript: <why>}",
            )
            return None, last
        if target.opset < lowest:
            self.error(
                ("target", "opset"),
                f"opset {target.opset} is below {lowest}, the "
                f"lowest opset the installed TorchScript exporter supports; write an "
                f"opset from {lowest} to {highest}",
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

    # -- test ---------------------------------------------------------------------------------

    def _test(
        self,
        schema: OpSchema | None,
        args: tuple[Arg, ...] | None,
        first,
        last,
        guards=(),
    ) -> ParityTest | None:
        test = self.spec.test
        if first is not None:
            default = sorted({first, min(max(first, DEFAULT_TEST_OPSET), last)})
            opsets = tuple(test.opsets) if test.opsets is not None else tuple(default)
            if not opsets:
                self.error(
                    ("test", "opsets"),
                    f"test.opsets is empty; list at least one opset, or leave it out "
                    f"for {', '.join(map(str, default))}",
                )
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
        for name in test.args:
            if name not in {a.name for a in args}:
                self.report.error(
                    self.doc.key_at(("test", "args", name)),
                    f"test.args names '{name}', which is no source arg; "
                    + _arg_hint(name, args),
                )
                self.ok = False
        cases = [self._case(("test",), schema, args, test.inputs, test.args)]
        for name, case in test.cases.items():
            where = ("test", "cases", name)
            if name == "spec":
                self.error(
                    where,
                    "test.cases.spec: 'spec' names the test of the spec's own inputs and "
                    "args; give this case another name",
                )
            for arg in case.args:
                if arg not in {a.name for a in args}:
                    self.report.error(
                        self.doc.key_at((*where, "args", arg)),
                        f"test.cases.{name}.args names '{arg}', which is no source "
                        "arg; " + _arg_hint(arg, args),
                    )
                    self.ok = False
            inputs = test.inputs if case.inputs is None else case.inputs
            given = ("test", "inputs") if case.inputs is None else (*where, "inputs")
            values = test.args
            if case.inputs is not None:
                # A case with its own tensors gives every tensor arg it does not set
                # (an optional tensor the spec's test leaves out, say).
                tensor_args = {a.name for a in args if a.descriptor == "v"}
                values = {k: v for k, v in values.items() if k not in tensor_args}
            for path, message in _refusal_errors(
                where, name, case, first, last, guards
            ):
                self.error(path, message)
            cases.append(
                self._case(where, schema, args, inputs, values | case.args, given)
            )
        if None in cases:
            return None
        given = (None, *test.cases.values())
        return ParityTest(
            tuple(
                TestCase(name, *made, c and c.refused_below, c and c.refused)
                for name, made, c in zip(("spec", *test.cases), cases, given)
            ),
            opsets,
            test.rtol,
            test.atol,
        )

    def _case(
        self,
        where: tuple,
        schema: OpSchema | None,
        args: tuple[Arg, ...],
        inputs: list,
        values: dict,
        given: tuple | None = None,
    ) -> tuple[tuple[TestValue, ...], tuple[tuple[str, TestValue], ...]] | None:
        """One configuration of the op call: positional args and keywords, tensors taken
        from `inputs` in order and other args from `values`."""
        label = ".".join(where)
        given = given or (*where, "inputs")
        schema_args: list[SchemaArg | None] = (
            list(schema.args) if schema else [None] * len(args)
        )
        tensors = [a for a in args if a.descriptor == "v" and a.name not in values]
        if len(tensors) != len(inputs):
            self.error(
                given,
                f"{'.'.join(given)} has {_n(len(inputs), 'tensor')} for "
                f"{_n(len(tensors), 'tensor arg')} ({', '.join(a.name for a in tensors)}); "
                f"give one per arg read with v, or a value in {label}.args",
            )
            return None
        tensor = iter(inputs)
        positional: list[TestValue] = []
        keywords: list[tuple[str, TestValue]] = []
        for arg, schema_arg in zip(args, schema_args):
            if arg.name in values:
                value = values[arg.name]
            elif arg.descriptor == "v":
                value = next(tensor)
            elif schema_arg is not None and schema_arg.has_default:
                continue
            else:
                self.error(
                    (*where, "args") if where == ("test",) else where,
                    f"{label}.args needs a value for '{arg.name}'"
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
        return tuple(positional), tuple(keywords)


def _arg_hint(name: str, args: tuple[Arg, ...]) -> str:
    names = [a.name for a in args]
    close = difflib.get_close_matches(name, names, n=1)
    return (f"did you mean '{close[0]}'? " if close else "") + (
        f"the args are: {', '.join(names)}"
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
                f"mapping name '{spec.name}' is already used by "
                f"{first.document.at(('name',))}; names must be unique: choose another",
            )
    # The package imports each mapping by name, and a function mapping's Module class too.
    for spec in specs:
        if spec.source.function is None:
            continue
        camel = class_name(spec.name)
        first = names.setdefault(camel, spec)
        if first is not spec:
            report.error(
                spec.document.at(("name",)),
                f"function mapping '{spec.name}' defines the class {camel}, a name "
                f"{first.document.at(('name',))} gives the package as well; choose "
                "another name",
            )
    claimed: dict[str, list[tuple[Mapping, Spec]]] = {}
    for spec, mapping in zip(specs, mappings):
        if mapping is None or mapping.register_name is None:
            continue
        # The TorchScript exporter dispatches on the op's name, the dynamo exporter on
        # the overload: specs of two overloads clash only where both export to TorchScript.
        clashing = [
            (other, other_spec)
            for other, other_spec in claimed.get(mapping.register_name, [])
            if (mapping.torchscript and other.torchscript)
            or (mapping.dynamo and other.dynamo)
            and bool(_dynamo_targets(other) & _dynamo_targets(mapping))
        ]
        # One message per spec, against the first it clashes with: a folder of copies gives
        # n messages, not n².
        for other, other_spec in clashing:
            low = max(
                mapping.plan(TORCHSCRIPT).first_opset,
                other.plan(TORCHSCRIPT).first_opset,
            )
            high = min(_last(mapping), _last(other))
            if low <= high:
                if _last(other) < _last(mapping):
                    example = f", e.g. opset: {_last(other) + 1} here"
                elif (
                    mapping.plan(TORCHSCRIPT).first_opset
                    < other.plan(TORCHSCRIPT).first_opset
                ):
                    example = f", e.g. max_opset: {other.plan(TORCHSCRIPT).first_opset - 1} here"
                else:
                    example = ""
                report.error(
                    spec.document.at(("source", "op")),
                    f"{mapping.register_name} is already mapped at opsets {low} to {high} by "
                    f"{other_spec.document.at(('source', 'op'))}; give the specs disjoint "
                    f"opset ranges (target.opset / target.max_opset){example}",
                )
                break
        else:
            claimed.setdefault(mapping.register_name, []).append((mapping, spec))
    versions: dict[str, Spec] = {}
    for spec, mapping in zip(specs, mappings):
        for domain, version in mapping.custom_opsets if mapping else ():
            first = versions.setdefault(domain, spec)
            if first.target.domain_version != version:
                report.error(
                    spec.document.at(("target", "domain_version")),
                    f"domain {domain} has version {first.target.domain_version} in "
                    f"{first.document.at(('target', 'domain'))}; one export has one version "
                    "per domain: give the same domain_version",
                )


def _dynamo_targets(mapping: Mapping) -> set[str | None]:
    """The overloads the mapping's translations are keyed by."""
    return {mapping.plan(DYNAMO).target, *(o.target for o in mapping.overloads)}


def _overload(op: str) -> str:
    """`ns::name.overload`, naming torch's `default` overload when `op` leaves it out."""
    return op if "." in op.partition("::")[2] else f"{op}.default"


def _function_schema(args: tuple[Arg, ...] | None) -> str | None:
    if args is None or any(a.descriptor not in SCHEMA_TYPES for a in args):
        return None
    params = ", ".join(f"{SCHEMA_TYPES[a.descriptor]} {a.name}" for a in args)
    return f"({params}) -> Tensor"


def _is_literal(value: object) -> bool:
    if isinstance(value, list | tuple):
        return all(_is_literal(v) for v in value)
    return value is None or isinstance(value, bool | int | float | str)


def _n(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def validated(
    roots: Path | Sequence[Path],
    console: Console,
    action: str = "nothing was written",
    warnings: list[Diagnostic] | None = None,
):
    """The validated mappings under `roots`, or None after printing every error.

    Warnings are printed, and added to `warnings` if given.
    """
    report = Report()
    roots = (roots,) if isinstance(roots, Path) else tuple(roots)
    shown = ", ".join(display_path(root.absolute()) for root in roots)
    console.detail(f"validating {shown}")
    try:
        mappings = validate(roots, report)
    except SpecErrors as exc:
        for diagnostic in report.warnings + exc.diagnostics:
            console.diagnostic(diagnostic)
        count = len(exc.diagnostics)
        console.failed(f"{count} error{'s' if count != 1 else ''}; {action}")
        return None
    for diagnostic in report.warnings:
        console.diagnostic(diagnostic)
    if warnings is not None:
        warnings += report.warnings
    for mapping in mappings:
        console.detail(
            f"{mapping.spec_path}: {mapping.name}: {mapping.source} -> {mapping.target}, "
            f"opsets {mapping.plan(TORCHSCRIPT).first_opset}-{mapping.plan(TORCHSCRIPT).last_opset}"
        )
    return mappings


def _dtype_opsets(spec, first: int, last: int, error) -> tuple[tuple[str, int], ...]:
    """`dtype_opsets`, each a dtype of `dtypes` with a first opset inside the mapping's
    range and later than its first; `error(path, message)` reports the others."""
    found = []
    for dtype, opset in spec.dtype_opsets.items():
        where = ("dtype_opsets", dtype)
        if dtype not in claimed_dtypes(spec.dtypes):
            error(
                where,
                f"{dtype} is not in dtypes, so no opset exports it; add it to dtypes "
                f"(from opset {opset}), or drop it here",
            )
        elif opset <= first:
            error(
                where,
                f"the mapping starts at opset {first}, so {dtype} is exported from "
                f"there already; drop it here, or give an opset from {first + 1} to "
                f"{last}",
            )
        elif opset > last:
            error(
                where,
                f"opset {opset} is beyond the mapping's last, {last}, so no export "
                f"would take {dtype}; drop {dtype} from dtypes, or give an opset "
                f"from {first + 1} to {last}",
            )
        else:
            found.append((str(dtype), opset))
    return tuple(found)


def _starts(variants, first: int, spec: Spec) -> set[int]:
    """The first opsets of the variants and of the dtypes (`dtype_opsets`) that start
    after the mapping's first."""
    starts = [v.opsets[0] for v in variants] + list(spec.dtype_opsets.values())
    return {o for o in starts if o > first}


def _last(mapping: Mapping) -> int:
    """The last opset any exporter uses the mapping at."""
    return (
        mapping.plan(DYNAMO).last_opset
        if mapping.dynamo
        else mapping.plan(TORCHSCRIPT).last_opset
    )


# The lowest opset the dynamo exporter builds graphs at.
DYNAMO_FIRST_BUILD = 18


def _optimizer_no_ops(constants, nodes) -> list[str]:
    """What onnxscript's optimizer, which the dynamo exporter runs on every graph, would
    silently drop: `x + c` and `x - c` for a number |c| <= 1e-8, `x * c` and `x / c` for c
    within 1e-5 of 1 (its no-op rules match constants with those tolerances)."""
    numbers = {
        c.name: float(c.value)
        for c in constants
        if isinstance(c.value, int | float) and not isinstance(c.value, bool)
    }
    found = []
    for node in nodes:
        if node.domain or node.op_type not in ("Add", "Sub", "Mul", "Div"):
            continue
        names = [i.name for i in node.inputs]
        # Add and Mul commute; x - c and x / c only with the number second.
        checked = names if node.op_type in ("Add", "Mul") else names[1:]
        for name in checked:
            value = numbers.get(name)
            if value is None:
                continue
            additive = node.op_type in ("Add", "Sub")
            if additive and value != 0 and abs(value) <= 1e-8:
                sign = "+" if node.op_type == "Add" else "-"
                term = value if sign == "+" else -value
                found.append(
                    f"x {sign} {value!r}: onnxscript's optimizer, which the dynamo exporter "
                    f"runs, drops `x {sign} c` for |c| <= 1e-8 silently; write "
                    f"Sum(x, {term!r}) (floating types), which it leaves alone, or scale "
                    "the terms by a power of two"
                )
            elif not additive and value != 1 and math.isclose(value, 1, rel_tol=1e-5):
                sign = "*" if node.op_type == "Mul" else "/"
                found.append(
                    f"x {sign} {value!r}: onnxscript's optimizer, which the dynamo exporter "
                    f"runs, drops `x {sign} c` for c within 1e-5 of 1 silently; write the "
                    "factor as a product of two numbers away from 1, or scale the terms by "
                    "a power of two"
                )
    return found


def _other_arities(
    schema: OpSchema, unmapped: tuple[OpSchema, ...], mapped: set[int]
) -> tuple[str, ...]:
    """The unmapped overloads that take another number of args than those the mapping
    exports (`mapped`: `source.overloads`'): the TorchScript exporter sends every overload
    of a name to the one symbolic, which must refuse those."""
    return tuple(
        other.qualified_name
        for other in unmapped
        if len(other.args) not in {len(schema.args), *mapped}
        and other.text.split("(", 1)[1].startswith("Tensor ")  # not list builtins
    )


def _unmapped_overloads(
    register_name: str, schema: OpSchema, also: tuple[Overload, ...]
) -> tuple[OpSchema, ...]:
    """The op's overloads that take a tensor and that the mapping does not export (out=
    variants left out: not in inference graphs): their calls go to torch's own
    conversion, and the op's OpInfo samples hold them too."""
    mapped = {schema.qualified_name, *(o.schema.split("(")[0] for o in also)}
    return tuple(
        sorted(
            (
                other
                for other in source_schema.overloads(register_name).values()
                if other.qualified_name not in mapped
                and "!)" not in other.text
                and "Tensor" in other.text.split("(", 1)[1].split(" -> ")[0]
            ),
            key=lambda other: other.qualified_name,
        )
    )


def _refusal_errors(where: tuple, name: str, case, first, last, guards):
    """(path, message) of what is wrong with a test case's `refused_below` (not within
    the mapping's range) and `refused` (not a part of what the mapping says refusing)."""
    if case.refused_below is not None and not (
        first is not None and first < case.refused_below <= last
    ):
        yield (
            (*where, "refused_below"),
            f"test.cases.{name}.refused_below: {case.refused_below} is not "
            "above the mapping's first opset and within its range"
            + (f" ({first} to {last})" if first is not None else "")
            + "; give the opset where the variant taking this case starts",
        )
    if case.refused is None:
        return
    if case.refused_below is not None:
        both = "give refused (refused at every opset) or refused_below, not both"
        yield (*where, "refused"), f"test.cases.{name}: {both}"
        return
    said = [g.message for g in guards] + [NO_VARIANT]
    if not any(case.refused in message for message in said):
        quoted = "; ".join(f"'{g.message}'" for g in guards)
        yield (
            (*where, "refused"),
            f"test.cases.{name}.refused: '{case.refused}' is not what the mapping says "
            "when it refuses; quote a part of a guard's message"
            + (f": {quoted}" if guards else ""),
        )


def _exporters(
    spec: Spec, source: tuple, test: ParityTest, variants, opsets: tuple[int, int, int]
) -> tuple[ExporterPlan, ...]:
    """The plan for each declared exporter (runtime/exporters/): it builds from the opset
    it builds the first at up to the last it knows, and tests at the opsets it builds the
    spec's test opsets and each variant's start at (so that every variant is tested);
    it finds the mapping by the key it declares."""
    from ..runtime import exporters

    (schema, register), (first, last, torchscript_last) = source, opsets
    tested = (*test.opsets, *_starts(variants, first, spec))
    keys = {
        "op": register,
        "overload": _overload(schema.qualified_name if schema else spec.source.op)
        if spec.source.op
        else None,
    }
    # torch's two exporters' opsets as the build knows them (from its cache); another
    # exporter's as its declaration says.
    known = {TORCHSCRIPT: (torchscript_last, int), DYNAMO: (last, dynamo_build_opset)}
    plans = []
    for declared in exporters.declarations():
        highest, build = known.get(declared.NAME) or (
            min(last, declared.last_opset()),
            declared.build_opset,
        )
        opt_out = getattr(spec.opt_out, declared.NAME)
        tests = {build(o) for o in tested if build(o) <= highest}
        plans.append(
            ExporterPlan(
                declared.NAME,
                build(first),
                highest,
                () if opt_out is not None else tuple(sorted(tests)),
                keys[declared.KEY],
                opt_out,
            )
        )
    return tuple(plans)


def _opset_condition(variant: Alternative, first: int, last: int) -> Alternative:
    """`variant` with its opset range folded into its condition: `opset >= 23 and ...`,
    where `opset` is the export opset both exporters' code reads."""
    tests = []
    if variant.opsets[0] > first:
        tests.append(_opset_test(">=", variant.opsets[0]))
    if variant.opsets[-1] < last:
        tests.append(_opset_test("<=", variant.opsets[-1]))
    if not tests:
        return variant
    shown = [expr.python(t) for t in tests]
    if variant.condition is not None:
        # As the spec text reads: an `or` in brackets.
        grouped = isinstance(variant.test, expr.Logical) and variant.test.op == "or"
        shown.append(f"({variant.condition})" if grouped else variant.condition)
    return replace(
        variant,
        condition=" and ".join(shown),
        test=expr.conjoin(*tests, variant.test),
        reads=("opset", *variant.reads),
    )


def _opset_test(op: str, opset: int) -> expr.Compare:
    return expr.Compare(expr.Name("opset"), (op,), (expr.Literal(opset),))


def _contract(spec: Spec) -> dict:
    """The Mapping's fields of the dtype contract and the tests' known gaps."""
    xfail, reference = spec.test.xfail, spec.test.opinfo_reference
    return {
        "opinfo_reference": OpinfoReference(reference.function, reference.why)
        if reference
        else None,
        "dtypes": tuple(dict.fromkeys(claimed_dtypes(spec.dtypes))),
        "unsupported": tuple(Unsupported(*item) for item in spec.unsupported.items()),
        "torch_wrong": tuple(
            entry
            for dtype, reasons in spec.torch_wrong.items()
            for entry in _by_exporter(dtype, reasons)
        ),
        "xfail": tuple(
            Xfail(d, reason)
            for d, reason in xfail.items()
            if isinstance(reason, str) and d not in EXPORTERS
        ),
        "exporter_xfail": tuple(
            ExporterXfail(d, exporter, why)
            for d, reasons in xfail.items()
            if isinstance(reasons, dict) and d not in EXPORTERS
            for exporter, why in reasons.items()
        ),
        "parity_xfail": tuple(
            ParityXfail(exporter, value, None)
            if isinstance(value, str)
            else ParityXfail(exporter, value.reason, value.torch_below)
            for exporter, value in xfail.items()
            if exporter in EXPORTERS and not isinstance(value, dict)
        ),
        "tolerance": tuple(
            DtypeTolerance(dtype, t.rtol, t.atol, t.why)
            for dtype, t in spec.test.tolerance.items()
        ),
    }


def _by_exporter(dtype: str, reasons) -> tuple[TorchWrong, ...]:
    """The TorchWrong of a reason for both exporters or of reasons by exporter."""
    if isinstance(reasons, str):
        return (TorchWrong(dtype, BOTH, reasons, None),)
    return tuple(
        TorchWrong(dtype, exporter, reason, reasons.below_opset)
        for exporter in EXPORTERS
        if (reason := getattr(reasons, exporter)) is not None
    )
