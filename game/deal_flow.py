"""Starting, restarting and watching deals, and copying codes: what the app does for the
commands that change the game on the table (`App.carry_out` calls these). A part of `App`,
kept apart so each file holds one concern; it asks first whenever a game in progress would
be abandoned."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import engine
from game import strings
from game.clipboard import Clipboard
from game.commands import Command, PlayOn, StartConfirmed
from game.player_files import PlayerFiles
from game.profile.settings import Settings
from game.screen_stack import ScreenStack
from game.table.scene import Table

if TYPE_CHECKING:
    from game.dialogs import Dialog

Text = Callable[[], str]  # a text made when drawn, in the language of the moment


class DealFlow:
    """New deals, restarts, replays and codes; the attributes are the app's."""

    table: Table
    stack: ScreenStack
    clipboard: Clipboard
    settings: Settings
    files: PlayerFiles

    @property
    def dialog(self) -> Dialog | None:
        """The dialog on top, which gets the events, or None."""
        top = self.stack.top
        return None if top is self.table else top  # type: ignore[return-value]

    def _confirm(self, question: Text, yes: Text, command: Command) -> None:
        """Ask `question` over the dialogs; its `yes` button carries out `command`."""
        from game.dialogs import ConfirmDialog

        self.stack.push(ConfirmDialog(question, yes, command))  # also at start (`--code`)

    def start_asked(self, code: str, remember: bool = True) -> None:
        """Start at once, or first ask when the game on the table would be abandoned.
        `remember`: Start keeps the New Game dialog's choices; Replay this deal does not."""
        from game.dialogs import NewGameDialog

        dialog = self.dialog
        if remember and isinstance(dialog, NewGameDialog):
            self.settings.new_game = dialog.choice
            self.files.save_settings(("new_game",))
        if self._abandoning():
            ask = StartConfirmed(code)
            self._confirm(lambda: strings.ABANDON_QUESTION, lambda: strings.ABANDON, ask)
        else:
            self.start_game(code)

    def restart_asked(self) -> None:
        """Restart, first asking when it abandons a game in progress (as Replay does)."""
        if self._abandoning():
            ask = StartConfirmed(self.table.own_session.game.code)
            self._confirm(lambda: strings.RESTART_QUESTION, lambda: strings.RESTART, ask)
        else:
            self.table.restart()

    def _abandoning(self) -> bool:
        """True when a new deal would abandon the game on the table (it has moves)."""
        game = self.table.own_session.game
        return game.moves > 0 and not game.is_won

    def watch(self, code: str, moves: tuple[str, ...]) -> None:
        """Watch a game (a replay code, the history's "Watch this game") over the player's
        game, which waits; moves that do not play from the deal are told, never watched."""
        from engine.replay import Replay

        try:
            Replay(code, tuple(engine.Move.parse(move) for move in moves)).game()
        except ValueError as error:  # a bad code or a move the rules refuse (engine errors)
            reason = str(error)
            self.table.show_status(lambda: strings.message("REPLAY_BAD").format(reason=reason), 8)
            return
        self.stack.back_to_bottom()
        self.table.watch_replay(code, moves)

    def play_on(self, confirmed: bool) -> None:
        """An ended replay becomes the player's game, first asking when that abandons one."""
        if not confirmed and self._abandoning():
            ask = PlayOn(confirmed=True)
            self._confirm(lambda: strings.ABANDON_QUESTION, lambda: strings.ABANDON, ask)
            return
        self.stack.back_to_bottom()
        self.table.play_on()

    def start_game(self, code: str) -> None:
        """Deal `code` on the table and close the dialogs."""
        self.stack.back_to_bottom()
        self.table.start(engine.Game.from_code(code))

    def copy_code(self) -> None:
        """A click on the code in the HUD: copy it (or just show it without a clipboard)."""
        code = self.table.own_session.game.code
        copied = self.clipboard.put(code)
        name = "CODE_COPIED" if copied else "CODE_NOT_COPIED"  # translated when drawn
        self.table.show_status(lambda: strings.message(name).format(code=code), 3 if copied else 6)

    def copy_replay(self) -> None:
        """Copy the replay code of the player's game (engine.replay: its deal and the moves
        on the table, undos folded away); a resumed game, whose first moves the save does
        not keep, has none, and the player is told why."""
        from engine.replay import encode

        session = self.table.own_session
        moves = session.replay_moves()
        if moves is None:
            self.table.show_status(lambda: strings.message("REPLAY_NOT_KEPT"), 8)
            return
        replay = encode(session.game.code, moves)
        copied = self.clipboard.put(replay)
        name = "REPLAY_COPIED" if copied else "REPLAY_NOT_COPIED"
        count = len(moves)
        self.table.show_status(
            lambda: strings.message(name).format(n=count, replay=replay), 4 if copied else 30
        )

    def copy_given_replay(self, replay: str) -> None:
        """The history's "Copy replay code": on the clipboard, said on the status line
        (under the dialog: it shows when the dialog closes), or shown without one."""
        copied = self.clipboard.put(replay)
        name = "REPLAY_CODE_COPIED" if copied else "REPLAY_NOT_COPIED"
        self.table.show_status(
            lambda: strings.message(name).format(replay=replay), 6 if copied else 12
        )
