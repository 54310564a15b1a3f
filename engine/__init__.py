"""The rules of Double Solitaire, Solitaire Réfléchi and Seahaven Towers (no pygame).

Public surface (ENGINE_API.md): `Game`, `Move`, `Card`, `Rejection`, `Rule` and the
errors `GameCodeError`, `PositionError`, `IllegalMove`.
"""

from .cards import Card, Rank, Suit
from .codes import GAME_OPTIONS, random_code
from .errors import GameCodeError, IllegalMove, PositionError
from .game import Change, Game
from .moves import Move
from .rules import RULE_TEXTS, Rejection, Rule

__all__ = [
    "GAME_OPTIONS",
    "RULE_TEXTS",
    "Card",
    "Change",
    "Game",
    "GameCodeError",
    "IllegalMove",
    "Move",
    "PositionError",
    "Rank",
    "Rejection",
    "Rule",
    "Suit",
    "random_code",
]
