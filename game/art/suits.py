"""The four suit shapes, built from arcs and Bézier curves, and how to draw them.

A shape is a few polygons normalised to the box (0,0)-(aspect,1); `fill_suit` draws one
on a `Sketch`, `draw_suit` anti-aliased onto any surface.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from types import MappingProxyType

import pygame

from game.art.curves import Point, arc, cubic, mirrored, quad
from game.art.looks import DECKS
from game.art.sketch import Color, Sketch

SUITS = ("S", "H", "D", "C")
SUIT_COLORS: MappingProxyType[str, tuple[int, int, int]] = MappingProxyType(
    {suit: DECKS["classic"].color(suit) for suit in SUITS}
)  # the classic deck's inks (`looks.DECKS` has every deck's)


def _heart_outline() -> list[Point]:
    """Two round lobes meeting in a notch, sides curving into a point."""
    lobe = arc((0.26, 0.28), 0.26, -22.6, -220, 28)
    end = lobe[-1]
    tangent = (math.sin(math.radians(140)), -math.cos(math.radians(140)))
    c1 = (end[0] + 0.22 * tangent[0], end[1] + 0.22 * tangent[1])
    return mirrored(lobe + cubic(end, c1, (0.42, 0.86), (0.5, 1.0))[1:])


def _stem(top: float, bottom: float, half_width: float) -> list[Point]:
    """A flared foot with concave sides, as under a spade or club."""
    left = quad((0.47, top), (0.47, bottom - 0.1), (0.5 - half_width, bottom))
    return mirrored(left)


def _spade_shape() -> tuple[list[Point], ...]:
    """A heart turned upside down standing on a flared stem."""
    body = [(x, 1.0 - y) for x, y in _heart_outline()]
    return body, _stem(0.7, 1.22, 0.17)


def _club_shape() -> tuple[list[Point], ...]:
    """Three round leaves joined in the middle, on a flared stem."""
    leaves = [arc(c, 0.245, 0, 360, 36) for c in ((0.5, 0.26), (0.255, 0.67), (0.745, 0.67))]
    joint = [(0.5, 0.3), (0.3, 0.66), (0.7, 0.66)]
    return (*leaves, joint, _stem(0.55, 1.18, 0.17))


def _diamond_shape() -> tuple[list[Point], ...]:
    """A rhombus with slightly hollow sides."""
    corners = [(0.5, 0.0), (0.88, 0.5), (0.5, 1.0), (0.12, 0.5)]
    outline: list[Point] = []
    for a, b in zip(corners, corners[1:] + corners[:1], strict=True):
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        control = (mid[0] + 0.14 * (0.5 - mid[0]), mid[1] + 0.14 * (0.5 - mid[1]))
        outline += quad(a, control, b)[:-1]
    return (outline,)


def _normalized(polygons: Iterable[Sequence[Point]]) -> tuple[tuple[Point, ...], ...]:
    """Scale polygons so that together they span exactly the box (0,0)-(aspect,1)."""
    polys = [list(p) for p in polygons]
    xs = [x for p in polys for x, _ in p]
    ys = [y for p in polys for _, y in p]
    scale = 1 / (max(ys) - min(ys))
    return tuple(tuple(((x - min(xs)) * scale, (y - min(ys)) * scale) for x, y in p) for p in polys)


SUIT_SHAPES: MappingProxyType[str, tuple[tuple[Point, ...], ...]] = MappingProxyType(
    {
        "S": _normalized(_spade_shape()),
        "H": _normalized((_heart_outline(),)),
        "D": _normalized(_diamond_shape()),
        "C": _normalized(_club_shape()),
    }
)
SUIT_ASPECTS = MappingProxyType(
    {s: max(x for p in shape for x, _ in p) for s, shape in SUIT_SHAPES.items()}
)


def check_suit(suit: str) -> None:
    """Refuse unknown suit letters early with a clear message."""
    if suit not in SUIT_SHAPES:
        raise ValueError(f"unknown suit {suit!r}; expected one of {SUITS}")


def fill_suit(
    sketch: Sketch, suit: str, box: tuple[float, float, float, float], color: Color
) -> None:
    """The suit shape as large as fits in the box, centred, keeping its proportions."""
    x, y, w, h = box
    aspect = SUIT_ASPECTS[suit]
    sh = min(h, w / aspect)
    sw = sh * aspect
    ox, oy = x + (w - sw) / 2, y + (h - sh) / 2
    for poly in SUIT_SHAPES[suit]:
        sketch.polygon(color, [(ox + px * sh, oy + py * sh) for px, py in poly])


def draw_suit(surface: pygame.Surface, suit: str, rect: pygame.Rect, color: Sequence[int]) -> None:
    """Draw an anti-aliased suit shape as large as fits in ``rect``, centred, only inside it."""
    check_suit(suit)
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:
        return
    rgb = tuple(color)[:3]
    sketch = Sketch(rect.size, (*rgb, 0))
    fill_suit(sketch, suit, (0, 0, rect.w, rect.h), (*rgb, 255))
    surface.blit(sketch.result(), rect.topleft)
