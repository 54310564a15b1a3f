"""The common part of every dialog: panel, layout, clicks, Enter and Esc; the veil under it.

A dialog turns clicks and keys into `Command`s that the app carries out. Every text is
translated while drawing, so a language switch shows at once. Everything works with the
mouse alone, and with the keys alone: Tab and Shift+Tab (and the arrows, where the dialog
does not scroll with them) move a focus ring over the buttons, Enter presses the focused
button (the primary one before the ring shows), Space too where no text is typed, and Esc
closes.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

import pygame
from pygame import Rect, Surface

from game.art.fonts import Fonts
from game.dialogs.buttons import Button, Key, Press
from game.dialogs.commands import Close, Command
from game.dialogs.painter import PANEL, PANEL_EDGE, Painter, Placed, unit_for
from game.keys import ENTER_KEYS

VEIL = (0, 0, 0, 130)
FOCUS_RING = (200, 140, 20)
NEXT_KEYS = {pygame.K_RIGHT: 1, pygame.K_DOWN: 1, pygame.K_LEFT: -1, pygame.K_UP: -1}


class Dialog(ABC):
    """The common part: panel, veil, layout, clicks, Enter and Esc."""

    width_units = 34  # the panel's width in text units (at most the window's width)
    primary: Key = Press.CLOSE  # the button Enter presses
    arrows_scroll = False  # the arrows scroll the dialog (Help) instead of moving the focus
    types_text = False  # Space is typed (the code field) instead of pressing a button

    def __init__(self) -> None:
        self.buttons: list[Button] = []
        self.placed: list[Placed] = []  # the texts of the last draw and their room
        self.panel = Rect(0, 0, 0, 0)
        self.dirty = True
        self.focus: Key | None = None  # the button with the focus ring (None: not shown yet)

    @abstractmethod
    def compose(self, painter: Painter) -> None:
        """Lay out and draw the content (called twice per draw: measure, then draw)."""

    def draw(self, surface: Surface, fonts: Fonts) -> None:
        """The panel, centred, with its content."""
        size = surface.get_size()
        unit = unit_for(size)
        pad = unit
        width = min(size[0] - unit, unit * self.width_units)
        measure = Painter(None, fonts, unit, Rect(0, 0, width - 2 * pad, 0))
        self.compose(measure)
        height = min(size[1] - unit, measure.y + 2 * pad)
        self.panel = Rect(0, 0, width, height)
        self.panel.center = (size[0] // 2, size[1] // 2)
        pygame.draw.rect(surface, PANEL, self.panel, border_radius=unit // 2)
        pygame.draw.rect(surface, PANEL_EDGE, self.panel, 2, border_radius=unit // 2)
        painter = Painter(surface, fonts, unit, self.panel.inflate(-2 * pad, -2 * pad))
        self.compose(painter)
        self.buttons, self.placed = painter.buttons, painter.placed
        self._draw_focus(surface, unit)
        self.dirty = False

    def _draw_focus(self, surface: Surface, unit: int) -> None:
        """A ring round the focused button, where it was drawn."""
        for button in self.buttons:
            if button.key == self.focus:
                ring = button.rect.inflate(unit // 3, unit // 3)
                width = max(3, unit // 7)
                pygame.draw.rect(surface, FOCUS_RING, ring, width, border_radius=unit // 3)

    def move_focus(self, step: int) -> None:
        """The ring to the next (+1) or previous (-1) usable button, in reading order; the
        first key shows it on the first (or last) one."""
        keys = [button.key for button in self.buttons if button.enabled]
        if not keys:
            return
        if self.focus not in keys:
            self.focus = keys[0] if step > 0 else keys[-1]
        else:
            self.focus = keys[(keys.index(self.focus) + step) % len(keys)]

    def key_at(self, pos: tuple[int, int]) -> Key | None:
        """The key of the enabled button under `pos`."""
        for button in self.buttons:
            if button.enabled and button.rect.collidepoint(pos):
                return button.key
        return None

    def handle(self, event: pygame.event.Event) -> Command | None:
        """A click, Enter, Esc, typing or the wheel; returns what the app should do."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            key = self.key_at(event.pos)
            self.dirty = True
            return self.click(key) if key is not None else None
        if event.type == pygame.KEYDOWN:
            self.dirty = True
            return self._keydown(event)
        if event.type == pygame.TEXTINPUT:
            self.dirty = True
            return self.text_input(event.text)
        if event.type == pygame.MOUSEWHEEL:
            self.dirty = True
            return self.scroll(event.y)
        return None

    def _keydown(self, event: pygame.event.Event) -> Command | None:
        """Esc closes; Tab and the arrows move the ring; Enter (Space) presses a button."""
        if event.key == pygame.K_ESCAPE:
            return Close()
        if event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return None
        if event.key in NEXT_KEYS and not self.arrows_scroll:
            self.move_focus(NEXT_KEYS[event.key])
            return None
        pressing = event.key in ENTER_KEYS or (event.key == pygame.K_SPACE and not self.types_text)
        focus = self.focus if self.focus != Press.FIELD else None  # Enter in a field: primary
        if pressing and focus is not None and self.enabled(focus):
            return self.click(focus)
        if event.key in ENTER_KEYS:
            return self.click(self.primary) if self.enabled(self.primary) else None
        return self.key(event)

    def enabled(self, key: Key) -> bool:
        """True when the button `key` can be pressed now."""
        return all(button.enabled for button in self.buttons if button.key == key)

    def click(self, key: Key) -> Command | None:
        """What a click on the button `key` (or Enter on the primary one) asks for."""
        return Close() if key == Press.CLOSE else None

    def update(self, dt: float) -> Command | None:
        """Once a frame while the dialog is on top (work in the background reports here)."""
        return None

    @property
    def searching(self) -> bool:
        """True while the dialog runs a search in a thread (its memory is given back
        after)."""
        return False

    def wake_in(self) -> float | None:
        """Seconds until the dialog changes by itself (0: it moves now, as a spinner does;
        None: only an event changes it)."""
        return None

    def closed(self) -> None:  # noqa: B027 - most dialogs start nothing to stop
        """The dialog left the screen: stop what it started."""

    def key(self, event: pygame.event.Event) -> Command | None:
        return None

    def text_input(self, text: str) -> Command | None:
        return None

    def scroll(self, amount: int) -> Command | None:
        return None


def veil(surface: Surface) -> None:
    """Dim the table under a dialog."""
    shade = Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill(VEIL)
    surface.blit(shade, (0, 0))
