"""The rules of RULES.md, one test (or more) named after each rule and decision.

Positions are written by hand with `engine_positions.position`, which puts every card
not named somewhere harmless (the stock in DS/TF, foundations and t10 in Seahaven).
"""

from __future__ import annotations

import pytest
from engine_positions import position

import engine

DS = "DS1-D1N-AAAAAAA"
DSV = "DS1-D1V-AAAAAAA"
DS3 = "DS1-D3N-AAAAAAA"
TF = "TF1-D1N-AAAAAAA"
SH = "SH1-C4-AAAAAAA"


def game_at(code: str, piles: dict[str, str], **kwargs: object) -> engine.Game:
    return engine.Game.from_text(position(code, piles, **kwargs))  # type: ignore[arg-type]


def rule(game: engine.Game, move: str) -> str | None:
    """The rule id refusing `move`, or None when it is allowed."""
    rejection = game.check(move)
    return None if rejection is None else str(rejection.rule)


def tokens(game: engine.Game, pile: str) -> list[str]:
    return [str(card) for card in game.pile(pile)]


def refuse(game: engine.Game, move: str, rule_id: str) -> engine.Rejection:
    """Asserts that check and play both refuse `move` with `rule_id`, changing nothing."""
    before = game.to_text()
    rejection = game.check(move)
    assert rejection is not None, f"{move} was allowed"
    assert rejection.rule == rule_id, rejection
    assert rejection.message
    with pytest.raises(engine.IllegalMove) as caught:
        game.play(move)
    assert caught.value.rejection == rejection
    assert isinstance(caught.value, ValueError)
    assert game.to_text() == before
    assert move not in {str(m) for m in game.legal_moves()}
    return rejection


def allow(game: engine.Game, move: str) -> None:
    assert game.check(move) is None, game.check(move)
    assert move in {str(m) for m in game.legal_moves()}
    game.play(move)


# --- building on columns --------------------------------------------------------------------
@pytest.mark.parametrize("code", [DS, TF])
def test_build_alternate_colours_one_rank_lower(code: str) -> None:
    piles = {"t1": "8S", "t2": "8C", "t3": "8H", "t4": "8D", "t5": "9S", "t6": "7H"}
    game = game_at(code, piles)
    assert rule(game, "t6>t1") is None
    assert rule(game, "t6>t2") is None
    message = refuse(game, "t6>t3", "build-alternate").message
    assert "7♥" in message and "8♥" in message
    refuse(game, "t6>t4", "build-alternate")
    refuse(game, "t6>t5", "build-alternate")
    allow(game, "t6>t2")
    assert tokens(game, "t2") == ["8C", "7H"] and tokens(game, "t6") == []


@pytest.mark.parametrize("code", [DS, TF])
def test_build_alternate_from_waste(code: str) -> None:
    game = game_at(code, {"w": "7H", "t1": "8S", "t2": "8D"})
    refuse(game, "w>t2", "build-alternate")
    allow(game, "w>t1")
    assert tokens(game, "t1") == ["8S", "7H"] and tokens(game, "w") == []


def test_build_alternate_both_duplicates_take_a_card() -> None:
    """A black 6 has four places in Double Solitaire: both 7♥ and both 7♦."""
    game = game_at(DS, {"t1": "7H", "t2": "7H", "t3": "7D", "t4": "7D", "t5": "6S"})
    for target in ("t1", "t2", "t3", "t4"):
        assert rule(game, f"t5>{target}") is None


def test_build_suit_seahaven() -> None:
    game = game_at(SH, {"t1": "8H", "t2": "8S", "t3": "9H", "t4": "7H", "t5": "8D", "c1": "6H"})
    refuse(game, "t4>t2", "build-suit")
    refuse(game, "t4>t3", "build-suit")
    refuse(game, "t4>t5", "build-suit")
    assert "7♥" in refuse(game, "t4>t5", "build-suit").message
    allow(game, "t4>t1")
    allow(game, "c1>t1")
    assert tokens(game, "t1") == ["8H", "7H", "6H"]


# --- empty columns ----------------------------------------------------------------------------
@pytest.mark.parametrize("code", [DS, TF, SH])
def test_empty_column_king(code: str) -> None:
    game = game_at(code, {"t2": "QH", "t3": "KS", "t4": "5D"})
    refuse(game, "t2>t1", "empty-column-king")
    refuse(game, "t4>t1", "empty-column-king")
    allow(game, "t3>t1")
    assert tokens(game, "t1") == ["KS"]


@pytest.mark.parametrize(
    ("code", "column"),
    [(DS, "5h QH JS"), (TF, "5H QH JS"), (SH, "5H QS JS")],
)
def test_empty_column_king_not_a_group_headed_by_another_card(code: str, column: str) -> None:
    """ "Only a King, alone or with the cards on it": a Queen-led group is refused too."""
    game = game_at(code, {"t1": column, "t5": "2D"})
    refuse(game, "t1:2>t2", "empty-column-king")
    assert tokens(game, "t1") == column.split()


def test_empty_column_king_from_waste_and_foundation() -> None:
    game = game_at(DS, {"w": "KH", "f1": "KS", "t1": "5C", "t3": "QD"})
    allow(game, "w>t2")
    allow(game, "f1>t4")
    assert tokens(game, "t2") == ["KH"] and tokens(game, "t4") == ["KS"]
    game = game_at(DS, {"w": "QH", "f1": "QS", "t1": "5C"})
    refuse(game, "w>t2", "empty-column-king")
    refuse(game, "f1>t2", "empty-column-king")


def test_empty_column_king_not_even_to_uncover_face_down() -> None:
    game = game_at(DS, {"t1": "as kh QH", "t2": "3c 9D"})
    refuse(game, "t1>t3", "empty-column-king")
    refuse(game, "t2>t3", "empty-column-king")


