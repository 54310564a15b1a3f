"""Replay codes (engine/replay.py): round trips, what each kind of damage says, the CLI."""

from __future__ import annotations

import random
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Game, GameCodeError, IllegalMove
from engine.codes import ALPHABET, DEAL_LIMIT, encode_deal
from engine.invariants import all_option_prefixes
from engine.replay import Replay, ReplayCodeError, canonical_moves, decode, encode
from engine.solver import solve

ROOT = Path(__file__).resolve().parent.parent
SEAHAVEN = "SH1-C4-AAAAAJ2"


def run(module: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", module, *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def random_game(code: str, steps: int, rng: random.Random) -> list[str]:
    """Up to `steps` random legal moves from the deal, as text."""
    game, moves = Game.from_code(code), []
    for _ in range(steps):
        legal = game.legal_moves()
        if not legal:
            break
        move = rng.choice(legal)
        game.play(move)
        moves.append(str(move))
    return moves


def base32(number: int, width: int) -> str:
    return "".join(ALPHABET[(number >> (5 * k)) & 31] for k in reversed(range(width)))


def sealed(body: str) -> str:
    """`body` with the checksum a replay code ends with (CRC-32's low 20 bits)."""
    return body + base32(zlib.crc32(body.encode("ascii")) & 0xFFFFF, 4)


@pytest.fixture(scope="module")
def winning_line() -> list[str]:
    """The solver's winning line for our 154-move Seahaven deal, on a ticking clock."""
    from engine.solver import clock

    ticks = iter(range(10**9))
    saved = clock.now
    clock.now = lambda: next(ticks) / 1000  # type: ignore[assignment]
    try:
        solution = solve(Game.from_code(SEAHAVEN), seconds=60)
    finally:
        clock.now = saved  # type: ignore[assignment]
    assert solution.verdict == "winnable"
    return [str(move) for move in solution.moves]


# --- round trips -------------------------------------------------------------------------


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    prefix=st.sampled_from(all_option_prefixes()),
    deal=st.integers(0, DEAL_LIMIT - 1),
    seed=st.integers(),
    steps=st.integers(0, 150),
)
def test_random_legal_games_round_trip(prefix: str, deal: int, seed: int, steps: int) -> None:
    code = f"{prefix}-{encode_deal(deal)}"
    moves = random_game(code, steps, random.Random(seed))
    replay = encode(code, moves)
    assert replay.isascii() and replay.isalnum() and replay.isupper()
    decoded = decode(replay)
    assert decoded.code == code
    assert [str(move) for move in decoded.moves] == moves
    assert decode(f"  {replay.lower()}\n") == decoded


def test_every_option_set_round_trips() -> None:
    rng = random.Random(33)
    for prefix in all_option_prefixes():
        code = f"{prefix}-AAAAAAB"
        moves = random_game(code, 60, rng)
        assert moves, prefix
        assert [str(m) for m in decode(encode(code, moves)).moves] == moves


def test_the_winning_line_round_trips_short_and_wins(winning_line: list[str]) -> None:
    assert len(winning_line) == 154
    replay = encode(SEAHAVEN, winning_line)
    assert len(replay) < 200  # measured 168; "well under 400"
    decoded = decode(replay)
    assert decoded.code == SEAHAVEN
    assert [str(move) for move in decoded.moves] == winning_line
    assert decoded.game().is_won


def test_cli_round_trip_then_engine_plays_it_to_four_full_foundations(
    winning_line: list[str],
) -> None:
    encoded = run("engine.replay", "encode", SEAHAVEN, *winning_line)
    assert encoded.returncode == 0, encoded.stderr
    replay = encoded.stdout.strip()
    assert "\n" not in replay and len(replay) < 400
    decoded = run("engine.replay", "decode", replay)
    assert decoded.returncode == 0, decoded.stderr
    assert decoded.stdout == " ".join([SEAHAVEN, *winning_line]) + "\n"
    played = run("engine", *decoded.stdout.split())
    assert played.returncode == 0, played.stdout + played.stderr
    for pile, king in (("f1", "KS"), ("f2", "KH"), ("f3", "KD"), ("f4", "KC")):
        assert f"\n{pile}: {king}\n" in played.stdout


def test_moves_are_indexed_in_an_order_the_generator_cannot_change() -> None:
    game = Game.from_code(SEAHAVEN)
    legal = canonical_moves(game)
    assert sorted(map(str, legal)) == sorted(map(str, game.legal_moves()))
    assert legal == sorted(legal, key=lambda m: (m.source, m.target or "", m.count))


def test_a_game_with_no_moves_yet() -> None:
    empty = encode(SEAHAVEN, [])
    assert decode(empty) == Replay(SEAHAVEN, ())
    assert empty.startswith("SH1C4AAAAAJ2A")


def test_encode_refuses_what_the_engine_refuses() -> None:
    with pytest.raises(GameCodeError):
        encode("SH9-C4-AAAAAJ2", [])
    with pytest.raises(IllegalMove):
        encode(SEAHAVEN, ["f1>t1"])
    with pytest.raises(ValueError, match="expected SOURCE>TARGET"):
        encode(SEAHAVEN, ["t1-t2"])


# --- damage ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def sample() -> str:
    return encode(SEAHAVEN, random_game(SEAHAVEN, 40, random.Random(7)))


