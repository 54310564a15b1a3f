"""What the UI asks the engine beyond play/check: `resolve` (the real target of a move),
option sets (the code grammar as values), score texts, the scoring table and each game's
refusal rules. Expectations come from playing the rules or from RULES.md, not from the
tables under test."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from engine_positions import position

import engine
from engine import NoPoints, OptionSet, Rule, ScoreEvent

DS = "DS1-D1N-AAAAAAA"
DSV = "DS1-D1V-AAAAAAA"
DS3 = "DS1-D3N-AAAAAAA"
TF = "TF1-D1N-AAAAAAA"
SH = "SH1-C4-AAAAAAA"
EVERY_PREFIX = [
    f"{game}1-{options}" for game, all in engine.GAME_OPTIONS.items() for options in all
]


def game_at(code: str, piles: dict[str, str], **kwargs: object) -> engine.Game:
    return engine.Game.from_text(position(code, piles, **kwargs))  # type: ignore[arg-type]


def resolved(game: engine.Game, move: str) -> engine.Resolved:
    verdict = game.resolve(move)
    assert isinstance(verdict, engine.Resolved), verdict
    return verdict


# --- resolve ------------------------------------------------------------------------------
def test_resolve_double_solitaire_picks_the_first_foundation_of_the_suits_row() -> None:
    game = game_at(DS, {"t1": "AS", "t2": "AS", "t3": "AH"})
    assert resolved(game, "t1>f") == engine.Resolved(engine.Move.parse("t1>f"), "t1", "f1", 1)
    assert resolved(game, "t3>f").target == "f3"
    game.play("t1>f")
    assert resolved(game, "t2>f").target == "f2"  # f1 holds A♠ now: the row's second
    game = game_at(DS, {"f1": "2S", "f2": "3S", "t1": "4S", "t2": "3S"})
    assert resolved(game, "t1>f").target == "f2"
    assert resolved(game, "t2>f").target == "f1"


@pytest.mark.parametrize(("code", "suit_pile"), [(TF, "f3"), (SH, "f3")])
def test_resolve_one_deck_games_name_the_suits_foundation(code: str, suit_pile: str) -> None:
    game = game_at(code, {"t1": "AD"})
    assert resolved(game, "t1>f").target == suit_pile


def test_resolve_a_stock_tap_draws_to_the_waste_and_a_recycle_goes_to_the_stock() -> None:
    game = game_at(DS, {"s": "kh qh jh"}, dump="t9")
    tap = resolved(game, "s")
    assert (tap.move, tap.source, tap.target, tap.count) == (engine.Move("s"), "s", "w", 1)
    for _ in range(3):
        game.play("s")
    assert resolved(game, "s") == engine.Resolved(engine.Move("s"), "w", "s", 3)
    game = game_at(DS3, {"s": "kh qh"}, dump="t9")
    assert resolved(game, "s") == engine.Resolved(
        engine.Move("s"), "s", "w", 2
    )  # fewer than 3 left: what is left


def test_resolve_counts_the_cards_a_group_carries_and_names_a_cell() -> None:
    game = game_at(SH, {"t1": "9H 8H 7H", "t2": "TH"})
    assert resolved(game, "t1:3>t2") == engine.Resolved(engine.Move("t1", "t2", 3), "t1", "t2", 3)
    assert resolved(game, "t1>c2") == engine.Resolved(engine.Move("t1", "c2"), "t1", "c2", 1)


def candidate_moves(game: engine.Game) -> Iterator[str]:
    """Every move text over the game's piles (counts 1-3), allowed or not, plus the tap."""
    names = [*game.pile_names, "f", "c4", "t10"]
    yield "s"
    for source in game.pile_names:
        if source == "s":
            continue
        for target in names:
            if target.startswith("f") and target != "f":
                continue
            for count in (1, 2, 3):
                yield f"{source}:{count}>{target}" if count > 1 else f"{source}>{target}"


def random_games(seed: int, length: int = 40) -> Iterator[engine.Game]:
    """Positions along random games of every option set: each position once."""
    pick = random.Random(seed)
    for prefix in EVERY_PREFIX:
        game = engine.Game.from_code(engine.random_code(prefix, pick.randrange(2**35)))
        for _ in range(length):
            yield game
            moves = game.legal_moves()
            if not moves:
                break
            game.play(pick.choice(moves))


