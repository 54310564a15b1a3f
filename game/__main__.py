"""`python -m game`: play; `--screenshot` renders a position; `--self-test` checks the app."""

from __future__ import annotations

import argparse
import gc
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.launch import (
    Stopped,
    give_streams_a_place,
    guarded,
    leave_out_sound,
    listen_for_a_second_copy,
    open_display,
    post_test_keys,
    restore_signals,
    second_copy,
    stop_quietly_on_signals,
    tell,
    write_error_log,
)

if TYPE_CHECKING:
    import engine
    from game.app import App
    from game.art.looks import Look
    from game.profile.settings import Settings

DEFAULT_PREFIX = "DS1-D1N"
QUOTED_CODE = 40  # characters of a bad code a message quotes


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(prog="python -m game", description="Solitaire Trio")
    parser.add_argument("--code", help="deal this game code, e.g. TF1-D3N-AAAAAAB")
    parser.add_argument("--window", action="store_true", help="start in a window")
    parser.add_argument("--screenshot", metavar="OUT.png", help="render a position and exit")
    parser.add_argument("--size", default="1920x1080", help="screenshot size, WxH")
    parser.add_argument("--moves", default="", help='moves played first, e.g. "s w>t3"')
    parser.add_argument("--self-test", action="store_true", help="play scripted games headless")
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a setting for this run only, as settings.json spells it (repeatable),"
        " e.g. --set sound=on --set volume=40",
    )
    parser.add_argument(
        "--screen",
        choices=("table", "new-game", "settings", "statistics", "today", "help", "confirm"),
        default="table",
        help="with --screenshot: the dialog to show over the table",
    )
    parser.add_argument("--language", choices=("en", "el"), help="with --screenshot: language")
    parser.add_argument(
        "--hint",
        action="store_true",
        help="with --screenshot: ask for a hint and wait for its result (and the look back)",
    )
    parser.add_argument(
        "--quit-after-first-frame",
        action="store_true",
        help="print 'first-frame' once the first frame is on screen, then exit (start-up bench)",
    )
    args = parser.parse_args(argv)
    if args.screenshot is None:  # options of a screenshot are not silently dropped
        given = [
            option
            for option, value in (
                ("--moves", args.moves),
                ("--hint", args.hint),
                ("--language", args.language),
                ("--screen", args.screen != "table"),
                ("--size", args.size != "1920x1080"),
            )
            if value
        ]
        if given:
            parser.error(f"{given[0]} works only with --screenshot OUT.png")
    return args


SCREENSHOT_SIZES = ((640, 480), (7680, 4320))  # the smallest and largest WxH rendered (8K)


def parse_size(text: str) -> tuple[int, int]:
    """`1920x1080` -> (1920, 1080); ValueError outside `SCREENSHOT_SIZES`."""
    width, _, height = text.lower().partition("x")
    size = (int(width), int(height))
    (low_w, low_h), (high_w, high_h) = SCREENSHOT_SIZES
    if not (low_w <= size[0] <= high_w and low_h <= size[1] <= high_h):
        raise ValueError(text)
    return size


def deal(code: str | None, prefix: str = DEFAULT_PREFIX) -> engine.Game:
    """The game for `--code`, or a random deal of `prefix`; a bad code says why once."""
    import engine

    if code is not None:
        asked, problem = game_for_code(code)
        if asked is not None:
            return asked
        if problem is not None:
            print(problem(), file=sys.stderr)
    return engine.Game.from_code(engine.random_code(prefix))


def game_for_code(
    code: str, kept: bool = False
) -> tuple[engine.Game, None] | tuple[None, Callable[[], str]]:
    """(the game of `code`, None), or (None, a function that says why the code is bad and
    what is dealt instead: the game in progress when `kept`, else a random deal). A
    function, so that the status line speaks the player's language, set after this."""
    import engine
    from game import strings

    try:
        return engine.Game.from_code(code), None
    except ValueError as error:
        failure = error  # `error` itself is unbound when the except block ends

    shown = code if len(code) <= QUOTED_CODE else code[: QUOTED_CODE - 1] + "…"

    def problem() -> str:
        template = strings.BAD_CODE_KEPT if kept else strings.BAD_CODE
        return template.format(code=shown, reason=strings.code_problem(failure))

    return None, problem


