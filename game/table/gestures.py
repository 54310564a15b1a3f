"""Pointer events become intents: a press that moves far enough lifts cards, a release over
a pile drops them, a press and release in place is a tap, a second one soon after on the
same pile a double click. What an intent does is the session's business; the gestures only
need to know whether a tap moved a card (then a second click does nothing)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from pygame import Vector2

import engine
from game.intents import DoubleClick, Drop, Intent, Lift, LiftRefused, Tap
from game.table.board import Board

DRAG_THRESHOLD = 5  # pixels the pointer must move before a press becomes a drag
DOUBLE_CLICK_TIME = 0.4  # seconds between the two clicks of a double click

Perform = Callable[[Intent], bool]  # carries an intent out; True when a card moved


class Press(NamedTuple):
    """A button press that is not yet a tap or a drag."""

    pos: Vector2
    pile: str
    card_index: int  # the pressed card's place in its pile, -1 for an empty slot
    refusal: engine.Rejection | None  # why the group under the pointer cannot be lifted
    clicks: int = 1  # the event's click count (2 for a double click the system reports)


class LastClick(NamedTuple):
    """The previous click, to recognise the second click of a double click."""

    pile: str
    time: float
    acted: bool  # the click moved a card (then a second click does nothing)


@dataclass(repr=False, eq=False)
class Gestures:
    """The pointer's state between events: a press, the previous click, the drag."""

    board: Board
    perform: Perform
    double_click_on: Callable[[], bool]  # the Double click setting, as it is now
    press: Press | None = None
    last_click: LastClick | None = None

    def pressed(self, pos: tuple[int, int], clicks: int) -> None:
        """The button went down over the cards (not over the bar or a note)."""
        board = self.board
        board.settle_all()
        hit = board.layout.card_at(pos)
        if hit is None:
            self.press = None
            return
        pile, index = hit
        refusal = None
        if index >= 0 and pile != "s":  # the engine decides: the UI keeps no list of rules
            refusal = board.game.check_lift(pile, len(board.piles[pile]) - index)
        self.press = Press(Vector2(pos), pile, index, refusal, clicks)

    def moved(self, pos: tuple[int, int]) -> None:
        """The pointer moved: the stack in hand follows, or a press becomes a drag."""
        board = self.board
        if board.drag is not None:
            board.drag.move_pointer(Vector2(pos))
            return
        press = self.press
        if press is None or press.card_index < 0 or press.pile == "s":
            return
        if (Vector2(pos) - press.pos).length() < DRAG_THRESHOLD:
            return
        self.press = None
        if press.refusal is not None:
            self.perform(LiftRefused(press.refusal))
            return
        self.perform(Lift(press.pile, len(board.piles[press.pile]) - press.card_index))
        board.lift(press.pile, press.card_index, press.pos, Vector2(pos))

    def released(self, pos: tuple[int, int], now: float) -> None:
        """The button came up: a drop, or the end of a click."""
        drag = self.board.drag
        if drag is not None:
            drag.move_pointer(Vector2(pos))
            target = self.board.drop_target(drag)
            self.board.let_drag_go()
            if not self.perform(Drop(drag.source, drag.count, target)):
                self.board.send_back(drag)
            return
        press, self.press = self.press, None
        if press is not None:
            self._click(press.pile, press.card_index, press.clicks, now)

    def let_go(self) -> None:
        """Something else takes the mouse: no press is pending any more."""
        self.press = None

    def forget_click(self) -> None:
        """After an undo a tap is a new click, not the second of a double click."""
        self.last_click = None

    def _click(self, pile: str, index: int, clicks: int, now: float) -> None:
        """A press and release without a drag: a tap, or the second click of a double click."""
        if pile == "s":
            self.last_click = None
            self.perform(Tap("s"))
            return
        on_top = index >= 0 and index == len(self.board.piles[pile]) - 1
        last = self.last_click
        second = (
            last is not None
            and last.pile == pile
            and (clicks >= 2 or now - last.time <= DOUBLE_CLICK_TIME)
        )
        if second and last is not None and self.double_click_on():
            self.last_click = None
            if not last.acted and on_top:
                self.perform(DoubleClick(pile))
            return
        acted = self.perform(Tap(pile)) if on_top else False
        self.last_click = LastClick(pile, now, acted)
