"""Help begins in plain words and gives the exact rules and numbers after, in English and
in Greek; Page Up, Page Down, Home and End scroll it (issue 29, "What to build" 9)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pytest

import engine
from game import strings
from game.app import App
from game.dialogs import HelpDialog, help_text
from game.keymap import Keymap
from game.profile.settings import Settings
from game.table.hud import HudButton
from game.table.scene import BUTTON_COMMANDS

FORMULA = "×^()"
LANGUAGES = ("en", "el")


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    strings.set_language(request.param)
    yield request.param
    strings.set_language("en")


def rules(game: str) -> list[str]:
    """The first section of a game's page: its plain words, then its rules."""
    return help_text.sections(game, Keymap())[0][1]


def test_each_page_begins_in_plain_words_and_the_numbers_follow(language: str) -> None:
    for info in engine.games():
        first, *exact = rules(info.id)
        assert not any(mark in first for mark in FORMULA + "0123456789"), (language, first)
        assert exact and any(char.isdigit() for char in " ".join(exact))


def test_a_formula_comes_after_its_rule_in_plain_words(language: str) -> None:
    """Seahaven's group size: a plain sentence first (more free cells and empty columns let
    longer groups move), then "Exactly:" and the formula."""
    formulas = [p for info in engine.games() for p in rules(info.id) if "×" in p]
    assert formulas
    for paragraph in formulas:
        plain, colon, exact = paragraph.partition(":")
        assert colon and "×" in exact, (language, paragraph)
        assert not any(mark in plain for mark in FORMULA + "0123456789"), (language, plain)
        assert len(plain.split()) >= 8  # a sentence, not a label


def test_the_scoring_table_names_its_events_in_plain_words(language: str) -> None:
    names = [row[0] for row in help_text.scoring_table()[1:]]
    english = [name for name in help_text.EVENT_NAMES.values()]
    for jargon in ("floor", "tableau"):
        assert not any(jargon in name for name in names), (language, names)
    if language == "el":  # every event translated
        assert not set(names) & set(english)


def key(app: App, name: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=name, mod=0, unicode=""))
    app.run_frames(2)


@pytest.mark.parametrize("size", [(1366, 768), (640, 480), (700, 900), (3840, 2160)])
def test_page_up_and_page_down_scroll_help_a_page_at_a_time(size: tuple[int, int]) -> None:
    """A page less a little: nothing is skipped, and the line read last stays in view (it
    scrolled 336 px at 640x480, past a 325 px view, and half the view at 700x900)."""
    app = App(engine.Game.from_code("SH1-C4-AAAAAJ2"), Settings(), False, size)
    app.run_frames(2)
    app.carry_out(BUTTON_COMMANDS[HudButton.HELP])
    app.run_frames(2)
    page = app.dialog
    assert isinstance(page, HelpDialog)
    key(app, pygame.K_PAGEDOWN)
    one = page.offset
    key(app, pygame.K_PAGEDOWN)
    two = page.offset
    end = page.content_height - page.view.height
    assert 0 < one < two == min(2 * one, end)  # the same step each time, up to the end
    assert page.view.height * 3 // 4 < one < page.view.height  # a page, less a little
    key(app, pygame.K_HOME)
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEUP)
    assert page.offset == 0
    key(app, pygame.K_END)
    assert page.offset == end
    key(app, pygame.K_PAGEDOWN)  # nothing after the end
    assert page.offset == end
    key(app, pygame.K_HOME)
    key(app, pygame.K_PAGEUP)  # nothing before the top
    assert page.offset == 0
    pygame.quit()
