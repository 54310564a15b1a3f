"""The text a refused move shows: the rule's text, and in English the engine's details."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

import engine
from game import strings
from game.art.text import render_text

SEAHAVEN_RUN = "\n".join(
    ["SH1-C4-AAAAAAA", "score: 0", "moves: 0", "s:", "w:"]
    + ["f1: -", "f2: -", "f3: -", "f4: -", "c1: KS", "c2: QS", "c3: JS", "c4:"]
    + ["t1: KH QH JH TH 9H 8H 7H 6H 5H", "t2: TS 9S 8S 7S 6S 5S 4S 3S 2S AS"]
    + ["t3: KD QD JD TD 9D 8D", "t4: KC QC JC TC", "t5: AC", "t6: 4H 3H 2H AH"]
    + ["t7: 9C 8C 7C", "t8: 6C 5C 4C", "t9: 3C 2C", "t10: 7D 6D 5D 4D 3D 2D AD"]
)


def test_group_too_large_shows_the_limit_and_its_terms():
    game = engine.Game.from_text(SEAHAVEN_RUN)
    refusal = game.check("t6:4>t1")  # 1 free cell, no empty column: 2 at most
    assert refusal is not None and refusal.rule == "group-too-large"
    shown = strings.describe(refusal)
    assert shown.startswith(strings.RULE_TEXT["group-too-large"])
    assert shown.endswith("Here at most 2 cards: (1 + 1) × 2^0.")


def test_the_cards_named_by_a_refusal_are_said_in_the_players_language():
    game = engine.Game.from_text(SEAHAVEN_RUN)
    refusal = game.check("t6>t2")  # A♥ onto A♠
    assert refusal.rule == "build-suit" and refusal.fact("card") == "A♥"
    try:
        strings.set_language("el")
        shown, rule = strings.describe(refusal), strings.rule_text("build-suit")
    finally:
        strings.set_language("en")
    assert shown == f"{rule} Το A♥ δεν μπαίνει πάνω στο A♠."
    assert strings.describe(refusal).endswith("A♥ cannot go on A♠.")


def test_suit_symbols_are_drawn_as_suit_shapes():
    pygame.font.init()
    font = pygame.font.Font(None, 40)
    line = render_text(font, "6♥ on 2♠", (0, 0, 0))
    reds = [
        (x, y)
        for x in range(line.get_width())
        for y in range(line.get_height())
        if line.get_at((x, y)).r > 150 and line.get_at((x, y)).g < 80 and line.get_at((x, y)).a
    ]
    assert reds, "the heart is drawn in red"
    plain = font.render("no suits", True, (0, 0, 0))
    assert render_text(font, "no suits", (0, 0, 0)).get_size() == plain.get_size()
