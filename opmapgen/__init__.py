"""opmapgen: declarative PyTorch-to-ONNX op mappings.

The package is the data flow, one subpackage per stage:

- `spec`: spec files (`discover`), YAML with the location of every value (`load`), and the spec
  format modelled once in pydantic (`model`, which also gives the JSON Schema).
- `validate`: the specs checked against the installed torch (`source_schema`) and ONNX
  (`target_schema`, `target`) schemas, what they learn kept in `schema_cache`, each spec
  resolved into a `mapping.Mapping` (`specs.validate`).
- `codegen`: Mappings rendered through the Jinja2 templates (`render`), written atomically
  (`write`), and a no-op build stopped early (`stamp`).
- `runtime`: everything generated code and its tests import while torch exports: registration
  with both exporters (`register`), `opmapgen.export` (`onnx_export`), the helpers the symbolics
  and translations call, and the parity check (`parity`).
- `tools`: the authoring commands: `new` (`scaffold` and its drafting modules), `scan` (with
  `trace`), `list`/`show` (`catalog`, `describe`) and `docs`.

`cli` (the command line), `console` (what commands print), `diagnostics` (located messages) and
`files` (atomic writes, library identities) sit at the top. Imports go one way:
cli → tools → codegen → validate → spec → diagnostics/files; `runtime` imports none of spec,
validate, codegen, tools or cli (so exporting needs neither pydantic, Jinja2 nor YAML), and no
module imports `cli`. `tests/test_layout.py` holds the package to this.
"""

__version__ = "0.1.0"


_EXPORT_NAMES = ("export", "Exported", "VerificationError")


def __getattr__(name: str):
    # Loaded on first use: `import opmapgen` (the CLI) must not import torch.
    if name in _EXPORT_NAMES:
        from .runtime import onnx_export

        value = getattr(onnx_export, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'opmapgen' has no attribute {name!r}")
