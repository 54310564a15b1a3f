"""Play without a mouse: the keys become the same intents as the pointer's gestures.

Two schemes, usable together (docs/TABLE.md, "Keyboard"):
- **Pile keys**, as in Microsoft FreeCell: a source key, then a destination key. `1`–`9`
  and `0` are the columns 1–10, `W` the waste, `C` the cells (as a destination the first
  free cell, as a source `C` then `1`–`4`), `F` the foundations (a destination), `S` taps
  the stock on its own. The session sends what fits (`Send`).
- **A focus ring**: the arrows move it (left and right along a row, up and down between
  rows), Tab and Shift+Tab jump between areas (stock and waste, foundations, cells,
  columns). Enter or Space on the stock draws; elsewhere it picks up the top card, `+`/`-`
  (or Page Up/Down) grow and shrink the group within what the engine lets go, the held
  cards follow the ring, and Enter or Space drops them where it is. Esc puts them back.

Nothing here decides a rule: every "can this go there?" is the engine's answer, through
the session (a refusal shows as a drag's does). Which key does what is the keymap's
(`game.keymap`): the keys arrive matched, as `KeyPress`es.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
from pygame import Rect, Surface, Vector2

from game.intents import Drop, Intent, Lift, LiftRefused, Send, Tap
from game.keymap import Action, KeyPress
from game.table.board import Board
from game.table.layout import ring_width

RING = (255, 214, 70)
RING_EDGE = (60, 40, 10)
HELD_RISE = 0.22  # the held cards hover this share of a card height above the ring's pile

# Carries an intent out, its refusal shown by the pile named (else at the pointer); True
# when a card moved.
Perform = Callable[[Intent, str | None], bool]


def area_of(pile: str) -> str:
    """The area a pile belongs to, for Tab: the stock and waste together, then one per kind."""
    return "s" if pile in ("s", "w") else pile[0]


@dataclass(repr=False, eq=False)
class Keyboard:
    """The pending pile key, the focus ring and the cards held by the keys."""

    board: Board
    perform: Perform
    source: str | None = None  # the first pile key typed (the second names the target)
    cell_source: bool = False  # `C` was typed first: a cell number follows
    focus: str | None = None  # the pile with the ring (None: the ring is not shown yet)
    holding: bool = False  # the board's stack in hand was picked up with the keys
    in_use: bool = False  # a table key was pressed since the mouse was last used

    def used(self, now: bool) -> None:
        """A table key (True) or a mouse press (False): the pile numbers show while the
        keyboard is in use."""
        if self.in_use != now:
            self.in_use = now
            self.board.stale.mark()

    @property
    def held(self) -> bool:
        """True while cards picked up with the keys are in hand."""
        return self.holding and self.board.drag is not None

    def act(self, press: KeyPress) -> None:
        """A table key the keymap matched: a pile key, the ring, picking up and dropping."""
        match press.action:
            case Action.PILE:
                self._pile_key(str(press.arg))
            case Action.FOCUS if isinstance(press.arg, tuple):
                self._move_focus(*press.arg)
            case Action.NEXT_AREA:
                self._next_area(1)
            case Action.PREVIOUS_AREA:
                self._next_area(-1)
            case Action.ACTIVATE:
                self._activate()
            case Action.GROW if self.held:
                self._regroup(+1)
            case Action.SHRINK if self.held:
                self._regroup(-1)

    # --- pile keys -----------------------------------------------------------------------
    def _pile_key(self, key: str) -> None:
        """`1`–`0`, `W`, `C`, `F`, `S`: a source, then a target."""
        plain = key in self.board.game.pile_names and not self.cell_source
        pile = key if plain else self._pile_for(key)
        if not pile:  # no such pile, or C typed as a source: its number follows
            return
        source = self.source
        if self.holding:
            self.put_back()  # a key move puts held cards back
        self.source = None  # and ends a pending one
        if pile == "s" and source is None:
            self.perform(Tap("s"), "s")
        elif source is None:
            self.source = pile
            self.board.stale.mark()
        # "f": its refusal shows by the source (which foundation is the engine's)
        elif not self.perform(Send(source, pile), pile if pile != "f" else source):
            self.board.stale.mark()  # refused: the source's mark goes

    def _pile_for(self, key: str) -> str | None:
        """The pile a key names now ("" while a cell number is awaited), or None."""
        names = self.board.game.pile_names
        if self.cell_source:
            self.cell_source = False
            cell = f"c{key[1:]}"
            return cell if key[0] == "t" and cell in names else None
        if key == "c" and any(name[0] == "c" for name in names):
            if self.source is None:
                self.cell_source = True
                return ""
            return self._first_free_cell()
        if key == "f":
            return "f" if self.source is not None else None
        return key if key in names else None

    def _first_free_cell(self) -> str:
        """The first empty cell (the first cell when none is: the engine says it is full)."""
        cells = [name for name in self.board.game.pile_names if name[0] == "c"]
        free = [name for name in cells if not self.board.game.pile(name)]
        return (free or cells)[0]

    # --- the focus ring ------------------------------------------------------------------
    def _show_focus(self) -> bool:
        """The first navigation key only shows the ring (on the first column)."""
        if self.focus is not None:
            return False
        columns = [name for name in self.board.game.pile_names if name[0] == "t"]
        self.focus = columns[0]
        self._follow()
        return True

    def _move_focus(self, dx: int, dy: int) -> None:
        if self._show_focus():
            return
        rows = self._rows()
        at = next(i for i, row in enumerate(rows) if self.focus in row)
        row = rows[at]
        if dx:
            self.focus = row[(row.index(str(self.focus)) + dx) % len(row)]
        else:
            here = self.board.layout.slots[str(self.focus)].centerx
            other = rows[(at + dy) % len(rows)]
            self.focus = min(other, key=lambda name: abs(self._x(name) - here))
        self._follow()

    def _rows(self) -> list[list[str]]:
        """The piles in rows as the layout places them, each row left to right."""
        slots = self.board.layout.slots
        by_y: dict[int, list[str]] = {}
        for name, slot in slots.items():
            by_y.setdefault(slot.y, []).append(name)
        return [sorted(by_y[y], key=self._x) for y in sorted(by_y)]

    def _x(self, name: str) -> int:
        return self.board.layout.slots[name].centerx

    def _areas(self) -> list[str]:
        return list(dict.fromkeys(area_of(name) for name in self.board.game.pile_names))

    def wraps(self, step: int) -> bool:
        """True when Tab (`step` 1) or Shift+Tab (-1) would wrap round the areas: the
        bar's buttons come between."""
        if self.focus is None:
            return False
        areas = self._areas()
        at = areas.index(area_of(self.focus))
        return at + step in (-1, len(areas))

    def enter(self, step: int) -> None:
        """The ring comes back from the bar: on the first area (Tab) or the last."""
        area = self._areas()[0 if step > 0 else -1]
        self.focus = next(n for n in self.board.game.pile_names if area_of(n) == area)
        self._follow()

    def _next_area(self, step: int) -> None:
        if self._show_focus():
            return
        names = self.board.game.pile_names
        areas = list(dict.fromkeys(area_of(name) for name in names))
        area = areas[(areas.index(area_of(str(self.focus))) + step) % len(areas)]
        self.focus = next(name for name in names if area_of(name) == area)
        self._follow()

    # --- picking up and dropping -----------------------------------------------------------
    def _activate(self) -> None:
        if self._show_focus():
            return
        pile = str(self.focus)
        if self.held:
            self._drop(pile)
        elif pile == "s":
            self.perform(Tap("s"), "s")
        else:
            self._pick_up(pile, 1)

    def _pick_up(self, pile: str, count: int) -> bool:
        """Take the top `count` cards of `pile` in hand, if the engine lets them go."""
        refusal = self.board.game.check_lift(pile, count)
        if refusal is not None:
            self.perform(LiftRefused(refusal), self.focus)
            return False
        board = self.board
        before = board.let_drag_go()
        if before is not None:  # a new group size: what leaves the hand flies home
            board.send_back(before)
        else:
            self.perform(Lift(pile, count), pile)
        sprites = board.piles[pile]
        lead = sprites[len(sprites) - count].pos
        grab = lead + Vector2(board.geometry.card_w / 2, board.geometry.card_h / 2)
        board.lift(pile, len(sprites) - count, grab, grab)
        self.holding = True
        self._follow()
        return True

    def _regroup(self, step: int) -> None:
        """One card more or fewer in hand, within what the pile holds and the engine lets go."""
        drag = self.board.drag
        if drag is None:
            return
        count = drag.count + step
        if count < 1 or count > len(self.board.piles[drag.source]):
            return
        if self.board.game.check_lift(drag.source, count) is None:
            self._pick_up(drag.source, count)

    def _drop(self, pile: str) -> None:
        drag = self.board.let_drag_go()
        self.holding = False
        if drag is None:
            return
        target = "f" if pile[0] == "f" else pile
        if not self.perform(Drop(drag.source, drag.count, target), pile):
            self.board.send_back(drag)
        self.board.stale.mark()

    def put_back(self) -> None:
        """Esc, or another key's move: the held cards go back, a pending key is forgotten."""
        self.source, self.cell_source = None, False
        if self.held:
            self.board.cancel_drag()
        self.holding = False
        self.board.stale.mark()

    def _follow(self) -> None:
        """The held cards hover over the ring's pile; the ring is drawn again."""
        drag = self.board.drag
        if self.held and drag is not None and self.focus is not None:
            rise = Vector2(0, -HELD_RISE * self.board.geometry.card_h)
            drag.move_pointer(Vector2(self.board.top_rect(self.focus).topleft) + drag.grab + rise)
        self.board.stale.mark()

    # --- drawing ---------------------------------------------------------------------------
    @property
    def wants_escape(self) -> bool:
        """True while Esc means "put back" (cards in hand, or a pile key typed)."""
        return self.held or self.source is not None or self.cell_source

    def new_game(self) -> None:
        """A new deal: nothing pending, nothing held; the ring stays where it can."""
        self.source, self.cell_source, self.holding = None, False, False
        if self.focus not in self.board.game.pile_names:
            self.focus = None

    def rings(self) -> list[tuple[Rect, int]]:
        """Where the rings go and how thick: a thinner one round a typed source pile, the
        focus ring. Each hugs its card (a pixel of air, the ring, its dark edge: as far out
        as `layout.ring_room`, which the caption bands keep clear)."""
        width = ring_width(self.board.geometry.card_w)
        rings = []
        for pile, thick in ((self.source, width - 1), (self.focus, width)):
            if pile is not None and pile in self.board.layout.slots:
                rect = self.board.top_rect(pile).inflate(2 * thick + 2, 2 * thick + 2)
                rings.append((rect.inflate(2, 2), thick))
        return rings

    def draw(self, surface: Surface) -> None:
        """The focus ring, and a thinner one round a typed source pile."""
        radius = max(4, self.board.geometry.card_w // 10)
        for edge, thick in self.rings():
            pygame.draw.rect(surface, RING_EDGE, edge, thick + 2, radius)
            pygame.draw.rect(surface, RING, edge.inflate(-2, -2), thick, radius)
