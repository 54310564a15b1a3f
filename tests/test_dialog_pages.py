"""A dialog in pages (Statistics, Settings) is as tall as its tallest page, measured once
per size, language and content: a redraw lays out only the page shown (measured, then
drawn), not every page. Driven by posted keys and clicks in the running app."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from collections.abc import Callable

import pygame

import engine
from game.app import App
from game.commands import Setting
from game.dialogs import SettingsDialog, StatisticsDialog
from game.dialogs.base import Dialog
from game.dialogs.buttons import Key, Pick, Row
from game.dialogs.painter import Painter
from game.profile.settings import Settings
from game.selftest import Pointer
from game.table.hud import HudButton
from game.table.scene import BUTTON_COMMANDS

STATISTICS_PAGES = ("overview", "progress", "history_page")
SETTINGS_PAGES = ("compose_general", "compose_looks")


def opened(button: HudButton) -> App:
    app = App(engine.Game.from_code("TF1-D1N-AAAAAAB"), Settings(), False, (1366, 768))
    app.run_frames(2)
    app.carry_out(BUTTON_COMMANDS[button])
    app.run_frames(2)
    return app


def counted(dialog: Dialog, names: tuple[str, ...]) -> list[str]:
    """Each page's layout of `dialog` from now on, by name, as it runs."""
    laid: list[str] = []
    for name in names:
        layout: Callable[[Painter], None] = getattr(dialog, name)

        def counting(
            painter: Painter, layout: Callable[[Painter], None] = layout, name: str = name
        ) -> None:
            laid.append(name)
            layout(painter)

        setattr(dialog, name, counting)
    return laid


def key(app: App, name: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=name, mod=0, unicode=""))
    app.run_frames(2)


def click(app: App, button_key: Key) -> None:
    dialog = app.dialog
    assert dialog is not None
    Pointer(app).click(next(b.rect for b in dialog.buttons if b.key == button_key).center)


def test_statistics_lays_out_only_the_page_shown_at_a_redraw() -> None:
    app = opened(HudButton.STATISTICS)
    dialog = app.dialog
    assert isinstance(dialog, StatisticsDialog)
    height = dialog.panel.height
    laid = counted(dialog, STATISTICS_PAGES)
    key(app, pygame.K_TAB)  # the focus ring: drawn again
    assert laid == ["overview", "overview"]  # measured, then drawn (was every page, 5)
    laid.clear()
    click(app, Pick(Row.PAGE, "progress"))
    assert laid == ["progress", "progress"] and dialog.panel.height == height


def test_settings_measures_its_pages_again_when_the_language_changes() -> None:
    app = opened(HudButton.SETTINGS)
    dialog = app.dialog
    assert isinstance(dialog, SettingsDialog)
    laid = counted(dialog, SETTINGS_PAGES)
    key(app, pygame.K_TAB)
    assert laid == ["compose_general", "compose_general"]
    laid.clear()
    click(app, Pick(Setting.LANGUAGE, "el"))
    try:
        assert set(laid) == set(SETTINGS_PAGES)  # Greek words: every page measured again
        room = dialog.room
        click(app, Pick(Row.TAB, "looks"))
        assert dialog.room == room  # the tallest page's room, kept
    finally:
        from game import strings

        strings.set_language("en")
