"""Startup benchmark: median time from exec to the first frame presented for
(a) a bare pygame window, (b) `python -m game`, (c) the one-file binary, (d) a one-dir
build. The last line reads `startup ratio onefile=…x onedir=…x` (ratios to (a)).

Each program prints `first-frame` right after its first `display.flip()` (the bare window
is bench/bare_window.py, opened like the game's); the time is measured here from just
before the process starts to that line. Every program then exits by itself and is waited
for: killing a one-file binary would leave its unpacked copy in the temp folder. The
programs take turns, run after run, so load from other processes falls on all of them
alike. Builds are made (or remade when a source is newer) into build/.

`--floor` also freezes the bare window with build.spec: what packaging alone costs.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BARE = ROOT / "bench" / "bare_window.py"
PROBE = "--quit-after-first-frame"
HOME = ROOT / "build" / "bench-home"


def time_to_first_frame(command: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env) as process:
        assert process.stdout is not None
        for line in process.stdout:
            if line.strip() == "first-frame":
                elapsed = time.perf_counter() - started
                process.stdout.read()
                process.wait(timeout=30)
                return elapsed
    raise RuntimeError(f"{command[0]} never printed first-frame")


def sources(entry: Path) -> Iterator[Path]:
    """What a build is made from: a newer one means the build is stale."""
    yield ROOT / "build.spec"
    yield entry
    for package in ("engine", "game", "packaging", "assets"):
        yield from (p for p in (ROOT / package).rglob("*") if p.suffix not in ("", ".pyc"))


def build(onedir: bool, entry: Path | None = None) -> Path:
    """The one-file or one-dir build of the game (or of `entry`), made when missing or stale."""
    kind = ("onedir" if onedir else "onefile") + ("-floor" if entry else "")
    dist, work = ROOT / "build" / f"{kind}-dist", ROOT / "build" / f"{kind}-work"
    binary = dist / "solitaire-trio" / "solitaire-trio" if onedir else dist / "solitaire-trio"
    script = entry or ROOT / "packaging" / "entry.py"
    built = binary.stat().st_mtime if binary.exists() else 0.0
    if any(path.stat().st_mtime > built for path in sources(script)):
        env = dict(os.environ, SOLITAIRE_ONEDIR="1" if onedir else "0")
        env["SOLITAIRE_ENTRY"] = str(script)
        done = subprocess.run(
            [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
             "--distpath", str(dist), "--workpath", str(work), str(ROOT / "build.spec")],
            env=env, cwd=ROOT, capture_output=True, text=True,
        )  # fmt: skip
        if done.returncode:
            raise RuntimeError(f"the {kind} build failed:\n{done.stderr}")
    return binary


def bench_env() -> dict[str, str]:
    """Headless unless a display is there; a fresh player folder (a first start)."""
    env = dict(os.environ)
    env.setdefault(
        "SDL_VIDEODRIVER", "dummy" if "DISPLAY" not in env else env.get("SDL_VIDEODRIVER", "")
    )
    env["SDL_AUDIODRIVER"] = "dummy"
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # (a), (b) run from cached bytecode, as players'
    shutil.rmtree(HOME, ignore_errors=True)
    env["SOLITAIRE_TRIO_HOME"] = str(HOME)
    return env


def measure(commands: dict[str, list[str]], env: dict[str, str], runs: int) -> dict:
    """Every command once to warm the caches, then `runs` rounds taking turns."""
    samples: dict[str, list[float]] = {label: [] for label in commands}
    for command in commands.values():
        time_to_first_frame(command, env)
    for _ in range(runs):
        for label, command in commands.items():
            samples[label].append(time_to_first_frame(command, env))
    return samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--floor", action="store_true", help="also time the frozen bare window")
    args = parser.parse_args()
    env = bench_env()
    onefile, onedir = build(onedir=False), build(onedir=True)
    commands = {
        "bare pygame window": [sys.executable, str(BARE)],
        "python -m game": [sys.executable, "-m", "game", PROBE],
        "one-file binary": [str(onefile), PROBE],
        "one-dir build": [str(onedir), PROBE],
    }
    if args.floor:
        commands["bare window, one-file"] = [str(build(onedir=False, entry=BARE))]
        commands["bare window, one-dir"] = [str(build(onedir=True, entry=BARE))]
    samples = measure(commands, env, args.runs)
    times = {label: statistics.median(values) for label, values in samples.items()}
    for label, values in samples.items():
        low, _, high = statistics.quantiles(values, n=4)
        print(
            f"startup {label}: median {times[label] * 1000:.0f} ms over {args.runs} runs "
            f"(quartiles {low * 1000:.0f}-{high * 1000:.0f} ms)"
        )
    size = onefile.stat().st_size / 1e6
    print(f"binary size: {size:.1f} MB ({onefile.relative_to(ROOT)})")
    bare = times["bare pygame window"]
    if args.floor:
        floor = times["bare window, one-file"] / bare, times["bare window, one-dir"] / bare
        print(f"packaging floor onefile={floor[0]:.2f}x onedir={floor[1]:.2f}x")
    module, single, folder = (times[k] / bare for k in list(times)[1:4])
    print(f"startup ratio module={module:.2f}x onefile={single:.2f}x onedir={folder:.2f}x")


if __name__ == "__main__":
    main()
