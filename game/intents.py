"""What a player means, whatever the device: the pointer (table/gestures) and, later, the
keyboard produce these; the session turns them into engine moves. Nothing below an intent
knows which device made it."""

from __future__ import annotations

from dataclasses import dataclass

import engine


@dataclass(frozen=True)
class Tap:
    """A click on a pile's top card (or on the stock): send it home, draw, recycle."""

    pile: str


@dataclass(frozen=True)
class DoubleClick:
    """The second click on a pile's top card: the best place the engine finds for it."""

    pile: str


@dataclass(frozen=True)
class Drop:
    """Lifted cards let go over `target` (None: over no pile that could take them)."""

    source: str
    count: int
    target: str | None


@dataclass(frozen=True)
class LiftRefused:
    """The player tried to lift cards the rules do not let go."""

    rejection: engine.Rejection


MoveIntent = Tap | DoubleClick | Drop
Intent = MoveIntent | LiftRefused
