"""Pile numbers and places of their own: the pile keys show by their piles while the
keyboard is in use (and always with the setting), and the captions, the focus ring, the
refusal notes and the hint's marks never cover what they describe, at every window size
from 640x480 to 7680x4320 and in portrait."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest
from pygame import Rect

import engine
from game.app import App
from game.profile.settings import Settings, settings_from_document
from game.table.board import shape_of
from game.table.layout import compute_layout, ring_room

SIZES = [(640, 480), (700, 900), (1366, 768), (1920, 1080), (3840, 2160), (7680, 4320),
         (1080, 1920), (480, 640)]  # fmt: skip
CODES = ["DS1-D3V-AAAAAAB", "TF1-D1N-AAAAAAB", "SH1-C4-AAAAAJ2", "SH1-C1-AAAAAJ2"]


def start(code: str, size: tuple[int, int], settings: Settings | None = None) -> App:
    app = App(engine.Game.from_code(code), settings or Settings(), False, size)
    app.run_frames(2)
    return app


def key(app: App, number: int, frames: int = 2) -> None:
    event = pygame.event.Event(pygame.KEYDOWN, key=number, mod=0, unicode="", scancode=0)
    pygame.event.post(event)
    app.run_frames(frames)


def click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.run_frames(2)


def caption_texts(app: App) -> dict[str, Rect]:
    return {
        pile: band
        for pile, band in app.table.board.geometry.captions.items()
        if any(caption.rect == band for caption in app.table.captions.drawn)
    }


def test_the_pile_keys_show_after_a_key_until_the_mouse_is_pressed() -> None:
    app = start("SH1-C4-AAAAAJ2", (1366, 768))
    assert caption_texts(app) == {}  # Seahaven has no counts; no key was pressed
    key(app, pygame.K_RIGHT)
    shown = caption_texts(app)
    assert {"t1", "t10", "c1", "c4", "f1"} <= set(shown)
    click(app, (5, app.screen.get_height() - 5))  # the felt: the mouse takes over
    assert caption_texts(app) == {}
    pygame.quit()


def test_the_setting_shows_them_always_and_is_saved() -> None:
    settings = Settings(pile_numbers=True)
    app = start("TF1-D1N-AAAAAAB", (1366, 768), settings)
    assert {"s", "w", "t1", "t7", "f1"} <= set(caption_texts(app))
    click(app, (5, app.screen.get_height() - 5))
    assert "t7" in caption_texts(app)
    assert settings_from_document(settings.to_document()).pile_numbers
    with pytest.raises(Exception, match="on or off"):
        settings_from_document({**settings.to_document(), "pile_numbers": "yes"})
    pygame.quit()


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_captions_have_places_of_their_own(code: str, size: tuple[int, int]) -> None:
    """No caption band touches a card (a long column too), the bar, another band, or the
    ring round any pile's top card."""
    game = engine.Game.from_code(code)
    shape = shape_of(game)
    faces = {name: [card.face_up for card in game.pile(name)] for name in game.pile_names}
    for name in faces:
        if name[0] == "t":
            faces[name] = faces[name] + [True] * 20
    layout = compute_layout(size, shape, faces)
    geometry = layout.geometry
    bands = list(geometry.captions.values())
    ring = ring_room(geometry.card_w)
    assert {name for name in geometry.slots if name[0] == "t"} <= set(geometry.captions)
    for index, band in enumerate(bands):
        assert Rect((0, 0), size).contains(band)
        assert not band.colliderect(geometry.hud)
        assert band.collidelist(bands[index + 1 :]) < 0
        for pile, rects in layout.cards.items():
            for rect in rects or [layout.slots[pile]]:
                assert not band.colliderect(rect.inflate(2 * ring, 2 * ring)), (pile, band)


@pytest.mark.parametrize("size", [(640, 480), (700, 900), (1366, 768), (3840, 2160)])
def test_the_focus_ring_leaves_the_counts_and_keys_alone(size: tuple[int, int]) -> None:
    app = start("DS1-D3V-AAAAAAB", size)
    for arrow in (pygame.K_RIGHT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN):
        key(app, arrow)  # column 1, the waste above it, ... : every ring shown
        captions = [caption.rect for caption in app.table.captions.drawn]
        assert captions
        for ring, _thick in app.table.keyboard.rings():
            assert ring.collidelist(captions) < 0, (ring, captions)
    pygame.quit()
