"""Hint benchmark: how soon a hint lights a move, and how often it decides within 1 s.

`python bench/hint_bench.py [N] [--seed S] [--only DS1-D3V,...]` makes N (30) mid-game
positions of each of the 9 option sets (`engine.option_sets()`): a random deal played
5–60 moves on, each move the first of a short look ahead (`engine.solver.quick`, 100
moves tried) with probability 0.85, else a random legal move, so some positions are lost
(Seahaven: part of the solver's winning line, then 0–2 random moves; `along_a_line`).
Each is given to the table's real hint machinery (`game.search_handles.HintSearch`: the worker
thread, the quick look ahead, the solver with its early moves), polled every 1 ms like
the table's loop would, and stopped after 1 s. Measured per position: the time until a
move is shown (first early move, or the answer's), whether a verdict (winnable or
proven lost) came within 1 s, and whether a position with a useful legal move got none.

Prints one line per option set, then exactly one summary line:
`hint: first-move p95=Xms verdict-within-1s=Y% no-move-shown=Z`.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine
from engine.solver import solve
from engine.solver.quick import look_ahead, useful_moves
from game.search_answers import Hint
from game.search_handles import HintSearch
from game.workers import Workers

WATCH_SECONDS = 1.0
GREEDY = 0.85  # share of greedy moves when making a position (the rest random)


class Measured(NamedTuple):
    first_move: float | None  # seconds until a move was shown, None if none in 1 s
    decided: bool  # winnable or unwinnable within 1 s
    useful: bool  # the position had a legal move that is not pointless


def mid_game(prefix: str, rng: random.Random) -> engine.Game:
    """A deal of `prefix` played on (see the module's docstring)."""
    game = engine.Game.from_code(engine.random_code(prefix, rng.randrange(1_000_000)))
    if not game.variant.has_stock:
        return along_a_line(game, rng)
    for _ in range(rng.randint(5, 60)):
        legal = game.legal_moves()
        if not legal or game.is_won:
            break
        game.play(greedy(game, legal) if rng.random() < GREEDY else rng.choice(legal))
    return game


def along_a_line(game: engine.Game, rng: random.Random) -> engine.Game:
    """Seahaven: random moves fill its cells at once, so a position there is 20–80 % of
    the solver's winning line (0.5 s), then 0–2 random moves (often losing ones)."""
    line = solve(game, seconds=0.5).moves
    for move in line[: round(len(line) * rng.uniform(0.2, 0.8))]:
        game.play(move)
    for _ in range(rng.randint(0, 2)):
        legal = game.legal_moves()
        if legal:
            game.play(rng.choice(legal))
    return game


def greedy(game: engine.Game, legal: list[engine.Move]) -> engine.Move:
    """The first move of a short look ahead (the engine's, 100 moves tried), else the
    first legal move."""
    line = look_ahead(game, 100).line
    return line[0] if line else legal[0]


def measure(game: engine.Game, workers: Workers) -> Measured:
    """The table's hint machinery on `game`, watched for `WATCH_SECONDS`."""
    useful = bool(useful_moves(game))
    search = HintSearch(workers=workers)  # the table lends its threads the same way
    started = time.perf_counter()
    search.start_hint(game, revision=0)
    first: float | None = None
    decided = False
    while time.perf_counter() - started < WATCH_SECONDS:
        early = search.best_so_far(0)
        if early is not None and first is None:
            first = time.perf_counter() - started
        finished = search.poll(0)
        if finished is not None:
            if isinstance(finished, Hint):
                decided = finished.verdict != "unknown"
                if first is None and finished.move is not None:
                    first = time.perf_counter() - started
            break
        time.sleep(0.001)
    task = search.task
    search.cancel()
    if task is not None:
        task.wait(30)  # the next position's clock starts with no search left over
    return Measured(first, decided, useful)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("positions", nargs="?", type=int, default=30, help="per option set")
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--only", default="", help="comma-separated prefixes, e.g. DS1-D3V")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    workers = Workers()
    chosen = [s.prefix for s in engine.option_sets()]
    if args.only:
        chosen = [p for p in chosen if p in args.only.upper().split(",")]
    every: list[Measured] = []
    for prefix in chosen:
        results = [measure(mid_game(prefix, rng), workers) for _ in range(args.positions)]
        every.extend(results)
        print(summary(f"hint {prefix}", results), flush=True)
    print(summary("hint", every).split(" (")[0])
    return 0


def summary(label: str, results: list[Measured]) -> str:
    """`label: first-move p95=… verdict-within-1s=…% no-move-shown=…` and details."""
    shown = [r.first_move for r in results if r.first_move is not None]
    missing = sum(1 for r in results if r.useful and r.first_move is None)
    decided = sum(1 for r in results if r.decided)
    p95 = 1000 * percentile(shown, 0.95) if shown else float("nan")
    worst = 1000 * max(shown) if shown else float("nan")
    no_useful = sum(1 for r in results if not r.useful)
    return (
        f"{label}: first-move p95={p95:.0f}ms "
        f"verdict-within-1s={100 * decided / len(results):.0f}% "
        f"no-move-shown={missing} (max {worst:.0f}ms, {len(results)} positions, "
        f"{no_useful} without a useful move)"
    )


if __name__ == "__main__":
    sys.exit(main())
