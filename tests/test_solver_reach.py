"""The proof of loss at every position (`engine.solver.klondike_reach`): some card never
goes home even in an easier game. It may never call a position lost that can be won:
checked on every position of the solver's winning lines of real deals, and against the
independent, unpruned search of test_solver_pruning on stacked end games."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest

from engine import Game
from engine.codes import encode_deal
from engine.solver import _domain_for, solve
from engine.solver.klondike import KlondikeDomain
from engine.solver.klondike_pairs import has_card_never_home
from engine.solver.klondike_reach import easier_game
from engine.solver.klondike_rules import Cards, KNode
from tests.test_solver_locks import stacked_end_game
from tests.test_solver_pruning import engine_finds_a_win

# Réfléchi deal 183: no search needed, the easier game already leaves cards out.
LOST_AT_ONCE = "TF1-D1N-" + encode_deal(183)
# Waste 9♥ J♠, stock Q♣, everything else on one column that only the three of them can
# open: with draw 1 it is won, with draw 3 the 9♥ is never shown before the J♠ or the
# Q♣ has gone, and neither can go anywhere first.
ONLY_DRAW_3_LOST = (
    "s: qc",
    "w: 9H JS",
    "f1: 8S",
    "f2: 8H",
    "f3: JD",
    "f4: 7C",
    "t1: TS JC KC QD KH 9C QH KS JH TC 8C TH 9S QS KD",
)
# A review's position, won by K♠ into an empty column, then 6♣ 5♥ onto the 7♦: a version
# where a card leaving frees only the card right under it, or misses the break card,
# calls it lost.
GROUP_FREES_THE_CARDS_UNDER_IT = (
    "s: kc qc jc tc 9c 8c 7c kd qd jd td 9d 8d kh qh jh th 9h 8h 7h 6h 4h 3h qs js ts 9s 8s 7s",
    "f1: 5S",
    "f2: AH",
    "f3: 6D",
    "f4: 5C",
    "t1: 6S 2H 6C 5H KS",
    "t2: 7D",
)
# The 7♥ lies on the 8♠, which takes it, and may go onto the 8♣ (the 8♠ can go home next).
GROUP_OFF_A_CARD_THAT_TAKES_IT = (
    "s: 9s ts js qs ks 6h 8h th jh qh kh 6d 7d 8d 9d td jd qd 6c 7c 9c tc jc qc kc",
    "f1: 7S",
    "f2: 5H",
    "f3: 5D",
    "f4: 5C",
    "t1: KD 8S 7H",
    "t2: 8C",
    "t3: 9H",
)
# The 5♣ leaves the 2♥ only onto a red 6: the 6♥ lies under it, and the 6♦ on t2 takes
# it; then everything goes home. With the 6♦ sent home (`A_CARD_AT_HOME_WITH_NOWHERE_BACK`)
# it comes back only onto a black 7, out of reach (the 7♠ at home needs a red 8, under the
# 5♣ like the 7♣).
NOWHERE_BACK_FROM_HOME = (
    "f1: KS",
    "f2: AH",
    "f3: 5D",
    "f4: 3C",
    "t1: KC KH KD QC QH QD JC JH JD TC TH TD 9D 9C 9H 8D 8C 8H 7D 7C 7H 6C 6H 5H 4H 3H 4C 2H 5C",
    "t2: 6D",
)
A_CARD_AT_HOME_WITH_NOWHERE_BACK = tuple(
    pile.replace("f3: 5D", "f3: 6D") for pile in NOWHERE_BACK_FROM_HOME if pile != "t2: 6D"
)
# The 5♣ again needs the 6♦ from home, which comes back only onto the 7♠; a red 8 (t2)
# would take the 7♠, but the 7♠ lies at home under the 8♠ to K♠, and only the K♠ can
# come back (into an empty column: no red King is a top for the Q♠).
BURIED_AT_HOME = (
    "f1: KS",
    "f2: AH",
    "f3: 6D",
    "f4: 3C",
    "t1: KC KH KD QC QH QD JC JH JD TC TH TD 9D 9C 9H 8D 8C 7D 7C 7H 6C 6H 5H 4H 3H 4C 2H 5C",
    "t2: 8H",
)
# The 6♦ at home can come back onto the 7♣ (t2) and take the 5♣: won. The 7♦ from the
# stock sent home buries it, and itself comes back only onto a black 8, never a top.
STOCK_CARD_HOME_OVER_A_NEEDED_ONE = (
    "s: 7d",
    "f1: KS",
    "f2: AH",
    "f3: 6D",
    "f4: 3C",
    "t1: KC KH KD QC QH QD JC JH JD TC TH TD 9D 9C 9H 8D 8C 8H 7H 6C 6H 5H 4H 3H 4C 2H 5C",
    "t2: 7C",
)
PILES = ("s", "w", "f1", "f2", "f3", "f4", "t1", "t2", "t3", "t4", "t5", "t6", "t7")


def position(prefix: str, piles: tuple[str, ...]) -> Game:
    """A Réfléchi position in the engine's own text form; piles not given are empty."""
    named = {line.split(":")[0] for line in piles}
    empty = tuple(f"{pile}:" for pile in PILES if pile not in named)
    return Game.from_text("\n".join((f"{prefix}-AAAAAAB", "score: 0", "moves: 0", *piles, *empty)))