@pytest.mark.parametrize(
    ("code", "column"),
    [(DS, "5h KS 3D 9C"), (TF, "5H KS QH JC"), (SH, "5H KS QS JS")],
)
def test_empty_column_king_with_its_cards(code: str, column: str) -> None:
    game = game_at(code, {"t1": column, "t5": "2D"})
    allow(game, "t1:3>t2")
    assert tokens(game, "t2") == column.split()[1:]
    assert tokens(game, "t1") == ["5H"]


# --- groups -------------------------------------------------------------------------------------
def test_group_double_solitaire_any_face_up_card_with_all_on_it() -> None:
    game = game_at(DS, {"t1": "as 9H 3C 7D", "t2": "TS"})
    refuse(game, "t1:2>t2", "build-alternate")  # only the first card must fit
    refuse(game, "t1:4>t2", "face-down")
    allow(game, "t1:3>t2")
    assert tokens(game, "t2") == ["TS", "9H", "3C", "7D"]
    assert tokens(game, "t1") == ["AS"]


def test_group_double_solitaire_first_deal_mid_column_group() -> None:
    """The move Réfléchi refuses on its first deal is a Double Solitaire move."""
    game = game_at(DS, {"t4": "8D JS JD 2S", "t5": "8H 5H 5D AH KD"})
    allow(game, "t5:2>t4")
    assert tokens(game, "t4")[-3:] == ["2S", "AH", "KD"]


def test_face_down_card_cannot_move() -> None:
    game = game_at(DS, {"t1": "qh 5c 8D", "t2": "9C", "t3": "6H"})
    refuse(game, "t1:2>t2", "face-down")
    refuse(game, "t1:3>t2", "face-down")
    refuse(game, "t1:2>t3", "face-down")


def test_group_unordered_reflechi_first_deal() -> None:
    """TF1-D1N-AAAAAAB: A♥ under K♦ would fit on 2♠, but K♦ does not continue it."""
    game = engine.Game.from_code("TF1-D1N-AAAAAAB")
    assert tokens(game, "t5")[-2:] == ["AH", "KD"] and tokens(game, "t4")[-1] == "2S"
    refuse(game, "t5:2>t4", "group-unordered")


def test_group_unordered_reflechi() -> None:
    game = game_at(TF, {"t1": "9D 3C 7D", "t2": "TS", "t3": "9H 8C 7C", "t4": "TC"})
    refuse(game, "t1:3>t2", "group-unordered")
    refuse(game, "t3:3>t4", "group-unordered")  # 8♣ on 9♥ fits, 7♣ on 8♣ does not
    assert rule(game, "t3:2>t2") == "group-unordered"
    game = game_at(TF, {"t1": "9D 8C 7H", "t2": "TS"})
    allow(game, "t1:3>t2")
    assert tokens(game, "t2") == ["TS", "9D", "8C", "7H"]


def test_group_reflechi_king_to_ace_thirteen_cards() -> None:
    run = "KS QH JC TD 9S 8H 7C 6D 5S 4H 3C 2D AS"
    game = game_at(TF, {"t1": run, "t3": "5D"})
    allow(game, "t1:13>t2")
    assert tokens(game, "t2") == run.split() and tokens(game, "t1") == []


def test_group_unordered_seahaven() -> None:
    game = game_at(SH, {"t1": "9C 8C 6C", "t2": "TC", "t3": "9H 8D", "t4": "TH"})
    refuse(game, "t1:3>t2", "group-unordered")
    refuse(game, "t3:2>t4", "group-unordered")
    game = game_at(SH, {"t1": "9C 8C 7C", "t2": "TC"})
    allow(game, "t1:3>t2")


# Seahaven group size: (free cells + 1) × 2^(empty columns), RULES.md §3 example.
LIMIT_LAYOUT = {
    "c1": "KD",
    "t1": "8H 7H 6H 5H 4H 3H 2H AH",
    "t2": "9H",
    "t3": "9S 8S 7S 6S 5S 4S 3S 2S AS",
    "t4": "TS",
    "t5": "KC QC JC TC 9C",
    "t6": "KH QH JH TH",
    "t9": "KS",
    "t10": "QS JS",
}


def test_group_too_large_rules_example_onto_a_card() -> None:
    """1 free cell, 2 empty columns: up to 8 cards can be lifted onto a card."""
    game = game_at("SH1-C2-AAAAAAA", LIMIT_LAYOUT)
    assert [len(game.pile(f"t{i}")) for i in (7, 8)] == [0, 0]
    assert tokens(game, "c2") == []
    message = refuse(game, "t3:9>t4", "group-too-large").message
    assert "8 cards" in message
    assert "1 free cell" in message and "2 empty columns" in message
    allow(game, "t1:8>t2")
    assert len(game.pile("t2")) == 9


def test_group_too_large_rules_example_into_empty_column() -> None:
    """… but a King-led group goes into one of the empty columns only with ≤ 4 cards."""
    game = game_at("SH1-C2-AAAAAAA", LIMIT_LAYOUT)
    message = refuse(game, "t5:5>t7", "group-too-large").message
    assert "4 cards" in message
    assert "1 free cell" in message and "1 empty column" in message
    assert "destination" in message
    allow(game, "t6:4>t7")
    assert tokens(game, "t7") == ["KH", "QH", "JH", "TH"]


@pytest.mark.parametrize(
    ("code", "cells", "limit"),
    [
        ("SH1-C4-AAAAAAA", {"c1": "KD"}, 16),
        ("SH1-C4-AAAAAAA", {"c1": "KD", "c2": "QD", "c3": "JD"}, 8),
        ("SH1-C2-AAAAAAA", {"c1": "KD"}, 8),
        ("SH1-C2-AAAAAAA", {"c1": "KD", "c2": "QD"}, 4),
        ("SH1-C1-AAAAAAA", {"c1": "KD"}, 4),
    ],
)
def test_group_too_large_removed_cells_do_not_count(
    code: str, cells: dict[str, str], limit: int
) -> None:
    game = game_at(code, {**LIMIT_LAYOUT, **cells})
    if limit >= 9:
        assert rule(game, "t3:9>t4") is None
    else:
        message = refuse(game, "t3:9>t4", "group-too-large").message
        assert f"At most {limit} cards" in message
    if limit >= 8:
        assert rule(game, "t1:8>t2") is None
    else:
        refuse(game, "t1:8>t2", "group-too-large")


