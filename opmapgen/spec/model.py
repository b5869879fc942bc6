"""Step 2: the spec format, modelled once.

These pydantic models are the single description of a mapping spec: loading, the error messages
and the JSON Schema all come from them. A `Spec` remembers the document it was read from, so any
later check can point at the line of the value it complains about.
"""

from __future__ import annotations

import difflib
import keyword
import math
import re
import typing
import unicodedata
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Discriminator,
    Field,
    PrivateAttr,
    Tag,
    ValidationError,
    create_model,
    field_validator,
    model_validator,
)

from ..diagnostics import Report
from ..runtime import exporters, runtimes
from .load import Document

# parse_args descriptors understood by torch.onnx.symbolic_helper.parse_args.
Descriptor = Literal["v", "vs", "i", "is", "f", "fs", "b", "s", "t", "none"]
DESCRIPTORS: tuple[str, ...] = Descriptor.__args__

# Names that `generated/__init__.py` defines itself; a mapping module may not shadow them.
# (function mappings also define CamelCase classes: `registrations` would be Registrations)
RESERVED_NAMES = frozenset(
    {
        "tests",
        "register",
        "unregister",
        "registered",
        "registrations",
        "custom_opsets",
        "custom_translation_table",
        "export",
        "translations",
        "MAPPINGS",
        "TRANSLATIONS",
        "Registrations",  # imported by the package, as are:
        "onnx_export",
        "opmapgen",
        "sys",
    }
)
OP_NAME = re.compile(
    r"^(?P<ns>[A-Za-z_][A-Za-z0-9_]*)::(?P<name>[A-Za-z_][A-Za-z0-9_]*)"
    r"(?:\.(?P<overload>[A-Za-z_][A-Za-z0-9_]*))?$"
)
FUNCTION_NAME = re.compile(
    r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*:[A-Za-z_][A-Za-z0-9_]*$"
)
ONNX_OP_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
DOMAIN_NAME = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*)?$")
MAX_TEST_ELEMENTS = 10_000_000
# A mapping name names files (generated/NAME.py, tests/test_NAME.py): file systems take
# 255 bytes per name.
MAX_NAME_BYTES = 64


def _plain_value(value: Any) -> Any:
    scalars = (bool, int, float, str, type(None))
    if isinstance(value, scalars):
        return value
    if isinstance(value, list) and all(isinstance(v, scalars) for v in value):
        return value
    raise ValueError(
        "expected a number, a string, a boolean, null or a list of them, "
        f"got {type(value).__name__}"
    )


# An attribute or argument value: a scalar or a flat list of scalars.
Value = Annotated[Any, AfterValidator(_plain_value)]
TensorDtype = Literal[
    "float32", "float64", "float16", "int64", "int32", "int8", "uint8", "bool",
    "complex64", "complex128",
]  # fmt: skip
# Every dtype a torch op may see, for the dtype contract (`dtypes`, `unsupported`, `xfail`).
Dtype = Literal[
    "float16", "bfloat16", "float32", "float64", "uint8", "int8", "int16", "int32",
    "int64", "bool", "complex64", "complex128", "uint16", "uint32", "uint64", "complex32",
]  # fmt: skip


def is_identifier(name: str) -> bool:
    return (
        name.isidentifier()
        and not keyword.iskeyword(name)
        and unicodedata.normalize("NFKC", name) == name
    )


def identifier(name: str) -> str:
    normal = unicodedata.normalize("NFKC", name)
    if normal != name and is_identifier(normal):
        # Python reads identifiers in NFKC form: `ｇ` is `g`, `ﬁ` is `fi`.
        raise ValueError(f"'{name}' is read by Python as '{normal}'; write '{normal}'")
    if not is_identifier(name):
        raise ValueError(
            f"'{name}' is not a Python identifier (letters, digits, _; no keyword)"
        )
    return name


def python_reference(value: str | None, example: str) -> str | None:
    """A `module:callable` reference (a function source, a kernel), or None."""
    if value is None:
        return value
    parts = value.replace(":", ".").split(".")
    if not FUNCTION_NAME.match(value) or not all(map(is_identifier, parts)):
        raise ValueError(f"'{value}' is not module:callable; write e.g. {example}")
    return value


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class Source(_Model):
    """What is exported: a torch op (`op`), or a Python function (`function`) that the
    generated torch.autograd.Function calls in forward."""

    op: str | None = Field(
        default=None,
        description="Qualified op name `namespace::name`, optionally `.overload`: "
        "`aten::asinh`, `torchvision::deform_conv2d`.",
    )
    module: str | None = Field(
        default=None,
        pattern=r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$",
        description="The Python module whose import registers a library op, where "
        "importing the package its namespace names does not: "
        "`transformers.integrations.moe` for `transformers::grouped_mm_fallback`.",
    )
    # `schema` in the spec (the name BaseModel.schema takes here).
    op_schema: str | None = Field(
        default=None,
        alias="schema",
        description="The op's schema as torch prints it, for a library op whose package "
        "a build may lack (`transformers::grouped_mm_fallback(Tensor input, Tensor "
        "weight, Tensor offs) -> Tensor`): without the package the spec is checked "
        "against it, and generates what it generates with the package; with the "
        "package, it must be the installed op's schema.",
    )
    function: str | None = Field(
        default=None,
        description="Instead of op: `module:callable`, the implementation that forward calls "
        "with the args in order, e.g. `impls.resize:bicubic_resize`.",
    )
    args: list[Descriptor] = Field(
        description="One parse_args descriptor per op argument, in schema order: "
        "v (graph value), vs (a list of them), i, is, f, fs, b, s, t, none.",
    )
    names: list[Annotated[str, AfterValidator(identifier)]] | None = Field(
        default=None,
        description="Argument names, if not those of the op schema "
        "(`self` is called `input`, as in torch's Python API).",
    )
    promote: list[Annotated[str, AfterValidator(identifier)]] | None = Field(
        default=None,
        description="Args cast to one dtype before the target runs, by torch's type "
        "promotion as `torch.result_type` does it (a Python number or 0-dim tensor does "
        "not promote a tensor with dimensions of its category: int64 `x // 2` stays "
        "int64), decided at export from the dtypes the exporter sees. Default: the args "
        "torch's own reference implementation of the op promotes (torch._refs), with "
        "its kind of promotion (integers to float for `atan2`); `[]`: none.",
    )

    overloads: list[str] = Field(
        default_factory=list,
        description="More overloads of the op that the mapping exports, each with its own "
        "number of args: `aten::sort` (self, dim, descending) for `aten::sort.stable`. "
        "Their args are matched to the mapped overload's by name; an arg an overload "
        "lacks takes its default (None where it is optional without one). The TorchScript "
        "exporter sends them to the symbolic; the dynamo exporter's table gets one "
        "translation per overload.",
    )

    @field_validator("op")
    @classmethod
    def _op_name(cls, value: str | None) -> str | None:
        if value is not None and not OP_NAME.match(value):
            raise ValueError(
                f"'{value}' is not a qualified op name; write namespace::name, "
                "e.g. aten::asinh or aten::add.Tensor"
            )
        return value

    @field_validator("overloads")
    @classmethod
    def _overload_names(cls, value: list[str]) -> list[str]:
        for name in value:
            if not OP_NAME.match(name):
                raise ValueError(
                    f"'{name}' is not a qualified op name; write namespace::name.overload, "
                    "e.g. aten::sort or aten::sort.stable"
                )
        return value

    @field_validator("names")
    @classmethod
    def _names(cls, value: list[str] | None) -> list[str] | None:
        if value is not None:
            twice = sorted({n for n in value if value.count(n) > 1})
            if twice:
                raise ValueError(
                    f"'{twice[0]}' is given more than once; argument names must be unique"
                )
        return value

    @field_validator("function")
    @classmethod
    def _function(cls, value: str | None) -> str | None:
        return python_reference(value, "impls.resize:bicubic_resize")

    @model_validator(mode="after")
    def _one_kind(self) -> Source:
        if (self.op is None) == (self.function is None):
            raise ValueError(
                "give exactly one of op (a torch op) and function (module:callable)"
            )
        if self.function is not None and self.overloads:
            raise ValueError(
                "a function has no overloads; remove overloads (or map a torch op)"
            )
        if self.function is not None and self.op_schema is not None:
            raise ValueError(
                "a function has no op schema; remove schema (it records a library op's)"
            )
        if self.function is not None and self.names is None:
            raise ValueError(
                "missing key 'names': a function has no op schema to take the arg names from"
            )
        return self


