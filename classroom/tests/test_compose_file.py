"""docker-compose.yml checked by dclint against the Compose Specification's schema, as compose reads it
with nothing set but the secrets it demands (no Docker engine here to run it): the file must be valid
and publish every port on an interface, 127.0.0.1 by default."""
from __future__ import annotations

import json
import re
import subprocess

import pytest

from room import CLASSROOM, ROOT

DCLINT = CLASSROOM / "proxy" / "node_modules" / ".bin" / "dclint"
# Services that publish 8000 are alternatives: each documented command starts one of them by name
# (dynamodb by default, engine with --profile embedded, classroom with --profile classroom).
ALTERNATIVES = "no-duplicate-exported-ports"


def as_compose_reads_it(text: str) -> str:
    """${VAR:-default} becomes its default; ${VAR:?message} a value, as when the learner sets it."""
    text = re.sub(r"\$\{[A-Z_]+:-([^}]*)\}", r"\1", text)
    return re.sub(r"\$\{([A-Z_]+):\?[^}]*\}", r"a-secret-for-\1", text)


def errors(compose_file) -> list[str]:
    if not DCLINT.exists():
        pytest.fail(f"{DCLINT} is missing: run classroom/setup")
    run = subprocess.run([str(DCLINT), str(compose_file), "--formatter", "json", "--disable-rule", ALTERNATIVES],
                         capture_output=True, text=True, timeout=120)
    report = json.loads(run.stdout)
    return [f"{m['rule']}: {m['message']}" for entry in report for m in entry["messages"] if m["type"] == "error"]


def test_the_compose_file_is_valid_and_binds_every_port_to_an_interface(tmp_path):
    compose = tmp_path / "docker-compose.yml"
    compose.write_text(as_compose_reads_it((ROOT / "docker-compose.yml").read_text()))
    assert "${" not in compose.read_text()
    assert errors(compose) == []


def broken_copy(tmp_path, old: str, new: str):
    text = as_compose_reads_it((ROOT / "docker-compose.yml").read_text())
    assert old in text
    compose = tmp_path / "docker-compose.yml"
    compose.write_text(text.replace(old, new, 1))
    return compose


def test_the_linter_sees_a_misspelt_key(tmp_path):
    found = errors(broken_copy(tmp_path, "    image: amazon/dynamodb-local", "    imgae: amazon/dynamodb-local"))
    assert any(e.startswith("invalid-schema") for e in found), found


def test_the_linter_sees_a_port_published_on_every_interface(tmp_path):
    found = errors(broken_copy(tmp_path, '"127.0.0.1:8888:8888"', '"8888:8888"'))
    assert any(e.startswith("no-unbound-port-interfaces") and "jupyter" in e for e in found), found