def read_overrides(args: argparse.Namespace) -> dict[str, Any] | None:
    """The `--set` values, or None after one clear line on stderr (a bad key or value)."""
    if not args.set:
        return {}  # (nothing more to import on the way to the first frame)
    from game.profile.overrides import BadOverride, parse_overrides

    try:
        return parse_overrides(args.set)
    except BadOverride as bad:
        print(f"python -m game: {bad}", file=sys.stderr)
        return None


def run_settings(args: argparse.Namespace, look: Look | None = None) -> Settings:
    """The settings of a screenshot or a self-test: the defaults (with `look`'s deck, back
    and table), `--language`, `--set`."""
    from game.profile.overrides import Overrides
    from game.profile.settings import Settings

    settings = Settings(language=getattr(args, "language", None) or "en")
    if look is not None:
        settings.deck, settings.back, settings.table = look
    return Overrides(args.overrides).apply(settings)


def screenshot(args: argparse.Namespace) -> int:
    """Render the position after `--moves` at `--size` into a PNG, headless."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")  # a picture: sound on stays unheard
    import pygame

    from game.app import App
    from game.commands import Open, Panel, StartGame
    from game.profile.settings import peek_look
    from game.profile.store import default_home

    try:
        size = parse_size(args.size)
    except ValueError:
        (low_w, low_h), (high_w, high_h) = SCREENSHOT_SIZES
        print(
            f"--size must look like 1920x1080, from {low_w}x{low_h} to {high_w}x{high_h},"
            f" not {args.size!r}",
            file=sys.stderr,
        )
        return 2
    if not args.screenshot.lower().endswith(".png"):
        print(f"--screenshot must name a .png file, not {args.screenshot!r}", file=sys.stderr)
        return 2
    game = deal(args.code)
    for move in args.moves.split():
        try:
            game.play(move)
        except ValueError as error:
            print(f"move {move!r} refused: {error}", file=sys.stderr)
            return 2
    look = peek_look(default_home())  # the player's looks, read only; `--set` goes over them
    app = App(game, run_settings(args, look), False, size)
    app.table.board.sync(animate=False)
    if args.screen == "confirm":
        app.carry_out(Open(Panel.NEW_GAME))
        app.carry_out(StartGame(game.code))
    elif args.screen != "table":
        app.carry_out(Open(Panel(args.screen)))
    if args.hint:
        wait_for_hint(app)
    app.step(0.0)
    try:
        pygame.image.save(app.screen, args.screenshot)
    except (pygame.error, OSError) as error:
        print(f"could not write {args.screenshot}: {error}", file=sys.stderr)
        return 2
    finally:
        pygame.quit()
    print(f"wrote {args.screenshot} ({size[0]}x{size[1]}, {game.code}, {game.moves} moves)")
    return 0


def wait_for_hint(app: App, frame: float = 1 / 60) -> None:
    """Press Hint and step (in real time: the search runs in a thread) until it is shown."""
    import time

    app.table.toggle_hint()
    deadline = time.monotonic() + 60
    while app.table.hints.busy and time.monotonic() < deadline:
        time.sleep(frame)
        app.step(frame)
    app.run_frames(20, frame)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of `python -m game` and of the `solitaire-trio` gui script. Ctrl+C
    before the window is open ends quietly with status 130 (no traceback)."""
    give_streams_a_place()  # started without a console: prints must not raise
    try:
        args = parse_args(argv)
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        leave_out_sound()
        args.overrides = read_overrides(args)
        if args.overrides is None:
            return 2
        if args.screenshot is not None:
            return screenshot(args)
        if args.self_test:
            from game.selftest import run_self_test

            return run_self_test(run_settings(args))
        return play(args)
    except KeyboardInterrupt:
        return 130
    except Stopped as stopped:
        return stopped.status