class NodeInput(_Model):
    """A node input: a named value, present only when a bool source arg is true if `when`
    (else `otherwise`'s value, where given)."""

    name: str = Field(
        description="A source arg read with v, a constant or a node output."
    )
    when: str | None = Field(
        default=None,
        description="A source arg read with b: the input is given only if true.",
    )
    otherwise: str | None = Field(
        default=None,
        description="With when: the value given instead when the bool is false (a "
        "constant, a source arg read with v or a node output), so that the input is "
        "always there (a custom op with a body needs every input).",
    )

    @model_validator(mode="after")
    def _otherwise_needs_when(self) -> NodeInput:
        if self.otherwise is not None and self.when is None:
            raise ValueError(
                "otherwise is the value given when `when` is false; add when: (a bool "
                "source arg) or leave out otherwise"
            )
        return self

    @model_validator(mode="before")
    @classmethod
    def _plain_name(cls, value: Any) -> Any:
        return {"name": value} if isinstance(value, str) else value

    @classmethod
    def __get_pydantic_json_schema__(cls, core_schema, handler):
        # A plain name is short for {name: ...}, as `_plain_name` reads it.
        plain = {"type": "string", "description": "A named value, given always."}
        return {"anyOf": [plain, handler(core_schema)]}


class Constant(_Model):
    """A tensor literal for the target graph."""

    value: Value = Field(description="A number, a boolean or a flat list of them.")
    dtype: TensorDtype | None = Field(
        default=None, description="The constant's dtype..."
    )
    like: str | None = Field(
        default=None,
        description="...or the dtype of this source arg (read with v) at export.",
    )

    @model_validator(mode="after")
    def _one_dtype(self) -> Constant:
        if (self.dtype is None) == (self.like is None):
            raise ValueError(
                "give exactly one of dtype (e.g. float32) and like (a source arg)"
            )
        return self


class _NodeFields(_Model):
    """Checks shared by a node and a one-node target."""

    @field_validator("op", check_fields=False)
    @classmethod
    def _op(cls, value: str | None) -> str | None:
        if value is not None and not ONNX_OP_NAME.match(value):
            raise ValueError(
                f"'{value}' is not an ONNX op type; write a name such as Asinh"
            )
        return value

    @field_validator("domain", check_fields=False)
    @classmethod
    def _domain(cls, value: str | None) -> str | None:
        if value is not None and not DOMAIN_NAME.match(value):
            raise ValueError(
                f"'{value}' is not a domain name; write e.g. \"\" or com.example"
            )
        return value

    @field_validator("kernel", check_fields=False)
    @classmethod
    def _kernel(cls, value: str | None) -> str | None:
        return python_reference(value, "impls.deform_conv:deform_conv2d")

    @field_validator("attributes", check_fields=False)
    @classmethod
    def _attribute_names(cls, value: dict | None) -> dict | None:
        for name in value or {}:
            identifier(name)
        return value


class Node(_NodeFields):
    """One ONNX node of a target graph."""

    op: str = Field(description="ONNX op type, e.g. `Mul`.")
    domain: str | None = Field(
        default=None, description="Default: the target's domain."
    )
    inputs: list[NodeInput] = Field(
        default_factory=list,
        description="Named values feeding the node, in order: source args read with v, "
        "constants, earlier nodes' outputs; `{name: x, when: flag}` for a conditional one.",
    )
    attributes: dict[str, Value] = Field(
        default_factory=dict,
        description="ONNX attribute name (no _i/_f/_s suffix) → literal, or `$arg` to take "
        "the value of a source arg; lists may mix both. `$$` writes a literal `$`.",
    )
    output: str | None = Field(
        default=None, description="Name of the node's output, for later nodes to use."
    )
    outputs: list[str] | None = Field(
        default=None,
        description="Instead of output, for an op with several (TopK, Split): the names "
        "of its outputs, in order.",
    )
    kernel: str | None = Field(
        default=None,
        description="Custom domains: `module:callable`, a NumPy reference kernel "
        "(inputs as arrays, attributes as keywords) that runs the node in parity tests.",
    )

    @model_validator(mode="after")
    def _output_or_outputs(self) -> Node:
        if self.output is not None and self.outputs is not None:
            raise ValueError(
                "give output (one name) or outputs (a list, for several), not both"
            )
        if self.outputs is not None and len(self.outputs) < 1:
            raise ValueError("outputs is empty; name at least one output")
        return self

    @property
    def names(self) -> list[str | None]:
        """The names of the node's outputs, in order ([None]: the unnamed result)."""
        return list(self.outputs) if self.outputs is not None else [self.output]


class Choice(_Model):
    """One choice of a formula: its expression, used when its condition holds."""

    when: str | None = Field(
        default=None,
        description="A condition on the source args, e.g. `prepend is not None`; none: "
        "the last choice, used when no other applies.",
    )
    then: str = Field(
        description="The expression, e.g. `Concat(prepend, input, axis=$dim)`."
    )


MAX_ROUNDS = 1024  # of a repeat with a literal count: each round is a copy of its nodes


