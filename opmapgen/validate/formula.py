"""Step 3, target side: expand a target's formulas into the nodes and constants they mean.

`m: Max(a, b)` / `result: m + Log(Exp(a - m) + Exp(b - m))` becomes lowered nodes
(`ir.lowered`), as a spec could have written them by hand: one node per operator or call,
named after its op, with each literal made a constant of the dtype its ONNX input takes (the
dtype of the value it meets, or the fixed type of that input, as the op's schema says). Each
entry is parsed once into a typed tree (`formula_parse`) and lowered from it
(`formula_lower`), never run; a choice's nodes go into the choice, a repeat's into the
repeat. The target side checks the nodes like hand-written ones (`TargetResolver`), at every
opset of the range.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..ir import expr
from ..ir import formula as f
from ..ir.graph import Branch, Rounds, Table
from ..ir.lowered import (
    LoweredChoice,
    LoweredConstant,
    LoweredFormula,
    LoweredNode,
    LoweredRepeat,
    LoweredStatement,
)
from ..spec.model import Constant, Repeat
from . import arithmetic
from .condition import Condition
from .defines import Define, SubFormulas
from .formula_constants import Constants
from .formula_dtypes import (
    DTYPE_NUMBERS,
    TENSOR_DTYPES,
    DtypeInference,
    DtypeSource,
    shown_dtype,
)
from .formula_lower import RESULT, UNUSED, Lowering
from .formula_parse import FormulaError, names_and_calls, parse_formula

# The facts of a tensor arg that count a repeat's rounds: ints known at export.
COUNT_FACTS = ("numel", "rank", "sizes")
# The dtype "before" of a value a repeat computes for a round alone.
_ROUND_VALUE = object()

# What the resolver and the type checks read from here.
__all__ = [
    "DTYPE_NUMBERS",
    "TENSOR_DTYPES",
    "UNUSED",
    "FormulaError",
    "FormulaExpander",
]


# Names a formula reads as numbers, not as entries.
NUMBER_NAMES = {"inf": "infinity", "nan": "NaN"}


class FormulaExpander(SubFormulas, Lowering, Constants, DtypeInference):
    """Expands `target.formula` for TargetResolver: entries, choices and repeats here;
    lowering, constants, dtypes and sub-formulas in its parts. `error(path, message)`
    reports; `expand()` returns what it lowered."""

    def __init__(
        self,
        formula: dict[str, str],
        *,
        result: str | None,
        tensors: dict[str, None],
        scalars: set[str],
        first_opset: int,
        constants: dict[str, Constant],
        error: Callable[[tuple, str], None],
        reserved: set[str],
        prefix: tuple = ("target",),
        condition: Callable[[tuple, str], Condition | None] = lambda path, text: None,
        float_args: frozenset[str] = frozenset(),
        defines: dict[str, Define] | None = None,
        not_a_scalar: Callable[[str], str] | None = None,
        loop_counts: bool = False,
        tensor_lists: frozenset[str] = frozenset(),
    ):
        self.formula = formula
        # Source args read with vs: each item (`indices[0]`) a tensor like the others
        self.tensor_lists = tensor_lists
        # A body's repeat may be counted by an entry (an ONNX Loop's trip count).
        self.loop_counts = loop_counts
        # What `$name` naming no scalar is told (a body's `$name` is the op's attribute).
        self.not_a_scalar = not_a_scalar
        self.defines = defines or {}
        self.prefix = prefix
        self.result = result
        self.scalars = scalars
        self.float_args = float_args  # scalar args read with f or fs
        self.first = first_opset
        self.error = error
        self.constants: dict[str, LoweredConstant] = {
            name: LoweredConstant(c.value, c.dtype, c.like)
            for name, c in constants.items()
        }
        self.statements: list[LoweredStatement] = []
        self.placing: list = self.statements  # where the next node goes
        self.tensors = tensors
        self.dtypes: dict[str, DtypeSource] = {name: ("like", name) for name in tensors}
        for name, constant in constants.items():
            self.dtypes[name] = (
                ("like", constant.like) if constant.like else ("dtype", constant.dtype)
            )
        self.taken = set(tensors) | set(constants) | set(formula) | reserved
        self.taken |= scalars | tensor_lists
        self.literal_constants: dict[tuple, str] = {}
        self.fresh: set[str] = set()  # outputs of sub-expressions, each used once
        # entry → its node and attributes, for `entry[i]`
        self.producers: dict[str, tuple[LoweredNode, dict]] = {}
        self.define_trees: dict[str, list[f.Formula]] = {}  # sub-formulas, parsed
        self.key: str | None = None  # the entry being expanded
        # The entry returned, when it is one output of several: named after its key.
        self.returned_name: str | None = None
        self.unchecked: set[str] = set()  # outputs of ops ONNX has no schema of (here)
        self.condition = condition
        self.choice: LoweredChoice | None = None  # the choice being lowered
        self.choice_entries: set[str] = set()  # entries written as choices
        self.repeat: LoweredRepeat | None = None  # the repeat being lowered
        # The values a repeat computes for each round alone, and the repeat of each.
        self.round_values: dict[str, str] = {}
        # The polynomial table whose steps are being lowered.
        self.table: Table | None = None

    def expand(self) -> LoweredFormula | None:
        ok = True
        returned = self.result or list(self.formula)[-1]
        for key, text in self.formula.items():
            path = (*self.prefix, "formula", key)
            self.key = key
            if key in NUMBER_NAMES:
                self.error(
                    path,
                    f"formula '{key}': {key} is the number {NUMBER_NAMES[key]} where a "
                    "formula reads it, so no formula could read this entry; name it "
                    "otherwise",
                )
                ok = False
                continue
            if not self._reads_no_round_value(key, text, path):
                ok = False
                continue
            # The returned formula's last node is returned unnamed, unless `result` names it.
            output = RESULT if key == returned and self.result is None else key
            if isinstance(text, list):
                ok = self._choices(key, text, path, output) and ok
                continue
            if isinstance(text, Repeat):
                ok = self._repeat(key, text, path, returned) and ok
                continue
            try:
                tree = parse_formula(text, self.defines)
                choices = self._defined_choices(tree, path)  # a call of choices
                if choices is None:
                    self._entry(tree, path, output)
            except FormulaError as exc:
                self.error(path, f"formula '{key}': {exc}")
                ok = False
                continue
            if choices is not None:
                ok = self._choices(key, choices, path, output) and ok
        if not ok:
            return None
        lowered = LoweredFormula(
            self.constants,
            tuple(self.statements),
            self.returned_name,
            frozenset(self.choice_entries),
        )
        for node in lowered.nodes:
            named = [n for n in node.names if n != UNUSED]
            node.inline = bool(named) and named[0] in self.fresh
        return lowered

    def _entry(self, source, path: tuple, output) -> None:
        """One entry's expression (its text, or its tree when bound already)."""
        tree = (
            source
            if isinstance(source, f.NODES)
            else parse_formula(source, self.defines)
        )
        operand = self._lower(tree, path, output)
        named = (
            operand.name == output
            if output is not RESULT
            else operand.returned or operand.name == self.returned_name
        )
        if not named:
            # A bare name or number: a node of its own, which later formulas use.
            self._emit(path, "Identity", [operand], {}, output)

    def _choices(self, key: str, choices: list, path: tuple, output) -> bool:
        """An entry whose expression depends on the args: each choice under its
        condition; the value takes the dtype they agree on (unknown otherwise)."""
        ok, conditions, dtypes = True, [], set()
        for index, choice in enumerate(choices):
            where = (*path, index)
            if choice.when is None and index < len(choices) - 1:
                self.error(
                    where,
                    f"formula '{key}': choice {index} has no `when`, so the choices after "
                    "it never apply; give it a condition, or move it last",
                )
                ok = False
            condition = None
            if choice.when is not None:
                condition = self.condition((*where, "when"), choice.when)
                if condition is None:
                    ok = False
                    continue
                conditions.append(condition)
            branch = Branch(
                key,
                index,
                condition.tree if condition else None,
                index == len(choices) - 1,
            )
            self.choice = LoweredChoice(branch)
            self.statements.append(self.choice)
            self.placing = self.choice.nodes
            try:
                self._entry(choice.then, (*where, "then"), output)
            except FormulaError as exc:
                self.error((*where, "then"), f"formula '{key}': {exc}")
                ok = False
            if output is not RESULT:
                dtypes.add(self.dtypes.get(key))
        if conditions and choices[-1].when is not None and self.choice is not None:
            # No choice applies: refuse, naming the args the conditions read.
            self.choice.branch = replace(
                self.choice.branch,
                refusal=f"no choice of formula '{key}' takes these args (choices: "
                + "; ".join(expr.shown(c.tree) for c in conditions)
                + ")",
                reads=tuple(dict.fromkeys(a for c in conditions for a in c.args)),
            )
        self.choice, self.placing = None, self.statements
        self.choice_entries.add(key)
        if output is not RESULT:
            self.dtypes[key] = dtypes.pop() if len(dtypes) == 1 else None
        return ok

    def _counted(self, key: str, text: str, path: tuple) -> expr.Expr | None:
        """A repeat counted by a fact known at export (`numel(offs)`, the number of
        groups an offsets tensor holds), as the tree the generated code computes."""
        problem = (
            f"formula '{key}': repeat {text!r} is neither a number, a source arg read "
            "with i, nor an int known at export; write a number of rounds, the name of "
            "an int arg, or a fact of a tensor arg such as numel(offs)"
        )
        try:
            tree = parse_formula(text, self.defines)
        except FormulaError:
            tree = None
        known = tree.tree if isinstance(tree, f.Known) else None
        parts = list(expr.walk(known)) if known is not None else []
        if not any(isinstance(p, expr.Fact) for p in parts) or any(
            isinstance(p, expr.Fact)
            and (p.fact not in COUNT_FACTS or p.tensor not in self.tensors)
            or isinstance(p, expr.Name)
            and (p.id not in self.scalars or p.id in self.float_args)
            or isinstance(p, expr.Binary)
            and p.op == "/"
            or isinstance(p, expr.Literal)
            and type(p.value) is not int
            for p in parts
        ):
            if any(isinstance(p, expr.Binary) and p.op == "/" for p in parts):
                problem += " (/ gives a float: divide with //)"
            self.error((*path, "repeat"), problem)
            return None
        indexed = {id(p.value) for p in parts if isinstance(p, expr.Index)}
        lists = [
            p
            for p in parts
            if isinstance(p, expr.Fact)
            and p.fact in expr.LIST_FACTS
            and id(p) not in indexed
        ]
        if lists:
            fact = f"{lists[0].fact}({lists[0].tensor})"
            self.error(
                (*path, "repeat"),
                f"formula '{key}': repeat {text!r} counts a list, {fact}; count one "
                f"of its items, e.g. {fact}[-1] (the size of the last dim)",
            )
            return None
        return arithmetic.from_formula(known)

    def _reads_no_round_value(self, key: str, text, path: tuple) -> bool:
        """Whether entry `key` reads no value a repeat above computes for its round only
        (after the repeat it holds the last round's, or none when it runs no round)."""
        texts = [c.then for c in text] if isinstance(text, list) else [text]
        own: set[str] = set()  # a repeat's names for its own values (checked there)
        if isinstance(text, Repeat):
            texts, own = list(text.update.values()), set(text.update)
        for source in texts:
            read = names_and_calls(source)[0] - own
            for name in sorted(read & set(self.round_values)):
                if self.round_values[name] != key:
                    self.error(
                        path,
                        f"formula '{key}' reads '{name}', a value of each round of "
                        f"'{self.round_values[name]}' only; make it an entry above "
                        f"'{self.round_values[name]}' that the repeat updates",
                    )
                    return False
        return True

    def _repeat(self, key: str, entry: Repeat, path: tuple, returned: str) -> bool:
        """An entry that updates earlier ones, round after round: its nodes are expanded
        once, each writing the entry it updates, and exported `entry.repeat` times."""
        if key == returned:
            self.error(
                path,
                f"formula '{key}' is a repeat, which computes no value of its own; "
                "end the formula with an expression of the entries it updates",
            )
            return False
        earlier = list(self.formula)[: list(self.formula).index(key)]
        rounds = self._rounds(key, entry, path, earlier)
        if rounds is None:
            return False
        ok = True
        self.repeat = LoweredRepeat(rounds)
        self.statements.append(self.repeat)
        self.placing = self.repeat.nodes
        for name, text in entry.update.items():
            where = (*path, "update", name)
            if (
                name not in self.formula
                and name not in self.taken
                and not self.loop_counts
            ):
                # A value of the round alone (the rows a group multiplies), which the
                # next round computes anew: no first value, and nothing after reads it.
                # (A body's Loop carries what it updates: there each needs a first value.)
                self.taken.add(name)
                self.round_values[name] = key
            elif self.round_values.get(name, key) != key:
                ok = False  # a round's own values are named once in a formula
                self.error(where, f"formula '{key}' names '{name}', which is already a "
                    f"value of each round of '{self.round_values[name]}': rename this "
                    f"one (e.g. '{name}_{key}')")  # fmt: skip
                continue
            elif name not in earlier or isinstance(self.formula[name], Repeat):
                self.error(
                    where,
                    f"formula '{key}' updates '{name}', which no entry above defines; "
                    f"give its first value as an entry before '{key}'",
                )
                ok = False
                continue
            before = self.dtypes.get(name, _ROUND_VALUE)
            try:
                self._entry(text, where, name)
            except FormulaError as exc:
                self.error(where, f"formula '{key}': {exc}")
                ok = False
                continue
            after = self.dtypes.get(name)
            # A body's types are onnx.checker's to check (the Loop's carried values too).
            if before is _ROUND_VALUE or self.loop_counts and after is None:
                continue
            if after != before:
                self.error(
                    where,
                    f"formula '{key}': the update of '{name}' changes its dtype "
                    f"({shown_dtype(before)} before, {shown_dtype(self.dtypes.get(name))} "
                    "after), so the next round would compute with another; Cast it back "
                    "with CastLike(..., " + name + ")",
                )
                ok = False
        self.repeat, self.placing = None, self.statements
        return ok

    def _rounds(
        self, key: str, entry: Repeat, path: tuple, earlier: list[str]
    ) -> Rounds | None:
        """A repeat's count (an export-time int where it is an arg's fact) and, for a
        Loop, the entries it carries; None where either is wrong (reported)."""
        count = entry.repeat
        if self.loop_counts:
            if not (isinstance(count, str) and count in earlier):
                self.error(
                    (*path, "repeat"),
                    f"formula '{key}': a body's repeat is an ONNX Loop counted at run "
                    f"time; give it an entry above holding the count (an int64 "
                    f"scalar), not {count!r}",
                )
                return None
        elif isinstance(count, str) and (
            count not in self.scalars or count in self.float_args
        ):
            count = self._counted(key, count, path)
            if count is None:
                return None
        carried = tuple(n for n in entry.update if n in earlier) if entry.loop else ()
        if entry.loop and not carried and not self.loop_counts:
            self.error(
                (*path, "loop"),
                f"formula '{key}' is a Loop that carries nothing: its updates are all "
                "values of the round alone, which no round passes on; update an entry "
                "above it (the Loop carries it), or leave out `loop: true`",
            )
            return None
        return Rounds(key, count, entry.loop, carried)
