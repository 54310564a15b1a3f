"""The deal of the day (engine/daily.py, engine/daily.txt, tools/daily_deals.py): the
shipped table never changes, each deal is the first winnable candidate of its date, the
script only appends and resumes, `python -m engine.solver --daily` prints the codes."""

from __future__ import annotations

import datetime
import hashlib
import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from engine import Game
from engine.codes import option_set
from engine.daily import PREFIXES, TABLE, DailyError, daily_codes, read_table, shipped_table, span
from engine.solver import solve
from engine.solver.difficulty import UNITS_PER_SECOND, WorkClock

ROOT = Path(__file__).resolve().parent.parent
FIRST = datetime.date(2026, 12, 1)
COMPUTED = datetime.date(2027, 3, 31)  # the table covers at least this far
# Lines players have had: these never change (the script only appends).
PINNED = {
    "2026-12-01": ("DS1-D1N-QZ4E4ZX", "TF1-D1N-UNNNJZ5", "SH1-C4-QGWDPWB"),
    "2026-12-24": ("DS1-D1N-XZW2JZP", "TF1-D1N-2JMYODL", "SH1-C4-SMR5Z3H"),
    "2027-03-31": ("DS1-D1N-M6G653B", "TF1-D1N-CXCOQVW", "SH1-C4-QT6AAN2"),
}
# The SHA-256 of the table's lines from FIRST to COMPUTED, newline-terminated.
PINNED_DIGEST = "4fcfb496560d132b087a26875c03c582d76d35628a4795807a4a7dccd5799f98"


def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("daily_deals", ROOT / "tools" / "daily_deals.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def solver(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "engine.solver", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_pinned_dates_keep_their_deals() -> None:
    for day, codes in PINNED.items():
        assert daily_codes(day) == codes
        assert daily_codes(datetime.date.fromisoformat(day)) == codes


def test_the_computed_lines_are_unchanged() -> None:
    lines = [
        line
        for line in TABLE.read_text(encoding="utf-8").splitlines()
        if line[:1].isdigit() and line[:10] <= COMPUTED.isoformat()
    ]
    assert lines[0].startswith(FIRST.isoformat())
    assert lines[-1].startswith(COMPUTED.isoformat())
    digest = hashlib.sha256("".join(line + "\n" for line in lines).encode()).hexdigest()
    assert digest == PINNED_DIGEST


def test_every_date_has_one_deal_per_game_from_its_candidates() -> None:
    table = shipped_table()
    covered = span()
    assert covered is not None and covered.first == FIRST and covered.last >= COMPUTED
    assert len(table) == (covered.last - covered.first).days + 1
    candidates = tool().candidates
    for day, codes in table.items():
        for prefix, code in zip(PREFIXES, codes, strict=True):
            assert option_set(code) == option_set(prefix)
            assert code in candidates(day, prefix), (day, code)


def test_the_deals_of_christmas_eve_are_won_on_the_work_clock() -> None:
    for code in daily_codes("2026-12-24"):
        units = tool().UNITS
        solution = solve(Game.from_code(code), units / UNITS_PER_SECOND, now=WorkClock())
        assert solution.verdict == "winnable", code


def test_a_date_outside_the_table_or_not_a_date_is_refused() -> None:
    with pytest.raises(DailyError, match="no deal of the day for 2099-01-01") as outside:
        daily_codes("2099-01-01")
    assert outside.value.problem == "outside"
    assert outside.value.facts["first"] == FIRST.isoformat()
    with pytest.raises(DailyError, match="not a date") as bad:
        daily_codes("24/12/2026")
    assert bad.value.problem == "date"


def test_the_cli_prints_the_same_three_codes_every_run() -> None:
    first, second = solver("--daily", "2026-12-24"), solver("--daily", "2026-12-24")
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    assert tuple(first.stdout.split()) == PINNED["2026-12-24"]


@pytest.mark.parametrize(
    ("date", "status", "words"),
    [("2099-01-01", 1, "the table covers 2026-12-01 to"), ("tomorrow", 2, "not a date")],
)
def test_the_cli_says_why_a_date_has_no_deals(date: str, status: int, words: str) -> None:
    result = solver("--daily", date)
    assert result.returncode == status
    assert words in result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout == ""


def test_a_malformed_table_is_refused_by_line() -> None:
    good = "2026-12-01 DS1-D1N-AAAAAAB TF1-D1N-AAAAAAB SH1-C4-AAAAAAB\n"
    with pytest.raises(ValueError, match="line 2: 2026-12-03 does not follow 2026-12-01"):
        read_table(good + good.replace("12-01", "12-03"))
    with pytest.raises(ValueError, match="line 1: expected codes of"):
        read_table(good.replace("SH1-C4", "SH1-C2"))
    with pytest.raises(ValueError, match="line 1"):
        read_table("2026-12-01 DS1-D1N-AAAAAAB TF1-D1N-AAAAAAB SH1-C4-AAAA\n")


def test_the_script_appends_after_the_last_line_and_drops_a_cut_one(tmp_path: Path) -> None:
    shipped = TABLE.read_text(encoding="utf-8").splitlines(keepends=True)
    header = [line for line in shipped if line.startswith("#")]
    first = next(line for line in shipped if line.startswith("2026-12-01"))
    path = tmp_path / "daily.txt"
    kept = "".join(header) + first
    path.write_text(kept + "2026-12-02 DS1-D1N-QQ", encoding="utf-8")  # killed mid-line
    daily_deals = tool()
    assert daily_deals.extend(path, datetime.date(2026, 12, 2)) == 1
    text = path.read_text(encoding="utf-8")
    assert text.startswith(kept)
    added = text[len(kept) :]
    assert added.endswith("\n") and added.count("\n") == 1
    day, *codes = added.split()
    assert day == "2026-12-02"
    for prefix, code in zip(PREFIXES, codes, strict=True):
        assert code in daily_deals.candidates(datetime.date(2026, 12, 2), prefix)
    assert daily_deals.extend(path, datetime.date(2026, 12, 2)) == 0  # nothing left to do
    assert path.read_text(encoding="utf-8") == text


def test_the_script_needs_a_first_date_for_an_empty_table(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="--first"):
        tool().extend(tmp_path / "daily.txt", datetime.date(2026, 12, 2))
