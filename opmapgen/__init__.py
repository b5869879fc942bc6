"""opmapgen: declarative PyTorch-to-ONNX op mappings.

The pipeline, one module per step: `discover` (spec files) → `load` (YAML with locations) →
`spec` (pydantic models) → `validate` (against torch and ONNX schemas, kept in `schema_cache`,
giving `mapping.Mapping`s) → `render` (Jinja2) → `write` (atomic); `stamp` stops a build
that would change nothing. At run time: `register` (both exporters), `onnx_export` (`opmapgen.export`),
`parity` (the check the generated tests call), and the helpers generated code calls.
"""

__version__ = "0.1.0"


def __getattr__(name: str):
    # Loaded on first use: `import opmapgen` (the CLI) must not import torch.
    if name == "export":
        from .onnx_export import export

        globals()["export"] = export
        return export
    raise AttributeError(f"module 'opmapgen' has no attribute {name!r}")
