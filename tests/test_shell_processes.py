"""Real processes on one data folder (issue 18): one copy at a time, a kill between the
statistics save and the game save, leftover temp files, no display, Ctrl+C and SIGTERM.

Every test starts `python -m game` under SDL's dummy video driver (the no-display tests
leave it unset) on a temp `SOLITAIRE_TRIO_HOME`. A running game is made to act through
its test hooks, never through timing: `SOLITAIRE_TRIO_TEST_KEYS` presses keys in the first
frame, `SOLITAIRE_TRIO_TEST_PAUSE` stops it at a named point and says so on stderr.

On Windows (run by CI only) a kill is TerminateProcess, stderr is read by a thread (no
`select` on pipes), and the tests of POSIX signals have Windows variants: no signal is
ever sent there (`os.kill` would end the first copy), and a killed game keeps its saves.
"""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.profile import Profile
from game.profile.store import Store

ROOT = Path(__file__).resolve().parents[1]
OLD_GAME = {"version": 1, "code": "TF1-D1N-AAAAAAB", "actions": ["s", "s"], "elapsed": 9}
TIMEOUT = 30
WINDOWS = sys.platform == "win32"
posix_only = pytest.mark.skipif(WINDOWS, reason="POSIX signals: the Windows variant follows")
windows_only = pytest.mark.skipif(not WINDOWS, reason="the Windows variant of a POSIX test")


def environment(home: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ, SOLITAIRE_TRIO_HOME=str(home), PYTHONPATH=str(ROOT))
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    for name in ("SOLITAIRE_TRIO_TEST_KEYS", "SOLITAIRE_TRIO_TEST_PAUSE"):
        env.pop(name, None)
    env.update(extra)
    return env


def game_args(*argv: str) -> list[str]:
    return [sys.executable, "-m", "game", "--window", *argv]


def run_game(home: Path, *argv: str, **extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        game_args(*argv),
        capture_output=True,
        text=True,
        env=environment(home, **extra),
        cwd=ROOT,
        timeout=TIMEOUT,
    )


def start_game(home: Path, *argv: str, **extra: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        game_args(*argv),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=environment(home, **extra),
        cwd=ROOT,
    )


def wait_for_pause(process: subprocess.Popen[bytes], point: str) -> None:
    """Read stderr's first line until the game says it stopped at `point` (it then waits
    to be killed); a game that never stops there fails the test after `TIMEOUT`, it does
    not hang it. A thread reads: Windows has no `select` on pipes."""
    stream = process.stderr
    assert stream is not None
    lines: queue.Queue[bytes] = queue.Queue()
    threading.Thread(target=lambda: lines.put(stream.readline()), daemon=True).start()
    try:
        seen = lines.get(timeout=TIMEOUT)
    except queue.Empty:
        seen = b""
    if seen.rstrip(b"\r\n") != f"paused {point}".encode():
        process.kill()
        raise AssertionError(f"the game did not pause at {point}: {seen.decode()!r}")


def kill(process: subprocess.Popen[bytes]) -> None:
    """End it at once: SIGKILL, or TerminateProcess on Windows (exit status 1)."""
    process.kill()
    process.communicate(timeout=TIMEOUT)
    assert process.returncode == (1 if WINDOWS else -signal.SIGKILL)


def snapshot(home: Path) -> dict[str, tuple[bytes, int]]:
    """Every file of the folder: its bytes and modification time."""
    return {
        path.name: (path.read_bytes(), path.stat().st_mtime_ns)
        for path in home.iterdir()
        if path.is_file()
    }


def in_progress(home: Path, game: dict[str, object] | None = None) -> None:
    (home / "game.json").write_text(json.dumps(game or OLD_GAME))


def played(home: Path, prefix: str) -> int:
    return Profile.open(Store(home)).statistics.get(prefix).played


def test_a_second_copy_on_the_same_folder_says_so_and_touches_no_file(tmp_path: Path) -> None:
    """Copy A draws a card and is stopped in the middle of saving it (its temp file
    written, game.json not yet replaced). Copy B on the same folder says the game is
    already open and exits 1: every file, A's temp file too, is as it was."""
    in_progress(tmp_path)
    first = start_game(
        tmp_path, SOLITAIRE_TRIO_TEST_KEYS="s", SOLITAIRE_TRIO_TEST_PAUSE="game-temp-written"
    )
    try:
        wait_for_pause(first, "game-temp-written")
        before = snapshot(tmp_path)
        assert any(name.startswith(".game.") for name in before)  # A's save in flight
        second = run_game(tmp_path, "--code", "SH1-C4-AAAAAJ2")
        assert second.returncode == 1
        assert "already open" in second.stderr and str(tmp_path) in second.stderr
        assert len(second.stderr.strip().splitlines()) == 1 and "Traceback" not in second.stderr
        assert snapshot(tmp_path) == before
        assert first.poll() is None  # B asked A to come forward: A plays on
    finally:
        kill(first)
    other = tmp_path / "other"
    other.mkdir()
    alone = run_game(other, "--quit-after-first-frame")  # another folder: runs side by side
    assert alone.returncode == 0 and alone.stdout == "first-frame\n"


