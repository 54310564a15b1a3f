"""Solver benchmark: how many deals each option set decides within its time budget.

`python bench/solver_bench.py [N] [--only SH1-C4,TF1-D1N] [--workers W]` solves N deals
of every option set and prints the range, then one line per option set, e.g.
`solver SH1-C4: decided 99.0% median 0.21s p95 0.80s` (decided = winnable or
unwinnable within the budget; times are per deal, whatever the verdict), and the median
time per decided deal.

By default the deals are held out: range A starts at deal 10 000, range B (`--range B`)
at 20 000. No pass share, schedule or proof was ever chosen on them (the search was tuned
on deals 0–299, and measured against Solvitaire on 5000–5099), so the figures say what a
player meets, not what the tuning saw. `--first F` measures any other range, and says
when it overlaps the tuned one.

`--cpu` runs the solver's clock on the worker's CPU time (`time.process_time`), so a
run niced on a shared machine searches as an idle one would; `--first F` starts at deal
F; `--log FILE` appends one JSON line per deal (option set, deal, verdict, seconds,
nodes), for comparing two versions deal by deal: `--against FILE` reads such a log
(written by the tree before, on the same deals) and prints under each option set's line
the same figures from it, on the deals both measured, and the deals whose verdict changed:
`before: decided 94.5% median decided 0.014s (200 deals); changed: 40156 winnable→unknown`.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import Game
from engine.codes import GAME_OPTIONS, encode_deal
from engine.solver import clock, solve

HELD_OUT = {"A": 10_000, "B": 20_000}  # first deals of the held-out ranges
TUNED = range(0, 300)  # the deals passes, shares and proofs were chosen on
BUDGETS = {"SH": {"C4": 1.0, "C2": 2.0, "C1": 2.0}, "TF": 5.0, "DS": 10.0}
Result = tuple[str, int, str, float, int]  # option set, deal, verdict, seconds, nodes
Before = dict[tuple[str, int], tuple[str, float]]  # (option set, deal) -> (verdict, seconds)


def budget(prefix: str) -> float:
    """The target time per deal for an option set (the issue's targets)."""
    game, options = prefix[:2], prefix.split("-")[1]
    table = BUDGETS[game]
    return table[options] if isinstance(table, dict) else table


def prefixes() -> list[str]:
    return [
        f"{game}1-{options}"
        for game, all_options in GAME_OPTIONS.items()
        for options in all_options
    ]


def use_cpu_time() -> None:
    """The worker's solver clock becomes its CPU time (a pool initializer)."""
    clock.now = time.process_time


def run_one(job: tuple[str, int]) -> Result:
    prefix, deal = job
    solution = solve(Game.from_code(f"{prefix}-{encode_deal(deal)}"), seconds=budget(prefix))
    return prefix, deal, solution.verdict, solution.seconds, solution.nodes


def decided_figures(outcomes: list[tuple[str, float]]) -> tuple[int, float]:
    """Of (verdict, seconds) pairs: how many were decided, and the median time of those
    (NaN when none was)."""
    decided = [seconds for verdict, seconds in outcomes if verdict != "unknown"]
    return len(decided), statistics.median(decided) if decided else float("nan")


def report(prefix: str, results: list[Result]) -> str:
    times = sorted(seconds for _, _, _, seconds, _ in results)
    won = sum(1 for _, _, verdict, _, _ in results if verdict == "winnable")
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    decided, per_decided = decided_figures([(verdict, s) for _, _, verdict, s, _ in results])
    return (
        f"solver {prefix}: decided {100 * decided / len(results):.1f}% "
        f"median {statistics.median(times):.2f}s p95 {p95:.2f}s "
        f"median decided {per_decided:.3f}s "
        f"(winnable {won}, unwinnable {decided - won}, unknown {len(results) - decided}; "
        f"budget {budget(prefix):g}s, {len(results)} deals)"
    )


def read_before(path: Path) -> Before:
    """The verdicts and times of a `--log` file; ValueError quoting the first line that is
    not one (a log of another tool, a damaged file)."""
    before: Before = {}
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not text.strip():
            continue
        try:
            line = json.loads(text)
            before[(str(line["set"]), int(line["deal"]))] = (str(line["verdict"]), float(line["s"]))
        except (ValueError, KeyError, TypeError):
            message = f"{path}, line {number} is not a solver_bench log line: {text!r}"
            raise ValueError(message) from None
    return before


def against(results: list[Result], before: Before) -> str:
    """The figures of the tree before on the deals of `results` it measured too, and the
    deals whose verdict changed (before→now)."""
    both = [(old, now) for now in results if (old := before.get(now[:2])) is not None]
    if not both:
        return "before: none of these deals in the log"
    decided, per_decided = decided_figures([old for old, _ in both])
    changed = [f"{now[1]} {old[0]}→{now[2]}" for old, now in both if old[0] != now[2]]
    return (
        f"before: decided {100 * decided / len(both):.1f}% "
        f"median decided {per_decided:.3f}s ({len(both)} deals); "
        f"changed: {', '.join(changed) if changed else 'none'}"
    )


def describe(deals: range, held_out: str | None) -> str:
    """The line that says which deals were measured and whether the search saw them."""
    span = f"deals {deals.start}-{deals.stop - 1}"
    if held_out is not None:
        return f"{span}: held-out range {held_out}, never used to tune the search"
    if deals.start < TUNED.stop and TUNED.start < deals.stop:
        return f"{span}: overlaps the tuned deals {TUNED.start}-{TUNED.stop - 1}"
    return f"{span}: chosen with --first"


def write_log(path: Path, results: list[Result]) -> None:
    with path.open("a", encoding="utf-8") as log:
        for prefix, deal, verdict, seconds, nodes in results:
            line = {"set": prefix, "deal": deal, "verdict": verdict, "s": seconds, "n": nodes}
            log.write(json.dumps(line) + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("deals", nargs="?", type=int, default=20, help="deals per option set")
    parser.add_argument("--only", default="", help="comma-separated prefixes, e.g. SH1-C4")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--range", choices=sorted(HELD_OUT), default="A", help="held-out range")
    parser.add_argument("--first", type=int, help="the first deal (instead of a held-out range)")
    parser.add_argument("--cpu", action="store_true", help="budgets in CPU time")
    parser.add_argument("--log", type=Path, help="append one JSON line per deal")
    parser.add_argument("--against", type=Path, help="a --log of the tree before, to compare")
    args = parser.parse_args()
    try:
        before = read_before(args.against) if args.against is not None else None
    except (OSError, ValueError) as bad:
        parser.error(f"--against: {bad}")
    chosen = [p for p in prefixes() if not args.only or p in args.only.upper().split(",")]
    first = HELD_OUT[args.range] if args.first is None else args.first
    deals = range(first, first + args.deals)
    print(describe(deals, None if args.first is not None else args.range), flush=True)
    started = time.perf_counter()
    setup = use_cpu_time if args.cpu else None
    for prefix in chosen:
        jobs = [(prefix, deal) for deal in deals]
        with ProcessPoolExecutor(args.workers, initializer=setup) as pool:
            results = list(pool.map(run_one, jobs))
        print(report(prefix, results), flush=True)
        if before is not None:
            print(f"  {against(results, before)}", flush=True)
        if args.log is not None:
            write_log(args.log, results)
    kind = "CPU" if args.cpu else "wall"
    total = time.perf_counter() - started
    print(f"total {total:.0f}s wall, {args.workers} workers, {kind} budgets")
    return 0


if __name__ == "__main__":
    sys.exit(main())
