"""A second copy never waits on a hidden message box: the first copy comes forward and
says it on its own window; the second prints its line and exits 1 at once."""

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


def test_the_first_copy_says_it_was_started_again() -> None:
    app = App(engine.Game.from_code("TF1-D1N-AAAAAAB"), Settings(), False, (1366, 768))
    app.run_frames(2)
    pygame.event.post(pygame.event.Event(BRING_FORWARD))
    app.run_frames(2)
    status = app.table.notes.status
    assert status is not None and status.text() == strings.STARTED_AGAIN
    pygame.quit()
