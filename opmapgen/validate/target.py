"""Step 3, target side: lower a target body (the target or a variant) into the IR's graph
values and steps, checking it on the way.

The lowering here runs the other parts over the body, sharing one context
(target_context.py): the names (target_names.py), each node against its ONNX schema
(target_nodes.py), the attribute and constant values (attribute_values.py, arithmetic.py),
and last the dtypes that flow through the graph (types.py).
"""

from __future__ import annotations

from dataclasses import replace

from ..diagnostics import Report
from ..ir.graph import Step, Value
from ..ir.signature import Arg
from ..spec.model import Spec
from . import target_schema
from .attribute_values import AttributeValues
from .condition import Condition, ConditionError, check_condition
from .defines import parse_defines
from .formula import FormulaExpander
from .target_context import TargetContext
from .target_names import GENERATED_NAMES, TargetNames, generated_names
from .target_nodes import NodeSchemas
from .types import check_types

__all__ = ["GENERATED_NAMES", "Graph", "TargetResolver"]

# constants, nodes, custom domains with their versions, the named result (None: last node)
Graph = tuple[
    tuple[Value, ...], tuple[Step, ...], tuple[tuple[str, int], ...], str | None
]


class TargetResolver:
    """Lowers one target body into constants and graph steps; reports what is wrong with
    it (`ok` says whether anything was)."""

    def __init__(
        self,
        spec: Spec,
        report: Report,
        args: tuple[Arg, ...] | None,
        first,
        last,
        body=None,
        prefix: tuple = ("target",),
        condition: str | None = None,
        earlier: tuple[str | None, ...] = (),
        returns: int = 1,
        walks: tuple = ((), {}),
    ):
        self.spec = spec
        # What the type check follows, and the dtype promotion gives (see type_walks)
        self.walks, self.promoted = walks
        self.target = spec.target
        self.body = body if body is not None else spec.target  # the target or a variant
        self.prefix = prefix
        self.condition = condition  # the variant's, as code: which dtypes reach it
        self.earlier = earlier  # the conditions of the variants before it
        self.result = self.body.result  # or the one a formula names
        self.args = {a.name: a for a in args} if args is not None else None
        self.first, self.last = first, last
        self.context = TargetContext(
            spec, report, self.args, first, last, prefix, returns
        )
        self.names = TargetNames(self.context)
        self.values = AttributeValues(self.context)
        self.schemas = NodeSchemas(self.context, self.values)
        self.generated_names: frozenset[str] = frozenset()
        self.inline: set[str] = set()  # sub-expressions of formulas: written in place
        self.node_branches: list = []  # the formula choice of each node, if any
        self.constant_branches: dict = {}
        self.branch_entries: set[str] = set()  # formula entries written as choices
        self.node_rounds: list = []  # the formula repeat of each node, if any
        self.node_tables: list = []  # the polynomial table of each node, if any

    @property
    def ok(self) -> bool:
        return self.context.ok

    def error(self, path: tuple, message: str, at_key: bool = False) -> None:
        self.context.error(path, message, at_key)

    def resolve(self) -> Graph | None:
        if self.args is None:  # unknown arg names: only check that the ops exist
            for path, node in self.body.graph(self.prefix):
                domain = self.context.domain(node)
                if target_schema.is_standard(domain):
                    self.schemas.exists(path, node, domain)
            return None
        self.generated_names = generated_names(self.context, self.body)
        self.context.generated_names = self.generated_names
        self.names.check_args()
        graph, constant_specs, at = self._graph()
        if graph is None:
            return None
        constants = tuple(
            replace(
                self._constant(name, c, at.get(name)),
                branch=self.constant_branches.get(name),
            )
            for name, c in constant_specs.items()
        )
        nodes = tuple(
            self._step(index, path, node, len(graph))
            for index, (path, node) in enumerate(graph)
        )
        self.names.check_result(self.result)
        self.names.check_unused()
        if self.ok:
            tensors = self.context.args_read_with("v")
            problems = check_types(
                nodes, constants, tensors, self.walks, self.first, self.last,
                self.condition, self.earlier, self.promoted, self.spec.dtype_opsets,
            )  # fmt: skip
            for index, message in problems:
                self.error(graph[index][0], message)
        if not self.ok:
            return None
        custom = {
            step.domain: self.target.domain_version
            for step in nodes
            if not target_schema.is_standard(step.domain)
        }
        return (
            constants,
            nodes,
            tuple(sorted(custom.items())),
            tuple(self.result) if isinstance(self.result, list) else self.result,
        )

    def _step(self, index: int, path: tuple, node, count: int) -> Step:
        """Node `index` of `count` as a graph step, its names and schema checked."""
        # Without `result`, the last node's output is returned, unnamed.
        last = index == count - 1 and self.result is None
        branch = self.node_branches[index] if self.node_branches else None
        rounds = self.node_rounds[index] if self.node_rounds else None
        formula = (branch, rounds, self.branch_entries)
        names = self.names.node(path, node, index, last, formula)
        attributes = self.schemas.check(path, node, len(names.outputs))
        domain = self.context.domain(node)
        return Step(
            node.op,
            domain,
            names.inputs,
            attributes,
            None if last else names.output,
            node.kernel,
            inline=names.output in self.inline,
            branch=branch,
            rounds=rounds,
            table=self.node_tables[index] if self.node_tables else None,
            outputs=names.outputs if len(names.outputs) > 1 else (),
            typed_like=_typed_like(node.op, domain, names.inputs),
        )

    def _graph(self) -> tuple[list | None, dict, dict[str, tuple]]:
        """The nodes (with their spec paths), the constants and, for constants a formula
        made, where they were written."""
        target = self.body
        if target.formula is None:
            return target.graph(self.prefix), target.constants, {}
        scalars = {
            name for name, a in self.args.items() if a.descriptor in _SCALAR_DESCRIPTORS
        }
        tensors = {name: None for name, a in self.args.items() if a.descriptor == "v"}
        expander = FormulaExpander(
            target.formula,
            target.result,
            tensors,
            scalars,
            self.first,
            target.constants,
            lambda path, message: self.error(path, message),
            set(self.generated_names),
            self.prefix,
            self._condition,
            frozenset(n for n, a in self.args.items() if a.descriptor in ("f", "fs")),
            parse_defines(self.spec.target),
        )
        expanded = expander.expand()
        self.result = self.result or expander.returned_name
        self.inline = expander.fresh
        self.node_branches = expander.node_branches
        self.constant_branches = expander.constant_branches
        self.branch_entries = expander.branch_entries
        self.node_rounds = expander.node_rounds
        self.node_tables = expander.node_tables
        if expanded is None:
            return None, {}, {}
        constants, nodes = expanded
        made = {
            name: path
            for path, node in nodes
            for name in (i.name for i in node.inputs)
            if name in constants and name not in target.constants
        }
        return nodes, constants, made

    def _condition(self, path: tuple, text: str) -> Condition | None:
        try:
            return check_condition(text, tuple(self.args.values()))
        except ConditionError as exc:
            self.error(path, f"condition '{text}': {exc}")
            return None

    def _constant(self, name: str, constant, made_at: tuple | None = None) -> Value:
        """A constant of the spec, or one a formula made (`made_at`: where it was written,
        which uses it)."""
        path = made_at or (*self.prefix, "constants", name)
        self.names.define(path, name, "constant", at_key=made_at is None)
        if made_at is not None:
            self.names.used.add(name)
        value = self.values.constant(constant, path, made=made_at is not None)
        return Value(name, value, constant.dtype, constant.like)


_SCALAR_DESCRIPTORS = ("i", "f", "b", "is", "fs")


def _typed_like(op: str, domain: str, inputs) -> int | None:
    """The input whose dtype an ONNX Runtime contrib op's output takes, if one does."""
    if target_schema.is_standard(domain):
        return None
    index = target_schema.runtime_output_like(op, domain)
    return index if index is not None and index < len(inputs) else None
