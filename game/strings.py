"""The translation function `_()` (looked up at render time) and the shared user-visible texts.

Every user-visible string goes through `_()` or `N_()`, so `make translations` lists them all
in one template, `game/locale/solitaire-trio.pot`. Texts used by several modules, or looked up
by key, live here; a text used once stays beside its use (docs/SHELL.md, "Translations").

Source strings are English; gettext catalogues (domain "solitaire-trio", under
`game/locale/<lang>/LC_MESSAGES/`) translate them. `set_language("el")` switches the active
catalogue; nothing is translated at import time, so the next frame drawn after a switch is
in the new language. The constants below (`strings.NEW`, …) are looked up through the
module's `__getattr__`, so each access is translated with the catalogue active then.
"""

from __future__ import annotations

import locale
import os
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Protocol

import engine

DOMAIN = "solitaire-trio"
LOCALE_DIR = Path(__file__).with_name("locale")
LANGUAGES: dict[str, str] = {"en": "English", "el": "Ελληνικά"}  # each in its own language


class Translation(Protocol):
    """What `_()` needs of a catalogue (gettext's translations have it)."""

    def gettext(self, message: str, /) -> str: ...


class SourceText:
    """The English source itself: no catalogue to read (and gettext, whose import compiles
    a large pattern, is not loaded for a player who plays in English)."""

    def gettext(self, message: str, /) -> str:
        return message


class Catalog:
    """The active translation (the one piece of module state, kept behind this class)."""

    def __init__(self) -> None:
        self.language = "en"
        self.translation: Translation = SourceText()

    def switch(self, language: str, localedir: Path) -> None:
        """Use `language`'s catalogue; a missing catalogue falls back to the English source."""
        self.language = language
        if not gettext_catalogue_exists(localedir, language):
            self.translation = SourceText()
            return
        import gettext

        self.translation = gettext.translation(
            DOMAIN, localedir=localedir, languages=[language], fallback=True
        )


def gettext_catalogue_exists(localedir: Path, language: str) -> bool:
    """Whether gettext would find a catalogue for `language` under `localedir` (any of the
    locale folders it tries, e.g. `el`, `el_GR`)."""
    return any(localedir.glob(f"{language}*/LC_MESSAGES/{DOMAIN}.mo"))


ACTIVE = Catalog()


def _(text: str) -> str:
    """The translation of `text` in the active language."""
    return ACTIVE.translation.gettext(text)


def N_(text: str) -> str:
    """Mark a string for translation without translating it yet (gettext's convention)."""
    return text


def set_language(language: str, localedir: Path | None = None) -> None:
    """Switch every later `_()` call to `language` ("en", "el"); catalogues under `localedir`
    (default: `LOCALE_DIR`, read at call time so tests can point it elsewhere)."""
    ACTIVE.switch(language, localedir or LOCALE_DIR)


def language() -> str:
    """The active language code."""
    return ACTIVE.language


