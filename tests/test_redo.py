"""Redo: Ctrl+Y, Ctrl+Shift+Z and the Redo button play again what undo took back, until a
new move; a redone move counts as a move; the save keeps the redo list exact."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

import engine
from game.app import App
from game.profile import Profile
from game.profile.settings import Settings
from game.profile.store import Store
from game.selftest import Pointer
from game.session import NothingToRedo, replay

ROOT = Path(__file__).resolve().parents[1]
CODE = "TF1-D1N-AAAAAAB"


def start(game: engine.Game | None = None, profile: Profile | None = None) -> Pointer:
    game = game or engine.Game.from_code(CODE)
    app = App(game, Settings(), fullscreen=False, window_size=(1280, 800), profile=profile)
    app.run_frames(2)
    return Pointer(app)


def key(pointer: Pointer, name: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=name, mod=mod, unicode="", scancode=0))
    pointer.app.run_frames(2)


def undo(pointer: Pointer) -> None:
    key(pointer, pygame.K_z, pygame.KMOD_CTRL)


def redo(pointer: Pointer) -> None:
    key(pointer, pygame.K_y, pygame.KMOD_CTRL)


def position(game: engine.Game) -> str:
    """The position without its move counter (which never goes down)."""
    return "\n".join(line for line in game.to_text().splitlines() if not line.startswith("moves:"))


def play_some(pointer: Pointer, count: int) -> None:
    """`count` moves: a card move when there is one, else a draw (as the engine lists)."""
    for _ in range(count):
        game = pointer.app.table.game
        moves = [m for m in game.legal_moves() if m.source[0] != "f"]
        pointer.app.table.play(moves[-1])
        pointer.app.run_frames(2)


def test_five_undos_then_five_redos_give_back_the_position_and_score() -> None:
    pointer = start()
    play_some(pointer, 6)
    game = pointer.app.table.game
    after, score, moves = position(game), game.score, game.moves
    for _ in range(5):
        undo(pointer)
    assert position(game) != after
    for _ in range(5):
        redo(pointer)
    assert position(game) == after and game.score == score
    assert game.moves == moves + 5  # a redone move counts as a move; undo does not take one off
    assert pointer.app.table.session.actions[-10:] == ["undo"] * 5 + ["redo"] * 5


def test_a_new_move_clears_what_there_was_to_redo() -> None:
    pointer = start()
    play_some(pointer, 3)
    undo(pointer)
    undo(pointer)
    assert pointer.app.table.session.can_redo
    pointer.click(pointer.card_point("s"), frames=2)  # a new action
    before = pointer.app.table.game.to_text()
    redo(pointer)
    assert pointer.app.table.game.to_text() == before
    assert pointer.app.table.notes.toast is not None
    assert pointer.app.table.notes.toast.text == "Nothing to redo."


def test_ctrl_shift_z_and_the_redo_button_redo_too() -> None:
    pointer = start()
    play_some(pointer, 2)
    game = pointer.app.table.game
    after = position(game)
    undo(pointer)
    undo(pointer)
    key(pointer, pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    pointer.click(pointer.app.table.hud.buttons["redo"].center, frames=2)
    assert position(game) == after


def test_the_redo_button_shows_off_until_an_undo() -> None:
    pointer = start()
    play_some(pointer, 1)
    table = pointer.app.table
    assert not table.hud_text().can_redo
    undo(pointer)
    assert table.hud_text().can_redo
    redo(pointer)
    assert not table.hud_text().can_redo


def test_resume_keeps_what_there_is_to_redo(tmp_path: Path) -> None:
    profile = Profile.open(Store(tmp_path))
    pointer = start(profile=profile)
    play_some(pointer, 4)
    game = pointer.app.table.game
    after = position(game)
    for _ in range(3):
        undo(pointer)
    saved = json.loads((tmp_path / "game.json").read_text())
    assert saved["version"] == 2 and len(saved["window"]) == 1 and len(saved["redo"]) == 3
    again_profile = Profile.open(Store(tmp_path))
    loaded = again_profile.load_game()
    assert loaded is not None
    again = start(loaded.game, profile=again_profile)
    again.app.table.session.resume(loaded.takebacks, loaded.elapsed)
    for _ in range(3):
        redo(again)
    assert position(again.app.table.game) == after
    redo(again)
    assert again.app.table.notes.toast is not None  # nothing more to redo


PLAYER = textwrap.dedent(
    """
    import json, pygame, engine
    from game.app import App
    from game.profile import Profile
    from game.profile.store import Store
    game = engine.Game.from_code("TF1-D1N-AAAAAAB")
    app = App(game, fullscreen=False, profile=Profile.open(Store()))
    app.run_frames(2)
    def press(key, mod):
        event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        pygame.event.post(event)
        app.run_frames(2)
    for _ in range(5):
        press(pygame.K_s, 0)
    for _ in range(3):
        press(pygame.K_z, pygame.KMOD_CTRL)
    press(pygame.K_y, pygame.KMOD_CTRL)
    print(json.dumps(app.table.game.to_text()), flush=True)
    while True:
        app.step(1 / 60)
    """
)


def test_a_kill_after_undos_and_a_redo_resumes_both(tmp_path: Path) -> None:
    """A real process, killed with SIGKILL: the next start has the same position and can
    still redo the two moves left to redo."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SOLITAIRE_TRIO_HOME=str(tmp_path))
    env["PYTHONPATH"] = str(ROOT)
    with subprocess.Popen(
        [sys.executable, "-c", PLAYER], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT
    ) as process:
        assert process.stdout is not None
        text = json.loads(process.stdout.readline())
        process.kill()  # SIGKILL (TerminateProcess on Windows): no chance to save
        process.wait()
    profile = Profile.open(Store(tmp_path))
    loaded = profile.load_game()
    assert loaded is not None and loaded.game.to_text() == text
    pointer = start(loaded.game, profile=profile)
    pointer.app.table.session.resume(loaded.takebacks, loaded.elapsed)
    redo(pointer)
    redo(pointer)
    reference = engine.Game.from_code(CODE)
    for _ in range(5):
        reference.play("s")
    assert position(pointer.app.table.game) == position(reference)


def test_a_log_whose_redo_has_nothing_to_redo_is_refused() -> None:
    with pytest.raises(NothingToRedo):
        replay(CODE, ["s", "redo"])
    assert replay(CODE, ["s", "undo", "redo"]).pile("w") == replay(CODE, ["s"]).pile("w")