def test_resolve_refuses_exactly_what_check_refuses_with_the_same_rejection() -> None:
    refused = allowed = 0
    for game in random_games(seed=14, length=12):
        for move in candidate_moves(game):
            verdict, rejection = game.resolve(move), game.check(move)
            if rejection is None:
                assert isinstance(verdict, engine.Resolved), move
                assert verdict.move == engine.Move.parse(move)
                allowed += 1
            else:
                assert verdict == rejection, move
                refused += 1
    assert allowed > 100 and refused > 1000


def test_play_returns_what_resolve_said_and_moves_the_cards_there() -> None:
    for game in random_games(seed=7):
        for move in game.legal_moves()[:6]:
            twin = game.copy()
            said = twin.resolve(move)
            assert isinstance(said, engine.Resolved)
            before = len(twin.pile(said.target))
            assert twin.play(move) == said
            if said.target != "s":  # a recycle turns the waste over onto the stock
                assert len(twin.pile(said.target)) >= before + said.count - (said.source == "w")


def test_play_of_a_refused_move_still_raises_with_resolves_rejection() -> None:
    game = game_at(TF, {"t1": "5H", "t2": "6H"}, dump="t7")
    rejection = game.resolve("t1>t2")
    assert isinstance(rejection, engine.Rejection) and rejection.rule == Rule.BUILD_ALTERNATE
    with pytest.raises(engine.IllegalMove) as caught:
        game.play("t1>t2")
    assert caught.value.rejection == rejection


# --- option sets -----------------------------------------------------------------------------
@pytest.mark.parametrize("prefix", EVERY_PREFIX)
def test_option_set_round_trips_every_prefix(prefix: str) -> None:
    options = engine.option_set(prefix)
    assert options.prefix == prefix and options.dealt
    assert OptionSet(*options) == options == OptionSet(**options._asdict())
    assert engine.option_set(prefix.lower()) == options
    code = engine.random_code(prefix, 314)
    assert engine.option_set(code) == options
    game = engine.Game.from_code(code)
    assert game.option_set == options
    assert (options.game, options.draw_count, options.vegas, options.cell_count) == (
        game.variant_id,
        game.draw_count,
        game.vegas,
        game.cell_count,
    )
    assert engine.Game.from_code(f"{options.prefix}-AAAAAJ2").code == f"{prefix}-AAAAAJ2"


def test_option_set_values_read_as_the_code_grammar_says() -> None:
    assert engine.option_set("DS1-D3V") == OptionSet("DS", draw_count=3, vegas=True)
    assert engine.option_set("TF1-D1N") == OptionSet("TF", draw_count=1)
    assert engine.option_set("SH1-C2") == OptionSet("SH", cell_count=2)
    assert OptionSet("DS", draw_count=3, vegas=True).options_text == "D3V"
    assert OptionSet("SH", cell_count=1).prefix == "SH1-C1"


@pytest.mark.parametrize(
    "options",
    [OptionSet("DS", draw_count=2), OptionSet("TF", 1, vegas=True), OptionSet("SH", cell_count=3)],
)
def test_option_set_not_dealt(options: OptionSet) -> None:
    assert not options.dealt
    with pytest.raises(engine.GameCodeError):
        engine.option_set(options.prefix)


@pytest.mark.parametrize(
    "text", ["XX1-D1N", "DS1-D2N", "DS2-D1N", "DS1", "", "TF1-D1V", "SH1-D1N", "DS1-ſ1N", 7]
)
def test_option_set_refuses_bad_text(text: object) -> None:
    with pytest.raises(engine.GameCodeError):
        engine.option_set(text)  # type: ignore[arg-type]


# --- score text ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("score", "vegas", "text"),
    [(120, False, "120"), (0, False, "0"), (416, True, "$416"), (0, True, "$0"),
     (-104, True, "-$104"), (-5, True, "-$5")],
)  # fmt: skip
def test_score_text(score: int, vegas: bool, text: str) -> None:
    assert engine.score_text(score, vegas) == text


