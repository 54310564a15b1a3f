"""A key press and a drag reach `Game.play` in a short, counted path (bench/call_path.py
counts the Python calls with `sys.setprofile`): at most half of the 29 and 52 calls they
took before the one screen contract and the one keymap."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "bench" / "call_path.py"
LIMITS = {"key press": 14, "drag release": 26}


def test_a_key_and_a_drag_reach_the_engine_in_few_calls() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy"},
    )
    found = dict(re.findall(r"call path: (.+?): (\d+) calls", done.stdout))
    assert set(found) == set(LIMITS), done.stdout
    for name, limit in LIMITS.items():
        assert 0 < int(found[name]) <= limit, done.stdout
