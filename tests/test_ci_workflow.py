"""The CI workflow parses and runs what `make test` runs, on the three systems."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]


def workflow() -> dict[object, object]:
    parsed = yaml.safe_load((ROOT / ".github" / "workflows" / "ci.yml").read_text())
    assert isinstance(parsed, dict)
    return parsed


def commands() -> str:
    job = workflow()["jobs"]["test"]  # type: ignore[index]
    return "\n".join(step.get("run", "") for step in job["steps"])


def test_it_runs_on_push_and_pull_request() -> None:
    triggers = workflow()[True]  # YAML 1.1 reads the key `on` as True
    assert {"push", "pull_request"} <= set(triggers)


def test_it_runs_on_three_systems_with_the_oldest_and_newest_python() -> None:
    job = workflow()["jobs"]["test"]  # type: ignore[index]
    matrix = job["strategy"]["matrix"]
    assert set(matrix["os"]) == {"ubuntu-latest", "windows-latest", "macos-latest"}
    versions = matrix["python-version"]
    assert "3.11" in versions and len(versions) >= 2
    assert job["env"]["SDL_VIDEODRIVER"] == "dummy"  # headless, as make test


def test_it_runs_the_checks_of_make_test() -> None:
    makefile = (ROOT / "Makefile").read_text()
    test_target = makefile.split("\ntest:", 1)[1].split("\n\n", 1)[0]
    run = commands()
    assert "pytest" in run and 'pip install -e ".[test]"' in run
    for line in test_target.splitlines():
        tool = re.search(r"\$\(BIN\)/(ruff|mypy) (.+)$", line)
        if tool:
            assert f"{tool.group(1)} {tool.group(2)}" in run, line
