"""Keyboard play, driven by posted KEYDOWN events into the running app and checked on the
engine's position: pile keys (a source, then a target) and the focus ring."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

import engine
from engine.solver import solve
from game.app import App
from game.profile.settings import Settings
from game.table.keyboard import area_of

DIGITS = {n: pygame.K_1 + n - 1 for n in range(1, 10)} | {10: pygame.K_0}


def start(code: str, size: tuple[int, int] = (1366, 768)) -> App:
    app = App(engine.Game.from_code(code), Settings(), fullscreen=False, window_size=size)
    app.run_frames(2)
    return app


def press(app: App, key: int, mod: int = 0, frames: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    app.run_frames(frames)


def keys_for_pile(pile: str) -> list[int]:
    """The keys that name `pile` as a source."""
    if pile[0] == "t":
        return [DIGITS[int(pile[1:])]]
    if pile[0] == "c":
        return [pygame.K_c, DIGITS[int(pile[1:])]]
    return [{"w": pygame.K_w, "s": pygame.K_s}[pile]]


def test_one_seven_one_four_plays_the_two_moves_of_the_example() -> None:
    app = start("SH1-C4-AAAAAJ2")
    for key in (pygame.K_1, pygame.K_7, pygame.K_1, pygame.K_4):
        press(app, key)
    assert app.table.session.actions == ["t1>t7", "t1>t4"]


def seahaven_after_three_moves() -> tuple[engine.Game, App]:
    """SH1-C4-AAAAAJ2 after t1>t7 t1>t4 c1>t1 (column 7 ends 7♦ 6♦), on the table."""
    game = engine.Game.from_code("SH1-C4-AAAAAJ2")
    for move in ("t1>t7", "t1>t4", "c1>t1"):
        game.play(move)
    app = start("SH1-C4-AAAAAJ2")
    app.table.start(game)
    return game, app


def test_a_column_to_column_key_move_takes_the_group_that_fits() -> None:
    _game, app = seahaven_after_three_moves()
    press(app, pygame.K_7)
    press(app, pygame.K_8)
    assert app.table.session.actions == ["t7:2>t8"]


def test_c_as_a_target_is_the_first_free_cell_and_c_n_a_source() -> None:
    app = start("SH1-C4-AAAAAJ2")  # c1 and c2 hold the last two cards
    press(app, pygame.K_1)
    press(app, pygame.K_c)
    press(app, pygame.K_c)
    press(app, pygame.K_3)
    press(app, pygame.K_c)
    assert app.table.session.actions == ["t1>c3", "c3>c4"]


def test_a_refused_key_move_shows_the_engines_rule_and_changes_nothing() -> None:
    app = start("SH1-C4-AAAAAJ2")
    before = app.table.game.to_text()
    expected = app.table.game.check("t2>t3")
    assert expected is not None
    press(app, pygame.K_2)
    press(app, pygame.K_3)
    assert app.table.game.to_text() == before
    assert app.table.notes.last_rule == expected.rule.value


def test_s_taps_the_stock_and_w_then_f_sends_the_waste_home() -> None:
    app = start("DS1-D1N-AAAAAAB")
    press(app, pygame.K_s)
    assert app.table.session.actions == ["s"]
    game = app.table.game
    press(app, pygame.K_w)
    press(app, pygame.K_f)
    assert (game.check("w>f") is None) == (app.table.session.actions[-1] == "w>f")


def test_a_whole_seahaven_deal_is_won_with_keys_only(ticking) -> None:
    """The solver's winning line, typed: cells named by `C` as a target are the first free
    one, so the line's cell names are followed through what the keys chose."""
    code = "SH1-C4-AAAAAJ2"
    solution = solve(engine.Game.from_code(code), seconds=5.0)
    assert solution.verdict == "winnable"
    app = start(code)
    table = app.table
    alias: dict[str, str] = {}  # the line's cell -> the cell the keys put the card in
    for move in solution.moves:
        source = alias.get(move.source, move.source)
        keys = keys_for_pile(source)
        target = move.target or ""
        if target == "f":
            keys.append(pygame.K_f)
        elif target[0] == "c":
            keys.append(pygame.K_c)
        else:
            keys.append(DIGITS[int(target[1:])])
        free_before = [c for c in table.game.pile_names if c[0] == "c" and not table.game.pile(c)]
        for key in keys:
            press(app, key)
        if target[:1] == "c":
            alias[target] = free_before[0]
        assert table.session.actions[-1].split(">")[0].split(":")[0] == source
    assert table.game.is_won
    assert table.game.moves == len(solution.moves)


