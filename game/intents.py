"""What a player means, whatever the device: the pointer (table/gestures) and the keyboard
(table/keyboard) produce these; the session turns them into engine moves. Nothing below an intent
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


class Send(NamedTuple):
    """Move what fits from `source` to `target` (typed pile keys: `1` `7`): from a column,
    the group whose first card the target takes; from elsewhere, the top card."""

    source: str
    target: str


class Lift(NamedTuple):
    """The player picked up the top `cards` of `pile` (a drag began, or the keys took them):
    nothing moves yet, but it is heard."""

    pile: str
    cards: int


class LiftRefused(NamedTuple):
    """The player tried to lift cards the rules do not let go."""

    rejection: engine.Rejection


MoveIntent = Tap | DoubleClick | Drop | Send
Intent = MoveIntent | Lift | LiftRefused
