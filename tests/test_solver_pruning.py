"""The Klondike solver's exact pass never prunes away a win (delay pruning, safe moves).

Random end games of every Double Solitaire and Réfléchi option set, small enough for an
independent search over `generate_moves` + `Game.play` with no pruning at all. That
search allows one foundation return per line (with unlimited returns the foundations
can be rebuilt on the tableau and the space explodes); a win it finds is a real win, so
the solver's exact domain, searched to the end, must find one too.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest

from engine import Game
from engine.codes import GameCode, parse_code, random_code
from engine.movegen import generate_moves
from engine.solver import _domain_for, clock, solve
from engine.solver._search import best_first, depth_first
from engine.state import State

OPTION_SETS = ["TF1-D1N", "TF1-D3N", "DS1-D1N", "DS1-D3N", "DS1-D1V", "DS1-D3V"]
SEARCH_LIMIT = 20_000


def nearly_full(
    rng: random.Random, prefix: str, cards_out: int
) -> tuple[GameCode, list[int], list[int]]:
    """A game code of `prefix`, foundation heights with at most `cards_out` cards missing,
    and the missing cards in random order."""
    code = parse_code(f"{prefix}-AAAAAAB")
    suits = Game.from_code(str(code)).variant.foundation_suits
    heights = [13 - rng.randint(0, 8) for _ in suits]
    while sum(13 - h for h in heights) > cards_out:
        slot = rng.randrange(len(heights))
        heights[slot] = min(13, heights[slot] + 1)
    out = [
        suit * 13 + rank for suit, h in zip(suits, heights, strict=True) for rank in range(h, 13)
    ]
    rng.shuffle(out)
    return code, heights, out


def end_game(rng: random.Random, prefix: str, cards_out: int) -> Game:
    """Foundations nearly full; the other cards spread over stock, waste and columns in a
    random order (face-down cards at the bottom of some Double Solitaire columns)."""
    code, heights, out = nearly_full(rng, prefix, cards_out)
    stock, waste = [], []
    columns: list[list[int]] = [[] for _ in range(9 if prefix.startswith("DS") else 7)]
    for card in out:
        roll = rng.random()
        (stock if roll < 0.2 else waste if roll < 0.4 else rng.choice(columns)).append(card)
    hidden = tuple(
        rng.randint(0, len(column) - 1) if prefix.startswith("DS") and column else 0
        for column in columns
    )
    state = State(
        tuple(stock), tuple(waste), tuple(heights), (), tuple(map(tuple, columns)), hidden, 0
    )
    return Game(code, state)


def engine_finds_a_win(game: Game, returns_allowed: float = 1) -> bool | None:
    """Unpruned depth-first search with at most `returns_allowed` foundation returns (one
    by default; `math.inf`: any number); None: too big."""
    code = parse_code(game.code)
    seen = {(game.state.key(), 0)}
    stack = [(game.state, 0)]
    while stack:
        state, returns = stack.pop()
        if Game(code, state).is_won:
            return True
        for move in generate_moves(game.variant, game.options, state):
            used = returns + (returns_allowed < math.inf and str(move).startswith("f"))
            if used > returns_allowed:
                continue
            child = Game(code, state)
            child.play(move)
            key = (child.state.key(), used)
            if key not in seen:
                seen.add(key)
                stack.append((child.state, used))
                if len(seen) > SEARCH_LIMIT:
                    return None
    return False


def exact_walks(game: Game) -> list[bool | None]:
    """The exact domain (the only one allowed to say "unwinnable"), walked both ways, with
    its stock cards chained to their use and without (`StockChains`; the same domain where
    they do not apply: draw 3, one pass)."""
    domain = _domain_for(game)
    _, root = domain.start(game.state)
    deadline = clock.now() + 20
    return [
        walk(search, root, deadline, lambda: False).found
        for search in (domain, replace(domain, chained=True))
        for walk in (best_first, depth_first)
    ]


@pytest.mark.parametrize("seed", range(4))
def test_exact_pass_finds_every_win_the_unpruned_search_finds(seed: int, ticking) -> None:
    rng = random.Random(seed)
    checked = 0
    for _ in range(12):
        prefix = rng.choice(OPTION_SETS)
        game = end_game(rng, prefix, cards_out=rng.randint(8, 20))
        truth = engine_finds_a_win(game)
        if truth is None:
            continue
        checked += 1
        walks = exact_walks(game)
        if truth:
            assert walks == [True] * 4, game.to_text()
            assert solve(game, seconds=20).verdict == "winnable", game.to_text()
        else:
            assert len(set(walks)) == 1, game.to_text()
    assert checked >= 8


@pytest.mark.parametrize("code", ["TF1-D1N-AAAAAAV", "TF1-D1N-AAAAAAD"])
def test_exact_pass_alone_wins_real_deals(code: str) -> None:
    """Deals the quick passes win: the exact domain must win them too. A movable-run test
    that read Réfléchi's ordered runs upside down once made it call `…AAAAAAV` lost."""
    assert exact_walks(Game.from_code(code)) == [True] * 4


