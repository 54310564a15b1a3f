"""A high-DPI window (macOS's Retina screens): the game draws on a `pygame.Window` asked
for high DPI, in pixels, and the pointer's positions, which SDL gives in points, land on
the pixels under them. Here SDL's dummy driver stands in for Cocoa: the same pygame calls,
one pixel to a point, and the scale is set as a Retina screen would make it."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

import engine
from game.app import App
from game.profile.settings import Settings
from game.window import GameWindow

CODE = "TF1-D1N-AAAAAAB"


@pytest.fixture(autouse=True)
def no_window_left_open() -> None:
    pygame.quit()  # a window an earlier test left would be the display module's


def start(window: GameWindow, fullscreen: bool = False) -> App:
    app = App(engine.Game.from_code(CODE), Settings(), fullscreen, (1366, 768), window=window)
    app.run_frames(2)
    return app


def close(app: App) -> None:
    """The window goes before SDL's video does (`GameWindow.close`)."""
    app.window.close()
    assert app.window.window is None
    pygame.quit()


def click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.run_frames(3)


def test_on_cocoa_the_game_draws_on_a_high_dpi_window(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "cocoa")
    app = start(GameWindow())
    assert app.window.high_dpi and app.window.window is not None
    assert pygame.display.get_surface() is None  # not the display module's window
    assert app.screen.get_size() == (1366, 768)
    assert app.renderer.stats.pixels > 0  # frames reached the window
    click(app, app.table.board.layout.slots["s"].center)
    assert len(app.table.game.pile("w")) == 1  # the stock dealt a card
    close(app)


def test_elsewhere_the_display_modules_window_stays() -> None:
    app = start(GameWindow())
    assert not app.window.high_dpi and app.window.window is None
    assert pygame.display.get_surface() is app.screen
    close(app)


def test_a_click_in_points_lands_on_the_pixels_under_it() -> None:
    app = start(GameWindow(high_dpi=True))
    app.window.scale = 2.0  # a Retina screen: two pixels to a point
    x, y = app.table.board.layout.slots["s"].center
    click(app, (x // 2, y // 2))  # where SDL says the pointer is, in points
    assert len(app.table.game.pile("w")) == 1
    close(app)


def test_the_high_dpi_window_goes_fullscreen_and_back() -> None:
    app = start(GameWindow(high_dpi=True), fullscreen=True)
    assert app.window.window is not None
    app.set_fullscreen(False, remember=False)
    app.run_frames(2)
    assert app.screen.get_size() == (1366, 768)
    assert app.screen is app.window.surface()
    app.set_fullscreen(True, remember=False)
    app.run_frames(2)
    assert app.fullscreen
    close(app)
