"""The chart of the last games of one game and options, drawn by our code.

A bar per game, oldest on the left: its height the score (below the zero line when a Vegas
game lost money), green when won, grey when not. A line with a dot per game: the time it
took, against the longest time shown (its scale on the right). The labels say the highest
score and the longest time, so the picture can be read without a grid.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
from pygame import Rect, Surface

from game.art.text import fit
from game.dialogs.painter import CHOICE_EDGE, GOOD, INK, MUTED, PANEL, Painter
from game.profile.history import GameRecord
from game.strings import _

CHART_GAMES = 30  # the most games the chart shows
NOT_WON = (170, 160, 145)
TIME_LINE = (40, 70, 150)
HEIGHT_UNITS = 7.5  # the chart's height, in text units


def chart(
    painter: Painter,
    records: Sequence[GameRecord],
    score_text: Callable[[int], str],
    time_text: Callable[[float], str],
) -> None:
    """The chart of `records` (the last `CHART_GAMES`) and its legend, at the painter's
    place; a line of text instead when there is nothing to draw yet."""
    shown = list(records)[-CHART_GAMES:]
    if not shown:
        painter.text(_("No games recorded yet with these options."), MUTED)
        return
    unit = painter.unit
    area = Rect(painter.left, painter.y, painter.width, round(unit * HEIGHT_UNITS))
    labels = _labels(shown, score_text, time_text)
    if painter.surface is not None:
        _draw(painter.surface, area, shown, painter.font(0.75), labels)
    for text in labels:
        painter.place(painter.font(0.75), text, Rect(area.x, area.y, area.width // 3, unit))
    painter.y = area.bottom + unit // 3
    legend = _("Bars: score, green when won. Line: time played.")
    painter.text(legend, MUTED, scale=0.8)


def _labels(
    shown: Sequence[GameRecord],
    score_text: Callable[[int], str],
    time_text: Callable[[float], str],
) -> tuple[str, str, str]:
    """The top score, the longest time and how many games, as the axes' labels."""
    best = max(record.score for record in shown)
    longest = max(record.seconds for record in shown)
    return (
        _("score {score}").format(score=score_text(best)),
        _("time {time}").format(time=time_text(longest)),
        _("the last {count} games").format(count=len(shown)),
    )


def _draw(
    surface: Surface,
    area: Rect,
    shown: Sequence[GameRecord],
    font: pygame.font.Font,
    labels: tuple[str, str, str],
) -> None:
    """Frame, zero line, bars, the time line and the three labels."""
    pygame.draw.rect(surface, (252, 250, 244), area)
    pygame.draw.rect(surface, CHOICE_EDGE, area, 1)
    line_height = font.get_linesize()
    plot = area.inflate(-line_height, -2 * line_height)
    plot.y = area.y + line_height + 2
    high = max(1, *(r.score for r in shown))
    low = min(0, *(r.score for r in shown))
    zero = plot.bottom - round(plot.height * (0 - low) / (high - low))
    slot = plot.width / CHART_GAMES
    width = max(2, round(slot * 0.7))
    longest = max(1.0, *(r.seconds for r in shown))
    points: list[tuple[int, int]] = []
    for index, record in enumerate(shown):
        x = plot.x + round(slot * index + (slot - width) / 2)
        top = zero - round(plot.height * record.score / (high - low))
        bar = Rect(x, min(top, zero), width, max(1, abs(zero - top)))
        pygame.draw.rect(surface, GOOD if record.won else NOT_WON, bar)
        y = plot.bottom - round(plot.height * record.seconds / longest)
        points.append((x + width // 2, y))
    pygame.draw.line(surface, MUTED, (plot.x, zero), (plot.right, zero))
    if len(points) > 1:
        pygame.draw.lines(surface, TIME_LINE, False, points, 2)
    for point in points:
        pygame.draw.circle(surface, TIME_LINE, point, max(2, width // 5))
    score_label, time_label, count_label = labels
    _label(surface, font, score_label, INK, (area.x + 4, area.y + 2), "topleft")
    _label(surface, font, time_label, TIME_LINE, (area.right - 4, area.y + 2), "topright")
    _label(surface, font, count_label, MUTED, (area.x + 4, area.bottom - 2), "bottomleft")


def _label(
    surface: Surface,
    font: pygame.font.Font,
    text: str,
    color: tuple[int, int, int],
    spot: tuple[int, int],
    anchor: str,
) -> None:
    image = fit(font.render(text, True, color, PANEL), surface.get_width() // 3)
    rect = image.get_rect(**{anchor: spot})
    surface.blit(image, rect)
