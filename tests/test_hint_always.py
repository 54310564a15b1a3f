"""Issue 17: a hint always shows a move when a useful one exists, a proven loss included,
and the look back for a winnable position stops at its budget."""

from __future__ import annotations

import threading

import pygame
import pytest

import engine
from engine.solver import solve
from engine.solver.quick import look_ahead, useful_moves
from engine.variants import VARIANTS
from game import search_handles, search_work
from game.app import App
from game.profile.settings import Settings
from game.search_answers import Hint
from tests.test_hint import press_key, start, step_until

RANKS = "A23456789TJQK"


def deck_tokens(decks: int = 2) -> list[str]:
    return [rank + suit for _ in range(decks) for suit in "SHDC" for rank in RANKS]


def vegas_spent(top: list[str]) -> engine.Game:
    """Double Solitaire Vegas draw 3, the stock spent, every card in the waste with `top`
    (bottom first) on top of it, the columns empty."""
    rest = deck_tokens()
    for token in top:
        rest.remove(token)
    waste = " ".join(rest + top)
    foundations = "".join(f"f{i}: -\n" for i in range(1, 9))
    columns = "".join(f"t{i}:\n" for i in range(1, 10))
    text = f"DS1-D3V-AAAAAAC\nscore: -104\nmoves: 0\ns:\nw: {waste}\n{foundations}{columns}"
    return engine.Game.from_text(text)


def test_the_lost_vegas_position_with_an_ace_on_the_waste_lights_that_ace(ticking):
    """The issue's case: the stock spent, A♦ on top of the waste, the game lost. The hint
    used to search and then show nothing; the Ace going home is the move to show."""
    game = vegas_spent(["5C", "AD"])
    assert solve(game, seconds=5).verdict == "unwinnable"
    pointer = start(game)
    table = pointer.app.table
    press_key(pointer, pygame.K_h)
    step_until(pointer, lambda: not table.hints.busy)
    assert str(table.hints.mark.move) == "w>f" and table.hints.mark.target == "f5"
    assert table.notes.status.text() == "The game is lost: this move brings the most cards home."


def test_a_proven_loss_gets_the_move_that_brings_most_cards_home(ticking):
    """Cards home first: of the moves of a lost position, the hint's move leads to the
    most cards home that the look ahead reaches."""
    game = vegas_spent(["5C", "2D", "AD"])
    budget = search_handles.hint_budget(game)
    result = search_work.find_hint(game, threading.Event(), budget, revision=0)
    assert result.verdict == "unwinnable" and result.gains
    assert str(result.move) == "w>f"
    assert look_ahead(game).best.home == 2  # A♦ then 2♦


def test_only_a_position_without_a_useful_move_has_nothing_to_show(ticking):
    game = vegas_spent(["AD", "5C"])  # 5♣ on top: it can go nowhere, the stock is spent
    assert useful_moves(game) == []
    pointer = start(game)
    table = pointer.app.table
    press_key(pointer, pygame.K_h)
    step_until(pointer, lambda: not table.hints.busy)
    assert table.hints.mark is None
    assert table.notes.status.text() == "The game is lost: no move brings another card home."


def test_pointless_moves_are_not_useful():
    """A King-led whole column to another empty column changes nothing that matters."""
    foundations = "f1: QS\nf2: KH\nf3: KD\nf4: QC\n"
    cells = "c1:\nc2:\nc3:\nc4: KC\n"
    columns = "t1: KS\n" + "".join(f"t{i}:\n" for i in range(2, 11))
    text = f"SH1-C4-AAAAAAA\nscore: 0\nmoves: 0\n{foundations}{cells}{columns}"
    game = engine.Game.from_text(text)
    legal = {str(move) for move in game.legal_moves()}
    useful = {str(move) for move in useful_moves(game)}
    assert "t1>t2" in legal and "t1>c1" in legal
    assert not any(move.startswith("t1>t") for move in useful)
    assert {"t1>f", "t1>c1", "c4>f"} <= useful


def long_lost_history() -> engine.Game:
    """A Vegas deal the solver cannot decide, 30 moves in: a long history to look back."""
    game = engine.Game.from_code("DS1-D3V-AAAAAAC")
    for _ in range(30):
        game.play(look_ahead(game, 100).line[0])
    return game


def test_the_look_back_stops_at_its_budget(ticking, monkeypatch):
    game = long_lost_history()
    calls = []
    real = search_work.solve

    def counted(game, seconds, cancel, on_lead=None):
        calls.append(seconds)
        return real(game, seconds, cancel, on_lead)

    monkeypatch.setattr(search_work, "solve", counted)
    started = ticking.now
    assert search_work.last_winnable(game, threading.Event(), total_seconds=2.5) is None
    assert ticking.now - started < 2.5 + 0.2  # the budget, and a few clock checks more
    assert 2 <= len(calls) < game.undo_depth  # it stopped long before the history ran out
    assert sum(calls) <= 2.5 + 1e-9  # the last step only gets what was left


def test_the_look_back_shows_the_spinner_and_stops_on_stop(ticking, monkeypatch):
    """After a proven loss the look back runs with the spinner and a Stop button; Stop
    ends it at once and the lost position's move stays lit."""
    monkeypatch.setattr(VARIANTS["DS"], "hint_seconds", 600.0)
    game = long_lost_history()
    move = look_ahead(game).line[0]

    def lost(game, cancel, budget, revision, latest=None):
        return Hint.of(game, move, "unwinnable", revision, budget)

    monkeypatch.setattr(search_work, "find_hint", lost)
    pointer = start(game)
    table = pointer.app.table
    press_key(pointer, pygame.K_h)
    step_until(pointer, lambda: table.notes.status is not None and table.hints.mark is not None)
    pointer.app.run_frames(2)
    assert table.hints.busy  # the look back runs
    assert table.notes.status.action.label() == "Stop"
    task = table.hints.search.task
    pointer.click(table.notes.status_button.center, frames=2)
    assert task.cancel_event.is_set() and not table.hints.busy
    assert table.hints.mark is not None
    assert table.notes.status.text().endswith("The look back was stopped.")


@pytest.mark.parametrize("size", [(1366, 768), (3840, 2160)])
def test_the_hint_spinner_fills_most_of_the_button(size):
    """Issue 15: the spinner was tiny. It takes most of the button's height at any size."""
    app = App(
        engine.Game.from_code("DS1-D1N-AAAAAAB"), Settings(), fullscreen=False, window_size=size
    )
    app.run_frames(2)
    button, icon = app.table.hud.buttons["hint"], app.table.hud.hint_icon
    assert button.contains(icon)
    assert icon.height >= 0.7 * button.height and icon.height >= 18


def test_a_move_lights_before_the_solver_says_anything(monkeypatch):
    """The quick look ahead lights a move on its own: here the solver never reports."""
    release = threading.Event()

    def silent_solver(game, seconds, cancel, on_lead=None):
        release.wait(10)
        return engine.solver.Solution("unknown")

    monkeypatch.setattr(search_work, "solve", silent_solver)
    game = engine.Game.from_code("DS1-D3V-AAAAAAC")
    pointer = start(game)
    table = pointer.app.table
    press_key(pointer, pygame.K_h)
    step_until(pointer, lambda: table.hints.mark is not None, seconds=5.0)
    assert table.hints.busy and game.check(table.hints.mark.move) is None
    assert table.notes.status.text() == "Still looking… The highlighted move looks best so far."
    release.set()
    step_until(pointer, lambda: not table.hints.busy)
    assert table.hints.mark is not None  # undecided: the look ahead's move stays
