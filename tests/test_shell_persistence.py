"""Settings, statistics and the game in progress on disk: resume, damaged files, SIGKILL."""

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
from game import strings
from game.__main__ import main
from game.app import App
from game.profile import Profile, notice_text
from game.profile.store import Store
from game.selftest import Pointer
from game.session import Takebacks

ROOT = Path(__file__).resolve().parents[1]


def launch(home: Path, code: str = "TF1-D1N-AAAAAAB") -> Pointer:
    """The app as `python -m game` builds it: the profile's saved game wins over `code`."""
    profile = Profile.open(Store(home))
    saved = profile.load_game()
    game = saved.game if saved else engine.Game.from_code(code)
    app = App(game, fullscreen=False, window_size=(1280, 800), profile=profile)
    if saved:
        app.table.session.resume(saved.takebacks, saved.elapsed)
    app.files.show_notices()
    app.run_frames(2)
    return Pointer(app)


def undo(pointer: Pointer) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL))
    pointer.app.run_frames(2)


def test_resume_restores_position_score_moves_timer_and_undo_depth(tmp_path):
    pointer = launch(tmp_path)
    for _ in range(3):
        pointer.click(pointer.card_point("s"), frames=2)
    undo(pointer)
    pointer.app.run_frames(60, dt=0.5)
    pointer.app.quit()
    game = pointer.app.table.game
    expected = (game.to_text(), game.moves, game.score, game.undo_depth)
    elapsed = pointer.app.table.session.elapsed
    saved = json.loads((tmp_path / "game.json").read_text())
    assert saved["version"] == 2 and saved["window"] == ["s", "s"] and saved["redo"] == ["s"]
    again = launch(tmp_path, code="SH1-C4-AAAAAJ2")
    game = again.app.table.game
    assert (game.to_text(), game.moves, game.score, game.undo_depth) == expected
    assert abs(again.app.table.session.elapsed - elapsed) < 0.1
    undo(again)
    undo(again)
    assert not again.app.table.game.can_undo


def test_a_won_game_leaves_no_save(tmp_path):
    pointer = launch(tmp_path)
    pointer.click(pointer.card_point("s"), frames=2)
    assert (tmp_path / "game.json").exists()
    pointer.app.profile.save_game(won_game(), Takebacks(["t1>f"]), 10.0, "id")
    assert not (tmp_path / "game.json").exists()


def won_game() -> engine.Game:
    text = "\n".join(
        ["TF1-D1N-AAAAAAB", "score: 520", "moves: 120", "s:", "w:"]
        + [f"f{i}: K{s}" for i, s in enumerate("SHDC", 1)]
        + [f"t{i}:" for i in range(1, 8)]
    )
    return engine.Game.from_text(text)


GAME_TEMPLATE = '{"version": 1, "code": "TF1-D1N-AAAAAAB", "actions": ["s"], "elapsed": ELAPSED}'
STATS_TEMPLATE = (
    '{"version": 1, "records": {"DS1-D1N": {"played": 2, "won": 1, "streak": 0, '
    '"best_streak": 1, "best_score": BEST, "fastest_win": null}}}'
)


