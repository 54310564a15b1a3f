"""The letters on a card: ranks written in pygame's hinted default font at a given
capital height, cropped to their ink and squeezed to fit a width."""

from __future__ import annotations

from types import MappingProxyType

import pygame

from game.art.fonts import default_font
from game.art.sketch import Color

RANK_LABELS = MappingProxyType(
    {1: "A", **{n: str(n) for n in range(2, 11)}, 11: "J", 12: "Q", 13: "K"}
)
FONT_CAP_RATIO = 0.49  # capital height / point size of pygame's default font


class Lettering:
    """Card lettering with its fonts opened once per size."""

    def __init__(self) -> None:
        self._fonts: dict[int, pygame.font.Font] = {}

    def _font(self, size: int) -> pygame.font.Font:
        """pygame's built-in bold sans font at a pixel size, opened once."""
        if not pygame.font.get_init():
            pygame.font.init()
        if size not in self._fonts:
            self._fonts[size] = default_font(size, supersample=False)  # hinted: crisp ranks
        return self._fonts[size]

    def text(self, text: str, cap_height: int, color: Color, max_width: int) -> pygame.Surface:
        """Text whose capitals are ``cap_height`` tall, cropped to the ink, squeezed to fit."""
        size = max(6, round(cap_height / FONT_CAP_RATIO))
        font = self._font(size)
        cap = font.render("K", True, color).get_bounding_rect()
        rendered = font.render(text, True, color)
        ink = rendered.get_bounding_rect()
        crop = pygame.Rect(ink.x, cap.y, ink.w, max(ink.bottom, cap.bottom) - cap.y)
        surface = rendered.subsurface(crop.clip(rendered.get_rect())).copy()
        if surface.get_width() > max_width:
            surface = pygame.transform.smoothscale(surface, (max_width, surface.get_height()))
        return surface

    def rank(self, rank: int, cap_height: int, color: Color, max_width: int) -> pygame.Surface:
        """A rank's label (A, 2 … 10, J, Q, K) as `text` writes it."""
        return self.text(RANK_LABELS[rank], cap_height, color, max_width)
