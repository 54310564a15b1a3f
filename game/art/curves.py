"""Outlines as point lists: Bézier curves, circle arcs and mirror halves, in any units.

Pure arithmetic, no drawing: suit shapes, court figures and pile marks are built from
these and filled by a `Sketch`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Point = tuple[float, float]


def cubic(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 16) -> list[Point]:
    """Points along a cubic Bézier curve, including both ends."""
    points = []
    for i in range(steps + 1):
        t = i / steps
        weights = ((1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t**3)
        corners = (p0, p1, p2, p3)
        x = sum(w * p[0] for w, p in zip(weights, corners, strict=True))
        y = sum(w * p[1] for w, p in zip(weights, corners, strict=True))
        points.append((x, y))
    return points


def quad(p0: Point, p1: Point, p2: Point, steps: int = 12) -> list[Point]:
    """Points along a quadratic Bézier curve, as the equivalent cubic."""
    c1 = (p0[0] + 2 / 3 * (p1[0] - p0[0]), p0[1] + 2 / 3 * (p1[1] - p0[1]))
    c2 = (p2[0] + 2 / 3 * (p1[0] - p2[0]), p2[1] + 2 / 3 * (p1[1] - p2[1]))
    return cubic(p0, c1, c2, p2, steps)


def arc(center: Point, radius: float, start: float, end: float, steps: int = 24) -> list[Point]:
    """Points along a circle arc; angles in degrees, screen axes (y down)."""
    return [
        (
            center[0] + radius * math.cos(math.radians(start + (end - start) * i / steps)),
            center[1] + radius * math.sin(math.radians(start + (end - start) * i / steps)),
        )
        for i in range(steps + 1)
    ]


def mirrored(half: Sequence[Point], axis: float = 0.5) -> list[Point]:
    """Close a left half outline with its mirror image across x = axis."""
    right = [(2 * axis - x, y) for x, y in reversed(half)]
    return list(half) + right[1:]