class Repeat(_Model):
    """A formula entry that updates earlier entries round after round: a loop whose count
    is known at export (the exporters write each round's nodes into the graph)."""

    repeat: Annotated[
        Annotated[Annotated[int, Field(ge=1, le=MAX_ROUNDS)], Tag("(count)")]
        | Annotated[str, Tag("(arg)")],
        Discriminator(lambda v: "(arg)" if isinstance(v, str) else "(count)"),
    ] = Field(
        description=f"How many rounds: a number (1 to {MAX_ROUNDS}) or the name of a "
        "source arg read with `i`; in a custom op's body, an entry above holding an "
        "int64 scalar (an ONNX Loop)."
    )
    update: dict[Annotated[str, AfterValidator(identifier)], str] = Field(
        min_length=1,
        description="Entries defined above, each with the expression of its next value, "
        "e.g. `{power: power * power, rest: rest / 2}`. Each round computes them in "
        "order, so a later one reads the values earlier ones have just taken; each keeps "
        "its dtype.",
    )
    loop: bool = Field(
        default=False,
        description="Run the rounds in the model, as an ONNX Loop, instead of writing "
        "each round's nodes into the graph: one copy of the update's nodes whatever the "
        "count, for a count in the hundreds (a Jacobi sweep's rotations). The entries it "
        "updates are the Loop's carried values, each keeping its dtype and shape from "
        "round to round (its values of the round alone stay inside); the count is still "
        "known at export.",
    )


def _formula_form(value: Any) -> str:
    # Each form of a formula entry is told by its YAML type, so that a mistake in one is
    # reported against that form only (a union would add "expected a string" and the like).
    if isinstance(value, list):
        return "(choices)"
    if isinstance(value, dict | Repeat):
        return "(repeat)"
    return "(expression)"


# A formula entry: an expression, choices, or a repeat. The tags are left out of the paths
# errors show (see parse_spec).
FormulaEntry = Annotated[
    Annotated[str, Tag("(expression)")]
    | Annotated[list[Choice], Tag("(choices)")]
    | Annotated[Repeat, Tag("(repeat)")],
    Discriminator(_formula_form),
]


def define_head(text: str) -> str:
    """`name(a, b)`: a sub-formula's name and its parameters (none: `name()`)."""
    name, paren, rest = text.partition("(")
    params = rest[:-1].split(",") if paren and rest.endswith(")") else None
    if params == [""] or (params is not None and not rest[:-1].strip()):
        params = []
    if params is None or not is_identifier(name.strip()):
        raise ValueError(
            f"'{text}' is no sub-formula head; write its name and parameters, e.g. "
            "'trunc(q)' or 'widened()'"
        )
    for param in params:
        identifier(param.strip())
    return text


# A sub-formula: an expression, or choices (called as a whole entry: `x: widened()`).
DefineEntry = Annotated[
    Annotated[str, Tag("(expression)")] | Annotated[list[Choice], Tag("(choices)")],
    Discriminator(lambda v: "(choices)" if isinstance(v, list) else "(expression)"),
]


class _Body(_NodeFields):
    """What a target (or one of its variants) exports: `formula`, one `op`, or `nodes`."""

    op: str | None = Field(default=None, description="ONNX op type, e.g. `Asinh`.")
    inputs: list[NodeInput] | None = Field(
        default=None,
        description="With op: source args (read with v) feeding the node, in order.",
    )
    attributes: dict[str, Value] | None = Field(
        default=None,
        description="With op: ONNX attribute name (no _i/_f/_s suffix) → literal, or `$arg` "
        "to take the value of a source arg; lists may mix both. `$$` writes a literal `$`.",
    )
    kernel: str | None = Field(
        default=None,
        description="With op in a custom domain: `module:callable`, a NumPy reference kernel "
        "that runs the node in parity tests.",
    )
    constants: dict[str, Constant] = Field(
        default_factory=dict, description="Named tensor literals the nodes can use."
    )
    nodes: list[Node] | None = Field(
        default=None,
        description="Instead of op: a graph of nodes; the last node's output is the result.",
    )
    formula: dict[Annotated[str, AfterValidator(identifier)], FormulaEntry] | None = (
        Field(
            default=None,
            description="Instead of op or nodes: named expressions, in order, e.g. "
            "`{m: Max(a, b), result: m + Log(Exp(a - m) + Exp(b - m))}`; the last one is the "
            "result. They hold names, numbers (typed like the value they meet), `$arg` values, "
            "`+ - * / ** @`, comparisons, `& | ~` and ONNX op calls with keyword attributes. "
            "An expression may instead be a list of choices, `[{when: COND, then: EXPR}, "
            "..., {then: EXPR}]`, the first whose condition holds at export; or a "
            "repeat, `{repeat: 63, update: {NAME: EXPR, ...}}`, updating entries above "
            "round after round.",
        )
    )
    result: str | list[str] | None = Field(
        default=None,
        description="With nodes or formula: the named value to return, if not the last "
        "one; a list of names for a source op that returns several tensors (cummax).",
    )

    def _forms(self) -> list[str]:
        return [
            key
            for key, given in (
                ("op", self.op is not None),
                ("nodes", self.nodes is not None),
                ("formula", self.formula is not None),
            )
            if given
        ]

    @model_validator(mode="after")
    def _one_form(self) -> _Body:
        forms = self._forms()
        if not forms and not getattr(self, "variants", None):
            raise ValueError(
                "missing key 'formula' (expressions), 'op' (one ONNX node) or 'nodes' "
                "(a graph of them)"
            )
        if len(forms) > 1 or (
            self.op is None and (self.inputs is not None or self.attributes is not None)
        ):
            raise ValueError(
                "give one of formula, op (with inputs and attributes) or nodes"
            )
        if self.formula == {}:
            raise ValueError("formula is empty; give at least one expression")
        if self.op is not None and self.inputs is None:
            raise ValueError("missing key 'inputs'; list the source args that feed op")
        return self

    def graph(self, prefix: tuple = ("target",)) -> list[tuple[tuple, Node]]:
        """The nodes, each with its path in the spec; `op` is a one-node graph (a formula's
        nodes come from its expansion, which needs the source args)."""
        if self.formula is not None or (self.op is None and self.nodes is None):
            return []
        if self.nodes is not None:
            return [((*prefix, "nodes", i), node) for i, node in enumerate(self.nodes)]
        node = Node(
            op=self.op,
            inputs=self.inputs,
            attributes=self.attributes or {},
            kernel=self.kernel,
        )
        return [(prefix, node)]


