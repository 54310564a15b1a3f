"""`python -m engine.solver CODE [--moves "..."] [--seconds S]`: solve a deal from the shell.

Prints the winning line (space-separated) when there is one, then
`verdict: winnable|unwinnable|unknown (N nodes, T s)`. A bad code or move exits 2.
`--difficulty` prints the deal's difficulty instead (engine.solver.difficulty).
"""

from __future__ import annotations

import argparse
import sys

from ..errors import GameCodeError, IllegalMove
from ..game import Game
from . import _check_budget, solve


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.solver", description=__doc__)
    parser.add_argument("code", help="a game code, e.g. SH1-C4-AAAAAJ2")
    parser.add_argument("--moves", default="", help="moves to play first, space-separated")
    parser.add_argument("--seconds", type=_budget, default=10.0, help="time budget")
    parser.add_argument(
        "--difficulty", action="store_true", help="rate the deal (its start position) instead"
    )
    args = parser.parse_args(argv)
    game = _position(args.code, args.moves)
    if game is None:
        return 2
    if args.difficulty:
        from .difficulty import rate

        rating = rate(game.code)
        if rating is None:  # only a cancel gives none, and nothing cancels it here
            return 1
        print(
            f"difficulty: {rating.difficulty.value} ({rating.work} work units, "
            f"{rating.nodes} nodes)"
        )
        return 0
    solution = solve(game, seconds=args.seconds)
    if solution.moves:
        print(" ".join(str(move) for move in solution.moves))
    print(f"verdict: {solution.verdict} ({solution.nodes} nodes, {solution.seconds:.2f} s)")
    return 0


def _budget(text: str) -> float:
    """`--seconds`: what `solve` accepts (argparse says what is wrong and exits 2)."""
    try:
        seconds = float(text)
        _check_budget(seconds)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"must be a positive number of seconds, not {text!r}"
        ) from None
    return seconds


def _position(code: str, moves: str) -> Game | None:
    """The game after the given moves, or None after printing what is wrong."""
    try:
        game = Game.from_code(code)
    except GameCodeError as error:
        print(f"bad game code: {error}", file=sys.stderr)
        return None
    for number, text in enumerate(moves.split(), start=1):
        try:
            game.play(text)
        except IllegalMove as error:
            print(f"move {number} ({text}) refused: {error}", file=sys.stderr)
            return None
        except ValueError as error:
            print(f"move {number} ({text}) is malformed: {error}", file=sys.stderr)
            return None
    return game


if __name__ == "__main__":
    sys.exit(main())
