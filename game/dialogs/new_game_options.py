"""New Game's option rows: the game, the options the engine says it offers (draw, scoring,
cells; a valid typed code shows its own), and "Winnable deals only"; and what a click on
one of them changes in the remembered `NewGameChoice`. The dialog (`new_game.py`) keeps
the code field, the search and the buttons."""

from __future__ import annotations

import engine
from game import strings
from game.dialogs.buttons import Choice, Pick, Row
from game.dialogs.painter import Painter
from game.profile.settings import NewGameChoice
from game.strings import _

GAMES = tuple(engine.GAME_OPTIONS)  # the games the engine deals
MOST_OPTION_ROWS = 2  # draw and scoring (Double Solitaire): every game keeps this height
OPTION_ROWS = (Row.GAME, Row.DRAW, Row.VEGAS, Row.CELLS, Row.WINNABLE)


def row_labels() -> list[str]:
    """The option rows' labels, translated now (the dialog lines its buttons up by them)."""
    return [_("Game"), _("Draw"), _("Scoring"), _("Cells"), _("Winnable deals only")]


def option_rows(
    painter: Painter, choice: NewGameChoice, game: engine.Game | None, searchable: bool
) -> int:
    """Game, then its options (those of `game`, a valid typed code, when there is one),
    then winnable only (usable when `searchable` and no code is typed); how many option
    rows the game has."""
    shown = game.variant_id if game else choice.game
    painter.row(
        _("Game"),
        [Choice(Pick(Row.GAME, g), strings.game_title(g), shown == g) for g in GAMES],
    )
    info = engine.game_info(shown)  # the options the engine says this game offers
    options = game.option_set if game else choice.options(shown)
    rows = 0
    if info.draw_counts:
        rows += 1
        labels = {1: _("Draw 1 · Easy"), 3: _("Draw 3 · Hard")}
        draws = options.draw_count
        painter.row(
            _("Draw"),
            [Choice(Pick(Row.DRAW, n), labels[n], draws == n) for n in info.draw_counts],
        )
    if info.offers_vegas:
        rows += 1
        vegas = game.vegas if game else choice.vegas
        painter.row(
            _("Scoring"),
            [
                Choice(Pick(Row.VEGAS, False), _("Normal"), not vegas),
                Choice(Pick(Row.VEGAS, True), _("Vegas"), vegas),
            ],
        )
    if info.cell_counts:
        rows += 1
        labels = {4: _("4 · Easy"), 2: _("2 · Medium"), 1: _("1 · Hard")}
        cells = options.cell_count
        painter.row(
            _("Cells"),
            [Choice(Pick(Row.CELLS, n), labels[n], cells == n) for n in info.cell_counts],
        )
    searchable = game is None and searchable
    winnable = choice.winnable and searchable
    painter.row(
        _("Winnable deals only"),
        [
            Choice(Pick(Row.WINNABLE, True), _("On"), winnable, enabled=searchable),
            Choice(Pick(Row.WINNABLE, False), _("Off"), not winnable, enabled=searchable),
        ],
    )
    return rows


def choose(choice: NewGameChoice, pick: Pick) -> bool:
    """An option button changes `choice`; True when the code field is to be emptied (every
    option but winnable only: a typed code would name other options)."""
    match pick:
        case Pick(Row.GAME, str(game)):
            choice.game = game
        case Pick(Row.DRAW, int(count)):
            choice.set_draw(count)
        case Pick(Row.VEGAS, bool(vegas)):
            choice.vegas = vegas
        case Pick(Row.WINNABLE, bool(winnable)):
            choice.winnable = winnable
            return False
        case Pick(Row.CELLS, int(cells)):
            choice.cells = cells
    return True
