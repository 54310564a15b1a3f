"""The Greek catalogue: complete, placeholders kept, compiled, renderable, and the Greek UI fits.

Headless (SDL_VIDEODRIVER=dummy, see conftest.py). The layout checks use what the dialogs and
the HUD record while drawing: `Dialog.placed` (each text, its natural width and the room it
was given), `Dialog.buttons`, `Dialog.panel`, `Hud.buttons`, `Hud.texts`, `Hud.clock_rect`.
"""

from __future__ import annotations

import gettext
import io
import itertools
import re
import unicodedata
from pathlib import Path

import pygame
import pytest
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po

import engine
from game import strings
from game.app import App
from game.commands import AskResetStatistics, Open, Panel, StartGame
from game.dialogs import Dialog, help_text
from game.dialogs.buttons import Pick, Row
from game.dialogs.painter import Placed
from game.dialogs.settings import switch_labels
from game.profile.settings import Settings
from game.table import hud
from game.table.hud import HudButton
from game.table.scene import BUTTON_COMMANDS

LOCALE = Path(strings.__file__).with_name("locale")
POT = LOCALE / f"{strings.DOMAIN}.pot"
PO = LOCALE / "el" / "LC_MESSAGES" / f"{strings.DOMAIN}.po"
MO = PO.with_suffix(".mo")
SIZES = [(1366, 768), (1920, 1080)]
CODE = "DS1-D1N-AAAAAAB"

