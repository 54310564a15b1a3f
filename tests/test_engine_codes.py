"""Game codes and deal algorithm v1 (RULES.md §4), checked against an independent deal."""

from __future__ import annotations

import pytest
from engine_positions import BASE32, deal_number, expected_deal, shuffled, splitmix64

import engine

ALL_OPTIONS = {
    "DS": ("D1N", "D1V", "D3N", "D3V"),
    "TF": ("D1N", "D3N"),
    "SH": ("C4", "C2", "C1"),
}
ALL_PREFIXES = [f"{game}1-{opt}" for game, opts in ALL_OPTIONS.items() for opt in opts]
DEALS = ["AAAAAAA", "AAAAAAB", "AAAAAJ2", "ZZZZZZZ", "7777777", "HELLO23"]


def encode(number: int) -> str:
    chars = []
    for _ in range(7):
        number, digit = divmod(number, 32)
        chars.append(BASE32[digit])
    return "".join(reversed(chars))


# --- game codes ---------------------------------------------------------------------------
@pytest.mark.parametrize("prefix", ALL_PREFIXES)
def test_game_code_every_option_set_parses(prefix: str) -> None:
    game = engine.Game.from_code(f"{prefix}-AAAAAAB")
    assert game.code == f"{prefix}-AAAAAAB"


def test_game_code_option_list_matches_rules() -> None:
    assert {g: tuple(o) for g, o in engine.GAME_OPTIONS.items()} == ALL_OPTIONS


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("ds1-d1n-aaaaaab", "DS1-D1N-AAAAAAB"),
        ("  Tf1-D3n-aaaaaj2\t", "TF1-D3N-AAAAAJ2"),
        ("\nsh1-c1-zzzzzzz  ", "SH1-C1-ZZZZZZZ"),
    ],
)
def test_game_code_case_insensitive_surrounding_spaces(text: str, canonical: str) -> None:
    game = engine.Game.from_code(text)
    assert game.code == canonical
    assert game.to_text() == engine.Game.from_code(canonical).to_text()


@pytest.mark.parametrize(
    ("deal", "number"),
    [("AAAAAAA", 0), ("AAAAAAB", 1), ("AAAAAJ2", 314), ("AAAAABA", 32), ("7777777", 2**35 - 1)],
)
def test_game_code_deal_number_base32(deal: str, number: int) -> None:
    assert deal_number(f"TF1-D1N-{deal}") == number
    assert encode(number) == deal
    # The engine deals the same cards as the independent deal of that number.
    game = engine.Game.from_code(f"TF1-D1N-{deal}")
    column = [str(card) for card in game.pile("t7")]
    assert column == expected_deal(f"TF1-D1N-{deal}")["t7"]


def test_game_code_deal_numbers_differ() -> None:
    texts = {engine.Game.from_code(f"SH1-C4-{d}").to_text().split("\n", 1)[1] for d in DEALS}
    assert len(texts) == len(DEALS)


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("XX1-D1N-AAAAAAB", ["unknown game", "XX"]),
        ("KL1-D1N-AAAAAAB", ["unknown game"]),
        ("TF1-D1V-AAAAAAB", ["not valid", "TF", "D1V"]),
        ("TF1-D3V-AAAAAAB", ["not valid", "TF"]),
        ("DS1-C4-AAAAAAB", ["not valid", "DS", "C4"]),
        ("SH1-D1N-AAAAAAB", ["not valid", "SH"]),
        ("SH1-C3-AAAAAAB", ["not valid", "C3"]),
        ("DS1-D1N-AAAAAA", ["7"]),
        ("DS1-D1N-AAAAAAAB", ["7"]),
        ("DS1-D1N-", ["7"]),
        ("DS1-D1N-AAAAAA8", ["'8'"]),
        ("DS1-D1N-AAAAAA1", ["'1'"]),
        ("DS1-D1N-AAAAAA0", ["'0'"]),
        ("DS1-D1N-AAA=AAB", ["'='"]),
        ("DS2-D1N-AAAAAAB", ["unknown version", "2"]),
        ("SH0-C4-AAAAAAB", ["unknown version"]),
        ("DS-D1N-AAAAAAB", ["version"]),
        ("DS1-AAAAAAB", ["three parts"]),
        ("DS1", ["three parts"]),
        ("", ["empty"]),
        ("DS1 -D1N-AAAAAAB", ["space inside"]),
        ("DS1-D1N-AAAAAAB-X", ["three parts"]),
        ("\u017fH1-C4-AAAAAJ2", ["'\u017f'", "only A–Z"]),  # long s: upper() gives S
        ("DS1-D1N-AAAAA\ufb00", ["'\ufb00'"]),  # ligature ff: upper() gives FF
        ("ΤF1-D1N-AAAAAAB", ["'Τ'"]),  # a Greek capital tau
    ],
)
def test_game_code_malformed_refused_with_message(code: str, words: list[str]) -> None:
    with pytest.raises(engine.GameCodeError) as caught:
        engine.Game.from_code(code)
    message = str(caught.value)
    for word in words:
        assert word.lower() in message.lower(), message
    assert isinstance(caught.value, ValueError)


def test_game_code_length_message_names_both_lengths() -> None:
    with pytest.raises(engine.GameCodeError, match=r"6 characters.*7"):
        engine.Game.from_code("DS1-D1N-AAAAAA")


