"""What a dialog's buttons are and what a click on one reports: a `Key`.

A plain button reports a `Press`; a button in a row of choices reports a `Pick`, the row
and the value it stands for (`Pick(Row.DRAW, 3)`), so no key is text to be split.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple, TypeAlias

from pygame import Rect

from game.commands import Setting


class Press(StrEnum):
    """A dialog's plain buttons (and the code field, which a click focuses)."""

    CLOSE = "close"
    START = "start"
    REPLAY = "replay"
    PASTE = "paste"
    FIELD = "field"
    YES = "yes"
    RESET = "reset"
    TODAY = "today"  # New Game: Today's deals
    WATCH = "watch"
    COPY = "copy"


class Row(StrEnum):
    """A row of choices in New Game (and the Help's game tabs)."""

    GAME = "game"
    DRAW = "draw"
    VEGAS = "vegas"
    CELLS = "cells"
    WINNABLE = "winnable"
    TAB = "tab"
    PAGE = "page"  # the Statistics dialog's pages
    OPTIONS = "options"  # a game's options (the Statistics dialog's progress page)
    DEAL = "deal"  # one of today's deals


class Pick(NamedTuple):
    """One choice of a row: `Pick(Row.GAME, "SH")`, `Pick(Setting.FULLSCREEN, True)`."""

    row: Row | Setting
    value: str | int | bool


Key: TypeAlias = Press | Pick


@dataclass
class Button:
    """A clickable rectangle and the key a click on it reports."""

    key: Key
    rect: Rect
    enabled: bool = True


@dataclass
class Choice:
    """One button of a row: its key, label, and whether it is chosen / usable."""

    key: Key
    label: str
    selected: bool = False
    enabled: bool = True
