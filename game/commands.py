"""What a screen asks the app to do, as typed values the app matches on in one place.

The table, every dialog, the bar's buttons and the keys answer with one of these; no screen
changes the window, the stack of screens or the player's files itself (`App.carry_out`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import TypeAlias


class Setting(StrEnum):
    """A setting the Settings dialog changes; the value is the `Settings` field's name."""

    DOUBLE_CLICK = "double_click"
    INTERACTIVE_RULES = "interactive_rules"
    FULLSCREEN = "fullscreen"
    LANGUAGE = "language"
    ANIMATION = "animation"


class Panel(Enum):
    """A dialog the app opens over the table."""

    NEW_GAME = "new-game"
    SETTINGS = "settings"
    STATISTICS = "statistics"
    HELP = "help"
    PAUSE = "pause"  # the clock stops and the cards are covered


@dataclass(frozen=True, slots=True)
class Open:
    """Open `panel` (closing any dialog already open)."""

    panel: Panel


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
class Restart:
    """The same deal from the start, asking first when it would abandon a game."""


@dataclass(frozen=True, slots=True)
class CopyCode:
    """Copy the game's code (or just show it when there is no clipboard)."""


@dataclass(frozen=True, slots=True)
class ChangeSetting:
    """Apply and save one setting: a switch's bool, a language code or an animation speed."""

    setting: Setting
    value: bool | str


@dataclass(frozen=True, slots=True)
class ToggleFullscreen:
    """Window <-> fullscreen (F11, Alt+Enter)."""


@dataclass(frozen=True, slots=True)
class LeaveFullscreen:
    """Esc on the table with nothing to cancel: from fullscreen to a window, for this
    run only (the saved setting stays: only F11, Alt+Enter and Settings change it)."""


@dataclass(frozen=True, slots=True)
class Quit:
    """Save and quit."""


@dataclass(frozen=True, slots=True)
class AskResetStatistics:
    """Ask the player before every statistic is reset."""


@dataclass(frozen=True, slots=True)
class ResetStatistics:
    """Reset every statistic (the player agreed) and close the question."""


Command: TypeAlias = (
    Open
    | Close
    | StartGame
    | StartConfirmed
    | Restart
    | CopyCode
    | ChangeSetting
    | ToggleFullscreen
    | LeaveFullscreen
    | Quit
    | AskResetStatistics
    | ResetStatistics
)