def system_language() -> str:
    """The language the first start follows: the first of the system's preferred languages
    that the game speaks; without a list, "el" when the locale or the environment is
    Greek; else "en".

    The preferred list is the system's own (SDL_GetPreferredLocales through pygame, no
    display needed): Windows' display languages, macOS' language order (also when started
    from Finder, where no LANG is set), and LANGUAGE/LC_ALL/LC_MESSAGES/LANG on Linux.
    Windows' `locale.getlocale()` says "Greek_Greece", which the fallback also reads."""
    try:
        import pygame.system

        preferred = [str(entry["language"]).lower() for entry in pygame.system.get_pref_locales()]
    except (ImportError, AttributeError, KeyError, RuntimeError):  # pygame.error: RuntimeError
        preferred = []
    for language in preferred:
        if language in LANGUAGES:
            return language
    if preferred:
        return "en"
    candidates = [locale.getlocale()[0] or ""]
    candidates += [os.environ.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANG")]
    return "el" if any(value.lower().startswith(("el", "greek")) for value in candidates) else "en"


# Each game's name: the engine's English title (marked for translation where the engine
# declares it), keyed by the id the engine gives.
GAME_TITLES: dict[str, str] = {info.id: info.title for info in engine.games()}


def game_title(variant_id: str) -> str:
    """The translated name of the game the engine calls `variant_id`."""
    return _(GAME_TITLES[variant_id])


# The English text of every engine rule id (keyed by Rejection.rule's value): the engine's
# own table, marked for translation where it is defined (engine/rules.py).
SOURCE_TEXT: dict[str, str] = {rule.value: text for rule, text in engine.RULE_TEXTS.items()}


class RuleTexts(Mapping[str, str]):
    """Rule id -> its text in the active language (translated on every lookup)."""

    def __getitem__(self, rule: str) -> str:
        if rule not in SOURCE_TEXT:
            raise KeyError(rule)
        return rule_text(rule)

    def __iter__(self) -> Iterator[str]:
        return iter(SOURCE_TEXT)

    def __len__(self) -> int:
        return len(SOURCE_TEXT)


RULE_TEXT = RuleTexts()

# Short texts used in several places; `strings.NAME` returns the translation (see __getattr__).
MESSAGES: dict[str, str] = {
    "NEW": N_("New"),
    "RESTART": N_("Restart"),
    "UNDO": N_("Undo"),
    "REDO": N_("Redo"),
    "HINT": N_("Hint"),
    "SHOW_ME": N_("Show me"),
    "SETTINGS": N_("Settings"),
    "STATISTICS": N_("Statistics"),
    "HELP": N_("Help"),
    "SCORE": N_("Score"),
    "MOVES": N_("Moves"),
    "CODE": N_("Code"),
    "DRAW_1": N_("Draw 1"),
    "DRAW_3": N_("Draw 3"),
    "NORMAL": N_("Normal"),
    "VEGAS": N_("Vegas"),
    "CELLS": N_("{n} cells"),
    "ONE_CELL": N_("1 cell"),
    "YOU_WON": N_("You won!"),
    "WIN_SCORE_TIME": N_("Score {score} · Time {time}"),
    "WIN_TALLY": N_("Won {won} of {played} with these options"),
    "NEW_GAME_OFFER": N_("Click or press Enter for a new game"),
    "BAD_CODE": N_("Bad game code {code!r}: {reason} (dealing a random game instead)"),
    "BAD_CODE_KEPT": N_("Bad game code {code!r}: {reason} (the game in progress goes on)"),
    "SAVE_FAILED": N_(
        "Could not save {file}: {reason}. Play goes on; what is not saved is lost on quitting."
    ),
    "SAVE_REFUSED": N_("its damaged copy could not be moved aside, so it is left as it is"),
    "WINDOW_TITLE": N_("Solitaire Trio"),
    "SELF_TEST_OK": N_("self-test passed: {n} checks in {games} games"),
    "SELF_TEST_FAIL": N_("self-test FAILED: {reason}"),
    "ABANDON": N_("Abandon"),
    "ABANDON_QUESTION": N_("Abandon the game in progress? It counts as played and not won."),
    "RESTART_QUESTION": N_("Restart this deal? The game in progress counts as played and not won."),
    "RESET": N_("Reset"),
    "RESET_QUESTION": N_("Reset every statistic? This cannot be undone."),
    "NOTHING_TO_UNDO": N_("Nothing to undo."),
    "SOUND_ON": N_("Sound on."),
    "SOUND_OFF": N_("Sound off."),
    "NO_SOUND": N_("No sound: {reason}. The game goes on silent."),
    "NOTHING_TO_REDO": N_("Nothing to redo."),
    "CODE_COPIED": N_("Game code {code} copied."),
    "CODE_NOT_COPIED": N_("No clipboard here: the game code is {code}"),
    "REPLAY_CODE_COPIED": N_("Replay code copied: paste it into New Game to watch the game."),
    "DAMAGED_FILE": N_("{file} was damaged ({problem}); kept as {kept_as}; defaults are used."),
    "DAMAGED_FILE_KEPT": N_("{file} was damaged ({problem}) and could not be moved aside."),
    "FOLDER_UNREADABLE": N_("Cannot read the folder {home}: the game will not be saved."),
    "FOLDER_UNWRITABLE": N_("Cannot write to the folder {home}: the game will not be saved."),
    # Starting and stopping (game/launch.py, game/__main__.py): one line, never a traceback.
    "COPY_CODE_TIP": N_("Copy the game code"),
    "PAUSE_TIP": N_("Pause"),
    "STARTED_AGAIN": N_("Solitaire Trio was started again: the game goes on in this window."),
    "ALREADY_OPEN": N_(
        "Solitaire Trio is already open with the data folder {home}: switch to its window."
        " This copy closes without touching any file."
    ),
    "NO_LOCK": N_(
        "Solitaire Trio cannot lock its data folder {home} ({reason}); playing on, but"
        " another copy would not be noticed."
    ),
    "NO_DISPLAY": N_(
        "Solitaire Trio cannot open a window: {reason}. Start it in a desktop session"
        " (on Linux, with DISPLAY or WAYLAND_DISPLAY set)."
    ),
    "START_FAILED": N_("Solitaire Trio could not start: {reason}. Details: {log}"),
    "STOPPED": N_(
        "Solitaire Trio stopped on an error: {reason}. The game was saved after its last"
        " move. Details: {log}"
    ),
    "REPLAY_COPIED": N_("Replay code copied: the deal and {n} moves."),
    "REPLAY_NOT_COPIED": N_("No clipboard here: the replay code is {replay}"),
    "REPLAY_NOT_KEPT": N_(
        "This game's first moves are not kept (a very long game, or one saved by an older "
        "version): it has no replay code."
    ),
    "REPLAY_BAD": N_("This game cannot be watched: {reason}"),
    "SAVE_TOO_LARGE": N_("it would be larger than the game can read back"),
}


def message(name: str) -> str:
    """The message `name` of `MESSAGES`, translated with the catalogue active now."""
    return _(MESSAGES[name])


def __getattr__(name: str) -> str:
    """`strings.NEW` etc.: the message translated with the catalogue active right now."""
    if name in MESSAGES:
        return message(name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def rule_text(rule: object, fallback: str = "", game: str | None = None) -> str:
    """The translated text of an engine rule id (a str-Enum or its value), in the wording
    of `game` when the engine has one for it."""
    key = str(getattr(rule, "value", rule))
    if key not in SOURCE_TEXT:
        return fallback or key
    return _(engine.rule_text(engine.Rule(key), game))


# What a refusal adds to its rule's text, filled from the engine's `Rejection.facts`.
DETAIL_TEXT: dict[str, str] = {
    "build-alternate": N_("{card} cannot go on {onto}."),
    "build-suit": N_("{card} cannot go on {onto}."),
    "empty-column-king": N_("{card} is not a King."),
    "foundation-order": N_("{card} cannot go to a foundation now."),
    "group-too-large": N_("Here at most {limit} cards: ({cells} + {added}) × {factor}^{empty}."),
}
DESTINATION_NOT_COUNTED = N_("The destination column does not count.")

# What is wrong with a typed game code, by `GameCodeError.problem`; the grammar's pieces
# (`grammar_facts`) fill the placeholders the error's own facts do not.
CODE_PROBLEM_TEXT: dict[str, str] = {
    "empty": N_("The game code is empty: a code looks like {example}."),
    "space": N_("A game code has no spaces inside, like {example}."),
    "parts": N_("A game code has three parts, like {example}."),
    "game": N_("Unknown game {game}: expected {games} or {last}."),
    "version": N_("Unknown version {version}: this program deals version {dealt}."),
    "option": N_("{option} is not an option of {game}: expected {valid}."),
    "length": N_("The deal part has {length} characters; it must have {deal_length}."),
    "character": N_("The deal part may hold only {letters} and {digits}, not {char}."),
    "foreign": N_("A game code holds only A–Z, digits and '-', not {char}."),
}


def grammar_facts() -> dict[str, str | int]:
    """The engine's code grammar as the placeholders of `CODE_PROBLEM_TEXT`."""
    grammar = engine.CODE_GRAMMAR
    letters, digits = grammar.deal_ranges
    return {
        "example": grammar.example,
        "games": ", ".join(grammar.games[:-1]),
        "last": grammar.games[-1],
        "dealt": grammar.version,
        "deal_length": grammar.deal_length,
        "letters": letters,
        "digits": digits,
    }


def code_problem(error: Exception) -> str:
    """A game code's problem in the active language (the engine's English otherwise)."""
    template = CODE_PROBLEM_TEXT.get(str(getattr(error, "problem", "")))
    if template is None:
        return str(error)
    try:
        return _(template).format(**{**grammar_facts(), **getattr(error, "facts", {})})
    except (KeyError, IndexError, ValueError):
        return str(error)


def describe(refusal: object, game: str | None = None) -> str:
    """The text shown for an engine `Rejection` in `game`: the rule's text, then (in the
    active language) the cards or numbers the engine names, e.g. "7♥ cannot go on 8♥."."""
    rule = getattr(refusal, "rule", "")
    text = rule_text(rule, str(getattr(refusal, "message", "") or ""), game)
    facts = dict(getattr(refusal, "facts", ()) or ())
    template = DETAIL_TEXT.get(str(getattr(rule, "value", rule)))
    if template is None or not facts:
        return text
    try:
        detail = _(template).format(**facts)
    except (KeyError, IndexError, ValueError):
        return text
    if facts.get("to_empty"):
        detail += " " + _(DESTINATION_NOT_COUNTED)
    return f"{text} {detail}"


def options_text(options: engine.OptionSet) -> str:
    """The options part of the HUD title, e.g. "Draw 3 · Vegas" or "2 cells"."""
    cells = options.cell_count
    if cells:
        return _(MESSAGES["ONE_CELL"]) if cells == 1 else _(MESSAGES["CELLS"]).format(n=cells)
    draw = _(MESSAGES["DRAW_1" if options.draw_count == 1 else "DRAW_3"])
    return f"{draw} · {_(MESSAGES['VEGAS' if options.vegas else 'NORMAL'])}"


MINUS = "\N{MINUS SIGN}"  # before a negative number, as typeset text has it


def minus_sign(text: str) -> str:
    """A negative score with the minus sign U+2212 ("−$104"; the engine writes the ASCII
    hyphen-minus, which reads as a dash)."""
    return MINUS + text[1:] if text.startswith("-") else text


# --- A deal's difficulty (issue 17): the top bar and the New Game dialog ---------------
DIFFICULTY_NAMES = {  # by `engine.solver.difficulty.Difficulty` value
    "easy": N_("easy"),
    "medium": N_("medium"),
    "hard": N_("hard"),
    "very-hard": N_("very hard"),
    "not-winnable": N_("not winnable"),
    "unknown": N_("unknown"),
}
DIFFICULTY_LINE = N_("Difficulty: {level}")
DIFFICULTY_PENDING = N_("Difficulty: working it out…")


def difficulty_text(level: str | None) -> str:
    """ "Difficulty: hard" for a difficulty id, "working it out" while None; an id this
    program does not know reads as unknown."""
    if level is None:
        return _(DIFFICULTY_PENDING)
    name = _(DIFFICULTY_NAMES.get(level, DIFFICULTY_NAMES["unknown"]))
    return _(DIFFICULTY_LINE).format(level=name)
