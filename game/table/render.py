"""Drawing with as little work as possible: a cached static layer plus moving sprites.

The static layer (felt, marks, every card at rest, HUD) is rebuilt only when the scene says
the position or the size changed. While something moves, only the rectangles it covered
last frame and covers now are restored from the static layer, drawn and sent to the screen.
When nothing moves nothing is drawn and the screen is not updated.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, field
from typing import Protocol

import pygame
from pygame import Rect, Surface


class Scene(Protocol):
    """What the renderer needs from a scene (the table)."""

    def take_static_dirty(self) -> bool:
        """True once after the static layer must be rebuilt."""

    def draw_static(self, surface: Surface) -> None:
        """Draw everything at rest."""

    def take_static_patches(self, surface: Surface) -> list[Rect]:
        """Redraw small parts of the static layer (the HUD clock); return their rects."""

    def has_dynamic(self) -> bool:
        """True while something is drawn above the static layer."""

    def draw_dynamic(self, surface: Surface) -> list[Rect]:
        """Draw what moves onto `surface`; return the rectangles drawn."""


SENDS_KEPT = 4096


@dataclass(repr=False, eq=False)
class FrameStats:
    """What the renderer did, counted for the bench and the tests."""

    full: int = 0  # static layer rebuilt and the whole screen sent
    partial: int = 0  # only moving sprites redrawn
    patches: int = 0  # only a static patch (the clock) redrawn
    idle: int = 0  # nothing drawn at all
    pixels: int = 0  # pixels sent to the display, in all
    # The latest sends: (time.monotonic(), pixels). Bounded: a long game keeps no more.
    sends: deque[tuple[float, int]] = field(default_factory=lambda: deque(maxlen=SENDS_KEPT))

    def sent(self, pixels: int) -> None:
        """`pixels` went to the display just now."""
        self.pixels += pixels
        self.sends.append((time.monotonic(), pixels))

    def as_dict(self) -> dict[str, object]:
        """The counts, for `SOLITAIRE_TRIO_FRAME_STATS` (bench/rest_bench.py)."""
        return {**vars(self), "sends": list(self.sends)}


@dataclass(repr=False, eq=False)
class Renderer:
    """Owns the static layer; `frame()` draws one frame and says which rects changed."""

    static: Surface | None = None
    previous: list[Rect] = field(default_factory=list)
    stats: FrameStats = field(default_factory=FrameStats)

    def invalidate(self) -> None:
        """Forget the static layer (the window was recreated)."""
        self.static = None

    def frame(self, screen: Surface, scene: Scene) -> list[Rect] | None:
        """Draw one frame onto `screen`; returns None for a full update, else the dirty rects."""
        size = screen.get_size()
        rebuild = scene.take_static_dirty()
        if self.static is None or self.static.get_size() != size:
            self.static = Surface(size, 0, screen)  # the screen's pixel format: fast blits
            rebuild = True
        if rebuild:
            scene.draw_static(self.static)
            screen.blit(self.static, (0, 0))
            self.previous = scene.draw_dynamic(screen) if scene.has_dynamic() else []
            self.stats.full += 1
            return None
        dirty = [self._patch(screen, rect) for rect in scene.take_static_patches(self.static)]
        if not scene.has_dynamic() and not self.previous:
            if dirty:
                self.stats.patches += 1
            else:
                self.stats.idle += 1
            return dirty
        for rect in merge_rects(self.previous):
            screen.blit(self.static, rect, rect)
        drawn = scene.draw_dynamic(screen)
        dirty += self.previous + drawn
        self.previous = drawn
        self.stats.partial += 1
        return dirty

    def _patch(self, screen: Surface, rect: Rect) -> Rect:
        """Copy a redrawn part of the static layer to the screen."""
        assert self.static is not None  # made by `frame` before any patch
        screen.blit(self.static, rect, rect)
        return rect


def present(dirty: list[Rect] | None, stats: FrameStats) -> None:
    """Send a frame to the display: all of it, only the dirty rects, or nothing (and count
    the pixels sent in `stats`)."""
    screen = pygame.display.get_surface()
    if screen is None:
        return
    if dirty is None:
        pygame.display.flip()
        pixels = screen.get_width() * screen.get_height()
    elif dirty:
        rects = [rect.clip(screen.get_rect()) for rect in merge_rects(dirty)]
        pygame.display.update(rects)
        pixels = sum(rect.width * rect.height for rect in rects)
    else:
        return
    stats.sent(pixels)


def merge_rects(rects: list[Rect]) -> list[Rect]:
    """Fewer, larger rectangles: overlapping ones are joined (a dragged stack overlaps itself)."""
    merged: list[Rect] = []
    for rect in sorted(rects, key=lambda r: (r.x, r.y)):
        for index, other in enumerate(merged):
            if other.colliderect(rect):
                merged[index] = other.union(rect)
                break
        else:
            merged.append(Rect(rect))
    return merged
