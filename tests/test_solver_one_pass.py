"""The proof of loss for one pass through the stock (`engine.solver.klondike_one_pass`,
Vegas): it decides deals the search cannot, and never claims a position that can be won,
checked on winnable positions made backward from the won one, each step replayed through
the engine's own legal moves."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from engine import Game
from engine.codes import parse_code
from engine.solver import solve
from engine.solver.tables import KING_INDEX, RANK_INDEX, build_tables
from engine.state import State
from tests.test_solver_reach import never_home

# Double Solitaire draw 3, deal 5. With one pass no A♣ ever goes home: one lies face down
# at the bottom of t7, the other is the 22nd card of the pass, and the cards the taps turn
# over it can never all leave. The search alone was still undecided after 6 s
# (bench/vegas_results.jsonl); with recycles the same deal is won.
LOST_IN_THE_WASTE = "DS1-D3V-AAAAAAF"


def test_a_deal_lost_in_the_waste_takes_no_search(ticking) -> None:
    solution = solve(Game.from_code(LOST_IN_THE_WASTE), seconds=10)
    assert (solution.verdict, solution.nodes) == ("unwinnable", 0)
    assert not never_home(Game.from_code(LOST_IN_THE_WASTE.replace("V-", "N-")))


@pytest.mark.parametrize("prefix", ["DS1-D1V", "DS1-D3V"])
def test_no_winnable_position_is_claimed_lost(prefix: str) -> None:
    """Positions made backward from the won one are winnable (each step undone is a legal
    move the engine replays). A proof that never uncovers the waste card under one that
    left, or never sends a placed stock card home, claims hundreds of them (each tried).
    One that lets only builds lead groups in Double Solitaire fails the stacked end games
    of tests/test_solver_locks.py instead (their columns hold runs that are no builds)."""
    rng = random.Random(prefix)
    checked = 0
    for _ in range(12):
        for game in winnable_positions(rng, prefix, steps=120):
            assert not never_home(game), game.to_text()
            checked += 1
    assert checked > 1000


def winnable_positions(rng: random.Random, prefix: str, steps: int) -> list[Game]:
    """Up to `steps` positions, each one legal move before the last, from the won one."""
    code = parse_code(f"{prefix}-AAAAAAB")
    template = Game.from_code(str(code))
    empty = tuple(() for _ in template.state.columns)
    won = State((), (), (13,) * len(template.state.foundations), (), empty, (0,) * len(empty), 0)
    game, out = Game(code, won), []
    for _ in range(steps * 20):
        earlier = one_move_before(rng, game)
        if earlier is not None:
            game = earlier
            out.append(game)
            if len(out) == steps:
                break
    return out


@dataclass
class Layout:
    """A position's piles as lists, for undoing one move in place."""

    found: list[int]
    stock: list[int]
    waste: list[int]
    columns: list[list[int]]
    hidden: list[int]

    @classmethod
    def of(cls, state: State) -> Layout:
        piles = (state.foundations, state.stock, state.waste)
        columns = [list(column) for column in state.columns]
        return cls(*(list(pile) for pile in piles), columns, list(state.hidden))

    def state(self) -> State:
        columns = tuple(map(tuple, self.columns))
        return State(
            tuple(self.stock), tuple(self.waste), tuple(self.found), (), columns,
            tuple(self.hidden), 0,
        )  # fmt: skip


def one_move_before(rng: random.Random, game: Game) -> Game | None:
    """A random position from which a legal move leads to `game`'s, or None."""
    layout = Layout.of(game.state)
    undo = rng.choice((_came_home, _tapped, _placed, _moved_group, _came_back))
    if not undo(rng, game, layout):
        return None
    earlier = Game(parse_code(game.code), layout.state())
    for move in earlier.legal_moves():
        after = earlier.copy()
        after.play(move)
        if after.state._replace(score=0) == game.state._replace(score=0):
            return earlier
    return None


def _came_home(rng: random.Random, game: Game, layout: Layout) -> bool:
    """A foundation's top came home from the waste or from a column."""
    found = layout.found
    slots = [slot for slot, height in enumerate(found) if height]
    if not slots:
        return False
    slot = rng.choice(slots)
    found[slot] -= 1
    card = game.variant.foundation_suits[slot] * 13 + found[slot]
    (layout.waste if rng.random() < 0.5 else rng.choice(layout.columns)).append(card)
    return True


def _tapped(rng: random.Random, game: Game, layout: Layout) -> bool:
    draw = game.options.draw_count
    if len(layout.waste) < draw:
        return False
    for _ in range(draw):
        layout.stock.append(layout.waste.pop())
    return True


def _placed(rng: random.Random, game: Game, layout: Layout) -> bool:
    """A column's top came from the waste (onto a card that takes it, or a King alone)."""
    index = rng.randrange(len(layout.columns))
    column, down = layout.columns[index], layout.hidden[index]
    if len(column) <= down or not _lies_in_order(game, column, down, 1):
        return False
    layout.waste.append(column.pop())
    return True


def _moved_group(rng: random.Random, game: Game, layout: Layout) -> bool:
    """A group on top of one column came from another (whose card under it was turned up)."""
    columns, hidden = layout.columns, layout.hidden
    source, target = rng.sample(range(len(columns)), 2)
    column = columns[source]
    size = rng.randint(1, max(1, len(column) - hidden[source]))
    if not _lies_in_order(game, column, hidden[source], size):
        return False
    if columns[target] and len(columns[target]) == hidden[target]:
        return False
    turned = (
        bool(columns[target]) and hidden[target] == len(columns[target]) - 1 and rng.random() < 0.3
    )
    columns[target].extend(column[-size:])
    del column[-size:]
    hidden[target] += turned
    return True


def _came_back(rng: random.Random, game: Game, layout: Layout) -> bool:
    """A column's top came back from its foundation."""
    index = rng.randrange(len(layout.columns))
    column, down, found = layout.columns[index], layout.hidden[index], layout.found
    if len(column) <= down or (down and len(column) - 1 == down):
        return False
    suits = game.variant.foundation_suits
    slots = [s for s, height in enumerate(found) if suits[s] * 13 + height == column[-1]]
    if not slots:
        return False
    column.pop()
    found[slots[0]] += 1
    return True


def _lies_in_order(game: Game, column: list[int], down: int, size: int) -> bool:
    """Whether the column's top `size` cards are face up, a group that moves together (a
    build where groups must be one), and lie on a card that takes them (or are the whole
    column, led by a King)."""
    onto = build_tables(game.variant).onto
    head = len(column) - size
    if size < 1 or head < down:
        return False
    ordered = game.variant.ordered_groups
    if ordered and any(column[i] not in onto[column[i + 1]] for i in range(head, len(column) - 1)):
        return False
    if head == 0:
        return RANK_INDEX[column[0]] == KING_INDEX
    return head - 1 >= down and column[head - 1] in onto[column[head]]