class FunctionBody(_Model):
    """A custom op's decomposition in standard ONNX, attached to exported models as a
    model-local function (`ModelProto.functions`): runtimes with no kernel for the op run
    it, and a runtime with a kernel (or a backend that fuses the op) uses that instead."""

    formula: dict[Annotated[str, AfterValidator(identifier)], FormulaEntry] | None = (
        Field(
            default=None,
            description="Named expressions of the op's inputs (named as in `inputs`) and "
            "its attributes (`$name`), in order; the last one is the op's output. An "
            "entry may be choices by the model's opset only (`when: opset >= 18`): a "
            "function has one body for every input type and attribute value. An entry "
            "may be a repeat whose count is an entry above (an int64 scalar computed at "
            "run time): an ONNX Loop.",
        )
    )
    opset: int | None = Field(
        default=None,
        ge=1,
        description="The ONNX opset the function imports (default: the model's, set "
        "when it is attached). The build checks that every op of the body means the "
        "same at every opset of the mapping's range.",
    )
    since: int | None = Field(
        default=None,
        ge=2,
        description="The first model opset that has the body, after the mapping's "
        "first (default: the mapping's first): below it the op has none, and runtimes "
        "need a kernel for it (its ops are not all in ONNX there).",
    )
    nodes: list[Node] | None = Field(
        default=None, description="Instead of formula: a graph of standard ONNX nodes."
    )
    constants: dict[str, Constant] = Field(
        default_factory=dict, description="Named tensor literals the nodes can use."
    )
    result: str | None = Field(
        default=None,
        description="The named value the function returns, if not the last.",
    )

    @model_validator(mode="after")
    def _one_form(self) -> FunctionBody:
        if (self.formula is None) == (self.nodes is None):
            raise ValueError("give the body as formula or as nodes (one of them)")
        if self.formula == {}:
            raise ValueError("formula is empty; give at least one expression")
        return self


class Variant(_Body):
    """One way to export the op, used when its condition holds (the first that does)."""

    when: str | None = Field(
        default=None,
        description="A condition on the source args at export time, e.g. `prepend is None "
        "and n == 1` or `floating(input)`; none: always (a last, default variant).",
    )
    opset: int | None = Field(
        default=None,
        ge=1,
        description="The variant applies from this export opset on (default: the "
        "target's), e.g. 23 for an op ONNX added then.",
    )
    max_opset: int | None = Field(
        default=None,
        ge=1,
        description="The last export opset the variant applies to (default: the target's).",
    )


class Guard(_Model):
    """A case the mapping does not map, with the reason: torch's own conversion takes it,
    where torch has one, unless `torch_wrong` says torch's gets it wrong."""

    that: str = Field(
        description="A condition on the source args that must hold, e.g. `n >= 1`."
    )
    message: Reason = Field(
        description="Why the mapping does not map the case otherwise, e.g. 'only n=1'."
    )
    torch_wrong: GuardTorchWrong | None = Field(
        default=None,
        description="What torch's own conversion gives for the case (an invalid model, "
        "wrong numbers), for both exporters or by exporter (`{torchscript: ...}`): the "
        "export is then refused with both reasons instead of handed to torch.",
    )


class Target(_Body):
    """The ONNX the source op becomes: a `formula`, one op (`op`, `inputs`, `attributes`),
    `nodes`, or `variants` of those chosen by conditions at export time."""

    domain: str = Field(
        default="",
        description='"" or "ai.onnx" for standard ONNX; any other domain is custom.',
    )
    opset: int = Field(ge=1, description="The mapping applies from this opset upward.")
    max_opset: int | None = Field(
        default=None,
        ge=1,
        description="Last opset the mapping applies to (default: the highest each "
        "exporter supports: 20 for TorchScript, 23 for dynamo in torch 2.14).",
    )
    domain_version: int = Field(
        default=1,
        ge=1,
        description="Version of a custom domain (passed as custom_opsets).",
    )
    require: list[Guard] = Field(
        default_factory=list,
        description="Conditions the mapping needs, each with the message that says why "
        "otherwise (checked before any variant): a case that fails one goes to torch's own "
        "conversion where torch has one, and is refused otherwise.",
    )
    variants: list[Variant] | None = Field(
        default=None,
        description="Instead of one form: ways to export, each with a `when` condition; the "
        "first whose condition holds is exported, and an export no variant fits is refused.",
    )
    define: dict[Annotated[str, AfterValidator(define_head)], DefineEntry] = Field(
        default_factory=dict,
        description="Named sub-formulas that any formula of the target (and of its "
        "variants) may call, e.g. `{'trunc(q)': 'Where(q < 0, Ceil(q), Floor(q))'}`: "
        "`trunc(x / y)` is expanded as if its expression were written there, with `q` "
        "the value of `x / y`. A sub-formula may instead be choices, called as a whole "
        "entry (`x: widened()`).",
    )
    body: FunctionBody | None = Field(
        default=None,
        description="With op in a custom domain: the op's decomposition in standard ONNX, "
        "attached to exported models as a model-local function, so that any runtime runs "
        "the op (a kernel, where registered, is preferred).",
    )

    @model_validator(mode="after")
    def _variants_alone(self) -> Target:
        if self.variants is not None and (self._forms() or self.constants):
            raise ValueError(
                "give variants, or one form (formula, op or nodes) with its constants, "
                "not both"
            )
        if self.variants == []:
            raise ValueError("variants is empty; give at least one")
        return self

    def bodies(self) -> list[tuple[tuple, _Body, str | None]]:
        """Each way to export with its spec path and condition: the variants, or the
        target itself (whose opset range is the variants' default)."""
        if self.variants is None:
            return [(("target",), self, None)]
        return [
            (("target", "variants", i), v, v.when) for i, v in enumerate(self.variants)
        ]

    @property
    def standard_domain(self) -> str:
        """The domain as ONNX writes it: "" for the default ai.onnx domain."""
        return standard_domain(self.domain)


def standard_domain(domain: str) -> str:
    return "" if domain == "ai.onnx" else domain


def _reason(value: str) -> str:
    if not value.strip():
        raise ValueError("say why the mapping opts out of this exporter")
    return value


Reason = Annotated[str, AfterValidator(_reason)]
# The exporters a spec names (opt_out, torch_wrong, xfail): every declared one.
EXPORTERS = exporters.names()
_ALL = "both" if len(EXPORTERS) == 2 else "all"  # of the exporters, in messages


def _by_exporter_fields(describe) -> dict[str, Any]:
    """A field per exporter, each an optional reason; `describe(declaration)` is its
    description."""
    return {
        e.NAME: (Reason | None, Field(default=None, description=describe(e)))
        for e in exporters.declarations()
    }


def _by_exporter(value):
    """One message for what pydantic would report once per form of the union."""
    if isinstance(value, dict):
        for key in value:
            if key not in (*EXPORTERS, "below_opset"):
                raise ValueError(
                    f"{key!r} is no exporter; write {' or '.join(EXPORTERS)} (and "
                    f"below_opset), or one reason for {_ALL}"
                )
    elif not isinstance(value, str):
        # pydantic reports a validator's ValueError at the field; a TypeError escapes it.
        raise ValueError(  # noqa: TRY004
            "write what torch's conversion gives, or that by exporter "
            f"({{{', '.join(f'{e}: ...' for e in EXPORTERS)}}})"
        )
    return value


