"""The Statistics dialog: every game and options, played, won, streaks, best score and time."""

from __future__ import annotations

import engine
from game import strings
from game.commands import AskResetStatistics, Command
from game.dialogs.base import Dialog
from game.dialogs.buttons import Choice, Key, Press
from game.dialogs.painter import Painter
from game.profile.statistics import Record, Statistics
from game.strings import _


def duration_text(seconds: float | None) -> str:
    """A time as m:ss (or h:mm:ss), "–" for none."""
    if seconds is None:
        return "–"
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


def record_row(options: engine.OptionSet, record: Record) -> tuple[str, ...]:
    """One game and options' line of the table, as the HUD would show its score."""
    name = strings.options_text(options)
    best = record.best_score
    return (
        f"{strings.game_title(options.game)} · {name}",
        str(record.played),
        str(record.won),
        f"{record.win_rate:.0%}" if record.played else "–",
        str(record.streak),
        str(record.best_streak),
        "–" if best is None else engine.score_text(best, options.vegas),
        duration_text(record.fastest_win),
    )


class StatisticsDialog(Dialog):
    """Every game and options: played, won, win rate, streaks, best score, fastest win."""

    width_units = 54

    def __init__(self, statistics: Statistics) -> None:
        super().__init__()
        self.statistics = statistics

    def compose(self, painter: Painter) -> None:
        painter.title(_("Statistics"))
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
        painter.actions(
            [Choice(Press.RESET, _("Reset statistics…")), Choice(Press.CLOSE, _("Close"))],
            self.primary,
        )

    def click(self, key: Key) -> Command | None:
        if key == Press.RESET:
            return AskResetStatistics()
        return super().click(key)
