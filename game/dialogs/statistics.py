"""The Statistics dialog, in three pages: every game and options at a glance; one game and
options in depth (averages, the Vegas running total, the chart of the last games); the
history of games, newest first, to play a deal again or watch a game."""

from __future__ import annotations

from collections.abc import Hashable
from enum import StrEnum

import pygame

import engine
from game import strings
from game.commands import AskResetStatistics, Command, CopyReplay, StartGame, Watch
from game.dialogs.base import Dialog, Layout
from game.dialogs.buttons import Choice, Key, Pick, Press, Row
from game.dialogs.chart import chart
from game.dialogs.history_list import HistoryList
from game.dialogs.painter import Painter
from game.keymap import Scope
from game.profile.history import GameRecord, History, Totals
from game.profile.statistics import Record, Statistics
from game.strings import N_, _


class Page(StrEnum):
    """The dialog's pages."""

    OVERVIEW = "overview"
    PROGRESS = "progress"
    HISTORY = "history"


PAGE_NAMES = {
    Page.OVERVIEW: N_("Overview"),
    Page.PROGRESS: N_("Progress"),
    Page.HISTORY: N_("History"),
}


def duration_text(seconds: float | None) -> str:
    """A time as m:ss (or h:mm:ss), "–" for none."""
    if seconds is None:
        return "–"
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


def score_text(score: float | None, vegas: bool) -> str:
    """A score as the HUD shows it (`$416`), a negative one with a real minus sign."""
    if score is None:
        return "–"
    return strings.minus_sign(engine.score_text(round(score), vegas))


def record_row(options: engine.OptionSet, record: Record) -> tuple[str, ...]:
    """One game and options' line of the table, as the HUD would show its score."""
    name = strings.options_text(options)
    return (
        f"{strings.game_title(options.game)} · {name}",
        str(record.played),
        str(record.won),
        f"{record.win_rate:.0%}" if record.played else "–",
        str(record.streak),
        str(record.best_streak),
        score_text(record.best_score, options.vegas),
        duration_text(record.fastest_win),
    )


def facts(options: engine.OptionSet, record: Record, totals: Totals) -> list[tuple[str, ...]]:
    """The progress page's two tables of one game and options: counts, then scores and
    times (averages from the history; the Vegas running total in dollars)."""
    vegas = options.vegas
    total = score_text(totals.score, True) if vegas else "–"
    return [
        (_("Played"), _("Won"), _("Win rate"), _("Streak"), _("Best streak")),
        (
            str(record.played),
            str(record.won),
            f"{record.win_rate:.0%}" if record.played else "–",
            str(record.streak),
            str(record.best_streak),
        ),
        (_("Best score"), _("Average score"), _("Fastest win"), _("Average win"), _("Vegas total")),
        (
            score_text(record.best_score, vegas),
            score_text(totals.average_score, vegas),
            duration_text(record.fastest_win),
            duration_text(totals.average_win_time),
            total,
        ),
    ]


