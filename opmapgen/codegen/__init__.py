"""Mappings → files: `render` (the Jinja2 templates, found by `resources`), `write` (the whole
output swapped in atomically) and `stamp` (a build that would change nothing stops before
torch). Reads the IR (`ir`) alone, never `validate`; imports `spec`, `diagnostics` and
`files`."""
