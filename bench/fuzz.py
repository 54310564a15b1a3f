"""`make fuzz`: random games over all 9 option sets checking every engine invariant.

Prints `fuzz: N actions, 0 violations` (or the first violation and exits 1).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from engine import Game
from engine.codes import DEAL_LIMIT, encode_deal
from engine.invariants import Violation, all_option_prefixes, check_position, random_action


def run(seed: int, actions: int) -> tuple[int, str]:
    """Plays `actions` actions in games of ~300 actions each; returns (done, violation)."""
    rng = random.Random(seed)
    prefixes = all_option_prefixes()
    done = 0
    while done < actions:
        prefix = prefixes[rng.randrange(len(prefixes))]
        game = Game.from_code(f"{prefix}-{_deal(rng)}")
        for step in range(min(300, actions - done)):
            try:
                legal = check_position(game, exhaustive=step % 50 == 0)
                random_action(game, legal, rng)
            except Violation as violation:
                return done, f"{game.code}: {violation}"
            done += 1
    return done, ""


def _deal(rng: random.Random) -> str:
    return encode_deal(rng.randrange(DEAL_LIMIT))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--actions", type=int, default=1_000_000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=20261130)
    args = parser.parse_args()
    share = args.actions // args.workers
    started = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        results = list(
            pool.map(run, [args.seed + w for w in range(args.workers)], [share] * args.workers)
        )
    total = sum(done for done, _ in results)
    violations = [v for _, v in results if v]
    for violation in violations:
        print(violation, file=sys.stderr)
    elapsed = time.perf_counter() - started
    print(f"fuzz took {elapsed:.0f} s with {args.workers} workers")
    print(f"fuzz: {total} actions, {len(violations)} violations")
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main())