def play(args: argparse.Namespace) -> int:
    """The game with the player's files, until the player quits; 1 when it cannot start
    (another copy has the data folder, no display, or any other error: one clear line).

    The data folder's lock comes first: nothing is read or written before it is held, and
    a second copy touches no file. The cyclic garbage collector waits until the first
    frame is on screen: start-up makes tens of thousands of objects that all live on
    (modules, classes, card images), and collecting them while they are made only delays
    the window. After the first frame they are frozen out of later collections and the
    collector runs as usual."""
    from game import strings
    from game.profile.lock import FolderBusy, FolderLock
    from game.profile.settings import peek_language
    from game.profile.store import default_home

    handlers = stop_quietly_on_signals()
    handlers.update(listen_for_a_second_copy())
    home = default_home()
    try:
        lock: FolderLock | None = FolderLock.take(home)
    except FolderBusy as busy:
        strings.set_language(peek_language(home))  # read only: the other copy's files
        status = second_copy(Path(str(busy)), strings.ALREADY_OPEN.format(home=home))
        restore_signals(handlers)
        return status
    except OSError as error:  # no locks there, or a read-only folder: play on
        line = strings.NO_LOCK.format(home=home, reason=error.strerror or error)
        print(line, file=sys.stderr)
        write_error_log(home, line)  # seen without a console too (a read-only folder: not)
        lock = None
    strings.set_language(peek_language(home))  # for a line before the settings are read
    try:
        problem = open_display()
        if problem is not None:
            tell(strings.NO_DISPLAY.format(reason=problem), home)
            return 1
        gc.disable()
        try:
            return guarded(home, lambda: strings.START_FAILED, lambda: run(args, home))
        finally:
            gc.enable()
    finally:
        if lock is not None:
            lock.release()
        restore_signals(handlers)


def run(args: argparse.Namespace, home: Path) -> int:
    """Open the app and run it until the player quits (`guarded` by the caller)."""
    from game import strings

    app = open_app(args)
    app.files.write_in_background()  # the disk's part of a save leaves the main thread
    post_test_keys()
    try:
        return guarded(home, lambda: strings.STOPPED, lambda: app_ran(app, args))
    finally:
        app.files.finish()  # every save asked for is on disk before the process ends


def app_ran(app: App, args: argparse.Namespace) -> int:
    app.run(quit_after_first_frame=args.quit_after_first_frame)
    return 0


def open_app(args: argparse.Namespace) -> App:
    """The app with the player's files: settings, statistics, the game in progress.

    The saved game is always read, even with `--code`: a damaged one is then set aside
    with a notice, never overwritten unseen. With `--code` and a game in progress, the
    game asks first, as New Game does ("Abandon the game in progress?"); a bad code keeps
    the game in progress, or deals the player's last options, and says why on screen."""
    from game.app import App
    from game.profile import Profile
    from game.profile.overrides import Overrides
    from game.profile.store import Store

    store = Store()
    store.remove_leftovers()  # the lock is held: no other copy's save is in flight
    profile = Profile.open(store)
    profile.override(Overrides(getattr(args, "overrides", None) or {}))
    saved = profile.load_game()
    asked, problem = (
        game_for_code(args.code, saved is not None) if args.code is not None else (None, None)
    )
    if problem is not None:
        print(problem(), file=sys.stderr)
    if saved is not None:
        game = saved.game
    elif asked is not None:
        game = asked
    else:
        game = deal(None, profile.settings.new_game.prefix())
    fullscreen = profile.settings.fullscreen and not args.window
    app = App(game, fullscreen=fullscreen, profile=profile)
    if saved is not None:
        app.table.session.resume(saved.takebacks, saved.elapsed)
        app.files.resumed(saved.game_id)
        if saved.game_id is None:  # a version 1 file: its id is on disk before it can count
            app.save_game()
    app.files.show_notices([problem] if problem is not None else [])
    if profile.first_start and saved is None and args.code is None:
        app.welcome_due = True  # the first start: a short chooser, then the deal
    if saved is not None and asked is not None:
        app.start_asked(asked.code)
    return app


if __name__ == "__main__":
    sys.exit(main())
