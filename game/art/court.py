"""The court figures: King, Queen and Jack, each in its own colours, drawn by code.

A court card shows a framed panel: its top half (headgear over a big letter, an emblem,
the robe and suit marks) drawn once, the bottom half the same turned round.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from types import MappingProxyType

import pygame

from game.art.card_layout import CardLayout
from game.art.curves import Point, cubic, mirrored, quad
from game.art.lettering import Lettering
from game.art.sketch import Sketch, turned
from game.art.suits import fill_suit

GOLD = (222, 178, 62)
GOLD_DARK = (138, 98, 28)
PEARL = (250, 248, 238)


@dataclass(frozen=True)
class CourtStyle:
    """Colours that tell a King, Queen and Jack apart at a glance."""

    tint: tuple[int, int, int]
    robe: tuple[int, int, int]


COURT_STYLES: MappingProxyType[int, CourtStyle] = MappingProxyType(
    {
        11: CourtStyle(tint=(222, 240, 226), robe=(30, 112, 82)),
        12: CourtStyle(tint=(226, 232, 248), robe=(40, 80, 160)),
        13: CourtStyle(tint=(247, 233, 192), robe=(96, 46, 130)),
    }
)


@dataclass(frozen=True)
class CourtPen:
    """Draws on half a court panel in panel units: u across (0..1), v down (0..1)."""

    sketch: Sketch
    pw: float
    hh: float
    style: CourtStyle
    suit: str
    ink: tuple[int, int, int]  # the suit's colour in the chosen deck

    @property
    def jewel(self) -> tuple[int, int, int]:
        """Gem colour: the suit's red on red suits, a blue on black ones (never red)."""
        return self.ink if self.suit in "HD" else (40, 110, 190)

    @property
    def unit(self) -> float:
        """Length for round details, so they stay round whatever the panel's shape."""
        return min(self.pw, self.hh)

    def at(self, u: float, v: float) -> Point:
        return (u * self.pw, v * self.hh)

    def polygon(self, color: Sequence[int], points: Iterable[Point]) -> None:
        self.sketch.polygon((*color[:3], 255), [self.at(u, v) for u, v in points])

    def circle(self, color: Sequence[int], uv: Point, radius: float) -> None:
        self.sketch.circle((*color[:3], 255), self.at(*uv), radius * self.unit)

    def line(self, color: Sequence[int], a: Point, b: Point, width: float) -> None:
        self.sketch.line((*color[:3], 255), self.at(*a), self.at(*b), width * self.unit)

    def suit_mark(self, uv: Point, side: float, color: Sequence[int]) -> None:
        """A suit shape whose box has its top-left at uv and sides of ``side`` units."""
        x, y = self.at(*uv)
        s = side * self.unit
        fill_suit(self.sketch, self.suit, (x, y, s, s), (*color[:3], 255))


# ----------------------------------------------------------------------------- the panel


