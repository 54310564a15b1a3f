"""What differs between Windows, macOS and Linux, tested here by standing in for the system
(docs/PLATFORMS.md): the framebuffer hint by video driver, DPI awareness, the language
from the system's preferred locales, saves Windows refuses for a moment, macOS' full sync,
the lock's two kinds of errors, and a game started without a console."""

from __future__ import annotations

import errno
import locale
import os
import signal
import sys
from pathlib import Path

import pygame
import pygame.system
import pytest

from game import launch, strings, window
from game.__main__ import main
from game.profile import Profile, Store
from game.profile import lock as lock_module
from game.profile import store as store_module
from game.profile.lock import FolderBusy, FolderLock, FolderUnlockable

HINT = "SDL_FRAMEBUFFER_ACCELERATION"


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SOLITAIRE_TRIO_HOME", str(tmp_path))
    return tmp_path


# --- the window -----------------------------------------------------------------------------
@pytest.mark.parametrize("driver", ["cocoa", "windows", "wayland", "dummy", "offscreen", "kmsdrm"])
def test_the_framebuffer_hint_is_left_to_sdl_on_every_driver_but_x11(
    monkeypatch: pytest.MonkeyPatch, driver: str
) -> None:
    """On macOS and Wayland the hint leaves SDL 2 no way to make a window surface."""
    monkeypatch.delenv(HINT, raising=False)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: driver)
    screen = window.open_window(False, (640, 480))
    assert screen.get_size() == (640, 480)
    assert HINT not in os.environ
    pygame.quit()


@pytest.mark.parametrize("preset", [None, "1"])
def test_on_x11_the_window_uses_sdls_own_framebuffer_unless_told_otherwise(
    monkeypatch: pytest.MonkeyPatch, preset: str | None
) -> None:
    if preset is None:
        monkeypatch.delenv(HINT, raising=False)
    else:
        monkeypatch.setenv(HINT, preset)
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    window.open_window(False, (640, 480))
    pygame.quit()
    assert os.environ[HINT] == (preset or "0")


@pytest.mark.parametrize(("system", "expected"), [("win32", "permonitorv2"), ("darwin", None)])
def test_windows_is_told_the_game_is_per_monitor_dpi_aware_before_the_display_opens(
    monkeypatch: pytest.MonkeyPatch, system: str, expected: str | None
) -> None:
    monkeypatch.delenv(window.DPI_AWARENESS_HINT, raising=False)
    monkeypatch.setattr(sys, "platform", system)
    seen: list[str | None] = []
    monkeypatch.setattr(
        pygame.display, "init", lambda: seen.append(os.environ.get(window.DPI_AWARENESS_HINT))
    )
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "windows")
    handlers = {number: signal.getsignal(number) for number in (signal.SIGINT, signal.SIGTERM)}
    try:
        assert launch.open_display() is None
    finally:
        for number, handler in handlers.items():
            signal.signal(number, handler)
    assert seen == [expected]


