"""Every key the game knows, declared once: what it does, on which screen, its label.

The app matches each KEYDOWN once (`Keymap.match`) against the scopes of the screen on top
and the keys that work everywhere, and hands the screen a `KeyPress`; no screen reads key
codes itself. Help's keyboard section and the README's key table are made from `KEYMAP`
(`python -m game.keymap` prints the README's table, `--readme` writes it there).

Letters are read by their place on the keyboard when the layout has no Latin letter there,
so a Greek layout's key marked H is still H. On macOS the shortcut key is Cmd (and letter
keys do nothing while Cmd is held: Cmd+H hides the app there); elsewhere it is Ctrl.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple

import pygame

from game.strings import N_, _

IS_MAC = sys.platform == "darwin"


class Scope(Enum):
    """Where a key works: everywhere, or on one kind of screen."""

    WINDOW = "window"  # over the table and over every dialog
    TABLE = "table"
    DIALOG = "dialog"  # every dialog: its buttons
    PAGE = "page"  # a dialog whose page scrolls (Help)
    FIELD = "field"  # a dialog with a text field (New Game's code)


class Action(Enum):
    """What a key does; a screen decides what that means for it now."""

    TOGGLE_FULLSCREEN = "toggle-fullscreen"
    QUIT = "quit"
    NEW_GAME = "new-game"
    HELP = "help"
    UNDO = "undo"
    REDO = "redo"
    HINT = "hint"
    PILE = "pile"  # a pile key: source, then destination
    FOCUS = "focus"  # the focus ring one pile along a row or one row up or down
    NEXT_AREA = "next-area"
    PREVIOUS_AREA = "previous-area"
    ACTIVATE = "activate"  # draw, pick up, drop; take the new-game offer
    GROW = "grow"
    SHRINK = "shrink"
    ESCAPE = "escape"  # put back what the keys hold, else leave fullscreen
    CLOSE = "close"
    NEXT_BUTTON = "next-button"
    PREVIOUS_BUTTON = "previous-button"
    PRESS = "press"  # the focused button, else the dialog's main one
    PRESS_FOCUSED = "press-focused"
    SCROLL = "scroll"
    EDIT = "edit"  # the field's caret and deletion keys
    PASTE = "paste"
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


def _each(keys: tuple[int, ...], alt: bool = False) -> tuple[Chord, ...]:
    return tuple(Chord(key, alt=alt) for key in keys)


ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
DIGITS = (
    *((pygame.K_1 + i, f"t{i + 1}") for i in range(9)),
    (pygame.K_0, "t10"),
    *((pygame.K_KP1 + i, f"t{i + 1}") for i in range(9)),
    (pygame.K_KP0, "t10"),
)
ARROWS = (
    Chord(pygame.K_LEFT, arg=(-1, 0)),
    Chord(pygame.K_RIGHT, arg=(1, 0)),
    Chord(pygame.K_UP, arg=(0, -1)),
    Chord(pygame.K_DOWN, arg=(0, 1)),
)

KEYMAP: tuple[Binding, ...] = (
    # --- everywhere ---
    Binding(
        Scope.WINDOW,
        Action.TOGGLE_FULLSCREEN,
        (
            Chord(pygame.K_F11, shortcut=None, alt=None),
            *_each(ENTER, alt=True),
            Chord(pygame.K_f, shortcut=True, mac_control=True),
        ),
        N_("switch between fullscreen and a window"),
    ),
    Binding(Scope.WINDOW, Action.NEW_GAME, (Chord(pygame.K_n, shortcut=True),), N_("New Game")),
    Binding(
        Scope.WINDOW,
        Action.HELP,
        (Chord(pygame.K_F1, shortcut=None, alt=None),),
        N_("this help"),
    ),
    Binding(Scope.WINDOW, Action.QUIT, (Chord(pygame.K_q, shortcut=True),), N_("save and quit")),
    # --- the table ---
    Binding(
        Scope.TABLE,
        Action.PILE,
        tuple(Chord(key, arg=pile) for key, pile in DIGITS),
        N_("the columns 1–10: the first key a source, the second its destination"),
        keys="1–9, 0",
    ),
    Binding(
        Scope.TABLE,
        Action.PILE,
        (Chord(pygame.K_s, arg="s"), Chord(pygame.K_w, arg="w")),
        N_("S draws from the stock; W names the waste as a source"),
        needs=Needs.STOCK,
    ),
    Binding(
        Scope.TABLE,
        Action.PILE,
        (Chord(pygame.K_c, arg="c"),),
        N_("the cells: as a destination the first free one, as a source C then 1–4"),
        needs=Needs.CELLS,
    ),
    Binding(
        Scope.TABLE,
        Action.PILE,
        (Chord(pygame.K_f, arg="f"),),
        N_("as a destination: the foundation that takes the card"),
    ),
    Binding(
        Scope.TABLE,
        Action.FOCUS,
        ARROWS,
        N_("move the focus ring along a row, or up and down between rows"),
        keys="← → ↑ ↓",
    ),
    Binding(
        Scope.TABLE,
        Action.NEXT_AREA,
        (Chord(pygame.K_TAB, shift=False),),
        N_("the ring to the next area (stock, foundations, cells, columns)"),
    ),
    Binding(
        Scope.TABLE,
        Action.PREVIOUS_AREA,
        (Chord(pygame.K_TAB, shift=True),),
        N_("the ring to the previous area"),
    ),
    Binding(
        Scope.TABLE,
        Action.ACTIVATE,
        (*_each(ENTER), Chord(pygame.K_SPACE)),
        N_("on the stock: draw; elsewhere pick up the top card, or drop what is held"),
    ),
    Binding(
        Scope.TABLE,
        Action.GROW,
        _each((pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_PAGEUP)),
        N_("one card more in hand"),
        keys="+ / Page Up",
    ),
    Binding(
        Scope.TABLE,
        Action.SHRINK,
        _each((pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_PAGEDOWN)),
        N_("one card fewer in hand"),
        keys="- / Page Down",
    ),
    Binding(
        Scope.TABLE,
        Action.ESCAPE,
        (Chord(pygame.K_ESCAPE),),
        N_("put back what the keys hold; with nothing held, leave fullscreen"),
    ),
    Binding(Scope.TABLE, Action.UNDO, (Chord(pygame.K_z, shortcut=True, shift=False),), N_("undo")),
    Binding(
        Scope.TABLE,
        Action.REDO,
        (Chord(pygame.K_y, shortcut=True), Chord(pygame.K_z, shortcut=True, shift=True)),
        N_("redo"),
    ),
    Binding(Scope.TABLE, Action.HINT, (Chord(pygame.K_h),), N_("a hint")),
    # --- the dialogs ---
    Binding(
        Scope.FIELD,
        Action.EDIT,
        tuple(
            Chord(key, arg=key)
            for key in (
                pygame.K_BACKSPACE,
                pygame.K_DELETE,
                pygame.K_HOME,
                pygame.K_END,
                pygame.K_LEFT,
                pygame.K_RIGHT,
            )
        ),
        N_("edit the code"),
    ),
    Binding(Scope.FIELD, Action.PASTE, (Chord(pygame.K_v, shortcut=True),), N_("paste a code")),
    Binding(Scope.FIELD, Action.TYPE, (Chord(pygame.K_SPACE),), N_("a space in the code")),
    Binding(
        Scope.PAGE,
        Action.SCROLL,
        (
            Chord(pygame.K_DOWN, arg=1),
            Chord(pygame.K_UP, arg=-1),
            Chord(pygame.K_PAGEDOWN, arg=8),
            Chord(pygame.K_PAGEUP, arg=-8),
            Chord(pygame.K_LEFT, arg=0),  # the sideways arrows do nothing on a page
            Chord(pygame.K_RIGHT, arg=0),
        ),
        N_("scroll the page"),
        keys="↑ ↓ / Page Up / Page Down",
    ),
    Binding(Scope.DIALOG, Action.CLOSE, (Chord(pygame.K_ESCAPE),), N_("close the dialog")),
    Binding(
        Scope.DIALOG,
        Action.NEXT_BUTTON,
        (Chord(pygame.K_TAB, shift=False), Chord(pygame.K_RIGHT), Chord(pygame.K_DOWN)),
        N_("the focus ring to the next button"),
    ),
    Binding(
        Scope.DIALOG,
        Action.PREVIOUS_BUTTON,
        (Chord(pygame.K_TAB, shift=True), Chord(pygame.K_LEFT), Chord(pygame.K_UP)),
        N_("the focus ring to the previous button"),
    ),
    Binding(
        Scope.DIALOG,
        Action.PRESS,
        _each(ENTER),
        N_("press the button with the ring (before it shows, the main one)"),
    ),
    Binding(
        Scope.DIALOG,
        Action.PRESS_FOCUSED,
        (Chord(pygame.K_SPACE),),
        N_("press the button with the ring"),
    ),
)

KEY_NAMES = {
    pygame.K_RETURN: "Enter",
    pygame.K_KP_ENTER: "Enter",
    pygame.K_SPACE: N_("Space"),
    pygame.K_ESCAPE: "Esc",
    pygame.K_TAB: "Tab",
    pygame.K_BACKSPACE: "Backspace",
    pygame.K_DELETE: "Delete",
    pygame.K_HOME: "Home",
    pygame.K_END: "End",
    pygame.K_PAGEUP: "Page Up",
    pygame.K_PAGEDOWN: "Page Down",
    pygame.K_LEFT: "←",
    pygame.K_RIGHT: "→",
    pygame.K_UP: "↑",
    pygame.K_DOWN: "↓",
}
SCOPE_TITLES = {
    Scope.WINDOW: N_("Everywhere"),
    Scope.TABLE: N_("On the table"),
    Scope.DIALOG: N_("In a dialog"),
    Scope.PAGE: N_("In Help"),
    Scope.FIELD: N_("In New Game's code field"),
}


@dataclass(frozen=True)
class Keymap:
    """`KEYMAP` indexed by key, read the way this system reads its shortcut key."""

    mac: bool = IS_MAC
    bindings: tuple[Binding, ...] = KEYMAP
    _by_key: dict[int, list[tuple[Chord, KeyPress]]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_key: dict[int, list[tuple[Chord, KeyPress]]] = {}
        for binding in self.bindings:
            for chord in binding.chords:
                if chord.mac_control and not self.mac:
                    continue
                press = KeyPress(binding.action, chord.arg, binding.scope)
                by_key.setdefault(chord.key, []).append((chord, press))
        object.__setattr__(self, "_by_key", by_key)

    def match(self, event: pygame.event.Event, scopes: tuple[Scope, ...]) -> KeyPress | None:
        """What a KEYDOWN does on a screen of `scopes` (the keys that work everywhere
        first), or None. Letters by their place when the layout has no Latin letter there."""
        key = event.key
        if not pygame.K_a <= key <= pygame.K_z:
            scancode = getattr(event, "scancode", 0)
            if pygame.KSCAN_A <= scancode <= pygame.KSCAN_Z:
                key = pygame.K_a + scancode - pygame.KSCAN_A
        entries = self._by_key.get(key)
        if not entries:
            return None
        mod = event.mod
        shortcut = bool(mod & (pygame.KMOD_META if self.mac else pygame.KMOD_CTRL))
        alt, shift = bool(mod & pygame.KMOD_ALT), bool(mod & pygame.KMOD_SHIFT)
        control = self.mac and bool(mod & pygame.KMOD_CTRL)
        for scope in (Scope.WINDOW, *scopes):
            for chord, press in entries:
                if (
                    press.scope is scope
                    and (chord.shortcut is None or chord.shortcut == shortcut)
                    and (chord.alt is None or chord.alt == alt)
                    and (chord.shift is None or chord.shift == shift)
                    and chord.mac_control == control
                ):
                    return press
        return None

    def label(self, chord: Chord) -> str:
        """`Ctrl+Shift+Z`, `Cmd+Z`, `Alt+Enter`, `F11`, translated now."""
        if chord.mac_control and not self.mac:
            return ""
        name = KEY_NAMES.get(chord.key)
        text = _(name) if name is not None else pygame.key.name(chord.key).upper()
        if chord.key in (pygame.K_KP_ENTER,) or pygame.K_KP1 <= chord.key <= pygame.K_KP0:
            return ""  # the keypad's twins are not listed
        parts = [
            "Ctrl" if chord.mac_control else "",
            ("Cmd" if self.mac else "Ctrl") if chord.shortcut else "",
            "Alt" if chord.alt else "",
            "Shift" if chord.shift else "",
        ]
        return "+".join([*(part for part in parts if part), text])

    def keys_text(self, binding: Binding) -> str:
        """A binding's keys as the help lists them."""
        if binding.keys is not None:
            return binding.keys
        labels = [self.label(chord) for chord in binding.chords]
        return " / ".join(dict.fromkeys(label for label in labels if label))

    def help_rows(self, has: frozenset[Needs]) -> list[tuple[str, str, str]]:
        """(scope title, keys, what they do) for every binding a game with `has` offers,
        translated now."""
        return [
            (_(SCOPE_TITLES[binding.scope]), self.keys_text(binding), _(binding.text))
            for binding in self.bindings
            if binding.needs in has or binding.needs is Needs.NOTHING
        ]


def markdown_table(keymap: Keymap) -> str:
    """The README's key table, in English."""
    lines = ["| where | keys | what they do |", "|---|---|---|"]
    lines += [
        f"| {scope} | {keys} | {text} |" for scope, keys, text in keymap.help_rows(frozenset(Needs))
    ]
    return "\n".join(lines)


README_TABLE = ("<!-- keymap -->\n", "<!-- /keymap -->")  # where the README's table goes


def with_key_table(readme: str, table: str) -> str:
    """The README's text with `table` between its keymap markers."""
    start, end = README_TABLE
    head, rest = readme.split(start, 1)
    return f"{head}{start}{table}\n{end}{rest.split(end, 1)[1]}"


if __name__ == "__main__":
    import sys
    from pathlib import Path

    if sys.argv[1:] == ["--readme"]:
        readme = Path(__file__).parent.parent / "README.md"
        text = readme.read_text(encoding="utf-8")
        readme.write_text(with_key_table(text, markdown_table(Keymap(mac=False))), "utf-8")
    else:
        print(markdown_table(Keymap(mac=False)))
