"""One keymap: every key declared once, matched once, and Help and the README made from it.
Keys are posted as real KEYDOWN events into the running app; what they did is read from
the engine's position."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from pathlib import Path

import pygame
import pytest

import engine
from game import strings
from game.app import App
from game.dialogs import help_text
from game.keymap import KEYMAP, README_TABLE, Keymap, Needs, Scope, markdown_table
from game.profile.settings import Settings
from game.table.scene import Table

README = Path(__file__).parent.parent / "README.md"


def start(code: str, keymap: Keymap | None = None) -> App:
    app = App(
        engine.Game.from_code(code),
        Settings(),
        fullscreen=False,
        window_size=(1366, 768),
        keymap=keymap or Keymap(mac=False),
    )
    app.run_frames(2)
    return app


def press(app: App, key: int, mod: int = 0, unicode: str = "") -> None:
    event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
    pygame.event.post(event)
    app.run_frames(1)


def readme_table() -> str:
    start_mark, end_mark = README_TABLE
    text = README.read_text(encoding="utf-8")
    return text.split(start_mark, 1)[1].split(end_mark, 1)[0].strip()


def test_the_readme_key_table_is_the_keymap() -> None:
    strings.set_language("en")
    assert readme_table() == markdown_table(Keymap(mac=False))


def test_help_lists_every_key_of_the_keymap_and_no_other() -> None:
    """Help's keyboard pages for a game with a stock and one with cells cover every
    binding together, each once, in both languages."""
    for language in ("en", "el"):
        strings.set_language(language)
        keymap = Keymap(mac=False)
        listed = {
            line
            for variant in engine.GAME_OPTIONS
            for _title, lines in help_text.keyboard_help(variant, keymap)
            for line in lines
        }
        declared = {f"{keys}: {text}" for _where, keys, text in keymap.help_rows(frozenset(Needs))}
        assert listed == declared
    strings.set_language("en")


class Recorder:
    """A painter that keeps the texts Help composes (headings, paragraphs, the grid)."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def heading(self, text: str) -> None:
        self.texts.append(text)

    def text(self, text: str) -> None:
        self.texts.append(text)

    def grid(self, rows: list[tuple[str, ...]], first_width: float) -> None:
        self.texts.extend(" ".join(row) for row in rows)


@pytest.mark.parametrize(
    ("mac", "named", "not_named"), [(True, "Cmd+Z", "Ctrl+Z"), (False, "Ctrl+Z", "Cmd+Z")]
)
def test_help_names_the_keys_of_the_apps_keymap(mac: bool, named: str, not_named: str) -> None:
    """F1 opens Help with the app's keymap: on macOS it names Cmd, elsewhere Ctrl."""
    from game.dialogs import HelpDialog

    app = start("SH1-C4-AAAAAJ2", Keymap(mac=mac))
    press(app, pygame.K_F1)
    assert isinstance(app.dialog, HelpDialog)
    page = Recorder()
    app.dialog.compose(page)  # duck-typed: a painter that only records
    shown = "\n".join(page.texts)
    assert named in shown and not_named not in shown


def test_every_binding_has_keys_a_label_and_a_scope() -> None:
    keymap = Keymap(mac=False)
    for binding in KEYMAP:
        assert binding.chords, binding
        assert keymap.keys_text(binding), binding
        assert binding.scope in Scope


def test_a_key_is_matched_once(monkeypatch: pytest.MonkeyPatch) -> None:
    app = start("SH1-C4-AAAAAJ2")
    calls: list[int] = []
    real = Keymap.match

    def counting(self: Keymap, event: pygame.event.Event, scopes: tuple[Scope, ...]) -> object:
        calls.append(event.key)
        return real(self, event, scopes)

    monkeypatch.setattr(Keymap, "match", counting)
    press(app, pygame.K_1)
    press(app, pygame.K_7)
    assert app.table.session.actions == ["t1>t7"]
    assert calls == [pygame.K_1, pygame.K_7]


def test_a_send_is_judged_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """`1` `7` asks the engine once: it plays the card that fits, no check first (the
    engine's own play resolves the move inside)."""
    app = start("SH1-C4-AAAAAJ2")
    asked: list[str] = []
    for name in ("play", "check", "resolve", "legal_moves"):
        real = getattr(engine.Game, name)

        def spy(
            self: engine.Game, *args: object, _real: object = real, _name: str = name
        ) -> object:
            asked.append(_name)
            return _real(self, *args)  # type: ignore[operator]

        monkeypatch.setattr(engine.Game, name, spy)
    press(app, pygame.K_1)
    asked.clear()
    press(app, pygame.K_7)
    assert app.table.session.actions == ["t1>t7"]
    assert asked[0] == "play"
    assert asked.count("play") == 1


CMD = pygame.KMOD_LMETA
CTRL = pygame.KMOD_LCTRL


def undo_actions(app: App) -> int:
    return app.table.session.actions.count("undo")


def test_on_a_mac_cmd_z_undoes_and_ctrl_z_does_not() -> None:
    app = start("SH1-C4-AAAAAJ2", Keymap(mac=True))
    press(app, pygame.K_1)
    press(app, pygame.K_7)
    column = len(app.table.game.pile("t7"))
    press(app, pygame.K_z, CTRL)
    assert undo_actions(app) == 0
    press(app, pygame.K_z, CMD)
    assert undo_actions(app) == 1
    assert len(app.table.game.pile("t7")) == column - 1
    press(app, pygame.K_z, CMD | pygame.KMOD_LSHIFT)
    assert app.table.session.actions[-1] == "redo"
    assert len(app.table.game.pile("t7")) == column


def test_on_a_mac_letter_keys_do_nothing_while_cmd_is_held(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = start("DS1-D1N-AAAAAAB", Keymap(mac=True))
    hints: list[bool] = []
    monkeypatch.setattr(Table, "toggle_hint", lambda self: hints.append(True))
    stock = len(app.table.game.pile("s"))
    press(app, pygame.K_s, CMD)
    press(app, pygame.K_h, CMD)  # Cmd+H hides the app there: no hint
    assert len(app.table.game.pile("s")) == stock
    assert hints == []
    press(app, pygame.K_s)
    assert len(app.table.game.pile("s")) == stock - 1
    press(app, pygame.K_h)
    assert hints == [True]


def test_elsewhere_ctrl_is_the_shortcut_and_cmd_z_does_nothing() -> None:
    app = start("SH1-C4-AAAAAJ2")
    press(app, pygame.K_1)
    press(app, pygame.K_7)
    press(app, pygame.K_z, CMD)
    assert undo_actions(app) == 0
    press(app, pygame.K_z, CTRL)
    assert undo_actions(app) == 1


def test_ctrl_n_opens_new_game_on_both_systems() -> None:
    for keymap, mod in ((Keymap(mac=False), CTRL), (Keymap(mac=True), CMD)):
        app = start("SH1-C4-AAAAAJ2", keymap)
        press(app, pygame.K_n, mod)
        assert type(app.dialog).__name__ == "NewGameDialog"