def refusal(text: object) -> ReplayCodeError:
    with pytest.raises(ReplayCodeError) as caught:
        decode(text)  # type: ignore[arg-type]
    error = caught.value
    assert str(error).startswith("replay code "), error
    return error


def test_bad_characters_are_named_with_their_place(sample: str) -> None:
    for text, char, place in (
        (sample[:20] + "-" + sample[21:], "-", 21),
        (sample[:20] + "é" + sample[21:], "É", 21),
        (sample[:30] + "0" + sample[31:], "0", 31),
        (sample[:30] + "8" + sample[31:], "8", 31),
    ):
        error = refusal(text)
        assert error.problem == "character", error
        assert error.facts == {"char": char, "place": place}
        assert f"character {place} is" in str(error)
        assert repr(text[:39] + "…") in str(error)


def test_truncated_codes_say_so_at_every_cut(sample: str) -> None:
    for cut in range(1, len(sample)):
        error = refusal(sample[:cut])
        assert error.problem == "truncated", (cut, error)
        assert "truncated" in str(error)
    assert f"has 20 of its {len(sample)} characters" in str(refusal(sample[:20]))


def test_a_character_too_many_is_named(sample: str) -> None:
    error = refusal(sample + "A")
    assert error.problem == "extra"
    assert "1 more than" in str(error)


def test_every_changed_character_fails_the_checksum(sample: str) -> None:
    start = len("SH1C4AAAAAJ2A")
    for place in range(start + 6, len(sample)):
        changed = ALPHABET[(ALPHABET.index(sample[place]) + 1) % 32]
        error = refusal(sample[:place] + changed + sample[place + 1 :])
        assert error.problem in ("checksum", "truncated", "extra"), (place, error)
        if error.problem == "checksum":
            assert "checksum does not match" in str(error)


def test_swapped_neighbours_fail_the_checksum(sample: str) -> None:
    place = next(i for i in range(20, len(sample) - 5) if sample[i] != sample[i + 1])
    swapped = sample[:place] + sample[place + 1] + sample[place] + sample[place + 2 :]
    assert refusal(swapped).problem == "checksum"


@pytest.mark.parametrize("code", [SEAHAVEN, "SH1-C1-AAAAAJ2", "DS1-D1N-AAAAAAB"])
def test_an_index_past_the_legal_moves_is_named(code: str) -> None:
    legal = len(canonical_moves(Game.from_code(code)))
    width = (legal - 1).bit_length()
    assert legal < 1 << width, "the first position must leave an index unused"
    chars = -(-width // 5)
    head = code.replace("-", "") + "ABBB" + ALPHABET[chars]
    assert decode(sealed(head + base32((legal - 1) << (5 * chars - width), chars))).moves
    error = refusal(sealed(head + base32(legal << (5 * chars - width), chars)))
    assert error.problem == "move"
    assert error.facts == {"move": 1, "index": legal, "legal": legal}
    assert f"move 1: index {legal}, but only {legal} moves are legal there" in str(error)


def test_padding_that_is_not_zero_is_damage() -> None:
    head = "SH1C1AAAAAJ2ABBBB"  # one move among 3 legal ones: 2 bits, then 3 of padding
    assert len(decode(sealed(head + "A")).moves) == 1
    assert refusal(sealed(head + "B")).problem == "extra"
    assert refusal(sealed("SH1C1AAAAAJ2AAABB")).problem == "extra"  # a digit, no moves


@pytest.mark.parametrize(
    ("head", "words"),
    [
        ("XX1C4AAAAAJ2", "unknown game 'XX'"),
        ("SH2C4AAAAAJ2", "unknown version"),
        ("SH1C9AAAAAJ2", "option 'C9' is not valid for SH"),
        ("TF1D1VAAAAAJ2", "option 'D1V' is not valid for TF"),
        ("SH1C4AAAAA92", "only A–Z and 2–7"),
    ],
)
def test_an_unknown_game_code_is_named(head: str, words: str) -> None:
    error = refusal(sealed(head + "AAA"))
    assert error.problem == "code"
    assert words in str(error)


def test_an_unknown_format_empty_text_and_not_text() -> None:
    assert refusal(sealed("SH1C4AAAAAJ2BAA")).problem == "format"
    assert refusal("   ").problem == "empty"
    assert refusal(None).problem == "type"


def test_a_long_damaged_code_is_quoted_cut_short(sample: str) -> None:
    message = str(refusal(sample * 1000))
    assert len(message) < 200


# --- the command line --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("decode", "SH1C4AAAAAJ2ACE2"), "truncated"),
        (("decode", "SH1C4AAAAAJ2AAAAAAA"), "checksum does not match"),
        (("decode", "SH1C4AAAAAJ2 AAA"), "character 13 is ' '"),
        (("decode", "QQ1C4AAAAAJ2AAAAAAAA"), "unknown game 'QQ'"),
        (("encode", "SH1-C9-AAAAAJ2"), "bad game code"),
        (("encode", SEAHAVEN, "f1>t1"), "move 1 (f1>t1) refused"),
        (("encode", SEAHAVEN, "t1=t2"), "malformed"),
        (("decode",), "usage"),
        (("frobnicate", "x"), "usage"),
    ],
)
def test_cli_errors_exit_2_with_a_message(args: tuple[str, ...], words: str) -> None:
    result = run("engine.replay", *args)
    assert result.returncode == 2
    assert words in result.stderr
    assert "Traceback" not in result.stdout + result.stderr
    assert result.stdout == ""
