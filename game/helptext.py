"""The in-app help: each game's rules, every refusal rule, the scoring table, our decisions.

Texts are marked with `N_` and translated when the help is drawn (`sections()`).
"""

from __future__ import annotations

from game import strings
from game.strings import N_, _

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
            "empty; Vegas goes through the stock once. Undo: the last 200 actions."
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
            "same order, without limit. Undo: the last 100 actions."
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
            "A same-suit sequence moves as one group of at most (free cells + 1) × 2^(empty "
            "columns) cards; a group going to an empty column does not count that column. "
            "Undo: the last 100 actions."
        ),
    ],
}

SCORING_HEADERS = (N_("Event"), N_("Normal"), N_("DS Vegas"), N_("Seahaven"))
SCORING_ROWS: list[tuple[str, str, str, str]] = [
    (N_("start"), "0", "−104", "0"),
    (N_("card to a foundation"), "+10", "+5", "+10"),
    (N_("face-down card turned up"), "+5", "0", "–"),
    (N_("waste to column"), "+5", "0", "–"),
    (N_("recycle the waste"), "−100", N_("not allowed"), "–"),
    (N_("foundation to tableau or cell"), "0", "0", "−10"),
    (N_("floor"), "0", N_("none"), "0"),
]

DECISIONS: list[str] = [
    N_(
        "Tap (a click without a drag) on a top card sends it to its foundation when one "
        "takes it. A tap on the stock draws, or recycles an empty stock."
    ),
    N_(
        "Double click (on by default): first a foundation, then the longest column that "
        "takes the card (ties: the leftmost), then an empty column for a King, last a free "
        "cell. If the first click already moved the card, the second click does nothing."
    ),
    N_(
        "Nothing moves by itself: no automatic moves, the game never finishes itself and never "
        "declares a loss. Undo restores everything, score included; the move counter counts "
        "every action and does not go down."
    ),
    N_(
        "Every deal has a game code (for example DS1-D1N-AAAAAAB) that deals it again with its "
        "options. Click the code in the bar to copy it; New Game accepts a typed or pasted code."
    ),
    N_(
        "Hint (or the H key) searches for a winning line from the position on the table, "
        "knowing every card, and highlights its first move; when it cannot decide in time, it "
        "highlights the move that looks best and says so. Pressing Hint again stops the "
        "search. When no line wins any more, it offers to undo back to the last position that "
        'can still be won. In New Game, "Winnable deals only" deals only games the search has '
        "proved winnable (in Double Solitaire with Normal scoring only: Vegas deals are too "
        "rarely settled in seconds)."
    ),
]


# The refusal rules each game can give a player (a test plays random games, tries every move
# and lift the table can ask for, and checks the engine gives no other); the help lists only
# these, in the engine's order. Réfléchi deals every card face up: no face-down refusal.
_EVERY_GAME = (
    "not-top",
    "empty-column-king",
    "foundation-order",
    "foundation-one-card",
    "empty-source",
    "too-few-cards",
    "same-pile",
    "no-such-pile",
)
_STOCK = ("build-alternate", "stock-empty", "not-a-target")
REFUSALS: dict[str, tuple[str, ...]] = {
    "DS": (*_STOCK, *_EVERY_GAME, "face-down", "no-recycle"),
    "TF": (*_STOCK, *_EVERY_GAME, "group-unordered"),
    "SH": (*_EVERY_GAME, "build-suit", "group-unordered", "group-too-large", "cell-full"),
}


def sections(variant_id: str) -> list[tuple[str, list[str]]]:
    """The help page of one game as (heading, paragraphs), translated now."""
    rules = [_(text) for text in RULES[variant_id]]
    refusals = [
        strings.RULE_TEXT[rule] for rule in strings.SOURCE_TEXT if rule in REFUSALS[variant_id]
    ]
    return [
        (strings.game_title(variant_id), rules),
        (_("When a move is refused"), refusals),
        (_("How this app plays"), [_(text) for text in DECISIONS]),
    ]


def scoring_table() -> list[tuple[str, ...]]:
    """RULES.md §4's scoring table, header first, translated now."""
    return [tuple(_(cell) for cell in row) for row in (SCORING_HEADERS, *SCORING_ROWS)]