@pytest.mark.parametrize("version", [1, 2])
def test_a_kill_between_the_statistics_save_and_the_game_save_counts_once(
    tmp_path: Path, version: int
) -> None:
    """`--code` with a game in progress asks first; Enter abandons it: statistics.json
    counts it, and the game is killed before game.json is replaced. The next start must
    not resume the counted game (abandoning it again would count it twice). The game in
    progress was saved by an older version of the game (1) or by this one (2)."""
    in_progress(tmp_path)
    if version == 2:
        assert run_game(tmp_path, "--quit-after-first-frame").returncode == 0
        assert json.loads((tmp_path / "game.json").read_text())["version"] == 2
    process = start_game(
        tmp_path,
        "--code",
        "SH1-C4-AAAAAJ2",
        SOLITAIRE_TRIO_TEST_KEYS="return",
        SOLITAIRE_TRIO_TEST_PAUSE="statistics-saved",
    )
    wait_for_pause(process, "statistics-saved")
    kill(process)
    assert played(tmp_path, "TF1-D1N") == 1
    document = json.loads((tmp_path / "game.json").read_text())  # not replaced:
    assert document.get("code", document.get("position", "")).startswith("TF1-D1N-AAAAAAB")
    again = run_game(tmp_path, "--quit-after-first-frame")
    assert again.returncode == 0 and again.stdout == "first-frame\n"
    saved = Profile.open(Store(tmp_path)).load_game()
    assert saved is None  # the counted game is over: a new deal, not yet saved
    assert played(tmp_path, "TF1-D1N") == 1


