"""The position text and the move notation (ENGINE_API.md)."""

from __future__ import annotations

import pytest
from engine_positions import position

import engine

CODES = ["DS1-D1N-AAAAAAB", "DS1-D3V-AAAAAJ2", "TF1-D3N-AAAAAAB", "SH1-C2-AAAAAJ2"]


def replace_line(text: str, name: str, line: str) -> str:
    """The text with the line of pile (or header) `name` replaced by `line`."""
    lines = text.splitlines()
    index = next(i for i, old in enumerate(lines) if old.split(":")[0] == name)
    lines[index] = line
    return "\n".join(lines) + "\n"


def refused(text: str) -> str:
    with pytest.raises(engine.PositionError) as caught:
        engine.Game.from_text(text)
    assert isinstance(caught.value, ValueError)
    return str(caught.value)


# --- round trip ---------------------------------------------------------------------------
@pytest.mark.parametrize("code", CODES)
def test_position_text_round_trip_after_play(code: str) -> None:
    game = engine.Game.from_code(code)
    for _ in range(12):
        legal = [m for m in game.legal_moves() if str(m) != "s"] or game.legal_moves()
        game.play(legal[0])
    text = game.to_text()
    twin = engine.Game.from_text(text)
    assert twin.to_text() == text
    assert twin == game
    assert twin.score == game.score and twin.moves == game.moves == 12
    assert [str(m) for m in twin.legal_moves()] == [str(m) for m in game.legal_moves()]


def test_position_text_lines_in_pile_order() -> None:
    names = [line.split(":")[0] for line in engine.Game.from_code(CODES[0]).to_text().splitlines()]
    assert names[:3] == ["DS1-D1N-AAAAAAB", "score", "moves"]
    assert names[3:] == [
        "s",
        "w",
        *[f"f{i}" for i in range(1, 9)],
        *[f"t{i}" for i in range(1, 10)],
    ]
    sh = engine.Game.from_code("SH1-C1-AAAAAJ2").to_text().splitlines()
    assert [line.split(":")[0] for line in sh[3:]] == [
        "s",
        "w",
        *[f"f{i}" for i in range(1, 5)],
        "c1",
        *[f"t{i}" for i in range(1, 11)],
    ]


def test_position_text_foundation_shows_top_card_only() -> None:
    text = position("TF1-D1N-AAAAAAA", {"f2": "5H", "t1": "KS"})
    game = engine.Game.from_text(text)
    assert "f2: 5H\n" in game.to_text()
    assert [str(card) for card in game.pile("f2")] == ["AH", "2H", "3H", "4H", "5H"]
    assert "f1: -\n" in game.to_text()


def test_position_text_whitespace_and_case_tolerated() -> None:
    text = position("SH1-C4-AAAAAAA", {"t1": "9C 8C", "c1": "KH"})
    messy = "\n".join("  " + line.replace(": ", ":   ") + "  " for line in text.splitlines())
    canonical = engine.Game.from_text(text).to_text()
    assert engine.Game.from_text("\n" + messy + "\n\n").to_text() == canonical


def test_position_text_undo_history_not_included() -> None:
    game = engine.Game.from_code("TF1-D1N-AAAAAAB")
    game.play("s")
    twin = engine.Game.from_text(game.to_text())
    assert twin.undo() is False
    assert twin.moves == 1


# --- from_text refusals -------------------------------------------------------------------
def test_a_huge_faulty_line_is_quoted_short() -> None:
    text = engine.Game.from_code("TF1-D1N-AAAAAAA").to_text()
    message = refused(replace_line(text, "t1", "t1: KS" + " XX" * 500_000))
    assert "line" in message and len(message) < 300


def test_position_text_missing_card_refused() -> None:
    text = position("TF1-D1N-AAAAAAA", {"t1": "KS QH"})
    broken = text.replace(" qh", "").replace("t1: KS QH", "t1: KS")
    assert broken.count("QH") + broken.count("qh") == 0
    message = refused(broken)
    assert "QH" in message and "deck" in message


def test_position_text_duplicate_card_refused() -> None:
    text = position("SH1-C4-AAAAAAA", {"t1": "KS QS", "t2": "9D"})
    message = refused(replace_line(text, "t2", "t2: 9D KS"))
    assert "KS" in message


def test_position_text_double_solitaire_needs_each_card_twice() -> None:
    text = position("DS1-D1N-AAAAAAA", {"t1": "KS"})
    assert engine.Game.from_text(text)
    message = refused(replace_line(text, "t1", "t1: KS KS"))
    assert "KS" in message and "2" in message


def test_position_text_wrong_foundation_suit_refused() -> None:
    text = position("DS1-D1N-AAAAAAA", {"t1": "KS"})
    message = refused(replace_line(text, "f3", "f3: 2S"))
    assert "line" in message and "f3" in message


