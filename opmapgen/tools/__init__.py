"""The authoring commands: `opmapgen new` (`scaffold`, drafting from `resolve`, `source_args`,
`draft_target`, `sample_inputs`, written with `yaml_text`), `scan` (`scan`, `trace`), `list` and
`show` (`catalog`, `describe`) and `docs`. They take validated mappings from `validate` and may
use `codegen` and `runtime`; nothing but `cli` imports them."""
