"""Memory over a long game: RSS after 300 and after 3000 real input actions.

One Double Solitaire game (`DS1-D1N-AAAAAAB`) is played by key events posted into the
running app, as a player's keyboard would send them: pile keys (a source, then a
destination: many are refused, and each refusal shows its note), the stock, undo and redo
now and then, and a hint every 250 actions (the search runs half a second, then the next
action stops it). `--mouse` plays it with real mouse events instead (`selftest.Pointer`):
drags of a card or a group from one pile to another (often refused: they fly back),
taps on the stock and on cards, double clicks. Every action is followed by frames until
the table is at rest. The last line reads `memory: rss-300=XMB rss-3000=YMB growth=ZMB`
(the targets: growth <= 5 MB with keys, <= 10 MB and under 70 MB with the mouse).

`--trace` also prints the allocation sites that grew most (tracemalloc): what to bound.
`--spinners N` starts N threads that only spin: they share the GIL, so searches and
frames run at a fraction of their speed, as on a loaded machine (the process still uses
one core at most), and the hint before the last action is cancelled while it runs.
Runs headless (SDL's dummy video driver) at 1920x1080 (`--size` for another).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import threading
import time
import tracemalloc
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame
from pygame import Vector2

import engine
from game.app import App
from game.profile.settings import Settings
from game.selftest import Pointer

PAGE = os.sysconf("SC_PAGE_SIZE")
PILE_KEYS = [*"1234567", "w", "f", "c", "s"]
CODE = "DS1-D1N-AAAAAAB"


def rss_mb() -> float:
    return int(Path("/proc/self/statm").read_text().split()[1]) * PAGE / 2**20


def rss_at_rest(app: App) -> float:
    """RSS once no search runs (a cancelled one returned too) and the table is still (as
    the loop gives memory back)."""
    deadline = time.monotonic() + 30
    while (app.table.hints.busy or app.table.workers.busy) and time.monotonic() < deadline:
        time.sleep(1 / 60)
        app.step(1 / 60)
    if app.table.hints.rects(app.table.board) is not None:
        app.table.toggle_hint()  # Hint again hides the highlight: the table is still
    settle(app)
    app.run_frames(3)
    return rss_mb()


def key(app: App, name: str, mod: int = 0) -> None:
    code = pygame.key.key_code(name)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=name))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=mod))
    app.step(1 / 60)


def settle(app: App, frames: int = 90) -> None:
    """Frames until nothing moves (at most `frames`)."""
    for _ in range(frames):
        app.step(1 / 60)
        if app.table.board.at_rest:
            break


def action(app: App, rng: random.Random, number: int) -> None:
    """One player's action, by keys."""
    if number % 250 == 249:
        key(app, "h")
        deadline = time.monotonic() + 0.5
        while time.monotonic() < deadline:
            time.sleep(1 / 60)
            app.step(1 / 60)
        return
    roll = rng.random()
    if roll < 0.08:
        key(app, "z", pygame.KMOD_CTRL)
    elif roll < 0.12:
        key(app, "y", pygame.KMOD_CTRL)
    elif roll < 0.25:
        key(app, "s")
    else:
        key(app, rng.choice(PILE_KEYS))
        key(app, rng.choice(PILE_KEYS))
    settle(app)


def mouse_action(pointer: Pointer, rng: random.Random) -> None:
    """One player's action, by the mouse: a drag (two in three), a tap or a double click."""
    layout = pointer.layout
    piles = [name for name in layout.slots if not name.startswith("f")]
    source = rng.choice(piles)
    rects = layout.cards[source]
    roll = rng.random()
    if roll < 0.12:
        pointer.click(pointer.card_point("s"), frames=2)
    elif roll < 0.3 and rects:
        pointer.double_click(pointer.card_point(source))
    elif roll < 0.36:
        pointer.click(pointer.card_point(source), frames=2)
    elif rects:
        index = rng.randrange(max(0, len(rects) - 4), len(rects))
        start = pointer.card_point(source, index)
        target = rng.choice([name for name in layout.slots if name != source])
        grab = Vector2(start) - Vector2(rects[index].topleft)
        end = Vector2(pointer.target_point(target)) + grab
        pointer.drag(start, (round(end.x), round(end.y)), settle=1)
    settle(pointer.app)


def spin() -> None:
    """Hold the GIL in turn with the game's threads, for good (a loaded machine)."""
    while True:
        for _ in range(1000):
            pass


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--actions", type=int, default=3000)
    parser.add_argument("--trace", action="store_true")
    parser.add_argument("--code", default=CODE, help="another deal (the figures use the default)")
    parser.add_argument("--spinners", type=int, default=0, help="threads that only spin")
    parser.add_argument("--mouse", action="store_true", help="drags, taps and double clicks")
    parser.add_argument("--size", default="1920x1080", help="the window, WIDTHxHEIGHT")
    parser.add_argument("--look", default="classic,blue,green", help="DECK,BACK,TABLE")
    parser.add_argument("--sound", action="store_true", help="sound on (the mixer loaded)")
    args = parser.parse_args()
    size = tuple(int(part) for part in args.size.split("x"))
    for _ in range(args.spinners):
        threading.Thread(target=spin, daemon=True, name="spinner").start()
    deck, back, table = args.look.split(",")
    settings = Settings(deck=deck, back=back, table=table, sound=args.sound)
    app = App(engine.Game.from_code(args.code), settings, False, (size[0], size[1]))
    app.run_frames(5)
    rng = random.Random(7)
    pointer = Pointer(app)
    print(f"  at start: rss={rss_mb():.1f}MB")
    marks: dict[int, float] = {}
    for number in range(1, args.actions + 1):
        if args.mouse:
            mouse_action(pointer, rng)
        else:
            action(app, rng, number)
        if app.table.game.is_won:
            app.table.new_deal()
        if number == 300:
            marks[300] = rss_at_rest(app)
            if args.trace:
                tracemalloc.start(12)
                before = tracemalloc.take_snapshot()
        if number % 500 == 0:
            print(f"  after {number} actions: rss={rss_mb():.1f}MB moves={app.table.game.moves}")
    marks[args.actions] = rss_at_rest(app)
    if args.trace and args.actions > 300:
        after = tracemalloc.take_snapshot()
        for stat in after.compare_to(before, "traceback")[:8]:
            print(stat)
            for line in stat.traceback.format()[-6:]:
                print("   ", line)
    early, late = marks.get(300, float("nan")), marks[args.actions]
    print(
        f"memory: rss-300={early:.1f}MB rss-{args.actions}={late:.1f}MB growth={late - early:.1f}MB"
    )
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