def never_home(game: Game) -> bool:
    domain = _domain_for(game)
    assert isinstance(domain, KlondikeDomain)
    return domain.never_home(domain.start(game.state)[1])


@pytest.mark.parametrize("prefix", ["TF1-D1N", "TF1-D3N"])
def test_no_position_of_a_winning_line_is_claimed_lost(prefix: str, ticking) -> None:
    """Every position on a winning line can be won. Deals 33 and 119 of draw 3 were
    only won once this proof cut the lost branches; the others are quick wins."""
    checked = 0
    for deal in (2, 3, 5, 33, 119):
        game = Game.from_code(f"{prefix}-{encode_deal(deal)}")
        solution = solve(game, seconds=8)
        if solution.verdict != "winnable":
            continue
        replay = Game.from_code(game.code)
        assert not never_home(replay)
        for move in solution.moves:
            replay.play(move)
            assert not never_home(replay), (deal, replay.to_text())
            checked += 1
    assert checked > 300


@pytest.mark.parametrize("seed", range(2))
def test_a_position_claimed_lost_is_never_won(seed: int) -> None:
    """Stacked end games of both draws: whatever the proof claims, the unpruned search
    cannot win. A version in which a leaving card gives no card under it the lead, or
    without foundation returns, or in which a taken stock card does not show the one
    above it, fails here (each tried)."""
    rng = random.Random(seed)
    claimed = 0
    for _ in range(700):
        game = stacked_end_game(rng, rng.choice(["TF1-D1N", "TF1-D3N"]), rng.randint(10, 24))
        if never_home(game):
            claimed += 1
            assert engine_finds_a_win(game) is False, game.to_text()
    assert claimed >= 40


def test_a_card_claimed_never_back_from_home_never_comes_back() -> None:
    """Smaller end games, searched with any number of foundation returns (a card at home
    takes another only once it can come back, and a win may bring back several in a
    chain): whatever the proof claims, the unpruned search cannot win. A version in which
    a card at home comes back only onto a column top (no chain), or never, or onto the
    cards it takes instead of those that take it, fails here (each tried)."""
    rng = random.Random(7)
    claimed = 0
    for _ in range(800):
        game = stacked_end_game(rng, rng.choice(["TF1-D1N", "TF1-D3N"]), rng.randint(6, 12))
        if never_home(game):
            claimed += 1
            assert engine_finds_a_win(game, math.inf) is False, game.to_text()
    assert claimed >= 40


def test_draw_3_counts_which_stock_cards_the_draws_show() -> None:
    draw_3 = position("TF1-D3N", ONLY_DRAW_3_LOST)
    draw_1 = position("TF1-D1N", ONLY_DRAW_3_LOST)
    assert never_home(draw_3)
    assert engine_finds_a_win(draw_3) is False
    assert not never_home(draw_1)
    assert engine_finds_a_win(draw_1) is True


@pytest.mark.parametrize("prefix", ["TF1-D1N", "TF1-D3N"])
def test_a_group_leaving_frees_the_cards_under_it(prefix: str) -> None:
    game = position(prefix, GROUP_FREES_THE_CARDS_UNDER_IT)
    assert engine_finds_a_win(game) is True
    assert not never_home(game)


def test_a_deal_the_easier_game_loses_needs_no_search(ticking) -> None:
    solution = solve(Game.from_code(LOST_AT_ONCE), seconds=2)
    assert solution.verdict == "unwinnable"
    assert solution.nodes == 0


