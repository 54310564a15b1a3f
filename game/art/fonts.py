"""pygame's own font, opened by path at a pixel size, and the cache of fonts by size.

Below `SUPERSAMPLE_BELOW` texts are drawn by a `HalvedFont`: the font at twice the size,
smooth-scaled down, so that text keeps the design's letter spacing. The font's hinting
moves letters by a pixel or two up to about 60 px ("ra nk", "opp osite" in the notes at
1366x768 and 1920x1080); from 64 px on (4K) its own rendering is even.
"""

from __future__ import annotations

import os

import pygame

# `pygame.font.Font(None, size)` opens pygame's own font at this share of `size`.
DEFAULT_FONT_SCALE = 0.6875
SUPERSAMPLE_BELOW = 64  # sizes (as `default_font` takes them) drawn at twice and halved


class HalvedFont(pygame.font.Font):
    """pygame's own font opened at twice the size, whose texts and measures are halved.

    Up to about 40 px (a size of 60) the font's hinting spaces letters unevenly ("Setting s",
    "Seah aven", "ra nk"); drawn large and smooth-scaled down, the spacing is the design's
    (measured against the font opened at 400 px: no letter more than a pixel off)."""

    def render(
        self,
        text: str | bytes | None,
        antialias: bool,
        color: pygame.typing.ColorLike,
        bgcolor: pygame.typing.ColorLike | None = None,
        wraplength: int = 0,
    ) -> pygame.Surface:
        image = super().render(text, antialias, color, bgcolor, 2 * wraplength)
        width, height = image.get_size()
        halved = ((width + 1) // 2, (height + 1) // 2)
        if width < 2:  # nothing to draw
            return pygame.transform.scale(image, halved)
        if image.get_bitsize() < 24:  # a background colour gives 8 bits: smooth needs 24+
            full = pygame.Surface(image.get_size(), 0, 32)
            full.blit(image, (0, 0))
            image = full
        return pygame.transform.smoothscale(image, halved)

    def size(self, text: str | bytes) -> tuple[int, int]:
        width, height = super().size(text)
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
    return pygame.font.Font(path, max(1, int(size * DEFAULT_FONT_SCALE)))


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
