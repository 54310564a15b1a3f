"""Hints: the solver runs beside the loop, its first move glows, stale results never show,
a lost position offers the undos back to the last winnable one. Driven by posted events."""

from __future__ import annotations

import os
import threading
import time
from dataclasses import replace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest
from pygame import Rect

import engine
from engine.solver import Solution, solve
from engine.variants import VARIANTS
from game import search_work, strings
from game.app import App
from game.profile.settings import Settings
from game.search_handles import HintSearch
from game.selftest import Pointer

EMPTY_SH_CELLS = "c1:\nc2:\nc3:\nc4:\n"
HARD_DS = "DS1-D3V-AAAAAAC"  # the solver cannot decide it within 10 s
LOST_SH = "SH1-C2-AAAAAAF"  # after LOST_MOVES: lost, lost one undo back, winnable two back
LOST_MOVES = "t2>f t8>t7 t10>f t10>t4 t3>t1 t10>t2 t6>t2 t9>t4 c2>t6 t8>c2 t3>t1"


def position(code: str, lines: str) -> engine.Game:
    return engine.Game.from_text(f"{code}\nscore: 0\nmoves: 0\n{lines}")


def seahaven_one_move_from_a_win() -> engine.Game:
    columns = "t1: KS\n" + "".join(f"t{i}:\n" for i in range(2, 11))
    return position("SH1-C4-AAAAAAA", "f1: QS\nf2: KH\nf3: KD\nf4: KC\n" + EMPTY_SH_CELLS + columns)


def reflechi_one_move_from_a_win() -> engine.Game:
    columns = "".join(f"t{i}:\n" for i in range(1, 8))
    return position("TF1-D1N-AAAAAAA", "s:\nw: KC\nf1: KS\nf2: KH\nf3: KD\nf4: QC\n" + columns)


def start(game: engine.Game) -> Pointer:
    app = App(game, Settings(animation="fast"), fullscreen=False, window_size=(1366, 768))
    app.run_frames(2)
    return Pointer(app)


