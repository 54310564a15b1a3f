"""What a screen asks the app to do, as typed values the app matches on in one place.

The table, every dialog, the bar's buttons and the keys answer with one of these; no screen
changes the window, the stack of screens or the player's files itself (`App.carry_out`).
"""

from __future__ import annotations

from enum import Enum, StrEnum
from typing import NamedTuple, TypeAlias


class _Plain:
    """A command without fields: one value per kind. (Commands are NamedTuples and these
    plain classes, not dataclasses: making a dataclass costs about 0.5 ms, and these are
    made on the way to the first frame.)"""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self)

    def __hash__(self) -> int:
        return hash(type(self))

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class Setting(StrEnum):
    """A setting the Settings dialog changes; the value is the `Settings` field's name."""

    DOUBLE_CLICK = "double_click"
    INTERACTIVE_RULES = "interactive_rules"
    FULLSCREEN = "fullscreen"
    LANGUAGE = "language"
    ANIMATION = "animation"
    SOUND = "sound"
    VOLUME = "volume"
    DECK = "deck"
    BACK = "back"
    TABLE = "table"
    PILE_NUMBERS = "pile_numbers"


class Panel(Enum):
    """A dialog the app opens over the table."""

    NEW_GAME = "new-game"
    SETTINGS = "settings"
    STATISTICS = "statistics"
    HELP = "help"
    PAUSE = "pause"  # the clock stops and the cards are covered
    TODAY = "today"  # Today's deals: one winnable deal per game for each date
    WELCOME = "welcome"  # the first start's chooser


class Open(NamedTuple):
    """Open `panel` (closing any dialog already open)."""

    panel: Panel


class Close(_Plain):
    """Take the top dialog away (Esc, Close, Cancel)."""


class StartGame(NamedTuple):
    """Deal `code`, asking first when a game in progress would be abandoned. `remember`:
    Start keeps the New Game dialog's choices for next time; Replay this deal does not."""

    code: str
    remember: bool = True


class StartConfirmed(NamedTuple):
    """Deal `code` now: the player agreed to abandon the game in progress."""

    code: str


class Restart(_Plain):
    """The same deal from the start, asking first when it would abandon a game."""


class CopyCode(_Plain):
    """Copy the game's code (or just show it when there is no clipboard)."""


class CopyReplay(NamedTuple):
    """Copy a replay code: `replay`'s (the history's), or with None the player's game's
    (its deal and its moves so far); just shown when there is no clipboard."""

    replay: str | None = None


class ChangeSetting(NamedTuple):
    """Apply and save one setting: a switch's bool, a language code, an animation speed,
    a volume or a look's name (deck, back, table)."""

    setting: Setting
    value: bool | str | int


class ToggleSound(_Plain):
    """Sound on or off (the mute key), saved as the Settings dialog saves it."""


class ToggleFullscreen(_Plain):
    """Window <-> fullscreen (F11, Alt+Enter)."""


class LeaveFullscreen(_Plain):
    """Esc on the table with nothing to cancel: from fullscreen to a window, for this
    run only (the saved setting stays: only F11, Alt+Enter and Settings change it)."""


class Watch(NamedTuple):
    """Watch a game: the deal of `code` and its `moves` in the engine's notation (`t1>t7`),
    oldest first, played in the watching player over the game in progress."""

    code: str
    moves: tuple[str, ...]


class PlayOn(NamedTuple):
    """A replay has ended: its position becomes the game on the table (`confirmed`: the
    player agreed to abandon the game in progress, or it had no moves)."""

    confirmed: bool = False


class Quit(_Plain):
    """Save and quit."""


class AskResetStatistics(_Plain):
    """Ask the player before every statistic is reset."""


class ResetStatistics(_Plain):
    """Reset every statistic (the player agreed) and close the question."""


Command: TypeAlias = (
    Open
    | Close
    | StartGame
    | StartConfirmed
    | Restart
    | CopyCode
    | CopyReplay
    | ChangeSetting
    | ToggleSound
    | ToggleFullscreen
    | LeaveFullscreen
    | Quit
    | Watch
    | PlayOn
    | AskResetStatistics
    | ResetStatistics
)
