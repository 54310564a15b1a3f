"""The in-app help: each game's rules, every refusal rule, the scoring table, our decisions.

Texts are marked with `N_` and translated when the help is drawn (`sections()`); the refusal
texts and the scoring numbers are the engine's (`engine.refusal_rules`, `scoring_table`).
"""

from __future__ import annotations

from typing import NamedTuple

import engine
from engine import NoPoints, ScoreEvent
from game import strings
from game.keymap import Action, Keymap, Needs
from game.strings import N_, _

# Each game in plain words, first on its page (the exact rules and numbers follow).
IN_A_FEW_WORDS: dict[str, str] = {
    "DS": N_(
        "Bring every card home to the foundations, each suit from Ace to King. Build the "
        "columns down in alternating colours to free the cards you need, and turn the stock "
        "over when you run out of moves."
    ),
    "TF": N_(
        "Bring every card home to the foundations, each suit from Ace to King. Every card "
        "on the table is face up, so you can plan ahead: build the columns down in "
        "alternating colours and turn the stock when you are stuck."
    ),
    "SH": N_(
        "Bring every card home to the foundations, each suit from Ace to King. Build the "
        "columns down in the same suit, and park single cards in the free cells to dig out "
        "the ones you need. Every card is visible: plan ahead."
    ),
}

# Each game's rules, keyed by the id the engine gives; the numbers that are rules of their
# own (undo's reach, the group-size formula) are the engine's (`rule_facts`).
RULES: dict[str, list[str]] = {
    "DS": [
        N_(
            "Two decks shuffled together: 104 cards, each card twice. Nine columns of 1 to 9 "
            "cards, only the last card of each face up. The other 59 cards are the stock."
        ),
        N_(
            "A card goes on a visible card of the opposite colour and one rank higher. A "
            "visible card moves with all the cards on it; only its first card must fit. An "
            "empty column takes only a King, alone or with the cards on it."
        ),
        N_(
            "Eight foundations, two per suit, in rows from the top: spades, hearts, diamonds, "
            "clubs. Ace first, then 2, 3 … King, one card at a time. A card dropped on the "
            "foundation area finds its place."
        ),
        N_(
            "A tap on the stock turns 1 card (Easy) or 3 cards (Hard) onto the waste; only the "
            "top card of the waste plays. Normal scoring recycles the waste when the stock is "
            "empty; Vegas goes through the stock once. Undo: the last {undo} actions."
        ),
    ],
    "TF": [
        N_(
            "One deck. Seven columns of 1 to 7 cards, all face up; the other 24 cards are the "
            "stock."
        ),
        N_(
            "A card goes on the last card of a column of the opposite colour and one rank "
            "higher. A card from the middle of a column moves with the cards on it only if they "
            "form one ordered group. An empty column takes only a King, alone or with its group."
        ),
        N_(
            "Four foundations, one per suit, Ace to King, one card at a time. The stock turns 1 "
            "card (Easy, the default) or 3 (Hard); an empty stock takes the waste back in the "
            "same order, without limit. Undo: the last {undo} actions."
        ),
    ],
    "SH": [
        N_(
            "One deck, all face up: ten columns of 5 cards; the last two cards go to the first "
            "two cells. Choose 4 cells (Easy), 2 (Medium) or 1 (Hard)."
        ),
        N_(
            "The top card of a column or a cell card moves: onto a column of the same suit and "
            "one rank higher, into an empty cell, or to its foundation. An empty column takes "
            "only a King, alone or with the same-suit sequence on it."
        ),
        N_(
            "A same-suit sequence moves as one group when there is room to move it card by "
            "card: every free cell and every empty column lets a longer group move. Exactly: "
            "at most (free cells + {added}) × {factor}^(empty columns) cards; a group going to "
            "an empty column does not count that column. Undo: the last {undo} actions."
        ),
    ],
}

