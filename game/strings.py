"""Every user-visible string, through one translation function `_()`.

Source strings are English; a gettext catalogue (domain "solitaire-trio") can translate
them later without touching the rest of the package.
"""

from __future__ import annotations

import gettext
from pathlib import Path

LOCALE_DIR = Path(__file__).with_name("locale")

_TRANSLATION = gettext.translation("solitaire-trio", localedir=LOCALE_DIR, fallback=True)
_ = _TRANSLATION.gettext
ENGLISH = type(_TRANSLATION) is gettext.NullTranslations


def N_(text: str) -> str:
    """Mark a string for translation without translating it yet (gettext's convention)."""
    return text


GAME_TITLES: dict[str, str] = {
    "DS": _("Double Solitaire"),
    "TF": _("Solitaire Réfléchi"),
    "SH": _("Seahaven Towers"),
}

# The English text for every engine rule id (keyed by Rejection.rule's value); the
# engine's messages start with the same text.
SOURCE_TEXT: dict[str, str] = {
    "face-down": N_("A face-down card cannot be moved."),
    "not-top": N_("Only the top card of the waste, a cell or a foundation moves."),
    "build-alternate": N_("A column takes a card of the opposite colour, one rank lower."),
    "build-suit": N_("A column takes a card of the same suit, one rank lower."),
    "empty-column-king": N_("Only a King, alone or with the cards on it, goes to an empty column."),
    "group-unordered": N_("The cards on this card are not one ordered group."),
    "group-too-large": N_("A group may hold at most (free cells + 1) × 2^(empty columns) cards."),
    "foundation-order": N_("A foundation takes its suit's next card, Ace first."),
    "foundation-one-card": N_("Foundations take one card at a time."),
    "cell-full": N_("A cell holds one card."),
    "no-recycle": N_("Vegas scoring never recycles the waste."),
    "stock-empty": N_("Nothing is left to draw and nothing to recycle."),
    "no-such-pile": N_("The game has no such pile."),
    "empty-source": N_("There is no card there to move."),
    "too-few-cards": N_("The column does not hold that many cards."),
    "same-pile": N_("The cards are already there."),
    "not-a-target": N_("Cards never go onto the stock or the waste by hand."),
}

RULE_TEXT: dict[str, str] = {rule: _(text) for rule, text in SOURCE_TEXT.items()}

NEW = _("New")
RESTART = _("Restart")
UNDO = _("Undo")
SCORE = _("Score")
MOVES = _("Moves")
TIME = _("Time")
CODE = _("Code")
DRAW_1 = _("Draw 1")
DRAW_3 = _("Draw 3")
NORMAL = _("Normal")
VEGAS = _("Vegas")
CELLS = _("{n} cells")
ONE_CELL = _("1 cell")
YOU_WON = _("You won!")
NEW_GAME_OFFER = _("Click or press Enter for a new game")
BAD_CODE = _("Bad game code {code!r}: {reason} (dealing a random game instead)")
WINDOW_TITLE = _("Solitaire Trio")
SELF_TEST_OK = _("self-test passed: {n} checks in {games} games")
SELF_TEST_FAIL = _("self-test FAILED: {reason}")
NOTHING_TO_UNDO = _("Nothing to undo.")


def rule_text(rule: object, fallback: str = "") -> str:
    """The translated text of an engine rule id (a str-Enum or its value)."""
    key = str(getattr(rule, "value", rule))
    return RULE_TEXT.get(key, fallback or key)


def describe(refusal: object) -> str:
    """The text shown for an engine `Rejection`: the rule's text from this module.

    Untranslated, the engine's details (numbers, card names) follow the rule text when its
    message adds them.
    """
    rule = getattr(refusal, "rule", "")
    message = str(getattr(refusal, "message", "") or "")
    text = rule_text(rule, message)
    if not ENGLISH:
        return text
    general = SOURCE_TEXT.get(str(getattr(rule, "value", rule)), "")
    detail = message[len(general) :].strip() if general and message.startswith(general) else ""
    return f"{text} {detail}" if detail else text


def options_text(variant_id: str, draw_count: int, vegas: bool, cell_count: int) -> str:
    """The options part of the HUD title, e.g. "Draw 3 · Vegas" or "2 cells"."""
    if variant_id == "SH":
        return ONE_CELL if cell_count == 1 else CELLS.format(n=cell_count)
    draw = DRAW_1 if draw_count == 1 else DRAW_3
    return f"{draw} · {VEGAS if vegas else NORMAL}"
