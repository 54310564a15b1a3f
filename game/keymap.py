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
from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.bindings import KEY_NAMES, KEYMAP, SCOPE_TITLES
from game.keys import Action, Binding, Chord, KeyPress, Needs, Scope
from game.strings import _

__all__ = [
    "KEYMAP",
    "Action",
    "Binding",
    "Chord",
    "KeyPress",
    "Keymap",
    "Needs",
    "Scope",
    "markdown_table",
]

IS_MAC = sys.platform == "darwin"


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

    def keys_of(self, action: Action) -> str:
        """Every key of `action`, as Help lists them ("Ctrl+, / F5")."""
        texts = [self.keys_text(binding) for binding in self.bindings if binding.action is action]
        return " / ".join(text for text in texts if text)

    def help_rows(self, has: frozenset[Needs]) -> list[tuple[str, str, str]]:
        """(scope title, keys, what they do) for every binding a game with `has` offers,
        translated now."""
        return [
            (_(SCOPE_TITLES[binding.scope]), self.keys_text(binding), _(binding.text))
            for binding in self.bindings
            if binding.needs in has or binding.needs is Needs.NOTHING
        ]


def pile_keys(names: Sequence[str], keymap: Keymap) -> dict[str, str]:
    """The key that names each pile, as the pile numbers show it: `1`…`0` the columns,
    `S` the stock, `W` the waste, `C1`… the cells (C, then the cell's number), `F` every
    foundation. A pile no key names is left out."""
    labels: dict[object, str] = {}
    for binding in keymap.bindings:
        if binding.action is Action.PILE:
            for chord in binding.chords:
                labels.setdefault(chord.arg, keymap.label(chord) or "")
    keys = {}
    for name in names:
        key = labels.get(name) or labels.get(name[0]) or ""
        if name[0] == "c":
            key += labels.get(f"t{name[1:]}", "")
        if key:
            keys[name] = key
    return keys


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
