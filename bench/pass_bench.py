"""Pass benchmark: each pass of the solver's schedule alone, and what the schedule would
decide given those times.

`python bench/pass_bench.py [N] --only TF1-D3N --log FILE` runs every pass of the option
set's schedule (`engine.solver._schedule`) alone on deals 0 … N−1, each for at most the
option set's budget of CPU time, and appends one JSON line per deal and pass to FILE
(`set`, `deal`, `pass`, `outcome`, `s`, `n`). The outcome is `won`; `lost` (an exact
pass searched everything); `ended` (a quick pass searched all it keeps, or a beam ran
dry: nothing proven); `cap` (the budget ran out); or `lost at once` (proved before any
pass runs). A deal and pass already in FILE is not run again, so a run can be stopped
and continued; `--simulate` runs nothing and reads FILE alone; `--shares 0.2,0,…` replays
other shares (one per pass, in the schedule's order) instead of the solver's.

It then replays the schedule's turns over those times (as `_passes` gives them: a sprint
for each exhaustive exact pass, a first short turn each, then each pass on until its
share of the budget) and prints, per option
set, how many deals the schedule decides at the measured times and with every time 1.3×
longer (a slower machine), and the deals no pass decides alone within the budget, which
no share of the same passes can reach:
`passes TF1-D3N: schedule decides 188 of 200 (185 at 1.3x); no pass alone: 0 1 104`

Why: a change of the passes' order or shares can be judged on every deal at once and
without the machine's noise, before a slow `solver_bench.py` run. A real solve shares
the proof's memo between its passes, which the replay leaves out, so it errs low.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path
from typing import Any, NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.solver_bench import budget
from engine import Game
from engine.codes import encode_deal
from engine.solver import FIRST_TURN, SPRINT, Walk, _domain_for, _schedule, _sprints
from engine.solver._search import Walker
from engine.solver.klondike import KlondikeDomain

SLOWER = 1.3  # the second replay: every pass takes this much longer
DECIDING = frozenset({"won", "lost", "lost at once"})


class Ran(NamedTuple):
    """One pass alone on one deal: its outcome and CPU seconds."""

    outcome: str
    seconds: float


def domain_of(prefix: str, deal: int) -> tuple[Game, KlondikeDomain]:
    game = Game.from_code(f"{prefix}-{encode_deal(deal)}")
    domain = _domain_for(game)
    if not isinstance(domain, KlondikeDomain):
        raise SystemExit(f"{prefix}: Seahaven has one walk, no schedule of passes")
    return game, domain


def pass_name(search: KlondikeDomain, walk: Walk) -> str:
    """A pass as its domain and walk, e.g. `exact best_first` or `quick beam(100)`."""
    kind = "quick" if search.heuristic else "exact"
    if search.stride:
        kind += f" stride {search.stride}"
    if not search.stock_autoplay:
        kind += " no autoplay"
    function = walk.func if isinstance(walk, partial) else walk
    name = function.__name__.removesuffix("_steps")
    if isinstance(walk, partial) and walk.keywords:
        name += "(" + ", ".join(str(value) for value in walk.keywords.values()) + ")"
    return f"{kind} {name}"


def schedule_of(prefix: str) -> list[tuple[str, float]]:
    """The schedule's passes by name, in first-round order, with their shares."""
    _, domain = domain_of(prefix, 0)
    return [(pass_name(search, walk), ends) for search, walk, ends in _schedule(domain)]


def sprints_of(prefix: str) -> list[str]:
    """The passes that get a sprint before the first round (`engine.solver._sprints`)."""
    _, domain = domain_of(prefix, 0)
    return [
        pass_name(search, walk) for search, walk, _ in _schedule(domain) if _sprints(search, walk)
    ]


def run_pass(job: tuple[str, int, int]) -> dict[str, Any]:
    """Runs pass number `index` of the schedule alone on one deal (in a worker)."""
    prefix, deal, index = job
    game, domain = domain_of(prefix, deal)
    search, walk, _ = _schedule(domain)[index]
    name = pass_name(search, walk)
    started = time.process_time()
    if domain.is_lost_at_once(domain.start(game.state)[1]):
        outcome, nodes = "lost at once", 0
    else:
        walker = Walker(walk(search, search.start(game.state)[1]))
        ended = walker.run(started + budget(prefix), lambda: False, time.process_time)
        nodes = walker.nodes
        if ended is None:
            outcome = "cap"
        elif ended.found:
            outcome = "won"
        else:
            outcome = "lost" if ended.found is False and search == domain else "ended"
    seconds = time.process_time() - started
    return {"set": prefix, "deal": deal, "pass": name, "outcome": outcome, "s": seconds, "n": nodes}


