"""Errors the engine raises: each a `ValueError` whose message says what is wrong."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .rules import Rejection


class GameCodeError(ValueError):
    """A game code that cannot be read. `problem` names which part is wrong ("empty",
    "parts", "game", "version", "option", "length", "character", "foreign": not ASCII,
    "space": a space inside) and `facts` what was found, so a translated UI can say it
    too."""

    def __init__(self, message: str, problem: str = "", **facts: str | int) -> None:
        super().__init__(message)
        self.problem = problem
        self.facts = facts


class PositionError(ValueError):
    """A position text that is malformed or impossible."""


class IllegalMove(ValueError):
    """A move the rules refuse; `.rejection` says which rule and why."""

    def __init__(self, rejection: Rejection) -> None:
        super().__init__(f"{rejection.rule.value}: {rejection.message}")
        self.rejection = rejection
