"""The table's words to the player: a refusal's rule by the card it names, a short note
by the pointer or the pile a key named, the status line at the bottom; and taking back
(undo, redo), which says so when there is nothing to take back. A part of `Table`, which
mixes this in."""

from __future__ import annotations

from collections.abc import Callable

import engine
from game import strings
from game.profile.settings import Settings
from game.session import GameSession
from game.table.board import Board
from game.table.gestures import Gestures
from game.table.hint_view import Hints
from game.table.notes import STATUS_TIME, Notes, StatusAction


class TableTelling:
    """Notes, refusals and taking back; the attributes are the table's."""

    session: GameSession
    board: Board
    gestures: Gestures
    hints: Hints
    notes: Notes
    settings: Settings
    now: float
    pointer: tuple[int, int]
    _note_pile: str | None
    _note_also: str | None

    let_go: Callable[[], None]  # drop any press or drag

    def undo(self) -> None:
        """Take back the latest action (the cards fly back). Never after a win, not even
        while the winning card still flies: the win is already counted."""
        self._through_history(self.session.undo, lambda: strings.NOTHING_TO_UNDO)

    def redo(self) -> None:
        """Play again what the latest undo took back (the cards fly forward)."""
        self._through_history(self.session.redo, lambda: strings.NOTHING_TO_REDO)

    def _through_history(self, step: Callable[[], bool], nothing: Callable[[], str]) -> None:
        """An undo or a redo: the board follows, or a note says there is nothing to do."""
        if self.session.game.is_won:
            return
        self.let_go()  # a press held through it would lift what is no longer there
        self.gestures.forget_click()  # a tap after it is a new click, not a double click
        if step():
            self.board.sync()
            self.hints.forget()
        else:
            self.show_text(nothing)

    def undo_times(self, count: int) -> None:
        """Take back `count` actions through the normal undo (the cards fly back)."""
        for _step in range(count):
            self.undo()

    def refuse(self, refusal: engine.Rejection) -> None:
        """Remember a refusal and, with Interactive rules on, show its rule."""
        self.notes.last_rule = refusal.rule
        if self.settings.interactive_rules:
            game = self.session.game.variant_id
            self.show_text(lambda: strings.describe(refusal, game), refusal.rule)

    def show_text(self, text: Callable[[], str], rule: engine.Rule | None = None) -> None:
        """Show a short message near the pointer for a few seconds (`text()` when drawn),
        clear of the card under it (the one a refusal names); for a key, by its pile."""
        if self._note_pile is not None:
            place = self.board.top_rect(self._note_pile)
            source = self._note_also
            also = (self.board.top_rect(source),) if source in self.board.piles else ()
            self.notes.show_text(text, rule, place.center, self.now, place, also)
            return
        self.notes.show_text(
            text, rule, self.pointer, self.now, self.board.card_rect_at(self.pointer)
        )

    def show_status(
        self,
        text: Callable[[], str],
        seconds: float = STATUS_TIME,
        action: StatusAction | None = None,
        revision: int | None = None,
    ) -> None:
        """Show a line at the bottom of the table (made by `text()` each time it is drawn)."""
        self.notes.show_status(text, self.now + seconds, self.session.revision, action, revision)