def test_double_solitaire_is_left_alone() -> None:
    """Two decks and face-down cards: the proof does not apply and never fires."""
    game = Game.from_code("DS1-D3N-AAAAAAB")
    assert not never_home(game)


def test_one_proof_answers_the_stock_pointers_that_show_more_or_fewer_cards() -> None:
    """The pointer only decides which stock cards the draws show; a way home with fewer
    shown holds with more, a loss with more shown holds with fewer (`shown_class`)."""
    live = Game.from_code("TF1-D3N-" + encode_deal(66))  # lost, but not in the easier game
    domain = _domain_for(live)
    assert isinstance(domain, KlondikeDomain)
    deck, _, found, columns, hidden = domain.start(live.state)[1]
    assert not domain.never_home((deck, 0, found, columns, hidden))
    for pointer in (1, 2, 4, 5, 22, len(deck)):
        assert not domain.never_home((deck, pointer, found, columns, hidden))
    assert domain.memo.proofs == 1

    lost = position("TF1-D3N", ONLY_DRAW_3_LOST)
    domain = _domain_for(lost)
    assert isinstance(domain, KlondikeDomain)
    deck, pointer, found, columns, hidden = domain.start(lost.state)[1]
    assert pointer == 2 and domain.never_home((deck, pointer, found, columns, hidden))
    assert domain.never_home((deck, 0, found, columns, hidden))
    assert domain.never_home((deck, 3, found, columns, hidden))
    assert domain.memo.proofs == 1
    # Pointer 1 shows the 9♥ (another class): not settled by the others, and not lost.
    assert not domain.never_home((deck, 1, found, columns, hidden))
    assert domain.memo.proofs == 2


@pytest.mark.parametrize("prefix", ["TF1-D1N", "TF1-D3N"])
def test_the_memo_answers_as_a_fresh_proof_would(prefix: str) -> None:
    """Every position a depth-first walk meets on three deals (the draw-3 view's too, in
    draw 1), asked in the walk's order: the memo's answer lies between the easier game's
    and the proof with every pair of twins played (a solve plays a pair that proves little
    only now and then, `klondike_pairs.TwinsRecord`, and the memo's notes hold for the
    easier game alone), and it spares proofs."""
    asked = proofs = 0
    for deal in (4, 66, 150):
        game = Game.from_code(f"{prefix}-{encode_deal(deal)}")
        exact = _domain_for(game)
        assert isinstance(exact, KlondikeDomain)
        view = replace(exact, stride=3, stock_autoplay=False)
        for domain in (exact, view) if prefix == "TF1-D1N" else (exact,):
            root = domain.start(game.state)[1]
            seen, stack = {domain.key(root)}, [root]
            while stack and len(seen) < 1500:
                node = stack.pop()
                easier, every_pair = proofs_of(domain, node)
                assert easier <= domain.never_home(node) <= every_pair
                asked += 1
                for _, child in domain.children(node):
                    if domain.key(child) not in seen:
                        seen.add(domain.key(child))
                        stack.append(child)
        proofs += exact.memo.proofs  # the draw-3 view shares it
    assert asked > 3000
    assert proofs < asked * 0.9


ProofArgs = tuple[tuple[Cards, ...], tuple[Cards, ...], tuple[tuple[int, ...], ...], int]


def proof_args(domain: KlondikeDomain) -> ProofArgs:
    """The proof's arguments that follow the position, for `domain`: `onto`, `takes`, the
    foundations' slots and the proof's draw."""
    return domain.builds.onto, domain.builds.takes, domain.slots, domain._reach_draw


def proofs_of(domain: KlondikeDomain, node: KNode) -> tuple[bool, bool]:
    """Whether the easier game alone, and the proof with every pair played, call `node`
    lost."""
    args = proof_args(domain)
    reach = easier_game(node, *args, {})
    easier = reach is not None and reach.homes < reach.size
    return easier, has_card_never_home(node, *args, {})


