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


def patch(core: ModuleType, enabled: Callable[[], bool]) -> None:
    """Wrap the exporter's preparation step in `core` (torch's `_core` module) so that, while
    `enabled()`, the program's output names follow its graph. A torch without that step has
    another layout, which tests/test_dynamo.py would show."""
    prepare = getattr(core, "_prepare_exported_program_for_export", None)
    if prepare is None or getattr(prepare, "opmapgen_hook", False):
        return

    @functools.wraps(prepare)
    def prepare_and_rename(*args, **kwargs):
        program = prepare(*args, **kwargs)
        if enabled():
            rename_outputs(program)
        return program

    prepare_and_rename.opmapgen_hook = True
    core._prepare_exported_program_for_export = prepare_and_rename


def rename_outputs(program) -> None:
    """Point each of the exported program's output specs at the node its graph returns."""
    from torch.export.graph_signature import TensorArgument

    graph = program.graph_module.graph
    returned = graph.output_node().args[0]
    specs = program.graph_signature.output_specs
    if not isinstance(returned, (tuple, list)) or len(returned) != len(specs):
        return
    for spec, node in zip(specs, returned):
        name = getattr(node, "name", None)
        if isinstance(spec.arg, TensorArgument) and name and spec.arg.name != name:
            spec.arg = TensorArgument(name=name)