def test_group_too_large_no_free_cell_no_empty_column() -> None:
    layout = {"c1": "KD", "c2": "QD", "t1": "9C 8C", "t2": "TC"}
    layout |= {f"t{i}": f"{r}H" for i, r in zip(range(3, 10), "A23456789", strict=False)}
    game = game_at("SH1-C2-AAAAAAA", layout)
    message = refuse(game, "t1:2>t2", "group-too-large").message
    assert "At most 1 card" in message and "0 free cells" in message
    assert "0 empty columns" in message
    layout["c2"] = ""
    allow(game_at("SH1-C2-AAAAAAA", layout), "t1:2>t2")


def test_group_seahaven_uncovered_king_moves_to_cell_or_empty_column() -> None:
    """A King, once the card on it has gone to a cell, goes to a cell or an empty column,
    never onto the Queen of its suit (a card goes on the next higher one)."""
    game = game_at(SH, {"t1": "KS 5D", "t2": "QS"})
    refuse(game, "t1:2>t3", "group-unordered")
    allow(game, "t1>c3")
    refuse(game, "t1>t2", "build-suit")
    assert rule(game, "t1>t3") is None
    assert rule(game, "t1>c4") is None


def test_group_cannot_go_into_a_cell() -> None:
    """Even an empty cell takes one card only: a group is refused as too much for it."""
    game = game_at(SH, {"t1": "9C 8C"})
    assert not game.pile("c3")
    refuse(game, "t1:2>c3", "cell-full")
    allow(game, "t1>c3")


# --- foundations ------------------------------------------------------------------------------
def test_foundation_rows_double_solitaire() -> None:
    """♠ f1 f2, ♥ f3 f4, ♦ f5 f6, ♣ f7 f8; the second A♠ takes the second ♠ slot."""
    game = game_at(DS, {"t1": "AS", "t2": "AS", "t3": "AH", "t4": "AD", "t5": "AC", "t6": "AH"})
    for column in ("t1", "t2", "t3", "t4", "t5", "t6"):
        allow(game, f"{column}>f")
    assert [tokens(game, f"f{i}") for i in range(1, 9)] == [
        ["AS"],
        ["AS"],
        ["AH"],
        ["AH"],
        ["AD"],
        [],
        ["AC"],
        [],
    ]


def test_foundation_first_of_the_row_that_takes_it() -> None:
    game = game_at(DS, {"f1": "3S", "f2": "3S", "t1": "4S", "t2": "4S"})
    allow(game, "t1>f")
    assert len(game.pile("f1")) == 4 and len(game.pile("f2")) == 3
    allow(game, "t2>f")
    assert len(game.pile("f2")) == 4
    game = game_at(DS, {"f1": "2S", "f2": "3S", "t1": "4S", "t2": "3S"})
    allow(game, "t1>f")
    assert len(game.pile("f2")) == 4 and len(game.pile("f1")) == 2
    allow(game, "t2>f")
    assert len(game.pile("f1")) == 3


def test_foundation_never_another_suits_row() -> None:
    game = game_at(DS, {"f3": "3H", "f4": "5H", "t1": "2S", "t2": "8H", "t3": "AS"})
    refuse(game, "t1>f", "foundation-order")
    refuse(game, "t2>f", "foundation-order")
    allow(game, "t3>f")
    assert tokens(game, "f1") == ["AS"]
    assert len(game.pile("f3")) == 3 and len(game.pile("f4")) == 5


@pytest.mark.parametrize("code", [TF, SH])
def test_foundation_one_deck_fixed_places(code: str) -> None:
    game = game_at(code, {"t1": "AC", "t2": "AD", "t3": "AH", "t4": "AS", "t5": "2C"})
    for column in ("t1", "t2", "t3", "t4", "t5"):
        allow(game, f"{column}>f")
    assert [len(game.pile(f"f{i}")) for i in range(1, 5)] == [1, 1, 1, 2]
    assert [str(game.pile(f"f{i}")[-1])[1] for i in range(1, 5)] == ["S", "H", "D", "C"]


@pytest.mark.parametrize("code", [DS, TF, SH])
def test_foundation_order(code: str) -> None:
    game = game_at(code, {"f1": "AS", "t1": "3S", "t2": "2H", "t3": "2S"}, to_foundations=False)
    message = refuse(game, "t1>f", "foundation-order").message
    assert "3♠" in message
    refuse(game, "t2>f", "foundation-order")
    allow(game, "t3>f")
    allow(game, "t1>f")
    assert tokens(game, "f1") == ["AS", "2S", "3S"]


@pytest.mark.parametrize(
    ("code", "column"), [(DS, "5H 4S"), (TF, "5H 4S"), (SH, "5S 4S"), (DS, "AS AH")]
)
def test_foundation_one_card(code: str, column: str) -> None:
    hearts = "f3" if code == DS else "f2"
    game = game_at(code, {"f1": "3S", hearts: "4H", "t1": column}, to_foundations=False)
    refuse(game, "t1:2>f", "foundation-one-card")


def test_foundation_from_waste() -> None:
    game = game_at(TF, {"w": "AD 2D", "t1": "KS"})
    refuse(game, "w:2>f", "not-top")
    refuse(game, "w>f", "foundation-order")
    game = game_at(TF, {"w": "2D AD", "t1": "KS"})
    allow(game, "w>f")
    allow(game, "w>f")
    assert tokens(game, "f3") == ["AD", "2D"]


@pytest.mark.parametrize("code", [DS, TF])
def test_foundation_return_klondike_no_points(code: str) -> None:
    suit_pile = "f3" if code == DS else "f2"
    game = game_at(code, {suit_pile: "6H", "t4": "7S", "t5": "7H"}, score=50)
    refuse(game, f"{suit_pile}>t5", "build-alternate")
    allow(game, f"{suit_pile}>t4")
    assert tokens(game, "t4") == ["7S", "6H"]
    assert len(game.pile(suit_pile)) == 5
    assert game.score == 50


