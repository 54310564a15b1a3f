"""A supersampled drawing board: every shape is drawn at ``SUPERSAMPLE`` x size and
smoothscaled down, which gives anti-aliased edges with plain ``pygame.draw`` calls.
Also the two finishing touches every card surface gets: display format, half turn."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from game.art.curves import Point

Color = tuple[int, ...]

SUPERSAMPLE = 4


class Sketch:
    """A supersampled drawing board addressed in final-size pixels.

    ``base`` is the colour of the empty board; giving it the main ink colour with alpha 0
    keeps smoothscaled edges free of dark fringes.
    """

    def __init__(self, size: tuple[int, int], base: Color = (0, 0, 0, 0)) -> None:
        self.size = (max(1, size[0]), max(1, size[1]))
        self.surface = pygame.Surface(
            (self.size[0] * SUPERSAMPLE, self.size[1] * SUPERSAMPLE), pygame.SRCALPHA
        )
        self.surface.fill(base)

    @staticmethod
    def _scaled(points: Iterable[Point]) -> list[Point]:
        return [(x * SUPERSAMPLE, y * SUPERSAMPLE) for x, y in points]

    def polygon(self, color: Color, points: Sequence[Point]) -> None:
        pygame.draw.polygon(self.surface, color, self._scaled(points))

    def circle(self, color: Color, center: Point, radius: float, width: float = 0) -> None:
        (cx, cy), s = self._scaled([center])[0], SUPERSAMPLE
        pygame.draw.circle(self.surface, color, (cx, cy), radius * s, round(width * s))

    def line(self, color: Color, start: Point, end: Point, width: float) -> None:
        a, b = self._scaled([start, end])
        pygame.draw.line(self.surface, color, a, b, max(1, round(width * SUPERSAMPLE)))

    def rounded_rect(
        self, color: Color, rect: tuple[float, ...], radius: float, width: float = 0
    ) -> None:
        """A rectangle with round corners; ``width`` 0 fills it."""
        x, y, w, h = (round(v * SUPERSAMPLE) for v in rect)
        pygame.draw.rect(
            self.surface,
            color,
            pygame.Rect(x, y, w, h),
            max(0, round(width * SUPERSAMPLE)),
            border_radius=max(0, round(radius * SUPERSAMPLE)),
        )

    def ellipse(self, color: Color, box: tuple[float, ...], width: float) -> None:
        """The outline of the ellipse inside ``box``, ``width`` wide (at least 1 sub-pixel)."""
        x, y, w, h = (round(v * SUPERSAMPLE) for v in box)
        line = max(1, round(width * SUPERSAMPLE))
        pygame.draw.ellipse(self.surface, color, pygame.Rect(x, y, w, h), line)

    def result(self) -> pygame.Surface:
        """The drawing scaled down to its final size (area averaging = anti-aliasing)."""
        return pygame.transform.smoothscale(self.surface, self.size)


def finished(surface: pygame.Surface) -> pygame.Surface:
    """Convert to the window's pixel format once a window is open, for fast blits (the
    display module's window, or a `pygame.Window`'s surface: pygame learns the format
    from either)."""
    if not pygame.display.get_init():
        return surface
    try:
        return surface.convert_alpha()
    except pygame.error:  # no window yet: "No video mode has been set"
        return surface


def turned(surface: pygame.Surface) -> pygame.Surface:
    """The surface turned 180 degrees (exact, no resampling)."""
    return pygame.transform.flip(surface, True, True)
