"""New Game by keys and as it is laid out (issue 29, "Why" item 2), and a replay code typed
or pasted into its code field (issue 33, item 4). Driven by posted events."""

from __future__ import annotations

import pygame
import pytest

import engine
from engine.replay import encode
from game.app import App
from game.commands import Open, Panel
from game.dialogs import NewGameDialog
from game.dialogs.buttons import Pick, Press, Row
from game.profile.settings import Settings
from game.table.hud import HudButton
from game.table.scene import BUTTON_COMMANDS

REPLAY = encode("SH1-C4-AAAAAJ2", ["t1>t7", "t1>t4"])


def open_new_game(paste: str | None = None) -> tuple[App, NewGameDialog]:
    app = App(engine.Game.from_code("TF1-D1N-AAAAAAB"), Settings(), False, (1366, 768))
    app.clipboard.get = lambda: paste  # type: ignore[method-assign]
    app.run_frames(2)
    app.carry_out(BUTTON_COMMANDS[HudButton.NEW])
    app.run_frames(2)
    dialog = app.dialog
    assert isinstance(dialog, NewGameDialog)
    return app, dialog


def key(app: App, name: int, mod: int = 0, text: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=name, mod=mod, unicode=text))
    if text:  # what SDL sends after a key that types
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.run_frames(2)


def typed(app: App, text: str) -> None:
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    app.run_frames(2)


def tab_to(app: App, dialog: NewGameDialog, wanted: object, shift: bool = False) -> None:
    for _ in range(40):
        if dialog.focus == wanted:
            return
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT if shift else 0)
    raise AssertionError(f"Tab never reached {wanted}")


def rect_of(dialog: NewGameDialog, wanted: object) -> pygame.Rect:
    return next(button.rect for button in dialog.buttons if button.key == wanted)


def test_space_presses_the_focused_button_and_types_nothing() -> None:
    app, dialog = open_new_game()
    tab_to(app, dialog, Pick(Row.GAME, "SH"))
    key(app, pygame.K_SPACE, text=" ")
    assert dialog.choice.game == "SH" and dialog.code.text == ""
    tab_to(app, dialog, Press.FIELD)
    key(app, pygame.K_SPACE, text=" ")  # on the field a space is typed, as ever
    assert dialog.code.text == " "


def test_the_caret_hides_while_the_ring_is_on_a_button() -> None:
    app, dialog = open_new_game()
    typed(app, "DS1")
    field = rect_of(dialog, Press.FIELD).inflate(-8, -8)
    with_caret = pygame.image.tobytes(app.screen.subsurface(field), "RGB")
    tab_to(app, dialog, Pick(Row.GAME, "SH"))
    without = pygame.image.tobytes(app.screen.subsurface(field), "RGB")
    assert with_caret != without
    tab_to(app, dialog, Press.FIELD)
    assert pygame.image.tobytes(app.screen.subsurface(field), "RGB") == with_caret


def test_the_bottom_row_tabs_left_to_right() -> None:
    app, dialog = open_new_game()
    tab_to(app, dialog, Press.REPLAY)
    order = [dialog.focus]
    for _ in range(2):
        key(app, pygame.K_TAB)
        order.append(dialog.focus)
    assert order == [Press.REPLAY, Press.CLOSE, Press.START]
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert dialog.focus == Press.TODAY  # the first of the row, at its left
    xs = [rect_of(dialog, name).x for name in order]
    assert xs == sorted(xs)


@pytest.mark.parametrize("game", ["SH", "TF"])
def test_no_blank_row_where_scoring_was(game: str) -> None:
    app, dialog = open_new_game()
    dialog.choose(Pick(Row.GAME, "DS"))
    dialog.dirty = True
    app.run_frames(2)
    ds_gap = rect_of(dialog, Pick(Row.WINNABLE, True)).y - rect_of(dialog, Pick(Row.VEGAS, True)).y
    dialog.choose(Pick(Row.GAME, game))
    dialog.dirty = True
    app.run_frames(2)
    row = Pick(Row.CELLS, 4) if game == "SH" else Pick(Row.DRAW, 1)
    gap = rect_of(dialog, Pick(Row.WINNABLE, True)).y - rect_of(dialog, row).y
    assert gap == ds_gap


def test_a_typed_code_with_its_difficulty_does_not_change_the_height() -> None:
    app, dialog = open_new_game()
    height, start = dialog.panel.height, rect_of(dialog, Press.START)
    typed(app, "SH1-C4-AAAAAJ2")
    assert dialog.difficulty_line() is not None
    assert dialog.panel.height == height and rect_of(dialog, Press.START) == start


def test_ctrl_a_selects_all_and_typing_replaces_it() -> None:
    app, dialog = open_new_game()
    typed(app, "DS1-D1N-AAAAAAB")
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    assert dialog.edited.selected
    typed(app, "SH1-C4-AAAAAJ2")
    assert dialog.code.text == "SH1-C4-AAAAAJ2" and dialog.code.error is None
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    key(app, pygame.K_BACKSPACE)
    assert dialog.code.text == ""


def test_a_pasted_replay_code_is_watched() -> None:
    app, dialog = open_new_game(paste=REPLAY)
    key(app, pygame.K_v, pygame.KMOD_CTRL)
    assert dialog.code.replay and dialog.code.error is None
    assert "2 moves" in dialog.code_line()[0]
    key(app, pygame.K_RETURN)
    assert app.dialog is None and app.table.watching is not None
    assert app.table.game.code == "SH1-C4-AAAAAJ2"
    assert app.table.own_session.game.code == "TF1-D1N-AAAAAAB"


@pytest.mark.parametrize(
    ("damaged", "words"),
    [
        (REPLAY[:-1] + ("A" if REPLAY[-1] != "A" else "B"), "changed, lost or added"),
        (REPLAY[:-6], "cut short"),
        (REPLAY + "A", "too many"),
        (REPLAY[:10] + "!" + REPLAY[11:], "cannot be in a replay code"),
    ],
)
def test_a_damaged_replay_code_says_what_is_wrong(damaged: str, words: str) -> None:
    app, dialog = open_new_game()
    typed(app, damaged)
    assert dialog.code.error is not None and words in dialog.code.error
    assert not dialog.enabled(Press.START)
    key(app, pygame.K_RETURN)
    assert app.dialog is dialog


def test_todays_deals_asks_for_its_dialog() -> None:
    _app, dialog = open_new_game()
    assert dialog.click(Press.TODAY) == Open(Panel.TODAY)


def test_a_long_game_s_replay_code_fits_the_field_and_is_watched() -> None:
    game = engine.Game.from_code("DS1-D1N-AAAAAAB")
    moves = []
    for _ in range(600):  # a long game: the stock's taps and whatever moves come first
        move = game.legal_moves()[0]
        game.play(move)
        moves.append(str(move))
    replay = encode("DS1-D1N-AAAAAAB", moves)
    app, dialog = open_new_game(paste=replay)
    key(app, pygame.K_v, pygame.KMOD_CTRL)
    assert dialog.code.text == replay and dialog.code.error is None
    field = next(placed for placed in dialog.placed if "…" in placed.text)
    assert field.width <= field.room.width
    key(app, pygame.K_RETURN)
    assert app.table.watching is not None and len(app.table.watching.moves) == 600
