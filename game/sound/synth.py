"""The game's sounds, made by this code (nothing recorded, nothing copied): short, soft
effects from decaying tones and filtered noise, with the standard library only (`array`,
`math`, `random`; no numpy). Each is made the first time it is played, at the rate and
channel count the mixer opened (docs/SOUND.md).

Levels: the loudest sample of any effect is `PEAK` of full scale (-12 dBFS) at
volume 100, before the player's volume; every effect fades in and out over a few
milliseconds, so none clicks.
"""

from __future__ import annotations

import math
import random
from array import array
from collections.abc import Callable
from typing import NamedTuple

from game.cues import Cue

PEAK = 0.25  # the loudest sample of an effect, as a part of full scale (-12 dBFS)
FULL_SCALE = 32767
EDGE = 0.003  # seconds of fade at each end
Samples = list[float]


class Voice(NamedTuple):
    """One part of an effect: a sound starting `at` seconds in."""

    at: float
    samples: Samples


def tone(
    rate: int, freq: float, seconds: float, decay: float, glide: float = 1.0, bright: float = 0.3
) -> Samples:
    """A sine at `freq` Hz (gliding to `freq * glide`) with its octave at `bright`,
    dying away `decay` times a second (a struck, bell-like tone)."""
    count = int(rate * seconds)
    phase, out = 0.0, []
    fade = math.exp(-decay / rate)
    level = 1.0
    for index in range(count):
        now = freq * (1.0 + (glide - 1.0) * index / max(1, count))
        phase += 2.0 * math.pi * now / rate
        out.append(level * (math.sin(phase) + bright * math.sin(2.0 * phase)))
        level *= fade
    return out


def tick(rate: int, seconds: float, softness: float, seed: int, body: float = 0.0) -> Samples:
    """A card's tap or slide: noise through two one-pole low-passes (`softness` 0..1:
    duller; 0.5 leaves little above 2 kHz at 22 kHz), dying away over `seconds`, with a
    low thump of `body` (a part of the noise's peak) under it."""
    noise = random.Random(seed)
    count = int(rate * seconds)
    low = lower = 0.0
    grains = []
    for _ in range(count):
        low = softness * low + (1.0 - softness) * noise.uniform(-1.0, 1.0)
        lower = softness * lower + (1.0 - softness) * low
        grains.append(lower)
    peak = max(map(abs, grains), default=0.0) or 1.0
    fade, level, out = math.exp(-5.0 / max(1, count)), 1.0, []
    for index, grain in enumerate(grains):
        thump = body * math.sin(2.0 * math.pi * 150.0 * index / rate)
        out.append(level * (grain / peak + thump))
        level *= fade
    return out


def riffle(rate: int, count: int, spacing: float, seed: int) -> list[Voice]:
    """Cards falling one after another (a deal, a recycle)."""
    return [
        Voice(index * spacing, tick(rate, 0.035, 0.5 + 0.03 * (index % 3), seed + index))
        for index in range(count)
    ]


def notes(rate: int, freqs: tuple[float, ...], spacing: float, length: float) -> list[Voice]:
    """A short run of bell tones (the win, the foundation)."""
    return [
        Voice(index * spacing, tone(rate, freq, length, 6.0, bright=0.15))
        for index, freq in enumerate(freqs)
    ]


EFFECTS: dict[Cue, Callable[[int], list[Voice]]] = {
    Cue.PICK_UP: lambda rate: [Voice(0.0, tick(rate, 0.04, 0.45, 1))],
    Cue.PUT_DOWN: lambda rate: [Voice(0.0, tick(rate, 0.07, 0.7, 2, body=0.5))],
    Cue.DRAW: lambda rate: [Voice(0.0, tick(rate, 0.09, 0.55, 3))],
    Cue.FLIP: lambda rate: [
        Voice(0.0, tick(rate, 0.03, 0.5, 4)),
        Voice(0.03, tick(rate, 0.04, 0.6, 5)),
    ],
    Cue.FOUNDATION: lambda rate: [
        Voice(0.0, tick(rate, 0.05, 0.7, 6, body=0.3)),
        Voice(0.02, tone(rate, 1046.5, 0.25, 14.0, bright=0.2)),
    ],
    Cue.REFUSED: lambda rate: [
        Voice(0.0, tone(rate, 220.0, 0.1, 20.0, bright=0.5)),
        Voice(0.09, tone(rate, 185.0, 0.14, 18.0, bright=0.5)),
    ],
    Cue.RECYCLE: lambda rate: riffle(rate, 8, 0.035, 20),
    Cue.UNDO: lambda rate: [Voice(0.0, tone(rate, 660.0, 0.12, 16.0, glide=0.7))],
    Cue.REDO: lambda rate: [Voice(0.0, tone(rate, 462.0, 0.12, 16.0, glide=1.43))],
    Cue.DEAL: lambda rate: riffle(rate, 12, 0.04, 40),
    Cue.WIN: lambda rate: notes(rate, (523.3, 659.3, 784.0, 1046.5, 1318.5), 0.11, 0.5),
}


def mixed(voices: list[Voice], rate: int) -> Samples:
    """The voices laid over one another, scaled so the loudest sample is `PEAK`, with
    short fades at both ends."""
    length = max(int(voice.at * rate) + len(voice.samples) for voice in voices)
    out = [0.0] * length
    for voice in voices:
        start = int(voice.at * rate)
        for index, sample in enumerate(voice.samples, start):
            out[index] += sample
    loudest = max(abs(sample) for sample in out) or 1.0
    scale = PEAK / loudest
    edge = max(1, int(EDGE * rate))
    for index in range(min(edge, length)):
        out[index] *= index / edge
        out[length - 1 - index] *= index / edge
    return [sample * scale for sample in out]


def pcm(samples: Samples, channels: int) -> bytes:
    """Signed 16-bit samples in native byte order, each repeated on every channel."""
    data = array("h", (round(sample * FULL_SCALE) for sample in samples for _ in range(channels)))
    return data.tobytes()


def effect(cue: Cue, rate: int, channels: int) -> bytes:
    """The sound of `cue` as 16-bit samples at `rate` Hz on `channels` channels."""
    return pcm(mixed(EFFECTS[cue](rate), rate), channels)
