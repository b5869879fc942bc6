"""`dtypes` by tensor input: the names checked against the op's tensor args, and the
combinations of input dtypes the type check follows through the graph.

A spec gives `dtypes` as one list for every tensor input, or as a list by input
(`{input: [int64], weights: [float32, float64]}`): then every tensor arg is named, and the
args torch promotes together (`source.promote`) share one list, since they are computed in
one dtype.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from itertools import product

from ..ir.records import InputDtypes
from ..spec.model import Spec, claimed_dtypes
from .types import Given, decide


def dtypes_of(given: list[str] | dict[str, list[str]], name: str | None) -> list[str]:
    """The dtypes `given` (a spec's `dtypes`) claims for the tensor input `name` (None,
    or an input `given` does not name: every dtype it claims)."""
    if isinstance(given, dict) and name in given:
        return given[name]
    return claimed_dtypes(given)


def input_dtypes(
    spec: Spec, args, promote: tuple[str, ...], error: Callable[[tuple, str], None]
) -> tuple[InputDtypes, ...]:
    """The spec's `dtypes` by tensor input, in the op's order (empty for one list, or
    when they are wrong: `error(path, message)` reports what is)."""
    given = spec.dtypes
    if isinstance(given, list) or args is None:
        return ()
    tensors = [a.name for a in args if a.descriptor in ("v", "vs")]
    unknown = [name for name in given if name not in tensors]
    for name in unknown:
        close = difflib.get_close_matches(name, tensors, 1)
        error(
            ("dtypes", name),
            f"'{name}' is not a tensor arg (read with v) of the op; dtypes by input "
            f"names those: {', '.join(tensors) or 'there are none'}"
            + (f" (did you mean '{close[0]}'?)" if close else ""),
        )
    missing = [name for name in tensors if name not in given]
    if missing and not unknown:  # else a name is misspelt: said above
        error(
            ("dtypes",),
            "dtypes by input names every tensor arg of the op; add "
            + ", ".join(f"{name}: [...]" for name in missing),
        )
    promoted = [name for name in promote if name in given]
    apart = len({tuple(given[name]) for name in promoted}) > 1
    if apart:
        error(
            ("dtypes", promoted[0]),
            f"{', '.join(promoted)} are promoted together (source.promote, or torch's "
            "reference), so they are computed in one dtype; give them the same dtypes",
        )
    if unknown or missing or apart:
        return ()
    return tuple(
        InputDtypes(name, tuple(dict.fromkeys(given[name]))) for name in tensors
    )


def type_walks(given, by_input: tuple[InputDtypes, ...], promoted: dict, guards):
    """What the type check follows through the graph, and the promotion it applies: the
    claimed dtypes (every tensor input of one) with `promoted` (claimed dtype → the dtype
    the promoted args are computed in), or, with `dtypes` by input, each combination of
    input dtypes that no guard refuses (each input given: `weight is None` fails), as
    arg → dtype. The promoted args are one type, as the runtime casts them to one: one
    dtype of their list at a time, computed in the dtype `promoted` gives it."""
    if not by_input:
        return tuple(given), promoted
    together = {name for by_arg in promoted.values() for name in by_arg}
    alone = [each for each in by_input if each.input not in together]
    lists = [each.dtypes for each in alone]
    lists += [each.dtypes for each in by_input if each.input in together][:1]
    tensors = frozenset(each.input for each in by_input)
    walks = []
    for dtypes in product(*lists):
        of: dict[str | None, str] = {None: dtypes[0]}
        of.update(
            (each.input, dtype) for each, dtype in zip(alone, dtypes, strict=False)
        )
        if together:  # the promoted args' dtype is the last
            of.update(
                dict.fromkeys(together, dtypes[-1]) | promoted.get(dtypes[-1], {})
            )
        if all(decide(g.test, Given(of), tensors) is not False for g in guards):
            walks.append(of)
    return tuple(walks), {}


def check_test_inputs(
    spec: Spec, by_input: tuple[InputDtypes, ...], args, error: Callable
) -> None:
    """Each test tensor (the spec's own inputs, and those a case gives unless it expects a
    refusal) of a dtype its input's `dtypes` lists: any other would be refused."""
    if not by_input or args is None:
        return
    listed = {each.input: each.dtypes for each in by_input}
    test = spec.test
    cases = [(("test",), test.inputs, test.args)] + [
        (("test", "cases", name), case.inputs, {**test.args, **case.args})
        for name, case in test.cases.items()
        if case.inputs and case.refused is None and case.refused_below is None
    ]
    for path, inputs, given in cases:
        names = [
            a.name for a in args if a.descriptor in ("v", "vs") and a.name not in given
        ]
        items = [
            ((*path, "inputs", i, *place), name, tensor)
            for i, (name, given_input) in enumerate(zip(names, inputs, strict=False))
            for place, tensor in (
                [((j,), t) for j, t in enumerate(given_input)]
                if isinstance(given_input, list)
                else [((), given_input)]
            )
        ]
        for where, name, tensor in items:
            if tensor.dtype not in listed.get(name, (tensor.dtype,)):
                error(
                    (*where, "dtype"),
                    f"this test tensor for {name} is {tensor.dtype}, which "
                    f"dtypes.{name} does not list ({', '.join(listed[name])}), so the "
                    "mapping would refuse it; give it one of those",
                )