def test_a_card_home_needs_no_new_proof() -> None:
    """After a card home that can come straight back (here the 7♦ onto the 8♣) the easier
    game can do all it could before (it plays that card home at once): the position
    needs no proof of its own once the one before was not lost (`ProofMemo.not_lost`)."""
    stock, *rest = GROUP_FREES_THE_CARDS_UNDER_IT
    game = position("TF1-D3N", (stock.replace(" 8c", ""), *rest, "t7: 8C"))
    domain = _domain_for(game)
    assert isinstance(domain, KlondikeDomain)
    children = dict(domain.children(domain.start(game.state)[1]))
    proofs = domain.memo.proofs
    assert not domain.never_home(children[("t2>f",)])  # the 7♦ onto the 6♦
    assert domain.memo.proofs == proofs
    king_moved = children[("t1>t3",)]  # the K♠ into an empty column: a proof of its own
    assert not domain.never_home(king_moved)
    assert domain.memo.proofs == proofs + 1
    for child in children.values():  # and every answer is a fresh proof's
        easier, every_pair = proofs_of(domain, child)
        assert easier <= domain.never_home(child) <= every_pair


def test_a_group_moved_off_a_card_that_takes_it_needs_no_new_proof() -> None:
    """The easier game after such a move can move the group straight back, and then holds
    every fact it held before: the position needs no proof of its own once the one
    before was not lost (`ProofMemo.not_lost`). A column emptied is not such a move."""
    game = position("TF1-D3N", GROUP_OFF_A_CARD_THAT_TAKES_IT)
    domain = _domain_for(game)
    assert isinstance(domain, KlondikeDomain)
    children = dict(domain.children(domain.start(game.state)[1]))
    proofs = domain.memo.proofs
    assert not domain.never_home(children[("t1>t2",)])  # the 7♥ off the 8♠ onto the 8♣
    assert domain.memo.proofs == proofs
    assert not domain.never_home(children[("t2>t3",)])  # the 8♣ leaves t2 empty: a proof
    assert domain.memo.proofs == proofs + 1
    for child in children.values():  # and every answer is a fresh proof's
        easier, every_pair = proofs_of(domain, child)
        assert easier <= domain.never_home(child) <= every_pair


@pytest.mark.parametrize("prefix", ["TF1-D1N", "TF1-D3N"])
def test_a_card_at_home_takes_another_only_once_it_can_come_back(prefix: str) -> None:
    """The 6♦ at home would take the 5♣ and open everything, but it can come back only
    onto a black 7 that never becomes a top: lost (only the K♠ can ever move, into an
    empty column and back; the unpruned search agrees)."""
    game = position(prefix, A_CARD_AT_HOME_WITH_NOWHERE_BACK)
    assert never_home(game)
    assert engine_finds_a_win(game) is False


def test_a_card_home_that_cannot_come_back_needs_a_proof() -> None:
    """The 6♦ as a top takes the 5♣, and the easier game wins; sent home, it can never come
    back: that child is lost, so it gets a proof of its own, not a note."""
    game = position("TF1-D3N", NOWHERE_BACK_FROM_HOME)
    domain = _domain_for(game)
    assert isinstance(domain, KlondikeDomain)
    children = dict(domain.children(domain.start(game.state)[1]))
    proofs = domain.memo.proofs
    assert domain.never_home(children[("t2>f",)])
    assert domain.memo.proofs == proofs + 1


@pytest.mark.parametrize("prefix", ["TF1-D1N", "TF1-D3N"])
def test_a_card_at_home_comes_back_only_after_the_cards_on_it(prefix: str) -> None:
    """The 7♠ would come back onto the 8♥ and take the 6♦, but the 8♠ to K♠ lie on it at
    home and the Q♠ can never come back (no red King is ever a top): lost (the unpruned
    search, with any number of returns, agrees). A version in which any card at home comes
    back once it fits, whatever lies on it there, calls this position not lost."""
    game = position(prefix, BURIED_AT_HOME)
    assert never_home(game)
    assert engine_finds_a_win(game, math.inf) is False


def test_a_stock_card_home_over_a_card_needed_there_needs_a_proof() -> None:
    """With the 7♦ sent home from the stock the 6♦ under it never comes back: that child is
    lost, so it gets a proof of its own, not a note (a stock card home is noted only where
    it can come straight back, or is a 3)."""
    game = position("TF1-D1N", STOCK_CARD_HOME_OVER_A_NEEDED_ONE)
    assert engine_finds_a_win(game) is True  # with one return, the 6♦'s
    domain = _domain_for(game)
    assert isinstance(domain, KlondikeDomain)
    root = domain.start(game.state)[1]
    assert not domain.never_home(root)
    children = dict(domain.children(root))
    proofs = domain.memo.proofs
    assert domain.never_home(children[("s", "w>f")])  # the 7♦ home
    assert domain.memo.proofs == proofs + 1
