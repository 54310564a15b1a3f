"""A drag lifts its cards: a soft shadow under each held card, and the pile that would
take them glows (the engine decides, as for the drop)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

import engine
from game.app import App
from game.profile.settings import Settings
from game.selftest import Pointer
from game.table.drawing import FELT


def dragging(size: tuple[int, int] = (1366, 768)) -> tuple[Pointer, engine.Move]:
    """A Réfléchi card held over the column that takes it, the button still down."""
    app = App(engine.Game.from_code("TF1-D1N-AAAAAAB"), Settings(), False, size)
    app.run_frames(2)
    pointer = Pointer(app)
    game = app.table.game
    move = next(m for m in game.legal_moves() if m.source[0] == "t" and (m.target or "")[0] == "t")
    rects = pointer.layout.cards[move.source]
    start = pointer.card_point(move.source, len(rects) - move.count)
    grab = pygame.Vector2(start) - pygame.Vector2(rects[len(rects) - move.count].topleft)
    end = pygame.Vector2(pointer.target_point(move.target or "")) + grab
    pointer.post(pygame.MOUSEBUTTONDOWN, start)
    app.run_frames(1)
    for step in range(1, 7):
        at = pygame.Vector2(start).lerp(end, step / 6)
        pointer.post(pygame.MOUSEMOTION, (round(at.x), round(at.y)))
        app.run_frames(1)
    app.run_frames(30)
    return pointer, move


def test_a_held_card_casts_a_soft_shadow_below_and_right() -> None:
    pointer, _move = dragging()
    board = pointer.app.table.board
    drag = board.drag
    assert drag is not None
    screen = pointer.app.screen
    card = pygame.Rect(round(drag.sprites[-1].pos.x), round(drag.sprites[-1].pos.y),
                       board.geometry.card_w, board.geometry.card_h)  # fmt: skip
    beyond = (card.right + 2, card.centery)  # just right of the card, inside the shadow
    felt = pygame.Color(*FELT)
    seen = screen.get_at(beyond)
    assert seen.r < felt.r and seen.g < felt.g  # darker than the felt there
    assert screen.get_at((card.right + board.geometry.card_w // 3, card.centery))[:3] == FELT


def test_the_pile_that_would_take_the_cards_glows_while_they_hover() -> None:
    pointer, move = dragging()
    board = pointer.app.table.board
    assert board.drag is not None
    assert board.drop_target(board.drag) == move.target
    glow = board.top_rect(move.target or "")
    static = pointer.app.renderer.static
    assert static is not None
    rim = [(glow.x + 2, y) for y in range(glow.top, glow.bottom, 4)]  # its left rim
    rim += [(x, glow.bottom - 3) for x in range(glow.left, glow.right, 4)]  # and bottom
    held = pygame.Rect(board.drag.sprites[0].pos, (board.geometry.card_w, board.geometry.card_h))
    shown = [p for p in rim if not held.inflate(board.geometry.card_w // 4, 20).collidepoint(p)]
    assert shown and any(pointer.app.screen.get_at(p) != static.get_at(p) for p in shown)
