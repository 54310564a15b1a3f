"""The bar's tooltips: each button and the code and the clock say what they do and their
keys; a text the bar's width left out (the options, the code, the difficulty) stays one
hover away, in both languages and at narrow widths."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

import engine
from game import strings
from game.app import App
from game.profile.settings import Settings
from game.table.hud import HudButton


def start(size: tuple[int, int], language: str = "en") -> App:
    app = App(engine.Game.from_code("DS1-D3V-AAAAAAB"), Settings(language=language), False, size)
    app.run_frames(2)
    return app


def hover(app: App, pos: tuple[int, int]) -> str | None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
    )
    app.run_frames(2)
    box = app.table.tooltip.box
    if app.table.tooltip.text is not None:
        assert box is not None and app.screen.get_rect().contains(box)
        assert not box.colliderect(app.table.hud.rect)  # under the bar, not over it
    return app.table.tooltip.text


def test_each_button_says_its_keys() -> None:
    app = start((1366, 768))
    buttons = app.table.hud.buttons
    assert hover(app, buttons[HudButton.SETTINGS].center) == "Settings (Ctrl+, / F5)"
    assert hover(app, buttons[HudButton.STATISTICS].center) == "Statistics (F4)"
    assert hover(app, buttons[HudButton.NEW].center) == "New (Ctrl+N)"
    assert hover(app, app.table.hud.clock_rect.center) == "Pause (P / Pause)"
    assert hover(app, (app.screen.get_width() // 2, 400)) is None  # the felt: none
    pygame.quit()


def test_every_button_on_the_bar_has_a_tooltip_with_its_keys() -> None:
    app = start((1920, 1080))
    buttons = app.table.hud.buttons
    assert HudButton.SHOW_ME in buttons
    for button, rect in buttons.items():
        text = hover(app, rect.center)
        assert text is not None and text.endswith(")"), (button, text)
    assert hover(app, buttons[HudButton.SHOW_ME].center) == "Show me (D)"
    pygame.quit()


@pytest.mark.parametrize("language", ["en", "el"])
@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1100, 700), (1366, 768)])
def test_a_text_the_bar_leaves_out_is_one_hover_away(language: str, size) -> None:
    app = start(size, language)
    hud = app.table.hud
    text = app.table.hud_text()
    shown = set(hud.texts)
    for name, value in (("options", text.options), ("code", f"{strings.CODE} {text.code}")):
        if name not in shown:
            tip = hover(app, (hud.rect.x + 3, hud.rect.centery))
            assert tip is not None and value in tip
    pygame.quit()


def test_a_greek_bar_one_row_wide_does_leave_the_options_out() -> None:
    app = start((1100, 700), "el")
    assert "options" not in app.table.hud.texts and app.table.hud.dropped
    pygame.quit()


@pytest.mark.parametrize("language", ["en", "el"])
@pytest.mark.parametrize("size", [(640, 480), (700, 900), (1024, 768)])
def test_a_narrow_bar_has_two_rows_and_leaves_nothing_out(language: str, size) -> None:
    """In Greek at 640x480 the one-row bar left out the game's name and its code and drew
    its text at about 6 px; in two rows every text shows, the buttons under them."""
    app = start(size, language)
    hud = app.table.hud
    assert hud.dropped == []
    assert {"title", "code", "options", "stats"} <= set(hud.texts)
    assert hud._small is not None and hud._small.get_height() >= 9
    texts = list(hud.texts.values()) + [hud.clock_rect]
    for name, button in hud.buttons.items():
        assert hud.rect.contains(button), name
        assert button.collidelist(texts) == -1, name
        assert button.top >= max(text.bottom for text in texts) - 2, name
    for text in texts:
        assert hud.rect.contains(text)
    pygame.quit()


@pytest.mark.parametrize("language", ["en", "el"])
def test_a_tooltip_never_covers_the_stock_and_waste_counts(language: str) -> None:
    """The title's and the code's tooltips open under the bar's left end, where the stock's
    and the waste's counts are: they go below the counts instead."""
    app = start((1100, 700), language)
    hud = app.table.hud
    counts = [caption.rect for caption in app.table.captions.drawn]
    assert counts  # Double Solitaire: the stock's and the waste's
    spots = [hud.texts["title"].center]
    if hud.code_rect is not None:
        spots.append(hud.code_rect.center)
    shown = 0
    for spot in spots:
        if hover(app, spot) is None:  # the title has a tooltip only when a text was left out
            continue
        shown += 1
        box = app.table.tooltip.box
        assert box is not None and box.collidelist(counts) == -1, spot
    assert shown
    pygame.quit()
