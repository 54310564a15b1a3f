"""The rules of Double Solitaire, Solitaire Réfléchi and Seahaven Towers (no pygame).

Public surface (ENGINE_API.md): `Game`, `Move`, `Card`, `Rejection`, `Rule` and the
errors `GameCodeError`, `PositionError`, `IllegalMove`; what the UI asks beyond it (the
real target of a move, option sets, score texts, the scoring table, each game's refusal
rules, each game's facts `GameInfo` and the code grammar) is listed in docs/ARCHITECTURE.md.
"""

from typing import TYPE_CHECKING

from .cards import Card, Rank, Suit
from .codes import GAME_OPTIONS, OptionSet, option_set, option_sets, random_code
from .errors import GameCodeError, IllegalMove, PositionError
from .game import Game, Resolved
from .info import CODE_GRAMMAR, CodeGrammar, GameInfo, game_info, games
from .moves import Move
from .rules import CELL_GAME_TEXTS, RULE_TEXTS, STOCK_GAME_TEXTS, Rejection, Rule
from .variants import VARIANTS, GroupSize, score_text

if TYPE_CHECKING:
    from .scoring import NoPoints, ScoreEvent, scoring_table


def __getattr__(name: str) -> object:
    """The scoring table's names, loaded when first used (only the help needs them)."""
    if name in ("NoPoints", "ScoreEvent", "scoring_table"):
        from . import scoring

        return getattr(scoring, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def rule_text(rule: Rule, game: str | None = None) -> str:
    """A rule's English text, in the wording of `game` ("DS", "TF", "SH") when its own
    piles call for one (Seahaven's players never read of a waste); marked for
    translation where it is defined."""
    if game is not None:
        own = STOCK_GAME_TEXTS if VARIANTS[game].has_stock else CELL_GAME_TEXTS
        if rule in own:
            return own[rule]
    return RULE_TEXTS[rule]


def refusal_rules(game: str) -> tuple[Rule, ...]:
    """Every rule a player of `game` ("DS", "TF", "SH") can be refused by, in `Rule` order."""
    return VARIANTS[game].refusal_rules


__all__ = [
    "CODE_GRAMMAR",
    "GAME_OPTIONS",
    "RULE_TEXTS",
    "Card",
    "CodeGrammar",
    "Game",
    "GameCodeError",
    "GameInfo",
    "GroupSize",
    "IllegalMove",
    "Move",
    "NoPoints",
    "OptionSet",
    "PositionError",
    "Rank",
    "Rejection",
    "Resolved",
    "Rule",
    "ScoreEvent",
    "Suit",
    "game_info",
    "games",
    "option_set",
    "option_sets",
    "random_code",
    "refusal_rules",
    "rule_text",
    "score_text",
    "scoring_table",
]