def test_foundation_return_seahaven_costs_ten() -> None:
    game = game_at(SH, {"f2": "6H", "t1": "7H", "t2": "7S"}, score=50)
    refuse(game, "f2>t2", "build-suit")
    allow(game, "f2>t1")
    assert game.score == 40
    allow(game, "f2>c3")
    assert game.score == 30 and tokens(game, "c3") == ["5H"]


def test_foundation_return_not_top() -> None:
    game = game_at(SH, {"f2": "6H", "t1": "7H"})
    refuse(game, "f2:2>t1", "not-top")


# --- stock ------------------------------------------------------------------------------------
def test_stock_draw_one() -> None:
    game = game_at(TF, {"s": "9d 8d 7d", "t1": "KS"}, dump="t7")
    allow(game, "s")
    assert tokens(game, "w") == ["7D"] and tokens(game, "s") == ["9d", "8d"]
    assert game.score == 0


def test_stock_draw_three_only_top_plays() -> None:
    game = game_at(DS3, {"s": "9d 5c 4d 7d", "t1": "8S", "t2": "8C"}, dump="t9")
    allow(game, "s")
    assert tokens(game, "w") == ["7D", "4D", "5C"]
    assert tokens(game, "s") == ["9d"]
    refuse(game, "w:2>t1", "not-top")
    refuse(game, "w>t1", "build-alternate")  # 5♣ is the top, not 7♦
    game = game_at(DS3, {"s": "9d 6d 4c 7h", "t1": "8S", "t2": "7S"}, dump="t9")
    allow(game, "s")
    assert tokens(game, "w")[-1] == "6D"
    allow(game, "w>t2")
    assert tokens(game, "w") == ["7H", "4C"]
    refuse(game, "w>t1", "build-alternate")


def test_stock_draw_three_under_card_playable_after() -> None:
    game = game_at(DS3, {"s": "9d 6c 7h", "t1": "8S", "t2": "7D"}, dump="t9")
    allow(game, "s")
    assert tokens(game, "w") == ["7H", "6C", "9D"]
    game = game_at(DS3, {"s": "9d 7h 6c", "t1": "8S", "t2": "7D"}, dump="t9")
    allow(game, "s")
    assert tokens(game, "w") == ["6C", "7H", "9D"]
    game = game_at(DS3, {"s": "7h 6c 9s", "t1": "8S", "t2": "TD"}, dump="t9")
    allow(game, "s")
    assert tokens(game, "w") == ["9S", "6C", "7H"]
    refuse(game, "w>t2", "build-alternate")
    allow(game, "w>t1")
    allow(game, "w>t1")
    allow(game, "w>t2")
    assert tokens(game, "t1") == ["8S", "7H", "6C"] and tokens(game, "w") == []


@pytest.mark.parametrize("left", [1, 2])
def test_stock_draw_three_fewer_left_turns_what_is_left(left: int) -> None:
    stock = " ".join(["9d", "5c"][:left])
    game = game_at("DS1-D3V-AAAAAAA", {"s": stock, "t1": "KS"}, dump="t9")
    allow(game, "s")
    assert len(game.pile("w")) == left and game.pile("s") == []


def _draw_sequence(game: engine.Game) -> list[str]:
    seen = []
    while game.pile("s"):
        game.play("s")
        seen.append(" ".join(tokens(game, "w")))
    return seen


@pytest.mark.parametrize("code", ["TF1-D1N-AAAAAAB", "TF1-D3N-AAAAAAB", "DS1-D3N-AAAAAJ2"])
def test_stock_recycle_same_order(code: str) -> None:
    game = engine.Game.from_code(code)
    stock_before = tokens(game, "s")
    first_pass = _draw_sequence(game)
    waste = tokens(game, "w")
    allow(game, "s")
    assert tokens(game, "w") == []
    assert tokens(game, "s") == stock_before
    assert [c.upper() for c in reversed(tokens(game, "s"))] == waste
    assert _draw_sequence(game) == first_pass


def test_stock_recycle_costs_100_normal() -> None:
    game = game_at(DS, {"w": "9D 5C", "t1": "KS"}, score=250, dump="t9")
    allow(game, "s")
    assert game.score == 150
    assert tokens(game, "s") == ["5c", "9d"] and tokens(game, "w") == []
    assert game.undo() and game.score == 250 and tokens(game, "w") == ["9D", "5C"]


def test_stock_recycle_early_costs_less_floor_zero() -> None:
    game = game_at(TF, {"w": "9D 5C", "t1": "KS"}, score=30, dump="t7")
    allow(game, "s")
    assert game.score == 0
    allow(game, "s")
    allow(game, "s")
    allow(game, "s")  # a second recycle at 0 stays at 0
    assert game.score == 0
    for _ in range(4):
        assert game.undo()
    assert game.score == 30


def test_no_recycle_vegas() -> None:
    for draw in ("D1V", "D3V"):
        game = game_at(f"DS1-{draw}-AAAAAAA", {"w": "9D 5C", "t1": "KS"}, dump="t9")
        refuse(game, "s", "no-recycle")
        assert game.tap("s") is None


def test_no_recycle_vegas_stock_goes_through_once() -> None:
    game = engine.Game.from_code("DS1-D3V-AAAAAAB")
    for _ in range(20):
        game.play("s")
    assert game.pile("s") == [] and len(game.pile("w")) == 59
    refuse(game, "s", "no-recycle")


@pytest.mark.parametrize("code", [DS, DSV, TF])
def test_stock_empty(code: str) -> None:
    game = game_at(code, {"t1": "KS"}, dump="t9" if code.startswith("DS") else "t7")
    refuse(game, "s", "stock-empty")
    assert game.tap("s") is None


def test_stock_seahaven_has_none() -> None:
    game = engine.Game.from_code("SH1-C4-AAAAAJ2")
    refuse(game, "s", "no-such-pile")
    refuse(game, "w>t1", "no-such-pile")
    assert game.tap("s") is None
    assert "s" not in {str(m) for m in game.legal_moves()}


