"""The card back: a lattice with a medallion of the four suits, inside a white margin,
clipped to a rounded inner panel, in the colours of the chosen back (`looks.BACKS`)."""

from __future__ import annotations

from types import MappingProxyType
from typing import NamedTuple

import pygame

from game.art.card_layout import CardLayout
from game.art.curves import Point
from game.art.looks import BackColors
from game.art.sketch import Sketch
from game.art.suits import fill_suit

Rgba = tuple[int, int, int, int]


class Inks(NamedTuple):
    """A back's colours, opaque, as the sketch draws them."""

    ground: Rgba
    line: Rgba
    knot: Rgba
    pale: Rgba

    @classmethod
    def of(cls, colors: BackColors) -> Inks:
        return cls(*((*rgb, 255) for rgb in colors[:4]))


def draw_back(blank: pygame.Surface, layout: CardLayout, colors: BackColors) -> pygame.Surface:
    """The back's pattern, frame and medallion, clipped to a rounded inner panel, onto
    `blank` (a plain card)."""
    inks = Inks.of(colors)
    margin = layout.width * 0.055
    inner = (margin, margin, layout.width - 2 * margin, layout.height - 2 * margin)
    pattern = Sketch(layout.size, inks.ground)
    PATTERNS.get(colors.pattern, _draw_lattice)(pattern, inner, layout.width, inks)
    _draw_frame(pattern, inner, layout.width, inks)
    mask = Sketch(layout.size, (255, 255, 255, 0))
    mask.rounded_rect((255, 255, 255, 255), inner, layout.radius * 0.55)
    pattern.surface.blit(mask.surface, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    blank.blit(pattern.result(), (0, 0))
    return blank


def _draw_lattice(sketch: Sketch, inner: tuple[float, ...], width: int, inks: Inks) -> None:
    """Diagonal lattice with small diamonds at the crossings."""
    x, y, w, h = inner
    step = width * 0.115
    line = max(0.6, width * 0.009)
    span = w + h
    n = int(span / step) + 2
    for i in range(-n, n + 1):
        x0 = x + i * step
        sketch.line(inks.line, (x0, y), (x0 + h, y + h), line)
        sketch.line(inks.line, (x0, y), (x0 - h, y + h), line)
    d = step * 0.16
    for i in range(-n, n + 1):
        for j in range(int(h / step) * 2 + 3):
            cx, cy = x + i * step + (j % 2) * step / 2, y + j * step / 2
            if x <= cx <= x + w and y <= cy <= y + h:
                sketch.polygon(inks.knot, [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)])


def _draw_frames(sketch: Sketch, inner: tuple[float, ...], width: int, inks: Inks) -> None:
    """Rounded frames one inside the other, a dot at each corner, like ripples."""
    x, y, w, h = inner
    step = width * 0.075
    line = max(0.6, width * 0.012)
    for k in range(1, int(min(w, h) / (2 * step)) + 1):
        inset = k * step
        box = (x + inset, y + inset, w - 2 * inset, h - 2 * inset)
        sketch.rounded_rect(inks.line, box, width * 0.04, line)
        for cx in (box[0], box[0] + box[2]):
            for cy in (box[1], box[1] + box[3]):
                sketch.circle(inks.knot, (cx, cy), line * 1.4)


def _draw_stripes(sketch: Sketch, inner: tuple[float, ...], width: int, inks: Inks) -> None:
    """Broad diagonal stripes, each with a thin one beside it."""
    x, y, w, h = inner
    step = width * 0.14
    for i in range(-int((w + h) / step) - 2, int((w + h) / step) + 2):
        x0 = x + i * step
        sketch.line(inks.line, (x0, y), (x0 + h, y + h), max(1.0, width * 0.04))
        sketch.line(
            inks.knot, (x0 + step / 2, y), (x0 + step / 2 + h, y + h), max(0.6, width * 0.008)
        )


PATTERNS = MappingProxyType(
    {"lattice": _draw_lattice, "frames": _draw_frames, "stripes": _draw_stripes}
)


def _draw_frame(sketch: Sketch, inner: tuple[float, ...], width: int, inks: Inks) -> None:
    """The pale inner frame and the medallion over any pattern."""
    x, y, w, h = inner
    frame = width * 0.035
    sketch.rounded_rect(
        inks.pale,
        (x + frame, y + frame, w - 2 * frame, h - 2 * frame),
        width * 0.02,
        max(0.8, width * 0.008),
    )
    _draw_medallion(sketch, (x + w / 2, y + h / 2), width * 0.2, inks)


def _draw_medallion(sketch: Sketch, center: Point, radius: float, inks: Inks) -> None:
    """A round seal in the middle of the back with the four suits in a cross."""
    sketch.circle(inks.pale, center, radius * 1.08)
    sketch.circle(inks.ground, center, radius)
    sketch.circle(inks.pale, center, radius * 0.9, max(0.6, radius * 0.04))
    s = radius * 0.5
    cx, cy = center
    spots = {"S": (0, -1), "H": (1, 0), "D": (0, 1), "C": (-1, 0)}
    for suit, (dx, dy) in spots.items():
        box = (cx + dx * s * 0.95 - s / 2, cy + dy * s * 0.95 - s / 2, s, s)
        fill_suit(sketch, suit, box, inks.pale)
