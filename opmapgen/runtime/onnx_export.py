"""`opmapgen.export`: torch.onnx.export with a generated package's mappings applied."""

from __future__ import annotations

import importlib
import os
from types import ModuleType
from typing import Any


def export(
    model,
    args: tuple[Any, ...] | Any = (),
    f=None,
    *,
    mappings: str | ModuleType = "generated",
    **kwargs,
):
    """Export like `torch.onnx.export(model, args, f, **kwargs)`, using the mappings.

    `mappings` is the generated package (or its import name). With `dynamo=False` the
    TorchScript exporter runs with the package's symbolics registered and its custom domains
    added to `custom_opsets`; otherwise the dynamo exporter (torch's default) runs with the
    package's translation table, whose custom-domain ops carry their domain versions. A
    `custom_translation_table` given here takes precedence over the package's entries for the
    same op. Returns what torch.onnx.export returns.
    """
    import torch

    package = (
        importlib.import_module(mappings) if isinstance(mappings, str) else mappings
    )
    if not kwargs.pop("dynamo", True):
        # torch imports a custom domain it is not told of at version 1, and warns of each
        # domain it is told of that the model does not use: only the others are passed.
        custom_opsets = {
            **{d: v for d, v in package.custom_opsets().items() if v != 1},
            **(kwargs.pop("custom_opsets", None) or {}),
        }
        with package.registered():
            result = torch.onnx.export(
                model, args, f, dynamo=False, custom_opsets=custom_opsets, **kwargs
            )
        if f is not None:
            attach_functions(f, package)
        return result
    # The table alone applies the mappings; torch puts a given table before what the
    # registration hook adds, so the caller's entries win over the package's.
    table = {
        **package.custom_translation_table(kwargs.get("opset_version")),
        **(kwargs.pop("custom_translation_table", None) or {}),
    }
    program = torch.onnx.export(
        model, args, f, dynamo=True, custom_translation_table=table, **kwargs
    )
    if program is not None and attach_functions(program, package) and f is not None:
        if hasattr(f, "seek"):
            f.seek(0)
            f.truncate()
        program.save(f)
    return program


def attach_functions(model, package) -> bool:
    """Add the bodies of the custom ops `model` uses and lacks to it as model-local
    functions (at the model's opset); whether any was added.

    `model` is an onnx.ModelProto, a path, a BytesIO holding one (rewritten in place) or
    the dynamo exporter's ONNXProgram. The bodies are the package's `BODIES`.
    """
    bodies = getattr(package, "BODIES", None)
    if not bodies:
        return False
    import onnx

    if hasattr(model, "model_proto"):  # an ONNXProgram
        proto = model.model_proto
        functions = _missing_functions(proto, bodies, package)
        if functions:
            import onnx_ir as ir

            for function in functions:
                added = ir.serde.deserialize_function(function)
                model.model.functions[added.identifier()] = added
        return bool(functions)
    if isinstance(model, onnx.ModelProto):
        functions = _missing_functions(model, bodies, package)
        model.functions.extend(functions)
        return bool(functions)
    if hasattr(model, "getvalue"):  # a BytesIO the exporter wrote
        proto = onnx.load_from_string(model.getvalue())
        functions = _missing_functions(proto, bodies, package)
        if functions:
            proto.functions.extend(functions)
            model.seek(0)
            model.truncate()
            model.write(proto.SerializeToString())
        return bool(functions)
    if isinstance(model, str | os.PathLike):
        proto = onnx.load(model, load_external_data=False)
        functions = _missing_functions(proto, bodies, package)
        if functions:
            proto.functions.extend(functions)
            onnx.save(proto, model)
        return bool(functions)
    return False


def _missing_functions(proto, bodies: dict, package) -> list:
    import onnx

    used = set()
    pending = [proto.graph]
    while pending:
        graph = pending.pop()
        for node in graph.node:
            used.add((node.domain, node.op_type))
            for attribute in node.attribute:
                pending += [attribute.g] if attribute.HasField("g") else []
                pending += list(attribute.graphs)
    have = {(f.domain, f.name) for f in proto.functions}
    opset = next(
        (o.version for o in proto.opset_import if o.domain in ("", "ai.onnx")), None
    )
    functions = []
    for key in sorted(used & set(bodies) - have):
        module = importlib.import_module(f"{package.__name__}.{bodies[key]}")
        function = onnx.parser.parse_function(module.BODY)
        for entry in function.opset_import:
            if entry.domain == "" and opset is not None:
                entry.version = opset
        functions.append(function)
    return functions
