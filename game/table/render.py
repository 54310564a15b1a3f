"""Drawing with as little work as possible: a cached static layer plus moving sprites.

The static layer (felt, marks, every card at rest, HUD) is rebuilt only when the scene says
the position or the size changed. While something moves, only the rectangles it covered
last frame and covers now are restored from the static layer, drawn and sent to the screen.
When nothing moves nothing is drawn and the screen is not updated.
"""

from __future__ import annotations

import time
from array import array
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Protocol

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


class Sends:
    """The latest sends to the display, (time.monotonic(), pixels), oldest first, at most
    `kept`. Held in two arrays made once: a frame leaves no object behind that outlives
    it. (A deque of tuples kept each frame's for thousands of frames, among the objects
    a search had made meanwhile, which kept the search's freed memory in the process:
    docs/REST.md, "Memory over a long game".)"""

    def __init__(self, kept: int = SENDS_KEPT) -> None:
        self._at = array("d", bytes(8 * kept))
        self._pixels = array("q", bytes(8 * kept))
        self._next = 0  # where the next send goes
        self._count = 0

    def append(self, at: float, pixels: int) -> None:
        """One more send; the oldest goes once `kept` are held."""
        self._at[self._next], self._pixels[self._next] = at, pixels
        self._next = (self._next + 1) % len(self._at)
        self._count = min(self._count + 1, len(self._at))

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Iterator[tuple[float, int]]:
        first = (self._next - self._count) % len(self._at)
        for index in range(first, first + self._count):
            index %= len(self._at)
            yield self._at[index], self._pixels[index]


@dataclass(repr=False, eq=False)
class FrameStats:
    """What the renderer did, counted for the bench and the tests."""

    full: int = 0  # static layer rebuilt and the whole screen sent
    partial: int = 0  # only moving sprites redrawn
    patches: int = 0  # only a static patch (the clock) redrawn
    idle: int = 0  # nothing drawn at all
    pixels: int = 0  # pixels sent to the display, in all
    sends: Sends = field(default_factory=Sends)  # the latest: a long game keeps no more

    def sent(self, pixels: int) -> None:
        """`pixels` went to the display just now."""
        self.pixels += pixels
        self.sends.append(time.monotonic(), pixels)

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


def present(
    screen: Surface,
    dirty: list[Rect] | None,
    stats: FrameStats,
    send: Callable[[Sequence[Rect] | None], None],
) -> None:
    """Send a frame drawn on `screen` to the display (`send`, the window's): all of it,
    only the dirty rects, or nothing (and count the pixels sent in `stats`)."""
    if dirty is None:
        send(None)
        pixels = screen.get_width() * screen.get_height()
    elif dirty:
        rects = [rect.clip(screen.get_rect()) for rect in merge_rects(dirty)]
        send(rects)
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