def draw_court(
    surface: pygame.Surface,
    layout: CardLayout,
    lettering: Lettering,
    card: tuple[int, str],
    color: tuple[int, int, int],
) -> None:
    """A framed panel: the top half drawn once, the bottom half its 180-degree turn.
    `card` is (rank, suit), `color` the suit's ink in the chosen deck."""
    rank, suit = card
    panel = layout.panel
    half = _court_half(lettering, rank, suit, color, (panel.w, panel.h // 2))
    surface.blit(half, panel.topleft)
    surface.blit(turned(half), (panel.x, panel.y + panel.h // 2))
    _draw_panel_frame(surface, layout, color)


def _draw_panel_frame(
    surface: pygame.Surface, layout: CardLayout, color: tuple[int, int, int]
) -> None:
    """Suit-coloured frame with a gold inner line and a thin divider across the middle."""
    p = layout.panel
    ink = (*color, 255)
    line = max(1.0, layout.width / 110)
    sketch = Sketch(layout.size, (*color, 0))
    sketch.rounded_rect(ink, (p.x, p.y, p.w, p.h), layout.radius * 0.3, line)
    inset = line * 2.2
    inner = (p.x + inset, p.y + inset, p.w - 2 * inset, p.h - 2 * inset)
    sketch.rounded_rect((*GOLD, 255), inner, 0, max(1.0, line * 0.7))
    mid = p.y + p.h / 2
    sketch.line(ink, (p.x + inset, mid), (p.right - inset, mid), max(1.0, line * 0.7))
    surface.blit(sketch.result(), (0, 0))


def _court_half(
    lettering: Lettering, rank: int, suit: str, color: tuple[int, int, int], size: tuple[int, int]
) -> pygame.Surface:
    """Upper half of a court: headgear over a big letter, an emblem, robe and suit marks."""
    style = COURT_STYLES[rank]
    pw, hh = size
    pen = CourtPen(Sketch(size, (*style.tint, 255)), pw, hh, style, suit, color)
    _draw_robe(pen)
    FIGURES[rank](pen)
    pen.suit_mark((0.06, 0.05), 0.2, color)
    half = pen.sketch.result()
    letter = lettering.rank(rank, round(hh * 0.29), color, round(pw * 0.5))
    half.blit(letter, letter.get_rect(midtop=(pw // 2, round(hh * 0.35))))
    return half


# ----------------------------------------------------------------------------- the figures


def _draw_robe(pen: CourtPen) -> None:
    """Shoulders in the court's colour, a lace collar, a gold stole and two suit emblems."""
    left = [(0.1, 1.02), (0.12, 0.88)]
    left += cubic((0.12, 0.88), (0.14, 0.78), (0.26, 0.74), (0.38, 0.73))[1:]
    pen.polygon(pen.style.robe, mirrored(left))
    pen.polygon(GOLD, [(0.37, 0.73), (0.5, 0.88), (0.63, 0.73)])
    pen.polygon(PEARL, [(0.41, 0.73), (0.5, 0.82), (0.59, 0.73)])
    pen.polygon(GOLD, [(0.46, 0.86), (0.54, 0.86), (0.555, 1.02), (0.445, 1.02)])
    for u in (0.29, 0.71):
        pen.circle(GOLD, (u, 0.9), 0.085)
        pen.circle(pen.style.tint, (u, 0.9), 0.072)
        x, y = pen.at(u, 0.9)
        s = 0.1 * pen.unit
        fill_suit(pen.sketch, pen.suit, (x - s / 2, y - s / 2, s, s), (*pen.ink, 255))


def _draw_king(pen: CourtPen) -> None:
    """King: a pointed crown with orbs and jewels, and a sceptre at his side."""
    outline = [
        (0.3, 0.3), (0.27, 0.1), (0.39, 0.2), (0.5, 0.05),
        (0.61, 0.2), (0.73, 0.1), (0.7, 0.3),
    ]  # fmt: skip
    pen.polygon(GOLD_DARK, [(u, v + 0.012) for u, v in outline])
    pen.polygon(GOLD, outline)
    pen.polygon(GOLD_DARK, [(0.3, 0.245), (0.7, 0.245), (0.7, 0.3), (0.3, 0.3)])
    for uv in ((0.27, 0.1), (0.5, 0.05), (0.73, 0.1)):
        pen.circle(PEARL, uv, 0.035)
    for u in (0.38, 0.5, 0.62):
        pen.circle(pen.jewel, (u, 0.272), 0.026)
    pen.line(GOLD_DARK, (0.86, 0.74), (0.86, 0.42), 0.04)
    pen.line(GOLD, (0.86, 0.74), (0.86, 0.42), 0.025)
    pen.circle(GOLD_DARK, (0.86, 0.39), 0.055)
    pen.circle(GOLD, (0.86, 0.39), 0.045)
    pen.line(GOLD, (0.86, 0.34), (0.86, 0.27), 0.022)
    pen.line(GOLD, (0.83, 0.3), (0.89, 0.3), 0.022)


def _draw_queen(pen: CourtPen) -> None:
    """Queen: an arched tiara of fine rays with pearls and a teardrop gem, and a flower."""
    lower = quad((0.27, 0.31), (0.5, 0.19), (0.73, 0.31))
    upper = quad((0.73, 0.25), (0.5, 0.13), (0.27, 0.25))
    for i in range(9):
        t = i / 8
        u = 0.29 + 0.42 * t
        base_v = 0.25 - 0.115 * (1 - (2 * t - 1) ** 2)
        tip_v = base_v - 0.07 - 0.05 * (1 - abs(2 * t - 1))
        pen.polygon(GOLD, [(u - 0.025, base_v + 0.02), (u, tip_v), (u + 0.025, base_v + 0.02)])
        pen.circle(PEARL, (u, tip_v), 0.022)
    pen.polygon(GOLD, lower + upper)
    gem = [(0.5, 0.02), (0.54, 0.1), (0.5, 0.17), (0.46, 0.1)]
    pen.polygon(GOLD_DARK, [(u, v + 0.012) for u, v in gem])
    pen.polygon(pen.jewel, gem)
    stem = cubic((0.86, 0.75), (0.82, 0.62), (0.9, 0.52), (0.85, 0.42))
    for a, b in itertools.pairwise(stem):
        pen.line((40, 120, 60), a, b, 0.022)
    pen.polygon((40, 120, 60), [(0.855, 0.6), (0.95, 0.55), (0.87, 0.64)])
    for angle in range(0, 360, 72):
        du = 0.045 * math.cos(math.radians(angle - 90)) * pen.unit / pen.pw
        dv = 0.045 * math.sin(math.radians(angle - 90)) * pen.unit / pen.hh
        pen.circle(pen.jewel, (0.85 + du, 0.39 + dv), 0.035)
    pen.circle(GOLD, (0.85, 0.39), 0.025)


def _draw_jack(pen: CourtPen) -> None:
    """Jack: a round cap on a gold band with a long plume, and a halberd at his side."""
    plume = cubic((0.6, 0.22), (0.66, 0.08), (0.8, 0.01), (0.95, 0.03))
    plume += cubic((0.95, 0.03), (0.86, 0.1), (0.76, 0.16), (0.66, 0.27))[1:]
    pen.polygon(pen.jewel, plume)
    spine = cubic((0.63, 0.23), (0.7, 0.11), (0.82, 0.05), (0.94, 0.035))
    for a, b in itertools.pairwise(spine):
        pen.line(PEARL, a, b, 0.012)
    cap = [
        (0.5 + 0.21 * math.cos(math.radians(a)), 0.27 + 0.19 * math.sin(math.radians(a)))
        for a in range(180, 361, 6)
    ]
    pen.polygon(pen.style.robe, cap)
    pen.polygon(GOLD, [(0.28, 0.245), (0.72, 0.245), (0.72, 0.305), (0.28, 0.305)])
    pen.circle(pen.jewel, (0.5, 0.275), 0.028)
    pen.line((120, 80, 40), (0.87, 0.75), (0.87, 0.36), 0.022)
    blade = [(0.87, 0.36), (0.95, 0.41), (0.95, 0.49), (0.87, 0.45)]
    pen.polygon((170, 176, 186), blade)
    pen.polygon((170, 176, 186), [(0.855, 0.37), (0.87, 0.3), (0.885, 0.37)])


# The figure drawn over the robe, by rank (11 Jack, 12 Queen, 13 King).
FIGURES: MappingProxyType[int, Callable[[CourtPen], None]] = MappingProxyType(
    {13: _draw_king, 12: _draw_queen, 11: _draw_jack}
)