class _TorchWrongBy(_Model):
    """What torch's own conversion gets wrong, by exporter, and below which opset."""


TorchWrongBy = create_model(
    "TorchWrongBy",
    __base__=_TorchWrongBy,
    __doc__=_TorchWrongBy.__doc__,
    **_by_exporter_fields(lambda e: f"What the {e.NAME} exporter's conversion gives."),
    below_opset=(
        int | None,
        Field(
            default=None,
            ge=2,
            description="Only exports below this opset (an ONNX op takes the dtype from "
            "there); at and above it the case goes to torch's own conversion.",
        ),
    ),
)


# What torch's own conversion gets wrong, for both exporters or by exporter.
TorchWrong = Annotated[Reason | TorchWrongBy, BeforeValidator(_by_exporter)]

GuardWrongBy = create_model(
    "GuardWrongBy",
    __base__=_Model,
    __doc__="What torch's own conversion gives for a guard's case, by exporter.",
    **_by_exporter_fields(lambda e: f"What the {e.NAME} exporter's conversion gives."),
)
# What torch's own conversion gives for a guard's case, for both exporters or by exporter.
GuardTorchWrong = Annotated[Reason | GuardWrongBy, BeforeValidator(_by_exporter)]


class Reference(_Model):
    """What the OpInfo test compares with instead of the op itself."""

    function: str = Field(
        description="`module:callable`, called as the op is, with each OpInfo sample's "
        "args, e.g. `opmapgen.runtime.references:stable_sort`.",
    )
    why: Reason = Field(
        description="What torch leaves unspecified that the function pins down, and why "
        "the mapping's answer is one torch allows.",
    )

    @field_validator("function")
    @classmethod
    def _function(cls, value: str) -> str:
        return python_reference(value, "opmapgen.runtime.references:stable_sort")


class Tolerance(_Model):
    """How far ONNX Runtime may be from torch for one dtype, and why that is enough."""

    rtol: float = Field(ge=0, allow_inf_nan=False)
    atol: float = Field(ge=0, allow_inf_nan=False)
    why: Reason = Field(description="Why torch.testing's default is too tight.")


class TensorInput(_Model):
    """A test tensor: seeded random, uniform in [low, high), or the given values (of a
    complex tensor, each part so: its values as (real, imaginary) pairs)."""

    shape: list[Annotated[int, Field(ge=0)]] | None = None
    dtype: TensorDtype = "float32"
    low: float = Field(default=0.0, allow_inf_nan=False)
    high: float = Field(default=1.0, allow_inf_nan=False)
    values: list[bool | int | float] | None = Field(
        default=None,
        description="Instead of random numbers: these, in row-major order.",
    )
    layout: list[Annotated[int, Field(ge=0)]] | None = Field(
        default=None,
        description="The order of the dims in memory, outermost first ([1, 0]: a "
        "transposed matrix, as `x.t()` gives it); default row-major. For ops whose "
        "export depends on the input's strides (`as_strided`).",
    )

    @model_validator(mode="after")
    def _layout_of_the_dims(self) -> TensorInput:
        if self.layout is not None and (
            self.shape is None or sorted(self.layout) != list(range(len(self.shape)))
        ):
            raise ValueError(
                f"layout {self.layout} is not an order of the dims of shape "
                f"{self.shape}: list each of 0 to {len(self.shape or []) - 1} once"
            )
        return self

    @model_validator(mode="after")
    def _shape_or_values(self) -> TensorInput:
        if self.shape is None and self.values is None:
            raise ValueError("give shape (random values) or values")
        shape, values = self.shape, self.values
        # a complex tensor's values are (real, imaginary) pairs, written one after the other
        parts = 2 if self.dtype.startswith("complex") else 1
        if shape is not None and values is not None:
            if math.prod(shape) * parts != len(values):
                what = f"{len(values)} values" if parts == 1 else f"{len(values)} parts"
                raise ValueError(f"shape {shape} does not hold {what}")
        elif values is not None and len(values) % parts:
            raise ValueError(f"{len(values)} parts are no (real, imaginary) pairs")
        if self.low > self.high:
            raise ValueError(f"low {self.low:g} is above high {self.high:g}; swap them")
        return self

    @field_validator("shape")
    @classmethod
    def _size(cls, value: list[int] | None) -> list[int] | None:
        count = math.prod(value or [])
        # [10**20, 0] holds no element, but torch makes no such tensor.
        if count <= MAX_TEST_ELEMENTS and max(value or [0]) > MAX_TEST_ELEMENTS:
            raise ValueError(
                f"shape {value} has a dimension of {max(value):,}; keep each dimension "
                f"and the element count under {MAX_TEST_ELEMENTS:,}"
            )
        if count > MAX_TEST_ELEMENTS:
            raise ValueError(
                f"shape {value} has {count:,} elements; keep test tensors under "
                f"{MAX_TEST_ELEMENTS:,} elements"
            )
        return value


# A test input: one tensor, or a list of them for an arg read with vs. The tags are left
# out of the paths errors show (see parse_spec).
TestInput = Annotated[
    Annotated[TensorInput, Tag("(tensor)")]
    | Annotated[list[TensorInput], Tag("(list)")],
    Discriminator(lambda v: "(list)" if isinstance(v, list) else "(tensor)"),
]


class Case(_Model):
    """Another arg configuration the parity test runs, beside the spec's own."""

    __test__ = False  # not a pytest class

    inputs: list[TestInput] | None = Field(
        default=None,
        description="The tensors, as in test.inputs (default: test.inputs).",
    )
    args: dict[str, Value] = Field(
        default_factory=dict,
        description="Values of non-tensor source args, over those of test.args.",
    )
    refused_below: int | None = Field(
        default=None,
        ge=1,
        description="Below this export opset the mapping refuses the case (the variant "
        "that takes it starts there): the test checks the refusal at those opsets.",
    )
    refused: str | None = Field(
        default=None,
        min_length=1,
        description="The mapping refuses this case at export, saying this (a part of a "
        "guard's `message`, or of the refusal when no variant takes the args): the test "
        "checks the refusal, with each exporter and at each opset it runs.",
    )


TORCH_RELEASE = re.compile(r"[0-9]+\.[0-9]+(?:\.[0-9]+)?")


