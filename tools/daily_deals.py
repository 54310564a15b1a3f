"""Extends the table of daily deals (engine/daily.txt) up to a date: `nice python
tools/daily_deals.py --until 2027-03-31 [--first 2026-12-01] [--table PATH]`.

For each date after the table's last one (or from `--first` for an empty table), and each
game's default options (`engine.daily.PREFIXES`), the candidate deals come in a fixed
order (`candidates`: a SHA-256 of the date, the options and a counter), and the first one
the solver proves winnable within `UNITS` of its work clock (`difficulty.WorkClock`: clock
reads, never wall time) is that date's deal. Each finished date is appended as one line
and flushed to disk before the next one starts, so the script can be stopped at any
moment and run again: it goes on after the last whole line (a line cut short by a kill is
dropped). Lines already in the table are never rewritten: a date's deals stay the same
even when the solver changes, which would change the dates computed after it.
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.codes import DEAL_LIMIT, encode_deal
from engine.daily import PREFIXES, TABLE, read_table
from engine.game import Game
from engine.solver import solve
from engine.solver.difficulty import UNITS_PER_SECOND, WorkClock

UNITS = 5_000  # work-clock reads per candidate (≈ 20 000 positions)
TRIES = 100  # candidates per date and game before giving up (it never came near)
HEADER = (
    "# The deals of the day: a date, then the codes of DS1-D1N, TF1-D1N and SH1-C4, each\n"
    "# proved winnable. Written by tools/daily_deals.py, which only ever appends dates:\n"
    "# never edit a line, players of that day had those deals.\n"
)


def candidates(day: datetime.date, prefix: str) -> Iterator[str]:
    """The codes tried for `prefix` on `day`, in order: the same on every machine."""
    for counter in range(TRIES):
        seed = f"daily|{day.isoformat()}|{prefix}|{counter}".encode("ascii")
        digest = int.from_bytes(hashlib.sha256(seed).digest()[:8], "big")
        yield f"{prefix}-{encode_deal(digest % DEAL_LIMIT)}"


def deal_of(day: datetime.date, prefix: str) -> tuple[str, int]:
    """The first candidate proved winnable, and how many were tried."""
    for tried, code in enumerate(candidates(day, prefix), start=1):
        solution = solve(Game.from_code(code), UNITS / UNITS_PER_SECOND, now=WorkClock())
        if solution.verdict == "winnable":
            return code, tried
    raise RuntimeError(f"no {prefix} deal of {day} was proved winnable in {TRIES} tries")


def line_of(day: datetime.date) -> str:
    """The table line of `day`."""
    return " ".join([day.isoformat(), *(deal_of(day, prefix)[0] for prefix in PREFIXES)])


def whole_lines(path: Path) -> str:
    """The table's text, a last line cut short (no newline: a kill mid-write) dropped
    from the file; a missing table starts as the header."""
    if not path.exists():
        path.write_text(HEADER, encoding="utf-8")
    text = path.read_text(encoding="utf-8")
    if text and not text.endswith("\n"):
        text = text[: text.rfind("\n") + 1]
        path.write_text(text, encoding="utf-8")
    return text


def extend(path: Path, until: datetime.date, first: datetime.date | None = None) -> int:
    """Appends the dates after the table's last one up to `until`; how many it added."""
    table = read_table(whole_lines(path))
    if table:
        day = max(table) + datetime.timedelta(days=1)
    elif first is not None:
        day = first
    else:
        raise SystemExit("the table is empty: say where it starts with --first YYYY-MM-DD")
    added = 0
    with path.open("a", encoding="utf-8") as out:
        while day <= until:
            started = time.monotonic()
            out.write(line_of(day) + "\n")
            out.flush()
            os.fsync(out.fileno())
            print(f"{day} in {time.monotonic() - started:.1f} s", file=sys.stderr, flush=True)
            day += datetime.timedelta(days=1)
            added += 1
    return added


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--until", type=datetime.date.fromisoformat, required=True)
    parser.add_argument("--first", type=datetime.date.fromisoformat, default=None)
    parser.add_argument("--table", type=Path, default=TABLE)
    args = parser.parse_args(argv)
    added = extend(args.table, args.until, args.first)
    print(f"{added} dates added to {args.table}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