DAMAGED_FILES = [
    ("settings", "{not json"),
    ("settings", json.dumps({"version": 1, "double_click": "yes"})),
    ("statistics", json.dumps({"version": 7, "records": {}})),
    ("statistics", json.dumps({"version": 1, "records": {"DS1-D1N": {"played": -1}}})),
    (
        "game",
        json.dumps({"version": 1, "code": "TF1-D1N-AAAAAAB", "actions": ["t1>t2"], "elapsed": 3}),
    ),
    ("game", json.dumps({"version": 1, "code": "XX", "actions": [], "elapsed": 0})),
    ("game", ""),
    ("settings", json.dumps({"version": 1, "new_game": {"ds_draw": True}})),
    ("settings", json.dumps({"version": 1, "new_game": {"game": "SH", "cells": 1.0}})),
    ("game", GAME_TEMPLATE.replace("ELAPSED", "Infinity")),
    ("game", GAME_TEMPLATE.replace("ELAPSED", "NaN")),
    ("statistics", STATS_TEMPLATE.replace("BEST", '"x"')),
    ("statistics", STATS_TEMPLATE.replace("BEST", "NaN")),
    ("statistics", STATS_TEMPLATE.replace("BEST", "true")),
    ("game", GAME_TEMPLATE.replace("ELAPSED", "1" + "0" * 309)),
    ("statistics", STATS_TEMPLATE.replace("BEST", "1" + "0" * 309)),
    ("statistics", STATS_TEMPLATE.replace('"fastest_win": null', '"fastest_win": -5')),
    ("statistics", STATS_TEMPLATE.replace('"streak": 0', '"streak": 9')),
    ("statistics", STATS_TEMPLATE.replace('"streak": 0', '"zzz": 0')),
    ("statistics", json.dumps({"version": 1, "records": {"DS1-D1N": [1, 2]}})),
]


