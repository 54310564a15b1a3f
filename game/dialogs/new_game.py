"""The New Game dialog: game, options and deal (random, a code, or a winnable deal searched);
a replay code pasted into the code field is watched instead (docs/TABLE.md, "Watching").
The option rows and what a click on one changes are `new_game_options`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

import pygame

import engine
from game import strings
from game.commands import Command, Open, Panel, StartGame, Watch
from game.dialogs.base import Dialog
from game.dialogs.buttons import Choice, Key, Pick, Press
from game.dialogs.new_game_options import (
    MOST_OPTION_ROWS,
    OPTION_ROWS,
    choose,
    option_rows,
    row_labels,
)
from game.dialogs.painter import ERROR, GOOD, MUTED, Painter
from game.dialogs.text_field import SIDEWAYS, EditedText
from game.keymap import Action, KeyPress, Scope
from game.profile.settings import NewGameChoice
from game.search_handles import RATING_POLL, Rater
from game.search_work import DealSearch, Task
from game.strings import N_, _
from game.workers import Workers

CODE_LIMIT = 4000  # characters the code field takes (a long game's replay code fits)
REPLAY_LENGTH = 16  # longer, without a dash: a replay code (a game code has its dashes)
# A replay code's problems (`engine.replay.ReplayCodeError.problem`), in the player's words.
REPLAY_PROBLEM_TEXT: dict[str, str] = {
    "empty": N_("The replay code is empty."),
    "character": N_("Character {place} ({char}) cannot be in a replay code."),
    "code": N_("This replay code does not start with a game code this game deals."),
    "format": N_("This replay code was made by a newer version of the game."),
    "truncated": N_("This replay code is cut short: copy all of it."),
    "checksum": N_("A character of this replay code was changed, lost or added."),
    "move": N_("Move {move} of this replay code is not a legal move there."),
    "extra": N_("This replay code has characters too many."),
}


def replay_problem(error: Exception) -> str:
    """A replay code's problem in the active language (the engine's English otherwise)."""
    template = REPLAY_PROBLEM_TEXT.get(str(getattr(error, "problem", "")))
    if template is None:
        return str(error)
    try:
        return _(template).format(**getattr(error, "facts", {}))
    except (KeyError, IndexError, ValueError):
        return str(error)


@dataclass
class CodeCheck:
    """The code field's text judged by the engine: a game (and the moves of a replay
    code), an error, or nothing typed."""

    text: str
    game: engine.Game | None = None
    failure: ValueError | None = None
    moves: tuple[str, ...] | None = None  # a replay code's moves: Start watches them

    @property
    def error(self) -> str | None:
        """What is wrong with the code, in the active language (None when nothing is)."""
        if self.failure is None:
            return None
        if self.moves is not None:
            return replay_problem(self.failure)
        return strings.code_problem(self.failure)

    @property
    def replay(self) -> bool:
        """True when the field holds a replay code (read or not)."""
        return self.moves is not None

    @classmethod
    def of(cls, text: str) -> CodeCheck:
        bare = text.strip()
        if not bare:
            return cls(text)
        if "-" not in bare and len(bare) >= REPLAY_LENGTH:
            return cls.of_replay(text)
        try:
            return cls(text, game=engine.Game.from_code(text))
        except ValueError as error:
            return cls(text, failure=error)

    @classmethod
    def of_replay(cls, text: str) -> CodeCheck:
        """A replay code: its game and moves, or why it cannot be read."""
        from engine.replay import decode  # loaded with the first replay code

        try:
            replay = decode(text)
        except ValueError as error:
            return cls(text, failure=error, moves=())
        moves = tuple(str(move) for move in replay.moves)
        return cls(text, game=engine.Game.from_code(replay.code), moves=moves)


@dataclass
class NewGameDialog(Dialog):
    """Game, options and deal (random or a code); remembers the choices it starts with."""

    choice: NewGameChoice
    current_code: str
    paste: Callable[[], str | None]
    code: CodeCheck = field(default_factory=lambda: CodeCheck(""))
    edited: EditedText = field(default_factory=EditedText)  # `code.text` and the caret
    search: DealSearch | None = None  # looking for a winnable deal (Start with the option on)
    task: Task[str | None] | None = None
    search_failed: bool = False  # the last winnable-deal search broke down (shown, not hidden)
    rater: Rater = field(default_factory=Rater)  # a typed code's difficulty
    workers: Workers = field(default_factory=Workers)  # the table's, lent
    clock: float = 0.0
    primary = Press.START
    scopes = (Scope.FIELD, Scope.DIALOG)  # Space goes into the code field
    width_units = 44

    def __post_init__(self) -> None:
        super().__init__()
        self.choice = replace(self.choice)
        self.rater.workers = self.workers

    def compose(self, painter: Painter) -> None:
        painter.title(_("New game"))
        painter.align([*row_labels(), _("Game code")])
        rows = option_rows(painter, self.choice, self.code.game, self.winnable_searchable())
        painter.gap(0.3)
        self._code_rows(painter)
        for _row in range(rows, MOST_OPTION_ROWS):  # the room of the rows a game lacks,
            painter.blank_row()  # below: no gap between rows, nothing below moves
        start = _("Watch") if self.code.replay else _("Start")
        painter.actions(
            [
                Choice(Press.TODAY, _("Today's deals"), enabled=self.search is None),
                Choice(Press.REPLAY, _("Replay this deal"), enabled=self.enabled(Press.REPLAY)),
                Choice(Press.CLOSE, _("Cancel")),
                Choice(Press.START, start, enabled=self.enabled(Press.START)),
            ],
            self.primary,
        )

    def enabled(self, key: Key) -> bool:
        """Start and Replay wait for a search; Start also for a code it can deal. Decided
        from the dialog's state, not from the buttons as last drawn: Enter right after the
        last typed character must start the game the code now names."""
        if key == Press.START:
            return self.search is None and self.code.error is None
        if key == Press.REPLAY:
            return self.search is None
        return super().enabled(key)

    def _code_rows(self, painter: Painter) -> None:
        """The code field, then what it deals (or what is wrong, or the search's progress)."""
        painter.field(
            _("Game code"),
            self.code.text,
            _("empty: a random deal"),
            Choice(Press.PASTE, _("Paste")),
            self.edited,
            focused=self.focus in (None, Press.FIELD),
        )
        if self.search is None:
            painter.text(*self.code_line(), scale=0.9)
            difficulty = self.difficulty_line()
            if difficulty is not None:
                painter.text(difficulty, MUTED, scale=0.9)
            else:  # its room kept: a typed code's difficulty does not make the dialog grow
                painter.blank_lines(1, scale=0.9)
        else:
            text = _("Looking for a winnable deal… {n} tried").format(n=self.search.tried)
            painter.progress(text, self.clock)
            painter.blank_lines(1, scale=0.9)

    def code_line(self) -> tuple[str, tuple[int, int, int]]:
        """What the code field holds: a random deal, the game a code deals, or what is wrong."""
        if self.code.error is not None:
            return self.code.error, ERROR
        if self.search_failed:
            return _("The search for a winnable deal failed. Start again or turn it off."), ERROR
        game = self.code.game
        if game is not None and self.code.moves is not None:
            text = _("A replay of {game} · {options}: {n} moves. Watch plays it.").format(
                game=strings.game_title(game.variant_id),
                options=strings.options_text(game.option_set),
                n=len(self.code.moves),
            )
            return text, GOOD
        if game is None and not self.winnable_searchable():
            return _("A random deal (winnable deals only needs Normal scoring)."), MUTED
        if game is None:
            return _("A random deal with the options above."), MUTED
        options = strings.options_text(game.option_set)
        text = _("This code deals {game} · {options} (its options are used).").format(
            game=strings.game_title(game.variant_id), options=options
        )
        return text, GOOD

    def difficulty_line(self) -> str | None:
        """A typed code's difficulty (issue 17), searched in the background; None without
        a valid code."""
        if self.code.game is None or self.code.replay:
            return None
        return strings.difficulty_text(self.rater.known(self.code.game.code))

    def handle(self, event: pygame.event.Event) -> Command | None:
        """While a winnable deal is searched, Cancel stops the search (the dialog stays)
        and the other buttons wait."""
        if self.search is None:
            return super().handle(event)
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if clicked and self.key_at(event.pos) == Press.CLOSE:
            self.stop_search()
        return None

    def act(self, press: KeyPress) -> Command | None:
        """The field's keys: the caret and deletion keys, paste; the rest are the dialog's.
        While a winnable deal is searched, Esc stops the search and the other keys wait."""
        self.dirty = True
        if self.search is not None:
            if press.action is Action.CLOSE:
                self.stop_search()
            return None
        match press.action:
            case Action.PASTE:
                return self.text_input((self.paste() or "").strip())
            case Action.TYPE if self._on_button():
                return super().act(press._replace(action=Action.PRESS_FOCUSED))
            case Action.TYPE:
                return None  # the space arrives as typed text
            case Action.SELECT_ALL:
                self.focus = None if self._on_button() else self.focus
                self.edited = self.edited.select_all()
                return None
            case Action.EDIT if isinstance(press.arg, int) and self._edits(press.arg):
                self.edit(self.edited.key(press.arg))
                return None
            case Action.EDIT:  # a sideways arrow while the ring is on a button
                self.move_focus(1 if press.arg == pygame.K_RIGHT else -1)
                return None
        return super().act(press)

    def click(self, key: Key) -> Command | None:
        if isinstance(key, Pick) and key.row in OPTION_ROWS:
            self.choose(key)
            return None
        if key == Press.PASTE:
            return self.text_input((self.paste() or "").strip())
        if key == Press.START:
            return self.start()
        if key == Press.REPLAY:
            return StartGame(self.current_code, remember=False)
        if key == Press.TODAY:
            return Open(Panel.TODAY)
        return super().click(key)

    def winnable_searchable(self) -> bool:
        """Whether "Winnable deals only" can be offered for the chosen options. Not with
        Double Solitaire's Vegas scoring: the solver almost never settles such a deal within
        the few seconds a deal gets (none of 80 tried, docs/SOLVER.md), so the search would
        run on and on. Asked of the options chosen: only a game that offers Vegas has it."""
        return not self.choice.options().vegas

    def start(self) -> Command | None:
        """The typed code, a random deal, or (winnable deals only) a search for one."""
        game = self.code.game
        if game is not None and self.code.moves is not None:
            return Watch(game.code, self.code.moves)
        if game is not None:
            return StartGame(game.code)
        if not (self.choice.winnable and self.winnable_searchable()):
            return StartGame(engine.random_code(self.choice.prefix()))
        self.search, self.search_failed = DealSearch(self.choice.prefix()), False
        self.task = Task(self.search.run, self.workers)
        return None

    def stop_search(self) -> None:
        """Cancel the search for a winnable deal; the dialog is usable again."""
        if self.task is not None:
            self.task.cancel()
        self.search = self.task = None
        self.dirty = True

    def update(self, dt: float, moving: float) -> Command | None:
        """The spinner turns; a winnable deal found starts like a typed code; a typed
        code's difficulty is searched in the background."""
        if self.code.game is not None and not self.code.replay:
            self.rater.want(self.code.game.code)
            self.dirty |= self.rater.poll()
        if self.task is None:
            return None
        self.clock += dt
        self.dirty = True
        if not self.task.done:
            return None
        code, self.search_failed = self.task.result, self.task.failed
        self.search = self.task = None
        return StartGame(code) if code else None

    @property
    def searching(self) -> bool:
        return self.task is not None or self.rater.busy

    def wake_in(self) -> float | None:
        """The spinner turns while a winnable deal is searched; a typed code's rating is
        looked at every `RATING_POLL` seconds."""
        if self.task is not None:
            return 0.0
        return RATING_POLL if self.rater.busy else None

    def closed(self) -> None:
        self.stop_search()
        self.rater.cancel()

    def choose(self, pick: Pick) -> None:
        """An option button: it changes the choices and empties the code field (winnable
        only changes the choice)."""
        if choose(self.choice, pick):
            self.set_code("")

    def set_code(self, text: str) -> None:
        """New text in the code field (the caret after it), judged at once."""
        self.edit(EditedText.at_end(text[:CODE_LIMIT]))

    def edit(self, edited: EditedText) -> None:
        """The field as edited, judged at once."""
        self.edited = edited
        self.code = CodeCheck.of(edited.text)

    def _edits(self, key: int) -> bool:
        """Whether a key edits the field: Backspace, Home, End and Delete always; the left
        and right arrows once it holds text, unless the focus ring is on a button (then they
        move the ring, as in every dialog)."""
        return key not in SIDEWAYS or (bool(self.code.text) and self.focus in (None, Press.FIELD))

    def _on_button(self) -> bool:
        """True while the focus ring is on a button (not on the field, not hidden)."""
        return self.focus not in (None, Press.FIELD)

    def text_input(self, text: str) -> Command | None:
        """Typed or pasted text, at the caret: only what can be seen goes in (no tabs, line
        breaks, zero-width or direction marks), so the field never holds an invisible
        character. A space while the ring is on a button pressed it (nothing is typed);
        other typing takes the ring back to the field."""
        if self._on_button():
            if text == " ":
                return None
            self.focus = Press.FIELD
        shown = "".join(ch for ch in text if ch.isprintable())
        self.edit(self.edited.typed(shown, CODE_LIMIT))
        return None
