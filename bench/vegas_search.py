"""Vegas search: how rare are winnable Double Solitaire Vegas deals (draw 1 and draw 3)?

`python bench/vegas_search.py [--deals 0-299] [--cpu-seconds 6] [--results FILE]`
solves each deal of `DS1-D1V` and `DS1-D3V` in the range (interleaved: deal 0 of both,
then deal 1, ...) with a budget of CPU seconds (the solver's clock is the process's CPU
time, so a niced run on a busy machine gets the same search as an idle one), and
appends one JSON line per deal to the results file. Run again, it skips every deal
already in the file with at least this budget: stop it any time, resume it later.

`python bench/vegas_search.py --summary` prints, per option set, the deals searched,
the verdicts, and the share found winnable with its 95 % Clopper–Pearson interval.
Every "winnable" line was replayed through `Game.play` by the solver before it is
written (docs/SOLVER.md, "Vegas").
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import Game
from engine.codes import encode_deal
from engine.solver import clock, solve

PREFIXES = ("DS1-D1V", "DS1-D3V")
RESULTS = Path(__file__).resolve().parent / "vegas_results.jsonl"


def load(path: Path) -> dict[str, dict[str, object]]:
    """The results so far, by game code (the largest budget kept); a torn last line
    (the run was killed mid-write) is skipped."""
    found: dict[str, dict[str, object]] = {}
    if not path.exists():
        return found
    for text in path.read_text(encoding="utf-8").splitlines():
        try:
            row = json.loads(text)
        except json.JSONDecodeError:
            continue
        old = found.get(row["code"])
        if old is None or float(row["budget"]) >= float(str(old["budget"])):
            found[row["code"]] = row
    return found


def search(deals: range, cpu_seconds: float, path: Path) -> None:
    """Solves every deal of the range not yet in `path` with this budget, appending."""
    clock.now = time.process_time  # a budget of CPU time: the same on a loaded machine
    done = load(path)
    for deal in deals:
        for prefix in PREFIXES:
            code = f"{prefix}-{encode_deal(deal)}"
            old = done.get(code)
            if old is not None and float(str(old["budget"])) >= cpu_seconds:
                continue
            solution = solve(Game.from_code(code), seconds=cpu_seconds)
            row = {
                "code": code,
                "prefix": prefix,
                "deal": deal,
                "verdict": solution.verdict,
                "nodes": solution.nodes,
                "cpu_seconds": round(solution.seconds, 2),
                "budget": cpu_seconds,
                "line": " ".join(str(move) for move in solution.moves),
            }
            with path.open("a", encoding="utf-8") as out:
                out.write(json.dumps(row) + "\n")
            print(f"{code}: {solution.verdict} ({solution.nodes} nodes)", flush=True)


def binomial_cdf(k: int, n: int, p: float) -> float:
    """P(X ≤ k) for X ~ Binomial(n, p), 0 < p < 1 (in logs: n may be large)."""
    total = 0.0
    for i in range(k + 1):
        log_term = (
            math.lgamma(n + 1)
            - math.lgamma(i + 1)
            - math.lgamma(n - i + 1)
            + i * math.log(p)
            + (n - i) * math.log1p(-p)
        )
        total += math.exp(log_term)
    return min(1.0, total)


def _bisect(falls: Callable[[float], bool]) -> float:
    """The p in (0, 1) where `falls(p)` turns from False to True."""
    low, high = 0.0, 1.0
    for _ in range(60):
        mid = (low + high) / 2
        low, high = (low, mid) if falls(mid) else (mid, high)
    return (low + high) / 2


def clopper_pearson(k: int, n: int, level: float = 0.95) -> tuple[float, float]:
    """The exact two-sided interval for a proportion k/n: the lower bound is the p where
    P(X ≥ k) reaches (1 − level)/2, the upper the p where P(X ≤ k) falls to it."""
    tail = (1 - level) / 2
    lower = 0.0 if k == 0 else _bisect(lambda p: 1 - binomial_cdf(k - 1, n, p) >= tail)
    upper = 1.0 if k == n else _bisect(lambda p: binomial_cdf(k, n, p) <= tail)
    return lower, upper


def summary(path: Path) -> list[str]:
    """One line per option set: deals, verdicts, share winnable with its interval."""
    rows = list(load(path).values())
    lines = []
    for prefix in PREFIXES:
        mine = [row for row in rows if row["prefix"] == prefix]
        if not mine:
            lines.append(f"vegas {prefix}: no deal searched yet")
            continue
        count = {
            v: sum(1 for row in mine if row["verdict"] == v)
            for v in ("winnable", "unwinnable", "unknown")
        }
        n, won = len(mine), count["winnable"]
        low, high = clopper_pearson(won, n)
        budgets = sorted({float(str(row["budget"])) for row in mine})
        deals = sorted(int(str(row["deal"])) for row in mine)
        lines.append(
            f"vegas {prefix}: {n} deals ({deals[0]}–{deals[-1]}), winnable {won}, "
            f"unwinnable {count['unwinnable']}, unknown {count['unknown']}; "
            f"found winnable {100 * won / n:.2f}% (95% CI {100 * low:.2f}–{100 * high:.2f}%); "
            f"budget {'/'.join(f'{b:g}' for b in budgets)} CPU s per deal"
        )
    return lines


def deal_range(text: str) -> range:
    """`0-299` (inclusive) read into a range."""
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", type=deal_range, default=deal_range("0-299"))
    parser.add_argument("--cpu-seconds", type=float, default=6.0)
    parser.add_argument("--results", type=Path, default=RESULTS)
    parser.add_argument("--summary", action="store_true", help="print the figures and stop")
    args = parser.parse_args()
    if not args.summary:
        search(args.deals, args.cpu_seconds, args.results)
    for line in summary(args.results):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
