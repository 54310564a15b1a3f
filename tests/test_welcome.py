"""The first start shows a short chooser (each game's opening deal as a picture, its plain
words, its options) before the deal; a choice by keys, a click on a button or on a picture
deals that game; later starts resume as always."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

import engine
from game import strings
from game.__main__ import open_app, parse_args, read_overrides
from game.app import App
from game.art.cards import FACE_COLOR
from game.art.looks import CLASSIC, Look
from game.dialogs import WelcomeDialog
from game.dialogs.buttons import Pick, Row
from game.dialogs.painter import PANEL, unit_for
from game.dialogs.welcome import picture_size
from game.profile.store import HOME_VARIABLE


def click(app, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.run_frames(3)


def share(image: pygame.Surface, color: tuple[int, int, int]) -> float:
    """How much of `image` is `color`."""
    mask = pygame.mask.from_threshold(image, (*color, 255), (6, 6, 6, 255))
    return mask.count() / (image.get_width() * image.get_height())


def open_chooser(tmp_path, monkeypatch) -> App:
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    app = open_app(parse_args(["--window"]))
    app.run_frames(1)
    app.welcome()
    app.run_frames(2)
    assert isinstance(app.dialog, WelcomeDialog)
    return app


@pytest.mark.parametrize("language", ["en", "el"])
@pytest.mark.parametrize("size", [(1366, 768), (3840, 2160), (640, 480), (700, 900), (1920, 600)])
def test_each_game_shows_its_opening_deal_sized_to_the_dialog(size, language):
    pygame.init()
    strings.set_language(language)
    try:
        screen = pygame.Surface(size)
        chooser = WelcomeDialog()
        chooser.draw(screen, True)
    finally:
        strings.set_language("en")
    assert screen.get_rect().contains(chooser.panel)
    assert all(chooser.panel.contains(button.rect) for button in chooser.buttons)  # it fits
    assert set(chooser.shown) == {info.id for info in engine.games()}
    for game, shown in chooser.shown.items():
        assert shown.image.get_size() == picture_size(unit_for(size)) == shown.rect.size
        assert chooser.panel.contains(shown.rect)
        assert not any(shown.rect.colliderect(button.rect) for button in chooser.buttons)
        drawn = screen.subsurface(shown.rect)  # on the screen, where the dialog says
        assert share(drawn, CLASSIC.table_colors.felt) > 0.3, game
        assert share(shown.image, PANEL) < 0.02, game  # not the dialog's background
        assert share(shown.image, CLASSIC.table_colors.felt) > 0.3, game  # the felt
        assert share(shown.image, FACE_COLOR) > 0.05, game  # and the deal's cards on it
    rects = [shown.rect for shown in chooser.shown.values()]
    assert all(rect.collidelist(rects[index + 1 :]) < 0 for index, rect in enumerate(rects))


@pytest.mark.parametrize("prefix", ["TF1-D3N", "SH1-C1"])
def test_keys_alone_choose_a_game(tmp_path, monkeypatch, prefix):
    app = open_chooser(tmp_path, monkeypatch)
    chooser = app.dialog
    assert chooser is not None
    for _ in range(12):
        if chooser.focus == Pick(Row.GAME, prefix):
            break
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
        app.run_frames(2)
    assert chooser.focus == Pick(Row.GAME, prefix)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    app.run_frames(3)
    assert app.dialog is None and app.table.game.option_set.prefix == prefix
    assert app.table.game.moves == 0
    pygame.quit()


def test_a_click_on_a_picture_deals_that_game(tmp_path, monkeypatch):
    app = open_chooser(tmp_path, monkeypatch)
    chooser = app.dialog
    assert isinstance(chooser, WelcomeDialog)
    game = engine.games()[1].id
    click(app, chooser.shown[game].rect.center)
    assert app.dialog is None and app.table.game.info.id == game
    assert app.table.game.option_set.prefix == chooser.shown[game].prefix
    pygame.quit()


def test_the_first_start_chooses_then_deals_and_later_starts_resume(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    # A deal with moves to play (42 of 2 000 random Seahaven 2-cell deals have none).
    monkeypatch.setattr(engine, "random_code", lambda prefix, deal=None: f"{prefix}-AAAAAJ2")
    app = open_app(parse_args(["--window"]))
    assert app.welcome_due  # opened by the loop after the first frame (`App.run`)
    app.run_frames(1)
    app.welcome()
    app.run_frames(2)
    chooser = app.dialog
    assert isinstance(chooser, WelcomeDialog)
    keys = [button.key for button in chooser.buttons]
    assert {Pick(Row.GAME, p) for p in ("DS1-D1N", "TF1-D3N", "SH1-C1")} <= set(keys)
    seahaven = next(b.rect for b in chooser.buttons if b.key == Pick(Row.GAME, "SH1-C2"))
    click(app, seahaven.center)
    assert app.dialog is None and app.table.game.option_set.prefix == "SH1-C2"
    app.table.play(app.table.game.legal_moves()[0])
    app.save_game()
    app.files.finish()
    pygame.quit()
    again = open_app(parse_args(["--window"]))
    again.run_frames(2)
    assert (
        not again.welcome_due
        and again.dialog is None
        and again.table.game.option_set.prefix == "SH1-C2"
    )
    pygame.quit()


@pytest.mark.parametrize("argv", [["--window", "--code", "TF1-D1N-AAAAAAB"]])
def test_a_code_on_the_command_line_deals_it_without_the_chooser(tmp_path, monkeypatch, argv):
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    app = open_app(parse_args(argv))
    app.run_frames(2)
    assert not app.welcome_due and app.dialog is None and app.table.game.code == "TF1-D1N-AAAAAAB"
    pygame.quit()


def test_the_pictures_are_drawn_in_the_look_given():
    pygame.init()
    look = Look(deck="four-colour", table="red")
    chooser = WelcomeDialog(look)
    chooser.draw(pygame.Surface((1366, 768)), True)
    for shown in chooser.shown.values():
        assert share(shown.image, look.table_colors.felt) > 0.3
        assert share(shown.image, CLASSIC.table_colors.felt) == 0


def test_the_chooser_shows_the_look_the_first_start_was_given(tmp_path, monkeypatch):
    """`--set table=red` on a first start: the chooser's felt is the red table's."""
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    args = parse_args(["--window", "--set", "table=red"])
    args.overrides = read_overrides(args)
    app = open_app(args)
    app.run_frames(1)
    app.welcome()
    app.run_frames(2)
    assert isinstance(app.dialog, WelcomeDialog)
    red = Look(table="red").table_colors.felt
    for shown in app.dialog.shown.values():
        assert share(shown.image, red) > 0.3
    pygame.quit()
