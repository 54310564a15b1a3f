"""Startup benchmark: median time from exec to the first frame presented for
(a) a bare pygame window, (b) `python -m game`, (c) the one-file binary, (d) a one-dir
build. The last line reads `startup ratio onefile=…x onedir=…x` (ratios to (a)).

Each program prints `first-frame` right after its first `display.flip()`; the time
is measured here from just before the process starts to that line. Builds missing
from dist/ are built first (`make exe` and a one-dir build into build/onedir).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BARE = (
    "import pygame; pygame.display.init(); pygame.display.set_mode((1280, 720)); "
    "pygame.display.flip(); print('first-frame', flush=True)"
)
PROBE = "--quit-after-first-frame"


def time_to_first_frame(command: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env) as process:
        assert process.stdout is not None
        for line in process.stdout:
            if line.strip() == "first-frame":
                elapsed = time.perf_counter() - started
                process.kill()
                return elapsed
    raise RuntimeError(f"{command[0]} never printed first-frame")


def median_time(command: list[str], env: dict[str, str], runs: int) -> float:
    time_to_first_frame(command, env)
    return statistics.median(time_to_first_frame(command, env) for _ in range(runs))


def build(onedir: bool) -> Path:
    env = dict(os.environ, SOLITAIRE_ONEDIR="1" if onedir else "0")
    dist = ROOT / "build" / ("onedir-dist" if onedir else "onefile-dist")
    work = ROOT / "build" / ("onedir-work" if onedir else "onefile-work")
    binary = dist / "solitaire-trio" / "solitaire-trio" if onedir else dist / "solitaire-trio"
    if not binary.exists():
        subprocess.run(
            [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
             "--distpath", str(dist), "--workpath", str(work), str(ROOT / "build.spec")],
            check=True, env=env, cwd=ROOT,
        )  # fmt: skip
    return binary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    env = dict(os.environ)
    env.setdefault(
        "SDL_VIDEODRIVER", "dummy" if "DISPLAY" not in env else env.get("SDL_VIDEODRIVER", "")
    )
    env["SDL_AUDIODRIVER"] = "dummy"
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # (b) runs from cached bytecode, as players' do
    env["SOLITAIRE_TRIO_HOME"] = str(ROOT / "build" / "bench-home")
    onefile, onedir = build(onedir=False), build(onedir=True)
    commands = {
        "bare pygame window": [sys.executable, "-c", BARE],
        "python -m game": [sys.executable, "-m", "game", PROBE],
        "one-file binary": [str(onefile), PROBE],
        "one-dir build": [str(onedir), PROBE],
    }
    times = {}
    for label, command in commands.items():
        times[label] = median_time(command, env, args.runs)
        print(f"startup {label}: median {times[label] * 1000:.0f} ms over {args.runs} runs")
    size = onefile.stat().st_size / 1e6
    print(f"binary size: {size:.1f} MB ({onefile.relative_to(ROOT)})")
    bare = times["bare pygame window"]
    module, single, folder = (times[k] / bare for k in list(times)[1:])
    print(f"startup ratio module={module:.2f}x onefile={single:.2f}x onedir={folder:.2f}x")


if __name__ == "__main__":
    main()