@pytest.mark.parametrize("name, content", DAMAGED_FILES)
def test_damaged_file_gives_defaults_a_kept_copy_and_a_notice(tmp_path, name, content):
    (tmp_path / f"{name}.json").write_text(content)
    pointer = launch(tmp_path)
    table = pointer.app.table
    kept = list(tmp_path.glob(f"{name}.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text() == content
    assert table.notes.status is not None and f"{name}.json" in table.notes.status.text()
    assert table.game.code == "TF1-D1N-AAAAAAB" and table.game.moves == 0
    assert pointer.app.settings.double_click is True
    assert pointer.app.statistics.records == {}


@pytest.mark.parametrize("name, content", DAMAGED_FILES)
def test_the_reason_a_file_was_set_aside_is_in_the_players_language(tmp_path, name, content):
    """The whole line is Greek in Greek, the reason too; only the values it names (a field,
    a number, the engine's own words about a saved move) stay as they are."""
    (tmp_path / f"{name}.json").write_text(content)
    profile = Profile.open(Store(tmp_path))
    profile.load_game()
    [notice] = profile.notices
    english = notice.problem.text()
    strings.set_language("el")
    try:
        line = notice_text(notice)
    finally:
        strings.set_language("en")
    assert english not in line
    assert line.startswith(f"Το {name}.json ήταν κατεστραμμένο (")


def test_a_damaged_file_s_own_text_is_quoted_short(tmp_path):
    """A record key of 10 000 characters must not make a status line nobody can read."""
    key = "X" * 10_000
    document = {"version": 1, "records": {key: {"played": 1, "won": 2}}}
    (tmp_path / "statistics.json").write_text(json.dumps(document))
    [notice] = Profile.open(Store(tmp_path)).notices
    assert len(notice_text(notice)) < 250 and "…" in notice_text(notice)


def test_statistics_count_wins_abandons_and_streaks(tmp_path):
    pointer = launch(tmp_path)
    app, table = pointer.app, pointer.app.table
    table.new_deal()  # no moves: not counted
    assert app.statistics.get("TF1-D1N").played == 0
    for won in (True, True, False, True):
        table.start(almost_won() if won else engine.Game.from_code("TF1-D1N-AAAAAAB"))
        table.session.elapsed = 100.0 if won else 5.0
        table.play("t1>f" if won else "s")
        table.restart()
    record = app.statistics.get("TF1-D1N")
    assert (record.played, record.won, record.streak, record.best_streak) == (4, 3, 1, 2)
    assert record.fastest_win == 100.0 and record.best_score == 530
    stored = Profile.open(Store(tmp_path)).statistics.get("TF1-D1N")
    assert stored == record


def almost_won() -> engine.Game:
    text = "\n".join(
        ["TF1-D1N-AAAAAAB", "score: 520", "moves: 120", "s:", "w:", "f1: KS", "f2: KH",
         "f3: KD", "f4: QC", "t1: KC"] + [f"t{i}:" for i in range(2, 8)]
    )  # fmt: skip
    return engine.Game.from_text(text)


def test_first_start_follows_the_system_locale(tmp_path, monkeypatch):
    monkeypatch.setenv("LANG", "el_GR.UTF-8")
    monkeypatch.setenv("LC_ALL", "")
    assert Profile.open(Store(tmp_path)).settings.language == "el"


PLAYER = textwrap.dedent(
    """
    import json, os, pygame, engine
    from game.app import App
    from game.profile import Profile
    from game.selftest import Pointer
    from game.profile.store import Store
    profile = Profile.open(Store())
    app = App(engine.Game.from_code("TF1-D1N-AAAAAAB"), fullscreen=False, profile=profile)
    pointer = Pointer(app)
    app.run_frames(2)
    for _ in range(4):
        pointer.click(pointer.card_point("s"), frames=3)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL))
    app.run_frames(3)
    game = app.table.game
    print(json.dumps([game.to_text(), game.undo_depth, game.moves]), flush=True)
    while True:
        app.step(1 / 60)
    """
)


def test_sigkill_mid_game_resumes_at_the_last_action(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SOLITAIRE_TRIO_HOME=str(tmp_path))
    env["PYTHONPATH"] = str(ROOT)
    with subprocess.Popen(
        [sys.executable, "-c", PLAYER], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT
    ) as process:
        line = process.stdout.readline()
        process.kill()  # SIGKILL (TerminateProcess on Windows): no chance to save
        process.wait()
    text, depth, moves = json.loads(line)
    assert process.returncode != 0
    result = subprocess.run(
        [sys.executable, "-m", "game", "--window", "--quit-after-first-frame"],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=60,
    )  # fmt: skip
    assert result.returncode == 0 and result.stdout == "first-frame\n"
    saved = Profile.open(Store(tmp_path)).load_game()
    assert saved is not None
    assert (saved.game.to_text(), saved.game.undo_depth, saved.game.moves) == (text, depth, moves)


def test_quit_after_first_frame_prints_the_probe_line(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("SOLITAIRE_TRIO_HOME", str(tmp_path))
    assert main(["--window", "--quit-after-first-frame"]) == 0
    assert capsys.readouterr().out == "first-frame\n"


FIRST_FRAME_MODULES = """
import sys, runpy
sys.argv = ["game", "--window", "--quit-after-first-frame"]
try:
    runpy.run_module("game", run_name="__main__")
except SystemExit:
    pass
print(" ".join(sorted(name for name, module in sys.modules.items() if module is not None)))
"""
LATER_MODULES = {"game.search_work", "game.table.cascade", "game.art.text", "game.dialogs",
                 "engine.solver", "threading", "secrets", "game.sound.synth"}  # fmt: skip
NEVER_LOADED = {"pygame.mixer", "pygame.mixer_music"}  # sound is off at the first start


def test_the_first_frame_does_not_wait_for_modules_it_does_not_use(tmp_path):
    """docs/STARTUP.md: hints, the celebration, dialogs and the solver load when first used."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SOLITAIRE_TRIO_HOME=str(tmp_path))
    env["PYTHONPATH"] = str(ROOT)
    result = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME_MODULES],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=60,
    )  # fmt: skip
    lines = result.stdout.splitlines()
    assert result.returncode == 0 and lines[0] == "first-frame"
    loaded = set(lines[1].split())
    assert "game.table.scene" in loaded
    assert not loaded & LATER_MODULES
    assert not loaded & NEVER_LOADED


@pytest.mark.parametrize(
    "new_game",
    [{"ds_draw": True}, {"game": "SH", "cells": 1.0}, {"game": "TF", "tf_draw": 3.0}],
)
def test_odd_remembered_choices_never_stop_the_game_from_starting(
    tmp_path, monkeypatch, capsys, new_game
):
    monkeypatch.setenv("SOLITAIRE_TRIO_HOME", str(tmp_path))
    (tmp_path / "settings.json").write_text(json.dumps({"version": 1, "new_game": new_game}))
    assert main(["--window", "--quit-after-first-frame"]) == 0
    assert capsys.readouterr().out == "first-frame\n"
    assert list(tmp_path.glob("settings.json.corrupt-*"))


def started(home: Path, monkeypatch, *argv: str) -> Pointer:
    """The app exactly as `python -m game ARGV` opens it, on the files of `home`."""
    from game.__main__ import open_app, parse_args

    monkeypatch.setenv("SOLITAIRE_TRIO_HOME", str(home))
    app = open_app(parse_args(["--window", *argv]))
    app.run_frames(2)
    return Pointer(app)


def a_game_in_progress(home: Path) -> None:
    document = {"version": 1, "code": "TF1-D1N-AAAAAAB", "actions": ["s", "s"], "elapsed": 9}
    (home / "game.json").write_text(json.dumps(document))


def press(pointer: Pointer, button_key: str) -> None:
    rect = next(b.rect for b in pointer.app.dialog.buttons if b.key == button_key)
    pointer.click(rect.center, frames=2)


def test_a_code_on_the_command_line_asks_before_abandoning_the_game_in_progress(
    tmp_path, monkeypatch
):
    from game.dialogs import ConfirmDialog

    a_game_in_progress(tmp_path)
    pointer = started(tmp_path, monkeypatch, "--code", "SH1-C4-AAAAAJ2")
    assert isinstance(pointer.app.dialog, ConfirmDialog)
    assert pointer.app.table.game.code == "TF1-D1N-AAAAAAB" and pointer.app.table.game.moves == 2
    press(pointer, "close")  # Cancel: the game in progress goes on, still saved
    assert pointer.app.dialog is None and pointer.app.table.game.moves == 2
    pointer.app.quit()
    assert json.loads((tmp_path / "game.json").read_text())["window"] == ["s", "s"]
    again = started(tmp_path, monkeypatch, "--code", "SH1-C4-AAAAAJ2")
    press(again, "yes")  # Abandon: counted, then the code is dealt
    assert again.app.table.game.code == "SH1-C4-AAAAAJ2"
    assert again.app.statistics.get("TF1-D1N").played == 1


def test_the_clock_stands_still_under_the_abandon_question_at_start(tmp_path, monkeypatch):
    """docs/SHELL.md: a dialog pauses the clock, also the question `--code` asks first."""
    a_game_in_progress(tmp_path)
    pointer = started(tmp_path, monkeypatch, "--code", "SH1-C4-AAAAAJ2")
    pointer.app.run_frames(120, 0.5)  # a minute with the question open
    assert pointer.app.table.session.elapsed < 10


def test_a_windowed_start_fits_the_desktop(tmp_path, monkeypatch):
    """The default window (1280×800) is taller than a 768-pixel screen: a windowed start
    takes at most 90 % of the desktop, as leaving fullscreen does."""
    pointer = started(tmp_path, monkeypatch)
    desktop = pygame.display.get_desktop_sizes()[0]
    width, height = pointer.app.screen.get_size()
    assert width <= desktop[0] * 0.9 and height <= desktop[1] * 0.9


def test_a_code_on_the_command_line_still_sets_a_damaged_save_aside(tmp_path, monkeypatch):
    (tmp_path / "game.json").write_text("{damaged")
    pointer = started(tmp_path, monkeypatch, "--code", "SH1-C4-AAAAAJ2")
    assert pointer.app.table.game.code == "SH1-C4-AAAAAJ2"
    kept = list(tmp_path.glob("game.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text() == "{damaged"
    assert "game.json" in pointer.app.table.notes.status.text()


def test_a_bad_code_on_the_command_line_keeps_the_game_or_the_last_options(
    tmp_path, monkeypatch, capsys
):
    a_game_in_progress(tmp_path)
    pointer = started(tmp_path, monkeypatch, "--code", "TF1-D1N-AAAAAA")
    assert pointer.app.dialog is None and pointer.app.table.game.moves == 2
    assert "game in progress goes on" in pointer.app.table.notes.status.text()
    assert "TF1-D1N-AAAAAA" in capsys.readouterr().err
    (tmp_path / "game.json").unlink()
    settings = {"version": 1, "new_game": {"game": "SH", "cells": 2}}
    (tmp_path / "settings.json").write_text(json.dumps(settings))
    fresh = started(tmp_path, monkeypatch, "--code", "nonsense")
    assert fresh.app.table.game.code.startswith("SH1-C2-")  # the player's last options
    assert "random game" in fresh.app.table.notes.status.text()


def test_a_bad_code_is_explained_in_the_players_language(tmp_path, monkeypatch):
    settings = {"version": 1, "language": "el"}
    (tmp_path / "settings.json").write_text(json.dumps(settings))
    pointer = started(tmp_path, monkeypatch, "--code", "TF1-D1N-AAAA\u00e9AA")
    text = pointer.app.table.notes.status.text()
    assert "Λάθος κωδικός" in text and "όχι é" in text  # the "foreign" text, in Greek


def test_a_save_that_fails_is_told_once_and_play_goes_on(tmp_path, monkeypatch):
    """A full disk: the first failed save says so on the status line; play goes on; once a
    save works again, a later failure is told again."""
    pointer = launch(tmp_path)
    table = pointer.app.table
    real_replace = os.replace

    def disk_full(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    pointer.click(pointer.card_point("s"), frames=2)
    assert table.game.moves == 1
    assert "game.json" in table.notes.status.text() and "No space left" in table.notes.status.text()
    table.notes.status = None
    pointer.click(pointer.card_point("s"), frames=2)
    assert table.game.moves == 2 and table.notes.status is None  # told once
    monkeypatch.setattr(os, "replace", real_replace)
    pointer.click(pointer.card_point("s"), frames=2)
    assert json.loads((tmp_path / "game.json").read_text())["window"] == ["s", "s", "s"]
    monkeypatch.setattr(os, "replace", disk_full)
    pointer.click(pointer.card_point("s"), frames=2)
    assert table.notes.status is not None and "game.json" in table.notes.status.text()


def test_the_best_score_comes_from_won_games_except_in_vegas(tmp_path):
    """An abandoned game's score was recorded as the best score of games never won; in
    Vegas the dollars of any game count (a deal is rarely won there)."""
    pointer = launch(tmp_path)
    app, table = pointer.app, pointer.app.table
    table.start(engine.Game.from_code("TF1-D1N-AAAAAAB"))
    table.play("s")
    table.restart()
    assert app.statistics.get("TF1-D1N").played == 1
    assert app.statistics.get("TF1-D1N").best_score is None
    vegas = engine.Game.from_code("DS1-D1V-AAAAAAB")
    table.start(vegas)
    table.play("s")
    table.restart()
    assert app.statistics.get("DS1-D1V").best_score == -104


def test_a_damaged_save_is_explained_in_greek_without_the_parsers_english(tmp_path):
    """The notice put the JSON parser's English message ('Expecting value') inside the
    Greek sentence; it now says only where the file stopped being JSON."""
    (tmp_path / "game.json").write_text('{"version": 1, "code": ', encoding="utf-8")
    (tmp_path / "settings.json").write_text('{"version": 1, "language": "el"}', encoding="utf-8")
    profile = Profile.open(Store(tmp_path))
    assert profile.load_game() is None
    strings.set_language("el")
    try:
        [notice] = profile.notices
        text = notice_text(notice)
    finally:
        strings.set_language("en")
    assert "Expecting" not in text and "γραμμή 1" in text and "στήλη" in text
