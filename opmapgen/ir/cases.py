"""A mapping's parity test: the op calls of the spec's cases and where they run."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class TestTensor:
    """A tensor input of a test case: seeded random, uniform in [low, high), or the given
    values (the generated test builds runtime.parity.TensorInput of it)."""

    __test__ = False  # not a pytest class

    shape: tuple[int, ...] | None
    dtype: str
    low: float
    high: float
    values: tuple[bool | int | float, ...] | None = None
    layout: tuple[int, ...] | None = None  # the dims' order in memory, outermost first


TestValue = TestTensor | tuple | bool | int | float | str | list | None


@dataclass(frozen=True)
class TestCase:
    __test__ = False  # not a pytest class

    name: str  # "spec" for the spec's own inputs and args, else the case's key
    args: tuple[TestValue, ...]  # positional args of the op call; tensors are sampled
    kwargs: tuple[tuple[str, TestValue], ...]  # (schema arg name, value)
    refused_below: int | None = None  # opset below which the mapping refuses the case
    refused: str | None = (
        None  # what the mapping's refusal of the case says, at every opset
    )


@dataclass(frozen=True)
class ParityTest:
    cases: tuple[TestCase, ...]  # the spec's own first
    opsets: tuple[int, ...]  # as the spec asks; each ExporterPlan has those it reaches
    rtol: float
    atol: float
