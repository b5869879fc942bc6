"""Spec files → the spec models: `discover` finds them (without importing YAML), `load` reads
YAML with the location of every key and value, `model` is the spec format in pydantic (and its
JSON Schema). Imports only `diagnostics`."""