class StatisticsDialog(Dialog):
    """Every game and options; one in depth with its chart; the history of games."""

    width_units = 54

    def __init__(
        self,
        statistics: Statistics,
        history: History | None = None,
        options: engine.OptionSet | None = None,
    ) -> None:
        """`options`: the Progress page's first choice (the game on the table's)."""
        super().__init__()
        self.statistics = statistics
        self.history = history if history is not None else History()
        self.page = Page.OVERVIEW
        self.options = options if options is not None else engine.option_sets()[0]
        self.list = HistoryList()

    @property
    def scopes(self) -> tuple[Scope, ...]:  # type: ignore[override]
        """On the history page ↑ ↓ move the selection (Tab still moves the focus)."""
        return (Scope.PAGE, Scope.DIALOG) if self.page is Page.HISTORY else (Scope.DIALOG,)

    @property
    def primary(self) -> Key:  # type: ignore[override]
        """Enter: play the selected deal again on the history page, else Close."""
        return Press.REPLAY if self.page is Page.HISTORY and self.games else Press.CLOSE

    @property
    def games(self) -> list[GameRecord]:
        return self.history.newest_first()

    def pages(self) -> tuple[Layout, ...]:
        return self.overview, self.progress, self.history_page

    def pages_content(self) -> Hashable:
        """The Progress page's game and options, and how many games the history lists."""
        return self.options, len(self.history.games)

    def compose(self, painter: Painter) -> None:
        painter.title(_("Statistics"))
        tabs = [Choice(Pick(Row.PAGE, p), _(PAGE_NAMES[p]), self.page is p) for p in Page]
        painter.label_width = 0  # the tabs from the left edge
        painter.row("", tabs)
        painter.label_width = round(painter.width * 0.24)
        self.compose_page(painter, self.content)
        self.actions(painter)

    def content(self, painter: Painter) -> None:
        """The page shown."""
        match self.page:
            case Page.OVERVIEW:
                self.overview(painter)
            case Page.PROGRESS:
                self.progress(painter)
            case Page.HISTORY:
                self.history_page(painter)

    def overview(self, painter: Painter) -> None:
        header = (
            _("Game"),
            _("Played"),
            _("Won"),
            _("Win rate"),
            _("Streak"),
            _("Best streak"),
            _("Best score"),
            _("Fastest win"),
        )
        rows: list[tuple[str, ...]] = [header]
        for options in engine.option_sets():
            rows.append(record_row(options, self.statistics.get(options.prefix)))
        painter.grid(rows, first_width=0.3)

    def progress(self, painter: Painter) -> None:
        options = self.options
        games = [
            Choice(Pick(Row.GAME, g), strings.game_title(g), g == options.game)
            for g in engine.GAME_OPTIONS
        ]
        painter.align([_("Game"), _("Options")])
        painter.row(_("Game"), games)
        sets = [
            Choice(Pick(Row.OPTIONS, o.prefix), strings.options_text(o), o == options)
            for o in engine.option_sets()
            if o.game == options.game
        ]
        painter.row(_("Options"), sets)
        rows = facts(
            options, self.statistics.get(options.prefix), self.history.totals_of(options.prefix)
        )
        painter.grid(rows[:2], first_width=0.2)
        painter.grid(rows[2:], first_width=0.2)
        chart(
            painter,
            self.history.of(options.prefix),
            lambda score: score_text(score, options.vegas),
            duration_text,
        )

    def history_page(self, painter: Painter) -> None:
        def shown_score(record: GameRecord) -> str:
            return score_text(record.score, engine.option_set(record.prefix).vegas)

        self.list.draw(painter, self.games, shown_score, duration_text, self.room)

    def actions(self, painter: Painter) -> None:
        choices = [Choice(Press.RESET, _("Reset statistics…"))]
        if self.page is Page.HISTORY:
            chosen = self.chosen
            moves = chosen is not None and chosen.replay is not None
            choices = [
                Choice(Press.REPLAY, _("Play this deal again"), enabled=chosen is not None),
                Choice(Press.WATCH, _("Watch this game"), enabled=moves),
                Choice(Press.COPY, _("Copy replay code"), enabled=moves),
            ]
        painter.actions([*choices, Choice(Press.CLOSE, _("Close"))], self.primary)

    @property
    def chosen(self) -> GameRecord | None:
        """The game selected in the history list."""
        games = self.games
        return games[self.list.selected] if 0 <= self.list.selected < len(games) else None

    def handle(self, event: pygame.event.Event) -> Command | None:
        """A click on a row of the history selects it."""
        if self.page is Page.HISTORY and event.type == pygame.MOUSEBUTTONDOWN:
            index = self.list.at(event.pos) if event.button == 1 else None
            if index is not None:
                self.list.selected = index
                self.dirty = True
                return None
        return super().handle(event)

    def click(self, key: Key) -> Command | None:
        chosen = self.chosen
        match key:
            case Press.RESET:
                return AskResetStatistics()
            case Pick(Row.PAGE, str(page)):
                self.page = Page(page)
            case Pick(Row.GAME, str(game)):
                self.options = next(o for o in engine.option_sets() if o.game == game)
            case Pick(Row.OPTIONS, str(prefix)):
                self.options = engine.option_set(prefix)
            case Press.REPLAY if chosen is not None:
                return StartGame(chosen.code, remember=False)
            case Press.WATCH if chosen is not None and chosen.replay is not None:
                return watch(chosen.replay)
            case Press.COPY if chosen is not None and chosen.replay is not None:
                return CopyReplay(chosen.replay)
            case _:
                return super().click(key)
        return None

    def scroll(self, amount: int) -> Command | None:
        """The wheel or ↑ ↓ on the history page: the selection moves (up: newer)."""
        if self.page is Page.HISTORY:
            self.list.move(-amount, len(self.games))
        return None


def watch(replay: str) -> Command | None:
    """Watch the game a replay code holds (None when the code does not read: the
    history's own file was checked, so only a changed engine could do that)."""
    from engine import replay as replays

    try:
        game = replays.decode(replay)
    except ValueError:
        return None
    return Watch(game.code, tuple(str(move) for move in game.moves))