def test_position_text_foundation_face_down_or_two_cards_refused() -> None:
    text = position("TF1-D1N-AAAAAAA", {"f1": "3S", "t1": "KH"})
    assert "f1" in refused(replace_line(text, "f1", "f1: 2S 3S"))
    assert "f1" in refused(replace_line(text, "f1", "f1: 3s"))


@pytest.mark.parametrize(("code", "cell"), [("SH1-C2-AAAAAAA", "c3"), ("SH1-C1-AAAAAAA", "c2")])
def test_position_text_cell_the_game_lacks_refused(code: str, cell: str) -> None:
    text = position(code, {"t1": "KS"})
    message = refused(text + f"{cell}:\n")
    assert cell in message and "line" in message


def test_position_text_cell_in_klondike_refused() -> None:
    text = position("DS1-D1N-AAAAAAA", {"t1": "KS"})
    assert "c1" in refused(text + "c1:\n")


def test_position_text_stock_in_seahaven_refused() -> None:
    text = position("SH1-C4-AAAAAAA", {"t1": "KS"})
    assert "'s'" in refused(text.replace("f1:", "s: 2c\nf1:", 1))


@pytest.mark.parametrize(
    ("name", "line", "words"),
    [
        ("t1", "t1 KS", ["line", "PILE"]),
        ("t1", "t1: K", ["line", "2 characters"]),
        ("t1", "t1: XS", ["line", "rank"]),
        ("t1", "t1: KX", ["line", "suit"]),
        ("t1", "t1: Ks", ["line", "case"]),
        ("t1", "t11: KS", ["line", "t11"]),
        ("score", "score: lots", ["line 2", "whole number"]),
        ("score", "score: -5", ["line 2", "below"]),
        ("score", "points: 0", ["line 2", "score"]),
        ("moves", "moves: x", ["line 3", "whole number"]),
        ("moves", "moves: -1", ["line 3", "negative"]),
        ("TF1-D1N-AAAAAAA", "TF1-D1V-AAAAAAA", ["line 1", "not valid"]),
    ],
)
def test_position_text_malformed_line_refused(name: str, line: str, words: list[str]) -> None:
    text = position("TF1-D1N-AAAAAAA", {"t1": "KS"})
    message = refused(replace_line(text, name, line))
    for word in words:
        assert word.lower() in message.lower(), message


def test_position_text_pile_twice_or_missing_refused() -> None:
    text = position("TF1-D1N-AAAAAAA", {"t1": "KS"})
    assert "twice" in refused(text + "t2:\n")
    assert "t7" in refused(replace_line(text, "t7", ""))


def test_position_text_vegas_score_may_be_negative() -> None:
    text = position("DS1-D1V-AAAAAAA", {"t1": "KS"}, score=-104)
    assert engine.Game.from_text(text).score_text == "-$104"


def test_position_text_face_down_in_waste_refused() -> None:
    text = position("DS1-D3N-AAAAAAA", {"w": "7H 8S", "t1": "KS"})
    assert engine.Game.from_text(text)
    message = refused(replace_line(text, "w", "w: 7h 8S"))
    assert "line" in message and "face down" in message


def test_position_text_face_down_in_cell_refused() -> None:
    text = position("SH1-C4-AAAAAAA", {"c1": "7H", "t1": "KS"})
    assert "face down" in refused(replace_line(text, "c1", "c1: 7h"))


def test_position_text_face_down_top_or_over_face_up_refused() -> None:
    text = position("DS1-D1N-AAAAAAA", {"t1": "ks qh JC"})
    assert engine.Game.from_text(text)
    assert "top" in refused(replace_line(text, "t1", "t1: ks qh jc"))
    assert "face-up" in refused(replace_line(text, "t1", "t1: ks QH jc JC"))


def test_position_text_not_text_refused() -> None:
    with pytest.raises(engine.PositionError):
        engine.Game.from_text("TF1-D1N-AAAAAAA\nscore: 0")


# --- move notation ------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text", ["s", "w>t3", "t1>c2", "c2>t5", "f3>t4", "t4:3>t7", "t10>f", "w>f", "t1:13>t2"]
)
def test_move_notation_round_trip(text: str) -> None:
    move = engine.Move.parse(text)
    assert str(move) == text
    assert engine.Move.parse(str(move)) == move


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("t4:1>t7", "t4>t7"),
        ("T4 : 3 > T7", "t4:3>t7"),
        (" W>F ", "w>f"),
        ("S", "s"),
        ("F3 > t4", "f3>t4"),
        ("t4:03>t7", "t4:3>t7"),
    ],
)
def test_move_notation_canonical_forms(text: str, canonical: str) -> None:
    assert str(engine.Move.parse(text)) == canonical