def press_key(pointer: Pointer, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    pointer.app.run_frames(1)


def step_until(pointer: Pointer, done, seconds: float = 5.0) -> None:
    """Step the app in real time (the search runs in a thread) until `done()`."""
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, "the search did not report in time"
        time.sleep(0.005)
        pointer.app.step(1 / 60)


def ends_soon(task: search_work.Task[object], seconds: float = 0.5) -> bool:
    return task.wait(seconds)


def test_h_highlights_the_winning_move_source_and_target(ticking):
    pointer = start(seahaven_one_move_from_a_win())
    table = pointer.app.table
    press_key(pointer, pygame.K_h)
    step_until(pointer, lambda: table.hints.mark is not None)
    assert str(table.hints.mark.move) == "t1>f" and table.hints.mark.target == "f1"
    source, target = table.hints.rects(table.board)
    assert source == table.board.layout.cards["t1"][-1]
    assert target == table.board.layout.cards["f1"][-1]
    pointer.app.run_frames(2)
    drawn = pointer.app.renderer.previous
    assert any(rect.contains(source) for rect in drawn)
    assert any(rect.contains(target) for rect in drawn)


def test_the_hint_button_works_too_and_the_highlight_goes_at_the_next_action(ticking):
    game = reflechi_one_move_from_a_win()
    pointer = start(game)
    table = pointer.app.table
    pointer.click(table.hud.buttons["hint"].center)
    step_until(pointer, lambda: table.hints.mark is not None)
    source, target = table.hints.rects(table.board)
    assert source == table.board.layout.cards["w"][-1]
    assert target == table.board.layout.cards["f4"][-1]
    pointer.drag_move(engine.Move.parse("w>f"))
    assert game.is_won
    assert table.hints.mark is None and table.hints.rects(table.board) is None


def test_the_stock_tap_highlights_the_stock(ticking):
    # The solver's winning line of this deal starts with a tap (deal 1's did before the
    # exhaustive walks' sprint: docs/SOLVER.md, "Passes").
    pointer = start(engine.Game.from_code("DS1-D1N-AAAAAAL"))
    table = pointer.app.table
    press_key(pointer, pygame.K_h)
    step_until(pointer, lambda: not table.hints.busy)
    assert table.notes.status.text() == "The highlighted move is on a winning line."
    assert table.hints.mark.move.is_stock_tap
    source, target = table.hints.rects(table.board)
    assert source == table.board.layout.cards["s"][-1] and target is None


@pytest.mark.parametrize("action", ["tap the stock", "ctrl+z", "hint again"])
def test_a_hint_never_blocks_the_loop_and_any_action_cancels_it(action):
    game = engine.Game.from_code(HARD_DS)
    pointer = start(game)
    table = pointer.app.table
    pointer.click(pointer.card_point("s"), frames=2)  # something to undo
    before = game.to_text()
    press_key(pointer, pygame.K_h)
    task = table.hints.search.task
    assert task is not None and not task.done
    pointer.app.run_frames(30)  # 30 frames ran while the search goes on: the loop is free
    assert table.hints.busy and not task.done
    if action == "tap the stock":
        pointer.click(pointer.card_point("s"))
        assert game.moves == 2
    elif action == "ctrl+z":
        press_key(pointer, pygame.K_z, pygame.KMOD_CTRL)
        assert game.to_text() != before and game.moves == 1 and not game.can_undo
    else:
        pointer.click(table.hud.buttons["hint"].center)
    assert task.cancel_event.is_set()
    assert ends_soon(task)
    pointer.app.run_frames(10)
    assert not table.hints.busy and table.hints.mark is None and table.notes.status is None


def test_a_result_for_an_older_position_is_never_reported(ticking):
    search = HintSearch()
    search.start_hint(seahaven_one_move_from_a_win(), revision=3)
    task = search.task
    task.wait(5)
    assert task.done and task.result.verdict == "winnable"
    assert search.poll(revision=4) is None
    assert not search.busy and search.poll(revision=3) is None


def lost_game() -> engine.Game:
    game = engine.Game.from_code(LOST_SH)
    for move in LOST_MOVES.split():
        game.play(move)
    return game


def test_a_lost_position_offers_the_undos_back_to_the_last_winnable_one(ticking):
    game = lost_game()
    verdicts = []
    for back in range(3):
        probe = game.copy()
        for _ in range(back):
            probe.undo()
        verdicts.append(solve(probe, seconds=5).verdict)
    assert verdicts == ["unwinnable", "unwinnable", "winnable"]
    expected = game.copy()
    expected.undo()
    expected.undo()

    pointer = start(game)
    table = pointer.app.table
    press_key(pointer, pygame.K_h)
    step_until(pointer, lambda: undo_offered(table))
    assert table.notes.status.text() == "The game is lost: this move brings the most cards home."
    assert table.notes.status.action.label() == "Undo to the last winnable position (×2)"
    assert table.hints.mark is not None and game.check(table.hints.mark.move) is None
    pointer.app.run_frames(1)
    pointer.click(table.notes.status_button.center, frames=20)
    assert game.to_text() == expected.to_text()
    assert table.session.actions[-2:] == ["undo", "undo"]
    assert table.notes.status is None


def undo_offered(table) -> bool:
    status = table.notes.status
    return (
        not table.hints.busy
        and status is not None
        and status.action is not None
        and status.action.label().startswith("Undo")
    )


def rescue_offered() -> Pointer:
    pointer = start(lost_game())
    table = pointer.app.table
    press_key(pointer, pygame.K_h)
    step_until(pointer, lambda: undo_offered(table))
    return pointer


def test_h_again_hides_the_offer_to_undo_back(ticking):
    pointer = rescue_offered()
    press_key(pointer, pygame.K_h)
    assert pointer.app.table.notes.status is None and not pointer.app.table.hints.busy


def test_copying_the_code_covers_the_offer_only_for_a_while(ticking):
    pointer = rescue_offered()
    table = pointer.app.table
    offer = table.notes.status
    pointer.app.copy_code()
    assert table.notes.status is not offer
    pointer.app.run_frames(30, 0.25)  # the copy notice's few seconds
    assert table.notes.status is offer and table.notes.status.action is not None


def test_a_lost_deal_without_history_still_gets_the_best_move(ticking):
    """A proven loss is no reason to show nothing: the move that brings the most cards
    home lights up, said to be only that (and there is nothing to look back through)."""
    game = engine.Game.from_code("SH1-C1-AAAAAAB")
    assert solve(game, seconds=5).verdict == "unwinnable"
    pointer = start(game)
    table = pointer.app.table
    press_key(pointer, pygame.K_h)
    step_until(pointer, lambda: not table.hints.busy)
    assert table.notes.status.text() == "The game is lost: this move brings the most cards home."
    assert table.notes.status.action is None
    assert table.hints.mark is not None and game.check(table.hints.mark.move) is None


def test_running_out_of_time_is_said_honestly(monkeypatch, ticking):
    """Undecided, and no line worth suggesting (taken away here): just the honest text."""
    from engine.solver import quick

    monkeypatch.setattr(VARIANTS["DS"], "hint_seconds", 0.3)
    real = search_work.solve
    monkeypatch.setattr(
        quick,
        "look_ahead",
        lambda game, *_, **__: quick.Lookahead(
            [], quick.progress(game.state), quick.progress(game.state)
        ),
    )

    def without_a_line(game, seconds, cancel, on_lead):
        on_lead(game.legal_moves()[:1])  # an early move shows, then the search has no line
        return replace(real(game, seconds, cancel), best_line=[])

    monkeypatch.setattr(search_work, "solve", without_a_line)
    pointer = start(engine.Game.from_code(HARD_DS))
    table = pointer.app.table
    press_key(pointer, pygame.K_h)
    step_until(pointer, lambda: not table.hints.busy)
    assert table.notes.status.text() == "Could not decide in 0.3 s."
    assert table.hints.mark is None


def test_an_undecided_hint_still_highlights_the_move_that_looks_best(monkeypatch, ticking):
    """Vegas deals are rarely decided in time: the hint then shows the first move of the
    best line a beam found, and says that it is only the best-looking one."""
    monkeypatch.setattr(VARIANTS["DS"], "hint_seconds", 2.0)
    game = engine.Game.from_code(HARD_DS)
    pointer = start(game)
    table = pointer.app.table
    press_key(pointer, pygame.K_h)
    step_until(
        pointer, lambda: not table.hints.busy, seconds=20
    )  # 2 s ticked: more on a busy machine
    assert table.notes.status.text() == "Could not decide in 2 s. The highlighted move looks best."
    assert table.hints.mark is not None
    assert game.check(table.hints.mark.move) is None  # a legal move of this position


def test_the_move_that_looks_best_so_far_shows_while_the_search_goes_on(ticking):
    """An undecided search hands over its best move at once (a fraction of a second): the
    hint highlights it while the spinner turns, instead of after the whole budget."""
    game = engine.Game.from_code(HARD_DS)
    pointer = start(game)
    table = pointer.app.table
    press_key(pointer, pygame.K_h)
    step_until(pointer, lambda: table.hints.mark is not None, seconds=3.0)
    assert table.hints.busy  # the 10 s search is still on
    assert table.notes.status.text() == "Still looking… The highlighted move looks best so far."
    assert game.check(table.hints.mark.move) is None
    press_key(pointer, pygame.K_h)  # H again stops it all
    assert not table.hints.busy and table.hints.mark is None


def early_guess_then(monkeypatch, ending) -> tuple[Pointer, engine.Move]:
    """H pressed, with a fake search that hands over an early move (the position's first
    legal one) and then ends with `ending()`: a verdict, or an exception."""
    game = engine.Game.from_code(HARD_DS)
    guess = game.legal_moves()[0]

    def fake_solve(game, seconds, cancel, on_lead):
        on_lead([guess])
        return ending()

    monkeypatch.setattr(search_work, "solve", fake_solve)
    pointer = start(game)
    press_key(pointer, pygame.K_h)
    return pointer, guess


def test_a_verdict_replaces_the_move_shown_while_searching(monkeypatch):
    """The early move is only a guess: a search that then proves the position won lights
    its winning line's first move instead, and says so."""
    release = threading.Event()
    game = engine.Game.from_code(HARD_DS)
    winning = game.legal_moves()[-1]
    pointer, guess = early_guess_then(
        monkeypatch, lambda: release.wait(5) and Solution("winnable", [winning])
    )
    assert guess != winning
    table = pointer.app.table
    step_until(pointer, lambda: table.hints.mark is not None and table.hints.mark.move == guess)
    assert table.hints.busy
    release.set()
    step_until(pointer, lambda: not table.hints.busy)
    assert table.hints.mark.move == winning
    assert table.notes.status.text() == "The highlighted move is on a winning line."


def test_a_failed_search_takes_the_early_move_away(monkeypatch, capsys):
    def bug() -> Solution:
        time.sleep(0.1)
        raise RuntimeError("a solver bug")

    pointer, _guess = early_guess_then(monkeypatch, bug)
    table = pointer.app.table
    step_until(pointer, lambda: not table.hints.busy)
    assert table.hints.mark is None
    assert table.notes.status.text() == "The hint search failed."
    assert "a solver bug" in capsys.readouterr().err  # the traceback, for a bug report
    press_key(pointer, pygame.K_h)  # one press searches again
    assert table.hints.busy
    table.toggle_hint()


def test_the_spinner_turns_on_the_hint_button_while_searching():
    pointer = start(engine.Game.from_code(HARD_DS))
    table = pointer.app.table
    icon = Rect(table.hud.hint_icon)
    assert table.hud.buttons["hint"].contains(icon)
    press_key(pointer, pygame.K_h)
    frames = []
    for _ in range(2):
        pointer.app.run_frames(10, 0.1)
        frames.append(pygame.image.tobytes(pointer.app.screen.subsurface(icon), "RGB"))
        assert any(rect.contains(icon) for rect in pointer.app.renderer.previous)
    assert frames[0] != frames[1]
    table.toggle_hint()
    assert not table.hints.busy


def test_greek_hint_texts():
    strings.set_language("el")
    try:
        assert strings.HINT == "Υπόδειξη"
    finally:
        strings.set_language("en")
