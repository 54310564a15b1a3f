"""The common part of every dialog: panel, layout, clicks, Enter and Esc; the veil under it.

A dialog is a `Screen`: it turns clicks and matched keys into `Command`s that the app
carries out. Every text is translated while drawing, so a language switch shows at once.
Everything works with the mouse alone, and with the keys alone (the keymap's dialog keys):
Tab and Shift+Tab (and the arrows, where the dialog does not scroll with them) move a focus
ring over the buttons, Enter presses the focused button (the primary one before the ring
shows), Space too where no text is typed, and Esc closes.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Hashable

import pygame
from pygame import Rect, Surface

from game import strings
from game.art.fonts import Fonts
from game.commands import Close, Command
from game.dialogs.buttons import Button, Key, Press
from game.dialogs.painter import PANEL, PANEL_EDGE, Painter, Placed, unit_for
from game.keymap import Action, KeyPress, Scope
from game.screen import Screen

VEIL = (0, 0, 0, 130)
FOCUS_RING = (200, 140, 20)

Layout = Callable[[Painter], None]  # lays one page of a dialog out on a painter


class Dialog(Screen):
    """The common part: panel, veil, layout, clicks, Enter and Esc."""

    scopes: tuple[Scope, ...] = (Scope.DIALOG,)
    width_units = 34  # the panel's width in text units (at most the window's width)
    primary: Key = Press.CLOSE  # the button Enter presses

    def __init__(self) -> None:
        self.fonts = Fonts()  # opened at the sizes this dialog draws with, when first drawn
        self.buttons: list[Button] = []
        self.placed: list[Placed] = []  # the texts of the last draw and their room
        self.panel = Rect(0, 0, 0, 0)
        self.dirty = True
        self.focus: Key | None = None  # the button with the focus ring (None: not shown yet)
        self.room = 0  # a dialog in pages: its tallest page's height (the panel keeps it)
        self._room_for: tuple[object, ...] | None = None  # what `room` was measured for

    @abstractmethod
    def compose(self, painter: Painter) -> None:
        """Lay out and draw the content (called twice per draw: measure, then draw)."""

    def pages(self) -> tuple[Layout, ...]:
        """Each page's layout, for a dialog in pages (`compose_page`); none by default."""
        return ()

    def pages_content(self) -> Hashable:
        """What the pages' heights depend on besides the width and the language (their
        room is measured again when it changes)."""
        return None

    def compose_page(self, painter: Painter, shown: Layout) -> None:
        """The page shown, in the room of the tallest page, so the panel keeps its size
        and its tabs and buttons never move. The pages are measured once per width,
        language and content, not at every draw."""
        start = painter.y
        key = (
            painter.width,
            painter.unit,
            painter.label_width,
            strings.language(),
            self.pages_content(),
        )
        if key != self._room_for:
            self.room = 0  # a page that fills the room (a list) takes its own height
            self.room = max((self._height(painter, layout) for layout in self.pages()), default=0)
            self._room_for = key
        shown(painter)
        painter.y = max(painter.y, start + self.room)

    @staticmethod
    def _height(painter: Painter, layout: Layout) -> int:
        """How tall `layout` is from `painter`'s line down, measured (nothing drawn)."""
        measure = Painter(None, painter.fonts, painter.unit, painter.area(painter.y))
        measure.label_width = painter.label_width
        layout(measure)
        return measure.y - painter.y

    def draw(self, surface: Surface, whole: bool) -> list[Rect] | None:
        """The veil over what is under it and the panel, when anything changed: a dialog
        is drawn whole (the screens under it are drawn again first)."""
        if not whole and not self.dirty:
            return []
        veil(surface)
        self.draw_panel(surface, self.fonts)
        return None

    def changed(self) -> bool:
        return self.dirty

    def draw_panel(self, surface: Surface, fonts: Fonts) -> None:
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
        """A click, typing or the wheel; returns what the app should do."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.dirty = True
            key = self.key_at(event.pos)
            return self.click(key) if key is not None else None
        if event.type == pygame.TEXTINPUT:
            self.dirty = True
            return self.text_input(event.text)
        if event.type == pygame.MOUSEWHEEL:
            self.dirty = True
            return self.scroll(event.y)
        return None

    def act(self, press: KeyPress) -> Command | None:
        """Esc closes; Tab and the arrows move the ring; Enter (Space) presses a button."""
        self.dirty = True
        match press.action:
            case Action.CLOSE:
                return Close()
            case Action.NEXT_BUTTON:
                self.move_focus(1)
            case Action.PREVIOUS_BUTTON:
                self.move_focus(-1)
            case Action.PRESS | Action.PRESS_FOCUSED:
                focus = self.focus if self.focus != Press.FIELD else None  # a field: primary
                if focus is not None and self.enabled(focus):
                    return self.click(focus)
                if press.action is Action.PRESS and self.enabled(self.primary):
                    return self.click(self.primary)
            case Action.SCROLL if isinstance(press.arg, int):
                return self.scroll(-press.arg)
        return None

    def enabled(self, key: Key) -> bool:
        """True when the button `key` can be pressed now."""
        return all(button.enabled for button in self.buttons if button.key == key)

    def click(self, key: Key) -> Command | None:
        """What a click on the button `key` (or Enter on the primary one) asks for."""
        return Close() if key == Press.CLOSE else None

    def text_input(self, text: str) -> Command | None:
        return None

    def scroll(self, amount: int) -> Command | None:
        return None


def veil(surface: Surface) -> None:
    """Dim the table under a dialog."""
    shade = Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill(VEIL)
    surface.blit(shade, (0, 0))
