"""Sound (docs/SOUND.md): the cues the session decides, the effects our code makes, the
mixer loaded only while sound is on, a mixer that fails, the mute key and the Settings row,
and real samples through SDL's disk driver."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from array import array
from pathlib import Path

import pygame
import pytest

import engine
from game.app import App
from game.commands import Setting
from game.cues import Cue
from game.dialogs import SettingsDialog
from game.dialogs.buttons import Pick
from game.profile import Profile, Store
from game.profile.settings import Settings, settings_from_document
from game.profile.store import DamagedFile
from game.selftest import Pointer
from game.sound.synth import FULL_SCALE, PEAK, effect

ROOT = Path(__file__).resolve().parent.parent


def table(code: str = "DS1-D1N-AAAAAAB", settings: Settings | None = None) -> Pointer:
    app = App(engine.Game.from_code(code), settings or Settings(), False, (1366, 768))
    app.run_frames(2)
    return Pointer(app)


def heard(pointer: Pointer) -> list[Cue]:
    """Record the cues the app hands to the sound from now on."""
    cues: list[Cue] = []
    pointer.app.sound.play = cues.extend  # type: ignore[method-assign]
    return cues


def key(pointer: Pointer, name: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=name, mod=mod, unicode=""))
    pointer.app.run_frames(2)


def test_each_action_is_heard_once_whatever_the_device():
    pointer = table()
    cues = heard(pointer)
    pointer.click(pointer.card_point("s"), frames=20)
    assert cues == [Cue.DRAW]
    cues.clear()
    pointer.drag_move(engine.Move.parse("t4>t1"))  # the 3♠ under the 5♣ turns up
    assert cues == [Cue.PICK_UP, Cue.PUT_DOWN, Cue.FLIP]
    cues.clear()
    pointer.drag_move(engine.Move.parse("t2>t5"))  # the 9♠ does not go on the 8♥
    assert cues == [Cue.PICK_UP, Cue.REFUSED]
    cues.clear()
    key(pointer, pygame.K_z, pygame.KMOD_CTRL)
    key(pointer, pygame.K_y, pygame.KMOD_CTRL)
    assert cues == [Cue.UNDO, Cue.REDO]
    cues.clear()
    key(pointer, pygame.K_3)  # pile keys: 4♥ onto 5♣, the 5♠ turns up
    key(pointer, pygame.K_1)
    assert cues == [Cue.PUT_DOWN, Cue.FLIP]
    cues.clear()
    pointer.app.table.new_deal()
    pointer.app.run_frames(1)
    assert cues == [Cue.DEAL]


def test_a_card_home_a_recycle_and_the_win_are_heard():
    pointer = table("DS1-D1N-AAAAAAB")
    session = pointer.app.table.session
    session.take_cues()
    draws = len(session.game.pile("s"))
    for _ in range(draws):
        session.play("s")
    assert session.take_cues() == [Cue.DRAW] * draws
    session.play("s")
    assert session.take_cues() == [Cue.RECYCLE]
    game = engine.Game.from_code("DS1-D1N-AAAAAAB")
    suits = [game.foundation_suit(f"f{i}") for i in range(1, 9)]
    text = "\n".join(
        ["DS1-D1N-AAAAAAB", "score: 0", "moves: 0", "s:", "w:"]
        + [f"f{i}: {'Q' if i == 1 else 'K'}{suit}" for i, suit in enumerate(suits, 1)]
        + [f"t1: K{suits[0]}"] + [f"t{i}:" for i in range(2, 10)]
    )  # fmt: skip
    won = table().app.table.session
    won.start(engine.Game.from_text(text))
    won.take_cues()
    won.play("t1>f")
    assert won.take_cues() == [Cue.FOUNDATION, Cue.WIN]


@pytest.mark.parametrize("cue", list(Cue))
def test_every_effect_is_short_soft_and_fades_in_and_out(cue):
    samples = array("h")
    samples.frombytes(effect(cue, 22050, 2))
    loudest = max(abs(s) for s in samples)
    assert 0.5 * PEAK * FULL_SCALE < loudest <= PEAK * FULL_SCALE + 1  # audible, far from clipping
    assert len(samples) / 2 / 22050 < 1.0  # under a second, the win too
    assert abs(samples[0]) < 50 and abs(samples[-1]) < 50  # no click at either end
    assert samples[0::2] == samples[1::2]  # the same on both channels


def test_the_mute_key_turns_sound_off_and_on_and_saves_it(tmp_path):
    profile = Profile.open(Store(tmp_path))
    app = App(engine.Game.from_code("DS1-D1N-AAAAAAB"), fullscreen=False,
              window_size=(1366, 768), profile=profile)  # fmt: skip
    pointer = Pointer(app)
    assert app.settings.sound is False and not app.sound.is_open  # off at the first start
    key(pointer, pygame.K_m)
    assert app.settings.sound is True and app.sound.is_open
    assert app.table.notes.status is not None and app.table.notes.status.text() == "Sound on."
    assert json.loads((tmp_path / "settings.json").read_text())["sound"] is True
    pointer.click(pointer.card_point("s"), frames=5)
    assert app.sound.played >= 2  # the preview, then the draw
    key(pointer, pygame.K_m)
    assert app.settings.sound is False and not app.sound.is_open  # the device is closed
    assert json.loads((tmp_path / "settings.json").read_text())["sound"] is False


def button(dialog: SettingsDialog, pick: Pick) -> tuple[int, int]:
    return next(b.rect for b in dialog.buttons if b.key == pick).center


def test_the_device_closes_after_a_quiet_while_and_opens_for_the_next_sound():
    pointer = table(settings=Settings(sound=True))
    app = pointer.app
    assert not app.sound.is_open  # nothing heard yet: not even loaded for the first frame
    pointer.click(pointer.card_point("s"), frames=2)
    assert app.sound.is_open and app.sound.played == 1
    app.run_frames(4 * 60)  # 4 s: still open
    assert app.sound.is_open
    app.run_frames(2 * 60)  # past REST_SECONDS of quiet: closed, at rest as with sound off
    assert not app.sound.is_open
    pointer.click(pointer.card_point("s"), frames=2)
    assert app.sound.is_open and app.sound.played == 2 and app.sound.problem is None


def test_the_settings_row_turns_sound_on_at_a_volume(tmp_path):
    profile = Profile.open(Store(tmp_path))
    app = App(engine.Game.from_code("DS1-D1N-AAAAAAB"), fullscreen=False,
              window_size=(1366, 768), profile=profile)  # fmt: skip
    pointer = Pointer(app)
    key(pointer, pygame.K_F5)
    dialog = app.dialog
    assert isinstance(dialog, SettingsDialog)
    pointer.click(button(dialog, Pick(Setting.VOLUME, 25)))
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert (saved["sound"], saved["volume"]) == (True, 25) and app.sound.is_open
    pointer.click(button(dialog, Pick(Setting.SOUND, False)))
    assert app.settings.sound is False and not app.sound.is_open


def test_no_audio_device_means_silence_and_one_line_in_errors_log(tmp_path, monkeypatch):
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")
    profile = Profile.open(Store(tmp_path))
    profile.settings.sound = True
    app = App(engine.Game.from_code("DS1-D1N-AAAAAAB"), fullscreen=False,
              window_size=(1366, 768), profile=profile)  # fmt: skip
    pointer = Pointer(app)
    pointer.click(pointer.card_point("s"), frames=5)  # the first sound opens the mixer
    assert app.sound.problem is not None and not app.sound.is_open
    log = (tmp_path / "errors.log").read_text().strip().splitlines()
    assert len(log) == 2 and log[1].startswith("No sound:")  # the time, then one line
    pointer.click(pointer.card_point("s"), frames=5)  # play goes on, silent, not told again
    assert app.table.game.moves == 2 and app.sound.played == 0
    assert app.table.notes.status is not None and "No sound" in app.table.notes.status.text()


@pytest.mark.parametrize(
    "values",
    [{"sound": "on"}, {"sound": 1}, {"volume": 101}, {"volume": -1}, {"volume": 50.0},
     {"volume": True}, {"volume": "60"}],
)  # fmt: skip
def test_settings_json_holds_sound_and_volume_to_their_rules(values):
    with pytest.raises(DamagedFile):
        settings_from_document({"version": 1, **values})
    assert settings_from_document({"version": 1, "sound": True, "volume": 0}).volume == 0


LOADED = """
import sys
from game.__main__ import main
status = main(sys.argv[1:])
print(status, sys.modules.get("pygame.mixer") is not None)
"""


def run_game(args: list[str], **env: str) -> subprocess.CompletedProcess[str]:
    return run_python(LOADED, args, **env)


def run_python(script: str, args: list[str], **env: str) -> subprocess.CompletedProcess[str]:
    """`script` in a fresh interpreter on this tree, without a display (audio as `env` says)."""
    environment = dict(os.environ, SDL_VIDEODRIVER="dummy", PYTHONPATH=str(ROOT), **env)
    return subprocess.run(
        [sys.executable, "-c", script, *args],
        capture_output=True, text=True, env=environment, cwd=ROOT, timeout=240,
    )  # fmt: skip


def loudest_sample(recording: Path) -> int:
    """The largest magnitude among the 16-bit samples SDL's disk driver wrote."""
    samples = array("h")
    samples.frombytes(recording.read_bytes())
    return max(abs(s) for s in samples)