def test_stock_tap_in_legal_moves() -> None:
    game = engine.Game.from_code("DS1-D1N-AAAAAAB")
    assert engine.Move.parse("s") in game.legal_moves()
    assert game.tap("s") == engine.Move.parse("s")


# --- turning cards up -------------------------------------------------------------------------
def test_auto_turn_up_normal_plus_five_and_playable() -> None:
    game = game_at(DS, {"t1": "4c 7s 8D", "t2": "9C"})
    allow(game, "t1>t2")
    assert tokens(game, "t1") == ["4c", "7S"]
    assert game.score == 5
    allow(game, "t1>t2")
    assert tokens(game, "t1") == ["4C"] and game.score == 10
    assert tokens(game, "t2") == ["9C", "8D", "7S"]


def test_auto_turn_up_vegas_no_points() -> None:
    game = game_at(DSV, {"t1": "4c 7s 8D", "t2": "9C"})
    allow(game, "t1>t2")
    assert tokens(game, "t1") == ["4c", "7S"] and game.score == -104


def test_auto_turn_up_by_a_group_move() -> None:
    game = game_at(DS, {"t1": "4c 7s 8D 7C", "t2": "9C"})
    allow(game, "t1:2>t2")
    assert tokens(game, "t1") == ["4c", "7S"] and game.score == 5


# --- scoring (RULES.md §4 table) --------------------------------------------------------------
@pytest.mark.parametrize(
    ("code", "start", "text"),
    [
        ("DS1-D1N-AAAAAAB", 0, "0"),
        ("DS1-D3N-AAAAAAB", 0, "0"),
        ("DS1-D1V-AAAAAAB", -104, "-$104"),
        ("DS1-D3V-AAAAAAB", -104, "-$104"),
        ("TF1-D1N-AAAAAAB", 0, "0"),
        ("SH1-C1-AAAAAAB", 0, "0"),
    ],
)
def test_scoring_start(code: str, start: int, text: str) -> None:
    game = engine.Game.from_code(code)
    assert game.score == start and game.score_text == text


@pytest.mark.parametrize(("code", "points"), [(DS, 10), (DSV, 5), (TF, 10), (SH, 10)])
def test_scoring_card_to_foundation(code: str, points: int) -> None:
    game = game_at(code, {"t1": "AS"}, score=100)
    allow(game, "t1>f")
    assert game.score == 100 + points


@pytest.mark.parametrize(("code", "points"), [(DS, 10), (DSV, 5), (TF, 10)])
def test_scoring_waste_to_foundation_only_foundation_points(code: str, points: int) -> None:
    game = game_at(code, {"w": "AS", "t1": "KH"}, score=100)
    allow(game, "w>f")
    assert game.score == 100 + points


@pytest.mark.parametrize(("code", "points"), [(DS, 5), (DSV, 0), (TF, 5)])
def test_scoring_waste_to_column(code: str, points: int) -> None:
    game = game_at(code, {"w": "7H", "t1": "8S"}, score=100)
    allow(game, "w>t1")
    assert game.score == 100 + points


@pytest.mark.parametrize(("code", "points"), [(DS, 15), (DSV, 5)])
def test_scoring_foundation_move_turning_a_card_up(code: str, points: int) -> None:
    game = game_at(code, {"t1": "9h AS"}, score=100)
    allow(game, "t1>f")
    assert game.score == 100 + points
    assert tokens(game, "t1") == ["9H"]


@pytest.mark.parametrize("code", [DS, TF, SH])
def test_scoring_column_to_column_no_points(code: str) -> None:
    game = game_at(code, {"t1": "8H", "t2": "7H" if code == SH else "7S"}, score=100)
    allow(game, "t2>t1")
    assert game.score == 100


def test_scoring_seahaven_cell_moves_no_points() -> None:
    game = game_at(SH, {"t1": "8H", "t2": "7H"}, score=100)
    allow(game, "t2>c1")
    allow(game, "c1>t1")
    assert game.score == 100


def test_scoring_floor_normal_undo_restores_swallowed() -> None:
    game = game_at(DS, {"f3": "6H", "t4": "7S", "w": "9D"}, score=30, dump="t9")
    allow(game, "s")  # stock is empty: recycle, −100 held at 0
    assert game.score == 0
    assert game.undo()
    assert game.score == 30


def test_scoring_seahaven_never_below_zero() -> None:
    game = game_at(SH, {"f2": "6H", "t1": "7H"}, score=5)
    allow(game, "f2>t1")
    assert game.score == 0
    allow(game, "f2>c1")
    assert game.score == 0
    assert game.undo() and game.score == 0
    assert game.undo() and game.score == 5


def test_scoring_vegas_no_floor() -> None:
    game = game_at(DSV, {"f3": "KH", "t1": "5C"}, score=-104)
    allow(game, "f3>t2")
    assert game.score == -104 and game.score_text == "-$104"
    game = game_at(DSV, {"f3": "KH", "t1": "5C"}, score=-250)  # no floor, not even −104
    allow(game, "f3>t2")
    assert game.score == -250 and game.score_text == "-$250"


def test_scoring_vegas_turns_positive_with_21st_card() -> None:
    spades = " ".join(r + "S" for r in reversed("A23456789TJQK"))
    hearts = " ".join(r + "H" for r in reversed("A2345678"))
    game = game_at(DSV, {"t1": f"{hearts} {spades}"})
    assert game.score == -104
    for played in range(1, 22):
        allow(game, "t1>f")
        assert game.score == -104 + 5 * played
        assert (game.score < 0) == (played <= 20)
    assert game.score_text == "$1"


def test_scoring_vegas_all_104_cards_home_end_at_416_dollars() -> None:
    """−$104 at the start, +$5 for each of the 104 cards: a game won without a return
    ends at +$416, every card sent home one by one from the table."""
    runs = [" ".join(rank + suit for rank in reversed("A23456789TJQK")) for suit in "SHDC"]
    game = game_at(DSV, {f"t{i + 1}": runs[i % 4] for i in range(8)}, score=-104, dump="")
    for _ in range(104):
        column = next(name for name in ("t1", "t2", "t3", "t4", "t5", "t6", "t7", "t8")
                      if game.pile(name))  # fmt: skip
        allow(game, f"{column}>f")
    assert game.is_won
    assert game.score == 416 and game.score_text == "$416"


