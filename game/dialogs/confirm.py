"""A question before something that cannot be taken back: abandon a game, reset statistics."""

from __future__ import annotations

from collections.abc import Callable

from game.commands import Command
from game.dialogs.base import Dialog
from game.dialogs.buttons import Choice, Key, Press
from game.dialogs.painter import Painter
from game.strings import _


class ConfirmDialog(Dialog):
    """A question with Cancel and a button that carries out `command`; the question and the
    button's label are made when drawn, in the language of the moment."""

    width_units = 26
    primary = Press.YES

    def __init__(
        self, question: Callable[[], str], yes: Callable[[], str], command: Command
    ) -> None:
        super().__init__()
        self.question, self.yes, self.command = question, yes, command

    def compose(self, painter: Painter) -> None:
        painter.text(self.question())
        painter.actions(
            [Choice(Press.CLOSE, _("Cancel")), Choice(Press.YES, self.yes())], self.primary
        )

    def click(self, key: Key) -> Command | None:
        return self.command if key == Press.YES else super().click(key)
