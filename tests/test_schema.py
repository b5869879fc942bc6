"""`opmapgen schema`: the JSON Schema editors validate specs with, shipped and current."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import jsonschema
import pytest
import yaml
from conftest import REPO

SHIPPED = REPO / "docs" / "spec.schema.json"
SPECS = sorted((REPO / "mappings").rglob("*.yaml"))


def test_shipped_schema_is_what_the_models_give():
    result = subprocess.run(
        [sys.executable, "-m", "opmapgen", "schema"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(result.stdout) == json.loads(SHIPPED.read_text()), (
        "docs/spec.schema.json is stale; run `opmapgen schema > docs/spec.schema.json`"
    )


@pytest.mark.parametrize("spec", SPECS, ids=[p.stem for p in SPECS])
def test_every_spec_points_editors_at_the_schema_and_passes_it(spec):
    first_line = spec.read_text().splitlines()[0]
    prefix = "# yaml-language-server: $schema="
    assert first_line.startswith(prefix)
    target = spec.parent / first_line[len(prefix) :]
    assert os.path.samefile(target, SHIPPED)
    jsonschema.validate(
        yaml.safe_load(spec.read_text()), json.loads(SHIPPED.read_text())
    )


@pytest.mark.parametrize(
    "mistake, where",
    [
        (
            lambda s: s.update(extra=1),
            "Additional properties are not allowed ('extra' was unexpected)",
        ),
        (lambda s: s["target"].update(opset="nine"), "'nine' is not of type 'integer'"),
        (lambda s: s["source"].update(args=["q"]), "'q' is not one of"),
        (lambda s: s.pop("test"), "'test' is a required property"),
    ],
)
def test_schema_catches_what_an_editor_should_flag(mistake, where):
    spec = yaml.safe_load((REPO / "mappings" / "aten" / "asinh.yaml").read_text())
    mistake(spec)
    with pytest.raises(jsonschema.ValidationError, match=re.escape(where)):
        jsonschema.validate(spec, json.loads(SHIPPED.read_text()))