SCORING_HEADERS = (N_("Event"), N_("Normal"), N_("DS Vegas"), N_("Seahaven"))
EVENT_NAMES: dict[ScoreEvent, str] = {
    ScoreEvent.START: N_("start"),
    ScoreEvent.TO_FOUNDATION: N_("card to a foundation"),
    ScoreEvent.TURN_UP: N_("face-down card turned up"),
    ScoreEvent.WASTE_TO_COLUMN: N_("waste to column"),
    ScoreEvent.RECYCLE: N_("recycle the waste"),
    ScoreEvent.FROM_FOUNDATION: N_("foundation back to a column or cell"),
    ScoreEvent.FLOOR: N_("lowest score"),
}
NO_POINTS_TEXT: dict[NoPoints, str] = {
    NoPoints.NOT_IN_GAME: "–",
    NoPoints.NOT_ALLOWED: N_("not allowed"),
    NoPoints.NO_FLOOR: N_("none"),
}
UNSIGNED = (ScoreEvent.START, ScoreEvent.FLOOR)  # a score, not a change: no plus sign

# How taps and double clicks work, in the words of each kind of game (a stock, or cells).
TAP_STOCK_GAME = N_(
    "Tap (a click without a drag) on a top card sends it to its foundation when one "
    "takes it. A tap on the stock draws, or recycles an empty stock."
)
TAP_CELL_GAME = N_(
    "Tap (a click without a drag) on a top card sends it to its foundation when one takes it."
)
DOUBLE_CLICK_STOCK_GAME = N_(
    "Double click (on by default): first a foundation, then the longest column that takes "
    "the card (ties: the leftmost), then an empty column for a King. If the first click "
    "already moved the card, the second click does nothing."
)
DOUBLE_CLICK_CELL_GAME = N_(
    "Double click (on by default): first a foundation, then the longest column that "
    "takes the card (ties: the leftmost), then an empty column for a King, last a free "
    "cell. If the first click already moved the card, the second click does nothing."
)
DECISIONS: list[str] = [
    N_(
        "Nothing moves by itself: no automatic moves, the game never finishes itself and never "
        "declares a loss. Undo restores everything, score included; the move counter counts "
        "every action and does not go down."
    ),
    N_(
        "Every deal has a game code (for example {example}) that deals it again with its "
        "options. Click the code in the bar to copy it; New Game accepts a typed or pasted code."
    ),
    N_(
        "Hint (or the H key) lights a move at once, the one that looks best, while a search "
        "that knows every card goes on: then the first move of a winning line (it says so), "
        "or, when it cannot decide in time, the move that looks best. When the game is lost "
        "it still lights the move that brings the most cards home, and looks back, within the "
        "hint's time (Stop ends it), for the last position that can still be won, offering to "
        'undo back to it. Pressing Hint again stops the search. In New Game, "Winnable deals '
        "only\" deals only games the search has proved winnable (not with Double Solitaire's "
        "Vegas scoring: see below)."
    ),
    N_(
        "Once worked out, the bar shows the deal's difficulty (New Game shows a typed code's): "
        "easy, medium, hard or very hard by how much searching a win took the solver, knowing "
        "every card; not winnable when it proved that no line wins; unknown when it could "
        "not tell within its fixed amount of work."
    ),
    N_(
        "Sound is off at the first start. Settings ({settings}) turns it on at a volume; "
        "{mute} on the table turns it off and on again. Every sound is made by the game itself."
    ),
    N_(
        "Settings (the button in the bar) has two pages. General: double click, interactive "
        "rules, fullscreen, language and animations; Reduced is for players sensitive to "
        "motion: cards fade in where they land instead of flying, cards in hand stay upright "
        "and a win shows without the cascade. Looks: the deck (Classic; Four colours, with "
        "blue diamonds and green clubs; Large print, with bigger corner indices and plain "
        "faces), the card back and the table, each shown small; High contrast backs and "
        "table are for low vision."
    ),
]


def clicks_help(info: engine.GameInfo) -> tuple[str, str]:
    """The tap and double click paragraphs for a game with a stock, or with cells."""
    if info.has_stock:
        return TAP_STOCK_GAME, DOUBLE_CLICK_STOCK_GAME
    return TAP_CELL_GAME, DOUBLE_CLICK_CELL_GAME


def plays_help(variant_id: str, keymap: Keymap) -> list[str]:
    """ "How this app plays", translated now, naming `keymap`'s keys; a game that offers
    Vegas scoring adds the Vegas figures."""
    info = engine.game_info(variant_id)
    facts = {
        "example": engine.CODE_GRAMMAR.example,
        "mute": keymap.keys_of(Action.MUTE),
        "settings": keymap.keys_of(Action.SETTINGS),
    }
    texts = [_(text).format(**facts) for text in (*clicks_help(info), *DECISIONS)]
    return [*texts, vegas_help()] if info.offers_vegas else texts