def read_log(path: Path) -> dict[str, dict[int, dict[str, Ran]]]:
    """The log's runs by option set, deal and pass name."""
    runs: dict[str, dict[int, dict[str, Ran]]] = defaultdict(lambda: defaultdict(dict))
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            runs[entry["set"]][entry["deal"]][entry["pass"]] = Ran(entry["outcome"], entry["s"])
    return runs


def decides(
    runs: dict[str, Ran],
    schedule: list[tuple[str, float]],
    seconds: float,
    sprint: list[str] | None = None,
) -> bool:
    """Whether the schedule decides the deal within `seconds`, its passes taking the
    times they took alone: the turns of `engine.solver._passes` (the passes named in
    `sprint` first, a sprint each), replayed."""
    if any(run.outcome == "lost at once" for run in runs.values()):
        return True
    spent = dict.fromkeys(runs, 0.0)
    over: set[str] = set()
    now = 0.0

    def turn(name: str, until: float) -> bool:
        nonlocal now
        if name in over or until <= now:
            return False
        run = runs[name]
        if run.outcome != "cap" and run.seconds - spent[name] <= until - now:
            now += max(0.0, run.seconds - spent[name])
            over.add(name)
            return run.outcome in DECIDING
        spent[name] += until - now
        now = until
        return False

    for name in sprint or []:
        if turn(name, min(seconds, now + seconds * SPRINT)):
            return True
    for name, _ in schedule:
        if turn(name, min(seconds, now + seconds * FIRST_TURN)):
            return True
    for name, ends in sorted(schedule, key=lambda one: one[1]):
        if turn(name, min(seconds, seconds * ends)):
            return True
        over.add(name)
    return False


def report(prefix: str, deals: dict[int, dict[str, Ran]], shares: list[float]) -> str:
    schedule = schedule_of(prefix)
    if shares:
        if len(shares) != len(schedule):
            raise SystemExit(f"{prefix}: {len(schedule)} passes, {len(shares)} shares given")
        schedule = [(name, share) for (name, _), share in zip(schedule, shares, strict=True)]
    names = {name for name, _ in schedule}
    complete = {deal: runs for deal, runs in deals.items() if names <= runs.keys()}
    limit = budget(prefix)
    slower = {
        deal: {name: run._replace(seconds=run.seconds * SLOWER) for name, run in runs.items()}
        for deal, runs in complete.items()
    }
    sprint = sprints_of(prefix)
    now = sum(decides(runs, schedule, limit, sprint) for runs in complete.values())
    later = sum(decides(runs, schedule, limit, sprint) for runs in slower.values())
    beyond = sorted(
        deal
        for deal, runs in complete.items()
        if not any(run.outcome in DECIDING and run.seconds <= limit for run in runs.values())
    )
    return (
        f"passes {prefix}: schedule decides {now} of {len(complete)} ({later} at {SLOWER}x); "
        f"no pass alone: {' '.join(map(str, beyond)) or 'none'}"
    )


def jobs_to_run(
    prefixes: Iterable[str], deals: range, done: dict[str, dict[int, dict[str, Ran]]]
) -> list[tuple[str, int, int]]:
    jobs: list[tuple[str, int, int]] = []
    for prefix in prefixes:
        for index, (name, _) in enumerate(schedule_of(prefix)):
            jobs.extend((prefix, deal, index) for deal in deals if name not in done[prefix][deal])
    return jobs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("deals", nargs="?", type=int, default=20, help="deals per option set")
    parser.add_argument("--only", default="TF1-D3N", help="comma-separated stock prefixes")
    parser.add_argument("--first", type=int, default=0, help="the first deal")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--log", type=Path, required=True, help="JSON lines, read and added to")
    parser.add_argument("--simulate", action="store_true", help="only replay the log")
    parser.add_argument("--shares", default="", help="comma-separated shares to replay")
    args = parser.parse_args()
    prefixes = args.only.upper().split(",")
    deals = range(args.first, args.first + args.deals)
    if not args.simulate:
        jobs = jobs_to_run(prefixes, deals, read_log(args.log))
        with (
            ProcessPoolExecutor(args.workers) as pool,
            args.log.open("a", encoding="utf-8") as log,
        ):
            for entry in pool.map(run_pass, jobs):
                log.write(json.dumps(entry) + "\n")
                log.flush()
    runs = read_log(args.log)
    shares = [float(share) for share in args.shares.split(",")] if args.shares else []
    for prefix in prefixes:
        chosen = {deal: runs[prefix][deal] for deal in deals if deal in runs[prefix]}
        print(report(prefix, chosen, shares), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
