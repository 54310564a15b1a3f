"""The player's files: settings, statistics and the game in progress, in one folder.

`store` reads and writes the JSON files; `settings`, `statistics` and `saved_game` are the
three documents; `files.Profile` opens, loads and saves them for the app.
"""

from game.profile.files import (
    SAVE_REFUSED,
    SAVE_TOO_LARGE,
    SAVE_UNREADABLE,
    SAVE_UNWRITABLE,
    Profile,
    notice_text,
)
from game.profile.store import Store

__all__ = [
    "SAVE_REFUSED",
    "SAVE_TOO_LARGE",
    "SAVE_UNREADABLE",
    "SAVE_UNWRITABLE",
    "Profile",
    "Store",
    "notice_text",
]