def torch_release(value: object) -> str:
    """A torch release as a spec writes it, `"2.14"` (or `"2.14.1"`); ValueError says
    what is wrong."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        # pydantic reports a validator's ValueError at the field; a TypeError escapes it.
        raise ValueError(  # noqa: TRY004
            f'write the release as a string, "{value}": YAML reads 2.10 as the number 2.1'
        )
    if not isinstance(value, str) or not TORCH_RELEASE.fullmatch(value):
        raise ValueError(
            f'{value!r} is not a torch release; write MAJOR.MINOR, e.g. "2.14" (or '
            "MAJOR.MINOR.PATCH)"
        )
    return value


TorchRelease = Annotated[str, BeforeValidator(torch_release)]


class KnownFailure(_Model):
    """A known failure on the torch releases before one only, with the reason."""

    reason: Reason = Field(description="Why the test fails there.")
    torch_below: TorchRelease = Field(
        pattern=rf"^{TORCH_RELEASE.pattern}$",
        description='The first torch release the test passes on ("2.14"): before it the '
        "failure is expected (strictly), from it on the test must pass.",
    )


# What `test.xfail` is keyed by: a dtype (the OpInfo-driven test) or an exporter (the
# parity test of the spec's inputs and cases).
XfailKey = Literal[(*Dtype.__args__, *EXPORTERS)]


def _xfail_form(value: object) -> str:
    """Which form an xfail entry is written in, so that an error names that one only."""
    if isinstance(value, dict):
        if {"reason", "torch_below"} & set(value):
            return "(known failure)"
        return "(by exporter)"
    return "(reason)"


# A known failure: the reason; the reason by exporter (an OpInfo dtype's); or the reason
# and the torch release it stops at (an exporter's parity cases). The tags are left out of
# the paths errors show (see parse_spec).
XfailEntry = Annotated[
    Annotated[Reason, Tag("(reason)")]
    | Annotated[KnownFailure, Tag("(known failure)")]
    | Annotated[dict[Literal[EXPORTERS], Reason], Tag("(by exporter)")],
    Discriminator(_xfail_form),
]


# The runtimes a spec can declare limits in: every runtime of the registry.
RUNTIMES = runtimes.names()


def _runtime_reason(value: str) -> str:
    if not value.strip():
        raise ValueError(
            "say why the runtime cannot run the cases or gets them wrong (its bug, or "
            "what it lacks), e.g. reason: the reference has no contrib ops"
        )
    return value


class RuntimeLimit(_Model):
    """What a mapping cannot do in one runtime: which test cases fail to run there, or
    run and differ from torch, with why and where it is shown."""

    reason: Annotated[str, AfterValidator(_runtime_reason)] = Field(
        description="Why the runtime cannot run the cases, or gets them wrong: the "
        "runtime's gap or bug, or what the mapping does that it lacks."
    )
    link: str | None = Field(
        default=None,
        description="Where the limit is shown: a URL (an issue upstream) or a docs/ "
        "path with an anchor (`docs/runtime-limits.md#anchor`) holding a minimal "
        "reproducer.",
    )
    kind: Literal["fails", "differs", "unstable"] = Field(
        default="fails",
        description="`fails`: the runtime cannot run the model (it refuses it or "
        "raises); `differs`: it runs it and an output differs from torch's; `unstable`: "
        "it runs it and its output changes from run to run (the case must run; its "
        "numbers are not held, and the test says so).",
    )
    cases: list[str] | None = Field(
        default=None,
        description='The test cases it affects: "spec" (the spec\'s own inputs and '
        "args) or names of test.cases (default: every case). The generated parity test "
        "expects exactly those to fail there, strictly: one that passes fails the test.",
    )
    below_opset: int | None = Field(
        default=None,
        ge=2,
        description="Only at opsets below this one (the graph uses another op, or another "
        "form of it, from there on); default: at every opset.",
    )
    exporters: list[Literal[EXPORTERS]] | None = Field(
        default=None,
        description="Only in the models these exporters make (the exporters' graphs "
        "differ, and the runtime fails on one only); default: every exporter's.",
    )
    isa: list[Literal[runtimes.ISAS]] | None = Field(
        default=None,
        min_length=1,
        description="Only on CPUs whose instruction set is one of these: the runtime "
        "picks its kernels by it, and some answer differently (oneDNN's levels, which "
        "OpenVINO's CPU plugin uses; `ONEDNN_MAX_CPU_ISA=SSE41` runs a process as a CPU "
        "without AVX2 would). On other CPUs the cases must pass. Default: on every CPU.",
    )
    opinfo: Annotated[
        Annotated[bool, Tag("(all)")] | Annotated[list[Dtype], Tag("(dtypes)")],
        Discriminator(lambda v: "(dtypes)" if isinstance(v, list) else "(all)"),
    ] = Field(
        default=False,
        description="Whether it also covers PyTorch's OpInfo samples, which the OpInfo "
        "test runs in every runtime the parity test runs: true, the samples of every "
        "dtype; a list, those of these dtypes (default: none). Strictly: the runtime must "
        "fail the declared way on some sample of each dtype covered where a sample ran.",
    )


def _runtime_names(value):
    if isinstance(value, dict):
        for key in value:
            if key not in RUNTIMES:
                raise ValueError(
                    f"{key!r} is no runtime; write one of {', '.join(RUNTIMES)}"
                )
    return value


# A runtime fails some cases one way and others another (or in one exporter's model only):
# a list of limits, which must not cover a case twice. The tags are left out of the paths
# errors show (see parse_spec).
RuntimeLimitEntry = Annotated[
    Annotated[RuntimeLimit, Tag("(limit)")]
    | Annotated[list[RuntimeLimit], Tag("(limits)")],
    Discriminator(lambda value: "(limits)" if isinstance(value, list) else "(limit)"),
]
RuntimeLimits = Annotated[dict[str, RuntimeLimitEntry], BeforeValidator(_runtime_names)]


class Test(_Model):
    """The parity test generated for the mapping."""

    __test__ = False  # not a pytest class

    inputs: list[TestInput] = Field(
        description="One tensor per source arg with descriptor v, and a list of them per "
        "arg with descriptor vs, in order (args given in `args` excepted)."
    )
    args: dict[str, Value] = Field(
        default_factory=dict,
        description="Values of the non-tensor source args, by name; args with a schema "
        "default may be left out.",
    )
    cases: dict[Annotated[str, AfterValidator(identifier)], Case] = Field(
        default_factory=dict,
        description="More arg configurations to test, by name (the test id), each run "
        "like the spec's own inputs and args, e.g. `{no_mask: {args: {use_mask: false}}}`.",
    )
    opsets: list[Annotated[int, Field(ge=1)]] | None = Field(
        default=None,
        description="Opsets the test exports at (default: the first opset of the mapping and 17).",
    )
    rtol: float = Field(default=1e-5, ge=0, allow_inf_nan=False)
    atol: float = Field(default=1e-6, ge=0, allow_inf_nan=False)
    opinfo_reference: Reference | None = Field(
        default=None,
        description="For an op whose result torch leaves partly unspecified (the order of "
        "ties in an unstable sort, the signs of eigenvectors), a function the tests "
        "compare with instead of the op, for OpInfo's samples and the spec's own inputs "
        "and cases alike: one that gives, among the results torch allows, the one the "
        "mapping gives.",
    )
    tolerance: dict[Dtype, Tolerance] = Field(
        default_factory=dict,
        description="Wider tolerances for the OpInfo-driven test, by input dtype, each "
        "with the reason (default: torch.testing's for the dtype).",
    )
    xfail: dict[XfailKey, XfailEntry] = Field(
        default_factory=dict,
        description="Known failures, each with the reason; strict: a test expected to "
        "fail fails the suite once it passes. By input dtype, the OpInfo-driven test of "
        "that dtype (`{float16: {dynamo: why}}`: only that exporter's cases). By "
        "exporter, the parity test of the spec's inputs and cases with that exporter "
        '(`{dynamo: {reason: why, torch_below: "2.14"}}`: only on torch releases before '
        "2.14).",
    )


def json_schema() -> dict[str, Any]:
    """The JSON Schema of a spec file, for editors (`opmapgen schema`)."""
    schema = Spec.model_json_schema()
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        **schema,
        "title": "opmapgen mapping spec",
    }


class _OptOut(_Model):
    """Exporters the mapping is not generated for, each with the reason (shown when its
    parity test is skipped)."""

    @model_validator(mode="after")
    def _one_exporter_left(self) -> _OptOut:
        if all(getattr(self, name) is not None for name in EXPORTERS):
            raise ValueError(
                f"a mapping opted out of {_ALL} exporters does nothing; keep at least one"
            )
        return self


OptOut = create_model(
    "OptOut",
    __base__=_OptOut,
    __doc__=_OptOut.__doc__,
    **_by_exporter_fields(
        lambda e: (
            f"Why there is no {e.MAPPED_BY} for the {e.NAME} exporter "
            f"(torch.onnx.export(..., {', '.join(f'{k}={v}' for k, v in e.TORCH_OPTIONS.items())}))."
        )
    ),
)


def _some_dtype(value: list[str]) -> list[str]:
    if not value:
        raise ValueError("list the dtypes the mapping exports, e.g. [float32]")
    return value


InputDtypes = Annotated[list[Dtype], AfterValidator(_some_dtype)]


def _some_input(value: dict[str, list[str]]) -> dict[str, list[str]]:
    if not value:
        raise ValueError("list the dtypes by tensor input, e.g. {input: [float32]}")
    return value


# `dtypes`: one list for every tensor input, or a list by input (the tags are left out of
# the paths errors show).
SpecDtypes = Annotated[
    Annotated[InputDtypes, Tag("(list)")]
    | Annotated[dict[str, InputDtypes], AfterValidator(_some_input), Tag("(by input)")],
    Discriminator(lambda v: "(by input)" if isinstance(v, dict) else "(list)"),
]


def claimed_dtypes(dtypes: list[str] | dict[str, list[str]]) -> list[str]:
    """Every dtype `dtypes` claims for some input, in the order the spec lists them."""
    if isinstance(dtypes, list):
        return dtypes
    return list(dict.fromkeys(d for each in dtypes.values() for d in each))


def _family(value: str) -> str:
    if not re.fullmatch(r"[a-z0-9]+(?:[ -][a-z0-9]+)*", value):
        raise ValueError(
            f"{value!r}: write lowercase words separated by single spaces, e.g. "
            "special functions"
        )
    return value


Family = Annotated[str, AfterValidator(_family)]


class Spec(_Model):
    """One mapping: a PyTorch op, the ONNX it becomes, and how to test it."""

    name: str = Field(
        description="Unique Python identifier; names the generated module and test."
    )
    family: Family | None = Field(
        default=None,
        description="The group the catalog and `opmapgen list --family` file the mapping "
        "under, e.g. `special functions`, `losses`, `cumulative`; default: the folder the "
        "spec is in.",
    )
    source: Source
    target: Target
    dtypes: SpecDtypes = Field(
        default=["float32"],
        description="The input dtypes the mapping exports: a list for every tensor input, "
        "or a list by tensor input (`{input: [int64], weights: [float32, float64]}`, "
        "naming each). An export whose tensor inputs have another dtype goes to torch's "
        "own conversion where torch has one, and is refused with an error naming the "
        "mapping, the input and the dtype otherwise.",
    )
    dtype_opsets: dict[Dtype, Annotated[int, Field(ge=2)]] = Field(
        default_factory=dict,
        description="The first opset of a dtype in `dtypes` that the mapping exports only "
        "from a later opset than the target's (an ONNX op of the graph takes it from "
        "there: `{bfloat16: 13}`, where Cast, Slice or Reshape do). Below it, an input of "
        "the dtype is a case the mapping does not map; from it on, it is exported.",
    )
    unsupported: dict[Dtype | Literal["integer", "complex"], Reason] = Field(
        default_factory=dict,
        description="Why the mapping does not export a dtype, by dtype or family "
        "(`integer`: uint8 to int64; `complex`): quoted by the export error (where torch "
        "has no conversion of its own to take the input), `opmapgen show` and the "
        "catalog.",
    )
    torch_wrong: dict[Dtype | Literal["integer", "complex"], TorchWrong] = Field(
        default_factory=dict,
        description="Input dtypes outside `dtypes` (or families) that torch's own "
        "conversion gets wrong, with what it gives (an invalid model, wrong numbers), for "
        "both exporters or by exporter (`{torchscript: ...}`): refused. Inputs of the "
        "other dtypes outside `dtypes` go to torch's own conversion, as if the mapping "
        "were not registered, where torch has one.",
    )
    test: Test
    opt_out: OptOut = Field(
        default_factory=OptOut,
        description="Exporters to generate nothing for (both are generated by default).",
    )
    runtimes: RuntimeLimits = Field(
        default_factory=dict,
        description="What the mapping cannot do in a runtime of the registry "
        "(`opmapgen.runtime.runtimes`), by runtime name: the generated parity test runs "
        "each default runtime and expects exactly the declared cases to fail there.",
    )
    override: Reason | None = Field(
        default=None,
        description="Why the mapping replaces torch's own conversion of the op, where torch "
        "has one, or the installed library's mapping of it, for a spec of your own "
        "(without it, the build warns that it does).",
    )

    _document: Document | None = PrivateAttr(default=None)

    @field_validator("name")
    @classmethod
    def _name(cls, value: str) -> str:
        if len(value.encode()) > MAX_NAME_BYTES:
            raise ValueError(
                f"{len(value):,} characters is too long for a name that names files "
                f"(NAME.py, tests/test_NAME.py); keep it to {MAX_NAME_BYTES} characters"
            )
        identifier(value)
        if value.startswith("_") or value in RESERVED_NAMES:
            raise ValueError(
                f"'{value}' is reserved in the generated package; choose another name"
            )
        return value

    @property
    def document(self) -> Document:
        assert self._document is not None
        return self._document

    @classmethod
    def from_document(cls, document: Document) -> Spec:
        spec = cls.model_validate(document.data)
        spec._document = document
        return spec


def parse_spec(document: Document, report: Report) -> Spec | None:
    """Validate a loaded document against the spec model; errors point at the YAML."""
    try:
        return Spec.from_document(document)
    except ValidationError as exc:
        errors = exc.errors(include_url=False)
        # A misspelt key is reported once, as unknown with a suggestion, not also as missing.
        unknown = {
            tuple(p for p in e["loc"] if not _is_tag(p))
            for e in errors
            if e["type"] == "extra_forbidden"
        }
        # A number YAML read as text fails each branch of a union (bool, float, int):
        # one message says what to write.
        numbers = {
            tuple(p for p in e["loc"][:-1] if not _is_tag(p))
            for e in errors
            if e["loc"]
            and e["loc"][-1] in ("bool", "float", "int")
            and _yaml_number_text(e.get("input"))
        }
        said = set()
        for error in errors:
            loc = tuple(error["loc"])
            if any(_is_tag(part) for part in loc):
                loc = tuple(part for part in loc if not _is_tag(part))
                error = {**error, "loc": loc}
            if loc[:-1] in numbers:
                if loc[:-1] in said:
                    continue
                said.add(loc[:-1])
                error = {**error, "type": "float_type"}
                loc = loc[:-1]
            if error["type"] == "missing" and any(
                u[:-1] == loc[:-1] and difflib.get_close_matches(str(u[-1]), [loc[-1]])
                for u in unknown
            ):
                continue
            where = document.key_at(loc) if error["type"] == "extra_forbidden" else None
            if error["type"] == "missing":
                where = document.at(loc[:-1])
            report.error(where or document.at(loc), _message(loc, error))
        return None


def _is_tag(part: object) -> bool:
    """Whether a part of an error's path names a form of a tagged union: `(repeat)`."""
    return isinstance(part, str) and part.startswith("(")


