"""Every key the game knows, declared once (`KEYMAP`): on which screen it works, what it
does, its chords and its label, marked for translation. `game.keymap` matches them."""

from __future__ import annotations

import pygame

from game.keys import Action, Binding, Chord, Needs, Scope
from game.strings import N_


def _each(keys: tuple[int, ...], alt: bool = False) -> tuple[Chord, ...]:
    return tuple(Chord(key, alt=alt) for key in keys)


ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
PAGE_END = 100_000  # lines: Home and End scroll a page this far, to its top or its end
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
    Binding(
        Scope.WINDOW,
        Action.SETTINGS,
        (Chord(pygame.K_COMMA, shortcut=True), Chord(pygame.K_F5, shortcut=None, alt=None)),
        N_("Settings"),
    ),
    Binding(
        Scope.WINDOW,
        Action.STATISTICS,
        (Chord(pygame.K_F4, shortcut=None, alt=False),),
        N_("Statistics"),
    ),
    Binding(
        Scope.WINDOW,
        Action.TODAY,
        (Chord(pygame.K_F6, shortcut=None, alt=False),),
        N_("Today's deals"),
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
        N_("the ring to the next area (stock, foundations, cells, columns, the bar's buttons)"),
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
        N_("cancel: held cards, a typed pile, a hint; with nothing to cancel, leave fullscreen"),
    ),
    Binding(
        Scope.TABLE, Action.RESTART, (Chord(pygame.K_r, shortcut=True),), N_("restart this deal")
    ),
    Binding(
        Scope.TABLE,
        Action.COPY_CODE,
        (Chord(pygame.K_c, shortcut=True, shift=False),),
        N_("copy the game code"),
    ),
    Binding(
        Scope.TABLE,
        Action.COPY_REPLAY,
        (Chord(pygame.K_c, shortcut=True, shift=True),),
        N_("copy the replay code: the deal and the moves so far (also on the win banner)"),
    ),
    Binding(
        Scope.TABLE,
        Action.PAUSE,
        (Chord(pygame.K_p), Chord(pygame.K_PAUSE, shortcut=None)),
        N_("pause: the clock stops and the cards are covered"),
    ),
    Binding(Scope.TABLE, Action.UNDO, (Chord(pygame.K_z, shortcut=True, shift=False),), N_("undo")),
    Binding(
        Scope.TABLE,
        Action.REDO,
        (Chord(pygame.K_y, shortcut=True), Chord(pygame.K_z, shortcut=True, shift=True)),
        N_("redo"),
    ),
    Binding(Scope.TABLE, Action.HINT, (Chord(pygame.K_h),), N_("a hint")),
    Binding(Scope.TABLE, Action.MUTE, (Chord(pygame.K_m),), N_("sound on or off")),
    Binding(
        Scope.TABLE,
        Action.SHOW_ME,
        (Chord(pygame.K_d),),
        N_("Show me: the solver plays its line from here (any other key hands the game back)"),
    ),
    # --- watching: Show me, a replay ---
    Binding(
        Scope.WATCHING,
        Action.WATCH_PAUSE,
        (Chord(pygame.K_SPACE),),
        N_("pause, or play on"),
    ),
    Binding(
        Scope.WATCHING,
        Action.WATCH_STEP,
        (Chord(pygame.K_RIGHT), Chord(pygame.K_PERIOD)),
        N_("one move forward (it pauses)"),
    ),
    Binding(Scope.WATCHING, Action.WATCH_STOP, (Chord(pygame.K_ESCAPE),), N_("stop watching")),
    Binding(
        Scope.WATCHING,
        Action.WATCH_PLAY_ON,
        _each(ENTER),
        N_("when a replay has ended: play on from there"),
    ),
    # --- the pause ---
    Binding(
        Scope.PAUSED,
        Action.RESUME,
        (
            Chord(pygame.K_p),
            Chord(pygame.K_PAUSE, shortcut=None),
            Chord(pygame.K_ESCAPE),
            *_each(ENTER),
            Chord(pygame.K_SPACE),
        ),
        N_("go on playing"),
    ),
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
    Binding(
        Scope.FIELD,
        Action.PASTE,
        (Chord(pygame.K_v, shortcut=True),),
        N_("paste a game code or a replay code"),
    ),
    Binding(
        Scope.FIELD,
        Action.SELECT_ALL,
        (Chord(pygame.K_a, shortcut=True),),
        N_("select the whole code"),
    ),
    Binding(Scope.FIELD, Action.TYPE, (Chord(pygame.K_SPACE),), N_("a space in the code")),
    Binding(
        Scope.PAGE,
        Action.SCROLL,
        (
            Chord(pygame.K_DOWN, arg=1),
            Chord(pygame.K_UP, arg=-1),
            Chord(pygame.K_PAGEDOWN, arg=8),
            Chord(pygame.K_PAGEUP, arg=-8),
            Chord(pygame.K_END, arg=PAGE_END),  # the page's end (the page clamps it)
            Chord(pygame.K_HOME, arg=-PAGE_END),
            Chord(pygame.K_LEFT, arg=0),  # the sideways arrows do nothing on a page
            Chord(pygame.K_RIGHT, arg=0),
        ),
        N_("scroll the page"),
        keys="↑ ↓ / Page Up / Page Down / Home / End",
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
    pygame.K_PAUSE: "Pause",
    pygame.K_COMMA: ",",
    pygame.K_PERIOD: ".",
}
SCOPE_TITLES = {
    Scope.WINDOW: N_("Everywhere"),
    Scope.TABLE: N_("On the table"),
    Scope.DIALOG: N_("In a dialog"),
    Scope.PAGE: N_("In Help"),
    Scope.FIELD: N_("In New Game's code field"),
    Scope.PAUSED: N_("While paused"),
    Scope.WATCHING: N_("While watching"),
}
