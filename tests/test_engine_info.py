"""What the UI asks the engine about a game (`engine.game_info`, `Game.info`, the code
grammar): each answer is held to the rules the engine plays by, not to a copy of them."""

from __future__ import annotations

import doctest
import random

import pytest

import engine
from engine import info as info_module
from engine import variants
from engine.codes import ALPHABET

GAMES = tuple(engine.GAME_OPTIONS)


def test_the_doctests_hold() -> None:
    for module in (info_module, variants):
        failed, tried = doctest.testmod(module)
        assert tried > 0 and failed == 0, module.__name__


def test_every_game_answers_and_a_game_on_the_table_answers_the_same() -> None:
    assert [info.id for info in engine.games()] == list(GAMES)
    for game_id in GAMES:
        game = engine.Game.from_code(
            engine.random_code(f"{game_id}1-{engine.GAME_OPTIONS[game_id][0]}", 7)
        )
        assert game.info == engine.game_info(game_id)
        assert game.info.title == game.title
    with pytest.raises(KeyError):
        engine.game_info("XX")


def test_the_options_offered_are_the_option_sets_dealt() -> None:
    for info in engine.games():
        dealt = [o for o in engine.option_sets() if o.game == info.id]
        assert set(info.draw_counts) == {o.draw_count for o in dealt if o.draw_count}
        assert set(info.cell_counts) == {o.cell_count for o in dealt if o.cell_count}
        assert info.offers_vegas == any(o.vegas for o in dealt)
        assert info.has_stock == bool(info.draw_counts)
        assert set(info.scorings) <= {kind for kind, _points in engine.scoring_table()}
    assert engine.game_info("SH").cell_counts == (4, 2, 1)  # New Game's order: easiest first
    assert engine.game_info("DS").scorings == ("normal", "vegas")  # Normal is the default


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_reaches_back_as_far_as_the_answer_says(game_id: str) -> None:
    """Play back and forth past the limit; undo stops exactly at `undo_limit`."""
    code = {"DS": "DS1-D1N-AAAAAAB", "TF": "TF1-D1N-AAAAAAB", "SH": "SH1-C4-AAAAAJ2"}[game_id]
    game = engine.Game.from_code(code)
    limit = game.info.undo_limit
    there, back = ("s", "s") if game.info.has_stock else ("c1>c3", "c3>c1")
    for i in range(limit + 5):
        game.play(there if i % 2 == 0 else back)
    assert sum(game.undo() for _ in range(limit + 50)) == limit


def test_the_group_size_numbers_are_the_limit_the_engine_enforces() -> None:
    for info in engine.games():
        variant = variants.VARIANTS[info.id]
        for cells in range(5):
            for empty in range(10):
                expected = None if info.group_size is None else info.group_size.limit(cells, empty)
                assert variant.group_capacity(cells, empty) == expected
    size = engine.game_info("SH").group_size
    assert size is not None and (size.added, size.factor, size.destination_counts) == (1, 2, False)


def test_a_group_too_large_refusal_carries_the_rules_numbers() -> None:
    layout = [
        "SH1-C4-AAAAAAA",
        "score: 0",
        "moves: 0",
        "s:",
        "w:",
        *("f1: -", "f2: -", "f3: -", "f4: -", "c1: KS", "c2: QS", "c3: JS", "c4:"),
        "t1: KH QH JH TH 9H 8H 7H 6H 5H",
        "t2: TS 9S 8S 7S 6S 5S 4S 3S 2S AS",
        *("t3: KD QD JD TD 9D 8D", "t4: KC QC JC TC", "t5: AC", "t6: 4H 3H 2H AH"),
        *("t7: 9C 8C 7C", "t8: 6C 5C 4C", "t9: 3C 2C", "t10: 7D 6D 5D 4D 3D 2D AD"),
    ]
    game = engine.Game.from_text("\n".join(layout))
    refusal = game.check("t6:4>t1")
    size = game.info.group_size
    assert refusal is not None and refusal.rule == "group-too-large" and size is not None
    assert (refusal.fact("added"), refusal.fact("factor")) == (size.added, size.factor)
    cells, empty = refusal.fact("cells"), refusal.fact("empty")
    assert isinstance(cells, int) and isinstance(empty, int)
    assert refusal.fact("limit") == size.limit(cells, empty) == 2


@pytest.mark.parametrize("game_id", GAMES)
def test_groups_move_only_between_the_pile_kinds_the_answer_names(game_id: str) -> None:
    rng = random.Random(28)
    kinds = engine.game_info(game_id).group_piles
    seen = 0
    for deal in range(3):
        game = engine.Game.from_code(
            engine.random_code(f"{game_id}1-{engine.GAME_OPTIONS[game_id][0]}", deal)
        )
        for _ in range(150):
            moves = game.legal_moves()
            if not moves:
                break
            for move in moves:
                if move.count > 1:
                    seen += 1
                    assert move.source[0] in kinds and move.target[0] in kinds, move
            game.play(rng.choice(moves))
    assert seen > 0


def test_the_hint_budget_is_a_few_seconds() -> None:
    assert [engine.game_info(g).hint_seconds for g in GAMES] == [10.0, 10.0, 5.0]


def test_the_code_grammar_is_the_grammar_the_engine_reads() -> None:
    grammar = engine.CODE_GRAMMAR
    game = engine.Game.from_code(grammar.example)
    assert game.code == grammar.example
    assert grammar.games == GAMES
    assert len(grammar.example.split("-")[2]) == grammar.deal_length
    assert grammar.example.startswith(f"{grammar.games[0]}{grammar.version}-")
    covered = {
        chr(c) for text in grammar.deal_ranges for c in range(ord(text[0]), ord(text[-1]) + 1)
    }
    assert covered == set(ALPHABET) and grammar.deal_ranges == ("A–Z", "2–7")
    for bad, problem in [("XX1-D1N-AAAAAAB", "game"), ("DS1-D1N-AAAA", "length")]:
        with pytest.raises(engine.GameCodeError) as error:
            engine.Game.from_code(bad)
        assert error.value.problem == problem
