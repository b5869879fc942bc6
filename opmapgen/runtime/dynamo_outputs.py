"""A fix to the dynamo exporter, applied while a mapping package is registered: model outputs
that the exporter's type promotion casts back are exported uncast.

Before translating, torch decomposes the program and inserts explicit casts where an op
computes in a wider type than it returns (`x.sum()` of float16 computes in float32 and casts
back to float16). When that op gives a model output, the inserted cast takes the op's place in
the graph's output node, but the program's signature, from which the exporter takes the
outputs, still names the op: the ONNX model returns the float32 value, silently (torch 2.14,
`_prepare_exported_program_for_export`). Renaming the signature's outputs after the graph's
output node restores the cast.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from types import ModuleType

_CONSEQUENCE = (
    "the dynamo exporter's outputs are not checked against its type promotion's casts: "
    "a model output that torch computes in a wider dtype and casts back (x.sum() of "
    "float16) may be exported in the wider dtype, as torch exports it without opmapgen"
)


def patch(core: ModuleType, enabled: Callable[[], bool]) -> None:
    """Wrap the exporter's preparation step in `core` (torch's `_core` module) so that, while
    `enabled()`, the program's output names follow its graph. A torch without that step has
    another layout: warn, and leave the exporter as it is (tests/test_dynamo.py shows it)."""
    prepare = _preparation(core)
    if not callable(prepare):
        not_patched()
        return
    if getattr(prepare, "opmapgen_hook", False):
        return

    @functools.wraps(prepare)
    def prepare_and_rename(*args, **kwargs):
        program = prepare(*args, **kwargs)
        if enabled():
            try:
                rename_outputs(program)
            except (AttributeError, TypeError, ValueError):  # another layout
                not_patched()
        return program

    prepare_and_rename.opmapgen_hook = True
    core._prepare_exported_program_for_export = prepare_and_rename


def _preparation(core: ModuleType):
    """The exporter's preparation step (internal lookup)."""
    return getattr(core, "_prepare_exported_program_for_export", None)


def not_patched() -> None:
    """The fix is not applied (another layout, or OPMAPGEN_PUBLIC_API): say so, once."""
    from .register import degraded

    degraded("dynamo outputs", _CONSEQUENCE)


def rename_outputs(program) -> None:
    """Point each of the exported program's output specs at the node its graph returns."""
    from torch.export import ExportedProgram
    from torch.export.graph_signature import TensorArgument

    if not isinstance(program, ExportedProgram):
        raise TypeError(f"not an ExportedProgram: {type(program).__name__}")
    graph = program.graph_module.graph
    returned = graph.output_node().args[0]
    specs = program.graph_signature.output_specs
    if not isinstance(returned, (tuple, list)) or len(returned) != len(specs):
        return
    for spec, node in zip(specs, returned):
        name = getattr(node, "name", None)
        if isinstance(spec.arg, TensorArgument) and name and spec.arg.name != name:
            spec.arg = TensorArgument(name=name)
