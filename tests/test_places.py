"""Nothing covers what it describes: a refusal note keeps off the card it names, the
counts and pile keys, and the bar, at every window size; a hint's marks never hide a
count, fade after a few seconds or at the next input, and never show under a dialog."""

from __future__ import annotations

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

import engine
from game.app import App
from game.commands import Open, Panel
from game.profile.settings import Settings
from game.table.hint_view import FADE_TIME, MARK_TIME
from game.table.notes import note_size

SIZES = [(640, 480), (700, 900), (1366, 768), (1920, 1080), (3840, 2160), (480, 640)]
DIGITS = [pygame.K_1 + n for n in range(9)]


def start(game: engine.Game, size: tuple[int, int] = (1366, 768)) -> App:
    app = App(game, Settings(animation="off"), fullscreen=False, window_size=size)
    app.run_frames(2)
    return app


def key(app: App, number: int, frames: int = 2) -> None:
    event = pygame.event.Event(pygame.KEYDOWN, key=number, mod=0, unicode="", scancode=0)
    pygame.event.post(event)
    app.run_frames(frames)


def a_refused_target(game: engine.Game) -> int:
    """A column the first column's top card may not go to."""
    for target in range(2, 10):
        if game.check(engine.Move("t1", f"t{target}", 1)) is not None:
            return target
    raise AssertionError("every move from column 1 allowed")


@pytest.mark.parametrize("code", ["DS1-D3V-AAAAAAB", "TF1-D1N-AAAAAAB", "SH1-C4-AAAAAJ2"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_refusal_never_covers_its_card_the_counts_or_the_bar(
    code: str, size: tuple[int, int]
) -> None:
    app = start(engine.Game.from_code(code), size)
    table = app.table
    target = a_refused_target(table.game)
    for number in (DIGITS[0], DIGITS[target - 1]):
        key(app, number)  # the keys show the pile numbers too: more to keep clear
    box = table.notes.toast_box
    assert box is not None and table.notes.last_rule is not None
    captions = [caption.rect for caption in table.captions.drawn]
    assert captions  # the pile keys at least
    assert box.collidelist(captions) < 0
    for pile in ("t1", f"t{target}"):  # the two cards the refusal names
        assert not box.colliderect(table.board.top_rect(pile)), pile
    assert not box.colliderect(table.board.geometry.hud)
    assert app.screen.get_rect().contains(box)
    pygame.quit()


def reflechi_one_move_from_a_win() -> engine.Game:
    columns = "".join(f"t{i}:\n" for i in range(1, 8))
    lines = "s:\nw: KC\nf1: KS\nf2: KH\nf3: KD\nf4: QC\n" + columns
    return engine.Game.from_text(f"TF1-D1N-AAAAAAA\nscore: 0\nmoves: 0\n{lines}")


def hint_shown(app: App) -> None:
    hint = app.table.hud.buttons["hint"].center  # the mouse: the pile keys stay hidden
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=hint, button=1))
    app.run_frames(1)
    deadline = time.monotonic() + 5
    while app.table.hints.mark is None or app.table.hints.busy:  # the answer, not a guess
        assert time.monotonic() < deadline, "no hint in time"
        time.sleep(0.005)
        app.step(1 / 60)
    app.run_frames(2)


def test_the_marks_never_hide_the_count_and_fade_after_a_few_seconds(ticking) -> None:
    app = start(reflechi_one_move_from_a_win())
    table = app.table
    slot = table.board.layout.slots["w"]
    caption = next(c for c in table.captions.drawn if c.rect.centerx == slot.centerx)
    opaque = pygame.mask.from_surface(caption.image, 254).outline()  # the count's pill
    before = [app.screen.get_at(caption.rect.move(x, y).topleft) for x, y in opaque]
    hint_shown(app)
    assert table.hints.rects(table.board) is not None
    glow = app.renderer.previous
    assert caption.rect.collidelist(glow) >= 0  # the glow reaches the band...
    after = [app.screen.get_at(caption.rect.move(x, y).topleft) for x, y in opaque]
    assert after == before  # ...not the count
    app.run_frames(round(MARK_TIME * 10) - 5, dt=0.1)
    assert table.hints.mark is not None  # still there
    app.run_frames(round(FADE_TIME * 10) + 10, dt=0.1)
    assert table.hints.mark is None  # faded, by itself
    assert table.notes.status is None  # and the line about it with it


def test_any_key_or_click_fades_the_marks(ticking) -> None:
    app = start(reflechi_one_move_from_a_win())
    table = app.table
    hint_shown(app)
    key(app, pygame.K_RIGHT)  # the focus ring: an input, not an action
    app.run_frames(round(FADE_TIME * 10) + 2, dt=0.1)
    assert table.hints.mark is None
    hint_shown(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    app.run_frames(round(FADE_TIME * 10) + 2, dt=0.1)
    assert table.hints.mark is None


def test_the_marks_never_show_under_a_dialog(ticking) -> None:
    app = start(reflechi_one_move_from_a_win())
    hint_shown(app)
    assert app.table.notes.status is not None
    app.carry_out(Open(Panel.SETTINGS))
    app.run_frames(1)
    assert app.table.hints.mark is None
    assert app.table.notes.status is None  # no "highlighted move" line under the dialog
    assert not app.table.has_dynamic()


@pytest.mark.parametrize("size", [(640, 480), (700, 900), (1366, 768)])
def test_the_status_lines_button_is_never_smaller_than_its_label(size) -> None:
    """A long line with a button in a narrow window (the Greek offer to undo back): the
    button goes under the text; the text keeps its size, in lines; a click on it acts."""
    from game import strings
    from game.table.notes import StatusAction

    strings.set_language("el")
    app = start(reflechi_one_move_from_a_win(), size)
    taken: list[bool] = []
    lost = "Η παρτίδα έχει χαθεί: αυτή η κίνηση φέρνει τα περισσότερα φύλλα στα θεμέλια."
    offer = "Αναίρεση ως την τελευταία θέση που κερδίζεται (×1)"
    app.table.show_status(lambda: lost, 30, StatusAction(lambda: offer, lambda: taken.append(True)))
    app.run_frames(2)
    notes = app.table.notes
    button = notes.status_button
    assert button is not None and app.screen.get_rect().contains(button)
    font = notes.fonts.get(note_size(size, app.table.board.geometry.card_h))
    label_w, label_h = font.size(offer)
    assert button.height > label_h and button.width > min(label_w, size[0] - 80)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=button.center, button=1))
    app.run_frames(2)
    assert taken == [True]
    strings.set_language("en")
    pygame.quit()