def test_scoring_vegas_score_text() -> None:
    game = game_at(DSV, {"t1": "KC"}, score=411, dump="", to_foundations=True)
    assert game.score_text == "$411"
    allow(game, "t1>f")
    assert game.is_won
    assert game.score == 416 and game.score_text == "$416"
    game = game_at(DSV, {"t1": "AS"}, score=-5)
    allow(game, "t1>f")
    assert game.score_text == "$0"


def test_scoring_normal_score_text_plain() -> None:
    game = game_at(DS, {"t1": "AS"}, score=110)
    allow(game, "t1>f")
    assert game.score_text == "120"


@pytest.mark.parametrize(("code", "last", "dump"), [(DS, "KC", ""), (TF, "KD", ""), (SH, "KH", "")])
def test_won_when_all_cards_on_foundations(code: str, last: str, dump: str) -> None:
    game = game_at(code, {"t1": last}, dump=dump, to_foundations=True, score=0)
    assert not game.is_won
    allow(game, "t1>f")
    assert game.is_won
    assert game.undo() and not game.is_won


# --- undo and the move counter ----------------------------------------------------------------
def test_undo_depth_double_solitaire_200() -> None:
    game = engine.Game.from_code("DS1-D1N-AAAAAAB")
    texts = []
    for _ in range(201):
        texts.append(game.to_text())
        game.play("s")
    assert game.moves == 201
    for count in range(200):
        assert game.undo(), count
        assert game.moves == 201
    assert game.undo() is False
    assert game.to_text() == texts[1].replace("moves: 1\n", "moves: 201\n")


@pytest.mark.parametrize("code", ["TF1-D1N-AAAAAAB", "SH1-C4-AAAAAJ2"])
def test_undo_depth_100(code: str) -> None:
    game = engine.Game.from_code(code)
    move = "s" if code.startswith("TF") else "c1>c3"
    back = "s" if code.startswith("TF") else "c3>c1"
    for i in range(101):
        game.play(move if i % 2 == 0 else back)
    assert game.moves == 101
    assert sum(game.undo() for _ in range(150)) == 100
    assert game.moves == 101


def test_undo_nothing_to_undo() -> None:
    game = engine.Game.from_code("TF1-D1N-AAAAAAB")
    assert game.undo() is False
    assert game.moves == 0


def test_undo_restores_everything() -> None:
    game = game_at(DS, {"t1": "4c 7s 8D", "t2": "9C", "w": "5H 2S"}, score=40, dump="t9")
    start = game.to_text()
    actions = ["t1>t2", "t1>t2", "s", "s", "s"]
    for move in actions:
        game.play(move)
    assert game.moves == 5
    for _ in actions:
        assert game.undo()
    assert game.to_text() == start.replace("moves: 0", "moves: 5")
    assert game.moves == 5


def test_undo_refused_move_is_not_an_action() -> None:
    game = game_at(TF, {"t1": "8S", "t2": "8H", "t3": "7H"})
    with pytest.raises(engine.IllegalMove):
        game.play("t3>t2")
    assert game.moves == 0 and game.undo() is False


# --- tap and double click ---------------------------------------------------------------------
def test_tap_to_foundation_else_none() -> None:
    game = game_at(TF, {"t1": "AS", "t2": "5H", "w": "AD", "f2": "4H"})
    assert game.tap("t1") == engine.Move.parse("t1>f")
    assert game.tap("w") == engine.Move.parse("w>f")
    assert game.tap("t2") == engine.Move.parse("t2>f")
    game = game_at(TF, {"t1": "AS 9H", "t2": "TS", "t3": "8C"})
    assert game.tap("t1") is None
    assert game.tap("t4") is None  # empty
    assert game.tap("t9") is None  # no such pile


def test_tap_stock() -> None:
    game = engine.Game.from_code("TF1-D3N-AAAAAAB")
    assert str(game.tap("s")) == "s"


def test_tap_seahaven_cell() -> None:
    game = game_at(SH, {"c2": "AH", "t1": "KS"})
    assert str(game.tap("c2")) == "c2>f"
    assert game.tap("c1") is None


def test_double_click_foundation_first() -> None:
    game = game_at(TF, {"t1": "AH", "t2": "2S"})
    assert str(game.double_click("t1")) == "t1>f"


def test_double_click_longest_column_face_down_included() -> None:
    game = game_at(DS, {"t1": "7H", "t2": "8C", "t3": "qd jd 8S", "t4": "TD 9H 8C"})
    assert str(game.double_click("t1")) == "t1>t3"
    game = game_at(DS, {"t1": "7H", "t2": "8C", "t3": "qd 8S", "t4": "TD 9H 8C"})
    assert str(game.double_click("t1")) == "t1>t4"


def test_double_click_ties_go_leftmost() -> None:
    game = game_at(TF, {"t1": "4D 8S", "t2": "7H", "t3": "5D 8C"})
    assert str(game.double_click("t2")) == "t2>t1"
    game = game_at(TF, {"t1": "8S", "t2": "3D 7H", "t3": "5D 8C"})
    assert str(game.double_click("t2")) == "t2>t3"


def test_double_click_own_column_never() -> None:
    # t1 is the longest column; its 7♣ goes to the next longest that takes it.
    game = game_at(TF, {"t1": "KS QD 4S 2C 7C", "t2": "8H", "t4": "9C 8D"})
    assert str(game.double_click("t1")) == "t1>t4"


def test_double_click_from_waste() -> None:
    game = game_at(TF, {"w": "7H", "t2": "8C", "t3": "JD 8S"})
    assert str(game.double_click("w")) == "w>t3"


