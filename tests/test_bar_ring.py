"""The bar is an area of the Tab ring: Tab past the last area of piles reaches the bar's
buttons, the arrows move along them, Enter presses one; after a win Tab reaches it at
once. Driven by posted KEYDOWN events into the running app."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

import engine
from game.app import App
from game.dialogs.settings import SettingsDialog
from game.profile.settings import Settings
from game.table.hud import BUTTONS, HudButton


def start(game: engine.Game) -> App:
    app = App(game, Settings(animation="off"), fullscreen=False, window_size=(1366, 768))
    app.run_frames(2)
    return app


def key(app: App, number: int, mod: int = 0) -> None:
    event = pygame.event.Event(pygame.KEYDOWN, key=number, mod=mod, unicode="", scancode=0)
    pygame.event.post(event)
    app.run_frames(2)


def won() -> App:
    """Réfléchi, won by the last card (the win banner shows)."""
    columns = "".join(f"t{i}:\n" for i in range(1, 8))
    lines = "s:\nw: KC\nf1: KS\nf2: KH\nf3: KD\nf4: QC\n" + columns
    app = start(engine.Game.from_text(f"TF1-D1N-AAAAAAA\nscore: 0\nmoves: 0\n{lines}"))
    app.table.play("w>f")
    app.run_frames(5)
    return app


def test_tab_reaches_the_bar_and_enter_presses_its_button() -> None:
    app = start(engine.Game.from_code("TF1-D1N-AAAAAAB"))
    ring = app.table.bar_ring
    key(app, pygame.K_TAB)  # the ring shows on column 1 (the last area)
    key(app, pygame.K_TAB)
    assert ring.focus is BUTTONS[0] and app.table.keyboard.focus is None
    for _ in range(BUTTONS.index(HudButton.SETTINGS)):
        key(app, pygame.K_RIGHT)
    assert ring.focus is HudButton.SETTINGS
    key(app, pygame.K_RETURN)
    assert isinstance(app.dialog, SettingsDialog)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_TAB)  # back to the piles, on the first area
    assert ring.focus is None and app.table.keyboard.focus == "s"
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # Shift+Tab from the first area: the bar's end
    assert ring.focus is BUTTONS[-1]
    app.set_fullscreen(True, remember=False)
    key(app, pygame.K_ESCAPE)  # Esc cancels the ring on the bar, not the fullscreen
    assert ring.focus is None and app.fullscreen
    pygame.quit()


def test_after_a_win_tab_reaches_the_bar_at_once() -> None:
    app = won()
    game = app.table.game
    assert game.is_won
    key(app, pygame.K_TAB)
    assert app.table.bar_ring.focus is BUTTONS[0]
    key(app, pygame.K_LEFT)
    assert app.table.bar_ring.focus is BUTTONS[-1]
    key(app, pygame.K_RETURN)  # Help, not the new-game offer
    assert app.dialog is not None and app.table.game is game
    pygame.quit()


def test_after_a_win_tab_moves_along_the_bar_and_never_to_nothing() -> None:
    """A keyboard player always sees what Enter would press: the ring stays on the bar."""
    app = won()
    game = app.table.game
    ring = app.table.bar_ring
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert ring.focus is BUTTONS[1]
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert ring.focus is BUTTONS[-1]
    key(app, pygame.K_DOWN)
    assert ring.focus is BUTTONS[-1]
    key(app, pygame.K_ESCAPE)  # the ring goes; Enter is the banner's offer again
    assert ring.focus is None
    key(app, pygame.K_RETURN)
    assert app.table.game is not game and app.dialog is None
    pygame.quit()
