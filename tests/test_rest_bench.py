"""The at-rest bench measures the start every installed game has: from compiled bytecode.

This workplace sets PYTHONDONTWRITEBYTECODE, so `python -m game` never caches its bytecode
here and each start compiles our modules first (about 0.1 CPU-second): the bench writes the
bytecode itself before it measures, as `make play` and every install do (docs/REST.md).
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def rest_bench(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """The bench (Linux only: it reads /proc, under Xvfb)."""
    if not sys.platform.startswith("linux"):
        pytest.skip("the at-rest bench runs on Linux")
    monkeypatch.syspath_prepend(str(ROOT / "bench"))
    return importlib.import_module("rest_bench")


def sources() -> list[Path]:
    return [path for package in ("engine", "game") for path in (ROOT / package).rglob("*.py")]


def test_the_bench_writes_the_bytecode_of_every_module_before_it_measures(
    rest_bench: ModuleType,
) -> None:
    rest_bench.remove_bytecode()
    assert not any(Path(importlib.util.cache_from_source(str(p))).exists() for p in sources())
    rest_bench.compile_bytecode()
    for path in sources():
        cached = Path(importlib.util.cache_from_source(str(path)))
        assert cached.exists(), path
        assert cached.stat().st_mtime >= path.stat().st_mtime - 1, path


def test_make_play_writes_the_bytecode_when_it_installs() -> None:
    recipe = (ROOT / "Makefile").read_text().split("$(PLAY_STAMP): pyproject.toml", 1)[1]
    recipe = recipe.split("\n\n", 1)[0]
    assert "compileall -q engine game" in recipe


def test_the_bench_starts_the_game_with_its_set_options(rest_bench: ModuleType) -> None:
    """`rest_bench.py --set sound=on` measures the game with sound on (docs/SOUND.md)."""
    assert rest_bench.game_command({})[1:] == ["-m", "game"]
    env = {rest_bench.SETS: "sound=on volume=40"}
    assert rest_bench.game_command(env)[3:] == ["--set", "sound=on", "--set", "volume=40"]
