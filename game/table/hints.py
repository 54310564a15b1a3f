"""The Hint button on the table: a background search for the position shown, its answer on
the status line, the highlighted move (glow, arrow) and the spinner while it searches.

The search itself runs off the loop (`game.hinter`, `game.hint`); this part decides what
the player sees of it. Every search and mark belongs to one revision of the session: an
action makes it old, and it is dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from pygame import Rect, Surface, Vector2

import engine
from game.art.hint_marks import GLOW_SOURCE, GLOW_TARGET, arrow, glow, spinner
from game.hinter import Hinter
from game.session import GameSession
from game.strings import _
from game.table.board import Board, Stale
from game.table.hud import BUTTON_COLOR
from game.table.notes import UNTIL_NEXT_ACTION, Notes, StatusAction

if TYPE_CHECKING:  # imported where first used: none is needed for the first frame
    from game.hint import HintResult


class HintMark(NamedTuple):
    """The first move of a winning line, shown for the position of `revision`; `target` is
    the real pile (a foundation, not the area "f"), None for the stock tap."""

    move: engine.Move
    target: str | None
    revision: int


@dataclass(repr=False, eq=False)
class Hints:
    """The table's hint: at most one search, at most one highlighted move."""

    session: GameSession
    notes: Notes
    stale: Stale
    undo_times: Callable[[int], None]  # takes back that many actions, as Undo does
    clock: Callable[[], float]  # the table's time now (status lines end by it)
    hinter: Hinter = field(default_factory=Hinter)
    mark: HintMark | None = None
    lost_text: Callable[[], str] = field(default=lambda: "")  # the proven loss's line

    @property
    def busy(self) -> bool:
        """True while a search runs."""
        return self.hinter.busy

    def toggle(self) -> None:
        """The Hint button / H: start a search; again while it runs or shows something to
        act on (a highlight, the offer to undo back) stops it. After a plain answer ("could
        not decide", "failed") it searches again."""
        revision = self.session.revision
        if self.hinter.busy or self.mark is not None or self.notes.offer_shown(revision):
            self.forget()
            return
        if self.session.game.is_won:
            return
        self.hinter.start_hint(self.session.game, revision)
        self._line(lambda: _("Looking for a winning line…"))

    def forget(self) -> None:
        """An action or a new deal: the search stops, the highlight and the hint line go."""
        self.hinter.cancel()
        self.mark = None
        self.notes.forget_position_lines()
        self.stale.mark()

    def poll(self) -> None:
        """A search that finished for the position on the table is shown now; while it
        goes on, the move it finds best so far is highlighted (the first within a few
        tens of milliseconds: the engine's quick look ahead)."""
        revision = self.session.revision
        early = self.hinter.early_move(revision)
        if early is not None:
            self._mark(early)
            self._line(lambda: _("Still looking… The highlighted move looks best so far."))
        finished = self.hinter.poll(revision)
        if finished is None:
            return
        self.stale.mark()
        from game.hint import HintAnswer, SearchFailed  # loaded with the search

        if isinstance(finished, SearchFailed):
            self.mark = None
            self._line(lambda: _("The hint search failed."))
        elif isinstance(finished, HintAnswer):
            self.mark = None  # the early move was only a guess: the answer replaces it
            self._show_hint(finished.result)
        else:
            self._offer_rescue(finished.steps)  # the lost position's move stays lit

    def _line(self, text: Callable[[], str], action: StatusAction | None = None) -> None:
        """A status line about the position on the table (it goes with the next action)."""
        revision = self.session.revision
        self.notes.show_status(
            text, self.clock() + UNTIL_NEXT_ACTION, revision, action, revision=revision
        )

    def _show_hint(self, result: HintResult) -> None:
        """Winnable: highlight the first move; lost: highlight the move that brings the most
        cards home and look back for a winnable position; undecided: say so, and highlight
        the move that looks best."""
        if result.verdict == "winnable":
            self._line(lambda: _("The highlighted move is on a winning line."))
            if result.move is not None:
                self._mark(result.move)
        elif result.verdict == "unwinnable":
            self._show_loss(result)
        else:
            seconds = f"{result.budget:g}"
            if result.move is None:
                self._line(lambda: _("Could not decide in {seconds} s.").format(seconds=seconds))
                return
            self._line(
                lambda: _(
                    "Could not decide in {seconds} s. The highlighted move looks best."
                ).format(seconds=seconds)
            )
            self._mark(result.move)

    def _show_loss(self, result: HintResult) -> None:
        """A proven loss still gets a move (the most cards home, then the most turned up),
        unless nothing more can come home or up; with an undo history, the look back for
        a winnable position starts, bounded by the hint's budget (Stop, or H, ends it)."""
        game = self.session.game
        if result.move is not None and result.gains:
            self._mark(result.move)
            self.lost_text = lambda: _("The game is lost: this move brings the most cards home.")
        else:
            self.lost_text = lambda: _("The game is lost: no move brings another card home.")
        if not game.can_undo:
            self._line(self.lost_text)
            return
        self.hinter.start_rescue(game, self.session.revision)
        lost = self.lost_text
        self._line(
            lambda: _("{lost} Looking for an earlier winnable position…").format(lost=lost()),
            StatusAction(lambda: _("Stop"), self.stop_rescue),
        )

    def stop_rescue(self) -> None:
        """The Stop button of the look back: it ends; the lost position's move stays lit."""
        self.hinter.cancel()
        lost = self.lost_text
        self._line(lambda: _("{lost} The look back was stopped.").format(lost=lost()))

    def _mark(self, move: engine.Move) -> None:
        """Highlight `move` (its source, and its target unless it is a stock tap)."""
        target = None
        if not move.is_stock_tap:
            verdict = self.session.game.resolve(move)
            target = verdict.target if isinstance(verdict, engine.Resolved) else None
        self.mark = HintMark(move, target, self.session.revision)
        self.stale.mark()

    def _offer_rescue(self, steps: int | None) -> None:
        """The look back ended: offer the undos back to a winnable position, if found."""
        lost = self.lost_text
        if steps is None:
            self._line(
                lambda: _("{lost} No earlier position checked can be won.").format(lost=lost())
            )
            return
        action = StatusAction(
            lambda: _("Undo to the last winnable position (×{n})").format(n=steps),
            lambda: self.undo_times(steps),
        )
        self._line(lost, action)

    # --- drawing -----------------------------------------------------------------------
    def rects(self, board: Board) -> tuple[Rect, Rect | None] | None:
        """Where the hint's source and target are now (None when no hint shows)."""
        mark = self.mark
        if mark is None or mark.revision != self.session.revision:
            return None
        move, layout = mark.move, board.layout
        count = 1 if move.is_stock_tap else move.count
        rects = layout.cards[move.source][-count:] or [layout.slots[move.source]]
        source = Rect(rects[0]).unionall(rects[1:])
        if mark.target is None:
            return source, None
        return source, board.top_rect(mark.target)

    def animates(self, board: Board) -> bool:
        """True while the spinner turns or a highlight pulses."""
        return self.hinter.busy or self.rects(board) is not None

    def draw(self, surface: Surface, board: Board, icon: Rect | None, now: float) -> list[Rect]:
        """The spinner on the Hint button while searching; the glows and arrow of a hint."""
        drawn = []
        if self.hinter.busy and icon is not None:
            drawn.append(spinner(surface, icon, now, BUTTON_COLOR))
        places = self.rects(board)
        if places is not None:
            source, target = places
            drawn.append(glow(surface, source, now, GLOW_SOURCE))
            if target is not None:
                drawn.append(glow(surface, target, now, GLOW_TARGET))
                start, end = Vector2(source.center), Vector2(target.center)
                drawn.append(arrow(surface, start, end, max(12, board.geometry.card_w // 5)))
        return drawn
