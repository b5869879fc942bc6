"""Step 3, target side: each node checked against its op's ONNX schema.

A node of a standard domain is checked against its op's schema (`onnx.defs`) at every schema
version in force inside the body's opset range: the op exists from the first opset, takes as
many inputs and gives as many outputs as the node has, and has the attributes the node sets,
of the types the values give. A node of a custom domain has the attributes its values give,
and a kernel, or an op ONNX Runtime runs.
"""

from __future__ import annotations

import difflib

from ..ir.graph import Attribute
from . import target_schema
from .attribute_values import AttributeValues
from .python_ref import callable_problem
from .target_context import TargetContext


class NodeSchemas:
    """The ONNX schema checks of one target body's nodes; they give the typed attributes."""

    def __init__(self, context: TargetContext, values: AttributeValues):
        self.context = context
        self.values = values

    def error(self, path: tuple, message: str, at_key: bool = False) -> None:
        self.context.error(path, message, at_key)

    def check(self, path: tuple, node, outputs: int) -> tuple[Attribute, ...]:
        """The node's attributes, typed; `outputs`: how many outputs it has."""
        domain = self.context.domain(node)
        if target_schema.is_standard(domain):
            attributes = (
                self._standard(path, node, domain)
                if self.exists(path, node, domain)
                else ()
            )
            if node.kernel is not None:
                self.error(
                    (*path, "kernel"),
                    f"a kernel is for ops of custom domains; "
                    f"ONNX Runtime runs {node.op} itself: remove kernel",
                )
        else:
            attributes = self.values.custom(path, node)
            problem = node.kernel and callable_problem(node.kernel)
            if problem:
                self.error((*path, "kernel"), problem)
            elif node.kernel is None:
                self._runtime_op(path, node.op, domain)
        self._output_count(path, node, domain, outputs)
        return attributes

    def exists(self, path: tuple, node, domain: str) -> bool:
        """Whether ONNX has the node's op in `domain` from the body's first opset."""
        versions = target_schema.versions(node.op, domain)
        if not versions:
            close = target_schema.similar(node.op, domain)
            hint = f"; did you mean {' or '.join(close)}?" if close else ""
            elsewhere = target_schema.domains_of(node.op)
            if elsewhere:
                hint = f"; it is in {_domain_name(elsewhere[0])}: write domain: " + (
                    f"{elsewhere[0]}" if elsewhere[0] else '""'
                )
            self.error(
                (*path, "op"),
                f"ONNX has no op {node.op} in {_domain_name(domain)}{hint}",
            )
            return False
        first = self.context.first
        if versions[0] > first:
            self.error(
                ("target", "opset"),
                f"ONNX {node.op} does not exist at opset "
                f"{first}: it was added in opset {versions[0]}; write opset: "
                f"{versions[0]}",
            )
            return False
        return True

    def _runtime_op(self, path: tuple, op: str, domain: str) -> None:
        """An op of ONNX Runtime's domains (com.microsoft): no kernel, but one it has."""
        known = target_schema.runtime_ops().get(domain)
        if known is None or op in known:
            return
        close = difflib.get_close_matches(op, known, n=3)
        hint = f"; did you mean {' or '.join(close)}?" if close else ""
        self.error(
            (*path, "op"),
            f"ONNX Runtime has no op {op} in its domain '{domain}'{hint} "
            "(or give the node a kernel)",
        )

    def _standard(self, path: tuple, node, domain: str) -> tuple[Attribute, ...]:
        """Check inputs and attributes against every schema version in the opset range.

        A problem is reported once, at the first opset where it appears; a problem that
        starts later in the range suggests the max_opset that avoids it.
        """
        attributes: dict[str, Attribute] = {}
        once = _Once(self.context)
        first = self.context.first
        present = sum(
            1 for i in node.inputs if i.when is None or i.otherwise is not None
        )
        for schema in target_schema.schemas_in_range(
            node.op, domain, first, self.context.last
        ):
            later = schema.since_version > first
            at = f" from opset {schema.since_version}" if later else ""
            bound = f"; or add max_opset: {schema.since_version - 1}" if later else ""
            if schema.deprecated:
                once(
                    "deprecated",
                    (*path, "op") if later else ("target", "opset"),
                    f"ONNX {node.op} is deprecated{at or f' at opset {first}'}{bound}",
                )
                continue
            problem = _input_count_problem(schema, present, len(node.inputs))
            if problem:
                once("inputs", (*path, "inputs"), f"{problem}{at}{bound}")
            self._attributes(path, node, schema, (at, bound), once, attributes)
        return tuple(attributes.values())

    def _attributes(self, path, node, schema, said, once, attributes) -> None:
        """Check the node's attributes against one schema version; `said`: how messages
        name that version, and the max_opset that avoids it; `attributes` gathers them."""
        at, bound = said
        for name, value in node.attributes.items():
            where = (*path, "attributes", name)
            if name not in schema.attributes:
                close = difflib.get_close_matches(name, list(schema.attributes), n=1)
                hint = f"did you mean '{close[0]}'? " if close else ""
                known = ", ".join(sorted(schema.attributes)) or "none"
                once(
                    where,
                    where,
                    f"ONNX {node.op} has no attribute '{name}'{at}; "
                    f"{hint}its attributes are: {known}{bound}",
                    at_key=True,
                )
                continue
            kind = target_schema.ATTRIBUTE_KINDS.get(schema.attributes[name].type)
            if kind is None:
                once(
                    where,
                    where,
                    f"attribute '{name}' of {node.op} has type "
                    f"{schema.attributes[name].type}, which specs cannot set",
                )
            elif name not in attributes and where not in once.reported:
                attribute = self.values.attribute(where, node.op, name, value, kind)
                if attribute:
                    attributes[name] = attribute
                else:
                    once.reported.add(where)
        for name, attr in schema.attributes.items():
            if attr.required and name not in node.attributes:
                once(
                    ("required", name),
                    (*path, "attributes"),
                    f"ONNX {node.op} requires attribute '{name}'{at}; "
                    f"add it under attributes{bound}",
                )

    def _output_count(self, path: tuple, node, domain: str, count: int) -> None:
        if count > 1 and not target_schema.is_standard(domain):
            self.error(
                path,
                f"{node.op} is an op of custom domain '{domain}': custom ops with several "
                "outputs are not supported yet; give it one output",
            )
        first, last = self.context.first, self.context.last
        for schema in (
            target_schema.schemas_in_range(node.op, domain, first, last)
            if target_schema.is_standard(domain)
            and target_schema.versions(node.op, domain)
            and target_schema.versions(node.op, domain)[0] <= first
            else ()
        ):
            if schema.min_output <= count <= schema.max_output:
                continue
            need = (
                f"{schema.min_output}"
                if schema.min_output == schema.max_output
                else f"{schema.min_output} to {schema.max_output}"
            )
            self.error(
                path,
                f"ONNX {node.op} at opset {max(schema.since_version, first)} has "
                f"{need} outputs, and this node {count}; "
                + (
                    "name each in outputs: [a, b] (`_` for one nothing reads)"
                    if count < schema.min_output
                    else "name fewer"
                ),
            )
            break


class _Once:
    """Reports each problem once, though several schema versions may find it."""

    def __init__(self, context: TargetContext):
        self.context = context
        self.reported: set[object] = set()

    def __call__(self, key: object, where: tuple, message: str, at_key=False) -> None:
        if key not in self.reported:
            self.reported.add(key)
            self.context.error(where, message, at_key)


def _domain_name(domain: str) -> str:
    return f"domain '{domain}'" if domain else "the default ONNX domain"


def _input_count_problem(schema, low_count: int, high_count: int) -> str | None:
    low, high = schema.min_input, schema.max_input
    if low <= low_count and high_count <= high:
        return None
    names = ", ".join(schema.inputs)
    if low == high:
        takes = f"{low} input{'s' if low != 1 else ''}"
    elif high >= 1 << 30:
        takes = f"at least {low} inputs"
    else:
        takes = f"{low} to {high} inputs"
    given = (
        f"{low_count}" if low_count == high_count else f"{low_count} to {high_count}"
    )
    return f"ONNX {schema.name} takes {takes} ({names}), but inputs lists {given}"
