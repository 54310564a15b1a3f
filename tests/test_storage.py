"""The player's files: atomic writes, and every kind of damaged file gives defaults, a
kept-aside copy and a notice — never a crash, never a silent overwrite."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from game.profile.store import HOME_VARIABLE, MAX_FILE_BYTES, Store, default_home

DEFAULT = {"double_click": True}


def parse_settings(document: dict[str, Any]) -> dict[str, Any]:
    """A strict reader like the real ones: wrong types are errors."""
    value = document["double_click"]
    if not isinstance(value, bool):
        raise TypeError(f"double_click must be true or false, not {value!r}")
    return {"double_click": value}


def load(store: Store) -> tuple[dict[str, Any], Any]:
    return store.load("settings", 1, parse_settings, DEFAULT)


def test_home_follows_the_environment_variable(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "portable"))
    assert default_home() == tmp_path / "portable"


def test_home_defaults_to_the_platform_data_folder(monkeypatch):
    monkeypatch.delenv(HOME_VARIABLE, raising=False)
    assert "Solitaire Trio" in str(default_home()) or "solitaire" in str(default_home()).lower()


def test_save_then_load_round_trips(tmp_path):
    store = Store(tmp_path)
    assert store.save("settings", {"version": 1, "double_click": False})
    assert load(store) == ({"double_click": False}, None)


def test_a_file_edited_with_a_byte_order_mark_is_still_read(tmp_path):
    """Notepad saves UTF-8 with a BOM: a hand-edited settings file is not damaged."""
    (tmp_path / "settings.json").write_bytes(b'\xef\xbb\xbf{"version": 1, "double_click": false}')
    assert load(Store(tmp_path)) == ({"double_click": False}, None)


def test_missing_file_gives_defaults_without_a_notice(tmp_path):
    assert load(Store(tmp_path)) == (DEFAULT, None)


def test_save_leaves_no_temporary_file_behind(tmp_path):
    store = Store(tmp_path)
    store.save("settings", {"version": 1, "double_click": True})
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


def test_a_failed_write_keeps_the_old_file(tmp_path, monkeypatch):
    store = Store(tmp_path)
    store.save("settings", {"version": 1, "double_click": False})

    def refuse(*_args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError):
        store.save("settings", {"version": 1, "double_click": True})
    monkeypatch.undo()
    assert load(store) == ({"double_click": False}, None)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


DAMAGED: dict[str, bytes] = {
    "empty": b"",
    "only-whitespace": b"  \n\t ",
    "truncated": b'{"version": 1, "double_cl',
    "binary-garbage": bytes(range(256)) * 4,
    "nul-bytes": b"\x00" * 64,
    "latin1-not-utf8": '{"version": 1, "name": "Ελληνικά"}'.encode("utf-16"),
    "json-list": b"[1, 2, 3]",
    "json-string": b'"settings"',
    "json-number": b"42",
    "json-null": b"null",
    "no-version": b'{"double_click": true}',
    "unknown-version": b'{"version": 99, "double_click": true}',
    "version-as-text": b'{"version": "1", "double_click": true}',
    "wrong-type-string": b'{"version": 1, "double_click": "yes"}',
    "wrong-type-number": b'{"version": 1, "double_click": 1.5}',
    "wrong-type-list": b'{"version": 1, "double_click": []}',
    "missing-field": b'{"version": 1}',
    "trailing-garbage": b'{"version": 1, "double_click": true} xyz',
    "html-page": b"<html><body>not json</body></html>",
    "nan-value": b'{"version": 1, "double_click": NaN}',
    "deep-nesting": b"[" * 100_000 + b"]" * 100_000,
    "version-true": b'{"version": true, "double_click": true}',
    "version-float": b'{"version": 1.0, "double_click": true}',
    "number-of-5000-digits": b'{"version": 1, "double_click": ' + b"9" * 5000 + b"}",
}


@pytest.mark.parametrize("case", sorted(DAMAGED))
def test_damaged_file_gives_defaults_a_kept_copy_and_a_notice(tmp_path, case):
    path = tmp_path / "settings.json"
    path.write_bytes(DAMAGED[case])
    value, notice = load(Store(tmp_path))
    assert value == DEFAULT
    assert notice is not None and notice.file == "settings.json" and notice.problem.text()
    kept = tmp_path / notice.kept_as
    assert kept.read_bytes() == DAMAGED[case]
    assert not path.exists()


def test_huge_file_is_set_aside_without_being_read(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    value, notice = load(Store(tmp_path))
    assert value == DEFAULT and "too large" in str(notice.problem)
    assert (tmp_path / notice.kept_as).stat().st_size == MAX_FILE_BYTES + 1


def test_a_folder_in_place_of_the_file_is_set_aside(tmp_path):
    (tmp_path / "settings.json").mkdir()
    value, notice = load(Store(tmp_path))
    assert value == DEFAULT and notice.kept_as and (tmp_path / notice.kept_as).is_dir()


def test_a_parser_error_of_any_kind_sets_the_file_aside(tmp_path):
    """`math.isfinite(10**400)` raises OverflowError: no reader error may stop the game."""
    (tmp_path / "settings.json").write_bytes(b'{"version": 1, "double_click": true}')

    def overflowing(_document: dict[str, Any]) -> dict[str, Any]:
        raise OverflowError("int too large to convert to float")

    value, notice = Store(tmp_path).load("settings", 1, overflowing, DEFAULT)
    assert value == DEFAULT and notice.kept_as and notice.problem.text()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_in_place_of_the_file_is_set_aside_without_blocking(tmp_path):
    os.mkfifo(tmp_path / "settings.json")
    value, notice = load(Store(tmp_path))
    assert value == DEFAULT and "not a regular file" in str(notice.problem)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_link_to_an_endless_device_is_set_aside_and_the_device_left_alone(tmp_path):
    (tmp_path / "settings.json").symlink_to("/dev/zero")
    value, notice = load(Store(tmp_path))
    assert value == DEFAULT and "not a regular file" in str(notice.problem)
    assert (tmp_path / notice.kept_as).is_symlink() and Path("/dev/zero").exists()


def test_a_folder_that_cannot_be_searched_gives_defaults_and_keeps_the_file(tmp_path, monkeypatch):
    """Looking for a free `.corrupt-` name can fail too (a folder without execute right)."""
    path = tmp_path / "settings.json"
    path.write_bytes(b"garbage")
    real_exists = Path.exists

    def refuse(self: Path) -> bool:
        if ".corrupt-" in self.name:
            raise PermissionError(13, "Permission denied")
        return real_exists(self)

    monkeypatch.setattr(Path, "exists", refuse)
    value, notice = load(Store(tmp_path))
    monkeypatch.undo()
    assert value == DEFAULT and notice.kept_as is None
    assert path.read_bytes() == b"garbage"


def test_unreadable_file_is_set_aside(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_text('{"version": 1, "double_click": false}')
    real_read = Path.read_bytes

    def unreadable(self: Path) -> bytes:
        if self == path:
            raise PermissionError(13, "Permission denied")
        return real_read(self)

    monkeypatch.setattr(Path, "read_bytes", unreadable)
    value, notice = load(Store(tmp_path))
    assert value == DEFAULT and "cannot be read" in str(notice.problem)
    assert (tmp_path / notice.kept_as).exists()


def test_a_file_that_cannot_be_set_aside_is_never_overwritten(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_bytes(b"garbage")
    store = Store(tmp_path)

    def refuse(*_args: object) -> None:
        raise PermissionError(13, "read-only folder")

    monkeypatch.setattr(os, "replace", refuse)
    value, notice = load(store)
    monkeypatch.undo()
    assert value == DEFAULT and notice.kept_as is None
    assert store.save("settings", {"version": 1, "double_click": True}) is False
    assert path.read_bytes() == b"garbage"


def test_two_damaged_files_in_the_same_second_keep_both_copies(tmp_path):
    store = Store(tmp_path)
    kept = set()
    for content in (b"first", b"second"):
        (tmp_path / "settings.json").write_bytes(content)
        kept.add(load(store)[1].kept_as)
    assert len(kept) == 2
    assert sorted((tmp_path / name).read_bytes() for name in kept) == [b"first", b"second"]


def test_saved_text_is_readable_json_with_its_version(tmp_path):
    store = Store(tmp_path)
    store.save("settings", {"version": 1, "language": "el", "double_click": True})
    document = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert document["version"] == 1 and document["language"] == "el"
