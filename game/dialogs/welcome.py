"""The first start: a short chooser before the first deal. Each game with its name, a few
plain words and its options as buttons; a button deals that game at once. Later starts
resume as always (the app opens it only when the data folder held no settings yet)."""

from __future__ import annotations

import engine
from game import strings
from game.commands import Command, StartGame
from game.dialogs.base import Dialog
from game.dialogs.buttons import Choice, Key, Pick, Press, Row
from game.dialogs.help_text import IN_A_FEW_WORDS
from game.dialogs.painter import Painter
from game.strings import _


class WelcomeDialog(Dialog):
    """Three games, their plain words and their options; a choice deals it."""

    width_units = 40

    def compose(self, painter: Painter) -> None:
        painter.title(_("Welcome to Solitaire Trio"))
        painter.text(_("Choose a game to begin. New Game (Ctrl+N) changes it at any time."))
        dealt = [options for options in engine.option_sets() if not options.vegas]
        for info in engine.games():
            game = info.id
            painter.heading(strings.game_title(game))
            painter.text(_(IN_A_FEW_WORDS[game]), scale=0.9)
            painter.row(
                _("Start"),
                [
                    Choice(Pick(Row.GAME, options.prefix), strings.options_text(options))
                    for options in dealt
                    if options.game == game
                ],
            )
        painter.actions([Choice(Press.CLOSE, _("Close"))], self.primary)

    def click(self, key: Key) -> Command | None:
        match key:
            case Pick(Row.GAME, str(prefix)):
                return StartGame(engine.random_code(prefix))
        return super().click(key)
