"""Issue 17: every deal gets a difficulty from the solver's work on its start position,
computed in the background, shown in the top bar and for a typed code in New Game."""

from __future__ import annotations

import threading
import time

import pygame

import engine
from engine.solver import difficulty
from engine.solver.difficulty import Difficulty, rate
from game.dialogs import NewGameDialog
from tests.test_shell_dialogs import key, launch, type_text

EASY = "SH1-C4-AAAAAAA"
LOST = "SH1-C1-AAAAAAB"


def test_the_rating_is_work_not_time_so_it_is_the_same_anywhere():
    first, second = rate("TF1-D1N-AAAAAAB"), rate("TF1-D1N-AAAAAAB")
    assert first == second and first is not None
    assert first.difficulty is difficulty.difficulty_of("winnable", first.work)


def test_levels_follow_the_work_table():
    assert rate(LOST).difficulty is Difficulty.NOT_WINNABLE
    assert difficulty.difficulty_of("winnable", 100) is Difficulty.EASY
    assert difficulty.difficulty_of("winnable", 101) is Difficulty.MEDIUM
    assert difficulty.difficulty_of("winnable", 3000) is Difficulty.HARD
    assert difficulty.difficulty_of("winnable", 3001) is Difficulty.VERY_HARD
    assert difficulty.difficulty_of("unknown", 10_000) is Difficulty.UNKNOWN


def test_an_undecided_deal_is_unknown_and_a_cancelled_rating_is_none(monkeypatch):
    monkeypatch.setattr(difficulty, "BUDGET_UNITS", 50)
    assert rate("DS1-D1V-AAAAAAA").difficulty is Difficulty.UNKNOWN
    cancel = threading.Event()
    cancel.set()
    assert rate("DS1-D1V-AAAAAAA", cancel) is None


def run_until(pointer, done, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "the rating did not come in time"
        time.sleep(0.01)
        pointer.app.step(1 / 30)


def test_the_top_bar_shows_the_difficulty_once_known(tmp_path):
    pointer = launch(tmp_path, code=EASY)
    table = pointer.app.table
    assert table.hud_text().difficulty == ""  # nothing before it is known: no delay
    run_until(pointer, lambda: table.rating.rater.known(EASY) is not None)
    expected = f"Difficulty: {rate(EASY).difficulty.value.replace('-', ' ')}"
    assert table.hud_text().difficulty == expected
    pointer.app.run_frames(2)
    assert "difficulty" in table.hud.texts


def test_a_new_deal_cancels_the_rating_of_the_old_one(tmp_path):
    pointer = launch(tmp_path, code="DS1-D1V-AAAAAAA")  # its rating runs for seconds
    table = pointer.app.table
    run_until(pointer, lambda: table.rating.rater.task is not None)
    task = table.rating.rater.task
    table.start(engine.Game.from_code(EASY))
    pointer.app.run_frames(1)
    assert task.cancel_event.is_set()
    assert task.wait(1.0)
    run_until(pointer, lambda: table.rating.rater.known(EASY) is not None)


def test_a_hint_pauses_the_rating(tmp_path):
    pointer = launch(tmp_path, code="DS1-D1V-AAAAAAA")
    table = pointer.app.table
    run_until(pointer, lambda: table.rating.rater.task is not None)
    task = table.rating.rater.task
    key(pointer, pygame.K_h, frames=1)
    assert table.hints.busy and task.cancel_event.is_set()
    table.toggle_hint()
    run_until(pointer, lambda: table.rating.rater.task is not None)  # it starts again


def test_new_game_shows_a_typed_code_s_difficulty(tmp_path):
    pointer = launch(tmp_path)
    key(pointer, pygame.K_n, pygame.KMOD_CTRL)
    dialog = pointer.app.dialog
    assert isinstance(dialog, NewGameDialog) and dialog.difficulty_line() is None
    type_text(pointer, LOST.lower())
    assert dialog.difficulty_line() in {"Difficulty: working it out…", "Difficulty: not winnable"}
    run_until(pointer, lambda: dialog.difficulty_line() == "Difficulty: not winnable")
