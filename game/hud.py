"""The bar at the top of the table: game name and options, score, moves, time, code, buttons."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame
from pygame import Rect, Surface

from game import strings
from game.marks import spinner
from game.resources import default_font

BAR_COLOR = (12, 52, 30)
BAR_LINE = (40, 100, 62)
TEXT_COLOR = (235, 240, 230)
DIM_COLOR = (160, 190, 165)
BUTTON_COLOR = (30, 90, 55)
BUTTON_EDGE = (90, 150, 105)

BUTTONS = ("new", "restart", "undo", "hint", "statistics", "settings", "help")


def button_labels() -> dict[str, str]:
    """The buttons' labels in the active language."""
    return {
        "new": strings.NEW,
        "restart": strings.RESTART,
        "undo": strings.UNDO,
        "hint": strings.HINT,
        "statistics": strings.STATISTICS,
        "settings": strings.SETTINGS,
        "help": strings.HELP,
    }


@dataclass(frozen=True)
class HudText:
    """Everything the bar shows; two equal values draw the same bar."""

    title: str
    options: str
    score: str
    moves: int
    time: str
    code: str
    can_undo: bool


def clock_text(seconds: float) -> str:
    """Elapsed time as mm:ss (minutes keep counting past 59)."""
    whole = int(seconds)
    return f"{whole // 60:02d}:{whole % 60:02d}"


class Fonts:
    """Fonts by pixel size, made once (pygame.font is slow to open)."""

    def __init__(self) -> None:
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}

    def get(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The default font at `size` pixels."""
        key = (max(8, size), bold)
        if key not in self._fonts:
            if not pygame.font.get_init():
                pygame.font.init()
            font = default_font(key[0])
            font.bold = bold
            self._fonts[key] = font
        return self._fonts[key]


@dataclass
class Hud:
    """Draws the bar into its rectangle (the top of the window) and knows its buttons."""

    rect: Rect
    fonts: Fonts = field(default_factory=Fonts)
    buttons: dict[str, Rect] = field(default_factory=dict)
    clock_rect: Rect = field(default_factory=Rect)
    code_rect: Rect | None = None  # where the game code shows (a click copies it)
    texts: dict[str, Rect] = field(default_factory=dict)  # where each text of the bar landed
    hint_icon: Rect | None = None  # the ring on the Hint button (the spinner turns there)
    _cache: tuple[HudText, Surface] | None = None

    def forget(self) -> None:
        """Drop the cached bar (the language changed)."""
        self._cache = None

    def button_at(self, pos: tuple[int, int]) -> str | None:
        """The name of the button under `pos` ("code" for the game code), if any."""
        for name, rect in self.buttons.items():
            if rect.collidepoint(pos):
                return name
        if self.code_rect is not None and self.code_rect.collidepoint(pos):
            return "code"
        return None

    def draw(self, surface: Surface, text: HudText) -> None:
        """The whole bar (kept as an image: the table redraws it far more often than it
        changes)."""
        if self._cache is None or self._cache[0] != text:
            image = Surface(self.rect.size)
            self._draw(image, text)
            self._cache = (text, image)
        surface.blit(self._cache[1], self.rect)

    def _draw(self, surface: Surface, text: HudText) -> None:
        """The whole bar onto a surface of the bar's size."""
        surface.fill(BAR_COLOR)
        bottom = self.rect.bottom - 1
        pygame.draw.line(surface, BAR_LINE, (self.rect.left, bottom), (self.rect.right, bottom))
        height = self.rect.height
        pad = max(6, height // 3)
        big = self.fonts.get(round(height * 0.62), bold=True)
        small = self.fonts.get(round(height * 0.5))
        right = self.rect.right - pad
        labels = button_labels()
        self.buttons, self.texts = {}, {}
        for name in reversed(BUTTONS):
            right = self._button(surface, small, name, labels[name], right, text) - pad // 2
            if name == "statistics":
                right -= pad
        right -= pad
        stats = f"{strings.SCORE} {text.score}    {strings.MOVES} {text.moves}"
        clock_width = small.size("00:00:00")[0]
        self.clock_rect = Rect(right - clock_width, self.rect.y, clock_width, height - 1)
        self.draw_clock(surface, text.time)
        stats_x = self.clock_rect.x - pad - small.size(stats)[0]
        self._text(surface, small, stats, stats_x, TEXT_COLOR, name="stats")
        x = self.rect.x + pad
        x = self._text(surface, big, text.title, x, TEXT_COLOR, name="title") + pad
        self.code_rect = None
        code = f"{strings.CODE} {text.code}"
        fits_both = x + small.size(text.options)[0] + pad + small.size(code)[0] < stats_x - pad
        if x + small.size(code)[0] > stats_x - pad:
            return  # a narrow window drops the options first, then the code
        if fits_both:
            x = self._text(surface, small, text.options, x, DIM_COLOR, name="options") + pad
        right = self._text(surface, small, code, x, DIM_COLOR, underline=True, name="code")
        self.code_rect = Rect(x, self.rect.y, right - x, self.rect.height)

    def draw_clock(self, surface: Surface, time: str) -> Rect:
        """Only the clock (it changes every second; the rest of the bar does not)."""
        surface.fill(BAR_COLOR, self.clock_rect)
        small = self.fonts.get(round(self.rect.height * 0.5))
        image = small.render(time, True, TEXT_COLOR)
        surface.blit(image, image.get_rect(midright=self.clock_rect.midright))
        return Rect(self.clock_rect)

    def _text(
        self,
        surface: Surface,
        font: pygame.font.Font,
        text: str,
        x: int,
        color,
        underline=False,
        name: str = "",
    ) -> int:
        """Text vertically centred in the bar at `x` (dotted underline: clickable), kept in
        `texts[name]`; returns its right edge."""
        image = font.render(text, True, color)
        rect = image.get_rect(midleft=(x, self.rect.centery))
        surface.blit(image, rect)
        if name:
            self.texts[name] = Rect(rect)
        if underline:
            for dot in range(rect.left, rect.right, 4):
                surface.fill(color, (dot, rect.bottom - 1, 2, 1))
        return rect.right

    def _button(self, surface, font, name: str, label: str, right: int, text: HudText) -> int:
        """A button ending at `right`; returns its left edge."""
        image = font.render(
            label, True, TEXT_COLOR if name != "undo" or text.can_undo else DIM_COLOR
        )
        pad = image.get_height() // 2
        icon = image.get_height() if name == "hint" else 0
        rect = Rect(0, 0, image.get_width() + 2 * pad + icon, round(self.rect.height * 0.74))
        rect.midright = (right, self.rect.centery)
        radius = rect.height // 4
        pygame.draw.rect(surface, BUTTON_COLOR, rect, border_radius=radius)
        pygame.draw.rect(surface, BUTTON_EDGE, rect, 1, border_radius=radius)
        label = image.get_rect(midright=(rect.right - pad, rect.centery))
        surface.blit(image, label)
        if icon:
            ring = Rect(0, 0, icon * 7 // 10, icon * 7 // 10)
            ring.midleft = (rect.x + pad * 4 // 5, rect.centery)
            self.hint_icon = spinner(surface, ring, None, BUTTON_COLOR)
        self.buttons[name] = rect
        return rect.left
