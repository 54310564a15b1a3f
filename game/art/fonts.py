"""pygame's own font, opened by path at a pixel size, and the cache of fonts by size.

Below `SUPERSAMPLE_BELOW` texts are drawn by a `HalvedFont`: the font at twice the size,
smooth-scaled down, so that text keeps the design's letter spacing. The font's hinting
moves letters by a pixel or two up to about 60 px ("ra nk", "opp osite" in the notes at
1366x768 and 1920x1080); from 64 px on (4K) its own rendering is even.

The font has no arrows (← → ↑ ↓ showed as empty boxes where Help and the tooltips name
the arrow keys), so every font the game opens (`GameFont`) draws them itself, as shapes
in the text's colour, between the runs of text the font renders.
"""

from __future__ import annotations

import os
import re

import pygame

ARROWS = {"←": (-1, 0), "→": (1, 0), "↑": (0, -1), "↓": (0, 1)}
_ARROW_SPLIT = re.compile("([←→↑↓])")
ARROW_DETAIL = 4  # arrows are drawn this many times larger, then smooth-scaled down


class GameFont(pygame.font.Font):
    """pygame's own font, with the arrows it lacks drawn as shapes (`render`, `size`)."""

    def render(
        self,
        text: str | bytes | None,
        antialias: bool,
        color: pygame.typing.ColorLike,
        bgcolor: pygame.typing.ColorLike | None = None,
        wraplength: int = 0,
    ) -> pygame.Surface:
        parts = _arrow_parts(text)
        if parts is None or wraplength:
            return self.render_run(text, antialias, color, bgcolor, wraplength)
        pieces = [
            self._arrow(part, color) if part in ARROWS else self.render_run(part, True, color)
            for part in parts
        ]
        return joined(pieces, self.get_height(), bgcolor)

    def size(self, text: str | bytes) -> tuple[int, int]:
        parts = _arrow_parts(text)
        if parts is None:
            return self.size_run(text)
        widths = [self._arrow_width(p) if p in ARROWS else self.size_run(p)[0] for p in parts]
        return sum(widths), self.get_height()

    def render_run(
        self,
        text: str | bytes | None,
        antialias: bool,
        color: pygame.typing.ColorLike,
        bgcolor: pygame.typing.ColorLike | None = None,
        wraplength: int = 0,
    ) -> pygame.Surface:
        """A run of text without arrows, as pygame's font renders it."""
        return super().render(text, antialias, color, bgcolor, wraplength)

    def size_run(self, text: str | bytes) -> tuple[int, int]:
        """`size` of a run of text without arrows."""
        return super().size(text)

    def _arrow_width(self, arrow: str) -> int:
        across = ARROWS[arrow][0] != 0
        return max(4, round(self.get_ascent() * (1.15 if across else 0.8)))

    def _arrow(self, arrow: str, color: pygame.typing.ColorLike) -> pygame.Surface:
        """The arrow as tall as the capitals, centred on them, with a little room."""
        width, height = self._arrow_width(arrow), self.get_height()
        big = pygame.Surface((width * ARROW_DETAIL, height * ARROW_DETAIL), pygame.SRCALPHA)
        cap = self.get_ascent() * 0.9 * ARROW_DETAIL  # the capitals' height (measured)
        middle_y = self.get_ascent() * ARROW_DETAIL - cap / 2
        across = ARROWS[arrow][0] != 0
        length = big.get_width() * 0.82 if across else cap
        shaft = max(round(1.6 * ARROW_DETAIL), round(length * (0.16 if self.bold else 0.13)))
        draw_arrow(big, ARROWS[arrow], (big.get_width() / 2, middle_y), length, shaft, color)
        return pygame.transform.smoothscale(big, (width, height))


