"""`python -m engine.solver CODE [--moves "..."] [--seconds S]`: solve a deal from the shell.

Prints the winning line (space-separated) when there is one, then
`verdict: winnable|unwinnable|unknown (N nodes, T s)`. A bad code or move exits 2.
`--difficulty` prints the deal's difficulty instead (engine.solver.difficulty);
`--winnable-deal PREFIX` prints a winnable deal's code, then its winning line, or says
on stderr why none is known (exit 1). `--daily YYYY-MM-DD` prints that date's deals, one
code per line (Double Solitaire, Réfléchi, Seahaven: engine/daily.py), or says on stderr
that the date has none (exit 1; exit 2 if it is not a date).
"""

from __future__ import annotations

import argparse
import sys

from ..errors import GameCodeError, IllegalMove
from ..game import Game
from . import _check_budget, solve


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.solver", description=__doc__)
    parser.add_argument("code", nargs="?", help="a game code, e.g. SH1-C4-AAAAAJ2")
    parser.add_argument(
        "--winnable-deal", metavar="PREFIX", help="print a winnable deal of PREFIX (DS1-D1V)"
    )
    parser.add_argument(
        "--daily", metavar="YYYY-MM-DD", help="print the deals of the day of that date"
    )
    parser.add_argument("--moves", default="", help="moves to play first, space-separated")
    parser.add_argument("--seconds", type=_budget, default=10.0, help="time budget")
    parser.add_argument(
        "--difficulty", action="store_true", help="rate the deal (its start position) instead"
    )
    args = parser.parse_args(argv)
    if args.daily is not None:
        return _daily(args.daily)
    if args.winnable_deal is not None:
        return _winnable(args.winnable_deal)
    if args.code is None:
        parser.error("a game code is needed (or --winnable-deal PREFIX)")
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


def _winnable(prefix: str) -> int:
    """`--winnable-deal`: the code and its winning line, or why none is known (exit 1)."""
    from .winnable import winnable_deal

    try:
        found = winnable_deal(prefix)
    except GameCodeError as error:
        print(f"bad option set: {error}", file=sys.stderr)
        return 2
    if isinstance(found, str):
        print(found, file=sys.stderr)
        return 1
    print(found.code)
    print(" ".join(str(move) for move in found.moves))
    return 0


def _daily(date: str) -> int:
    """`--daily`: the date's three codes, or why it has none (exit 1; not a date: 2)."""
    from ..daily import DailyError, daily_codes

    try:
        codes = daily_codes(date)
    except DailyError as error:
        print(error, file=sys.stderr)
        return 2 if error.problem == "date" else 1
    print("\n".join(codes))
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
