"""The clock measures play: it stops while the window has lost the player, after a long
idle spell and under the pause, which covers the cards. Esc cancels and never changes the
saved fullscreen setting. The bar's other controls have keys. Real events are posted into
the running app; the clock is the session's, the rest is read from the app's screens."""

from __future__ import annotations

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

import engine
from game.app import App
from game.clipboard import Clipboard
from game.keymap import Keymap
from game.profile.settings import Settings
from game.table.hud import HudButton
from game.table.presence import IDLE_SECONDS

CTRL = pygame.KMOD_LCTRL


def start(fullscreen: bool = False, clipboard: Clipboard | None = None) -> App:
    app = App(
        engine.Game.from_code("SH1-C4-AAAAAJ2"),
        Settings(fullscreen=fullscreen),
        fullscreen=fullscreen,
        window_size=(1366, 768),
        keymap=Keymap(mac=False),
        clipboard=clipboard or Clipboard(),
    )
    app.run_frames(2)
    return app


def post(app: App, kind: int, seconds: float = 1 / 60, **attributes: object) -> None:
    pygame.event.post(pygame.event.Event(kind, **attributes))
    app.step(seconds)


def key(app: App, code: int, mod: int = 0, seconds: float = 1 / 60) -> None:
    post(app, pygame.KEYDOWN, seconds, key=code, mod=mod, unicode="", scancode=0)


def wait(app: App, seconds: float) -> None:
    """`seconds` go by without any event, in one-second frames."""
    for _ in range(round(seconds)):
        app.step(1.0)


def played(app: App) -> App:
    key(app, pygame.K_1)
    key(app, pygame.K_7)  # the clock starts at the first action
    assert app.table.session.actions == ["t1>t7"]
    return app


def test_the_clock_stops_while_another_window_has_the_focus() -> None:
    app = played(start())
    before = app.table.session.elapsed
    post(app, pygame.WINDOWFOCUSLOST)
    wait(app, 12)
    assert app.table.session.elapsed - before < 0.1
    post(app, pygame.WINDOWFOCUSGAINED)  # back, but not playing yet
    wait(app, 3)
    assert app.table.session.elapsed - before < 0.1
    post(app, pygame.MOUSEMOTION, pos=(400, 400), rel=(1, 1), buttons=(0, 0, 0))
    wait(app, 5)
    assert 4.5 < app.table.session.elapsed - before < 5.5


def test_the_clock_stops_while_the_window_is_minimized() -> None:
    app = played(start())
    before = app.table.session.elapsed
    post(app, pygame.WINDOWMINIMIZED)
    wait(app, 30)
    assert app.table.session.elapsed - before < 0.1


def test_the_clock_stops_after_a_long_idle_spell_and_goes_on_at_a_key() -> None:
    app = played(start())
    before = app.table.session.elapsed
    wait(app, IDLE_SECONDS + 600)
    idle = app.table.session.elapsed - before
    assert IDLE_SECONDS - 1 <= idle <= IDLE_SECONDS + 1
    key(app, pygame.K_LEFT)
    wait(app, 10)
    assert app.table.session.elapsed - before > idle + 9


def test_at_rest_when_the_clock_stops_nothing_wakes_the_loop() -> None:
    app = played(start())
    post(app, pygame.WINDOWFOCUSLOST)
    for _ in range(600):  # the deal's rating, searched in a thread, ends first
        wait(app, 1)
        if app.table.rating.rater.known("SH1-C4-AAAAAJ2") is not None:
            break
        time.sleep(0.01)
    assert app.table.wake_in() is None


def test_p_pauses_covers_the_cards_and_stops_the_clock() -> None:
    app = played(start())
    key(app, pygame.K_p)
    assert type(app.dialog).__name__ == "PauseScreen"
    before = app.table.session.elapsed
    for _ in range(30):  # input on the pause screen does not start the clock
        post(app, pygame.MOUSEMOTION, 1.0, pos=(400, 400), rel=(1, 1), buttons=(0, 0, 0))
    assert app.table.session.elapsed == before
    screen = pygame.display.get_surface()
    card = app.table.board.layout.cards["t7"][-1]
    assert screen.get_at(card.center)[:3] == (16, 74, 40)  # covered by the pause's felt
    key(app, pygame.K_p)
    assert app.dialog is None
    wait(app, 3)
    assert app.table.session.elapsed > before + 2.5


def test_a_click_on_the_clock_pauses_and_a_click_goes_on() -> None:
    app = played(start())
    clock = app.table.hud.button_at(app.table.hud.clock_rect.center)
    assert clock is HudButton.CLOCK
    pos = app.table.hud.clock_rect.center
    post(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    assert type(app.dialog).__name__ == "PauseScreen"
    post(app, pygame.MOUSEBUTTONDOWN, pos=(10, 400), button=1)
    assert app.dialog is None


def test_esc_esc_in_fullscreen_keeps_the_saved_setting() -> None:
    app = start(fullscreen=True)
    key(app, pygame.K_3)  # a typed source
    key(app, pygame.K_ESCAPE)  # forgets it
    assert app.fullscreen
    key(app, pygame.K_ESCAPE)  # nothing to cancel: a window, for this run
    assert not app.fullscreen
    assert app.settings.fullscreen
    key(app, pygame.K_F11)  # F11 is the player's choice, and it is kept
    assert app.fullscreen and app.settings.fullscreen
    key(app, pygame.K_F11)
    assert not app.fullscreen and not app.settings.fullscreen


def test_settings_and_statistics_open_with_keys() -> None:
    app = start()
    key(app, pygame.K_COMMA, CTRL)
    assert type(app.dialog).__name__ == "SettingsDialog"
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_F4)
    assert type(app.dialog).__name__ == "StatisticsDialog"
    key(app, pygame.K_F5)
    assert type(app.dialog).__name__ == "SettingsDialog"
    assert len(app.dialogs) == 1


def test_ctrl_r_restarts_after_asking_and_ctrl_c_copies_the_code() -> None:
    copied: list[str] = []

    class Kept(Clipboard):
        def put(self, text: str) -> bool:
            copied.append(text)
            return True

    app = played(start(clipboard=Kept()))
    key(app, pygame.K_c, CTRL)
    assert copied == ["SH1-C4-AAAAAJ2"]
    key(app, pygame.K_r, CTRL)
    assert type(app.dialog).__name__ == "ConfirmDialog"
    key(app, pygame.K_RETURN)
    assert app.dialog is None
    assert app.table.game.moves == 0