def test_score_text_is_what_a_game_shows() -> None:
    assert engine.Game.from_code(DSV).score_text == "-$104"
    game = game_at(DS, {"t1": "AS"}, score=110)
    game.play("t1>f")
    assert game.score_text == "120" == engine.score_text(game.score, game.vegas)


# --- the scoring table, derived by playing ----------------------------------------------------
def last_column(code: str) -> str:
    return f"t{len([n for n in engine.Game.from_code(code).pile_names if n[0] == 't'])}"


def points(
    code: str, piles: dict[str, str], move: str, score: int, empty_stock: bool = False
) -> int:
    """The score change `move` makes from a position scored `score` (high: no floor);
    `empty_stock` puts the cards not named on the last column instead of the stock."""
    kwargs = {"dump": last_column(code)} if empty_stock else {}
    game = game_at(code, piles, score=score, **kwargs)
    game.play(move)
    return game.score - score


def returning(code: str) -> dict[str, str]:
    """A 5♠ on its foundation and a column that takes it back (by each game's build)."""
    return {"f1": "5S", "t1": "6S" if code.startswith("SH") else "6H"}


def played_column(code: str) -> dict[ScoreEvent, int | NoPoints]:
    """One column of the scoring table, each number measured by playing `code`'s rules."""
    fresh = engine.Game.from_code(code)
    high = 500
    row: dict[ScoreEvent, int | NoPoints] = {
        ScoreEvent.START: fresh.score,
        ScoreEvent.TO_FOUNDATION: points(code, {"t1": "AS"}, "t1>f", high),
        ScoreEvent.FROM_FOUNDATION: points(code, returning(code), "f1>t1", high),
    }
    if "w" not in fresh.pile_names:
        for event in (ScoreEvent.WASTE_TO_COLUMN, ScoreEvent.RECYCLE):
            row[event] = NoPoints.NOT_IN_GAME
    else:
        row[ScoreEvent.WASTE_TO_COLUMN] = points(code, {"w": "5C", "t1": "6H"}, "w>t1", high)
        recycle = game_at(code, {"s": "", "w": "5C"}, score=high, dump=last_column(code))
        refused = recycle.check("s")
        if refused is not None:
            assert refused.rule == Rule.NO_RECYCLE
            row[ScoreEvent.RECYCLE] = NoPoints.NOT_ALLOWED
        else:
            row[ScoreEvent.RECYCLE] = points(code, {"s": "", "w": "5C"}, "s", high, True)
    columns = [name for name in fresh.pile_names if name.startswith("t")]
    if any(not card.face_up for name in columns for card in fresh.pile(name)):
        row[ScoreEvent.TURN_UP] = points(code, {"t1": "kd 5C", "t2": "6H"}, "t1>t2", high)
    else:
        row[ScoreEvent.TURN_UP] = NoPoints.NOT_IN_GAME
    row[ScoreEvent.FLOOR] = measured_floor(code)
    return row


def measured_floor(code: str) -> int | NoPoints:
    """The lowest score a position may have: far below the start is refused unless there is
    no floor; a score above 0 losing more than it has stops at 0."""
    try:
        game_at(code, {}, score=-1000)
    except engine.PositionError:
        pass
    else:
        return NoPoints.NO_FLOOR
    cost = points(code, returning(code), "f1>t1", 500)
    if cost < 0:  # Seahaven: a return costs points
        return points(code, returning(code), "f1>t1", 1) + 1
    return points(code, {"s": "", "w": "5C"}, "s", 1, True) + 1


def test_scoring_table_numbers_are_the_rules_own() -> None:
    table = dict(engine.scoring_table())
    assert list(table) == ["normal", "vegas", "seahaven"]
    assert (
        table["normal"]
        == played_column(DS)
        == played_column(TF)
        | {
            ScoreEvent.TURN_UP: table["normal"][ScoreEvent.TURN_UP]  # Réfléchi deals face up
        }
    )
    assert table["vegas"] == played_column(DSV)
    assert table["seahaven"] == played_column(SH)
    for column in table.values():
        assert list(column) == list(ScoreEvent)


