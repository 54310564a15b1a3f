"""The one contract of every screen: the table and each dialog, on one stack the app owns.

A screen turns events into typed commands (`game.commands`) that the app carries out; it
never reaches the app, the window or another screen. Keys reach it already matched by the
keymap (`KeyPress`), once.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

import pygame
from pygame import Rect, Surface

from game.commands import Command
from game.keymap import KeyPress, Scope


class Screen(ABC):
    """The table or a dialog: events in, commands out; time; drawing; when it wakes."""

    scopes: tuple[Scope, ...] = ()  # whose keys it gets, its own first

    @abstractmethod
    def handle(self, event: pygame.event.Event) -> Command | None:
        """A pointer, text or window event: what the app should do, if anything."""

    @abstractmethod
    def act(self, press: KeyPress) -> Command | None:
        """A key of one of its `scopes`, matched by the app: what the app should do."""

    def update(self, dt: float, moving: float) -> Command | None:
        """`dt` seconds went by (`moving` of them count for animations)."""
        return None

    @abstractmethod
    def draw(self, surface: Surface, whole: bool) -> list[Rect] | None:
        """Draw what changed since the last call, or everything when `whole`; the
        rectangles drawn, None for the whole surface, [] for nothing."""

    @abstractmethod
    def changed(self) -> bool:
        """True when the next `draw` would draw anything."""

    def wake_in(self) -> float | None:
        """Seconds until the screen changes by itself (0: it moves now; None: only an
        event changes it)."""
        return None

    @property
    def searching(self) -> bool:
        """True while the screen runs a search in a thread (its memory is given back
        after)."""
        return False

    def covered(self, covered: bool) -> None:  # noqa: B027 - most screens do nothing
        """Another screen opened over this one (True), or the last one over it closed."""

    def closed(self) -> None:  # noqa: B027 - most screens start nothing to stop
        """The screen left the stack: stop what it started."""