def joined(
    pieces: list[pygame.Surface],
    height: int = 0,
    bgcolor: pygame.typing.ColorLike | None = None,
) -> pygame.Surface:
    """Rendered pieces of one line side by side, each centred on the line's height (at
    least `height`): runs of text and the shapes drawn between them (arrows, suits)."""
    height = max(height, *(piece.get_height() for piece in pieces))
    line = pygame.Surface((sum(piece.get_width() for piece in pieces), height), pygame.SRCALPHA)
    if bgcolor is not None:
        line.fill(bgcolor)
    x = 0
    for piece in pieces:
        line.blit(piece, (x, (height - piece.get_height()) // 2))
        x += piece.get_width()
    return line


def _arrow_parts(text: str | bytes | None) -> list[str] | None:
    """`text` cut at its arrows, or None when it has none."""
    if not isinstance(text, str) or not any(arrow in text for arrow in ARROWS):
        return None
    return [part for part in _ARROW_SPLIT.split(text) if part]


def draw_arrow(
    surface: pygame.Surface,
    direction: tuple[int, int],
    centre: tuple[float, float],
    length: float,
    shaft: int,
    color: pygame.typing.ColorLike,
) -> None:
    """An arrow of `length` pointing along `direction`: a shaft `shaft` wide, a head."""
    dx, dy = direction
    cx, cy = centre
    half = length / 2
    tip = (cx + dx * half, cy + dy * half)
    tail = (cx - dx * half, cy - dy * half)
    head = length * 0.5
    wing = length * 0.34
    base = (tip[0] - dx * head, tip[1] - dy * head)
    pygame.draw.line(surface, color, tail, base, shaft)
    pygame.draw.polygon(
        surface,
        color,
        [
            tip,
            (base[0] - dy * wing, base[1] - dx * wing),
            (base[0] + dy * wing, base[1] + dx * wing),
        ],
    )


# `pygame.font.Font(None, size)` opens pygame's own font at this share of `size`.
DEFAULT_FONT_SCALE = 0.6875
SUPERSAMPLE_BELOW = 64  # sizes (as `default_font` takes them) drawn at twice and halved


class HalvedFont(GameFont):
    """pygame's own font opened at twice the size, whose texts and measures are halved.

    Up to about 40 px (a size of 60) the font's hinting spaces letters unevenly ("Setting s",
    "Seah aven", "ra nk"); drawn large and smooth-scaled down, the spacing is the design's
    (measured against the font opened at 400 px: no letter more than a pixel off)."""

    def render_run(
        self,
        text: str | bytes | None,
        antialias: bool,
        color: pygame.typing.ColorLike,
        bgcolor: pygame.typing.ColorLike | None = None,
        wraplength: int = 0,
    ) -> pygame.Surface:
        image = super().render_run(text, antialias, color, bgcolor, 2 * wraplength)
        width, height = image.get_size()
        halved = ((width + 1) // 2, (height + 1) // 2)
        if width < 2:  # nothing to draw
            return pygame.transform.scale(image, halved)
        if image.get_bitsize() < 24:  # a background colour gives 8 bits: smooth needs 24+
            full = pygame.Surface(image.get_size(), 0, 32)
            full.blit(image, (0, 0))
            image = full
        return pygame.transform.smoothscale(image, halved)

    def size_run(self, text: str | bytes) -> tuple[int, int]:
        width, height = super().size_run(text)
        return (width + 1) // 2, (height + 1) // 2

    def get_height(self) -> int:
        return (super().get_height() + 1) // 2

    def get_linesize(self) -> int:
        return (super().get_linesize() + 1) // 2

    def get_ascent(self) -> int:
        return (super().get_ascent() + 1) // 2

    def get_descent(self) -> int:
        return super().get_descent() // 2


def default_font(size: int, supersample: bool = True) -> pygame.font.Font:
    """pygame's own font, exactly as `pygame.font.Font(None, size)` gives it, opened by path;
    below `SUPERSAMPLE_BELOW` (unless `supersample` is off, as for the card indices, which
    want hinted glyphs) a `HalvedFont`.

    With `None` pygame finds the file through importlib.resources and reads it through a
    Python file object: 1.7 ms for the first font, 0.15 ms for each later one, against
    0.05 ms by path, and the first frame opens a dozen sizes.
    """
    folder = os.path.dirname(pygame.__file__)
    path = os.path.join(folder, pygame.font.get_default_font())
    if supersample and size < SUPERSAMPLE_BELOW:
        return HalvedFont(path, max(1, int(2 * size * DEFAULT_FONT_SCALE)))
    return GameFont(path, max(1, int(size * DEFAULT_FONT_SCALE)))


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
