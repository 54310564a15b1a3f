"""A second copy never waits on a hidden message box: the first copy comes forward and
says it on its own window; the second prints its line and exits 1 at once. Where the first
cannot be asked (Windows), its window is put in front and the box closes itself."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

import engine
from game import launch, strings
from game.app import App
from game.profile.settings import Settings
from game.window import BRING_FORWARD

posix_only = pytest.mark.skipif(not hasattr(signal, "SIGUSR1"), reason="POSIX signals")
FIRST = (
    "import signal, sys, time\n"
    "signal.signal(signal.SIGUSR1, lambda *_: sys.exit(7))\n"
    "print('ready', flush=True)\n"
    "time.sleep(30)\n"
)


@posix_only
def test_the_second_copy_asks_the_first_and_shows_no_box(tmp_path: Path, monkeypatch, capsys):
    first = subprocess.Popen([sys.executable, "-c", FIRST], stdout=subprocess.PIPE)
    try:
        assert first.stdout is not None and first.stdout.readline() == b"ready\n"
        lock_file = tmp_path / "lock"
        lock_file.write_text(f"{first.pid}\n", encoding="ascii")

        def no_box(_line: str) -> None:
            raise AssertionError("a box the first copy's fullscreen window would hide")

        monkeypatch.setattr(launch, "show_message_box", no_box)
        monkeypatch.setattr(launch, "has_console", lambda: False)  # a windowed start
        started = time.monotonic()
        assert launch.second_copy(lock_file, "already open") == 1
        assert time.monotonic() - started < 2
        assert first.wait(timeout=10) == 7  # the first copy was asked forward
        assert capsys.readouterr().err == "already open\n"
    finally:
        if first.poll() is None:
            first.kill()


def test_without_a_first_copy_to_ask_the_box_shows(tmp_path: Path, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(launch, "show_message_box", shown.append)
    monkeypatch.setattr(launch, "has_console", lambda: False)
    assert launch.second_copy(tmp_path / "no-lock-file", "already open") == 1
    assert shown == ["already open"]


def test_a_box_nobody_closes_keeps_the_second_copy_only_briefly(tmp_path: Path, monkeypatch):
    """Windows: no signal to send, so the line shows in a box; a box behind a window, or
    one nobody answers, ends with the process after `BOX_SECONDS`."""
    import threading

    from game import foreground

    answered = threading.Event()
    monkeypatch.setattr(launch, "show_message_box", lambda _line: answered.wait(10))
    monkeypatch.setattr(launch, "has_console", lambda: False)
    monkeypatch.setattr(foreground, "BOX_SECONDS", 0.3)
    started = time.monotonic()
    try:
        assert launch.second_copy(tmp_path / "no-lock-file", "already open") == 1
        assert time.monotonic() - started < 5
    finally:
        answered.set()


class Windows:
    """A stand-in for user32: which process owns which window, and what was done."""

    def __init__(self, owners: dict[int, int], minimised: set[int]) -> None:
        self.owners = owners
        self.minimised = minimised
        self.done: list[tuple[str, int]] = []

    def windows_of(self, pid: int) -> list[int]:
        return [window for window, owner in self.owners.items() if owner == pid]

    def is_minimised(self, window: int) -> bool:
        return window in self.minimised

    def restore(self, window: int) -> None:
        self.done.append(("restore", window))
        self.minimised.discard(window)

    def to_front(self, window: int) -> bool:
        self.done.append(("front", window))
        return True


def test_on_windows_the_second_copy_puts_the_first_copys_window_in_front(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game import foreground

    windows = Windows({0x51: 4321, 0x77: 999}, minimised={0x51})
    shown: list[str] = []
    monkeypatch.setattr(launch, "FORWARD_SIGNAL", None)  # as on Windows
    monkeypatch.setattr(foreground, "user32_windows", lambda: windows)
    monkeypatch.setattr(launch, "show_message_box", shown.append)
    monkeypatch.setattr(launch, "has_console", lambda: False)
    lock_file = tmp_path / "game.lock"
    lock_file.write_text("4321\n", encoding="ascii")
    assert launch.second_copy(lock_file, "already open") == 1
    assert windows.done == [("restore", 0x51), ("front", 0x51)]
    assert shown == ["already open"]  # over the window now in front, for a few seconds


def test_no_window_of_the_first_copy_is_nothing_to_bring() -> None:
    from game.foreground import bring_to_front

    windows = Windows({0x51: 4321}, minimised=set())
    assert not bring_to_front(1234, windows)
    assert windows.done == []
    assert bring_to_front(4321, windows)
    assert windows.done == [("front", 0x51)]


def test_the_first_copy_says_it_was_started_again() -> None:
    app = App(engine.Game.from_code("TF1-D1N-AAAAAAB"), Settings(), False, (1366, 768))
    app.run_frames(2)
    pygame.event.post(pygame.event.Event(BRING_FORWARD))
    app.run_frames(2)
    status = app.table.notes.status
    assert status is not None and status.text() == strings.STARTED_AGAIN
    pygame.quit()