# Won positions a first version of the delay pruning called lost (found in review): in
# Réfléchi a card counted as movable only at the head of an ordered run, so two waiting
# moves could each wait for the other; and a return was cut although it was needed to
# uncover the foundation card under it. Each comes with the start of a winning line.
WON_POSITIONS = {
    "two waiting moves": (
        "s:\nw:\nf1: 9S\nf2: 9H\nf3: TD\nf4: 7C\nt1: QS JC\nt2: JD 8C TS JS TH JH 9C\n"
        "t3: KD QD\nt4: KH KS\nt5: TC QC KC\nt6: QH\nt7:\n",
        "f3>t1 t2>t1 t1:3>t3 t2>t1",
    ),
    "a return that uncovers": (
        "s:\nw:\nf1: 5S\nf2: AH\nf3: KD\nf4: KC\nt1: 4H 2H 3H\nt2: KH QH JH TH\nt3: 5H\n"
        "t4: KS QS JS TS\nt5: 9H 8H 7H 6H\nt6: 9S 8S 7S 6S\nt7:\n",
        "f1>t5 f1>t3 t1>t3",
    ),
    "stock and column waiting": (
        "s: qs\nw:\nf1: 9S\nf2: 9H\nf3: 8D\nf4: 9C\nt1: KD\nt2: QC 9D TS JS TH JH JC\n"
        "t3: KS QH\nt4: KC QD\nt5: KH TC JD TD\nt6:\nt7:\n",
        "s w>t1 t2>t3",
    ),
    "a return and a column move": (
        "s:\nw: KD\nf1: QS\nf2: KH\nf3: 9D\nf4: QC\nt1:\nt2:\nt3:\nt4: TD KS JD QD\n"
        "t5: KC\nt6:\nt7:\n",
        "f2>t1 f4>t1 t4>t5 t4>t1 t5>t4 t4:2>t2 t4>f t2>t5 t2>f t1>f t5>f t1>f t5>f t1>f w>f",
    ),
}


@pytest.mark.parametrize("name", WON_POSITIONS)
def test_positions_the_first_delay_pruning_lost_are_won(name: str, ticking) -> None:
    piles, line = WON_POSITIONS[name]
    game = Game.from_text(f"TF1-D1N-AAAAAAB\nscore: 0\nmoves: 0\n{piles}")
    after = game.copy()
    for move in line.split():
        after.play(move)
    assert engine_finds_a_win(after)  # the line's start, then the unpruned search wins
    assert exact_walks(game) == [True] * 4
    assert solve(game, seconds=10).verdict == "winnable"


def _shuffle_position(second_seven_face_up: bool, jumbled: bool = False) -> Game:
    """Double Solitaire: 7♥ lies on 8♠ (t1) and could move to 8♣ (t2). 8♠ cannot go home
    (♠ needs its 7), the other red 7s are home except the second 7♥: face down under K♥
    (t4), or face up alone in t4. 9♥ (t3) would take 8♠ once the 7♥ is gone. Every other
    card out is face down under K♠ (t5). `jumbled`: 8♠ lies on 3♦ (a hand-made column)."""
    spade, heart, diamond, club = 0, 13, 26, 39
    suits = (0, 0, 1, 1, 2, 2, 3, 3)
    heights = (13, 6, 5, 5, 13, 2 if jumbled else 13, 13, 5)
    seven_pile = (heart + 6,) if second_seven_face_up else (heart + 6, heart + 12)
    first = (diamond + 2,) * jumbled + (spade + 7, heart + 6)
    columns = [first, (club + 7,), (heart + 8,), seven_pile]
    rest = [
        suit * 13 + rank for suit, h in zip(suits, heights, strict=True) for rank in range(h, 13)
    ]
    for card in [card for column in columns for card in column] + [spade + 12]:
        rest.remove(card)
    columns += [(*rest, spade + 12), (), (), (), ()]
    hidden = (0, 0, 0, len(seven_pile) - 1, len(rest), 0, 0, 0, 0)
    state = State((), (), heights, (), tuple(columns), hidden, 0)
    return Game(parse_code("DS1-D1N-AAAAAAB"), state)


def _first_steps(game: Game) -> set[tuple[str, ...]]:
    """The exact domain's moves from the position (which has no safe move to play first)."""
    domain = _domain_for(game)
    prefix, root = domain.start(game.state)
    assert prefix == ()
    return {step for step, _ in domain.children(root)}


@pytest.mark.parametrize("second_seven_face_up", [False, True])
def test_a_group_leaves_a_card_only_for_another_card_to_use_it(
    second_seven_face_up: bool,
) -> None:
    """Moving 7♥ from 8♠ to 8♣ is only of use if another card then goes onto 8♠: 7♥
    coming back is a detour, and 8♠ moving to 9♥ can take the 7♥ along. So the exact
    pass tries it only when the second 7♥ could move (docs/SOLVER.md, delay pruning)."""
    game = _shuffle_position(second_seven_face_up)
    assert game.check("t1>t2") is None  # legal
    steps = _first_steps(game)
    assert (("t1>t2",) in steps) == second_seven_face_up
    assert ("t1:2>t3",) in steps  # 8♠ can go to 9♥, taking the 7♥ along


