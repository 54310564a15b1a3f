"""The screens the app shows, bottom first: the table, then the dialogs open over it.

The top screen gets the events; every screen gets its time; a frame reaches the display only
when something changed: the bottom screen alone sends just its changed rectangles, a stack
with dialogs is drawn whole, bottom up, whenever any of its screens changed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame
from pygame import Rect, Surface

from game.commands import Command
from game.screen import Screen
from game.table.render import FrameStats, present


@dataclass(repr=False, eq=False)
class ScreenStack:
    """The screens, bottom first, and the click that went to a screen now closed."""

    screens: list[Screen]
    clicked: Screen | None = None  # the screen the latest press went to
    shown: int = 0  # how many screens the display shows (0: nothing drawn yet)
    stats: FrameStats = field(default_factory=FrameStats)  # the table renderer's, shared

    def __post_init__(self) -> None:
        self.top = self.screens[-1]  # the screen that gets the events (kept as they change)

    @property
    def bottom(self) -> Screen:
        """The screen everything else opens over (the table)."""
        return self.screens[0]

    def push(self, screen: Screen) -> None:
        """Open `screen` over the others."""
        self.top.covered(True)
        self.screens.append(screen)
        self.top = screen

    def pop(self) -> None:
        """Take the top screen away (it stops any search it started); never the bottom."""
        if len(self.screens) > 1:
            self.screens.pop().closed()
            self.top = self.screens[-1]
            self.top.covered(len(self.screens) > 1)

    def back_to_bottom(self) -> None:
        """Close every screen over the bottom one."""
        while len(self.screens) > 1:
            self.pop()

    def redraw(self) -> None:
        """Draw every screen again (the window or the language changed)."""
        self.shown = 0

    def handle(self, event: pygame.event.Event) -> Command | None:
        """The top screen's answer to an event (keys go to `top.act`). The later presses of
        a double (or triple) click whose first press closed a screen are that screen's, not
        the one under it."""
        if event.type != pygame.MOUSEBUTTONDOWN:
            return self.top.handle(event)
        if getattr(event, "clicks", 1) >= 2 and self.clicked not in (None, self.top):
            return None
        self.clicked = self.top
        return self.top.handle(event)

    def wake_in(self) -> float | None:
        """Seconds until a screen changes by itself (None: only an event changes them)."""
        times = [screen.wake_in() for screen in self.screens]
        return min((t for t in times if t is not None), default=None)

    @property
    def searching(self) -> bool:
        """True while a screen runs a search in a thread."""
        return any(screen.searching for screen in self.screens)

    def present(self, surface: Surface, send: Callable[[Sequence[Rect] | None], None]) -> None:
        """One frame to the display (`send`): the bottom screen's changes alone, or, with
        screens over it, all of them whenever any changed."""
        count = len(self.screens)
        if count == 1 and self.shown == 1:
            present(surface, self.bottom.draw(surface, whole=False), self.stats, send)
            return
        if self.shown == count and not any(screen.changed() for screen in self.screens):
            return
        for screen in self.screens:
            screen.draw(surface, whole=True)
        self.shown = count
        present(surface, None, self.stats, send)

    def close_all(self) -> None:
        """The app quits: every screen stops what it started."""
        for screen in self.screens:
            screen.closed()
