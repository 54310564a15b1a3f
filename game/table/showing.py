"""The table's half of watching (a part of `Table`, which mixes this in): Show me's search
and its line played on the player's own game, a replay played on a game of its own while
the player's waits, the watching player's keys and clicks, playing on after a replay.

Show me plays on the player's game: any other key or click stops it and the player goes on
from there; a win it makes counts as played, not won. A replay never touches the player's
game or the statistics: its session counts nothing, and Esc (or "Back to my game") puts the
player's game back as it was (docs/TABLE.md, "Watching").
"""

from __future__ import annotations

from collections.abc import Callable

import engine
from game.art.fonts import Fonts
from game.commands import Command, PlayOn
from game.keymap import Action, Keymap, KeyPress, Scope
from game.search_answers import SearchFailed
from game.search_handles import LineSearch
from game.session import GameSession
from game.strings import _
from game.table.board import Stale
from game.table.hud import Hud, HudButton
from game.table.keyboard import Keyboard
from game.table.notes import UNTIL_NEXT_ACTION
from game.table.rating import DealRating
from game.table.telling import TableTelling
from game.table.watching import BUTTON_ACTIONS, Watching, WatchKind
from game.table.win import Win

TABLE_SCOPES = (Scope.TABLE,)
WATCHING_SCOPES = (Scope.WATCHING, Scope.TABLE)  # its own keys first; any other stops it
SHOW_ME_SECONDS = 8.0  # how long Show me's outcome line stays


