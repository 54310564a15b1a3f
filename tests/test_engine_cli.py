"""`python -m engine CODE [MOVE ...]`: the position after the moves, for bug reports."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from engine_positions import expected_text

import engine

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engine", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )


def test_cli_prints_the_deal() -> None:
    result = run("SH1-C1-AAAAAJ2")
    assert result.returncode == 0, result.stderr
    assert result.stdout == expected_text("SH1-C1-AAAAAJ2")


def test_cli_prints_the_position_after_moves() -> None:
    result = run("tf1-d1n-aaaaaab", "s", " s ", "S")
    assert result.returncode == 0, result.stderr
    game = engine.Game.from_code("TF1-D1N-AAAAAAB")
    for move in ("s", "s", "s"):
        game.play(move)
    assert result.stdout.startswith("TF1-D1N-AAAAAAB\nscore: 0\nmoves: 3\n")
    assert result.stdout == game.to_text()
    assert "w: QS 4C 6S\n" in result.stdout


def test_cli_refused_move_rule_id_and_exit_1() -> None:
    result = run("TF1-D1N-AAAAAAB", "s", "t5:2>t4")
    assert result.returncode == 1
    assert "group-unordered" in result.stdout
    assert "The cards on this card are not one ordered group." in result.stdout
    assert "move 2" in result.stdout and "Traceback" not in result.stdout + result.stderr


def test_cli_malformed_move_exit_1() -> None:
    result = run("TF1-D1N-AAAAAAB", "t5:0>t4")
    assert result.returncode == 1
    assert "malformed" in result.stdout
    assert "Traceback" not in result.stdout + result.stderr


def test_cli_bad_code_message_no_traceback() -> None:
    for code, words in (("TF1-D1V-AAAAAAB", "not valid"), ("DS2-D1N-AAAAAAB", "version")):
        result = run(code)
        assert result.returncode == 1
        output = result.stdout + result.stderr
        assert words in output
        assert "Traceback" not in output


def test_cli_seahaven_no_stock() -> None:
    result = run("SH1-C4-AAAAAJ2", "s")
    assert result.returncode == 1
    assert "no-such-pile" in result.stdout
