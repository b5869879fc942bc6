"""Spec models → validated `mapping.Mapping`s: every spec checked against the installed torch
op schemas (`source_schema`) and ONNX schemas (`target_schema`, `target`), what they answer kept
in `schema_cache`; `specs.validate` runs it all and `specs.validated` prints the outcome.
Imports `spec`, `diagnostics` and `files`; never `codegen`, `tools`, `runtime` or `cli`."""
