"""The game's window: borderless desktop fullscreen or a resizable window that fits the
desktop, with our icon. Nothing here knows what is drawn in it."""

from __future__ import annotations

import contextlib
import warnings

import pygame

from game.resources import asset_path

DEFAULT_WINDOW = (1280, 800)
MINIMUM_WINDOW = (640, 480)  # the smallest window the layout is tested at


def open_window(fullscreen: bool, size: tuple[int, int]) -> pygame.Surface:
    """Borderless desktop fullscreen, or a resizable window of `size`."""
    set_window_icon()
    if fullscreen:
        return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
    screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    with contextlib.suppress(pygame.error, AttributeError), warnings.catch_warnings():
        # pygame-ce 2.5 has no other way to reach the display module's window; it warns
        # that this bridge will go, and AttributeError covers the day it does.
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().minimum_size = MINIMUM_WINDOW
    return screen


def windowed_size(asked: tuple[int, int]) -> tuple[int, int]:
    """The window's size: as `asked`, but the default shrinks to fit a small desktop
    (a little smaller than the desktop, so the window's frame fits)."""
    if asked != DEFAULT_WINDOW:
        return asked
    desktop = pygame.display.get_desktop_sizes()[0]
    return (
        min(DEFAULT_WINDOW[0], desktop[0] * 9 // 10),
        min(DEFAULT_WINDOW[1], desktop[1] * 9 // 10),
    )


def set_window_icon() -> None:
    """Our icon (assets/icon.png, drawn by tools/make_icon.py) on the window and task bar."""
    with contextlib.suppress(pygame.error, OSError, FileNotFoundError):
        pygame.display.set_icon(pygame.image.load(asset_path("icon.png")))
