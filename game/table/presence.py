"""Whether the player is at the table: the clock measures play, not the time the window
was open (docs/TABLE.md, "The clock").

The clock stops when the window loses the focus, is minimized or hidden, and after
`IDLE_SECONDS` without any input; it goes on at the next input in the window.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

IDLE_SECONDS = 120.0  # longer than a player thinks over one move without touching anything
LEFT = frozenset((pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN))
INPUT = frozenset((pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEWHEEL))


@dataclass(repr=False, eq=False)
class Presence:
    """The player left the window, or when they last acted in it (table time)."""

    away: bool = False
    last_input: float = 0.0

    def notice(self, kind: int, now: float) -> None:
        """An event of `kind` came at `now`: the player left, or is here."""
        if kind in LEFT:
            self.away = True
        elif kind in INPUT:
            self.away, self.last_input = False, now

    def here(self, now: float) -> bool:
        """True while the clock may run (the window has the player)."""
        return not self.away and now - self.last_input < IDLE_SECONDS
