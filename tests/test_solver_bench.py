"""bench/solver_bench.py measures the solver's reach (issue 17): on CPU time when asked,
from any first deal, with one JSON line per deal to compare two versions deal by deal."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from bench.solver_bench import against

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench" / "solver_bench.py"


def test_the_bench_logs_each_deal_from_the_first_one_asked_on_cpu_time(tmp_path: Path) -> None:
    log = tmp_path / "deals.jsonl"
    args = ["2", "--first", "5", "--only", "SH1-C4", "--workers", "1", "--cpu", "--log", str(log)]
    done = subprocess.run(
        [sys.executable, str(BENCH), *args], capture_output=True, text=True, timeout=60, check=True
    )
    assert "solver SH1-C4: decided" in done.stdout and "2 deals" in done.stdout
    assert "CPU budgets" in done.stdout
    assert "deals 5-6: overlaps the tuned deals 0-299" in done.stdout
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert [(line["set"], line["deal"]) for line in lines] == [("SH1-C4", 5), ("SH1-C4", 6)]
    assert all(line["verdict"] in {"winnable", "unwinnable", "unknown"} for line in lines)
    assert all(0 <= line["s"] <= 1.5 and line["n"] >= 0 for line in lines)


def test_by_default_the_bench_measures_a_held_out_range_and_says_so() -> None:
    args = ["1", "--only", "SH1-C4", "--workers", "1", "--cpu"]
    done = subprocess.run(
        [sys.executable, str(BENCH), *args], capture_output=True, text=True, timeout=60, check=True
    )
    first_line = done.stdout.splitlines()[0]
    assert first_line == "deals 10000-10000: held-out range A, never used to tune the search"
    assert "median decided" in done.stdout
    other = subprocess.run(
        [sys.executable, str(BENCH), *args, "--range", "B"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert other.stdout.startswith("deals 20000-20000: held-out range B")


def test_against_a_log_of_the_tree_before_shows_its_figures_and_what_changed() -> None:
    before = {
        ("TF1-D3N", 1): ("winnable", 0.2),
        ("TF1-D3N", 2): ("unknown", 5.0),
        ("TF1-D3N", 3): ("unwinnable", 0.4),
    }
    now = [
        ("TF1-D3N", 1, "winnable", 0.1, 10),
        ("TF1-D3N", 2, "winnable", 3.0, 900),
        ("TF1-D3N", 4, "unknown", 5.0, 800),  # not in the log: left out of both figures
    ]
    line = against(now, before)
    assert (
        line == "before: decided 50.0% median decided 0.200s (2 deals); changed: 2 unknown→winnable"
    )
    assert against(now[:1], before).endswith("changed: none")
    assert against(now[2:], before) == "before: none of these deals in the log"


def test_the_bench_compares_with_its_own_log_and_refuses_a_damaged_one(tmp_path: Path) -> None:
    log = tmp_path / "before.jsonl"
    args = ["2", "--first", "5", "--only", "SH1-C4", "--workers", "1", "--cpu"]
    run = [sys.executable, str(BENCH), *args]
    subprocess.run([*run, "--log", str(log)], capture_output=True, timeout=60, check=True)
    done = subprocess.run(
        [*run, "--against", str(log)], capture_output=True, text=True, timeout=60, check=True
    )
    assert "  before: decided 100.0% median decided" in done.stdout
    assert "(2 deals); changed: none" in done.stdout
    damaged = tmp_path / "damaged.jsonl"
    damaged.write_text(log.read_text(encoding="utf-8") + '{"set": "SH1-C4"\n', encoding="utf-8")
    refused = subprocess.run([*run, "--against", str(damaged)], capture_output=True, text=True)
    assert refused.returncode == 2 and "Traceback" not in refused.stderr
    assert 'line 3 is not a solver_bench log line: \'{"set": "SH1-C4"\'' in refused.stderr
    assert refused.stdout == ""