def _message(loc: tuple, error: dict) -> str:
    kind, value, ctx = error["type"], error.get("input"), error.get("ctx", {})
    key = loc[-1] if loc else ""
    parent = ".".join(str(p) for p in loc[:-1])
    where = f" in {parent}" if parent else ""
    if kind == "missing":
        described = _field(loc)
        about = described.description if described else None
        model = _unwrap(described.annotation) if described else None
        if not about and isinstance(model, type) and issubclass(model, BaseModel):
            about = " ".join((model.__doc__ or "").strip().split("\n\n")[0].split())
        hint = f": {about}" if about else ""
        return f"missing key '{key}'{where}; add it{hint}"
    if kind == "extra_forbidden":
        allowed = sorted(_keys(_model_at(loc[:-1])))
        close = difflib.get_close_matches(str(key), allowed, n=1)
        suggestion = f"did you mean '{close[0]}'? " if close else ""
        return f"unknown key '{key}'{where}; {suggestion}allowed keys: {', '.join(allowed)}"
    # pydantic marks a bad dict key with a "[key]" after it.
    path = ".".join(str(p) for p in (loc[:-2] if key == "[key]" else loc))
    if key == "[key]":
        path += " key"
    if kind == "literal_error" and loc[:2] == ("source", "args"):
        return (
            f"{path}: unknown parse_args descriptor {value!r}; "
            f"use one of {', '.join(DESCRIPTORS)}"
        )
    if kind == "literal_error":
        return f"{path}: {value!r} is not allowed; use one of {ctx.get('expected')}"
    if kind == "value_error":
        return f"{path}: {error['msg'].removeprefix('Value error, ')}"
    if kind == "list_type" and type(value) in (str, int, float):
        return f"{path}: expected a list, got {_describe(value)}; write [{value}]"
    if kind in ("float_type", "int_type") and _yaml_number_text(value):
        return (
            f"{path}: expected a number, got string {value!r}: YAML reads a number "
            f"with an exponent as text unless it has a dot and a signed exponent; "
            f"write {_yaml_number_text(value)}"
        )
    if kind in _EXPECTED:
        return f"{path}: expected {_EXPECTED[kind]}, got {_describe(value)}"
    if kind in ("greater_than_equal", "greater_than"):
        bound = ctx.get("ge", ctx.get("gt"))
        return f"{path}: must be at least {bound}, got {value!r}"
    if kind in ("less_than_equal", "less_than"):
        bound = ctx.get("le", ctx.get("lt"))
        return f"{path}: must be at most {bound}, got {value!r}"
    return f"{path}: {error['msg']}"


