"""The player's three files in one home folder, through `store.Store`.

- `settings.json`: `Settings` (and the New Game dialog's last choices).
- `statistics.json`: `Statistics`.
- `game.json`: the game in progress, a `SavedGame` (see `saved_game`).
- `history.json`: every finished game, a `History` (see `history`).

A damaged file is set aside by the store; its `Notice` is kept here for the table's status
line. Writing never raises: a disk that refuses a save must not end the game.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import engine
from game import strings
from game.profile.overrides import Overrides
from game.profile.saved_game import (
    READ_VERSIONS,
    SavedGame,
    saved_game_document,
    saved_game_from_document,
)
from game.profile.settings import SETTINGS_VERSION, Settings, settings_from_document
from game.profile.statistics import STATISTICS_VERSION, Statistics, statistics_from_document
from game.profile.store import FolderRefused, Notice, Store, TooLarge
from game.session import Takebacks

if TYPE_CHECKING:  # loaded when first asked for, after the first frame
    from game.profile.history import History

SAVE_REFUSED = "save-refused"  # a save's problem: the damaged file could not be moved aside
SAVE_TOO_LARGE = "save-too-large"  # ... or the document is over what the reader accepts
SAVE_UNREADABLE = "save-unreadable"  # ... or the folder could not be read (said at the start)
SAVE_UNWRITABLE = "save-unwritable"  # ... or the folder refuses new files (said once)


def game_document(
    game: engine.Game, takebacks: Takebacks, elapsed: float, game_id: str
) -> dict[str, Any] | None:
    """What game.json should hold now: the game in progress, or None after a win."""
    return None if game.is_won else saved_game_document(game, takebacks, elapsed, game_id)


def notice_text(notice: Notice) -> str:
    """The one line the player sees about a damaged file (in the active language)."""
    problem = notice.problem.text(strings._)
    if notice.folder:
        return strings.FOLDER_UNREADABLE.format(home=notice.file)
    if notice.kept_as is None:
        return strings.DAMAGED_FILE_KEPT.format(file=notice.file, problem=problem)
    return strings.DAMAGED_FILE.format(file=notice.file, problem=problem, kept_as=notice.kept_as)


@dataclass(repr=False, eq=False)
class Profile:
    """Settings, statistics and the saved game of one home folder."""

    store: Store
    settings: Settings = field(default_factory=Settings)
    statistics: Statistics = field(default_factory=Statistics)
    notices: list[Notice] = field(default_factory=list)
    overrides: Overrides = field(default_factory=Overrides)  # `--set`: this run only
    _history: History | None = None  # read when first needed, after the first frame
    first_start: bool = False  # the folder held no settings: the game is new to this player

    @classmethod
    def open(cls, store: Store) -> Profile:
        """Read settings and statistics (defaults, and a notice, for a damaged file).

        Without a settings file the language follows the system locale.
        """
        default = Settings(language=strings.system_language())
        first = not store.has("settings")
        settings, notice = store.load("settings", SETTINGS_VERSION, settings_from_document, default)
        statistics, stats_notice = store.load(
            "statistics", STATISTICS_VERSION, statistics_from_document, Statistics()
        )
        notices = [n for n in (notice, stats_notice) if n is not None]
        return cls(store, settings, statistics, notices, first_start=first)

    def override(self, overrides: Overrides) -> None:
        """Settings for this run only (`--set`): a save keeps the file's values for them."""
        self.overrides = overrides
        self.settings = overrides.apply(self.settings)

    def settings_document(self) -> dict[str, Any]:
        """What settings.json holds: the settings, without this run's overrides."""
        return self.overrides.document(self.settings)

    @property
    def history(self) -> History:
        """history.json, read the first time it is asked for (up to a few hundred kB: kept
        off the way to the first frame); a damaged one adds its notice to `notices`."""
        if self._history is None:
            from game.profile.history import HISTORY_VERSION, History, history_from_document

            history, notice = self.store.load(
                "history", HISTORY_VERSION, history_from_document, History()
            )
            if notice is not None:
                self.notices.append(notice)
            self._history = history
        return self._history

    def load_game(self) -> SavedGame | None:
        """The saved game in progress, or None: none saved, damaged (then a notice), or
        already counted in the statistics (a kill came after statistics.json took the
        finished game and before game.json was replaced: it is over, not resumed)."""
        saved, notice = self.store.load("game", READ_VERSIONS, saved_game_from_document, None)
        if notice is not None:
            self.notices.append(notice)
        if saved is None or saved.game.is_won:
            return None
        if saved.game_id is not None and saved.game_id == self.statistics.counted:
            return None
        return saved

    def save_settings(self) -> str | None:
        """Saves the settings; None, or why they could not be saved (see `_save`)."""
        return self._save("settings", self.settings_document())

    def save_statistics(self) -> str | None:
        """Saves the statistics; None, or why they could not be saved (see `_save`)."""
        return self._save("statistics", self.statistics.to_document())

    def save_game(
        self, game: engine.Game, takebacks: Takebacks, elapsed: float, game_id: str
    ) -> str | None:
        """Save the game in progress (a won game leaves no save behind); None, or why it
        could not be saved."""
        return self.write("game", game_document(game, takebacks, elapsed, game_id))

    def write(self, name: str, document: dict[str, Any] | None) -> str | None:
        """Write `NAME.json` (None: remove it); None, or why it could not be written."""
        if document is None:
            self._remove(name)
            return None
        return self._save(name, document)

    def _save(self, name: str, document: dict[str, Any]) -> str | None:
        """A full or read-only disk must not end the game: the next save tries again. Says
        why a save failed (the OS's reason), so that the player can be told."""
        try:
            saved = self.store.save(name, document)
        except TooLarge:
            return SAVE_TOO_LARGE
        except FolderRefused:
            return SAVE_UNWRITABLE
        except OSError as error:
            return str(error.strerror or error)
        if self.store.unreadable:
            return SAVE_UNREADABLE
        return None if saved else SAVE_REFUSED

    def _remove(self, name: str) -> None:
        with contextlib.suppress(OSError):
            self.store.remove(name)
