"""opmapgen: declarative PyTorch-to-ONNX op mappings.

The pipeline, one module per step: `load` (YAML with locations) → `spec` (pydantic models) →
`validate` (against torch and ONNX schemas, giving `mapping.Mapping`s) → `render` (Jinja2) →
`write` (atomic). `parity` is the runtime check the generated tests call.
"""

__version__ = "0.1.0"