class TableWatching(TableTelling):
    """Watching on the table; the attributes are the table's. Its lines are the telling
    part's status lines."""

    stale: Stale
    keymap: Keymap
    keyboard: Keyboard
    paused: bool
    scopes: tuple[Scope, ...]
    watching: Watching | None
    kept: GameSession | None  # the player's game while a replay plays
    line_search: LineSearch

    win: Win
    rating: DealRating
    hud: Hud
    fonts: Fonts
    new_hud: Callable[[], Hud]

    def _table_shows(self, game: engine.Game) -> None:
        """The table shows `game` from scratch: nothing held, no note, hint or offer."""
        self.gestures.let_go()
        self.gestures.forget_click()
        self.keyboard.put_back()
        self.notes.toast = None
        self.win.reset()
        self.hints.forget()
        self.rating.dealt(self.now)
        self.board.new_game(game)
        self.keyboard.new_game()
        self.hud = self.new_hud()

    @property
    def own_session(self) -> GameSession:
        """The player's game: the one on the table, or the one a replay keeps waiting."""
        return self.kept if self.kept is not None else self.session

    @property
    def watching_replay(self) -> bool:
        """True while a replay (not Show me) is on the table."""
        return self.kept is not None

    # --- starting and stopping -----------------------------------------------------------
    def show_me(self) -> None:
        """Show me (button, D): search the line from here; it plays once found."""
        if self.session.game.is_won or self.watching_replay:
            return
        self.stop_watching()
        self.hints.forget()
        self.let_go()
        self.line_search.start(self.session.game, self.session.revision)
        self.show_status(  # about this position: gone when the search ends
            lambda: _("Show me: looking for the winning line…"),
            UNTIL_NEXT_ACTION,
            revision=self.session.revision,
        )

    def watch_replay(self, code: str, moves: tuple[str, ...]) -> None:
        """Watch the game of `code` and `moves` on a table of its own; the player's game
        waits (its clock stopped) until the player goes back to it."""
        self.stop_watching()
        self.let_go()
        self.kept = self.session
        self.session = GameSession(engine.Game.from_code(code), revision=self.kept.revision + 1)
        self._table_shows(self.session.game)
        self._watch(Watching(WatchKind.REPLAY, moves, keymap=self.keymap))

    def _watch(self, watching: Watching | None) -> None:
        self.watching = watching
        self.scopes = TABLE_SCOPES if watching is None else WATCHING_SCOPES
        self.stale.mark()

    def stop_watching(self) -> None:
        """Stop watching: Show me hands the game back where it is; a replay puts the
        player's game back on the table."""
        self.line_search.cancel()
        self._watch(None)
        if self.kept is not None:
            self.session, self.kept = self.kept, None
            self.session.revision += 1  # a new revision: notes and hints of the replay go
            self._table_shows(self.session.game)

    def play_on(self) -> None:
        """An ended replay's position becomes the player's game (App asked first when it
        abandons one): the game it replaces counts as played if it had moves; this one
        counts as played, not won, whatever comes (it was not all the player's)."""
        watched, own = self.session, self.kept
        if own is None:
            return
        own.start(watched.game, list(watched.actions), 0.0)
        own.assisted = True
        self.session, self.kept = own, None
        self._watch(None)
        self._table_shows(own.game)

    # --- time ------------------------------------------------------------------------------
    def watch_update(self, dt: float) -> None:
        """Show me's search reports; the next move plays when due (never under a dialog)."""
        self._poll_line()
        watching = self.watching
        if watching is None or self.paused:
            return
        move = watching.due(dt, self.board.at_rest)
        if move is not None:
            self._watch_play(move)
        elif watching.ended and watching.kind is WatchKind.SHOW_ME and self.board.at_rest:
            self._watch(None)  # the line is played: the player goes on from here
            if not self.session.game.is_won:
                self.show_status(
                    lambda: _("Show me has played its line: no win from here. Your turn."),
                    SHOW_ME_SECONDS,
                )

    def _poll_line(self) -> None:
        found = self.line_search.poll(self.session.revision)
        if found is None:
            return
        self.notes.forget_position_lines()
        if isinstance(found, SearchFailed):
            self.show_status(lambda: _("Show me could not search: play goes on."), SHOW_ME_SECONDS)
        elif not found.moves:
            self.show_status(
                lambda: _("Show me: no move brings a card home from here."), SHOW_ME_SECONDS
            )
        else:
            moves = tuple(str(move) for move in found.moves)
            self._watch(Watching(WatchKind.SHOW_ME, moves, wins=found.wins, keymap=self.keymap))

    def _watch_play(self, move: str) -> None:
        """One move of the line, flown as the player's are; a line that no longer plays
        (it never should) just stops."""
        shown = self.watching is not None and self.watching.kind is WatchKind.SHOW_ME
        if isinstance(self.session.play(move, shown=shown), engine.Rejection):
            self._watch(None)
        else:
            self.board.sync()
            self.hints.forget()
            self.win.shown = shown and self.session.game.is_won
        self.stale.mark()

    # --- keys and clicks ---------------------------------------------------------------------
    def watch_act(self, press: KeyPress) -> tuple[bool, Command | None]:
        """A key while watching or searching: (taken, command). The watching keys work the
        player; any other key stops Show me (taken: it only hands the game back); during
        a replay the others do nothing, but the clock's Pause works."""
        if self.line_search.busy:
            self._cancel_search()  # D or Esc only cancel it; another key does its part too
            return press.action in (Action.SHOW_ME, Action.ESCAPE), None
        if self.watching is None:
            return False, None
        if self.watching_replay and press.action is Action.PAUSE:
            return False, None
        return True, self._control(press.action)

    def watch_press(
        self, pos: tuple[int, int], bar_button: HudButton | None
    ) -> tuple[bool, Command | None]:
        """A click while watching or searching: (taken, command). The controls work the
        player; any other click stops Show me; during a replay only the bar's dialogs
        (New, Statistics, Settings, Help, the clock) answer."""
        if self.line_search.busy:
            self._cancel_search()
            return False, None
        watching = self.watching
        if watching is None:
            return False, None
        control = watching.button_at(pos)
        if control is not None:
            return True, self._control(BUTTON_ACTIONS[control])
        if self.watching_replay:
            return bar_button not in REPLAY_BAR, None
        self.stop_watching()
        return True, None

    def _control(self, action: Action) -> Command | None:
        """What a watching key or control does; any other action stops Show me."""
        watching = self.watching
        assert watching is not None
        if action is Action.WATCH_PAUSE:
            watching.toggle()
        elif action is Action.WATCH_STEP:
            move = watching.step()
            if move is not None:
                self._watch_play(move)
        elif action is Action.WATCH_PLAY_ON and watching.ended and self.watching_replay:
            return PlayOn()
        elif action is Action.WATCH_STOP or watching.kind is WatchKind.SHOW_ME:
            self.stop_watching()
        self.stale.mark()
        return None

    def _cancel_search(self) -> None:
        self.line_search.cancel()
        self.notes.forget_position_lines()
        self.stale.mark()


# The bar's buttons that work during a replay: the dialogs and the clock's pause.
REPLAY_BAR = (
    HudButton.NEW,
    HudButton.STATISTICS,
    HudButton.SETTINGS,
    HudButton.HELP,
    HudButton.CLOCK,
)
