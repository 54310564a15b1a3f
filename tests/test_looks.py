"""The looks a player chooses (deck, back, table), reduced motion and the image caches'
budgets: through the command line, the Settings dialog's tiles and the table's drawing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

import engine
from game.app import App
from game.art.card_layout import CardLayout
from game.art.cards import CardArt
from game.art.looks import BACKS, DECKS, TABLES, Look
from game.art.proportions import card_height_for
from game.commands import Setting
from game.dialogs import SettingsDialog
from game.dialogs.buttons import Pick, Row
from game.dialogs.settings import BACK_LABELS, DECK_LABELS, TABLE_LABELS
from game.profile import Profile
from game.profile.settings import Settings, peek_look, settings_from_document
from game.profile.store import DamagedFile, Store
from game.selftest import Pointer
from game.table.layout import FACE_UP_STEP

ROOT = Path(__file__).resolve().parents[1]
BLUE, GREEN = DECKS["four-colour"].diamonds, DECKS["four-colour"].clubs


def near(color: pygame.Color, target: tuple[int, int, int], slack: int = 10) -> bool:
    return all(abs(a - b) <= slack for a, b in zip(color[:3], target, strict=True))


def count_near(image: pygame.Surface, target: tuple[int, int, int]) -> int:
    """Pixels of `image` within a small distance of `target` (every other pixel of a
    large image: enough to count the ink of a few cards)."""
    width, height = image.get_size()
    return sum(
        near(image.get_at((x, y)), target) for y in range(0, height, 2) for x in range(0, width, 2)
    )


def launch(home: Path, code: str = "TF1-D1N-AAAAAAB", size=(1366, 768)) -> Pointer:
    app = App(
        engine.Game.from_code(code),
        fullscreen=False,
        window_size=size,
        profile=Profile.open(Store(home)),
    )
    app.run_frames(2)
    return Pointer(app)


def press(pointer: Pointer, key: object, frames: int = 2) -> None:
    """Click the dialog button `key` where it was drawn."""
    rect = next(b.rect for b in pointer.app.dialog.buttons if b.key == key)
    pointer.click(rect.center, frames=frames)


def open_looks(pointer: Pointer) -> SettingsDialog:
    pointer.click(pointer.app.table.hud.buttons["settings"].center, frames=2)
    press(pointer, Pick(Row.TAB, "looks"))
    dialog = pointer.app.dialog
    assert isinstance(dialog, SettingsDialog)
    return dialog


def test_the_four_colour_screenshot_shows_blue_diamonds_and_green_clubs(tmp_path):
    """`--screenshot` of a Seahaven deal draws the player's deck: blue diamonds, green
    clubs; the classic deck has neither colour."""
    out = {}
    for deck in ("four-colour", "classic"):
        home = tmp_path / deck
        home.mkdir()
        (home / "settings.json").write_text(json.dumps({"version": 1, "deck": deck}))
        shot = tmp_path / f"{deck}.png"
        env = {**os.environ, "SOLITAIRE_TRIO_HOME": str(home), "SDL_VIDEODRIVER": "dummy"}
        args = ["--screenshot", str(shot), "--size", "1366x768", "--code", "SH1-C4-AAAAAJ2"]
        subprocess.run(
            [sys.executable, "-m", "game", *args], cwd=ROOT, env=env, check=True, timeout=120
        )
        out[deck] = pygame.image.load(str(shot))
    assert count_near(out["four-colour"], BLUE) > 300
    assert count_near(out["four-colour"], GREEN) > 300
    assert count_near(out["classic"], BLUE) == count_near(out["classic"], GREEN) == 0


def test_a_four_colour_diamond_and_club_are_inked_blue_and_green():
    art = CardArt(120, card_height_for(120), Look(deck="four-colour"))
    for suit, color in (("D", BLUE), ("C", GREEN), ("H", DECKS["classic"].hearts)):
        face = art.face(7, suit)
        assert count_near(face, color) > 100, suit


def test_large_print_indices_are_larger_and_clear_of_a_columns_fan():
    for width in (60, 90, 150, 300):
        height = card_height_for(width)
        classic, large = (
            CardLayout.for_size(width, height),
            CardLayout.for_size(width, height, True),
        )
        assert large.rank_h >= classic.rank_h and large.suit_h >= classic.suit_h
        assert large.index_y + large.index_h <= height * FACE_UP_STEP  # the fan shows all
    assert CardLayout.for_size(150, 210, True).rank_h > CardLayout.for_size(150, 210).rank_h * 1.4


def test_every_look_is_drawn_and_named():
    for deck in DECKS:
        for back in BACKS:
            art = CardArt(70, card_height_for(70), Look(deck, back))
            assert art.face(12, "H").get_size() == art.back().get_size() == (70, 98)
    assert set(DECK_LABELS) == set(DECKS) and set(BACK_LABELS) == set(BACKS)
    assert set(TABLE_LABELS) == set(TABLES)
    backs = {tuple(CardArt(60, 84, Look(back=b)).back().get_at((30, 20))) for b in BACKS}
    assert len(backs) == len(BACKS)  # four backs that look different


@pytest.mark.parametrize(
    ("field", "value"),
    [("deck", "five-colour"), ("back", ["blue"]), ("table", 3), ("animation", "slow")],
)
def test_an_unknown_look_in_settings_json_is_refused(field, value):
    with pytest.raises(DamagedFile):
        settings_from_document({"version": 1, field: value})


def test_a_look_chosen_by_its_tile_applies_at_once_and_is_saved(tmp_path):
    pointer = launch(tmp_path)
    table = pointer.app.table
    art, stats = table.board.art, pointer.app.renderer.stats
    open_looks(pointer)
    press(pointer, Pick(Setting.TABLE, "contrast"))
    assert table.board.art is art  # a table colour draws no card again
    press(pointer, Pick(Setting.DECK, "four-colour"))
    press(pointer, Pick(Setting.BACK, "red"))
    assert table.board.art.look == Look("four-colour", "red", "contrast")
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert (saved["deck"], saved["back"], saved["table"]) == ("four-colour", "red", "contrast")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    full = stats.full
    pointer.app.run_frames(3)
    assert stats.full - full <= 1  # the table is drawn once in its new look
    corner = pointer.app.screen.get_at((pointer.app.screen.get_width() - 3, 767))
    assert near(corner, TABLES["contrast"].felt, 2)
    assert Profile.open(Store(tmp_path)).settings.look == Look("four-colour", "red", "contrast")


def test_the_looks_page_works_with_the_keys_alone(tmp_path):
    """Tab moves the ring to the Looks tab, Enter opens it; Tab on to a tile, Enter
    chooses it."""
    pointer = launch(tmp_path)
    pointer.click(pointer.app.table.hud.buttons["settings"].center, frames=2)
    dialog = pointer.app.dialog

    def tab_to(target: object) -> None:
        for _ in range(40):
            if dialog.focus == target:
                break
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0))
            pointer.app.run_frames(1)
        assert dialog.focus == target
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
        pointer.app.run_frames(2)

    tab_to(Pick(Row.TAB, "looks"))
    tab_to(Pick(Setting.DECK, "large-print"))
    assert pointer.app.settings.deck == "large-print"
    assert pointer.app.table.board.art.look.deck == "large-print"


def test_settings_fit_small_and_large_windows_on_both_pages(tmp_path):
    for size in ((640, 480), (1366, 768), (3840, 2160)):
        pygame.display.set_mode(size)
        dialog = SettingsDialog(Settings(), lambda: False)
        for page in ("general", "looks"):
            dialog.click(Pick(Row.TAB, page))
            surface = pygame.Surface(size)
            dialog.draw_panel(surface, dialog.fonts)
            window = surface.get_rect()
            assert window.contains(dialog.panel), (size, page)
            for button in dialog.buttons:
                assert dialog.panel.contains(button.rect), (size, page, button.key)


def test_reduced_motion_fades_keeps_cards_upright_and_skips_the_cascade(tmp_path):
    from test_ui_table import won_in_one

    settings = Settings(animation="reduced")
    app = App(won_in_one(), settings, fullscreen=False, window_size=(1280, 800))
    app.run_frames(2)
    pointer = Pointer(app)
    board = app.table.board
    start = pointer.card_point("t1")
    pointer.post(pygame.MOUSEBUTTONDOWN, start)
    app.run_frames(1)
    angles = []
    for step in [*range(1, 9), *range(7, -1, -1)]:  # right and back again, fast
        pointer.post(pygame.MOUSEMOTION, (start[0] + 60 * step, start[1]))
        app.run_frames(1)
        angles += [sprite.angle for sprite in board.drag.sprites]
    assert angles and all(angle == 0 for angle in angles)  # no tilt
    pointer.post(pygame.MOUSEBUTTONUP, start)  # on its own pile: it goes back
    app.run_frames(1)
    sprites = [s for pile in board.piles.values() for s in pile if s.moving]
    assert sprites and all(s.tween is None and s.fade_elapsed is not None for s in sprites)
    app.run_frames(20)
    pointer.drag_move(engine.Move.parse("t1>f"))
    assert app.table.game.is_won
    app.run_frames(30)
    assert app.table.win.offered and app.table.win.celebration is None  # no cascade


def test_a_fading_card_is_drawn_see_through_then_whole(tmp_path):
    settings = Settings(animation="reduced")
    app = App(engine.Game.from_code("TF1-D1N-AAAAAAB"), settings, False, (1280, 800))
    app.run_frames(2)
    pointer = Pointer(app)
    pointer.click(pointer.card_point("s"), frames=1)
    board = app.table.board
    fading = [s for pile in board.piles.values() for s in pile if s.fade_elapsed is not None]
    assert fading and all(0 < s.alpha < 255 for s in fading)
    app.run_frames(12)
    assert board.at_rest and all(s.alpha == 255 for p in board.piles.values() for s in p)


def test_image_budgets_follow_the_card_size_and_hold_over_many_drags():
    budgets = {}
    for size in ((1366, 768), (3840, 2160)):
        app = App(engine.Game.from_code("DS1-D1N-AAAAAAB"), Settings(), False, size)
        app.run_frames(2)
        board = app.table.board
        card = board.geometry.card_w * board.geometry.card_h * 4
        budgets[size] = board.images.budget
        assert 40 * card < board.images.budget < 80 * card  # tens of cards' worth
        pointer = Pointer(app)
        for number in range(40):
            column = f"t{number % 7 + 1}"
            start = pointer.card_point(column)
            end = (start[0] + (number % 5 - 2) * 150, start[1] + 90)
            pointer.drag(start, end, settle=2)
            assert board.images.used <= board.images.budget
    assert budgets[(3840, 2160)] > 4 * budgets[(1366, 768)]


@pytest.mark.parametrize(
    ("text", "look"),
    [
        (
            '{"deck": "large-print", "back": "red", "table": "grey"}',
            Look("large-print", "red", "grey"),
        ),
        ('{"deck": "large-print", "back": 7}', Look()),
        ('{"table": "purple"}', Look()),
        ("[1, 2", Look()),
        ("[]", Look()),
    ],
)
def test_a_screenshot_reads_the_players_look_and_falls_back_to_classic(tmp_path, text, look):
    (tmp_path / "settings.json").write_text(text)
    assert peek_look(tmp_path) == look


def test_suits_in_the_notes_take_the_decks_ink():
    from game.table.notes import note_text

    pygame.font.init()
    font = pygame.font.Font(None, 40)
    four = note_text(font, "7♦ on 8♣", 1000, deck=DECKS["four-colour"])[0]
    classic = note_text(font, "7♦ on 8♣", 1000)[0]
    assert count_near(four, BLUE) > 5 and count_near(four, GREEN) > 5
    assert count_near(classic, BLUE) == count_near(classic, GREEN) == 0
