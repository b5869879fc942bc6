"""What generated code and its tests import while torch exports: `register` (both exporters),
`onnx_export` (`opmapgen.export`), `symbolic`, `translation`, `function_op` and `extension`
(helpers of the generated modules) and `parity` (the check every generated test calls).

It imports none of spec, validate, codegen, tools or cli: exporting a model, or running a
generated test, loads neither pydantic, Jinja2 nor YAML."""
