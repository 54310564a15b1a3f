"""What a player means, whatever the device: the pointer (table/gestures) and, later, the
keyboard produce these; the session turns them into engine moves. Nothing below an intent
knows which device made it."""

from __future__ import annotations

from typing import NamedTuple

import engine


class Tap(NamedTuple):
    """A click on a pile's top card (or on the stock): send it home, draw, recycle."""

    pile: str


class DoubleClick(NamedTuple):
    """The second click on a pile's top card: the best place the engine finds for it."""

    pile: str


class Drop(NamedTuple):
    """Lifted cards let go over `target` (None: over no pile that could take them)."""

    source: str
    cards: int  # how many cards, the top ones of `source`
    target: str | None


class LiftRefused(NamedTuple):
    """The player tried to lift cards the rules do not let go."""

    rejection: engine.Rejection


MoveIntent = Tap | DoubleClick | Drop
Intent = MoveIntent | LiftRefused
