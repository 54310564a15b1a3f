"""The workflows parse; CI runs what `make test` runs on the three systems, and both CI and
the release start the real game (the system's own video driver, a new data folder) up to
its first frame on each of them; every step stops at its first failing command; the
release builds macOS for Apple silicon and for Intel."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
WORKFLOWS = ("ci.yml", "release.yml")
# GitHub's runner images by processor (docs.github.com, "GitHub-hosted runners").
MAC_ARM64 = {"macos-14", "macos-15", "macos-26", "macos-latest"}
MAC_X86_64 = {"macos-15-intel", "macos-26-intel"}
FIRST_FRAME = "--quit-after-first-frame"


def workflow(name: str = "ci.yml") -> dict[Any, Any]:
    parsed = yaml.safe_load((ROOT / ".github" / "workflows" / name).read_text())
    assert isinstance(parsed, dict)
    return parsed


def steps(name: str, job: str) -> list[dict[str, Any]]:
    found = workflow(name)["jobs"][job]["steps"]
    assert isinstance(found, list)
    return found


def commands() -> str:
    return "\n".join(step.get("run", "") for step in steps("ci.yml", "test"))


def first_frame_steps(name: str, job: str) -> list[dict[str, Any]]:
    return [step for step in steps(name, job) if FIRST_FRAME in step.get("run", "")]


def test_it_runs_on_push_and_pull_request() -> None:
    triggers = workflow()[True]  # YAML 1.1 reads the key `on` as True
    assert {"push", "pull_request"} <= set(triggers)


def test_it_runs_on_three_systems_with_the_oldest_and_newest_python() -> None:
    job = workflow()["jobs"]["test"]
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
    checks = 0
    for line in test_target.splitlines():
        tool = re.search(r"\$\(BIN\)/(ruff|mypy) (.+)$", line)
        if tool:
            checks += 1
            assert f"{tool.group(1)} {tool.group(2)}" in run, line
    assert checks == 5


def test_make_test_runs_mypy_for_windows_and_macos_too() -> None:
    makefile = (ROOT / "Makefile").read_text()
    for platform in ("win32", "darwin"):
        assert f"$(BIN)/mypy --platform {platform} engine game" in makefile


@pytest.mark.parametrize("name", WORKFLOWS)
def test_every_step_stops_at_its_first_failing_command(name: str) -> None:
    """bash, which GitHub starts with `-eo pipefail` (PowerShell and cmd report only the
    last command's status), or a single command."""
    parsed = workflow(name)
    default = parsed.get("defaults", {}).get("run", {}).get("shell")
    for job_name, job in parsed["jobs"].items():
        job_default = job.get("defaults", {}).get("run", {}).get("shell", default)
        for step in job["steps"]:
            if "run" not in step:
                continue
            shell = step.get("shell", job_default)
            lines = [line for line in step["run"].splitlines() if line.strip()]
            assert shell == "bash" or len(lines) == 1, (job_name, step.get("name"))


def test_ci_starts_the_real_game_on_each_system() -> None:
    """One step, on every system of the matrix (no `if`), with the system's own driver
    (the job's dummy driver unset) and a new data folder; it checks the first frame."""
    (step,) = first_frame_steps("ci.yml", "test")
    assert "if" not in step
    run = step["run"]
    assert "unset SDL_VIDEODRIVER" in run.split(FIRST_FRAME)[0]
    assert "runner.temp" in step["env"]["SOLITAIRE_TRIO_HOME"]
    assert "python -m game" in run and "grep" in run and "xvfb-run" in run


def test_the_release_self_tests_and_starts_each_executable_before_uploading_it() -> None:
    build = steps("release.yml", "build")
    names = [step.get("uses", step.get("run", "")) for step in build]
    upload = next(i for i, name in enumerate(names) if name.startswith("actions/upload-artifact"))
    (self_test,) = [i for i, step in enumerate(build) if "--self-test" in step.get("run", "")]
    (step,) = first_frame_steps("release.yml", "build")
    first_frame = build.index(step)
    assert self_test < upload and first_frame < upload and "if" not in step
    assert "matrix.exe" in step["run"] and "matrix.exe" in build[self_test]["run"]
    assert "unset SDL_VIDEODRIVER" in step["run"]
    assert "runner.temp" in step["env"]["SOLITAIRE_TRIO_HOME"]


def test_the_release_builds_for_every_system_and_both_kinds_of_mac() -> None:
    include = workflow("release.yml")["jobs"]["build"]["strategy"]["matrix"]["include"]
    systems = {entry["os"] for entry in include}
    assert "ubuntu-latest" in systems and "windows-latest" in systems
    assert systems & MAC_ARM64 and systems & MAC_X86_64
    artifacts = [entry["artifact"] for entry in include]
    assert len(set(artifacts)) == len(artifacts) == len(include)
    assert all(entry.get("exe") for entry in include)
