"""What a dialog asks the app to do, as typed values the app matches on.

A dialog never changes the game or the player's files itself: it returns one of these and
`App.carry_out` does the work (and answers with the next dialog, e.g. a question first).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TypeAlias


class Setting(StrEnum):
    """A setting the Settings dialog changes; the value is the `Settings` field's name."""

    DOUBLE_CLICK = "double_click"
    INTERACTIVE_RULES = "interactive_rules"
    FULLSCREEN = "fullscreen"
    LANGUAGE = "language"
    ANIMATION = "animation"


@dataclass(frozen=True, slots=True)
class Close:
    """Take the top dialog away (Esc, Close, Cancel)."""


@dataclass(frozen=True, slots=True)
class StartGame:
    """Deal `code`, asking first when a game in progress would be abandoned. `remember`:
    Start keeps the New Game dialog's choices for next time; Replay this deal does not."""

    code: str
    remember: bool = True


@dataclass(frozen=True, slots=True)
class StartConfirmed:
    """Deal `code` now: the player agreed to abandon the game in progress."""

    code: str


@dataclass(frozen=True, slots=True)
class ChangeSetting:
    """Apply and save one setting: a switch's bool, a language code or an animation speed."""

    setting: Setting
    value: bool | str


@dataclass(frozen=True, slots=True)
class AskResetStatistics:
    """Ask the player before every statistic is reset."""


@dataclass(frozen=True, slots=True)
class ResetStatistics:
    """Reset every statistic (the player agreed) and close the question."""


Command: TypeAlias = (
    Close | StartGame | StartConfirmed | ChangeSetting | AskResetStatistics | ResetStatistics
)
