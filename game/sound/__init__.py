"""The game's sounds: made by our code (`synth`), played for the session's cues while
sound is on (`player`). See docs/SOUND.md."""

from game.sound.player import Sound

__all__ = ["Sound"]
