"""What `python -m game` does around the app: one copy per data folder, a display that
really shows, quiet signals, and one clear line (never a traceback) when it cannot go on.

- The data folder's lock (`game.profile.lock`) is taken before any file is read or
  written; a second copy says so and exits (status 1) without touching a file.
- The display is opened before the app: an SDL error, or (when the player did not choose
  a driver with SDL_VIDEODRIVER) SDL's invisible `offscreen`/`dummy` fallback, is one line
  on stderr and exit status 1.
- Ctrl+C and SIGTERM: once the display is open, SDL's own handlers turn them into a QUIT
  event (which wakes a loop waiting for events), so the app saves and stops as when its
  window is closed. Before that, they end the start quietly (status 130 / 143). SIGHUP
  (a closed terminal, a logout) does the same: SDL leaves it alone, so our handler posts
  the QUIT (`quit_on_hangup`; the loop wakes for it within its heartbeat).
- pygame's mixer, which `import pygame` would load with SDL_mixer and a dozen codec
  libraries, is left out of the start (`leave_out_sound`): it is loaded at the first sound
  played with sound on (`game.sound.player`).
- A start or a run that fails for any other reason (a font, a window SDL refuses) prints
  one line and writes the details to `ERROR_LOG` in the data folder (the README names it;
  the windowed executable has no console). Nothing is saved then: the game was saved
  after its last action, and is never overwritten by what a failed start holds.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import FrameType

ERROR_LOG = "errors.log"
INVISIBLE_DRIVERS = ("offscreen", "dummy")
KEYS_VARIABLE = "SOLITAIRE_TRIO_TEST_KEYS"  # tests: keys pressed once the app is open


class Stopped(Exception):
    """Ctrl+C or SIGTERM during start-up (before the window): end quietly."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


Handlers = dict[int, object]


def stop_quietly_on_signals() -> Handlers:
    """Until the display is open, Ctrl+C, SIGTERM and SIGHUP raise `Stopped` (no
    traceback); the handlers there were, for `restore_signals`."""

    def stop(number: int, _frame: FrameType | None) -> None:
        raise Stopped(128 + number)

    numbers = (signal.SIGINT, signal.SIGTERM, *((HANGUP,) if HANGUP is not None else ()))
    return {number: signal.signal(number, stop) for number in numbers}


HANGUP = getattr(signal, "SIGHUP", None)  # POSIX: the terminal closed, the session ended


def quit_on_hangup() -> None:
    """Once the display is open, SIGHUP saves and quits as SIGTERM does: a QUIT event
    (`restore_signals` puts the handler there was back)."""
    if HANGUP is None:
        return

    def hang_up(_number: int, _frame: FrameType | None) -> None:
        import pygame

        if pygame.display.get_init():
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    signal.signal(HANGUP, hang_up)


FORWARD_SIGNAL = getattr(signal, "SIGUSR1", None)  # POSIX: "come forward" from a second copy


def listen_for_a_second_copy() -> Handlers:
    """A second start on this data folder sends `FORWARD_SIGNAL` (it reads our pid in the
    lock file): the window then comes forward. Installed before the lock is taken, so the
    signal never finds its default action (which would end the game)."""
    if FORWARD_SIGNAL is None:
        return {}

    def come_forward(_number: int, _frame: FrameType | None) -> None:
        import pygame

        from game.window import BRING_FORWARD

        if pygame.display.get_init():  # the loop wakes for it and raises the window
            pygame.event.post(pygame.event.Event(BRING_FORWARD))

    return {FORWARD_SIGNAL: signal.signal(FORWARD_SIGNAL, come_forward)}


def first_copy_pid(lock_file: Path) -> int | None:
    """The pid the lock file holds (only read), or None: no file, no number, or our own."""
    with contextlib.suppress(OSError, ValueError):
        pid = int(lock_file.read_text(encoding="ascii").strip())
        if pid > 1 and pid != os.getpid():
            return pid
    return None


def ask_the_first_copy_forward(lock_file: Path) -> bool:
    """Ask the copy whose pid the lock file holds to show its window and say it was
    started again (POSIX: `FORWARD_SIGNAL`); True when it was asked. Windows has no such
    signal: False there, and `second_copy` puts the window in front itself."""
    return _ask_forward(first_copy_pid(lock_file))


def _ask_forward(pid: int | None) -> bool:
    if FORWARD_SIGNAL is None or pid is None:
        return False
    with contextlib.suppress(OSError):
        os.kill(pid, FORWARD_SIGNAL)
        return True
    return False


def second_copy(lock_file: Path, line: str) -> int:
    """A second copy on a busy data folder prints `line` and exits 1 within a few seconds.

    Where the first copy could be asked (POSIX), it comes forward and says on its own
    window that it was started again: no box (ours would open behind its fullscreen
    window). Elsewhere the first copy's window is put in front (Windows,
    `game.foreground`) and the line shows in a box on top of it, which closes itself
    after `BOX_SECONDS`: the process never waits on a box nobody sees."""
    pid = first_copy_pid(lock_file)  # read once
    if _ask_forward(pid):
        if sys.stderr is not None:
            print(line, file=sys.stderr, flush=True)
        return 1
    from game.foreground import bring_to_front

    if pid is not None:
        bring_to_front(pid)
    tell(line, box=show_message_box_briefly)
    return 1