def test_a_kill_before_the_statistics_save_loses_no_game(tmp_path: Path) -> None:
    """Killed while statistics.json's temp file is written: nothing is counted and the
    game in progress is resumed as it was (the abandon never happened)."""
    in_progress(tmp_path)
    process = start_game(
        tmp_path,
        "--code",
        "SH1-C4-AAAAAJ2",
        SOLITAIRE_TRIO_TEST_KEYS="return",
        SOLITAIRE_TRIO_TEST_PAUSE="statistics-temp-written",
    )
    wait_for_pause(process, "statistics-temp-written")
    kill(process)
    again = run_game(tmp_path, "--quit-after-first-frame")
    assert again.returncode == 0
    saved = Profile.open(Store(tmp_path)).load_game()
    assert saved is not None and saved.game.code == "TF1-D1N-AAAAAAB" and saved.game.moves == 2
    assert played(tmp_path, "TF1-D1N") == 0
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_leftover_temp_files_of_ours_are_removed_at_start_and_nothing_else(
    tmp_path: Path,
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    target = outside / ".game.abcdefgh.tmp"
    target.write_text("not ours to remove")
    home = tmp_path / "home"
    home.mkdir()
    ours = [".game.abcdefgh.tmp", ".settings.x_1y2z3w.tmp", ".statistics.00000000.tmp"]
    for name in ours:
        (home / name).write_text("{half a save")
    kept = [".game.toolongname.tmp", ".game.abcdefgh.tmp.bak", "notes.tmp", ".other.abcdefgh.tmp"]
    for name in kept:
        (home / name).write_text("keep")
    try:
        (home / ".statistics.linklink.tmp").symlink_to(target)
        linked = True
    except OSError:  # Windows without the right to make links
        linked = False
    (home / ".settings.folder00.tmp").mkdir()
    (home / "sub").mkdir()
    (home / "sub" / ".game.abcdefgh.tmp").write_text("keep")
    result = run_game(home, "--quit-after-first-frame")
    assert result.returncode == 0
    names = {path.name for path in home.iterdir()}
    assert not names & set(ours)
    assert set(kept) <= names and (".statistics.linklink.tmp" in names) == linked
    assert target.read_text() == "not ours to remove"
    assert (home / ".settings.folder00.tmp").is_dir()
    assert (home / "sub" / ".game.abcdefgh.tmp").exists()


NO_DISPLAY = [
    pytest.param(  # elsewhere (macOS) a window needs no DISPLAY
        {"DISPLAY": None, "WAYLAND_DISPLAY": None},
        id="no-DISPLAY",
        marks=pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 or Wayland"),
    ),
    pytest.param({"SDL_VIDEODRIVER": "x11", "DISPLAY": ":4242"}, id="dead-X-server"),
]


@pytest.mark.parametrize("change", NO_DISPLAY)
def test_a_start_without_a_usable_display_is_one_clear_line_and_status_1(
    tmp_path: Path, change: dict[str, str | None]
) -> None:
    env = environment(tmp_path)
    env.pop("SDL_VIDEODRIVER")
    for name, value in change.items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = value
    in_progress(tmp_path)
    before = (tmp_path / "game.json").read_bytes()
    result = subprocess.run(
        game_args(), capture_output=True, text=True, env=env, cwd=ROOT, timeout=TIMEOUT
    )
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    ours = [line for line in result.stderr.splitlines() if "Solitaire Trio" in line]
    assert len(ours) == 1 and "cannot open a window" in ours[0]
    assert "cannot open a window" in (tmp_path / "errors.log").read_text()
    assert (tmp_path / "game.json").read_bytes() == before


@posix_only
@pytest.mark.parametrize(
    "number",
    [signal.SIGTERM, signal.SIGINT, getattr(signal, "SIGHUP", signal.SIGTERM)],
    ids=["SIGTERM", "Ctrl+C", "SIGHUP"],
)
def test_sigterm_and_ctrl_c_save_and_exit_quietly(tmp_path: Path, number: int) -> None:
    """The game draws one card (saved) and plays on; the signal makes it save once more,
    with the clock that ran on since, and exit 0 with nothing on stderr (the old game
    printed a KeyboardInterrupt traceback and skipped that save)."""
    in_progress(tmp_path)
    process = start_game(tmp_path, SOLITAIRE_TRIO_TEST_KEYS="s")
    try:
        first = saved_draw(tmp_path)
        time.sleep(0.3)  # not a wait for anything: the clock runs on, to be saved on quit
        os.kill(process.pid, number)
        out, err = process.communicate(timeout=TIMEOUT)
    finally:
        if process.poll() is None:
            kill(process)
    assert process.returncode == 0 and err == b"" and out == b""
    final = json.loads((tmp_path / "game.json").read_text())
    assert final["window"] == ["s", "s", "s"] and final["elapsed"] > first["elapsed"]


@windows_only
def test_a_game_ended_by_the_system_keeps_its_last_save(tmp_path: Path) -> None:
    """Windows ends a game (Task Manager, logging off when it does not answer) with
    TerminateProcess, no signal: the card drawn was saved after the move, and stays."""
    in_progress(tmp_path)
    process = start_game(tmp_path, SOLITAIRE_TRIO_TEST_KEYS="s")
    try:
        first = saved_draw(tmp_path)
    finally:
        kill(process)
    final = json.loads((tmp_path / "game.json").read_text())
    assert final == first
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def saved_draw(home: Path) -> dict[str, object]:
    """game.json once the running game has saved its drawn card (a version 2 save)."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        try:
            document = json.loads((home / "game.json").read_text())
        except (OSError, ValueError):
            document = {}
        if document.get("version") == 2 and document["window"] == ["s", "s", "s"]:
            return dict(document)
        time.sleep(0.02)
    raise AssertionError("the game never saved its move")


@posix_only
def test_a_second_copy_asks_the_first_to_come_forward(tmp_path: Path) -> None:
    """B sends the pid in the lock file SIGUSR1; a listening process gets it and lives."""
    from game.launch import ask_the_first_copy_forward

    listener = subprocess.Popen(
        [sys.executable, "-c", LISTENER], stdout=subprocess.PIPE, text=True, cwd=ROOT,
        env=environment(tmp_path),
    )  # fmt: skip
    try:
        assert listener.stdout is not None
        assert listener.stdout.readline().strip() == "listening"
        (tmp_path / "game.lock").write_text(f"{listener.pid}\n")
        ask_the_first_copy_forward(tmp_path / "game.lock")
        assert listener.stdout.readline().strip() == "asked to come forward"
        assert listener.wait(timeout=TIMEOUT) == 0
    finally:
        if listener.poll() is None:
            kill(listener)


@windows_only
def test_on_windows_a_second_copy_sends_the_first_nothing(tmp_path: Path) -> None:
    """No SIGUSR1 there, and `os.kill` with any other number would end the first copy:
    the second only reads the lock file and the first plays on (docs/PLATFORMS.md)."""
    from game.launch import FORWARD_SIGNAL, ask_the_first_copy_forward

    assert FORWARD_SIGNAL is None
    listener = subprocess.Popen(
        [sys.executable, "-c", LISTENER], stdout=subprocess.PIPE, text=True, cwd=ROOT,
        env=environment(tmp_path),
    )  # fmt: skip
    try:
        assert listener.stdout is not None
        assert listener.stdout.readline().strip() == "listening"
        (tmp_path / "game.lock").write_text(f"{listener.pid}\n")
        ask_the_first_copy_forward(tmp_path / "game.lock")
        time.sleep(0.5)
        assert listener.poll() is None
    finally:
        listener.kill()
        listener.communicate(timeout=TIMEOUT)


LISTENER = """
import os, pygame
from game.launch import listen_for_a_second_copy
from game.window import BRING_FORWARD
pygame.display.init()
listen_for_a_second_copy()
print("listening", flush=True)
while True:
    event = pygame.event.wait(100)
    if event.type == BRING_FORWARD:
        print("asked to come forward", flush=True)
        break
"""
