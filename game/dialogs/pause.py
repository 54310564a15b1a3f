"""The pause: the clock stops and the cards are covered until the player goes on.

A screen over the table like the dialogs (the table under it is covered, so its clock
stands still). P, Pause, Esc, Enter, Space or a click anywhere go on playing.
"""

from __future__ import annotations

import pygame
from pygame import Rect, Surface

from game.commands import Close, Command
from game.dialogs.base import Dialog
from game.dialogs.buttons import Choice, Press
from game.dialogs.painter import Painter
from game.keymap import Action, KeyPress, Scope
from game.strings import _

COVER = (16, 74, 40)  # a darker felt: nothing of the cards shows through


class PauseScreen(Dialog):
    """The covered table, a word and one button to go on."""

    scopes = (Scope.PAUSED, Scope.DIALOG)
    width_units = 22

    def __init__(self, cover: tuple[int, int, int] = COVER) -> None:
        super().__init__()
        self.cover = cover  # the chosen table's darker felt

    def compose(self, painter: Painter) -> None:
        painter.title(_("Paused"))
        painter.text(_("The clock stands still and the cards are covered."))
        painter.actions([Choice(Press.CLOSE, _("Go on playing"))], self.primary)

    def draw(self, surface: Surface, whole: bool) -> list[Rect] | None:
        if not whole and not self.dirty:
            return []
        surface.fill(self.cover)
        self.draw_panel(surface, self.fonts)
        return None

    def handle(self, event: pygame.event.Event) -> Command | None:
        """A click anywhere goes on playing."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return Close()
        return super().handle(event)

    def act(self, press: KeyPress) -> Command | None:
        return Close() if press.action is Action.RESUME else super().act(press)
