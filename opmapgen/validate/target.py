"""Step 3, target side: lower a target body (the target or a variant) into the IR's graph
values and steps, checking it on the way.

The lowering here runs the other parts over the body, sharing one context
(target_context.py): the names (target_names.py), each node against its ONNX schema
(target_nodes.py), the attribute and constant values (attribute_values.py, arithmetic.py),
and last the dtypes that flow through the graph (types.py).
"""

from __future__ import annotations

from typing import NamedTuple

from ..diagnostics import Report
from ..ir.blocks import Block
from ..ir.graph import Step, Value
from ..ir.lowered import LoweredFormula
from ..ir.signature import Arg
from ..spec.model import Spec
from . import target_schema
from .attribute_values import AttributeValues
from .condition import Condition, ConditionError, check_condition
from .defines import parse_defines
from .formula import FormulaExpander
from .lowered_blocks import as_lowered, block_of
from .target_context import TargetContext
from .target_names import GENERATED_NAMES, TargetNames, generated_names
from .target_nodes import NodeSchemas
from .types import check_types

__all__ = ["GENERATED_NAMES", "Graph", "TargetResolver"]


class Graph(NamedTuple):
    """A target body lowered: what its alternative exports."""

    constants: tuple[Value, ...]
    nodes: tuple[Step, ...]
    custom_opsets: tuple[tuple[str, int], ...]  # custom domains with their versions
    result: str | tuple[str, ...] | None  # the named result (None: the last node's)
    block: Block  # the constants and nodes in their control flow


class TargetResolver:
    """Lowers one target body into constants and graph steps; reports what is wrong with
    it (`ok` says whether anything was)."""

    def __init__(
        self,
        spec: Spec,
        report: Report,
        args: tuple[Arg, ...] | None,
        *,
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
        lowered = self._lowered()
        if lowered is None:
            return None
        made = self._made(lowered)
        values = {
            name: self._constant(name, c, made.get(name))
            for name, c in lowered.constants.items()
        }
        placed = list(lowered.placed())
        nodes = tuple(
            self._step(index, len(placed), placement, lowered.choice_entries)
            for index, placement in enumerate(placed)
        )
        self.names.check_result(self.result)
        self.names.check_unused()
        block = block_of(lowered.statements, values, nodes)
        if self.ok:
            problems = check_types(
                block,
                tuple(values.values()),
                tensor_args=self.context.args_read_with("v"),
                dtypes=self.walks,
                first=self.first,
                last=self.last,
                condition=self.condition,
                earlier=self.earlier,
                promoted=self.promoted,
                dtype_opsets=self.spec.dtype_opsets,
            )
            for index, message in problems:
                self.error(placed[index][0].path, message)
        if not self.ok:
            return None
        custom = {
            step.domain: self.target.domain_version
            for step in nodes
            if not target_schema.is_standard(step.domain)
        }
        return Graph(
            tuple(values.values()),
            nodes,
            tuple(sorted(custom.items())),
            tuple(self.result) if isinstance(self.result, list) else self.result,
            block,
        )

    def _step(self, index: int, count: int, placement, choice_entries) -> Step:
        """Node `index` of `count` as a graph step, its names and schema checked;
        `placement`: the node, and the formula choice and repeat it is in."""
        node, choice, repeat = placement
        path = node.path
        # Without `result`, the last node's output is returned, unnamed.
        last = index == count - 1 and self.result is None
        branch = choice.branch if choice else None
        rounds = repeat.rounds if repeat else None
        formula = (branch, rounds, choice_entries)
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
            inline=node.inline and names.output is not None,
            table=node.table,
            outputs=names.outputs if len(names.outputs) > 1 else (),
            typed_like=_typed_like(node.op, domain, names.inputs),
        )

    def _lowered(self) -> LoweredFormula | None:
        """The body's nodes and constants: as the spec writes them, or as its formula
        means them (None: the formula is wrong, and said so)."""
        target = self.body
        if target.formula is None:
            return as_lowered(target.graph(self.prefix), target.constants)
        descriptors = {name: a.descriptor for name, a in self.args.items()}
        expander = FormulaExpander(
            target.formula,
            result=target.result,
            tensors={name: None for name, d in descriptors.items() if d == "v"},
            tensor_lists=frozenset(n for n, d in descriptors.items() if d == "vs"),
            scalars={name for name, d in descriptors.items() if d in _SCALARS},
            first_opset=self.first,
            constants=target.constants,
            error=lambda path, message: self.error(path, message),
            reserved=set(self.generated_names),
            prefix=self.prefix,
            condition=self._condition,
            float_args=frozenset(n for n, d in descriptors.items() if d in ("f", "fs")),
            defines=parse_defines(self.spec.target),
        )
        lowered = expander.expand()
        if lowered is not None:
            self.result = self.result or lowered.returned
        return lowered

    def _made(self, lowered: LoweredFormula) -> dict[str, tuple]:
        """The constants a formula made, each with where it was written: the path of the
        last node that reads it."""
        return {
            name: node.path
            for node in lowered.nodes
            for name in (i.name for i in node.inputs)
            if name in lowered.constants and name not in self.body.constants
        }

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


_SCALARS = ("i", "f", "b", "is", "fs")


def _typed_like(op: str, domain: str, inputs) -> int | None:
    """The input whose dtype an ONNX Runtime contrib op's output takes, if one does."""
    if target_schema.is_standard(domain):
        return None
    index = target_schema.runtime_output_like(op, domain)
    return index if index is not None and index < len(inputs) else None
