"""`export(..., runtime=)`: an export for one runtime of the registry (`runtimes`).

While the export runs, each mapping's contract refuses it where the mapping's spec declares
that its model fails in that runtime whatever the args (`Contract.runtime_refusals`). The
model written is then made of what that runtime reads: for any runtime but ONNX Runtime,
the custom ops' bodies (model-local functions, such as the portable com.microsoft::Inverse)
are inlined into the graph, leaving standard ONNX ops only. ONNX Runtime keeps the custom
nodes, which its own kernels run.
"""

from __future__ import annotations

import contextlib
import os

from .contract import TARGET_RUNTIME

# The runtime whose kernels the custom nodes (com.microsoft's contrib ops) are written for.
KERNELS_RUNTIME = "onnxruntime"


def checked(runtime: str | None) -> str | None:
    """`runtime` when it names a runtime of the registry (or is None); else ValueError."""
    if runtime is None:
        return None
    from . import runtimes

    if runtime not in runtimes.names():
        raise ValueError(
            f"runtime={runtime!r}: write one of {', '.join(runtimes.names())}"
        )
    return runtime


@contextlib.contextmanager
def exporting_for(runtime: str | None):
    """The mappings' contracts see `runtime` as the export's target while inside."""
    token = TARGET_RUNTIME.set(runtime)
    try:
        yield
    finally:
        TARGET_RUNTIME.reset(token)


def made_for(runtime: str | None, *models) -> None:
    """Inline the model-local functions of each of `models` (a path, a BytesIO the
    exporter wrote, an ONNXProgram, an onnx.ModelProto; others are left alone), unless
    the export is for ONNX Runtime or names no runtime."""
    if runtime in (None, KERNELS_RUNTIME):
        return
    for model in models:
        if model is not None:
            _inline(model)


def _inline(model) -> None:
    import onnx
    import onnx.inliner

    def inline(proto):
        return onnx.inliner.inline_local_functions(proto) if proto.functions else proto

    if hasattr(model, "model_proto"):  # the dynamo exporter's ONNXProgram
        proto = model.model_proto
        if proto.functions:
            import onnx_ir as ir

            model.model = ir.serde.deserialize_model(inline(proto))
    elif isinstance(model, onnx.ModelProto):
        inlined = inline(model)
        if inlined is not model:
            model.CopyFrom(inlined)
    elif hasattr(model, "getvalue"):
        proto = onnx.load_from_string(model.getvalue())
        if proto.functions:
            model.seek(0)
            model.truncate()
            model.write(inline(proto).SerializeToString())
    elif isinstance(model, str | os.PathLike):
        proto = onnx.load(model, load_external_data=False)
        if proto.functions:
            onnx.save(inline(proto), model)
