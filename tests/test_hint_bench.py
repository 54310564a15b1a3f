"""bench/hint_bench.py runs the table's real hint machinery (`make bench` runs it): one
position per option set must give its per-set lines and the one summary line. A Vegas
hint is rarely decided within the 1 s watch, so its search is cancelled and waited for."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench" / "hint_bench.py"


def test_the_hint_bench_measures_positions_and_prints_its_summary() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH), "1", "--only", "SH1-C1,DS1-D1V"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    lines = done.stdout.splitlines()
    assert [line.split(":")[0] for line in lines] == ["hint DS1-D1V", "hint SH1-C1", "hint"]
    summary = r"hint: first-move p95=\d+ms verdict-within-1s=\d+% no-move-shown=\d+"
    assert re.fullmatch(summary, lines[-1])
