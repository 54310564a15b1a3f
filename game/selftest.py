"""`python -m game --self-test`: the real app, headless, driven by posted mouse events.

A short scripted game is played in each of the three games; after every gesture the
engine's position is compared with a reference game that played the same move directly.
`Pointer` is also what the UI tests use to post real events.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
from pygame import Vector2

import engine
from game import strings
from game.art.fonts import default_font
from game.resources import asset_path

if TYPE_CHECKING:
    from game.app import App
    from game.profile.settings import Settings
    from game.table.layout import Layout

SELF_TEST_CODES = ("DS1-D1N-AAAAAAB", "TF1-D1N-AAAAAAB", "SH1-C4-AAAAAJ2")
SELF_TEST_SIZE = (1280, 800)
MOTION_STEPS = 6


class SelfTestError(AssertionError):
    """A scripted step did not end in the position the engine expected."""


@dataclass
class Pointer:
    """Posts real mouse events into a running `App` and steps its loop."""

    app: App
    dt: float = 1 / 60

    @property
    def layout(self) -> Layout:
        """The table's current layout."""
        return self.app.table.board.layout

    def card_point(self, pile: str, index: int = -1) -> tuple[int, int]:
        """A point on the visible part of a card (index -1: the top card, or the empty slot)."""
        rects = self.layout.cards[pile]
        if not rects:
            return self.layout.slots[pile].center
        index %= len(rects)
        rect = rects[index]
        if index + 1 < len(rects) and rects[index + 1].x == rect.x:
            visible = max(1, rects[index + 1].y - rect.y)
            return rect.centerx, rect.y + visible // 2
        return rect.center

    def target_point(self, target: str) -> tuple[int, int]:
        """Where a dragged card's top-left should land to drop on `target`."""
        name = "f1" if target == "f" else target
        rects = self.layout.cards[name]
        rect = rects[-1] if rects and name.startswith("t") else self.layout.slots[name]
        shift = (
            round(self.app.table.board.geometry.card_h * 0.25) if rects and name[0] == "t" else 0
        )
        return rect.x, rect.y + shift

    def post(self, kind: int, pos: tuple[int, int], **extra: Any) -> None:
        """Post one mouse event (buttons carry button 1)."""
        if kind != pygame.MOUSEMOTION:
            extra.setdefault("button", 1)
        else:
            extra.setdefault("rel", (0, 0))
            extra.setdefault("buttons", (1, 0, 0))
        pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))

    def click(self, pos: tuple[int, int], frames: int = 1) -> None:
        """Press and release at `pos` without moving: a tap."""
        self.post(pygame.MOUSEBUTTONDOWN, pos)
        self.post(pygame.MOUSEBUTTONUP, pos)
        self.app.run_frames(frames, self.dt)

    def double_click(self, pos: tuple[int, int]) -> None:
        """Two quick clicks in the same frame."""
        self.post(pygame.MOUSEBUTTONDOWN, pos)
        self.post(pygame.MOUSEBUTTONUP, pos)
        self.post(pygame.MOUSEBUTTONDOWN, pos, clicks=2)
        self.post(pygame.MOUSEBUTTONUP, pos)
        self.app.run_frames(1, self.dt)

    def drag(self, start: tuple[int, int], end: tuple[int, int], settle: int = 30) -> None:
        """Press at `start`, move to `end` in a few steps, release, let the cards settle."""
        self.post(pygame.MOUSEBUTTONDOWN, start)
        self.app.run_frames(1, self.dt)
        for step in range(1, MOTION_STEPS + 1):
            pos = Vector2(start).lerp(end, step / MOTION_STEPS)
            self.post(pygame.MOUSEMOTION, (round(pos.x), round(pos.y)))
            self.app.run_frames(1, self.dt)
        self.post(pygame.MOUSEBUTTONUP, end)
        self.app.run_frames(settle, self.dt)

    def drag_move(self, move: engine.Move) -> None:
        """Perform `move` (a card move, not the stock tap) by dragging."""
        assert move.target is not None, "the stock tap is a click, not a drag"
        rects = self.layout.cards[move.source]
        index = len(rects) - move.count
        start = self.card_point(move.source, index)
        grab = Vector2(start) - Vector2(rects[index].topleft)
        end = Vector2(self.target_point(move.target)) + grab
        self.drag(start, (round(end.x), round(end.y)))


def _expect(condition: bool, message: str) -> None:
    if not condition:
        raise SelfTestError(message)


def _pick(game: engine.Game, step: int) -> engine.Move | None:
    """A card move for the script (varied by `step`), or None to tap the stock."""
    moves = [m for m in game.legal_moves() if not m.is_stock_tap and m.source[0] != "f"]
    return moves[step % len(moves)] if moves else None


