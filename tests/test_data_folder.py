"""A data folder the game cannot read or write (mode 000 or 500 for a player who is not
root): named once in plain words, the game plays on, no file is called damaged, nothing
is written into a folder that could not be read. The tests run as root, so the refusals
are the OS's errors, raised where the OS would raise them."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest

from game import strings
from game.player_files import PlayerFiles
from game.profile import Profile, Store, notice_text
from game.profile import store as store_module

REAL_MKSTEMP = tempfile.mkstemp


def unreadable(monkeypatch: pytest.MonkeyPatch, home: Path) -> None:
    """Every look into `home` is refused, as for a folder of mode 000."""
    real_exists = Path.exists

    def refuse(self: Path) -> bool:
        if self.parent == home:
            raise PermissionError(13, "Permission denied")
        return real_exists(self)

    monkeypatch.setattr(Path, "exists", refuse)
    monkeypatch.setattr(store_module.tempfile, "mkstemp", refuse_new_files)


def refuse_new_files(*_args: object, **_kwargs: object) -> tuple[int, str]:
    raise PermissionError(13, "Permission denied")


def told(files: PlayerFiles) -> list[str]:
    lines: list[str] = []
    files.tell = lambda text, _seconds: lines.append(text())
    return lines


def test_an_unreadable_folder_is_named_once_and_nothing_is_damaged(tmp_path, monkeypatch):
    (tmp_path / "statistics.json").write_text('{"version": 1}')  # there, but out of reach
    unreadable(monkeypatch, tmp_path)
    profile = Profile.open(Store(tmp_path))
    assert profile.load_game() is None
    assert len(profile.notices) == 1
    line = notice_text(profile.notices[0])
    assert line == f"Cannot read the folder {tmp_path}: the game will not be saved."
    assert "damaged" not in line
    files = PlayerFiles(profile, lambda _text, _seconds: None)
    lines = told(files)
    files.show_notices()
    for _ in range(3):  # every save after it is skipped without a word
        files.save_settings()
        files.save_statistics()
        files.poll()
    assert lines == [line]
    monkeypatch.undo()
    assert sorted(os.listdir(tmp_path)) == ["statistics.json"]  # nothing set aside, nothing new


def test_an_unwritable_folder_is_named_once_for_every_file(tmp_path, monkeypatch):
    profile = Profile.open(Store(tmp_path))
    files = PlayerFiles(profile, lambda _text, _seconds: None)
    lines = told(files)
    monkeypatch.setattr(store_module.tempfile, "mkstemp", refuse_new_files)
    for _ in range(3):
        files.save_settings()
        files.save_statistics()
        files.poll()
    assert lines == [f"Cannot write to the folder {tmp_path}: the game will not be saved."]
    monkeypatch.setattr(store_module.tempfile, "mkstemp", REAL_MKSTEMP)
    files.save_settings()  # the folder takes files again: a later refusal is told again
    files.poll()
    monkeypatch.setattr(store_module.tempfile, "mkstemp", refuse_new_files)
    files.save_statistics()
    files.poll()
    assert len(lines) == 2 and strings.FOLDER_UNWRITABLE.format(home=tmp_path) == lines[1]