def show_message_box_briefly(line: str) -> None:
    """`show_message_box`, given up after `BOX_SECONDS`: the box runs on a thread of its
    own, which ends with the process (a signal still ends the wait at once). Not on
    macOS, where SDL hands a box to the main thread, which would be waiting here: there
    the box shows as before (rare: only when the first copy could not be asked)."""
    import threading

    from game.foreground import BOX_SECONDS

    if sys.platform == "darwin":
        show_message_box(line)
        return

    box = threading.Thread(target=show_message_box, args=(line,), daemon=True)
    box.start()
    box.join(BOX_SECONDS)


SOUND_MODULES = ("pygame.mixer_music", "pygame.mixer")


def leave_out_sound() -> None:
    """Keep `import pygame` from loading its mixer: sound is off until the player turns it
    on, and the mixer's libraries cost about 7 ms of CPU and 3 MB of memory at every start
    (docs/REST.md). pygame catches the ImportError and stands a placeholder in for it;
    `game.sound.player.load_mixer` takes the placeholders away at the first sound.
    Called before pygame is first imported; a process that has the mixer keeps it."""
    for name in SOUND_MODULES:
        sys.modules.setdefault(name, None)  # type: ignore[arg-type]


def restore_signals(handlers: Handlers) -> None:
    """The handlers from before `play` (a test process calling `main` keeps its own)."""
    for number, handler in handlers.items():
        if handler is not None:
            signal.signal(number, handler)  # type: ignore[arg-type]


def open_display() -> str | None:
    """Open SDL's video (cheap to call again later); None, or why no window can show.

    With SDL_VIDEODRIVER unset SDL tries the real drivers and, with none available, falls
    back to `offscreen`: a window nobody sees, a game running for ever. That is refused as
    no display. A driver the player names (tests name `dummy`) is used as asked. Signals
    go back to their defaults first, so SDL installs its handlers for them (a QUIT event)."""
    import pygame

    from game.window import prepare_display

    prepare_display()
    chosen = os.environ.get("SDL_VIDEODRIVER", "").strip()
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, signal.SIG_DFL)
    try:
        pygame.display.init()
    except pygame.error as error:
        return str(error) or type(error).__name__
    quit_on_hangup()
    driver = pygame.display.get_driver()
    if not chosen and driver in INVISIBLE_DRIVERS:
        pygame.display.quit()
        return f"no display found (SDL offered only its invisible {driver!r} driver)"
    return None


def give_streams_a_place() -> None:
    """Point a missing stdout/stderr at the null device. A program started without a
    console (the Windows gui-script `pip install` makes, pythonw, the windowed executable)
    has None there, and a print with flush, or a write, would raise. `has_console` still
    tells such a process apart afterwards."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115


def has_console() -> bool:
    """Whether a line on stderr can reach anyone: not when stderr is missing or is the
    null device `give_streams_a_place` (or the executable's entry script) put there."""
    stream = sys.stderr
    return stream is not None and getattr(stream, "name", None) != os.devnull


def tell(
    line: str,
    home: Path | None = None,
    details: str = "",
    box: Callable[[str], None] | None = None,
) -> None:
    """One line for the player: on stderr, in `home`'s error log (with `details`) when a
    folder is given, and in a message box whenever there is no console (a windowed
    executable, a gui-script) or the executable runs (`box`, or `show_message_box`)."""
    if sys.stderr is not None:
        print(line, file=sys.stderr, flush=True)
    if home is not None:
        write_error_log(home, line, details)
    if getattr(sys, "frozen", False) or not has_console():
        (box or show_message_box)(line)


def write_error_log(home: Path, line: str, details: str = "") -> None:
    """The last problem, with the time and the details (a traceback), in the data folder."""
    stamp = time.strftime("%Y-%m-%d %H:%M:%S")
    try:
        home.mkdir(parents=True, exist_ok=True)
        (home / ERROR_LOG).write_text(f"{stamp}\n{line}\n\n{details}", encoding="utf-8")
    except OSError:
        pass  # a read-only folder: stderr has the line


def show_message_box(line: str) -> None:
    """A message box where SDL can show one (not without a display); on Windows one that
    stays over every window, a fullscreen one included (`game.foreground`)."""
    try:
        import pygame

        from game import strings
        from game.foreground import show_topmost_box

        if not show_topmost_box(strings.WINDOW_TITLE, line):
            pygame.display.message_box(strings.WINDOW_TITLE, line, "error")
    except Exception:
        pass


def guarded(home: Path, failed: Callable[[], str], work: Callable[[], int]) -> int:
    """`work()`, or for any error one line (`failed`, formatted with the reason and the
    log's path) and status 1, the traceback kept in the error log."""
    try:
        return work()
    except Stopped:
        raise
    except Exception as error:
        import traceback

        reason = str(error) or type(error).__name__
        if len(reason) > 120:
            reason = reason[:119] + "…"
        line = failed().format(reason=reason, log=home / ERROR_LOG)
        tell(line, home, traceback.format_exc())
        return 1


def post_test_keys() -> None:
    """Tests and the kill bench: post the keys `SOLITAIRE_TRIO_TEST_KEYS` names (space
    separated pygame key names, `ctrl+` before a name for Ctrl) as real key events, taken
    by the first frame."""
    names = os.environ.get(KEYS_VARIABLE, "").split()
    if not names:
        return
    import pygame

    for name in names:
        mod = pygame.KMOD_CTRL if name.startswith("ctrl+") else 0
        key = pygame.key.key_code(name.removeprefix("ctrl+"))
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            event = pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0)
            pygame.event.post(event)
