"""`python -m game`: play; `--screenshot` renders a position; `--self-test` checks the app."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

DEFAULT_PREFIX = "DS1-D1N"


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python -m game", description="Solitaire Trio")
    parser.add_argument("--code", help="deal this game code, e.g. TF1-D3N-AAAAAAB")
    parser.add_argument("--window", action="store_true", help="start in a window")
    parser.add_argument("--screenshot", metavar="OUT.png", help="render a position and exit")
    parser.add_argument("--size", default="1920x1080", help="screenshot size, WxH")
    parser.add_argument("--moves", default="", help='moves played first, e.g. "s w>t3"')
    parser.add_argument("--self-test", action="store_true", help="play scripted games headless")
    return parser.parse_args(argv)


def parse_size(text: str) -> tuple[int, int]:
    """`1920x1080` -> (1920, 1080)."""
    width, _, height = text.lower().partition("x")
    size = (int(width), int(height))
    if min(size) < 100:
        raise ValueError(text)
    return size


def deal(code: str | None):
    """The game for `--code`, or a random Double Solitaire deal; a bad code says why once."""
    import engine
    from game import strings

    if code:
        try:
            return engine.Game.from_code(code)
        except ValueError as error:
            print(strings.BAD_CODE.format(code=code, reason=error), file=sys.stderr)
    return engine.Game.from_code(engine.random_code(DEFAULT_PREFIX))


def screenshot(args: argparse.Namespace) -> int:
    """Render the position after `--moves` at `--size` into a PNG, headless."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.app import App

    try:
        size = parse_size(args.size)
    except ValueError:
        print(f"--size must look like 1920x1080, not {args.size!r}", file=sys.stderr)
        return 2
    game = deal(args.code)
    for move in args.moves.split():
        try:
            game.play(move)
        except ValueError as error:
            print(f"move {move!r} refused: {error}", file=sys.stderr)
            return 2
    app = App(game, fullscreen=False, window_size=size)
    app.table.sync(animate=False)
    app.step(0.0)
    pygame.image.save(app.screen, args.screenshot)
    print(f"wrote {args.screenshot} ({size[0]}x{size[1]}, {game.code}, {game.moves} moves)")
    pygame.quit()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of `python -m game` and of the `solitaire-trio` gui script."""
    args = parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.screenshot:
        return screenshot(args)
    if args.self_test:
        from game.selftest import run_self_test

        return run_self_test()
    from game.app import App

    App(deal(args.code), fullscreen=not args.window).run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
