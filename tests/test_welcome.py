"""The first start shows a short chooser (each game in plain words, its options) before
the deal; a choice deals that game; later starts resume as always."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.__main__ import open_app, parse_args
from game.dialogs import WelcomeDialog
from game.dialogs.buttons import Pick, Row
from game.profile.store import HOME_VARIABLE


def click(app, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    app.run_frames(3)


def test_the_first_start_chooses_then_deals_and_later_starts_resume(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
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