# "{name}", "{code!r}", "{0:>3}" and printf-style "%s", "%(name)d"; "{{" / "%%" are literal
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%(?:\([^)]*\))?[-#0 +]*\d*(?:\.\d+)?[diouxXeEfFgGcrsa]")


def catalog(path: Path):
    with path.open("rb") as file:
        return read_po(file, locale="el")


def messages(path: Path) -> dict[str, str]:
    """msgid -> msgstr of a .po/.pot (the header left out)."""
    return {message.id: message.string for message in catalog(path) if message.id}


def placeholders(text: str) -> list[str]:
    text = text.replace("{{", "").replace("}}", "").replace("%%", "")
    return sorted(PLACEHOLDER.findall(text))


class Missing(gettext.NullTranslations):
    """A fallback that marks a message the .mo does not hold."""

    def gettext(self, message: str) -> str:
        return f"<missing {message!r}>"


def compiled() -> gettext.GNUTranslations:
    with MO.open("rb") as file:
        translation = gettext.GNUTranslations(file)
    translation.add_fallback(Missing())
    return translation


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    strings.set_language("en")


# --- the catalogue -------------------------------------------------------------------------
def test_the_po_follows_the_template():
    template, greek = messages(POT), messages(PO)
    assert template, "empty template"
    assert set(greek) == set(template), "run `make translations`"
    assert not [m.id for m in catalog(PO) if m.id and m.fuzzy], "fuzzy entries are not shipped"


def test_the_template_holds_every_marked_string():
    marked = [
        *strings.SOURCE_TEXT.values(),
        *strings.MESSAGES.values(),
        *strings.GAME_TITLES.values(),
        *itertools.chain.from_iterable(help_text.RULES.values()),
        *help_text.DECISIONS,
        *help_text.SCORING_HEADERS,
        *help_text.EVENT_NAMES.values(),
        *help_text.NO_POINTS_TEXT.values(),
    ]
    template = messages(POT)
    assert [text for text in marked if text not in template and text != "–"] == []


def test_every_message_has_a_greek_translation_in_the_mo():
    translation = compiled()
    empty = [msgid for msgid, msgstr in messages(PO).items() if not msgstr.strip()]
    assert empty == []
    for msgid in messages(POT):
        assert translation.gettext(msgid) == messages(PO)[msgid], msgid
        assert translation.gettext(msgid).strip(), msgid


def test_most_messages_are_written_in_greek():
    """Only game names and proper names stay in Latin script ("Vegas", "DS Vegas"…)."""
    latin_only = [
        msgstr
        for msgstr in messages(PO).values()
        if not any("GREEK" in unicodedata.name(ch, "") for ch in msgstr)
    ]
    allowed = {*strings.GAME_TITLES.values(), "Solitaire Trio", "Vegas", "DS Vegas", "Seahaven"}
    assert set(latin_only) <= allowed


def test_placeholders_are_kept():
    wrong = {
        msgid: (placeholders(msgid), placeholders(msgstr))
        for msgid, msgstr in messages(PO).items()
        if placeholders(msgid) != placeholders(msgstr)
    }
    assert wrong == {}
    # and the translations format with the arguments the code passes
    strings.set_language("el")
    assert "DS1" in strings.CODE_COPIED.format(code="DS1")
    assert "7" in strings.CELLS.format(n=7)


def test_the_placeholder_check_sees_a_change():
    assert placeholders("{n} cells") != placeholders("{m} κελιά")
    assert placeholders("Bad {code!r}") != placeholders("Κακός {code}")
    assert placeholders("%s and %(x)d") == placeholders("%(x)d και %s")


def test_the_mo_is_compiled_from_the_current_po():
    buffer = io.BytesIO()
    write_mo(buffer, catalog(PO))
    buffer.seek(0)
    fresh = {(m.id, m.string) for m in read_mo(buffer) if m.id}
    with MO.open("rb") as file:
        shipped = {(m.id, m.string) for m in read_mo(file) if m.id}
    assert shipped == fresh, "the .mo is older than the .po: run `make translations`"


# --- rule texts ----------------------------------------------------------------------------
@pytest.mark.parametrize("rule", list(engine.Rule), ids=str)
def test_every_rule_has_english_and_greek_text(rule):
    assert set(engine.RULE_TEXTS) == set(engine.Rule)
    strings.set_language("en")
    english = strings.rule_text(rule)
    assert english == engine.RULE_TEXTS[rule]
    strings.set_language("el")
    greek = strings.rule_text(rule)
    assert greek.strip() and greek != english
    assert any("GREEK" in unicodedata.name(ch, "") for ch in greek)
    assert strings.describe(engine.Rejection(rule, english + " (detail)")) == greek


# --- the font ------------------------------------------------------------------------------
@pytest.mark.parametrize("bold", [False, True])
def test_the_default_font_draws_every_greek_character(bold):
    """No character of the translations is drawn as the font's empty box ("tofu")."""
    pygame.font.init()
    font = pygame.font.Font(None, 32)
    font.bold = bold

    def pixels(text: str) -> bytes:
        return pygame.image.tobytes(font.render(text, True, (0, 0, 0), (255, 255, 255)), "RGB")

    tofu = pixels("\ue000")  # a private-use code point: no font has it
    used = sorted({ch for text in messages(PO).values() for ch in text if not ch.isspace()})
    assert any("GREEK" in unicodedata.name(ch, "") for ch in used)
    boxes = [ch for ch in used if pixels(ch) == tofu or font.size(ch)[0] == 0]
    assert boxes == []
    assert pixels("ΐ") == tofu  # the check does see a missing glyph (this one is missing)


# --- the Greek UI fits ---------------------------------------------------------------------
def app_showing(screen: str, language: str, size: tuple[int, int], code: str = CODE) -> App:
    """An app at `size` in `language` with `screen` open ("table" for none), drawn once."""
    game = engine.Game.from_code(code)
    if screen == "confirm-abandon":
        game.play("s")
    app = App(game, Settings(language=language), False, size)
    app.table.board.sync(animate=False)
    if screen == "confirm-abandon":
        app.carry_out(BUTTON_COMMANDS[HudButton("new")])
        app.carry_out(StartGame(game.code))
    elif screen == "confirm-reset":
        app.carry_out(BUTTON_COMMANDS[HudButton("statistics")])
        app.carry_out(AskResetStatistics())
    elif screen != "table":
        app.carry_out(BUTTON_COMMANDS[HudButton(screen)])
    app.step(0.0)
    return app


def overlaps(rects: dict[str, pygame.Rect]) -> list[tuple[str, str]]:
    return [
        (a, b)
        for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2)
        if ra.colliderect(rb)
    ]


def layout_problems(dialog: Dialog) -> list[str]:
    """Texts wider than their room, buttons outside the panel or over each other."""
    problems = [
        f"{placed.text!r} is {placed.width}px in {placed.room.width}px"
        for placed in dialog.placed
        if placed.width > placed.room.width
    ]
    problems += [
        f"{b.key} leaves the panel" for b in dialog.buttons if not dialog.panel.contains(b.rect)
    ]
    problems += [f"{a} overlaps {b}" for a, b in overlaps({b.key: b.rect for b in dialog.buttons})]
    return problems


