"""Spec models → validated `ir.plan.Mapping`s: every spec checked against the installed torch
op schemas (`source_schema`) and ONNX schemas (`target_schema`, `target_nodes`), what they
answer kept in `schema_cache`. A spec is resolved by passes over one `context.SpecContext`
(`source`, `opsets`, `variants`, `contract`, `custom_body`, `spec_tests`), a target by parts
over one `target_context.TargetContext`; `specs.validate` runs it all and `specs.validated`
prints the outcome. Imports `spec`, `ir`, `diagnostics`, `files` and the runtime's facts
(`runtime.contract`, `runtime.interface`); never `codegen`, `tools` or `cli`."""