def keyboard_help(variant_id: str, keymap: Keymap) -> list[tuple[str, list[str]]]:
    """The keys of one game from `keymap`, a section per screen, translated now (no
    stock keys where it has no stock, no cell keys where it has no cells)."""
    info = engine.game_info(variant_id)
    has = {Needs.NOTHING}
    if info.draw_counts:
        has.add(Needs.STOCK)
    if info.cell_counts:
        has.add(Needs.CELLS)
    by_screen: dict[str, list[str]] = {}
    for where, keys, text in keymap.help_rows(frozenset(has)):
        by_screen.setdefault(where, []).append(f"{keys}: {text}")
    heading = _("Playing with the keyboard")
    return [(f"{heading} · {where}", lines) for where, lines in by_screen.items()]


class VegasFigures(NamedTuple):
    """What bench/vegas_search.py found (docs/SOLVER.md, "Vegas"): deals searched, proved
    winnable and proved lost per draw, the budget, the 95 % upper bound on the share won."""

    draw1: tuple[int, int, int, str]  # searched, winnable, lost, the upper bound ("1.2 %")
    draw3: tuple[int, int, int, str]
    seconds: int


VEGAS_FIGURES = VegasFigures((462, 0, 0, "0.8 %"), (461, 0, 17, "0.8 %"), 6)
VEGAS_HELP = N_(
    "Vegas deals that can be won are rare. Of {n1} Draw 1 and {n3} Draw 3 Vegas deals "
    "searched for {seconds} s of solver time each, {w1} and {w3} were proved winnable "
    "({l1} and {l3} proved lost, the others undecided): with {level} confidence the search "
    'wins fewer than {p1} (Draw 1) and {p3} (Draw 3) of them. So "Winnable deals only" '
    "is greyed out for Vegas: looking for one would take far too long."
)


def vegas_help() -> str:
    """The Vegas paragraph of Double Solitaire's help, with the measured figures."""
    (n1, w1, l1, p1), (n3, w3, l3, p3) = VEGAS_FIGURES.draw1, VEGAS_FIGURES.draw3
    return _(VEGAS_HELP).format(
        n1=n1,
        w1=w1,
        l1=l1,
        p1=p1,
        n3=n3,
        w3=w3,
        l3=l3,
        p3=p3,
        seconds=VEGAS_FIGURES.seconds,
        level="95 %",
    )


def rule_facts(info: engine.GameInfo) -> dict[str, int]:
    """The engine's numbers a game's rules name: undo's reach, the group-size formula."""
    facts = {"undo": info.undo_limit}
    if info.group_size is not None:
        facts |= {"added": info.group_size.added, "factor": info.group_size.factor}
    return facts


def sections(variant_id: str, keymap: Keymap) -> list[tuple[str, list[str]]]:
    """The help page of one game as (heading, paragraphs), translated now, naming the
    keys as `keymap` (the app's: Cmd on macOS) reads them."""
    info = engine.game_info(variant_id)
    facts = rule_facts(info)
    rules = [_(IN_A_FEW_WORDS[variant_id])]
    rules += [_(text).format(**facts) for text in RULES[variant_id]]
    refusals = [
        strings.rule_text(rule, game=variant_id) for rule in engine.refusal_rules(variant_id)
    ]
    return [
        (strings.game_title(variant_id), rules),
        (_("When a move is refused"), refusals),
        (_("How this app plays"), plays_help(variant_id, keymap)),
        *keyboard_help(variant_id, keymap),
    ]


def points_text(event: ScoreEvent, points: int | NoPoints) -> str:
    """A cell of the scoring table: `+10`, `0`, `−100` (a start or floor is unsigned:
    `−104`), or why there is no number, translated now."""
    if isinstance(points, NoPoints):
        return _(NO_POINTS_TEXT[points])
    sign = "+" if points > 0 and event not in UNSIGNED else strings.MINUS if points < 0 else ""
    return f"{sign}{abs(points)}"


def scoring_table() -> list[tuple[str, ...]]:
    """RULES.md §4's scoring table, header first, translated now."""
    columns = [points for _kind, points in engine.scoring_table()]
    rows = [
        (_(name), *(points_text(event, column[event]) for column in columns))
        for event, name in EVENT_NAMES.items()
    ]
    return [tuple(_(cell) for cell in SCORING_HEADERS), *rows]