def test_double_click_empty_column_for_a_king() -> None:
    game = game_at(DS, {"t1": "5d KS", "t2": "3C", "t4": "2H"})
    assert str(game.double_click("t1")) == "t1>t3"
    game = game_at(DS, {"t1": "5d QS", "t2": "3C"})
    assert game.double_click("t1") is None


def test_double_click_never_moves_a_lone_king_to_another_empty_column() -> None:
    """docs/DECISIONS.md: the move would change nothing a player can see."""
    game = game_at(DS, {"t1": "KS", "t2": "3C"})
    assert game.double_click("t1") is None
    assert game.check("t1>t3") is None  # a drag may still make it: the rules allow it


def test_double_click_seahaven_free_cell_last() -> None:
    layout = {"c1": "2D", "t1": "7H", "t2": "8H", "t3": "5S"}
    game = game_at(SH, layout, to_foundations=False)
    assert str(game.double_click("t1")) == "t1>t2"
    assert str(game.double_click("t3")) == "t3>c2"
    game = game_at(SH, {"c1": "2D", "t1": "5S KH"}, to_foundations=False)
    assert str(game.double_click("t1")) == "t1>t2"
    cards = ["5S", "7S", "9S", "JS", "3H", "5H", "7H", "9H"]
    singles = {f"t{i}": card for i, card in enumerate(cards, start=2)}
    full = game_at("SH1-C1-AAAAAAA", {"c1": "2D", "t1": "3S", **singles}, to_foundations=False)
    assert full.double_click("t1") is None
    assert full.tap("t1") is None


def test_double_click_seahaven_cell_king_to_empty_column() -> None:
    game = game_at(SH, {"c1": "KD", "t1": "5S"}, to_foundations=False)
    assert str(game.double_click("c1")) == "c1>t2"


def test_double_click_cell_card_never_hops_to_another_cell() -> None:
    game = game_at(SH, {"c1": "5D", "t1": "KS QS"}, to_foundations=False)
    assert game.double_click("c1") is None


def test_double_click_foundation_and_nothing_to_do() -> None:
    game = game_at(TF, {"f1": "3S", "t1": "9H", "t2": "4H"})
    assert game.double_click("f1") is None
    assert game.tap("f1") is None
    assert game.double_click("t1") is None


def test_double_click_stock_is_a_tap() -> None:
    game = engine.Game.from_code("TF1-D1N-AAAAAAB")
    assert str(game.double_click("s")) == "s"


# --- other refusals (every rule id in ENGINE_API.md) ------------------------------------------
def test_no_such_pile() -> None:
    sh2 = game_at("SH1-C2-AAAAAAA", {"t1": "KS"})
    refuse(sh2, "t1>c3", "no-such-pile")
    refuse(sh2, "c3>t1", "no-such-pile")
    assert "c3" in sh2.check("t1>c3").message  # type: ignore[union-attr]
    tf = engine.Game.from_code("TF1-D1N-AAAAAAB")
    refuse(tf, "t1>t8", "no-such-pile")
    refuse(tf, "f5>t1", "no-such-pile")
    refuse(tf, "t1>c1", "no-such-pile")
    ds = engine.Game.from_code("DS1-D1N-AAAAAAB")
    refuse(ds, "t10>t1", "no-such-pile")


def test_cell_full() -> None:
    game = game_at(SH, {"c1": "KH", "t1": "5S"})
    refuse(game, "t1>c1", "cell-full")
    allow(game, "t1>c2")
    refuse(game, "c2>c1", "cell-full")


def test_not_top() -> None:
    game = game_at(TF, {"w": "8S 7H", "t3": "9D"})
    refuse(game, "w:2>t3", "not-top")
    game = game_at(SH, {"c1": "KH", "f1": "3S", "t1": "4S"})
    refuse(game, "c1:2>t2", "not-top")
    refuse(game, "f1:2>t1", "not-top")


def test_refusals_beyond_the_table() -> None:
    game = game_at(TF, {"t1": "8S 7H", "t2": "9D"})
    assert rule(game, "w>t1") == "empty-source"
    assert rule(game, "t3>t1") == "empty-source"
    assert rule(game, "t1:3>t2") == "too-few-cards"
    assert rule(game, "t1>t1") == "same-pile"
    assert rule(game, "t1>w") == "not-a-target"
    assert rule(game, "t1>s") == "not-a-target"


HEARTS_T3_TO_T9 = {f"t{i}": f"{rank}H" for i, rank in enumerate("A234567", start=3)}

# rule id -> (code, piles, keyword arguments of `position`, the refused move)
RULE_EXAMPLES: dict[str, tuple[str, dict[str, str], dict[str, str], str]] = {
    "face-down": (DS, {"t1": "qh 5c 8D", "t2": "9C"}, {}, "t1:2>t2"),
    "not-top": (TF, {"w": "8S 7H", "t3": "9D"}, {}, "w:2>t3"),
    "build-alternate": (TF, {"t1": "8H", "t2": "7H"}, {}, "t2>t1"),
    "build-suit": (SH, {"t1": "8S", "t2": "7H"}, {}, "t2>t1"),
    "empty-column-king": (DS, {"t2": "QH"}, {}, "t2>t1"),
    "group-unordered": (TF, {"t1": "9D 3C", "t2": "TS"}, {}, "t1:2>t2"),
    "group-too-large": (
        "SH1-C1-AAAAAAA",
        {"c1": "KD", "t1": "9C 8C", "t2": "TC", **HEARTS_T3_TO_T9},
        {},
        "t1:2>t2",
    ),
    "foundation-order": (TF, {"t1": "2S"}, {}, "t1>f"),
    "foundation-one-card": (DS, {"f1": "3S", "t1": "5H 4S"}, {}, "t1:2>f"),
    "cell-full": (SH, {"c1": "KH", "t1": "5S"}, {}, "t1>c1"),
    "no-recycle": (DSV, {"w": "5C", "t1": "KS"}, {"dump": "t9"}, "s"),
    "stock-empty": (TF, {"t1": "KS"}, {"dump": "t7"}, "s"),
    "no-such-pile": ("SH1-C2-AAAAAAA", {"t1": "KS"}, {}, "t1>c3"),
}


