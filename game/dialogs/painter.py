"""How a dialog is laid out and drawn: the `Painter`, its colours, and text that fits.

A dialog lays itself out with a `Painter` top to bottom, once to measure (no surface) and
once to draw, and the painter remembers where each button and text landed.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame import Rect, Surface

from game.art.fonts import Fonts
from game.art.hint_marks import spinner
from game.art.text import fit, wrap
from game.dialogs.buttons import Button, Choice, Key, Press
from game.dialogs.text_field import EditedText

PANEL = (246, 242, 230)
PANEL_EDGE = (120, 100, 60)
INK = (40, 36, 30)
MUTED = (115, 105, 95)
ERROR = (170, 30, 30)
GOOD = (20, 110, 55)
CHOICE = (228, 222, 205)
CHOICE_EDGE = (170, 160, 140)
CHOICE_ON = (30, 110, 62)
CHOICE_ON_TEXT = (255, 255, 255)
DISABLED_TEXT = (175, 170, 160)
FIELD = (255, 255, 255)
TILE_UNITS = 5.2  # the widest a picture tile gets, in text units
TILE_TEXT = 0.8  # a tile's label against the dialog's text size
SELECTION = (170, 205, 250)  # behind selected text in a field


@dataclass(frozen=True)
class Placed:
    """A text as laid out: its natural width in pixels and the room it was given (a button,
    a field, a column). Wider than its room, it is drawn scaled down (see `fit`)."""

    text: str
    width: int
    room: Rect


class Painter:
    """Lays out a dialog's content top to bottom; draws only when given a surface."""

    def __init__(self, surface: Surface | None, fonts: Fonts, unit: int, area: Rect) -> None:
        self.surface, self.fonts, self.unit = surface, fonts, unit
        self.left, self.y, self.width = area.x, area.y, area.width
        self.buttons: list[Button] = []
        self.placed: list[Placed] = []
        self.label_width = round(self.width * 0.24)

    def font(self, scale: float = 1.0, bold: bool = False) -> pygame.font.Font:
        return self.fonts.get(round(self.unit * scale), bold)

    def _blit(self, image: Surface, pos: tuple[int, int]) -> None:
        if self.surface is not None:
            self.surface.blit(image, pos)

    def place(self, font: pygame.font.Font, text: str, room: Rect) -> None:
        """Remember a text and the room it has (for the layout tests)."""
        self.placed.append(Placed(text, font.size(text)[0], Rect(room)))

    def align(self, labels: list[str]) -> None:
        """Widen the label column so rows with these labels start their buttons together."""
        widest = max(self.font().size(label)[0] for label in labels) + self.unit
        self.label_width = max(self.label_width, min(widest, self.width // 2))

    def progress(self, text: str, phase: float) -> None:
        """A turning spinner followed by a line of text (a search in progress)."""
        font = self.font(0.9)
        size = font.get_linesize()
        ring = Rect(self.left, self.y, size, size).inflate(-size // 8, -size // 8)
        if self.surface is not None:
            spinner(self.surface, ring, phase, PANEL, CHOICE_EDGE, GOOD)
        image = font.render(text, True, INK)
        self._blit(image, (self.left + size + self.unit // 2, self.y))
        room = Rect(self.left + size + self.unit // 2, self.y, self.width - size - self.unit, size)
        self.place(font, text, room)
        self.y += size + self.unit // 3

    def gap(self, units: float = 0.5) -> None:
        self.y += round(self.unit * units)

    def title(self, text: str) -> None:
        image = self.font(1.5, bold=True).render(text, True, INK)
        self._blit(image, (self.left, self.y))
        self.y += image.get_height() + self.unit // 2

    def heading(self, text: str) -> None:
        self.gap(0.4)
        image = self.font(1.15, bold=True).render(text, True, INK)
        self._blit(image, (self.left, self.y))
        self.y += image.get_height() + self.unit // 3

    def text(
        self, text: str, color: tuple[int, int, int] = INK, indent: int = 0, scale: float = 1.0
    ) -> None:
        """A paragraph wrapped to the width."""
        font = self.font(scale)
        for line in wrap(font, text, self.width - indent):
            image = font.render(line, True, color)
            self._blit(image, (self.left + indent, self.y))
            self.y += font.get_linesize()
        self.y += self.unit // 3

    @property
    def row_height(self) -> int:
        """The height of a row's buttons."""
        return round(self.unit * 1.8)

    def blank_row(self) -> None:
        """The room of one `row` that fits on one line, left empty."""
        self.y += self.row_height + self.unit // 2

    def row(self, label: str, choices: list[Choice]) -> None:
        """A label in the left column and a row of choice buttons (wrapping if needed)."""
        font = self.font()
        height = self.row_height
        image = font.render(label, True, INK)
        self._blit(image, image.get_rect(midleft=(self.left, self.y + height // 2)).topleft)
        x = self.left + max(self.label_width, image.get_width() + self.unit)
        self.place(font, label, Rect(self.left, self.y, x - self.left, height))
        for choice in choices:
            width = font.size(choice.label)[0] + self.unit * 2
            if x + width > self.left + self.width and x > self.left + self.label_width:
                x = self.left + self.label_width
                self.y += height + self.unit // 3
            rect = Rect(x, self.y, width, height)
            self.button(rect, choice)
            x += width + self.unit // 2
        self.y += height + self.unit // 2

    def area(self, top: int) -> Rect:
        """The room from `top` down, as wide as this painter's (for a second painter)."""
        return Rect(self.left, top, self.width, 0)

    def beside(self, room: int) -> Painter:
        """A painter for the room right of a picture `room` pixels wide, from this line
        down, its rows' buttons right after their labels; `join` takes it back."""
        area = Rect(self.left + room + self.unit, self.y, self.width - room - self.unit, 0)
        other = Painter(self.surface, self.fonts, self.unit, area)
        other.label_width = 0
        return other

    def join(self, other: Painter, bottom: int) -> None:
        """Go on under `other` (a `beside` painter) and under `bottom`, the picture's."""
        self.buttons += other.buttons
        self.placed += other.placed
        self.y = max(other.y, bottom + self.unit // 2)

    def tabs(self, choices: list[Choice]) -> None:
        """A dialog's page tabs under its title, and a rule under them."""
        font, height, x = self.font(), self.row_height, self.left
        for choice in choices:
            width = font.size(choice.label)[0] + self.unit * 2
            self.button(Rect(x, self.y, width, height), choice)
            x += width + self.unit // 2
        self.y += height + self.unit // 2
        if self.surface is not None:
            start, end = (self.left, self.y), (self.left + self.width, self.y)
            pygame.draw.line(self.surface, CHOICE_EDGE, start, end)
        self.y += self.unit // 2

    def tiles(self, label: str, choices: list[Choice], images: list[Surface]) -> None:
        """A label and a row of tiles, each a picture over its label (Settings' looks);
        the tiles share the row's width, at most `TILE_UNITS` text units each."""
        font, small = self.font(), self.font(TILE_TEXT)
        height = max(image.get_height() for image in images) + small.get_linesize()
        height += self.unit // 2
        image = font.render(label, True, INK)
        self._blit(image, image.get_rect(midleft=(self.left, self.y + height // 2)).topleft)
        x = self.left + max(self.label_width, image.get_width() + self.unit)
        self.place(font, label, Rect(self.left, self.y, x - self.left, height))
        gap = self.unit // 3
        room = self.left + self.width - x
        width = min(round(self.unit * TILE_UNITS), (room + gap) // len(choices) - gap)
        for choice, picture in zip(choices, images, strict=True):
            rect = Rect(x, self.y, width, height)
            self.buttons.append(Button(choice.key, Rect(rect), choice.enabled))
            self.place(small, choice.label, rect.inflate(-4, 0))
            if self.surface is not None:
                self._tile(rect, choice, picture, small)
            x += width + gap
        self.y += height + self.unit // 2

    def _tile(self, rect: Rect, choice: Choice, picture: Surface, font: pygame.font.Font) -> None:
        """One tile: the chosen one filled, the picture at the top, the label under it."""
        assert self.surface is not None
        radius = self.unit // 3
        fill = CHOICE_ON if choice.selected else CHOICE
        pygame.draw.rect(self.surface, fill, rect, border_radius=radius)
        pygame.draw.rect(self.surface, CHOICE_EDGE, rect, 1, border_radius=radius)
        top = rect.y + self.unit // 4
        self.surface.blit(picture, picture.get_rect(midtop=(rect.centerx, top)))
        color = CHOICE_ON_TEXT if choice.selected else INK
        text = fit(font.render(choice.label, True, color), rect.width - 4)
        self.surface.blit(text, text.get_rect(midbottom=(rect.centerx, rect.bottom - 2)))

    def button(self, rect: Rect, choice: Choice, primary: bool = False) -> None:
        """Draw one button and remember it."""
        self.buttons.append(Button(choice.key, Rect(rect), choice.enabled))
        self.place(self.font(), choice.label, rect.inflate(-4, 0))
        if self.surface is None:
            return
        on = choice.selected or (primary and choice.enabled)
        fill = CHOICE_ON if on else CHOICE
        color = CHOICE_ON_TEXT if on else (INK if choice.enabled else DISABLED_TEXT)
        radius = rect.height // 4
        pygame.draw.rect(self.surface, fill, rect, border_radius=radius)
        pygame.draw.rect(self.surface, CHOICE_EDGE, rect, 1, border_radius=radius)
        image = fit(self.font().render(choice.label, True, color), rect.width - 4)
        self.surface.blit(image, image.get_rect(center=rect.center))

    def field(
        self,
        label: str,
        text: str,
        placeholder: str,
        extra: Choice | None,
        edited: EditedText | None = None,
        focused: bool = True,
    ) -> None:
        """A one-line text field with a caret (where `edited` says, default the end; none
        when not `focused`: the focus ring is on a button), its selection, and a button
        after it (e.g. Paste)."""
        font = self.font()
        height = self.row_height
        image = font.render(label, True, INK)
        self._blit(image, image.get_rect(midleft=(self.left, self.y + height // 2)).topleft)
        x = self.left + max(self.label_width, image.get_width() + self.unit)
        extra_width = font.size(extra.label)[0] + self.unit * 2 if extra else 0
        box = Rect(x, self.y, self.left + self.width - x - extra_width - self.unit // 2, height)
        self.buttons.append(Button(Press.FIELD, Rect(box)))
        self.place(font, label, Rect(self.left, self.y, x - self.left, height))
        shown, edited = elided(text, edited)
        self.place(font, shown or placeholder, box.inflate(-self.unit, 0))
        if self.surface is not None:
            self._field_box(font, box, shown or placeholder, bool(text), edited, focused)
        if extra is not None:
            self.button(Rect(box.right + self.unit // 2, self.y, extra_width, height), extra)
        self.y += height + self.unit // 3

    def _field_box(
        self,
        font: pygame.font.Font,
        box: Rect,
        shown_text: str,
        typed: bool,
        edited: EditedText | None,
        focused: bool,
    ) -> None:
        assert self.surface is not None
        pygame.draw.rect(self.surface, FIELD, box, border_radius=4)
        pygame.draw.rect(self.surface, CHOICE_EDGE, box, 1, border_radius=4)
        full = font.render(shown_text, True, INK if typed else MUTED)
        shown = fit(full, box.width - self.unit)
        spot = shown.get_rect(midleft=(box.x + self.unit // 2, box.centery))
        if edited is not None and edited.selected:
            self.surface.fill(SELECTION, spot.inflate(4, 2))
        self.surface.blit(shown, spot)
        if not focused:
            return  # one focus mark at a time: the ring is on a button
        caret = len(shown_text) if edited is None or not typed else edited.caret
        shrink = shown.get_width() / max(1, full.get_width())  # a long code is fitted
        caret_x = spot.left + round(font.size(shown_text[:caret])[0] * shrink) + 1
        if not typed:
            caret_x = spot.left - 3  # before the placeholder
        pygame.draw.line(self.surface, INK, (caret_x, box.y + 5), (caret_x, box.bottom - 6), 2)

    def blank_lines(self, count: int, scale: float = 1.0) -> None:
        """The room of `count` one-line `text` paragraphs, left empty."""
        self.y += count * (self.font(scale).get_linesize() + self.unit // 3)

    def actions(self, choices: list[Choice], primary: Key) -> None:
        """The dialog's buttons, right-aligned at the bottom; `primary` is what Enter does."""
        font = self.font()
        height = round(self.unit * 1.9)
        self.gap(0.6)
        widths = [max(font.size(c.label)[0] + self.unit * 2, self.unit * 6) for c in choices]
        x = self.left + self.width - sum(widths) - self.unit // 2 * (len(choices) - 1)
        for choice, width in zip(choices, widths, strict=True):  # left to right: the Tab order
            self.button(Rect(x, self.y, width, height), choice, choice.key == primary)
            x += width + self.unit // 2
        self.y += height

    def grid(self, rows: list[tuple[str, ...]], first_width: float = 0.3) -> None:
        """A table: the first row bold; the first column wider, the others right-aligned."""
        font, bold = self.font(0.9), self.font(0.9, bold=True)
        first = round(self.width * first_width)
        column = (self.width - first) // max(1, len(rows[0]) - 1)
        for index, row in enumerate(rows):
            use = bold if index == 0 else font
            lines_in_row = 1
            for col, cell in enumerate(row):
                room = (first if col == 0 else column) - 6
                right = self.left + first + column * col
                # a header too wide for its column goes on more lines; a body cell shrinks
                lines = wrap(use, cell, room) if index == 0 else [cell]
                lines_in_row = max(lines_in_row, len(lines))
                for number, line in enumerate(lines):
                    y = self.y + number * use.get_linesize()
                    x = self.left if col == 0 else right - room
                    self.place(use, line, Rect(x, y, room, use.get_linesize()))
                    image = fit(use.render(line, True, INK), room)
                    left = self.left if col == 0 else right - image.get_width()
                    self._blit(image, (left, y))
            self.y += use.get_linesize() * lines_in_row + self.unit // 4
            if index == 0:  # a rule under the header, with room before the first row
                if self.surface is not None:
                    start, end = (self.left, self.y), (self.left + self.width, self.y)
                    pygame.draw.line(self.surface, CHOICE_EDGE, start, end)
                self.y += max(2, self.unit // 4)
        self.y += self.unit // 3


ELIDE_AFTER = 48  # characters a field shows whole; a longer text shows its two ends


def elided(text: str, edited: EditedText | None) -> tuple[str, EditedText | None]:
    """What a field shows of `text`: itself, or (a pasted replay code, hundreds of
    characters) its two ends around "…", the caret at the nearer end."""
    if len(text) <= ELIDE_AFTER:
        return text, edited
    half = ELIDE_AFTER // 2
    shown = f"{text[:half]}…{text[-half:]}"
    if edited is None:
        return shown, None
    caret = edited.caret if edited.caret <= half else len(shown)
    return shown, EditedText(shown, caret, edited.selected)


def unit_for(size: tuple[int, int]) -> int:
    """The dialog's base text size in pixels for a window size."""
    return max(14, min(size[1] // 34, size[0] // 48))