def play_script(app: App, steps: int = 6) -> int:
    """The scripted game on the app's table; returns the number of checks made."""
    pointer, table, checks = Pointer(app), app.table, 0
    for step in range(steps):
        game = table.game
        move = _pick(game, step)
        reference = game.copy()
        has_stock = game.info.has_stock
        if move is None and not has_stock:
            break
        if move is None or (step == 0 and has_stock):
            reference.play("s")
            pointer.click(pointer.card_point("s"), frames=20)
        else:
            reference.play(move)
            pointer.drag_move(move)
        _expect(game.to_text() == reference.to_text(), f"{game.code}: step {step} ({move})")
        checks += 1
    before = table.game.to_text()
    refused = next((m for m in _refused_moves(table.game)), None)
    if refused is not None:
        pointer.drag_move(refused)
        _expect(table.game.to_text() == before, f"{table.game.code}: refused drop moved cards")
        _expect(
            table.notes.last_rule is not None, f"{table.game.code}: refused drop showed no rule"
        )
        checks += 1
    moves_before, undone = table.game.moves, table.game.copy()
    _expect(undone.undo(), f"{table.game.code}: nothing to undo after the script")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL))
    app.run_frames(20)
    _expect(table.game.to_text() == undone.to_text(), "Ctrl+Z did not take the last action back")
    _expect(table.game.moves == moves_before, "undo changed the move counter")
    return checks + 1


KEY_SCRIPT = ("SH1-C4-AAAAAJ2", (pygame.K_1, pygame.K_7, pygame.K_1, pygame.K_4), "t1>t7 t1>t4")


def _key(app: App, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    app.run_frames(2)


def play_keys(app: App) -> int:
    """Keyboard play on the app's table: the pile keys of `KEY_SCRIPT`, then a top card
    picked up with the focus ring and dropped where the engine takes it. Returns the
    number of checks made."""
    table = app.table
    for key in KEY_SCRIPT[1]:
        _key(app, key)
    played = " ".join(table.session.actions)
    _expect(played == KEY_SCRIPT[2], f"pile keys played {played!r}, not {KEY_SCRIPT[2]!r}")
    move = next(
        (
            m
            for m in table.game.legal_moves()
            if m.source[0] == "t" and m.count == 1 and (m.target or "")[:1] == "t"
        ),
        None,
    )
    _expect(move is not None, "no column move left for the focus ring")
    assert move is not None and move.target is not None
    reference = table.game.copy()
    reference.play(move)
    for pile in (move.source, move.target):
        for _ in range(2 * len(table.game.pile_names)):
            if table.keyboard.focus == pile:
                break
            _key(app, pygame.K_RIGHT)
        _expect(table.keyboard.focus == pile, f"the focus ring never reached {pile}")
        _key(app, pygame.K_RETURN)
    app.run_frames(30)
    _expect(table.game.to_text() == reference.to_text(), f"the ring did not play {move}")
    return 2


def _refused_moves(game: engine.Game) -> Iterator[engine.Move]:
    """Column-to-column moves of top cards the engine refuses (for the refused-drop check)."""
    columns = [name for name in game.pile_names if name[0] == "t" and game.pile(name)]
    for source in columns:
        for target in columns:
            move = engine.Move.parse(f"{source}>{target}")
            if source != target and game.check(move) is not None:
                yield move


def check_shipped_files() -> int:
    """What a frozen build could leave behind: the icon (and PNG support to read it), the
    Greek catalog, the default font with Greek letters. Returns the number of checks."""
    try:
        icon = pygame.image.load(asset_path("icon.png"))
    except (pygame.error, OSError, NotImplementedError) as error:
        raise SelfTestError(f"the icon cannot be read: {error}") from error
    _expect(icon.get_width() > 0, "the icon is empty")
    try:
        strings.set_language("el")
        _expect(strings._("Undo") != "Undo", "the Greek catalog is missing")
        font = default_font(24)
        _expect(font.size(strings._("Undo"))[0] > 0, "the default font is missing")
    finally:
        strings.set_language("en")
    return 3


def check_sound(app: App) -> int:
    """With sound on: the mixer opened and the script's actions were heard (0 checks
    with sound off: then the mixer is never loaded)."""
    if not app.settings.sound:
        return 0
    _expect(app.sound.problem is None, f"no sound: {app.sound.problem}")
    _expect(app.sound.played > 0, "the actions made no sound")
    return 1


def run_self_test(settings: Settings | None = None) -> int:
    """Play the script in each game (with `settings`: `--set`); print the result; 0 when
    every check passed. With sound on, every action's sound is played too."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game.app import App
    from game.profile.settings import Settings

    settings = settings or Settings()
    checks = 0
    try:
        pygame.font.init()
        checks += check_shipped_files()
        for code in SELF_TEST_CODES:
            game = engine.Game.from_code(code)
            app = App(game, settings, fullscreen=False, window_size=SELF_TEST_SIZE)
            app.run_frames(2)
            checks += play_script(app) + check_sound(app)
            del app
            gc.collect()  # the table's cycles: its window-sized layers go before the next
        game = engine.Game.from_code(KEY_SCRIPT[0])
        app = App(game, settings, fullscreen=False, window_size=SELF_TEST_SIZE)
        app.run_frames(2)
        checks += play_keys(app)
    except (SelfTestError, ValueError) as error:
        print(strings.SELF_TEST_FAIL.format(reason=error))
        return 1
    finally:
        pygame.quit()
    print(strings.SELF_TEST_OK.format(n=checks, games=len(SELF_TEST_CODES) + 1))
    return 0
