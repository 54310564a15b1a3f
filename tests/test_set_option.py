"""`python -m game --set KEY=VALUE`: any setting for one run, as settings.json spells it,
held to the file's rules, never saved; a bad one gets one line and status 2."""

from __future__ import annotations

import argparse
import json

import pygame
import pytest

from game.__main__ import main, open_app, run_settings
from game.commands import Setting
from game.profile import Profile, Store
from game.profile.overrides import Overrides, parse_overrides, setting_keys
from game.profile.settings import Settings


def test_every_settings_field_is_a_key_the_nested_ones_dotted():
    keys = setting_keys()
    assert {"sound", "volume", "language", "animation", "fullscreen"} <= set(keys)
    assert "new_game.game" in keys and "new_game.ds_draw" in keys and "new_game" not in keys


def test_values_are_read_by_the_field_s_type():
    values = parse_overrides(
        ["sound=on", "fullscreen=false", "volume=40", "language=el", "new_game.game=SH",
         "double_click=OFF", "interactive_rules=true"]
    )  # fmt: skip
    assert values == {
        "sound": True, "fullscreen": False, "volume": 40, "language": "el",
        "new_game.game": "SH", "double_click": False, "interactive_rules": True,
    }  # fmt: skip
    assert parse_overrides(["volume=10", "volume=90"]) == {"volume": 90}  # the last one wins


@pytest.mark.parametrize(
    ("argument", "named"),
    [
        ("speed=3", "the settings are double_click, interactive_rules, language"),
        ("sound", "unknown setting 'sound'"),
        ("sound=maybe", "sound takes on or off (true or false)"),
        ("volume=loud", "volume takes a whole number from 0 to 100"),
        ("volume=101", "volume takes a whole number from 0 to 100"),
        ("animation=slow", "animation takes one of normal, fast, reduced, off"),
        ("language=fr", "language takes one of en, el"),
        ("new_game.game=XX", "new_game.game takes one of DS, TF, SH"),
        ("new_game.ds_draw=2", "new_game.ds_draw takes a whole number"),
    ],
)
def test_a_bad_key_or_value_gets_one_line_naming_what_is_taken(capsys, argument, named):
    assert main(["--self-test", "--set", argument]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    assert named in err and argument in err


def test_it_works_with_the_screenshot_and_the_self_test(tmp_path, capsys):
    out = tmp_path / "shot.png"
    argv = ["--screenshot", str(out), "--size", "800x600", "--set", "language=el"]
    assert main(argv) == 0 and pygame.image.load(str(out)).get_size() == (800, 600)
    args = argparse.Namespace(language=None, overrides=parse_overrides(["animation=off"]))
    assert run_settings(args) == Settings(animation="off")
    assert main(["--self-test", "--set", "animation=off", "--set", "double_click=off"]) == 0
    assert "passed" in capsys.readouterr().out


def test_the_overrides_are_never_saved_unless_the_player_changes_that_setting(
    tmp_path, monkeypatch
):
    saved = {"version": 1, "language": "en", "animation": "fast", "sound": False, "volume": 70}
    (tmp_path / "settings.json").write_text(json.dumps(saved))
    monkeypatch.setenv("SOLITAIRE_TRIO_HOME", str(tmp_path))
    overrides = parse_overrides(["sound=on", "animation=off", "volume=20", "new_game.game=SH"])
    args = argparse.Namespace(code=None, window=True, overrides=overrides)
    app = open_app(args)
    settings = app.settings
    assert (settings.sound, settings.animation, settings.volume) == (True, "off", 20)
    assert app.table.game.code.startswith("SH1-")
    app.apply_setting(Setting.LANGUAGE, "el")  # a save during the run
    on_disk = json.loads((tmp_path / "settings.json").read_text())
    assert (on_disk["sound"], on_disk["animation"], on_disk["volume"]) == (False, "fast", 70)
    assert on_disk["language"] == "el" and on_disk["new_game"]["game"] == "DS"
    app.apply_setting(Setting.ANIMATION, "normal")  # the player's choice is saved
    on_disk = json.loads((tmp_path / "settings.json").read_text())
    assert (on_disk["animation"], on_disk["sound"]) == ("normal", False)
    app.quit()
    app.files.finish()


def test_overrides_apply_on_the_settings_read_from_the_file():
    overrides = Overrides({"volume": 35})
    read = Settings(language="el", sound=True)
    settings = overrides.apply(read)
    assert (settings.language, settings.sound, settings.volume) == ("el", True, 35)
    assert overrides.document(settings)["volume"] == Settings().volume


def test_without_set_nothing_is_overridden(tmp_path):
    profile = Profile.open(Store(tmp_path))
    assert profile.overrides == Overrides()
    assert profile.settings_document() == profile.settings.to_document()