@pytest.mark.parametrize("rule_id", sorted(RULE_EXAMPLES))
def test_every_rule_id_is_produced(rule_id: str) -> None:
    code, piles, options, move = RULE_EXAMPLES[rule_id]
    game = game_at(code, piles, **options)
    rejection = refuse(game, move, rule_id)
    assert rejection.rule == engine.Rule(rule_id)
    assert str(rejection).startswith(rule_id + ": ")


ENGINE_API_RULE_IDS = (
    "face-down",
    "not-top",
    "build-alternate",
    "build-suit",
    "empty-column-king",
    "group-unordered",
    "group-too-large",
    "foundation-order",
    "foundation-one-card",
    "cell-full",
    "no-recycle",
    "stock-empty",
    "no-such-pile",
)


def test_every_rule_id_listed_in_engine_api_exists() -> None:
    assert set(RULE_EXAMPLES) == set(ENGINE_API_RULE_IDS)
    assert set(ENGINE_API_RULE_IDS) <= {str(r) for r in engine.Rule}
    assert all(engine.RULE_TEXTS[r] for r in engine.Rule)


# --- legal moves ------------------------------------------------------------------------------
@pytest.mark.parametrize("code", ["DS1-D1N-AAAAAAB", "TF1-D3N-AAAAAAB", "SH1-C4-AAAAAJ2"])
def test_legal_moves_each_once_canonical_and_allowed(code: str) -> None:
    game = engine.Game.from_code(code)
    for _ in range(15):
        legal = game.legal_moves()
        texts = [str(m) for m in legal]
        assert len(set(texts)) == len(texts)
        for move in legal:
            assert str(engine.Move.parse(str(move))) == str(move)
            assert game.check(move) is None
        if not legal:
            break
        game.play(legal[-1])


def test_legal_moves_seahaven_first_deal() -> None:
    game = engine.Game.from_code("SH1-C4-AAAAAJ2")
    legal = {str(m) for m in game.legal_moves()}
    # Tops: 6D 9D QD KC 2D 3H 7D 8D TC 6H; cells 3C 4H; c3, c4 free.
    assert "t1>c3" in legal and "c1>c4" in legal
    assert "t2>t4" not in legal
    assert not any(m.endswith(">f") for m in legal)  # no Ace on top
    assert "c2>t6" not in legal  # 4♥ on 3♥: wrong way round


# --- ENGINE_API.md examples ---------------------------------------------------------------------
def test_engine_api_examples_work_as_written() -> None:
    game = engine.Game.from_code("SH1-C4-AAAAAJ2")
    assert game.code == "SH1-C4-AAAAAJ2"
    assert all(isinstance(m, engine.Move) for m in game.legal_moves())
    verdict = game.check("t3>t5")
    assert isinstance(verdict, engine.Rejection) and verdict.rule == "build-suit"
    with pytest.raises(engine.IllegalMove) as caught:
        game.play("t3>t5")
    assert caught.value.rejection == verdict
    game.play("t1>c3")
    assert game.undo() is True
    assert game.undo() is False
    assert game.tap("t3") is None
    assert game.double_click("t3") == engine.Move.parse("t3>c3")
    assert isinstance(game.score, int) and game.score_text == "0"
    assert game.moves == 1
    assert game.is_won is False
    assert [str(card) for card in game.pile("t3")] == ["KH", "2S", "5S", "5H", "QD"]
    assert str(engine.Move.parse("t4:3>t7")) == "t4:3>t7"
    text = game.to_text()
    assert engine.Game.from_text(text) == game
    vegas = engine.Game.from_code("DS1-D1V-AAAAAAB")
    assert vegas.score == -104 and vegas.score_text == "-$104"
    for error in (engine.GameCodeError, engine.PositionError, engine.IllegalMove):
        assert issubclass(error, ValueError)


def test_engine_api_foundation_pile_ace_first() -> None:
    game = game_at(DS, {"f5": "4D", "t1": "KS"})
    assert tokens(game, "f5") == ["AD", "2D", "3D", "4D"]
    assert tokens(game, "f6") == []


def _seahaven_example_text() -> str:
    """ENGINE_API.md's Seahaven example, its `...` columns filled with the other cards."""
    piles = {"f1": "5S", "f3": "AD", "c1": "KH", "t1": "9C 8C 7C", "t10": "4H 3H"}
    text = position("SH1-C1-AAAAAJ2", piles, score=40, moves=12, dump="t3", to_foundations=False)
    lines = text.splitlines()
    # The example writes `s:` and `w:` lines for Seahaven too.
    return "\n".join([*lines[:3], "s:", "w:", *lines[3:]]) + "\n"


def test_engine_api_seahaven_position_example_reads() -> None:
    game = engine.Game.from_text(_seahaven_example_text())
    assert game.score == 40 and game.moves == 12
    assert tokens(game, "f1")[-1] == "5S" and tokens(game, "c1") == ["KH"]


def test_engine_api_seahaven_position_example_without_stock_lines() -> None:
    text = "\n".join(
        line for line in _seahaven_example_text().splitlines() if line not in ("s:", "w:")
    )
    game = engine.Game.from_text(text)
    assert game.score == 40 and game.moves == 12
    assert tokens(game, "t1") == ["9C", "8C", "7C"] and tokens(game, "t10") == ["4H", "3H"]
    assert tokens(game, "f3") == ["AD"] and game.pile("t2") == []


def test_check_lift_answers_before_any_destination_is_known() -> None:
    game = engine.Game.from_code("TF1-D1N-AAAAAAB")
    assert game.check_lift("t5", 2).rule == "group-unordered"  # A♥ with K♦ on it
    assert game.check_lift("t5", 1) is None
    assert game.check_lift("t5", 9).rule == "too-few-cards"
    assert game.check_lift("w").rule == "empty-source"
    assert game.check_lift("s").rule == "face-down"
    assert game.check_lift("c1").rule == "no-such-pile"
    ds = engine.Game.from_code("DS1-D1N-AAAAAAB")
    assert ds.check_lift("t9", 2).rule == "face-down"