# --- the language ---------------------------------------------------------------------------
@pytest.fixture
def no_language_variables(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(locale, "getlocale", lambda *_: ("English_United States", "1252"))


@pytest.mark.usefixtures("no_language_variables")
def test_a_greek_system_without_lang_starts_in_greek(
    monkeypatch: pytest.MonkeyPatch, home: Path
) -> None:
    """Windows, and macOS from Finder: no LANG, the system's language list says Greek."""
    greek = [{"language": "el", "country": "GR"}, {"language": "en", "country": "US"}]
    monkeypatch.setattr(pygame.system, "get_pref_locales", lambda: greek)
    assert strings.system_language() == "el"
    assert Profile.open(Store(home)).settings.language == "el"


@pytest.mark.usefixtures("no_language_variables")
def test_the_first_preferred_language_the_game_speaks_wins_over_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("LANG", "el_GR.UTF-8")
    english_first = [{"language": "fr", "country": "FR"}, {"language": "en", "country": None}]
    monkeypatch.setattr(pygame.system, "get_pref_locales", lambda: english_first)
    assert strings.system_language() == "en"


@pytest.mark.usefixtures("no_language_variables")
def test_without_a_preferred_list_windows_greek_locale_name_is_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(pygame.system, "get_pref_locales", lambda: [])
    monkeypatch.setattr(locale, "getlocale", lambda *_: ("Greek_Greece", "1253"))
    assert strings.system_language() == "el"


# --- saves ----------------------------------------------------------------------------------
def refusing_replace(
    monkeypatch: pytest.MonkeyPatch, refusals: int
) -> tuple[list[float], list[int]]:
    """os.replace refuses `refusals` times (as Windows does while another program has the
    file open); the pauses slept and the attempts made are recorded, no time is spent."""
    real_replace = os.replace
    pauses: list[float] = []
    attempts = [0]

    def replace(source: str, target: str) -> None:
        attempts[0] += 1
        if attempts[0] <= refusals:
            raise PermissionError(errno.EACCES, "Access is denied")
        real_replace(source, target)

    monkeypatch.setattr(store_module.os, "replace", replace)
    monkeypatch.setattr(store_module.time, "sleep", pauses.append)
    return pauses, attempts


def test_a_replace_windows_refuses_for_a_moment_is_tried_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    profile = Profile(Store(tmp_path))
    profile.settings.fullscreen = False
    pauses, attempts = refusing_replace(monkeypatch, 3)
    assert profile.save_settings() is None
    assert attempts[0] == 4 and len(pauses) == 3
    assert Profile.open(Store(tmp_path)).settings.fullscreen is False
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_a_replace_refused_for_a_second_fails_and_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    profile = Profile(Store(tmp_path))
    pauses, _ = refusing_replace(monkeypatch, 1000)
    assert profile.save_settings() == "Access is denied"  # the status line's reason
    assert 0.5 <= sum(pauses) <= 1.5
    assert list(tmp_path.iterdir()) == []  # the temp file is gone, nothing half-written


def test_saves_ask_macos_for_a_full_sync_and_fall_back_to_fsync(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fcntl = pytest.importorskip("fcntl")
    full_sync = 51  # F_FULLFSYNC's number on macOS
    calls: list[int] = []
    fsyncs: list[int] = []
    real_fsync = os.fsync

    def fake_fcntl(descriptor: int, command: int, *_: object) -> int:
        calls.append(command)
        if len(calls) > 1:  # a file system without it
            raise OSError(errno.ENOTSUP, "Operation not supported")
        return 0

    monkeypatch.setattr(store_module.fcntl, "F_FULLFSYNC", full_sync, raising=False)
    monkeypatch.setattr(store_module.fcntl, "fcntl", fake_fcntl)
    monkeypatch.setattr(store_module.os, "fsync", lambda d: (fsyncs.append(d), real_fsync(d)))
    store = Store(tmp_path)
    assert store.save("settings", {"version": 1})
    assert calls == [full_sync]
    folder_syncs = len(fsyncs)  # the folder's own fsync, after the rename
    assert store.save("settings", {"version": 1})
    assert calls == [full_sync, full_sync] and len(fsyncs) == 2 * folder_syncs + 1
    assert fcntl is not None


# --- the lock -------------------------------------------------------------------------------
def failing_lock(monkeypatch: pytest.MonkeyPatch, error: OSError) -> None:
    def lock(_descriptor: int) -> None:
        raise error

    monkeypatch.setattr(lock_module, "_lock", lock)


@pytest.mark.parametrize(
    "error",
    [
        BlockingIOError(errno.EAGAIN, "Resource temporarily unavailable"),
        PermissionError(errno.EACCES, "Permission denied"),  # Windows' msvcrt.locking
    ],
    ids=["flock", "windows"],
)
def test_a_lock_held_by_another_process_means_already_open(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: OSError
) -> None:
    failing_lock(monkeypatch, error)
    with pytest.raises(FolderBusy):
        FolderLock.take(tmp_path)


@pytest.mark.parametrize("number", [errno.ENOLCK, errno.EOPNOTSUPP, errno.ENOSYS, errno.EIO])
def test_a_folder_that_cannot_be_locked_says_so_and_plays_on(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], number: int
) -> None:
    """A network or synced folder without locks: never "already open"."""
    failing_lock(monkeypatch, OSError(number, os.strerror(number)))
    with pytest.raises(FolderUnlockable):
        FolderLock.take(home)
    assert main(["--window", "--quit-after-first-frame"]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines() == ["first-frame"]
    assert "cannot lock its data folder" in err and os.strerror(number) in err
    assert "cannot lock its data folder" in (home / launch.ERROR_LOG).read_text()


def test_the_lock_holders_pid_can_be_read_while_it_is_held(tmp_path: Path) -> None:
    held = FolderLock.take(tmp_path)
    try:
        text = (tmp_path / lock_module.LOCK_FILE).read_text(encoding="ascii")
        assert text.strip() == str(os.getpid())
        assert len(text) <= lock_module.LOCKED_BYTE  # Windows: the locked byte is past it
    finally:
        held.release()


# --- no console -----------------------------------------------------------------------------
def lose_console(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """stdout and stderr None, as for the Windows gui-script; the message boxes shown.
    Called in the test itself: pytest puts its own streams back after the fixtures."""
    boxes: list[str] = []
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(launch, "show_message_box", boxes.append)
    return boxes


def test_without_a_console_the_first_frame_is_reached_and_nothing_raises(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    boxes = lose_console(monkeypatch)
    assert main(["--window", "--quit-after-first-frame"]) == 0
    assert boxes == []
    assert not (home / launch.ERROR_LOG).exists()


def test_without_a_console_already_open_is_shown_in_a_box(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    boxes = lose_console(monkeypatch)
    held = FolderLock.take(home)
    try:
        assert main(["--window"]) == 1
    finally:
        held.release()
    assert len(boxes) == 1 and "already open" in boxes[0]


def test_with_a_console_the_line_goes_to_stderr_and_no_box(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    boxes: list[str] = []
    monkeypatch.setattr(launch, "show_message_box", boxes.append)
    launch.tell("one line")
    assert capsys.readouterr().err == "one line\n" and boxes == []