def focus_on(app: App, pile: str) -> None:
    """Move the ring to `pile` with Tab and the arrows only (as a player would)."""
    keyboard = app.table.keyboard
    if keyboard.focus is None:
        press(app, pygame.K_RIGHT)  # the first key shows the ring
    for _ in range(12):
        if keyboard.focus is not None and area_of(keyboard.focus) == area_of(pile):
            break
        press(app, pygame.K_TAB)
    for _ in range(20):
        if keyboard.focus == pile:
            return
        press(app, pygame.K_RIGHT)
    raise AssertionError(f"the ring never reached {pile}")


def test_double_solitaire_through_several_stock_passes_with_the_ring() -> None:
    """Enter on the stock draws, and turns the waste over once the stock is empty (Normal
    scoring): three passes through the 59 cards, each checked against the engine."""
    app = start("DS1-D1N-AAAAAAB")
    table = app.table
    focus_on(app, "s")
    reference = engine.Game.from_code("DS1-D1N-AAAAAAB")
    recycles = 0
    while recycles < 3:
        recycles += not reference.pile("s")
        reference.play("s")
        press(app, pygame.K_SPACE if recycles % 2 else pygame.K_RETURN)
        assert table.game.to_text() == reference.to_text()
    assert table.game.moves == 3 * 60 and set(table.session.actions) == {"s"}
    assert table.game.score == reference.score


@pytest.mark.parametrize("code", ["DS1-D1N-AAAAAAB", "TF1-D1N-AAAAAAB"])
def test_a_waste_card_picked_up_and_dropped_with_enter(code: str) -> None:
    app = start(code)
    table = app.table
    for _ in range(40):  # draw until the waste's top can go on a column
        game = table.game
        move = next((m for m in game.legal_moves() if m.source == "w" and m.target), None)
        if move is not None and (move.target or "")[0] == "t":
            break
        press(app, pygame.K_s)
    else:
        pytest.skip("no waste card fits a column in 40 draws")
    target = move.target or ""
    focus_on(app, "w")
    press(app, pygame.K_RETURN)
    assert table.keyboard.held and table.board.drag is not None
    for _ in range(12):
        if table.keyboard.focus == target:
            break
        press(app, pygame.K_DOWN if table.keyboard.focus in ("s", "w") else pygame.K_RIGHT)
    press(app, pygame.K_RETURN, frames=30)
    assert table.session.actions[-1] == str(move)
    assert not table.keyboard.held


def test_plus_grows_the_held_group_only_as_far_as_the_engine_lets_go() -> None:
    game, app = seahaven_after_three_moves()
    focus_on(app, "t7")
    press(app, pygame.K_RETURN)
    for _ in range(5):
        press(app, pygame.K_PLUS)
    drag = app.table.board.drag
    assert drag is not None and drag.count == 2  # 6♦ on 7♦; the J♥ under it is not a group
    assert game.check_lift("t7", 3) is not None
    press(app, pygame.K_MINUS)
    assert app.table.board.drag is not None and app.table.board.drag.count == 1
    press(app, pygame.K_ESCAPE, frames=30)
    assert app.table.board.drag is None and app.table.game.moves == game.moves


def test_escape_with_cards_in_hand_puts_them_back_and_stays_fullscreen() -> None:
    app = App(engine.Game.from_code("TF1-D1N-AAAAAAB"), Settings(), fullscreen=True)
    app.run_frames(2)
    focus_on(app, "t7")
    press(app, pygame.K_RETURN)
    assert app.table.keyboard.held
    press(app, pygame.K_ESCAPE)
    assert not app.table.keyboard.held and app.fullscreen
    press(app, pygame.K_ESCAPE)
    assert not app.fullscreen


def test_a_key_moves_refusal_shows_by_its_pile_not_at_the_idle_pointer() -> None:
    app = start("SH1-C4-AAAAAJ2")
    corner = (5, app.screen.get_height() - 5)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=corner, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.run_frames(1)
    assert app.table.game.check("t2>t3") is not None
    press(app, pygame.K_2)
    press(app, pygame.K_3)
    toast = app.table.notes.toast
    assert toast is not None
    target = app.table.board.top_rect("t3")
    assert toast.avoid == target  # drawn clear of the destination's card, beside it
    assert target.collidepoint(toast.pos)
    box = app.table.notes.toast_box
    assert box is not None and not box.colliderect(target)
    assert not box.collidepoint(corner)
