"""What an empty pile shows, and the rim over a card that is a target or a hint.

An empty pile is a faint rounded outline; a foundation's holds a faint suit, the stock's
a recycle arrow (it can be turned over) or a barred circle (no pass is left).
"""

from __future__ import annotations

import math

import pygame

from game.art.card_layout import CardLayout
from game.art.curves import Point, arc
from game.art.sketch import SUPERSAMPLE, Color, Sketch, finished
from game.art.suits import fill_suit

MARK_COLOR = (255, 255, 255)
MARK_INK = (*MARK_COLOR, 95)
HIGHLIGHT_COLOR = (255, 206, 64)


def outline(layout: CardLayout) -> pygame.Surface:
    """An empty pile: a faint rounded outline."""
    return finished(_outlined(layout).result())


def foundation_mark(layout: CardLayout, suit: str) -> pygame.Surface:
    """An empty foundation: the outline with a faint suit shape."""
    sketch = _outlined(layout)
    side = layout.width * 0.46
    cx, cy = _center(layout)
    fill_suit(sketch, suit, (cx - side / 2, cy - side / 2, side, side), MARK_INK)
    return finished(sketch.result())


def stock_mark(layout: CardLayout, can_recycle: bool) -> pygame.Surface:
    """An empty stock: a recycle arrow, or a barred circle when no pass is left."""
    sketch = _outlined(layout)
    radius, center = layout.width * 0.24, _center(layout)
    if can_recycle:
        _draw_recycle_arrow(sketch, center, radius, layout.width * 0.065, MARK_INK)
    else:
        _draw_no_pass(sketch, center, radius, layout.width * 0.06, MARK_INK)
    return finished(sketch.result())


def highlight(layout: CardLayout) -> pygame.Surface:
    """Nested rounded rims whose alpha falls off inwards, leaving the card visible."""
    sketch = Sketch(layout.size, (*HIGHLIGHT_COLOR, 0))
    depth = max(3, round(layout.width * 0.07)) * SUPERSAMPLE
    w, h = layout.width * SUPERSAMPLE, layout.height * SUPERSAMPLE
    radius = layout.radius * SUPERSAMPLE
    for i in range(depth):
        alpha = round(235 * (1 - i / depth) ** 2.2)
        rect = pygame.Rect(i, i, w - 2 * i, h - 2 * i)
        pygame.draw.rect(
            sketch.surface, (*HIGHLIGHT_COLOR, alpha), rect, 2, border_radius=round(radius - i)
        )
    return finished(sketch.result())


def _center(layout: CardLayout) -> Point:
    return (layout.width / 2, layout.height / 2)


def _outlined(layout: CardLayout) -> Sketch:
    """A sketch holding the outline of an empty pile, for a sign to be drawn in."""
    sketch = Sketch(layout.size, (*MARK_COLOR, 0))
    line = max(1.5, layout.width / 45)
    full = (line / 2, line / 2, layout.width - line, layout.height - line)
    sketch.rounded_rect((*MARK_COLOR, 22), full, layout.radius)
    sketch.rounded_rect((*MARK_COLOR, 120), full, layout.radius, line)
    return sketch


def _draw_recycle_arrow(
    sketch: Sketch, center: Point, radius: float, thickness: float, ink: Color
) -> None:
    """An open ring turning clockwise, ending in an arrowhead: the stock can be turned over."""
    start, end = 125.0, 395.0
    outer = arc(center, radius + thickness / 2, start, end, 48)
    inner = arc(center, radius - thickness / 2, end, start, 48)
    sketch.polygon(ink, outer + inner)
    a = math.radians(end)
    tip_base = (center[0] + radius * math.cos(a), center[1] + radius * math.sin(a))
    radial = (math.cos(a), math.sin(a))
    tangent = (-math.sin(a), math.cos(a))
    wing = thickness * 1.35
    tip = (tip_base[0] + tangent[0] * thickness * 2, tip_base[1] + tangent[1] * thickness * 2)
    sketch.polygon(
        ink,
        [
            (tip_base[0] + radial[0] * wing, tip_base[1] + radial[1] * wing),
            tip,
            (tip_base[0] - radial[0] * wing, tip_base[1] - radial[1] * wing),
        ],
    )


def _draw_no_pass(
    sketch: Sketch, center: Point, radius: float, thickness: float, ink: Color
) -> None:
    """A circle with a diagonal bar: no more passes through the stock."""
    sketch.circle(ink, center, radius + thickness / 2, thickness)
    k = (radius - thickness / 4) / math.sqrt(2)
    sketch.line(ink, (center[0] - k, center[1] + k), (center[0] + k, center[1] - k), thickness)


SHADOW_BLUR = 0.06  # the shadow's soft edge, in card widths
SHADOW_ALPHA = 95


def shadow(layout: CardLayout) -> pygame.Surface:
    """A soft dark card-shaped shadow, a blur's width larger on every side: drawn under
    cards in hand, so they read as lifted off the felt."""
    blur = max(2, round(layout.width * SHADOW_BLUR))
    size = (layout.width + 2 * blur, layout.height + 2 * blur)
    sharp = pygame.Surface(size, pygame.SRCALPHA)
    body = pygame.Rect(blur, blur, layout.width, layout.height)
    pygame.draw.rect(sharp, (0, 0, 0, SHADOW_ALPHA), body, border_radius=round(layout.radius))
    small = (max(1, size[0] // blur), max(1, size[1] // blur))
    return pygame.transform.smoothscale(pygame.transform.smoothscale(sharp, small), size)