def test_move_notation_fields() -> None:
    move = engine.Move.parse("t4:3>t7")
    assert (move.source, move.target, move.count) == ("t4", "t7", 3)
    assert engine.Move.parse(move) is move


@pytest.mark.parametrize(
    "text",
    [
        "",
        "t4",
        "t4>",
        ">t4",
        "t4:0>t7",
        "t4:x>t7",
        "t4:>t7",
        "t11>t1",
        "t0>t1",
        "c5>t1",
        "f9>t1",
        "w>f3",
        "s>w",
        "x>t1",
        "t1>t2>t3",
        "t1>q",
        "t1:\u00b2>t2",  # superscript two: isdigit() but not int()
        "t1:\u0663>t2",  # Arabic-Indic three: int() reads it as 3
    ],
)
def test_move_notation_malformed_refused(text: str) -> None:
    with pytest.raises(ValueError, match="move"):
        engine.Move.parse(text)


@pytest.mark.parametrize(
    "move",
    [
        engine.Move("t2", "t3", 0),
        engine.Move("t1", "t2", -1),
        engine.Move("t1", "t2", True),
        engine.Move("t1", "t2", 1.0),  # type: ignore[arg-type]
        engine.Move("t9", "f9"),
        engine.Move("t1", None),
        engine.Move("s", "t1"),
        engine.Move(["t1"], "t2"),  # type: ignore[arg-type]
    ],
    ids=repr,
)
def test_a_move_built_directly_is_checked_like_its_text(move: engine.Move) -> None:
    """`Move("t2", "t3", 0)` used to move the face-down card under the top one."""
    game = engine.Game.from_code("DS1-D1N-AAAAAAA")
    before = game.to_text()
    for action in (game.check, game.play):
        with pytest.raises(ValueError, match="move"):
            action(move)
    assert game.to_text() == before


def test_move_notation_check_and_play_accept_text_or_move() -> None:
    game = engine.Game.from_code("TF1-D1N-AAAAAAB")
    assert game.check("S") is None
    game.play(engine.Move.parse("s"))
    assert game.moves == 1
    with pytest.raises(ValueError):
        game.check("t1 t2")


def test_position_text_face_down_card_refused_where_all_cards_lie_face_up() -> None:
    for code in ("TF1-D1N-AAAAAAA", "SH1-C4-AAAAAAA"):
        text = position(code, {"t1": "KS QH"})
        message = refused(text.replace("t1: KS QH", "t1: ks QH"))
        assert "line" in message and "face up" in message


def test_position_text_face_up_card_in_the_stock_refused() -> None:
    text = position("TF1-D1N-AAAAAAA", {"t1": "KS"})
    stock_line = next(line for line in text.splitlines() if line.startswith("s: "))
    message = refused(text.replace(stock_line, stock_line.upper().replace("S: ", "s: ")))
    assert "line" in message and "face down" in message


def test_seahaven_text_has_empty_stock_and_waste_lines_like_the_api_example() -> None:
    text = engine.Game.from_code("SH1-C2-AAAAAJ2").to_text()
    assert text.splitlines()[3:5] == ["s:", "w:"]
    assert engine.Game.from_text(text).to_text() == text


@pytest.mark.parametrize(
    ("call", "says"),
    [
        (lambda game: game.pile([]), "no pile []"),
        (lambda game: game.pile("t0"), "no pile 't0'"),
        (lambda game: game.foundation_suit("f9"), "no foundation 'f9'"),
        (lambda game: game.foundation_suit("t1"), "no foundation 't1'"),
        (lambda game: game.foundation_suit(None), "no foundation None"),
        (lambda game: game.check_lift("t9", "2"), "whole number from 1, not '2'"),
        (lambda game: game.check_lift("t9", 0), "whole number from 1, not 0"),
        (lambda game: engine.random_code(None), "text like DS1-D1N, not NoneType"),
        (lambda game: engine.random_code("SH1-C4", 1.5), "deal number 1.5 is not a whole"),
        (lambda game: engine.random_code("SH1-C4", -1), "deal number -1 is not a whole"),
    ],
)
def test_wrong_arguments_raise_a_value_error_that_says_what_is_wrong(call, says: str) -> None:
    """Not IndexError, AttributeError or TypeError from deep inside, and never an answer
    about another pile (`foundation_suit("t0")` used to say "C")."""
    game = engine.Game.from_code("DS1-D1N-AAAAAAA")
    with pytest.raises(ValueError) as raised:
        call(game)
    assert says in str(raised.value)


def test_odd_pile_names_are_no_pile_for_taps_and_lifts() -> None:
    game = engine.Game.from_code("DS1-D1N-AAAAAAA")
    assert game.tap([]) is None and game.double_click([]) is None  # type: ignore[arg-type]
    assert game.check_lift([]).rule == "no-such-pile"  # type: ignore[arg-type]
    assert game.foundation_suit("f3") == "H"
