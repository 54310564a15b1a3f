"""What a UI asks about a game before or while it is played, as plain values.

A UI shows each game's name, offers its options, says how far undo reaches and how big a
group may be, gives a hint its time, and explains the code grammar. It asks here instead
of comparing game ids, so a fourth game or a changed rule is declared once, in the engine:

>>> info = game_info("SH")
>>> info.title, info.cell_counts, info.draw_counts, info.undo_limit
('Seahaven Towers', (4, 2, 1), (), 100)
>>> game_info("DS").scorings
('normal', 'vegas')
>>> CODE_GRAMMAR.games, CODE_GRAMMAR.deal_length, CODE_GRAMMAR.example
(('DS', 'TF', 'SH'), 7, 'DS1-D1N-AAAAAAB')
"""

from __future__ import annotations

from typing import NamedTuple

from .codes import ALPHABET, DEAL_LENGTH, GAME_OPTIONS, VERSION, GameCode, Options
from .variants import NORMAL, SEAHAVEN, VARIANTS, VEGAS, GroupSize, Scoring, Variant

# The scoring kinds, named as `engine.scoring_table()` names its columns.
SCORING_KINDS: dict[Scoring, str] = {NORMAL: "normal", VEGAS: "vegas", SEAHAVEN: "seahaven"}


class GameInfo(NamedTuple):
    """One game's facts for a UI: what it is called, what New Game offers for it, and the
    numbers its help and its hints need."""

    id: str  # "DS", "TF", "SH": the first part of a code
    title: str  # the English name, marked for translation: the UI translates it as is
    draw_counts: tuple[int, ...]  # cards a stock tap turns, as offered ((): no stock)
    scorings: tuple[str, ...]  # scoring kinds offered, first the default (see SCORING_KINDS)
    cell_counts: tuple[int, ...]  # cells offered, first the easiest ((): no cells)
    undo_limit: int  # how many actions undo reaches back
    group_size: GroupSize | None  # the group-size rule's numbers, None: any number of cards
    group_piles: tuple[str, ...]  # pile kinds (first letter of a pile name) groups move between
    hint_seconds: float  # the time one hint may search
    has_stock: bool  # a stock and a waste (else cells)

    @property
    def offers_vegas(self) -> bool:
        """Whether the player may choose Vegas scoring (and meet its rules)."""
        return SCORING_KINDS[VEGAS] in self.scorings


class CodeGrammar(NamedTuple):
    """The pieces of a game code a UI names when it explains one: `DS1-D1N-AAAAAAB` is a
    game, the version, the options, and a deal of `deal_length` characters drawn from the
    ranges `deal_ranges` ("A–Z", "2–7")."""

    games: tuple[str, ...]
    version: str
    deal_length: int
    deal_ranges: tuple[str, ...]
    example: str


def _ranges(alphabet: str) -> tuple[str, ...]:
    """`ABC…Z234567` as its runs of consecutive characters: `("A–Z", "2–7")`."""
    runs: list[str] = []
    start = previous = alphabet[0]
    for char in alphabet[1:] + "\0":
        if ord(char) != ord(previous) + 1:
            runs.append(f"{start}–{previous}")
            start = char
        previous = char
    return tuple(runs)


_FIRST = next(iter(GAME_OPTIONS))
CODE_GRAMMAR = CodeGrammar(
    games=tuple(GAME_OPTIONS),
    version=VERSION,
    deal_length=DEAL_LENGTH,
    deal_ranges=_ranges(ALPHABET),
    example=str(GameCode(_FIRST, Options(GAME_OPTIONS[_FIRST][0]), deal=1)),
)


def _info(variant: Variant) -> GameInfo:
    options = [Options(text) for text in GAME_OPTIONS[variant.id]]
    return GameInfo(
        id=variant.id,
        title=variant.title,
        draw_counts=tuple(dict.fromkeys(o.draw_count for o in options if o.draw_count)),
        scorings=tuple(dict.fromkeys(SCORING_KINDS[variant.scoring(o)] for o in options)),
        cell_counts=tuple(dict.fromkeys(o.cell_count for o in options if o.cell_count)),
        undo_limit=variant.undo_depth,
        group_size=variant.group_size,
        group_piles=variant.group_piles,
        hint_seconds=variant.hint_seconds,
        has_stock=variant.has_stock,
    )


def game_info(game: str) -> GameInfo:
    """The facts of the game `game` ("DS", "TF", "SH"), no deal needed; an unknown id
    raises KeyError. Read from the game's rules on each call."""
    return _info(VARIANTS[game])


def games() -> tuple[GameInfo, ...]:
    """Every game this program deals, in the order codes list them (DS, TF, SH)."""
    return tuple(game_info(game) for game in GAME_OPTIONS)


__all__ = ["CODE_GRAMMAR", "SCORING_KINDS", "CodeGrammar", "GameInfo", "game_info", "games"]