def test_with_sound_off_the_mixer_is_never_loaded():
    off = run_game(["--self-test"])
    assert off.stdout.splitlines()[-1] == "0 False", off.stderr
    on = run_game(["--self-test", "--set", "sound=on"])  # the check can fail
    assert on.stdout.splitlines()[-1] == "0 True", on.stderr


def test_the_self_test_with_sound_on_leaves_audible_samples_on_disk(tmp_path):
    out = tmp_path / "audio.raw"
    result = run_game(
        ["--self-test", "--set", "sound=on", "--set", "volume=100"],
        SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(out),
    )  # fmt: skip
    assert result.returncode == 0 and result.stdout.splitlines()[-1] == "0 True", result.stderr
    loudest = loudest_sample(out)
    assert loudest > 0.1 * FULL_SCALE  # heard
    assert loudest < 0.8 * FULL_SCALE  # soft: never near clipping, sounds overlapping too


BURST = """
import sys, time
from game.cues import Cue
from game.profile.settings import Settings
from game.sound.player import Sound
settings = Settings()
settings.sound, settings.volume = True, 100
sound = Sound(settings, print)
for _ in range(8):  # eight frames' worth of refusals reaching the mixer at once
    sound.play([Cue.REFUSED, Cue.PICK_UP])
time.sleep(1.0)
sound.close()
"""


def test_a_burst_of_sounds_stays_soft(tmp_path):
    out = tmp_path / "audio.raw"
    result = run_python(BURST, [], SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(out))
    assert result.returncode == 0, result.stderr
    assert 0.2 * FULL_SCALE < loudest_sample(out) < 0.8 * FULL_SCALE


def test_help_says_where_sound_is_chosen_and_which_key_mutes():
    from game import strings
    from game.dialogs.help_text import plays_help
    from game.keymap import Keymap

    for language in ("en", "el"):
        strings.set_language(language)
        try:
            text = " ".join(plays_help("SH", Keymap()))
        finally:
            strings.set_language("en")
        assert "F5" in text and " M " in text  # the keys, from the keymap
        assert ("Sound is off" if language == "en" else "Ο ήχος") in text