def test_a_jumbled_column_keeps_the_old_test() -> None:
    """8♠ lies on 3♦: not a build. Below such a column the group on Y cannot always be
    taken along when Y moves (the target may lie inside the group), so "Y has a place
    to go" (9♥ is a top) still lets the 7♥ leave 8♠."""
    game = _shuffle_position(second_seven_face_up=False, jumbled=True)
    assert ("t1>t2",) in _first_steps(game)


@pytest.mark.parametrize("prefix", ["DS1-D1V", "DS1-D3V"])
def test_one_pass_macros_never_tap_past_a_safe_card(prefix: str) -> None:
    """Vegas: a tap past a card that could go home safely (an Ace, say) buries it for
    good; sending it home first loses nothing, so the exact pass's stock macros stop at
    the first safe waste top the taps would show (docs/SOLVER.md, "Vegas")."""
    cut = 0
    for deal in range(12):
        game = Game.from_code(random_code(prefix, deal))
        domain = _domain_for(game)
        _, root = domain.start(game.state)
        deck, pointer, found = root[0], root[1], root[2]
        safe = domain._home_table(found)[1]
        reach = domain._reachable(deck, pointer)
        first_safe = next((i for i, (p, _) in enumerate(reach) if deck[p - 1] in safe), None)
        children = domain.children(root)
        if not children:
            continue  # lost at the deal (docs/SOLVER.md, "One pass"): DS1-D3V deal 5
        most_taps = max(step.count("s") for step, _ in children)
        if first_safe is not None:
            assert most_taps <= reach[first_safe][1], game.code
            cut += first_safe < len(reach) - 1
    assert cut >= 6  # the rule did cut macros, on most deals


# Réfléchi: ♥ stands at 4♥, which is safe (the black suits reach their 3, ♦ its 2); 5♥
# is in the stock, not safe itself (the black 4s are out).
STOCK_CARD_HOME = (
    "score: 0\nmoves: 0\ns: 9c 5h\nw: KS\nf1: 3S\nf2: 4H\nf3: 2D\nf4: 3C\n"
    "t1: KC QD JS TH 9S 8D 7C 6D 5C\nt2: KH QC JD TC 9D 8S 7D 6S\nt3: QS JH TS 9H 8C 7H 6C\n"
    "t4: KD 4S 3D 6H 5S 4D\nt5: 4C 5D TD\nt6: 7S 8H\nt7: QH JC\n"
)


@pytest.mark.parametrize(
    ("prefix", "diamonds", "sent_home"),
    [("TF1-D1N", "f3: 2D", True), ("TF1-D3N", "f3: 2D", False), ("TF1-D1N", "f3: AD", False)],
)
def test_a_stock_card_goes_home_at_once_when_what_it_covers_is_safe(
    prefix: str, diamonds: str, sent_home: bool
) -> None:
    """Draw 1 with recycles: 5♥ goes home from the stock before any search, since on a
    column it could do nothing that it cannot do back from home, and the 4♥ it covers
    there is never needed back. Not with draw 3 (taking a card shifts the later draws),
    nor with ♦ at its Ace: then 4♥ is not safe, and a win may need it back."""
    piles = STOCK_CARD_HOME.replace("f3: 2D", diamonds)
    if diamonds == "f3: AD":
        piles = piles.replace("t5: 4C", "t5: 2D 4C")
    game = Game.from_text(f"{prefix}-AAAAAAB\n{piles}")
    domain = _domain_for(game)
    steps, root = domain.start(game.state)
    assert ("w>f" in steps) == sent_home
    assert (root[2][1] == 5) == sent_home  # ♥ at 5♥


def test_a_stock_card_waits_while_a_win_needs_the_card_under_it_back(ticking) -> None:
    """`TF1-D1N` deal 50 178, 104 moves into a win: 9♥ (waste) could go home, but the win
    brings 8♥ and then 7♥ back from home (`f2>t2 f2>t4`). Sending home every stock card
    that can go, not only those over a safe card, made the exact pass call this lost."""
    game = Game.from_text(
        "TF1-D1N-AAABRAC\nscore: 45\nmoves: 104\ns: 9c 5c\nw: KS 3S 9D QH QS JD 9H JC 4D 6C\n"
        "f1: AS\nf2: 8H\nf3: AD\nf4: 3C\nt1:\nt2: KC QD JS TH 9S\nt3: TC 5S 8S\nt4: 7D 7C 8D 8C\n"
        "t5: 2D QC 6D\nt6: 2S 7S TS KD 4S 6S 5D 4C 3D\nt7: TD KH JH\n"
    )
    assert exact_walks(game) == [True] * 4
