"""Our renderer against pygame-ce's `LayeredDirty` on the same frames: a stack of cards
dragged over a static table, at 1920×1080. Both restore what the cards covered from a
background surface, draw the cards and say which rectangles changed; the figure is the
CPU per frame (median of rounds) and the pixels each sends to the display.

    SDL_VIDEODRIVER=dummy python bench/layered_dirty_bench.py
"""

from __future__ import annotations

import os
import statistics
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
from pygame import Rect, Surface

from game.table.render import Renderer, merge_rects

SIZE = (1920, 1080)
CARD = (120, 168)
CARDS = 13  # a King-to-Ace run in hand
FRAMES = 240
ROUNDS = 7


def background() -> Surface:
    surface = Surface(SIZE)
    surface.fill((22, 110, 58))
    for column in range(10):
        for row in range(8):
            rect = Rect(40 + column * 180, 200 + row * 40, *CARD)
            pygame.draw.rect(surface, (245, 245, 240), rect, border_radius=8)
    return surface


def card_image() -> Surface:
    image = Surface(CARD)
    image.fill((250, 250, 250))
    pygame.draw.rect(image, (30, 30, 30), image.get_rect(), 2)
    return image


def card_places(frame: int) -> list[tuple[int, int]]:
    """Where each card of the dragged run is at `frame` (a sweep across the table)."""
    x = 100 + (frame * 7) % 1500
    y = 150 + (frame * 3) % 500
    return [(x, y + index * 32) for index in range(CARDS)]


class DragScene:
    """The table as our renderer sees it: a static layer and the dragged run above it."""

    def __init__(self, table: Surface, image: Surface) -> None:
        self.table, self.image, self.frame = table, image, 0
        self.first = True

    def take_static_dirty(self) -> bool:
        first, self.first = self.first, False
        return first

    def draw_static(self, surface: Surface) -> None:
        surface.blit(self.table, (0, 0))

    def take_static_patches(self, surface: Surface) -> list[Rect]:
        return []

    def has_dynamic(self) -> bool:
        return True

    def draw_dynamic(self, surface: Surface) -> list[Rect]:
        return [surface.blit(self.image, place) for place in card_places(self.frame)]


def ours(screen: Surface, table: Surface, image: Surface) -> tuple[float, int]:
    renderer, scene = Renderer(), DragScene(table, image)
    pixels = 0
    renderer.frame(screen, scene)
    start = time.process_time()
    for frame in range(1, FRAMES):
        scene.frame = frame
        dirty = merge_rects(renderer.frame(screen, scene) or [])  # as `present` sends them
        pixels += sum(rect.width * rect.height for rect in dirty)
    return (time.process_time() - start) / (FRAMES - 1), pixels // (FRAMES - 1)


class Card(pygame.sprite.DirtySprite):
    def __init__(self, image: Surface, layer: int) -> None:
        super().__init__()
        self.image, self.rect, self._layer = image, image.get_rect(), layer
        self.dirty = 2  # always redrawn: it moves every frame


def layered_dirty(screen: Surface, table: Surface, image: Surface) -> tuple[float, int]:
    cards = [Card(image, layer) for layer in range(CARDS)]
    group = pygame.sprite.LayeredDirty(*cards)
    group.clear(screen, table)
    group.set_clip(screen.get_rect())
    screen.blit(table, (0, 0))
    pixels = 0
    start = time.process_time()
    for frame in range(1, FRAMES):
        for card, place in zip(cards, card_places(frame), strict=True):
            card.rect.topleft = place
        dirty = group.draw(screen)
        pixels += sum(rect.width * rect.height for rect in dirty)
    return (time.process_time() - start) / (FRAMES - 1), pixels // (FRAMES - 1)


def main() -> None:
    pygame.display.init()
    screen = pygame.display.set_mode(SIZE)
    table, image = background().convert(screen), card_image().convert(screen)
    results: dict[str, list[tuple[float, int]]] = {"ours": [], "LayeredDirty": []}
    for _round in range(ROUNDS):
        results["ours"].append(ours(screen, table, image))
        results["LayeredDirty"].append(layered_dirty(screen, table, image))
    base = statistics.median(cpu for cpu, _ in results["ours"])
    for name, runs in results.items():
        cpu = statistics.median(cpu for cpu, _ in runs)
        pixels = statistics.median(p for _, p in runs)
        print(
            f"{name:>13}: {cpu * 1000:.3f} ms CPU per frame ({cpu / base:.2f}×), "
            f"{pixels / 1000:.0f} k pixels sent per frame"
        )


if __name__ == "__main__":
    main()
