"""The deal of the day: for each date, one deal per game that the solver proved winnable.

The deals come from a table shipped with the game, `engine/daily.txt`, one line a date:

    2026-12-24 DS1-D1N-XZW2JZP TF1-D1N-2JMYODL SH1-C4-SMR5Z3H

(the default options of each game, in `PREFIXES` order). tools/daily_deals.py computes
it ahead, on the solver's work clock (never wall time), and only ever appends dates after
the last one: a date's deals are the same on every machine, every run and every later
version, even when the solver improves. Nothing here runs the solver; a date outside the
table has no deals (`DailyError`).
"""

from __future__ import annotations

import datetime
from functools import cache
from pathlib import Path
from typing import NamedTuple

from .codes import parse_code

PREFIXES = ("DS1-D1N", "TF1-D1N", "SH1-C4")  # each game's default options, the table's order
TABLE = Path(__file__).with_name("daily.txt")


class DailyError(ValueError):
    """No deals for a date: `problem` is "date" (not a date like 2026-12-24) or "outside"
    (not in the table; `facts` hold its first and last dates)."""

    def __init__(self, message: str, problem: str, **facts: str) -> None:
        super().__init__(message)
        self.problem = problem
        self.facts = facts


class Span(NamedTuple):
    """The first and the last date the table has deals for."""

    first: datetime.date
    last: datetime.date


def read_table(text: str) -> dict[datetime.date, tuple[str, ...]]:
    """A table's text read into date -> codes (one per prefix). Blank lines and `#`
    comments are skipped; a malformed line, a date out of order or a code of other
    options raises ValueError naming the line."""
    table: dict[datetime.date, tuple[str, ...]] = {}
    previous: datetime.date | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        words = line.split("#", 1)[0].split()
        if not words:
            continue
        try:
            day = datetime.date.fromisoformat(words[0])
            codes = tuple(str(parse_code(code)) for code in words[1:])
        except ValueError as error:
            raise ValueError(f"daily table line {number}: {error}") from None
        prefixes = tuple(code.rsplit("-", 1)[0] for code in codes)
        if prefixes != PREFIXES:
            raise ValueError(f"daily table line {number}: expected codes of {PREFIXES}")
        if previous is not None and day != previous + datetime.timedelta(days=1):
            raise ValueError(f"daily table line {number}: {day} does not follow {previous}")
        table[day] = codes
        previous = day
    return table


@cache
def shipped_table() -> dict[datetime.date, tuple[str, ...]]:
    """The table shipped with the game (read once; treat it as read-only)."""
    return read_table(TABLE.read_text(encoding="utf-8"))


def span() -> Span | None:
    """The dates the shipped table covers, or None when it is empty."""
    days = list(shipped_table())
    return Span(days[0], days[-1]) if days else None


def daily_codes(day: datetime.date | str) -> tuple[str, ...]:
    """The deals of the day `day` (a date or `YYYY-MM-DD`), one code per game in
    `PREFIXES` order; a date outside the table raises `DailyError`."""
    if isinstance(day, str):
        text = day
        try:
            day = datetime.date.fromisoformat(text.strip())
        except ValueError:
            raise DailyError(
                f"{text!r} is not a date written like 2026-12-24", "date", date=text
            ) from None
    codes = shipped_table().get(day)
    if codes is not None:
        return codes
    covered = span()
    if covered is None:
        raise DailyError("the table of daily deals is empty", "outside", date=day.isoformat())
    raise DailyError(
        f"there is no deal of the day for {day.isoformat()}: the table covers"
        f" {covered.first.isoformat()} to {covered.last.isoformat()}",
        "outside",
        date=day.isoformat(),
        first=covered.first.isoformat(),
        last=covered.last.isoformat(),
    )


__all__ = ["PREFIXES", "DailyError", "Span", "daily_codes", "read_table", "shipped_table", "span"]
