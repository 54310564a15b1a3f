"""What the game costs at rest, measured on the real program under a virtual X server.

Starts Xvfb (1920x1080 unless `--size`), then the game fullscreen with a fresh data folder;
presses S (the stock draws: a game in progress, its clock running), waits for it to settle
and measures over `--seconds` (10) with nothing touched:

- idle CPU: the process's CPU time over the interval, in % of one core;
- RSS and PSS after start (`/proc/PID/smaps_rollup`);
- start CPU: CPU-seconds of the process when its first frame is on screen (the game prints
  `first-frame` with `--quit-after-first-frame`; read from /proc at that line), from
  compiled bytecode as every start of an installed game runs (see `compile_bytecode`); the
  same without it (`first-start-cpu`: compiling the ~70 modules of ours it loads); and, the
  same way for the game and a peer, once start-up has settled (no CPU used for 1 s: the
  game's background rating of its deal included);
- repaint: pixels sent to the X server per second while idle, as the game counts them
  (`SOLITAIRE_TRIO_FRAME_STATS=FILE` makes it write its renderer's counts there on quit).

Each figure is the median of `--runs` runs. With `--peer` (default: `sol`, Aisleriot, when
installed) the peer is measured the same way in the same run, turn about: idle CPU, RSS,
PSS, and start CPU when its window first appears. The last line reads
`rest: idle-cpu=X% rss=YMB pss=ZMB start-cpu=Ws repaint=Vpx/s`, then
`first-start-cpu=Ws` (the game's start before its bytecode exists).

Needs `Xvfb` and `xdotool` (Debian/Ubuntu: `apt-get install xvfb xdotool x11-utils`).
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
TICKS = os.sysconf("SC_CLK_TCK")
SETS = "REST_BENCH_SETS"  # the bench's `--set` options, carried in its environment


class Rest(NamedTuple):
    """One run's figures."""

    idle_cpu: float  # % of one core
    rss_mb: float
    pss_mb: float
    start_cpu: float  # CPU-seconds at the first frame (a peer: when its window appears)
    settled_cpu: float  # CPU-seconds once start-up has settled (the same for both)
    repaint: float  # pixels per second while idle (nan for a peer)


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of `pid` so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def memory_mb(pid: int) -> tuple[float, float]:
    """(RSS, PSS) of `pid` in MB."""
    values: dict[str, int] = {}
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()[1:]:
        name, _, rest = line.partition(":")
        values[name] = int(rest.split()[0])
    return values["Rss"] / 1024, values["Pss"] / 1024


@contextmanager
def virtual_display(size: str) -> Iterator[dict[str, str]]:
    """An Xvfb server of `size` for the duration; yields the environment that reaches it."""
    server, number = start_xvfb(size)
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
    env["DISPLAY"] = f":{number}"
    try:
        yield env
    finally:
        server.terminate()
        server.wait(timeout=10)


