"""Small animated marks drawn by code: the search spinner, the hint glow and its arrow.

Each function draws at a phase given in seconds (the table's clock), so the same call in
two frames shows the animation's progress; each returns the rectangle it touched, for
the renderer's dirty rectangles.
"""

from __future__ import annotations

import math

import pygame
from pygame import Rect, Surface, Vector2

SPINNER_DOTS = 8
SPINNER_TURNS_PER_SECOND = 1.2
SPINNER_BRIGHT = (250, 235, 160)
SPINNER_DIM = (90, 140, 105)
GLOW_SOURCE = (255, 214, 70)
GLOW_TARGET = (120, 235, 150)
ARROW_COLOR = (255, 230, 120)
ARROW_EDGE = (40, 50, 30)
PULSE_PER_SECOND = 1.4


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    """The colour a share `t` of the way from `a` to `b`."""
    red, green, blue = (round(x + (y - x) * t) for x, y in zip(a, b, strict=True))
    return red, green, blue


SMALLEST_DOTTED_RING = 6.0  # radius in pixels below which the spinner is a plain ring


def spinner(
    surface: Surface,
    rect: Rect,
    phase: float | None,
    background: tuple[int, int, int],
    dim: tuple[int, int, int] = SPINNER_DIM,
    bright: tuple[int, int, int] = SPINNER_BRIGHT,
) -> Rect:
    """A ring of dots in `rect`; with a phase the bright head goes round, without it all
    dots rest dim (the idle icon of the Hint button)."""
    surface.fill(background, rect)
    radius = min(rect.width, rect.height) / 2
    dot = max(2.0, radius * 0.24)
    head = (phase or 0.0) * SPINNER_TURNS_PER_SECOND * SPINNER_DOTS
    if radius < SMALLEST_DOTTED_RING:  # the dots would merge into a blob: a thin ring
        pygame.draw.circle(surface, dim, rect.center, max(1, round(radius)), 1)
        if phase is not None:
            angle = 2 * math.pi * (head % SPINNER_DOTS) / SPINNER_DOTS - math.pi / 2
            centre = Vector2(rect.center) + Vector2(math.cos(angle), math.sin(angle)) * radius
            pygame.draw.circle(surface, bright, centre, 1.5)
        return Rect(rect)
    for index in range(SPINNER_DOTS):
        angle = 2 * math.pi * index / SPINNER_DOTS - math.pi / 2
        centre = Vector2(rect.center) + Vector2(math.cos(angle), math.sin(angle)) * (radius - dot)
        behind = (head - index) % SPINNER_DOTS
        light = 0.0 if phase is None else max(0.0, 1 - behind / (SPINNER_DOTS * 0.75))
        color = _mix(dim, bright, light)
        pygame.draw.circle(surface, color, centre, dot * (0.8 + 0.35 * light))
    return Rect(rect)


def pulse(phase: float) -> float:
    """0…1…0 once per pulse period: how strongly a glow shines now."""
    return 0.5 - 0.5 * math.cos(phase * PULSE_PER_SECOND * 2 * math.pi)


def glow(surface: Surface, rect: Rect, phase: float, color: tuple[int, int, int]) -> Rect:
    """A pulsing rounded frame around `rect` (a card, a group of cards or an empty pile)."""
    strength = pulse(phase)
    width = max(2, rect.width // 22)
    spread = width * 2 + round(width * 2 * strength)
    outer = rect.inflate(spread * 2, spread * 2)
    layer = Surface(outer.size, pygame.SRCALPHA)
    radius = max(4, rect.width // 10)
    rings = 4
    for ring in range(rings):
        alpha = round((90 + 140 * strength) * (ring + 1) / rings)
        inset = round(spread * (rings - 1 - ring) / rings)
        frame = layer.get_rect().inflate(-2 * inset, -2 * inset)
        pygame.draw.rect(
            layer, (*color, alpha), frame, width, border_radius=radius + spread - inset
        )
    surface.blit(layer, outer)
    return outer


def arrow(surface: Surface, start: Vector2, end: Vector2, size: int) -> Rect:
    """A straight arrow from `start` to `end` (from a hint's source to its target)."""
    line = end - start
    if line.length() < size:
        return Rect(round(end.x), round(end.y), 0, 0)
    direction = line.normalize()
    side = Vector2(-direction.y, direction.x)
    tip = end
    base = tip - direction * size
    head = [tip, base + side * size * 0.55, base - side * size * 0.55]
    width = max(3, size // 4)
    touched = pygame.draw.line(surface, ARROW_EDGE, start, base, width + 2)
    touched = touched.union(pygame.draw.polygon(surface, ARROW_EDGE, head))
    pygame.draw.line(surface, ARROW_COLOR, start, base, width)
    inner = [base + (point - base) * 0.8 + direction * size * 0.08 for point in head]
    pygame.draw.polygon(surface, ARROW_COLOR, inner)
    return touched.inflate(4, 4)
