"""history.json and SIGKILL (TerminateProcess on Windows; issue 33): a real game process,
stopped by the test pause hook at every point of the saves that end a game, and killed
there. Whatever the point, the next starts read every file without a notice, and the game
is in the history once and in the statistics once (history.json is written first and
records a game under its id)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import replay
from game.profile import Profile
from game.profile.store import Store
from tests.test_shell_processes import (
    in_progress,
    kill,
    run_game,
    start_game,
    wait_for_pause,
)

POINTS = ["history-temp-written", "history-saved", "statistics-temp-written", "statistics-saved"]
ABANDONED = "TF1-D1N-AAAAAAB"


def files(home: Path) -> tuple[int, int, list[str]]:
    """Games in the history, games played in the statistics (TF1-D1N), the history's
    codes; no file is damaged."""
    profile = Profile.open(Store(home))
    codes = [record.code for record in profile.history.games]
    assert profile.notices == []
    return len(codes), profile.statistics.get("TF1-D1N").played, codes


@pytest.mark.parametrize("point", POINTS)
def test_a_kill_at_any_point_of_the_saves_records_the_game_once(tmp_path: Path, point: str) -> None:
    """A game in progress (saved with its id), abandoned for `--code` by Enter; killed at
    `point`. Then the game is started again and Enter abandons whatever is on the table
    and Ctrl+Q quits: the abandoned game is in the history once and counted once."""
    in_progress(tmp_path)
    assert run_game(tmp_path, "--quit-after-first-frame").returncode == 0  # version 2, an id
    process = start_game(
        tmp_path,
        "--code",
        "SH1-C4-AAAAAJ2",
        SOLITAIRE_TRIO_TEST_KEYS="return",
        SOLITAIRE_TRIO_TEST_PAUSE=point,
    )
    wait_for_pause(process, point)
    kill(process)
    in_history, played, _codes = files(tmp_path)
    assert (in_history, played) == {
        "history-temp-written": (0, 0),
        "history-saved": (1, 0),
        "statistics-temp-written": (1, 0),
        "statistics-saved": (1, 1),
    }[point]
    again = run_game(tmp_path, "--code", "SH1-C4-AAAAAJ2", SOLITAIRE_TRIO_TEST_KEYS="return ctrl+q")
    assert again.returncode == 0 and "Traceback" not in again.stderr
    in_history, played, codes = files(tmp_path)
    assert codes.count(ABANDONED) == 1 and played == 1
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    document = json.loads((tmp_path / "history.json").read_text())
    assert document["totals"]["TF1-D1N"]["games"] == 1
    [entry] = [game for game in document["games"] if game["code"] == ABANDONED]
    decoded = replay.decode(entry["replay"])  # made on the writer's thread, moves and all
    assert decoded.code == ABANDONED and [str(m) for m in decoded.moves] == ["s", "s"]


def test_a_damaged_history_is_set_aside_by_the_real_game_after_its_first_frame(
    tmp_path: Path,
) -> None:
    """The game reads history.json right after its first frame: a damaged one is renamed
    aside (and told on the status line) and the game runs on; the next game ending writes
    a new one."""
    (tmp_path / "history.json").write_text('{"version": 1, "games": "nope"}')
    result = run_game(tmp_path, "--quit-after-first-frame")
    assert result.returncode == 0 and result.stdout == "first-frame\n"
    kept = list(tmp_path.glob("history.json.corrupt-*"))
    assert len(kept) == 1 and not (tmp_path / "history.json").exists()
    in_progress(tmp_path)
    again = run_game(tmp_path, "--code", "SH1-C4-AAAAAJ2", SOLITAIRE_TRIO_TEST_KEYS="return ctrl+q")
    assert again.returncode == 0
    assert files(tmp_path)[2] == [ABANDONED]
