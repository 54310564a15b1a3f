"""The table screen: the wiring between the pointer and keys, the session, the board, the
bar, the notes, the hint and the win.

The flow is one way (DESIGN.md): an event becomes an intent (`table.gestures`), the session
turns it into an engine move and plays it, and the board follows the engine's position. No
rule is decided here. What only the app can do (a dialog, the window, the code's copy, a
restart that may ask first) the table answers with a `Command`, as every screen does.
"""

from __future__ import annotations

from dataclasses import InitVar, dataclass, field
from typing import Protocol

import pygame

import engine
from game.art.fonts import Fonts
from game.commands import (
    Command,
    CopyCode,
    CopyReplay,
    LeaveFullscreen,
    Open,
    Panel,
    Restart,
    ToggleSound,
)
from game.intents import Intent
from game.keymap import Action, Keymap, KeyPress, Scope
from game.profile.settings import Settings
from game.screen import Screen
from game.search_handles import HintSearch, LineSearch, Rater
from game.session import GameSession
from game.table.bar_ring import BarRing
from game.table.board import Board, Stale
from game.table.counts import Captions
from game.table.drawing import TableDrawing
from game.table.gestures import Gestures
from game.table.hint_view import Hints
from game.table.hud import PLAY_BUTTONS, HudButton, HudText, hud_colors
from game.table.keyboard import Keyboard
from game.table.notes import Notes
from game.table.presence import Presence
from game.table.rating import DealRating
from game.table.render import Renderer
from game.table.showing import TABLE_SCOPES, TableWatching
from game.table.telling import TableTelling
from game.table.tooltip import Tooltip
from game.table.watching import Watching
from game.table.win import Win, win_summary
from game.workers import Workers

# What the bar's buttons ask of the app (Undo, Redo and Hint are the table's own).
BUTTON_COMMANDS: dict[HudButton, Command] = {
    HudButton.NEW: Open(Panel.NEW_GAME),
    HudButton.SETTINGS: Open(Panel.SETTINGS),
    HudButton.STATISTICS: Open(Panel.STATISTICS),
    HudButton.HELP: Open(Panel.HELP),
    HudButton.CODE: CopyCode(),
    HudButton.RESTART: Restart(),
    HudButton.CLOCK: Open(Panel.PAUSE),
}
BAR_KEYS = (Action.NEXT_AREA, Action.PREVIOUS_AREA)  # the keys that can reach the bar
# What the table's keys ask of the app.
KEY_COMMANDS: dict[Action, Command] = {
    Action.RESTART: Restart(),
    Action.COPY_CODE: CopyCode(),
    Action.COPY_REPLAY: CopyReplay(),
    Action.PAUSE: Open(Panel.PAUSE),
    Action.MUTE: ToggleSound(),
}


class Scorekeeper(Protocol):
    """Where finished games are counted (the player's files)."""

    def count(
        self,
        game: engine.Game,
        elapsed: float,
        line: tuple[str, ...] | None,
        won: bool | None = None,
    ) -> None:
        """A game was won, or abandoned with moves: count it once (`line`: its moves from
        the deal, None when not known; `won`: counts as won)."""

    def tally(self, prefix: str) -> tuple[int, int]:
        """Games won and played with the options of `prefix`."""