def test_scoring_table_against_rules_md() -> None:
    """RULES.md §4, row by row: Normal, DS Vegas, Seahaven."""
    na, no, nf = NoPoints.NOT_IN_GAME, NoPoints.NOT_ALLOWED, NoPoints.NO_FLOOR
    expected = {
        ScoreEvent.START: (0, -104, 0),
        ScoreEvent.TO_FOUNDATION: (10, 5, 10),
        ScoreEvent.TURN_UP: (5, 0, na),
        ScoreEvent.WASTE_TO_COLUMN: (5, 0, na),
        ScoreEvent.RECYCLE: (-100, no, na),
        ScoreEvent.FROM_FOUNDATION: (0, 0, -10),
        ScoreEvent.FLOOR: (0, nf, 0),
    }
    table = dict(engine.scoring_table())
    for event, row in expected.items():
        assert (table["normal"][event], table["vegas"][event], table["seahaven"][event]) == row


# --- refusal rules ----------------------------------------------------------------------------
STOCK_RULES = {Rule.STOCK_EMPTY, Rule.NOT_A_TARGET}
COMMON = {
    Rule.NOT_TOP,
    Rule.EMPTY_COLUMN_KING,
    Rule.FOUNDATION_ORDER,
    Rule.FOUNDATION_ONE_CARD,
    Rule.EMPTY_SOURCE,
    Rule.TOO_FEW_CARDS,
    Rule.SAME_PILE,
    Rule.NO_SUCH_PILE,
}
EXPECTED_RULES = {
    "DS": COMMON | STOCK_RULES | {Rule.BUILD_ALTERNATE, Rule.FACE_DOWN, Rule.NO_RECYCLE},
    "TF": COMMON | STOCK_RULES | {Rule.BUILD_ALTERNATE, Rule.GROUP_UNORDERED},
    "SH": COMMON | {Rule.BUILD_SUIT, Rule.GROUP_UNORDERED, Rule.GROUP_TOO_LARGE, Rule.CELL_FULL},
}


@pytest.mark.parametrize("game", ["DS", "TF", "SH"])
def test_refusal_rules_per_game_in_rule_order(game: str) -> None:
    rules = engine.refusal_rules(game)
    assert set(rules) == EXPECTED_RULES[game]
    assert list(rules) == [rule for rule in Rule if rule in rules]


def test_refusal_rules_cover_every_refusal_random_play_meets() -> None:
    met: dict[str, set[Rule]] = {"DS": set(), "TF": set(), "SH": set()}
    for game in random_games(seed=3, length=25):
        for move in candidate_moves(game):
            rejection = game.check(move)
            if rejection is not None:
                met[game.variant_id].add(rejection.rule)
    for game_id, rules in met.items():
        assert rules <= set(engine.refusal_rules(game_id)), game_id
        assert len(rules) >= 8, (game_id, rules)


# Seahaven with no free cell and no empty column: a group moves one card at a time.
FULL = {"c2": "2D", "c3": "3D", "c4": "4D"} | {
    f"t{i}": f"{r}C" for i, r in zip(range(3, 10), "KQJT987", strict=True)
}


@pytest.mark.parametrize(
    ("code", "piles", "move", "rule"),
    [
        (DSV, {"s": "", "w": "5C"}, "s", Rule.NO_RECYCLE),
        (DS, {"t1": "kd 5C"}, "t1:2>t2", Rule.FACE_DOWN),
        (TF, {"t1": "9H 5C", "t2": "6H"}, "t1:2>t2", Rule.GROUP_UNORDERED),
        (SH, {"t1": "9H 8H", "t2": "TH", "c1": "5D", **FULL}, "t1:2>t2", Rule.GROUP_TOO_LARGE),
        (SH, {"c1": "KH", "t1": "5C"}, "t1>c1", Rule.CELL_FULL),
    ],
)
def test_each_games_own_refusals_are_listed(
    code: str, piles: dict[str, str], move: str, rule: Rule
) -> None:
    kwargs = {"dump": "t9"} if code.startswith("DS") and "s" in piles else {}
    rejection = game_at(code, piles, **kwargs).check(move)
    assert rejection is not None and rejection.rule == rule
    assert rule in engine.refusal_rules(code[:2])
    others = {"DS", "TF", "SH"} - {code[:2]}
    assert any(rule not in engine.refusal_rules(other) for other in others)
