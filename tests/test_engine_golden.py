# ruff: noqa: E501  (the pinned position lines are long by nature)
"""Golden deals: the full position text of a few fresh deals, pinned literally.

Each literal was checked against the independent deal in engine_positions.py
(SplitMix64 + below + Fisher–Yates written from RULES.md §4), and still is below.
"""

from __future__ import annotations

import pytest
from engine_positions import expected_text

import engine
from engine.deal import SplitMix64

GOLDEN = {
    "DS1-D1N-AAAAAAB": (
        "DS1-D1N-AAAAAAB\n"
        "score: 0\n"
        "moves: 0\n"
        "s: 7c 4d as jh ts jh kh th 8h 3h qs 8c 3d qh kd 2h tc ah 5d 5h 6h 7d ts kc qs 4d 9h 2d qd qc 4h 4s qd 9d 4c td ad 2c 6c 3s 7s 5d 9c 5s 2s 9d 2c jd 2d 8d 4c 7s 8d 2s 3c 2h 5h 5c th\n"
        "w:\n"
        "f1: -\n"
        "f2: -\n"
        "f3: -\n"
        "f4: -\n"
        "f5: -\n"
        "f6: -\n"
        "f7: -\n"
        "f8: -\n"
        "t1: 6D\n"
        "t2: 7d 9S\n"
        "t3: js 5s 4H\n"
        "t4: 8s td 3s 5C\n"
        "t5: kc kh 4s 3c 8H\n"
        "t6: 7h jd js 7c 9h 7H\n"
        "t7: 6c ad 9c as qh ac 6H\n"
        "t8: 8s qc jc 8c 3h ah 6d 3D\n"
        "t9: 6s tc ks 9s 6s ac kd ks JC\n"
    ),
    "DS1-D3V-AAAAAJ2": (
        "DS1-D3V-AAAAAJ2\n"
        "score: -104\n"
        "moves: 0\n"
        "s: 4h 5c 6h ts ah 9c 2s 9h ks js 2h 3c ah 8d 5h kh 2c 5c tc 4d 9d 4h ac jd 9c 6s 3c 7d qh 7h kd jh 8d 8s kd 8s 7d 9s tc 2c 6c ac 5d qd 3h 2s jc ks 2d ad 3d as 6c 2h 7s qc 8h 7c 5s\n"
        "w:\n"
        "f1: -\n"
        "f2: -\n"
        "f3: -\n"
        "f4: -\n"
        "f5: -\n"
        "f6: -\n"
        "f7: -\n"
        "f8: -\n"
        "t1: 8C\n"
        "t2: td QH\n"
        "t3: 5d 4s 7C\n"
        "t4: qs 3s 6h QS\n"
        "t5: 5s 2d 3s td 9D\n"
        "t6: 7s qc jd kc 4d TS\n"
        "t7: jc 4c js 7h 6s 6d 8C\n"
        "t8: 9h th kc qd 8h ad 5h 3D\n"
        "t9: kh 4c th 9s as 3h 6d 4s JH\n"
    ),
    "TF1-D1N-AAAAAAB": (
        "TF1-D1N-AAAAAAB\n"
        "score: 0\n"
        "moves: 0\n"
        "s: 7c 9d 2c 3d ts 8s 2d 4s as 3c 3h 9h qh qd qc 6d kc ad 5s ac 7s 6s 4c qs\n"
        "w:\n"
        "f1: -\n"
        "f2: -\n"
        "f3: -\n"
        "f4: -\n"
        "t1: 7H\n"
        "t2: 9S 6H\n"
        "t3: 4H 9C 2H\n"
        "t4: 8D JS JD 2S\n"
        "t5: 8H 5H 5D AH KD\n"
        "t6: 5C KH 7D 6C TD JC\n"
        "t7: JH 3S 4D KS TC TH 8C\n"
    ),
    "TF1-D3N-7777777": (
        "TF1-D3N-7777777\n"
        "score: 0\n"
        "moves: 0\n"
        "s: 2c qd 3c 9c 7d 2h 6d jc 5c 5s 9h td 8h kc 3d 6h kd 2s 4h 8d 6s th 8c 7c\n"
        "w:\n"
        "f1: -\n"
        "f2: -\n"
        "f3: -\n"
        "f4: -\n"
        "t1: QH\n"
        "t2: KS 4D\n"
        "t3: 7H 5D AC\n"
        "t4: 6C 7S 4C 9D\n"
        "t5: KH 5H JS QC AH\n"
        "t6: 2D 9S QS TC 3H JD\n"
        "t7: AD TS 4S JH 8S AS 3S\n"
    ),
    "SH1-C4-AAAAAJ2": (
        "SH1-C4-AAAAAJ2\n"
        "score: 0\n"
        "moves: 0\n"
        "s:\n"
        "w:\n"
        "f1: -\n"
        "f2: -\n"
        "f3: -\n"
        "f4: -\n"
        "c1: 3C\n"
        "c2: 4H\n"
        "c3:\n"
        "c4:\n"
        "t1: KD 3S 4C QC 6D\n"
        "t2: AH 9S AC 8S 9D\n"
        "t3: KH 2S 5S 5H QD\n"
        "t4: 2H 7S AD JD KC\n"
        "t5: 6C JC 4D TD 2D\n"
        "t6: QS 7H 7C 5D 3H\n"
        "t7: AS 5C 3D JH 7D\n"
        "t8: QH JS 8C 9H 8D\n"
        "t9: KS 4S 8H 9C TC\n"
        "t10: TH 6S 2C TS 6H\n"
    ),
    "SH1-C2-AAAAAJ2": (
        "SH1-C2-AAAAAJ2\n"
        "score: 0\n"
        "moves: 0\n"
        "s:\n"
        "w:\n"
        "f1: -\n"
        "f2: -\n"
        "f3: -\n"
        "f4: -\n"
        "c1: 3C\n"
        "c2: 4H\n"
        "t1: KD 3S 4C QC 6D\n"
        "t2: AH 9S AC 8S 9D\n"
        "t3: KH 2S 5S 5H QD\n"
        "t4: 2H 7S AD JD KC\n"
        "t5: 6C JC 4D TD 2D\n"
        "t6: QS 7H 7C 5D 3H\n"
        "t7: AS 5C 3D JH 7D\n"
        "t8: QH JS 8C 9H 8D\n"
        "t9: KS 4S 8H 9C TC\n"
        "t10: TH 6S 2C TS 6H\n"
    ),
    "SH1-C1-AAAAAJ2": (
        "SH1-C1-AAAAAJ2\n"
        "score: 0\n"
        "moves: 0\n"
        "s:\n"
        "w:\n"
        "f1: -\n"
        "f2: -\n"
        "f3: -\n"
        "f4: -\n"
        "c1: 3C\n"
        "t1: KD 3S 4C QC 6D\n"
        "t2: AH 9S AC 8S 9D 4H\n"
        "t3: KH 2S 5S 5H QD\n"
        "t4: 2H 7S AD JD KC\n"
        "t5: 6C JC 4D TD 2D\n"
        "t6: QS 7H 7C 5D 3H\n"
        "t7: AS 5C 3D JH 7D\n"
        "t8: QH JS 8C 9H 8D\n"
        "t9: KS 4S 8H 9C TC\n"
        "t10: TH 6S 2C TS 6H\n"
    ),
}


