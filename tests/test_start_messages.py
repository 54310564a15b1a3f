"""Clear lines instead of silence or tracebacks (issue 18): bad codes and options on the
command line, a position text with lookalike letters, a font that fails, an error while
playing, a read-only data folder, Ctrl+C during start-up."""

from __future__ import annotations

import errno
import json
import os
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

import engine
from game import __main__ as entry
from game.__main__ import main, open_app, parse_args
from game.app import App
from game.profile import Profile, Store
from game.profile import lock as lock_module

GAME = {"version": 1, "code": "TF1-D1N-AAAAAAB", "actions": ["s", "s"], "elapsed": 9}


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SOLITAIRE_TRIO_HOME", str(tmp_path))
    return tmp_path


def status_line(argv: list[str]) -> str:
    app = open_app(parse_args(["--window", *argv]))
    text = app.table.notes.status.text() if app.table.notes.status is not None else ""
    pygame.quit()
    return text


@pytest.mark.parametrize(
    "code, words",
    [
        ("", ["empty"]),
        ("DS1 -D1N-AAAAAAB", ["no spaces"]),
        ("X" * 100_000, ["three parts"]),
        ("DS1-" + "Q" * 10_000 + "-AAAAAAB", ["not an option"]),
        ("DS" + "9" * 10_000 + "-D1N-AAAAAAB", ["Unknown version"]),
    ],
    ids=["empty", "space", "100kB", "long-option", "long-version"],
)
def test_a_bad_code_says_what_is_wrong_and_quotes_at_most_40_characters(
    home: Path, capsys: pytest.CaptureFixture[str], code: str, words: list[str]
) -> None:
    line = status_line(["--code", code])
    err = capsys.readouterr().err
    for text in (line, err.strip()):
        assert all(word in text for word in words), text
        assert len(text) < 220 and "random game" in text
    assert "this program deals version 1" not in line or "'" in line


def test_moves_without_a_screenshot_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["--moves", "s w>t3"])
    assert stopped.value.code == 2
    assert "--moves works only with --screenshot" in capsys.readouterr().err


def test_a_position_refuses_lookalike_letters_as_codes_do() -> None:
    text = engine.Game.from_code("TF1-D1N-AAAAAAB").to_text()
    first = next(line for line in text.splitlines() if line.startswith("t7:"))
    card = first.split()[1]
    lookalike = card[0] + ("\u017f" if card[1] == "S" else "\u0405")
    with pytest.raises(engine.PositionError) as refused:
        engine.Game.from_text(text.replace(first, first.replace(card, lookalike, 1)))
    assert "only A–Z" in str(refused.value)
    with pytest.raises(engine.PositionError):
        engine.Game.from_text(text.replace("s: ", "s: a\u017f ", 1))


def in_progress(home: Path) -> bytes:
    (home / "game.json").write_text(json.dumps(GAME))
    return (home / "game.json").read_bytes()


def test_a_font_that_fails_is_one_line_and_the_game_is_kept(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    before = in_progress(home)

    def broken(*_args: object) -> None:
        raise pygame.error("Font file not found")

    monkeypatch.setattr(pygame.font, "Font", broken)
    monkeypatch.setattr("game.art.fonts.GameFont.__init__", broken)  # every font we open
    assert main(["--window"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "Font file not found" in err[0]
    assert "could not start" in err[0] or "stopped on an error" in err[0]
    assert "errors.log" in err[0] and "Traceback" in (home / "errors.log").read_text()
    saved = Profile.open(Store(home)).load_game()  # the game in progress, as it was
    assert saved is not None and saved.game.code == "TF1-D1N-AAAAAAB" and saved.game.moves == 2
    assert before


def test_an_error_while_playing_is_one_line_and_never_an_emptier_save(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    in_progress(home)
    assert main(["--window", "--quit-after-first-frame"]) == 0  # written as version 2
    capsys.readouterr()
    before = (home / "game.json").read_bytes()

    def broken(self: App, dt: float | None = None) -> None:
        raise RuntimeError("a drawing bug")

    monkeypatch.setattr(App, "step", broken)
    assert main(["--window"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "stopped on an error" in err[0] and "a drawing bug" in err[0]
    assert (home / "game.json").read_bytes() == before


def test_a_read_only_data_folder_plays_on_and_says_so(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Tests run as root, so the folder is made read-only where the game writes: the lock
    file cannot be made and no save can start. The game opens on the saved game, one line
    says the folder cannot be locked, and the first move says the save failed."""
    before = in_progress(home)

    def read_only(*_args: object, **_kwargs: object) -> object:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(lock_module.os, "open", read_only)
    monkeypatch.setattr(tempfile, "mkstemp", read_only)
    app = open_app(parse_args(["--window"]))
    entry_lines = capsys.readouterr().err
    app.run_frames(2)
    app.table.play("s")
    app.run_frames(2)
    text = app.table.notes.status.text()
    pygame.quit()
    assert "game.json" in text and "Read-only file system" in text
    assert (home / "game.json").read_bytes() == before
    assert entry_lines == ""  # open_app itself says nothing; play() tells of the lock
    monkeypatch.setattr(App, "run", lambda self, quit_after_first_frame=False: None)
    assert main(["--window"]) == 0
    err = capsys.readouterr().err
    assert "cannot lock its data folder" in err and "Read-only file system" in err


def test_ctrl_c_during_start_up_ends_quietly_with_status_130(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def interrupted(_args: object) -> App:
        raise KeyboardInterrupt

    monkeypatch.setattr(entry, "open_app", interrupted)
    assert main(["--window"]) == 130
    assert capsys.readouterr().err == ""