@pytest.mark.parametrize("prefix", ALL_PREFIXES)
def test_random_code_has_the_options(prefix: str) -> None:
    code = engine.random_code(prefix)
    assert code.startswith(prefix + "-")
    deal = code.split("-")[2]
    assert len(deal) == 7 and set(deal) <= set(BASE32)
    assert engine.Game.from_code(code).code == code


def test_random_deals_cover_the_whole_range() -> None:
    """Every deal number is reachable: the top and the bottom bit both vary."""
    from engine.codes import DEAL_LIMIT, random_deal

    deals = [random_deal() for _ in range(400)]
    assert all(0 <= deal < DEAL_LIMIT for deal in deals)
    assert any(deal >= DEAL_LIMIT // 2 for deal in deals)
    assert any(deal < DEAL_LIMIT // 2 for deal in deals)
    assert {deal % 2 for deal in deals} == {0, 1}
    assert len(set(deals)) == len(deals)


def test_random_code_sh1_c2_and_given_deal() -> None:
    assert engine.random_code("SH1-C2").startswith("SH1-C2-")
    assert engine.random_code("sh1-c2", 314) == "SH1-C2-AAAAAJ2"
    with pytest.raises(engine.GameCodeError):
        engine.random_code("SH1-C5")


# --- deal algorithm v1 --------------------------------------------------------------------
def test_deal_splitmix64_reference_values() -> None:
    # Published SplitMix64 outputs for seed 0 (Vigna's reference implementation).
    stream = iter(splitmix64(0))
    assert [next(stream) for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def _tokens(game: engine.Game, pile: str) -> list[str]:
    return [str(card) for card in game.pile(pile)]


@pytest.mark.parametrize("deal", DEALS)
@pytest.mark.parametrize("prefix", ["DS1-D1N", "DS1-D3V"])
def test_deal_double_solitaire(prefix: str, deal: str) -> None:
    code = f"{prefix}-{deal}"
    game = engine.Game.from_code(code)
    expected = expected_deal(code)
    deck = shuffled(deal_number(code), 2)
    for i in range(9):
        column = game.pile(f"t{i + 1}")
        assert len(column) == i + 1
        assert [card.face_up for card in column] == [False] * i + [True]
        assert _tokens(game, f"t{i + 1}") == expected[f"t{i + 1}"]
    stock = game.pile("s")
    assert len(stock) == 59 and not any(card.face_up for card in stock)
    assert _tokens(game, "s") == expected["s"]
    assert str(stock[-1]).upper() == deck[45]  # the next card drawn
    assert game.pile("w") == []
    assert all(game.pile(f"f{i}") == [] for i in range(1, 9))
    # The first draw turns deck index 45 face up (then 46, 47 on it with draw 3).
    game.play("s")
    drawn = 3 if prefix.startswith("DS1-D3") else 1
    assert [str(card) for card in game.pile("w")] == deck[45 : 45 + drawn]


@pytest.mark.parametrize("deal", DEALS)
def test_deal_reflechi(deal: str) -> None:
    code = f"TF1-D1N-{deal}"
    game = engine.Game.from_code(code)
    expected = expected_deal(code)
    deck = shuffled(deal_number(code), 1)
    for i in range(7):
        column = game.pile(f"t{i + 1}")
        assert len(column) == i + 1
        assert all(card.face_up for card in column)
        assert _tokens(game, f"t{i + 1}") == expected[f"t{i + 1}"]
    # Row by row: column 2 holds deck cards 1 and 7, its top card is the 8th dealt.
    assert _tokens(game, "t2") == [deck[1], deck[7]]
    assert len(game.pile("s")) == 24
    assert _tokens(game, "s") == expected["s"]
    assert str(game.pile("s")[-1]).upper() == deck[28]


@pytest.mark.parametrize("deal", DEALS)
@pytest.mark.parametrize("cells", [4, 2, 1])
def test_deal_seahaven(cells: int, deal: str) -> None:
    code = f"SH1-C{cells}-{deal}"
    game = engine.Game.from_code(code)
    expected = expected_deal(code)
    deck = shuffled(deal_number(code), 1)
    for i in range(10):
        assert _tokens(game, f"t{i + 1}") == expected[f"t{i + 1}"]
        assert all(card.face_up for card in game.pile(f"t{i + 1}"))
    assert _tokens(game, "t1") == [deck[0], deck[10], deck[20], deck[30], deck[40]]
    assert _tokens(game, "c1") == [deck[50]]
    if cells == 4:
        assert _tokens(game, "c2") == [deck[51]]
        assert game.pile("c3") == [] and game.pile("c4") == []
    elif cells == 2:
        assert _tokens(game, "c2") == [deck[51]]
        with pytest.raises(ValueError):
            game.pile("c3")
    else:
        assert len(game.pile("t2")) == 6
        assert _tokens(game, "t2")[-1] == deck[51]
        with pytest.raises(ValueError):
            game.pile("c2")
    lengths = [len(game.pile(f"t{i + 1}")) for i in range(10)]
    assert lengths == ([5, 6] if cells == 1 else [5, 5]) + [5] * 8


def test_deal_same_code_same_cards() -> None:
    for prefix in ALL_PREFIXES:
        code = f"{prefix}-HELLO23"
        assert engine.Game.from_code(code).to_text() == engine.Game.from_code(code).to_text()
