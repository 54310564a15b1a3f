"""Playing the session's cues: pygame's mixer, loaded and opened only while sound is on.

`python -m game` keeps the mixer out of `import pygame` (`launch.leave_out_sound`), so a
player with sound off never loads SDL_mixer and its libraries, nor opens an audio device
(the rest figures stay those of a silent game, docs/REST.md). With sound on the mixer is
loaded and the device opened at the first sound; after `REST_SECONDS` of quiet the device
closes (an open device wakes its thread at every buffer, even for silence) and the next
sound opens it again, the effects kept. At most `VOICES` effects sound at once, a new one
taking the voice that has sounded longest (the effects die away, so that one is the
quietest): a burst of actions never sums near clipping. Turning sound off closes it (the
module, once loaded, stays). No audio device, or a mixer that fails: the game goes on
silent, with one line (`Sound.problem`) told once, never a traceback.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

from game.cues import Cue
from game.launch import SOUND_MODULES
from game.profile.settings import VOLUMES, Settings

RATE = 22050  # Hz: ample for soft taps and bells, half the mixing work of 44.1 kHz
CHANNELS = 2
BUFFER = 512  # samples per mix: 23 ms from an action to its sound
SIGNED_16 = -16
REST_SECONDS = 5.0  # this long without a sound, the audio device closes
VOICES = 3  # effects sounding at once: three at their loudest sum to 0.75 of full scale


def load_mixer() -> ModuleType:
    """pygame's mixer, imported now (the placeholders `leave_out_sound` left go first)."""
    for name in SOUND_MODULES:
        if name in sys.modules and sys.modules[name] is None:
            del sys.modules[name]
    return importlib.import_module("pygame.mixer")


class Sound:
    """The game's sounds, following the settings' Sound and Volume."""

    def __init__(self, settings: Settings, tell: Callable[[str], None]) -> None:
        self.settings = settings
        self.tell = tell  # one line about a mixer that failed (errors.log, the status line)
        self.mixer: ModuleType | None = None  # open only while sound is on
        self.problem: str | None = None  # why there is no sound (until turned off and on)
        self.sounds: dict[Cue, Any] = {}  # made at their first play, at the mixer's format
        self.played = 0
        self.quiet = 0.0  # seconds since the last sound

    @property
    def is_open(self) -> bool:
        return self.mixer is not None

    def follow(self) -> None:
        """Close the mixer when sound is off (a failed mixer is tried again once the
        player turns sound off and on); with sound on it opens at the next sound."""
        if not self.settings.sound:
            self.close()
            self.sounds.clear()
            self.problem = None

    def rest(self, dt: float) -> None:
        """`dt` seconds went by: after `REST_SECONDS` of quiet the device closes."""
        self.quiet += dt
        if self.mixer is not None and self.quiet > REST_SECONDS:
            self.close()

    def _open(self) -> None:
        try:
            mixer = load_mixer()
            mixer.init(RATE, SIGNED_16, CHANNELS, BUFFER, allowedchanges=0)  # as made
            if not mixer.get_init():
                raise RuntimeError("the mixer did not open")
            mixer.set_num_channels(VOICES)
        except Exception as error:  # no device, no SDL_mixer, a driver that refuses
            self.problem = str(error) or type(error).__name__
            self.tell(self.problem)
            return
        self.mixer = mixer

    def close(self) -> None:
        """Close the audio device (quiet, or sound off). The effects are kept: the mixer
        always opens in the same format (`allowedchanges=0`)."""
        if self.mixer is not None:
            self.mixer.quit()
            self.mixer = None

    def play(self, cues: list[Cue]) -> None:
        """Play what the session did this frame (each cue once), with sound on."""
        if not cues or not self.settings.sound:
            return
        if self.mixer is None and self.problem is None:
            self._open()
        if self.mixer is None:
            return
        self.quiet = 0.0
        low, high = VOLUMES
        volume = min(max(self.settings.volume, low), high) / high
        for cue in dict.fromkeys(cues):
            sound = self._sound(cue)
            sound.set_volume(volume)
            self.mixer.find_channel(True).play(sound)  # the oldest voice makes way
            self.played += 1

    def _sound(self, cue: Cue) -> Any:
        sound = self.sounds.get(cue)
        if sound is None:
            from game.sound.synth import effect  # loaded with the first sound

            assert self.mixer is not None
            rate, _size, channels = self.mixer.get_init()
            sound = self.mixer.Sound(buffer=effect(cue, rate, channels))
            self.sounds[cue] = sound
        return sound
