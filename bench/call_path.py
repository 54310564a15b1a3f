"""How many Python calls a key press and a drag release take from the app's event handler
to `Game.play`, and how deep `Game.play` sits then (traced with `sys.setprofile`).

    SDL_VIDEODRIVER=dummy python bench/call_path.py [--names]

The key press is the second of the pile keys `1` `7` (or whichever pair names a legal
column-to-column move) in a Seahaven Towers deal; the drag is a legal column-to-column move
of one card, and the call counted from is the button's release.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

import engine
from game.app import App
from game.selftest import Pointer

DEALS = range(1, 40)


def column_move(game: engine.Game) -> engine.Move | None:
    """A legal one-card move between two of the first nine columns."""
    for move in game.legal_moves():
        source, target = move.source, move.target or ""
        one_key = source[1:].isdigit() and target[1:].isdigit() and len(target) == 2
        if source[0] == target[:1] == "t" and move.count == 1 and one_key and source != target:
            return move
    return None


def traced(action: Callable[[], None]) -> tuple[int, int]:
    """The calls made (not counting those the engine makes inside itself), and the stack
    depth reached, from `action`'s start to `Game.play`; `--names` lists the calls."""
    calls = 0
    names = "--names" in sys.argv
    depth = -1  # `action` itself is not counted
    found: list[int] = []

    def profile(frame: FrameType, event: str, _arg: Any) -> None:
        nonlocal calls, depth
        if found:
            return
        if event == "call":
            depth += 1
            caller = frame.f_back
            if (
                depth > 0
                and caller is not None
                and f"{os.sep}engine{os.sep}" not in caller.f_code.co_filename
            ):
                calls += 1  # the engine's own inner calls are the engine's business
                if names:
                    where = os.path.basename(frame.f_code.co_filename)
                    print(f"{'  ' * depth}{where}:{frame.f_code.co_name}")
            if frame.f_code.co_name == "play" and frame.f_code.co_filename.endswith(
                os.path.join("engine", "game.py")
            ):
                found.append(depth)
        elif event == "return":
            depth -= 1

    sys.setprofile(profile)
    try:
        action()
    finally:
        sys.setprofile(None)
    return (calls, found[0]) if found else (-1, -1)


def key_event(number: int) -> pygame.event.Event:
    key = pygame.K_0 + number % 10
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, scancode=0, unicode=str(number))


def app_with(move_finder: Callable[[engine.Game], engine.Move | None]) -> tuple[App, engine.Move]:
    for deal in DEALS:
        game = engine.Game.from_code(engine.random_code("SH1-C4", deal))
        move = move_finder(game)
        if move is not None:
            app = App(game, fullscreen=False, window_size=(1366, 768))
            app.run_frames(2)
            return app, move
    raise SystemExit("no deal with a column move")


def key_press() -> tuple[int, int]:
    app, move = app_with(column_move)
    source, target = int(move.source[1:]), int(str(move.target)[1:])
    app.handle(key_event(source))
    second = key_event(target)
    counted = traced(lambda: app.handle(second))
    assert app.table.game.moves == 1, "the key press did not play"
    return counted


def drag_release() -> tuple[int, int]:
    app, move = app_with(column_move)
    pointer = Pointer(app)
    rects = pointer.layout.cards[move.source]
    start = pointer.card_point(move.source, len(rects) - 1)
    end = pointer.target_point(str(move.target))
    end = (end[0] + start[0] - rects[-1].x, end[1] + start[1] - rects[-1].y)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.run_frames(1)
    for step in range(1, 6):
        pos = (
            start[0] + (end[0] - start[0]) * step // 5,
            start[1] + (end[1] - start[1]) * step // 5,
        )
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        app.run_frames(1)
    release = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)
    counted = traced(lambda: app.handle(release))
    assert app.table.game.moves == 1, "the drag did not play"
    return counted


def main() -> None:
    for name, measure in (("key press", key_press), ("drag release", drag_release)):
        calls, depth = measure()
        print(f"call path: {name}: {calls} calls, Game.play at depth {depth}")


if __name__ == "__main__":
    main()