DIALOGS = ["new", "settings", "statistics", "help", "confirm-abandon", "confirm-reset"]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["el", "en"])
@pytest.mark.parametrize("screen", DIALOGS)
def test_every_dialog_text_fits_its_button_or_field(screen, language, size):
    app = app_showing(screen, language, size)
    dialog = app.dialog
    assert dialog is not None and dialog.placed and dialog.buttons
    labels = {placed.text for placed in dialog.placed}
    if language == "el":
        assert any(any("GREEK" in unicodedata.name(ch, "") for ch in t) for t in labels)
    assert layout_problems(dialog) == []


@pytest.mark.parametrize("tab", ["DS", "TF", "SH"])
@pytest.mark.parametrize("game", ["DS", "TF", "SH"])
def test_new_game_rows_fit_for_every_game_in_greek(game, tab):
    """Each game shows other option rows (Draw, Scoring, Cells); the Help tabs likewise."""
    app = app_showing("new", "el", (1366, 768))
    app.dialog.click(Pick(Row.GAME, game))
    app.dialog.dirty = True
    app.step(0.0)
    assert layout_problems(app.dialog) == []
    app.carry_out(BUTTON_COMMANDS[HudButton("help")])
    app.dialog.click(Pick(Row.TAB, tab))
    app.dialog.dirty = True
    app.step(0.0)
    assert layout_problems(app.dialog) == []


def test_long_headers_wrap_and_the_check_sees_a_squeezed_text():
    """The Statistics headers go on two lines in Greek; a text wider than its room is seen."""
    dialog = app_showing("statistics", "el", (1366, 768)).dialog
    texts = [placed.text for placed in dialog.placed]
    assert "Ποσοστό" in texts and "νικών" in texts and "Ποσοστό νικών" not in texts
    assert layout_problems(dialog) == []
    first = dialog.placed[0]
    dialog.placed.append(Placed("too wide", first.room.width + 1, first.room))
    width = first.room.width
    assert layout_problems(dialog) == [f"'too wide' is {width + 1}px in {width}px"]


HUD_SIZES = [*SIZES, (640, 480), (800, 600), (1024, 768), (1280, 1024), (1080, 1920), (2560, 1080)]


@pytest.mark.parametrize("language", ["el", "en"])
@pytest.mark.parametrize("size", HUD_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(
    "code", ["DS1-D1N-AAAAAAB", "DS1-D3V-AAAAAAB", "TF1-D3N-AAAAAAB", "SH1-C1-AAAAAAB"]
)
def test_the_hud_fits(code, size, language):
    """Every button, the score, the moves and the clock show at every window shape, inside
    the bar and apart; the title and the code show wherever a 4:3 window has the room."""
    app = app_showing("table", language, size, code)
    bar = app.table.hud
    assert set(bar.buttons) == set(hud.BUTTONS)
    assert "stats" in bar.texts
    parts = {**bar.buttons, **bar.texts, "clock": bar.clock_rect}
    assert [name for name, rect in parts.items() if not bar.rect.contains(rect)] == []
    assert overlaps(parts) == []
    if size[0] >= 1024:
        assert "title" in bar.texts and "code" in bar.texts
        assert bar.code_rect is not None and bar.code_rect.contains(bar.texts["code"])
    if language == "el":
        assert hud.button_labels()["new"] == "Νέα παρτίδα"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_greek_settings_rows_start_together(size):
    """A long Greek label ("Διαδραστικοί κανόνες") widens the label column for every row."""
    dialog = app_showing("settings", "el", size).dialog
    firsts = [
        b.rect.x
        for b in dialog.buttons
        if isinstance(b.key, Pick) and b.key.value in (True, "en", "normal")
    ]
    assert (
        len(firsts) == len(switch_labels()) + 2 and len(set(firsts)) == 1
    )  # + language, animations


@pytest.mark.parametrize("panel", [Panel.WELCOME, Panel.TODAY])
def test_greek_play_buttons_never_say_continue(panel):
    """The watching player's "Play" (go on after a pause) is "Συνέχεια"; the chooser's and
    Today's deals' buttons start a deal, so they must not borrow that word."""
    app = App(engine.Game.from_code(CODE), Settings(language="el"), False, (1366, 768))
    app.carry_out(Open(panel))
    app.run_frames(1)
    dialog = app.dialog
    assert dialog is not None
    words = [placed.text for placed in dialog.placed]
    assert words and not any("Συνέχεια" in text for text in words), words
