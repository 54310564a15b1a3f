"""The standalone executable: built with build.spec, it must pass `--self-test` headless
and carry everything the game loads at run time.

Marked `slow` (about 30 s): skip it while iterating with `pytest -m "not slow"`.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def binary(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("PyInstaller")
    out = tmp_path_factory.mktemp("exe")
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
         "--distpath", str(out / "dist"), "--workpath", str(out / "work"),
         str(ROOT / "build.spec")],
        check=True, cwd=ROOT, env=dict(os.environ, SOLITAIRE_ONEDIR="0"),
    )  # fmt: skip
    return out / "dist" / "solitaire-trio"


def test_binary_passes_its_self_test_headless(binary: Path, tmp_path: Path) -> None:
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        SOLITAIRE_TRIO_HOME=str(tmp_path / "home"),
    )
    result = subprocess.run(
        [str(binary), "--self-test"], capture_output=True, text=True, env=env, timeout=120
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test passed" in result.stdout
    assert "Traceback" not in result.stderr and "No module named" not in result.stderr


def test_binary_loads_png_and_renders_greek(binary: Path, tmp_path: Path) -> None:
    """PNG support (window icon, screenshots) and the Greek catalog work when frozen."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SOLITAIRE_TRIO_HOME=str(tmp_path / "home"))
    shot = tmp_path / "help-el.png"
    result = subprocess.run(
        [str(binary), "--screenshot", str(shot), "--size", "1366x768", "--code",
         "SH1-C2-AAAAAJ2", "--language", "el", "--screen", "help"],
        capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    assert shot.read_bytes().startswith(b"\x89PNG")


def test_binary_carries_the_assets_and_translations(binary: Path) -> None:
    from PyInstaller.archive.readers import CArchiveReader

    bundled = set(CArchiveReader(str(binary)).toc)
    shipped = {f"assets/{p.name}" for p in (ROOT / "assets").iterdir()}
    catalogs = {
        f"game/locale/{p.relative_to(ROOT / 'game' / 'locale').as_posix()}"
        for p in (ROOT / "game" / "locale").rglob("*.mo")
    }
    assert shipped and shipped <= bundled
    assert catalogs <= bundled


def test_binary_is_within_the_size_target(binary: Path) -> None:
    assert binary.stat().st_size <= 30 * 1024 * 1024


def test_release_workflow_parses_and_self_tests_each_os() -> None:
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text())
    steps = workflow["jobs"]["build"]["steps"]
    self_tests = [step for step in steps if "--self-test" in step.get("run", "")]
    assert len(self_tests) == 3
    assert {
        entry["os"] for entry in workflow["jobs"]["build"]["strategy"]["matrix"]["include"]
    } == {
        "ubuntu-latest",
        "windows-latest",
        "macos-latest",
    }
