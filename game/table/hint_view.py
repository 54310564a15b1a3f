"""What the player sees of a hint: the Hint button starts a background search for the
position shown; its answer goes on the status line, its move is highlighted (glow,
arrow), the spinner turns on the button while it searches.

The search itself runs off the loop (`game.search_handles` starts it, `game.search_work`
runs it); both hand over one `game.search_answers.Hint`, which is what this part draws.
Every search and mark belongs to one revision of the session: an action makes it old, and
it is dropped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame
from pygame import Rect, Surface, Vector2

from game.art.hint_marks import GLOW_SOURCE, GLOW_TARGET, arrow, glow, spinner
from game.search_answers import Hint, SearchFailed
from game.search_handles import HintSearch
from game.session import GameSession
from game.strings import _
from game.table.board import Board, Stale
from game.table.hud import hud_colors
from game.table.notes import UNTIL_NEXT_ACTION, Notes, StatusAction

MARK_TIME = 6.0  # seconds a hint's marks show before they fade
FADE_TIME = 0.6  # seconds they take to fade (after MARK_TIME, or from the next input)


@dataclass(repr=False, eq=False)
class Hints:
    """The table's hint: at most one search, at most one highlighted move."""

    session: GameSession
    notes: Notes
    stale: Stale
    undo_times: Callable[[int], None]  # takes back that many actions, as Undo does
    clock: Callable[[], float]  # the table's time now (status lines end by it)
    search: HintSearch = field(default_factory=HintSearch)
    mark: Hint | None = None  # the hint whose move is highlighted
    lost_text: Callable[[], str] = field(default=lambda: "")  # the proven loss's line
    shown_at: float = 0.0  # when the marks appeared (they fade MARK_TIME later)
    fade_from: float | None = None  # an input came: they fade from then
    lit: object = None  # the move the marks show (an answer lighting it again keeps the time)

    @property
    def busy(self) -> bool:
        """True while a search runs."""
        return self.search.busy

    def toggle(self) -> None:
        """The Hint button / H: start a search; again while it runs or shows something to
        act on (a highlight, the offer to undo back) stops it. After a plain answer ("could
        not decide", "failed") it searches again."""
        revision = self.session.revision
        if self.search.busy or self.mark is not None or self.notes.offer_shown(revision):
            self.forget()
            return
        if self.session.game.is_won:
            return
        self.search.start_hint(self.session.game, revision)
        self._line(lambda: _("Looking for a winning line…"))

    def touched(self) -> None:
        """An input (a key, a click, the wheel) or a dialog: the marks fade now, and their
        line goes with them (`hide`)."""
        if self.mark is not None and self.fade_from is None:
            self.fade_from = self.clock()

    def hide(self) -> None:
        """The marks have faded, or a dialog opens (they never show under it): they go,
        and the line about them with them ("The highlighted move…" with nothing lit).
        A line with something to act on (the offer to undo back) stays."""
        if self.mark is not None:
            self.mark = self.lit = None
            self.notes.forget_plain_position_lines()
            self.stale.mark()

    def opacity(self) -> float:
        """How strongly the marks show now: 1, then down to 0 as they fade."""
        now = self.clock()
        start = self.shown_at + MARK_TIME
        if self.fade_from is not None:
            start = min(start, self.fade_from)
        if now >= start + FADE_TIME:
            return 0.0
        return max(0.0, min(1.0, 1 - (now - start) / FADE_TIME))

    def forget(self) -> None:
        """An action or a new deal: the search stops, the highlight and the hint line go."""
        self.search.cancel()
        self.mark = self.lit = None
        self.notes.forget_position_lines()
        self.stale.mark()

    def poll(self) -> None:
        """A search that finished for the position on the table is shown now; while it
        goes on, the move it finds best so far is highlighted (the first within a few
        tens of milliseconds: the engine's quick look ahead)."""
        revision = self.session.revision
        if self.mark is not None and self.opacity() <= 0:
            self.hide()  # faded
        early = self.search.best_so_far(revision)
        if early is not None:
            self._mark(early)
            self._line(lambda: _("Still looking… The highlighted move looks best so far."))
        finished = self.search.poll(revision)
        if finished is None:
            return
        self.stale.mark()
        if isinstance(finished, SearchFailed):
            self.mark = None
            self._line(lambda: _("The hint search failed."))
        elif isinstance(finished, Hint):
            self.mark = None  # the early move was only a guess: the answer replaces it
            self._show_hint(finished)
        else:
            self._offer_rescue(finished.steps)  # the lost position's move stays lit

    def _line(self, text: Callable[[], str], action: StatusAction | None = None) -> None:
        """A status line about the position on the table (it goes with the next action)."""
        revision = self.session.revision
        self.notes.show_status(
            text, self.clock() + UNTIL_NEXT_ACTION, revision, action, revision=revision
        )

    def _show_hint(self, result: Hint) -> None:
        """Winnable: highlight the first move; lost: highlight the move that brings the most
        cards home and look back for a winnable position; undecided: say so, and highlight
        the move that looks best."""
        if result.verdict == "winnable":
            self._line(lambda: _("The highlighted move is on a winning line."))
            if result.move is not None:
                self._mark(result)
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
            self._mark(result)

    def _show_loss(self, result: Hint) -> None:
        """A proven loss still gets a move (the most cards home, then the most turned up),
        unless nothing more can come home or up; with an undo history, the look back for
        a winnable position starts, bounded by the hint's budget (Stop, or H, ends it)."""
        game = self.session.game
        if result.move is not None and result.gains:
            self._mark(result)
            self.lost_text = lambda: _("The game is lost: this move brings the most cards home.")
        else:
            self.lost_text = lambda: _("The game is lost: no move brings another card home.")
        if not game.can_undo:
            self._line(self.lost_text)
            return
        self.search.start_rescue(game, self.session.revision)
        lost = self.lost_text
        self._line(
            lambda: _("{lost} Looking for an earlier winnable position…").format(lost=lost()),
            StatusAction(lambda: _("Stop"), self.stop_rescue),
        )

    def stop_rescue(self) -> None:
        """The Stop button of the look back: it ends; the lost position's move stays lit."""
        self.search.cancel()
        lost = self.lost_text
        self._line(lambda: _("{lost} The look back was stopped.").format(lost=lost()))

    def _mark(self, hint: Hint) -> None:
        """Highlight the hint's move (its source, and its target unless it is a stock tap)."""
        if self.lit != hint.move:
            self.shown_at, self.fade_from, self.lit = self.clock(), None, hint.move
        self.mark = hint
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
        if mark is None or mark.move is None or mark.revision != self.session.revision:
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
        return self.search.busy or self.rects(board) is not None

    def draw(self, surface: Surface, board: Board, icon: Rect | None, now: float) -> list[Rect]:
        """The spinner on the Hint button while searching; the glows and arrow of a hint."""
        drawn = []
        if self.search.busy and icon is not None:
            button = hud_colors(board.look.table_colors).button
            drawn.append(spinner(surface, icon, now, button))
        places = self.rects(board)
        opacity = self.opacity()
        if places is None or opacity <= 0:
            return drawn
        if opacity >= 1:
            return drawn + self._marks(surface, places, now, board.geometry.card_w)
        source, target = places  # fading: drawn apart, then laid on lighter
        card_w = board.geometry.card_w
        area = source.union(target or source).inflate(card_w, card_w)
        layer = Surface(area.size, pygame.SRCALPHA)
        moved = (source.move(-area.x, -area.y), target and target.move(-area.x, -area.y))
        self._marks(layer, moved, now, card_w)
        layer.set_alpha(round(255 * opacity))
        return [*drawn, surface.blit(layer, area)]

    @staticmethod
    def _marks(
        surface: Surface, places: tuple[Rect, Rect | None], now: float, card_w: int
    ) -> list[Rect]:
        """The source's glow, the target's glow and the arrow between them."""
        source, target = places
        drawn = [glow(surface, source, now, GLOW_SOURCE)]
        if target is not None:
            drawn.append(glow(surface, target, now, GLOW_TARGET))
            start, end = Vector2(source.center), Vector2(target.center)
            drawn.append(arrow(surface, start, end, max(12, card_w // 5)))
        return drawn
