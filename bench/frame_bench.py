"""Frame times of the table while a 12-card stack is dragged, and redraws at idle.

Headless (SDL dummy driver, software rendering). For each window size, a Double Solitaire
mid-game position is shown, a 12-card group is lifted and dragged along a path by posted
mouse events, and each frame (events + update + draw + display update) is timed.
Prints one line per size ending with `p50=…ms p99=…ms`, then the idle line.
Run: `python bench/frame_bench.py [--frames N]`.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

import engine
from game.app import App
from game.selftest import Pointer

SIZES = ((1920, 1080), (3840, 2160))
BASE_CODE = "DS1-D1N-AAAAAAB"
GROUP_COLUMN = "t6"
RED, BLACK = "HD", "SC"


def mid_game() -> engine.Game:
    """A Double Solitaire position whose column t6 ends in a 12-card group (K down to 2)."""
    game = engine.Game.from_code(BASE_CODE)
    piles = {name: [str(card) for card in game.pile(name)] for name in game.pile_names}
    group = []
    for rank_index, rank in enumerate("KQJT98765432"):
        colours = BLACK if rank_index % 2 == 0 else RED
        token, pile = next(
            (t, name)
            for name in ("s", *(n for n in game.pile_names if n[0] == "t"))
            for t in piles[name][: -1 if name[0] == "t" else None]
            if t[0].upper() == rank and t[1].upper() in colours
        )
        piles[pile].remove(token)
        group.append(token.upper())
    piles[GROUP_COLUMN] += group
    lines = [BASE_CODE, "score: 85", "moves: 40"]
    lines += [f"{name}: {' '.join(piles[name])}".rstrip() for name in game.pile_names]
    position = engine.Game.from_text("\n".join(lines) + "\n")
    for _ in range(7):
        position.play("s")
    return position


def percentile(samples: list[float], share: float) -> float:
    """The sample below which `share` of the samples lie."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def drag_frames(size: tuple[int, int], frames: int) -> list[float]:
    """Milliseconds per frame while the 12-card group follows a looping path."""
    pygame.display.set_mode(size)
    app = App(mid_game(), fullscreen=False, window_size=size)
    app.run_frames(5)
    pointer = Pointer(app)
    count = 12
    start = pointer.card_point(GROUP_COLUMN, len(app.table.board.piles[GROUP_COLUMN]) - count)
    pointer.post(pygame.MOUSEBUTTONDOWN, start)
    app.run_frames(1)
    width, height = size
    times = []
    for frame in range(frames):
        angle = 2 * math.pi * frame / 120
        pos = (
            round(start[0] + width * 0.25 * math.sin(angle)),
            round(start[1] + height * 0.1 * (1 - math.cos(angle))),
        )
        pointer.post(pygame.MOUSEMOTION, pos)
        began = time.perf_counter()
        app.step(1 / 60)
        times.append((time.perf_counter() - began) * 1000)
    assert app.table.board.drag is not None and app.table.board.drag.count == count
    pointer.post(pygame.MOUSEBUTTONUP, start)
    app.run_frames(30)
    return times


def idle_redraws(seconds: float) -> tuple[float, float]:
    """Frames redrawn per second, and clock-only updates per second, while nothing moves."""
    app = App(mid_game(), fullscreen=False, window_size=SIZES[0])
    app.run_frames(30)
    stats = app.renderer.stats
    redraws, patches = stats.full + stats.partial, stats.patches
    frames = round(seconds * 60)
    for _ in range(frames):
        app.step(1 / 60)
    return (
        (stats.full + stats.partial - redraws) / seconds,
        (stats.patches - patches) / seconds,
    )


def main() -> int:
    """Run the bench and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    args = parser.parse_args()
    pygame.display.init()
    pygame.font.init()
    for size in SIZES:
        times = drag_frames(size, args.frames)
        print(
            f"drag 12 cards {size[0]}x{size[1]}: {len(times)} frames "
            f"mean={statistics.fmean(times):.2f}ms "
            f"p50={percentile(times, 0.5):.2f}ms p99={percentile(times, 0.99):.2f}ms"
        )
    redraws, clock = idle_redraws(5.0)
    print(f"idle 1920x1080: {redraws:.1f} frames redrawn/s (HUD clock patch: {clock:.1f}/s)")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
