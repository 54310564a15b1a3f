"""Every dialog works with the keys alone: Tab (and the arrows) move a focus ring over its
buttons, Enter presses the focused one, Esc closes; the ring shows where the focus is."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

import engine
from game.app import App
from game.commands import Setting
from game.dialogs import ConfirmDialog, HelpDialog, NewGameDialog, SettingsDialog
from game.dialogs.buttons import Pick, Press, Row
from game.keymap import Keymap
from game.profile.settings import Settings
from game.table.hud import HudButton
from game.table.scene import BUTTON_COMMANDS


def start() -> App:
    app = App(engine.Game.from_code("TF1-D1N-AAAAAAB"), Settings(), False, (1366, 768))
    app.run_frames(2)
    return app


def key(app: App, name: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=name, mod=mod, unicode=""))
    app.run_frames(2)


def tab_to(app: App, wanted: object) -> None:
    dialog = app.dialog
    assert dialog is not None
    for _ in range(40):
        if dialog.focus == wanted:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {wanted}")


@pytest.mark.parametrize(
    "button", [HudButton.NEW, HudButton.SETTINGS, HudButton.STATISTICS, HudButton.HELP]
)
def test_tab_shows_a_ring_and_enter_on_close_or_cancel_closes(button: HudButton) -> None:
    app = start()
    app.carry_out(BUTTON_COMMANDS[HudButton(button)])
    app.run_frames(2)
    before = pygame.image.tobytes(app.screen, "RGB")
    key(app, pygame.K_TAB)
    assert app.dialog is not None and app.dialog.focus is not None
    assert pygame.image.tobytes(app.screen, "RGB") != before  # the ring is drawn
    tab_to(app, Press.CLOSE)
    key(app, pygame.K_RETURN)
    assert app.dialog is None


def test_new_game_by_keys_picks_seahaven_and_starts_it() -> None:
    app = start()
    app.carry_out(BUTTON_COMMANDS[HudButton.NEW])
    app.run_frames(2)
    tab_to(app, Pick(Row.GAME, "SH"))
    key(app, pygame.K_RETURN)
    assert isinstance(app.dialog, NewGameDialog) and app.dialog.choice.game == "SH"
    tab_to(app, Press.START)
    key(app, pygame.K_RETURN)
    assert app.dialog is None and app.table.game.code.startswith("SH1-C4-")


def test_settings_by_keys_turn_double_click_off() -> None:
    app = start()
    app.carry_out(BUTTON_COMMANDS[HudButton.SETTINGS])
    app.run_frames(2)
    assert isinstance(app.dialog, SettingsDialog)
    tab_to(app, Pick(Setting.DOUBLE_CLICK, False))
    key(app, pygame.K_SPACE)
    assert app.settings.double_click is False


def test_the_confirm_question_by_keys_cancel_keeps_the_game() -> None:
    app = start()
    app.table.play("s")
    app.carry_out(BUTTON_COMMANDS[HudButton.RESTART])
    app.run_frames(2)
    assert isinstance(app.dialog, ConfirmDialog)
    key(app, pygame.K_LEFT)  # the arrows move the ring too
    tab_to(app, Press.CLOSE)
    key(app, pygame.K_RETURN)
    assert app.dialog is None and app.table.game.moves == 1


def test_help_arrows_still_scroll_and_tab_walks_the_tabs() -> None:
    app = start()
    app.carry_out(BUTTON_COMMANDS[HudButton.HELP])
    app.run_frames(2)
    help_dialog = app.dialog
    assert isinstance(help_dialog, HelpDialog)
    key(app, pygame.K_DOWN)
    assert help_dialog.offset > 0 and help_dialog.focus is None
    tab_to(app, Pick(Row.TAB, "SH"))
    key(app, pygame.K_RETURN)
    assert help_dialog.tab == "SH"


def test_home_and_end_scroll_help_to_its_top_and_its_end() -> None:
    app = start()
    app.carry_out(BUTTON_COMMANDS[HudButton.HELP])
    app.run_frames(2)
    page = app.dialog
    assert isinstance(page, HelpDialog)
    key(app, pygame.K_END)
    end = page.content_height - page.view.height
    assert end > 0 and page.offset == end
    key(app, pygame.K_UP)
    assert 0 < page.offset < end
    key(app, pygame.K_HOME)
    assert page.offset == 0
    key(app, pygame.K_PAGEDOWN)
    assert page.offset > 0


def typed(app: App, text: str) -> None:
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    app.run_frames(2)


def test_the_code_fields_caret_follows_home_end_and_the_arrows() -> None:
    app = start()
    app.carry_out(BUTTON_COMMANDS[HudButton.NEW])
    dialog = app.dialog
    assert isinstance(dialog, NewGameDialog)
    typed(app, "SH1C4-AAAAAJ2")  # the dash after SH1 forgotten
    assert dialog.code.error is not None
    key(app, pygame.K_HOME)
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    typed(app, "-")
    assert dialog.code.text == "SH1-C4-AAAAAJ2" and dialog.code.error is None
    key(app, pygame.K_END)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_BACKSPACE)  # the J goes
    key(app, pygame.K_DELETE)  # nothing after the caret but the 2: it goes too
    assert dialog.code.text == "SH1-C4-AAAAA"
    key(app, pygame.K_HOME)
    key(app, pygame.K_DELETE)
    assert dialog.code.text == "H1-C4-AAAAA"


def test_the_arrows_move_the_caret_unless_the_ring_is_on_a_button() -> None:
    app = start()
    app.carry_out(BUTTON_COMMANDS[HudButton.NEW])
    dialog = app.dialog
    assert isinstance(dialog, NewGameDialog)
    typed(app, "DS1")
    key(app, pygame.K_LEFT)  # no ring on a button: the caret moves
    typed(app, "x")
    assert dialog.code.text == "DSx1"
    tab_to(app, Press.PASTE)
    key(app, pygame.K_LEFT)
    assert dialog.focus != Press.PASTE  # the ring on a button: the arrows move it
    assert dialog.code.text == "DSx1"
    tab_to(app, Press.FIELD)
    key(app, pygame.K_HOME)
    typed(app, "<")
    assert dialog.code.text == "<DSx1"


def test_each_help_page_begins_in_plain_words() -> None:
    """Help opened with formulas ("(free cells + 1) × 2^(empty columns)"): each page now
    begins with the game in a few plain words; the exact rules and numbers follow."""
    from game.dialogs import help_text

    for game in ("DS", "TF", "SH"):
        _heading, paragraphs = help_text.sections(game, Keymap())[0]
        first = paragraphs[0]
        assert first.startswith("Bring every card home")
        assert not any(mark in first for mark in "×^()0123456789")
        assert len(paragraphs) > 1  # the exact rules after it