_EXPECTED = {
    "int_type": "an integer",
    "int_from_float": "an integer",
    "float_type": "a number",
    "finite_number": "a finite number",
    "string_type": "a string (quote it if YAML reads it as something else)",
    "bool_type": "true or false",
    "list_type": "a list",
    "dict_type": "a mapping (key: value lines)",
    "model_type": "a mapping (key: value lines)",
    "model_attributes_type": "a mapping (key: value lines)",
}


def _yaml_number_text(value: Any) -> str | None:
    """`1.0e+30` for '1.0e30', `1.0e-5` for '1e-5': numbers YAML 1.1 leaves as text (it
    wants a dot and a signed exponent)."""
    found = isinstance(value, str) and re.fullmatch(
        r"([-+]?[0-9]+)(\.[0-9]*)?[eE]([-+]?)([0-9]+)", value
    )
    if not found:
        return None
    whole, fraction, sign, exponent = found.groups()
    return f"{whole}{fraction or '.0'}e{sign or '+'}{exponent}"


def _describe(value: Any) -> str:
    if value is None:
        return "nothing (null)"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    kind = {bool: "boolean", int: "integer", float: "number", str: "string"}.get(
        type(value)
    )
    return f"{kind or type(value).__name__} {value!r}"


def _model_at(loc: tuple) -> type[BaseModel]:
    """The model class that describes the mapping at `loc`."""
    model: Any = Spec
    keyed = False  # the part is a key of a dict of models (target.constants)
    for part in loc:
        if isinstance(part, int) or keyed:
            keyed = False
            continue
        annotation = _keys(model)[part].annotation
        keyed = dict in map(
            typing.get_origin, (annotation, *typing.get_args(annotation))
        )
        model = _unwrap(annotation)
    return model


def _keys(model: type[BaseModel]) -> dict[str, Any]:
    """A model's fields by the key a spec writes (`schema` for Source.op_schema)."""
    return {f.alias or name: f for name, f in model.model_fields.items()}


def _field(loc: tuple):
    try:
        return _keys(_model_at(loc[:-1])).get(loc[-1])
    except (KeyError, AttributeError):
        return None


def _unwrap(annotation: Any) -> Any:
    """The model class inside `list[M]`, `M | None` and the like."""
    for arg in typing.get_args(annotation) or ():
        found = _unwrap(arg)
        if isinstance(found, type) and issubclass(found, BaseModel):
            return found
    return annotation
