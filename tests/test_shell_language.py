"""Switching the language re-renders every screen at once (a test catalogue stands in for
the Greek text, which is written later)."""

from __future__ import annotations

import os
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

import engine
from game import strings
from game.app import App
from game.commands import Setting
from game.dialogs import HelpDialog, NewGameDialog, SettingsDialog, StatisticsDialog
from game.dialogs.buttons import Pick
from game.profile import Profile
from game.profile.store import Store
from game.selftest import Pointer
from game.table import hud
from game.table.hud import HudButton
from game.table.scene import BUTTON_COMMANDS

CATALOG = {
    "New": "Νέο",
    "Settings": "Ρυθμίσεις",
    "New game": "Νέο παιχνίδι",
    "Statistics": "Στατιστικά",
    "Help": "Βοήθεια",
    "Double Solitaire": "Διπλή πασιέντζα",
    "Close": "Κλείσιμο",
    "A face-down card cannot be moved.": "Μια κλειστή κάρτα δεν μετακινείται.",
}


def write_mo(path: Path, messages: dict[str, str]) -> None:
    """A GNU .mo file (the format gettext reads) holding `messages`, UTF-8 declared."""
    messages = {"": "Content-Type: text/plain; charset=UTF-8\n", **messages}
    keys = sorted(messages)
    ids = b"".join(k.encode() + b"\0" for k in keys)
    strs = b"".join(messages[k].encode() + b"\0" for k in keys)
    start = 7 * 4 + 16 * len(keys)
    offsets, id_pos, str_pos = [], start, start + len(ids)
    for k in keys:
        offsets.append((len(k.encode()), id_pos, len(messages[k].encode()), str_pos))
        id_pos += len(k.encode()) + 1
        str_pos += len(messages[k].encode()) + 1
    header = struct.pack("Iiiiiii", 0x950412DE, 0, len(keys), 28, 28 + 8 * len(keys), 0, 0)
    table = b"".join(struct.pack("ii", n, o) for n, o, _, _ in offsets)
    table += b"".join(struct.pack("ii", n, o) for _, _, n, o in offsets)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(header + table + ids + strs)


@pytest.fixture
def catalog(tmp_path, monkeypatch):
    locale_dir = tmp_path / "locale"
    write_mo(locale_dir / "el" / "LC_MESSAGES" / f"{strings.DOMAIN}.mo", CATALOG)
    monkeypatch.setattr(strings, "LOCALE_DIR", locale_dir)
    yield locale_dir
    strings.set_language("en")


def snapshot(app: App) -> bytes:
    app.step(0.0)
    return pygame.image.tobytes(app.screen, "RGB")


def test_set_language_translates_at_render_time(catalog):
    strings.set_language("el")
    assert strings.NEW == "Νέο" and hud.button_labels()["settings"] == "Ρυθμίσεις"
    assert strings.RULE_TEXT["face-down"] == CATALOG["A face-down card cannot be moved."]
    strings.set_language("en")
    assert strings.NEW == "New"


def test_language_switch_redraws_the_table_and_every_dialog(catalog, tmp_path):
    profile = Profile.open(Store(tmp_path / "home"))
    profile.settings.language = "en"
    app = App(engine.Game.from_code("DS1-D1N-AAAAAAB"), fullscreen=False, profile=profile)
    app.run_frames(2)
    pointer = Pointer(app)
    screens = {}
    for name in ("new", "settings", "statistics", "help"):
        app.carry_out(BUTTON_COMMANDS[HudButton(name)])
        screens[name] = snapshot(app)
        app.stack.back_to_bottom()
    table_before = snapshot(app)
    app.carry_out(BUTTON_COMMANDS[HudButton("settings")])
    app.run_frames(1)
    rect = next(b.rect for b in app.dialog.buttons if b.key == Pick(Setting.LANGUAGE, "el"))
    pointer.click(rect.center, frames=2)
    assert strings.language() == "el" and profile.settings.language == "el"
    assert Profile.open(Store(tmp_path / "home")).settings.language == "el"
    assert isinstance(app.dialog, SettingsDialog)
    assert snapshot(app) != screens["settings"]
    for name, kind in (("new", NewGameDialog), ("statistics", StatisticsDialog),
                       ("help", HelpDialog)):  # fmt: skip
        app.carry_out(BUTTON_COMMANDS[HudButton(name)])
        assert isinstance(app.dialog, kind)
        assert snapshot(app) != screens[name], name
    app.stack.back_to_bottom()
    assert snapshot(app) != table_before  # the HUD


def test_a_refusal_shown_when_the_language_changes_follows_it(catalog, tmp_path):
    """The refusal near the pointer is made when drawn, like the status line: a switch to
    Greek meanwhile shows it in Greek at once, not after it times out."""
    app = App(engine.Game.from_code("DS1-D1N-AAAAAAB"), fullscreen=False)
    app.run_frames(2)
    pointer = Pointer(app)
    pointer.drag(pointer.card_point("t9", 0), pointer.card_point("t1"), settle=2)
    assert app.table.notes.toast.text == "A face-down card cannot be moved."
    app.apply_setting("language", "el")
    assert app.table.notes.toast.text == CATALOG["A face-down card cannot be moved."]
