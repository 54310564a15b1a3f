"""The dialogs open over the table, top last. The table's clock stands still while any is
open; the top one gets the events; each is drawn over a veil, and the frame reaches the
display only when something changed."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.art.fonts import Fonts
from game.table.render import Renderer, present
from game.table.scene import Table

if TYPE_CHECKING:  # the dialogs load when the first one opens (docs/STARTUP.md)
    from game.dialogs import Command, Dialog


@dataclass(repr=False, eq=False)
class DialogStack:
    """What is open over `table`, and the click that went to a dialog."""

    table: Table
    dialogs: list[Dialog] = field(default_factory=list)
    clicked: bool = False  # the latest press went to a dialog
    shown: bool = False  # the screen shows dialogs (the table is drawn anew when they go)

    @property
    def top(self) -> Dialog | None:
        """The dialog that gets the events, or None."""
        return self.dialogs[-1] if self.dialogs else None

    def push(self, dialog: Dialog) -> None:
        """Open `dialog` over the others (the table lets go of the pointer, its clock stops)."""
        self.table.let_go()
        self.dialogs.append(dialog)
        self.table.paused = True

    def pop(self) -> None:
        """Take the top dialog away (it stops any search it started)."""
        self.dialogs.pop().closed()
        self.table.paused = bool(self.dialogs)

    def clear(self) -> None:
        """Back to the table."""
        while self.dialogs:
            self.pop()
        self.table.paused = False

    def mark_dirty(self) -> None:
        """Draw every dialog again (the window or the language changed)."""
        for dialog in self.dialogs:
            dialog.dirty = True

    @property
    def dirty(self) -> bool:
        return any(dialog.dirty for dialog in self.dialogs)

    def handle(self, event: pygame.event.Event) -> Command | None:
        """The top dialog's answer to an event, if any."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.clicked = True
        top = self.top
        return top.handle(event) if top is not None else None

    def rest_of_a_click(self, event: pygame.event.Event) -> bool:
        """True for the later presses of a double (or triple) click whose first press
        closed a dialog: they belong to the dialog's button, not to the card under it."""
        if event.type != pygame.MOUSEBUTTONDOWN or not self.clicked:
            return False
        if getattr(event, "clicks", 1) >= 2:
            return True
        self.clicked = False  # a new click: the table's
        return False

    def update(self, dt: float) -> Command | None:
        """The top dialog's time (a background search it runs may answer)."""
        top = self.top
        return top.update(dt) if top is not None else None

    def wake_in(self) -> float | None:
        """Seconds until the table or the top dialog changes by itself (None: only an
        event changes them)."""
        times = [self.table.wake_in()]
        if self.top is not None:
            times.append(self.top.wake_in())
        return min((t for t in times if t is not None), default=None)

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        """Each dialog over a veil, the bottom one first."""
        from game.dialogs import veil

        for dialog in self.dialogs:
            veil(surface)
            dialog.draw(surface, fonts)

    def present(self, screen: pygame.Surface, renderer: Renderer) -> None:
        """One frame to the display: the table's changes alone, or, with dialogs open, the
        table (at rest and moving) with the dialogs over it whenever anything changed."""
        if not self.dialogs:
            if self.shown:
                self.shown = False
                self.table.invalidate()
            present(renderer.frame(screen, self.table), renderer.stats)
            return
        dirty = renderer.frame(screen, self.table)
        if dirty == [] and self.shown and not self.dirty:
            return
        if renderer.static is not None:
            screen.blit(renderer.static, (0, 0))
        if self.table.has_dynamic():
            self.table.draw_dynamic(screen)
        self.draw(screen, self.table.fonts)
        self.shown = True
        present(None, renderer.stats)

    def close_all(self) -> None:
        """The app quits: every dialog stops what it started."""
        for dialog in self.dialogs:
            dialog.closed()