@dataclass(repr=False, eq=False)
class Table(TableDrawing, TableWatching, TableTelling, Screen):
    """One game on the table: the session, its board, the bar, notes, hints and the win."""

    deal: InitVar[engine.Game]  # the first game (`game` is the one on the table now)
    window: InitVar[tuple[int, int]]  # the first window size (`size` follows the window)
    settings: Settings = field(default_factory=Settings)
    scorekeeper: Scorekeeper | None = None  # None: nothing is counted (screenshots, tests)
    now: float = 0.0
    pointer: tuple[int, int] = (0, 0)
    paused: bool = False  # a dialog is open: the clock stands still
    scopes: tuple[Scope, ...] = TABLE_SCOPES  # the watching player's keys while it plays
    keymap: Keymap = field(kw_only=True)  # the app's: the keys the table's texts name

    def __post_init__(self, deal: engine.Game, window: tuple[int, int]) -> None:
        self.stale = Stale()
        self.fonts = Fonts()
        self.renderer = Renderer()
        counts = self.scorekeeper.count if self.scorekeeper is not None else None
        self.session = GameSession(deal, revision=1, on_game_over=counts)
        speed, settings = lambda: self.animation_scale, self.settings
        self.board = Board(
            deal, window, speed, self.stale, settings.look, lambda: settings.reduced_motion
        )
        self.notes = Notes(self.fonts, self.stale, lambda: self.board.look.deck_style)
        self.workers = Workers()  # the searches' threads, lent to the hints and dialogs
        search = HintSearch(workers=self.workers)
        self.hints = Hints(
            self.session, self.notes, self.stale, self.undo_times, lambda: self.now, search
        )
        tally = self.scorekeeper.tally if self.scorekeeper is not None else None
        self.win = Win(
            self.stale,
            lambda: win_summary(self.game, self.hud_text(), tally),
            lambda: self.board.look.table_colors.dark,
            keymap=self.keymap,
        )
        self.gestures = Gestures(self.board, self._perform, lambda: self.settings.double_click)
        self.keyboard = Keyboard(self.board, self._perform)
        self._note_pile: str | None = None  # by which pile a key's refusal shows (else the pointer)
        self._note_also: str | None = None  # the move's source pile: its card kept clear
        self.hud = self.new_hud()
        self._hud_text: HudText | None = None
        self.rating = DealRating(Rater(workers=self.workers), self.now)  # the deal's difficulty
        self._clock_shown = ""
        self.presence = Presence()  # the clock stops while the player is away
        self.watching: Watching | None = None  # Show me or a replay playing by itself
        self.kept: GameSession | None = None  # the player's game while a replay plays
        self.line_search = LineSearch(workers=self.workers)  # Show me's search
        # The counts and pile keys above the piles; the bar's tooltip (a button's keys,
        # the texts left out).
        self.captions = Captions(self.fonts, self.keymap)
        self.tooltip = Tooltip(self.fonts, self.keymap)
        self.bar_ring = BarRing(self.keyboard)  # the bar as an area of the Tab ring

    # --- what the app reads ------------------------------------------------------------
    @property
    def game(self) -> engine.Game:
        """The game on the table."""
        return self.session.game

    @property
    def size(self) -> tuple[int, int]:
        """The window size the table is laid out for."""
        return self.board.size

    @property
    def revision(self) -> int:
        """Grows with every action and every new deal (the app saves then)."""
        return self.session.revision

    @property
    def animation_scale(self) -> float:
        """The settings' animation speed as a multiplier of every duration (0: none)."""
        return self.settings.animation_scale

    # --- a game begins -----------------------------------------------------------------
    def start(
        self, game: engine.Game, actions: list[str] | None = None, elapsed: float = 0.0
    ) -> None:
        """Put `game` on the table; the game it replaces counts as played if it had moves
        (watching stops first: a replay puts the player's game back)."""
        self.stop_watching()
        self.session.start(game, actions, elapsed)
        self._table_shows(game)

    def new_deal(self) -> None:
        """A random deal with the same options."""
        self.start(engine.Game.from_code(engine.random_code(self.game.option_set.prefix)))

    def restart(self) -> None:
        """The same deal from the start."""
        self.start(engine.Game.from_code(self.game.code))

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: compute the layout again, cards jump to their places."""
        if size == self.size:
            return
        self.let_go()  # a press or drag in the old layout's coordinates means nothing now
        self.board.resize(size)
        self.hud = self.new_hud()
        self.win.resized(self.board, self.animation_scale)  # only a running cascade

    def invalidate(self) -> None:
        """Draw everything again on the next frame (a dialog closed, the language or the
        look changed)."""
        self.board.restyle(self.settings.look)
        self.hud.colors = hud_colors(self.board.look.table_colors)
        self.stale.mark()
        self.hud.forget()

    def let_go(self) -> None:
        """Something else takes the mouse (a dialog opens): drop any press or drag."""
        self.gestures.let_go()
        self.keyboard.put_back()
        self.board.cancel_drag()

    # --- actions -----------------------------------------------------------------------
    def _perform(self, intent: Intent, place: str | None = None) -> bool:
        """Carry out what the pointer or a key meant; True when a card moved. A key's
        refusal shows by the pile it names (where the player looks), not at the idle
        pointer."""
        self._note_pile = place
        self._note_also = getattr(intent, "source", None)  # a move's other card: kept clear
        try:
            return self._shown(self.session.carry_out(intent))
        finally:
            self._note_pile = None

    def play(self, move: str | engine.Move) -> bool:
        """Play a move the engine allows; a refused one shows its rule. True when played."""
        return self._shown(self.session.play(move))

    def _shown(self, outcome: engine.Resolved | engine.Rejection | None) -> bool:
        """The board follows a played move; a refusal shows its rule."""
        if isinstance(outcome, engine.Rejection):
            self.refuse(outcome)
            return False
        if outcome is None:
            return False
        self.board.sync()
        self.hints.forget()
        return True

    def toggle_hint(self) -> None:
        """The Hint button / H (see `Hints.toggle`)."""
        self.hints.toggle()

    # --- events ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> Command | None:
        """A mouse or window event of the table."""
        if hasattr(event, "pos"):
            self.pointer = (round(event.pos[0]), round(event.pos[1]))
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL):
            self.keyboard.used(False)  # the mouse takes over: the pile keys hide
            self.bar_ring.let_go()
            self.hints.touched()  # a hint's marks fade at any input
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos, getattr(event, "clicks", 1))
        if event.type == pygame.MOUSEMOTION:
            self.gestures.moved(event.pos)
            if self.tooltip.pointed(self.hud, self.pointer):
                self.stale.mark()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.gestures.released(event.pos, self.now)
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.let_go()  # the button's release may never come: the cards go back
        return None

    def _press(self, pos: tuple[int, int], clicks: int) -> Command | None:
        button = self.hud.button_at(pos)
        taken, command = self.watch_press(pos, button)
        if taken:
            return command
        if self.game.is_won:  # the offer shows, or the winning card still flies
            return self._press_after_win(button)
        if self.notes.button_at(pos):
            self.notes.click_button()
        elif button is not None:
            return self._button(button)
        else:
            self.keyboard.put_back()  # the pointer takes over from the keys
            self.gestures.pressed(pos, clicks)
        return None

    def _button(self, button: HudButton) -> Command | None:
        """A bar button, clicked or pressed with the ring (Undo, Redo, Hint: the table's)."""
        if button in BUTTON_COMMANDS:
            return BUTTON_COMMANDS[button]
        if not self.game.is_won:  # from the winning move on they are off
            {
                HudButton.UNDO: self.undo,
                HudButton.REDO: self.redo,
                HudButton.HINT: self.toggle_hint,
                HudButton.SHOW_ME: self.show_me,
            }[button]()
        return None

    def _press_after_win(self, button: HudButton | None) -> Command | None:
        """After a win the HUD's dialogs and Restart still work (it asks nothing: the game is
        counted); once the new-game offer shows, a click anywhere else takes it. Undo and
        Hint stay off: the win is already counted (from the winning move, while its card
        still flies)."""
        if button in BUTTON_COMMANDS:
            return BUTTON_COMMANDS[button]
        if self.win.on_replay_button(self.pointer):
            return CopyReplay()
        if self.win.offered and button not in PLAY_BUTTONS:
            self.new_deal()
        return None

    def act(self, press: KeyPress) -> Command | None:
        """A table key: Esc puts held cards back (else leaves fullscreen); after a win
        Enter takes the offer; the rest are the keyboard's play."""
        if self.watching is not None or self.line_search.task is not None:  # (busy: no call)
            taken, command = self.watch_act(press)
            if taken:
                return command
        action = press.action
        if not self.keyboard.in_use:
            self.keyboard.used(True)  # the pile keys show by their piles
        if self.hints.mark is not None and action is not Action.HINT:
            self.hints.touched()  # a hint's marks fade at any input
        if action is Action.ESCAPE:
            return self._cancel()
        if action in KEY_COMMANDS:
            return KEY_COMMANDS[action]
        if self.bar_ring.focus is not None or action in BAR_KEYS:  # the bar in the Tab ring
            taken, button = self.bar_ring.act(press, self.game.is_won)
            if taken:
                return self._button(button) if button is not None else None
        if self.session.game.is_won:  # Enter takes the offer; before it shows, nothing
            if self.win.offered and action is Action.ACTIVATE:
                self.new_deal()
        elif action is Action.UNDO:
            self.undo()
        elif action is Action.REDO:
            self.redo()
        elif action is Action.HINT:
            self.toggle_hint()
        elif action is Action.SHOW_ME:
            self.show_me()
        else:
            self.keyboard.act(press)
        return None

    def closed(self) -> None:
        """The app quits: a search still running stops, the deal's rating too."""
        self.hints.search.cancel()
        self.line_search.cancel()
        self.rating.rater.cancel()

    def covered(self, covered: bool) -> None:
        """A dialog opened over the table (it lets go of the pointer, its clock stops), or
        the last one closed."""
        if covered:
            self.let_go()
            self.tooltip.text = None
            self.hints.hide()  # a hint's marks never show under a dialog
        self.paused = covered

    def _cancel(self) -> Command | None:
        """Esc: cards in hand go back and a typed pile is forgotten, else the ring leaves
        the bar, else a hint goes;
        with nothing to cancel the window leaves fullscreen (for this run)."""
        if self.keyboard.wants_escape:
            self.keyboard.put_back()
        elif self.bar_ring.focus is not None:
            self.bar_ring.let_go()  # the ring leaves the bar
        elif self.hints.mark is not None or self.hints.busy:
            self.hints.forget()
        else:
            return LeaveFullscreen()
        return None

    # --- time --------------------------------------------------------------------------
    def update(self, dt: float, moving: float | None = None) -> None:
        """Advance the clock and the notes by `dt` seconds, the animations by `moving`
        (default `dt`: the loop leaves out the time it slept before the event that started
        them), and poll the hint."""
        step = dt if moving is None else moving
        self.now += dt
        stopped = self.paused or not self.presence.here(self.now)
        self.session.tick(dt, stopped)
        self.board.update(step)
        self.notes.update(self.now, self.revision)
        self.hints.poll()
        self.watch_update(dt)
        if self.paused:
            self.hints.hide()  # an answer that came under a dialog shows no marks
        if self.rating.update(self.now, self.game.code, self.hints.busy or self.paused):
            self.hud.forget()
            self.stale.mark()
        cascade = 0.0 if self.settings.reduced_motion else self.animation_scale
        self.win.update(step, self._won_here, self.board.at_rest, self.board, cascade)
