"""The dialogs over the table: New Game, Settings, Statistics, Today's deals, Help and the
questions; each a `Screen` that answers the app with a typed command (`game.commands`).

Loaded when a dialog first opens (docs/STARTUP.md), never on the way to the first frame.
"""

from game.dialogs.base import Dialog, veil
from game.dialogs.confirm import ConfirmDialog
from game.dialogs.help import HelpDialog
from game.dialogs.new_game import NewGameDialog
from game.dialogs.pause import PauseScreen
from game.dialogs.settings import SettingsDialog
from game.dialogs.statistics import StatisticsDialog
from game.dialogs.today import TodayDialog
from game.dialogs.welcome import WelcomeDialog

__all__ = [
    "ConfirmDialog",
    "Dialog",
    "HelpDialog",
    "NewGameDialog",
    "PauseScreen",
    "SettingsDialog",
    "StatisticsDialog",
    "TodayDialog",
    "WelcomeDialog",
    "veil",
]