@pytest.mark.parametrize("code", sorted(GOLDEN))
def test_golden_deal_text(code: str) -> None:
    assert engine.Game.from_code(code).to_text() == GOLDEN[code]


@pytest.mark.parametrize("code", sorted(GOLDEN))
def test_golden_deal_matches_independent_deal(code: str) -> None:
    assert GOLDEN[code] == expected_text(code)


@pytest.mark.parametrize("code", sorted(GOLDEN))
def test_golden_deal_round_trips(code: str) -> None:
    game = engine.Game.from_text(GOLDEN[code])
    assert game.to_text() == GOLDEN[code]
    assert game.code == code


def test_golden_after_moves() -> None:
    """A short game pinned after a few actions: draws, a waste move, a turn-up."""
    game = engine.Game.from_code("TF1-D1N-AAAAAAB")
    for move in ("s", "s", "s"):
        game.play(move)
    assert game.moves == 3
    assert [str(card) for card in game.pile("w")] == ["QS", "4C", "6S"]
    assert game.pile("s")[-1].face_up is False


class _Scripted(SplitMix64):
    """A generator that answers from a script (the real one practically never comes near
    the rejected range: 2^64 mod n of 2^64 values)."""

    def __init__(self, outputs: list[int]) -> None:
        super().__init__(0)
        self.outputs = outputs

    def next(self) -> int:
        return self.outputs.pop(0)


def test_below_draws_again_above_the_last_whole_multiple_of_n() -> None:
    """RULES.md §4: "draw x until x < 2^64 − (2^64 mod n)", then x mod n, so that no number
    below n is more likely than another."""
    n = 52
    limit = (1 << 64) - ((1 << 64) % n)
    rng = _Scripted([limit, (1 << 64) - 1, limit - 1])
    assert rng.below(n) == (limit - 1) % n
    assert rng.outputs == []
    assert _Scripted([limit + 5, 7]).below(n) == 7
