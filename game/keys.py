"""The words of the keymap: where a key works (`Scope`), what it does (`Action`), a key
with its modifiers (`Chord`), a declared binding and a matched press (game/keymap.py)."""

from __future__ import annotations

from enum import Enum, StrEnum
from typing import NamedTuple


class Scope(Enum):
    """Where a key works: everywhere, or on one kind of screen."""

    WINDOW = "window"  # over the table and over every dialog
    TABLE = "table"
    DIALOG = "dialog"  # every dialog: its buttons
    PAGE = "page"  # a dialog whose page scrolls (Help)
    FIELD = "field"  # a dialog with a text field (New Game's code)
    PAUSED = "paused"  # the pause screen over the table
    WATCHING = "watching"  # the table while a line or a replay plays by itself


class Action(StrEnum):
    """What a key does; a screen decides what that means for it now. (A StrEnum: a
    dict lookup by action hashes in C, with no Python call on the key's path.)"""

    TOGGLE_FULLSCREEN = "toggle-fullscreen"
    QUIT = "quit"
    NEW_GAME = "new-game"
    HELP = "help"
    SETTINGS = "settings"
    STATISTICS = "statistics"
    TODAY = "today"
    RESTART = "restart"
    COPY_CODE = "copy-code"
    COPY_REPLAY = "copy-replay"
    PAUSE = "pause"
    RESUME = "resume"
    UNDO = "undo"
    REDO = "redo"
    HINT = "hint"
    MUTE = "mute"  # sound on or off
    SHOW_ME = "show-me"  # the solver plays its line from here
    WATCH_PAUSE = "watch-pause"  # the watching player: pause or play on
    WATCH_STEP = "watch-step"  # one move forward
    WATCH_STOP = "watch-stop"  # stop watching
    WATCH_PLAY_ON = "watch-play-on"  # a replay that ended: play on from there
    PILE = "pile"  # a pile key: source, then destination
    FOCUS = "focus"  # the focus ring one pile along a row or one row up or down
    NEXT_AREA = "next-area"
    PREVIOUS_AREA = "previous-area"
    ACTIVATE = "activate"  # draw, pick up, drop; take the new-game offer
    GROW = "grow"
    SHRINK = "shrink"
    ESCAPE = "escape"  # put back what the keys hold, hide a hint, else leave fullscreen
    CLOSE = "close"
    NEXT_BUTTON = "next-button"
    PREVIOUS_BUTTON = "previous-button"
    PRESS = "press"  # the focused button, else the dialog's main one
    PRESS_FOCUSED = "press-focused"
    SCROLL = "scroll"
    EDIT = "edit"  # the field's caret and deletion keys
    PASTE = "paste"
    SELECT_ALL = "select-all"
    TYPE = "type"  # typed into the field (the text arrives as TEXTINPUT)


class Needs(Enum):
    """What a game must have for a key to be listed in its help."""

    NOTHING = "nothing"
    STOCK = "stock"
    CELLS = "cells"


class Chord(NamedTuple):
    """A key with the modifiers it needs. `shift` None: either way. `arg`: what the key
    names (a pile, a direction, a scroll step). `mac_control`: Ctrl held too, macOS only."""

    key: int
    shortcut: bool | None = False
    alt: bool | None = False
    shift: bool | None = None
    arg: object = None
    mac_control: bool = False


class Binding(NamedTuple):
    """Keys that do one thing on one scope; `keys` overrides their label in the help."""

    scope: Scope
    action: Action
    chords: tuple[Chord, ...]
    text: str  # what it does, English, marked for translation
    keys: str | None = None
    needs: Needs = Needs.NOTHING


class KeyPress(NamedTuple):
    """A KEYDOWN as the keymap matched it: what to do, what the key names, and whose key
    it is (made once per key, when the keymap is made)."""

    action: Action
    arg: object
    scope: Scope