def start_xvfb(size: str) -> tuple[subprocess.Popen[bytes], int]:
    """Our own Xvfb on the first free display. Another bench may take the same number at
    the same moment: the server that loses exits, and finding the winner's socket would
    leave this bench without a display once the winner's run ends. So a number counts
    only when our own server is still running once the socket is there."""
    for number in range(91, 120):
        if Path(f"/tmp/.X11-unix/X{number}").exists() or Path(f"/tmp/.X{number}-lock").exists():
            continue
        server = subprocess.Popen(
            ["Xvfb", f":{number}", "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        if came_up(server, number):
            return server, number
        server.kill()
        server.wait(timeout=10)
    raise RuntimeError("Xvfb did not start on any display from :91 to :119")


def came_up(server: subprocess.Popen[bytes], number: int, timeout: float = 10) -> bool:
    """Whether `server` serves display `number` (its socket is there and it still runs)."""
    deadline = time.monotonic() + timeout
    while server.poll() is None and time.monotonic() < deadline:
        if Path(f"/tmp/.X11-unix/X{number}").exists():
            time.sleep(0.3)  # a server that lost the number exits at once
            return server.poll() is None
        time.sleep(0.05)
    return False


def wait_for_window(name: str, env: dict[str, str], timeout: float = 30) -> str:
    """The X id of the first top-level window called `name`, once it is mapped."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        tree = subprocess.run(
            ["xwininfo", "-root", "-tree"], env=env, capture_output=True, text=True
        ).stdout
        for line in tree.splitlines():
            if f'"{name}"' in line and "1x1+" not in line:
                return line.split()[0]
        time.sleep(0.01)
    raise RuntimeError(f"no window {name!r}")


def compile_bytecode() -> None:
    """Write the bytecode of `engine` and `game`, as installing the game does (`make play`,
    a wheel, the executable): a start from source alone first compiles the ~70 modules it loads,
    about 0.1 CPU-second here. An environment with PYTHONDONTWRITEBYTECODE set (as
    this workplace's) never caches it, so without this every start measured would pay it."""
    for package in ("engine", "game"):
        compileall.compile_dir(ROOT / package, quiet=1)


def remove_bytecode() -> None:
    """Remove the bytecode of `engine` and `game`: the start before any exists."""
    for package in ("engine", "game"):
        for cache in (ROOT / package).rglob("__pycache__"):
            shutil.rmtree(cache, ignore_errors=True)


def game_command(env: dict[str, str]) -> list[str]:
    """The game, with the `--set` options the bench was given (`SETS` in `env`)."""
    sets = [part for text in env.get(SETS, "").split() for part in ("--set", text)]
    return [sys.executable, "-m", "game", *sets]


def game_start_cpu(env: dict[str, str]) -> float:
    """CPU-seconds of the game, on a fresh data folder (a first start), when its first
    frame is on screen."""
    with (
        tempfile.TemporaryDirectory() as home,
        subprocess.Popen(
            [*game_command(env), "--quit-after-first-frame"],
            cwd=ROOT,
            env={**env, "SOLITAIRE_TRIO_HOME": home},
            stdout=subprocess.PIPE,
            text=True,
        ) as process,
    ):
        assert process.stdout is not None
        for line in process.stdout:
            if line.strip() == "first-frame":
                used = cpu_seconds(process.pid)
                process.stdout.read()
                process.wait(timeout=30)
                return used
    raise RuntimeError("the game never printed first-frame")


def first_start_cpu(env: dict[str, str]) -> float:
    """CPU-seconds to the first frame with no bytecode of ours yet (a start from a bare
    source tree, which then writes it unless PYTHONDONTWRITEBYTECODE is set)."""
    remove_bytecode()
    try:
        return game_start_cpu(env)
    finally:
        compile_bytecode()


def settled_cpu(pid: int, timeout: float = 40.0, quiet: float = 1.0) -> float:
    """CPU-seconds of `pid` once its start-up has settled: no CPU used over `quiet`
    seconds (the game rates its deal in the background from 0.5 s after it: this waits
    for that too)."""
    deadline = time.monotonic() + timeout
    last = cpu_seconds(pid)
    while time.monotonic() < deadline:
        time.sleep(quiet)
        now = cpu_seconds(pid)
        if now == last:
            return now
        last = now
    return last


def idle_figures(pid: int, seconds: float) -> tuple[float, float, float]:
    """Idle CPU % over `seconds`, then RSS and PSS."""
    before = cpu_seconds(pid)
    time.sleep(seconds)
    used = cpu_seconds(pid) - before
    rss, pss = memory_mb(pid)
    return 100 * used / seconds, rss, pss


def measure_game(env: dict[str, str], seconds: float) -> Rest:
    """One run of the game: start CPU, then a game in progress left alone."""
    with tempfile.TemporaryDirectory() as home:
        start = game_start_cpu(env)
        stats_file = Path(home) / "frame-stats.json"
        env = {**env, "SOLITAIRE_TRIO_HOME": home, "SOLITAIRE_TRIO_FRAME_STATS": str(stats_file)}
        process = subprocess.Popen(game_command(env), cwd=ROOT, env=env)
        try:
            window = wait_for_window("Solitaire Trio", env)
            settled = settled_cpu(process.pid)
            subprocess.run(["xdotool", "key", "--window", window, "s"], env=env, check=False)
            time.sleep(1.5)  # the card has flown and the clock runs
            idle_from = time.monotonic()
            idle, rss, pss = idle_figures(process.pid, seconds)
            idle_to = time.monotonic()
            subprocess.run(["xdotool", "key", "--window", window, "ctrl+q"], env=env, check=False)
            process.wait(timeout=30)
        finally:
            if process.poll() is None:
                process.kill()
            process.wait(timeout=30)
        return Rest(idle, rss, pss, start, settled, repaint(stats_file, idle_from, idle_to))


def repaint(stats_file: Path, since: float, until: float) -> float:
    """Pixels per second the game sent to the X server between `since` and `until`
    (monotonic clock, the same in both processes); nan without the game's counts."""
    if not stats_file.exists():
        return float("nan")
    sends = json.loads(stats_file.read_text())["sends"]
    return sum(pixels for at, pixels in sends if since <= at <= until) / (until - since)


class Starts(NamedTuple):
    """Start CPU-seconds: the game at its first frame and at its window, the peer at its."""

    game: list[float]
    game_window: list[float]
    peer: list[float]


def peer_environment(env: dict[str, str], home: str) -> dict[str, str]:
    """`env` with the peer's home and settings in `home` (a first start, nothing kept)."""
    return {**env, "HOME": home, "XDG_CONFIG_HOME": home, "XDG_DATA_HOME": home}


def peer_start_cpu(command: list[str], name: str, env: dict[str, str]) -> float:
    """CPU-seconds of the peer when its window appears; it is then closed."""
    with tempfile.TemporaryDirectory() as home:
        return window_start_cpu(command, name, peer_environment(env, home), Path(home))


def game_window_cpu(env: dict[str, str]) -> float:
    """CPU-seconds of the game when its window appears (the felt shows; the table
    follows); it is then closed (SIGTERM: it saves and quits)."""
    with tempfile.TemporaryDirectory() as home:
        game_env = {**env, "SOLITAIRE_TRIO_HOME": home}
        return window_start_cpu(game_command(env), "Solitaire Trio", game_env, Path(home))


def window_start_cpu(command: list[str], name: str, env: dict[str, str], home: Path) -> float:
    """CPU-seconds of `command` when its window `name` appears; then it is closed. Its
    errors are kept in `home` and said when no window appears."""
    errors = home / "stderr.txt"
    with errors.open("w") as sink:
        process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=sink)
    try:
        wait_for_window(name, env)
        return cpu_seconds(process.pid)
    except RuntimeError as error:
        said = errors.read_text()[-2000:]
        raise RuntimeError(f"{error}; {command[-1]} exited {process.poll()}: {said}") from None
    finally:
        stop(process)


def stop(process: subprocess.Popen[bytes]) -> None:
    """Ask `process` to end (SIGTERM), and kill it if it has not within 10 s."""
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def starts(env: dict[str, str], count: int, peer: list[str] | None, name: str) -> Starts:
    """`count` more starts of the game and of the peer, taking turns: start CPU is read at
    a 10 ms tick and varies by ±40 ms from run to run here, so it needs more runs than
    the rest. The game is also read the peer's way, when its window appears (the felt
    is shown then; the table follows), to compare like with like."""
    figures = Starts([], [], [])
    for _ in range(count):
        figures.game.append(game_start_cpu(env))
        figures.game_window.append(game_window_cpu(env))
        if peer is not None:
            figures.peer.append(peer_start_cpu(peer, name, env))
    return figures


def quartiles(values: list[float]) -> str:
    q1, q2, q3 = statistics.quantiles(values, n=4)
    return f"{q2:.2f}s (quartiles {q1:.2f}-{q3:.2f}, {len(values)} starts)"


def measure_peer(command: list[str], name: str, env: dict[str, str], seconds: float) -> Rest:
    """The peer: start CPU when its window appears, then idle CPU, RSS, PSS."""
    with tempfile.TemporaryDirectory() as home:
        peer_env = peer_environment(env, home)
        process = subprocess.Popen(
            command, env=peer_env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        try:
            wait_for_window(name, peer_env)
            start = cpu_seconds(process.pid)
            settled = settled_cpu(process.pid)
            time.sleep(1)
            idle, rss, pss = idle_figures(process.pid, seconds)
        finally:
            stop(process)
        return Rest(idle, rss, pss, start, settled, float("nan"))


def median(runs: list[Rest], field: str) -> float:
    return statistics.median(getattr(run, field) for run in runs)


def line(label: str, runs: list[Rest]) -> str:
    return (
        f"{label}: idle-cpu={median(runs, 'idle_cpu'):.2f}% rss={median(runs, 'rss_mb'):.0f}MB"
        f" pss={median(runs, 'pss_mb'):.0f}MB start-cpu={median(runs, 'start_cpu'):.2f}s"
        f" repaint={median(runs, 'repaint'):.0f}px/s"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--starts", type=int, default=15, help="more starts, start CPU alone")
    parser.add_argument("--peer", default="sol", help="a peer to measure beside ('' for none)")
    parser.add_argument("--peer-window", default="Klondike", help="the peer's window title")
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a setting of the game for the runs (e.g. sound=on; sound goes to SDL's disk"
        " driver, into a temporary file, unless SDL_AUDIODRIVER is set)",
    )
    args = parser.parse_args()
    for tool in ("Xvfb", "xdotool", "xwininfo"):
        if shutil.which(tool) is None:
            print(f"rest_bench needs {tool}: apt-get install xvfb xdotool x11-utils")
            return 2
    search = os.pathsep.join([os.environ.get("PATH", ""), "/usr/games"])  # Debian puts sol there
    peer = shutil.which(args.peer, path=search) if args.peer else None
    ours: list[Rest] = []
    theirs: list[Rest] = []
    first_starts: list[float] = []
    compile_bytecode()
    with virtual_display(args.size) as env, tempfile.TemporaryDirectory() as sound:
        env[SETS] = " ".join(args.set)
        env["SDL_AUDIODRIVER"] = os.environ.get("SDL_AUDIODRIVER", "disk")  # plays in real time
        env["SDL_DISKAUDIOFILE"] = os.environ.get("SDL_DISKAUDIOFILE", f"{sound}/out.raw")
        for _ in range(args.runs):
            ours.append(measure_game(env, args.seconds))
            first_starts.append(first_start_cpu(env))
            if peer is not None:
                theirs.append(measure_peer([peer], args.peer_window, env, args.seconds))
        command = [peer] if peer is not None else None
        more = starts(env, args.starts, command, args.peer_window)
    game_starts = more.game + [run.start_cpu for run in ours]
    for run in ours:
        print("  run", line("game", [run]))
    if theirs:
        print(line(f"peer {args.peer}", theirs))
        print(
            f"settled start-up CPU: game={median(ours, 'settled_cpu'):.2f}s"
            f" {args.peer}={median(theirs, 'settled_cpu'):.2f}s"
        )
        peer_starts = more.peer + [run.start_cpu for run in theirs]
        print(f"start CPU, {args.peer} (at its window): {quartiles(peer_starts)}")
    if more.game_window:
        print(f"start CPU, game (at its window): {quartiles(more.game_window)}")
    print(f"start CPU, game (at its first frame): {quartiles(game_starts)}")
    ours = [run._replace(start_cpu=statistics.median(game_starts)) for run in ours]
    print(line("rest", ours))
    print(f"first-start-cpu={statistics.median(first_starts):.2f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
