"""The rules of Double Solitaire, Solitaire Réfléchi and Seahaven Towers (no pygame).

Public surface (ENGINE_API.md): `Game`, `Move`, `Card`, `Rejection`, `Rule` and the
errors `GameCodeError`, `PositionError`, `IllegalMove`; what the UI asks beyond it (the
real target of a move, option sets, score texts, the scoring table, each game's refusal
rules) is listed in docs/ARCHITECTURE.md.
"""

from .cards import Card, Rank, Suit
from .codes import GAME_OPTIONS, OptionSet, option_set, option_sets, random_code
from .errors import GameCodeError, IllegalMove, PositionError
from .game import Game, Resolved
from .moves import Move
from .rules import RULE_TEXTS, Rejection, Rule
from .variants import VARIANTS, NoPoints, ScoreEvent, score_text, scoring_table


def refusal_rules(game: str) -> tuple[Rule, ...]:
    """Every rule a player of `game` ("DS", "TF", "SH") can be refused by, in `Rule` order."""
    return VARIANTS[game].refusal_rules


__all__ = [
    "GAME_OPTIONS",
    "RULE_TEXTS",
    "Card",
    "Game",
    "GameCodeError",
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
    "option_set",
    "option_sets",
    "random_code",
    "refusal_rules",
    "score_text",
    "scoring_table",
]
