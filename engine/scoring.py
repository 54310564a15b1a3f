"""The scoring table as the help shows it (RULES.md §4): every scoring kind's points per
event, or why an event has none. Built from the variants' own `Scoring` values; loaded
when first asked for (the table's first frame does not need it)."""

from __future__ import annotations

from enum import StrEnum

from .variants import NORMAL, SEAHAVEN, VARIANTS, VEGAS, Scoring, Variant


class ScoreEvent(StrEnum):
    """The rows of the scoring table (RULES.md §4), in its order."""

    START = "start"
    TO_FOUNDATION = "to-foundation"
    TURN_UP = "turn-up"
    WASTE_TO_COLUMN = "waste-to-column"
    RECYCLE = "recycle"
    FROM_FOUNDATION = "from-foundation"
    FLOOR = "floor"


class NoPoints(StrEnum):
    """Why a scoring table cell holds no number."""

    NOT_IN_GAME = "not-in-game"  # the game has no such pile or card (Seahaven's waste)
    NOT_ALLOWED = "not-allowed"  # the rules refuse the event (Vegas never recycles)
    NO_FLOOR = "no-floor"  # the score has no floor (Vegas)


ScoringColumn = tuple[str, dict[ScoreEvent, int | NoPoints]]


def _points(scoring: Scoring, variant: Variant, vegas: bool) -> dict[ScoreEvent, int | NoPoints]:
    """One column of the scoring table: each event's points, or why it has none."""
    missing = NoPoints.NOT_IN_GAME
    return {
        ScoreEvent.START: scoring.start,
        ScoreEvent.TO_FOUNDATION: scoring.to_foundation,
        ScoreEvent.TURN_UP: scoring.turn_up if variant.face_down_deal else missing,
        ScoreEvent.WASTE_TO_COLUMN: scoring.waste_to_column if variant.has_stock else missing,
        ScoreEvent.RECYCLE: (
            missing if not variant.has_stock else NoPoints.NOT_ALLOWED if vegas else scoring.recycle
        ),
        ScoreEvent.FROM_FOUNDATION: scoring.from_foundation,
        ScoreEvent.FLOOR: NoPoints.NO_FLOOR if scoring.floor is None else scoring.floor,
    }


def scoring_table() -> tuple[ScoringColumn, ...]:
    """The scoring table of every scoring kind: `normal` (DS and TF), `vegas` (DS),
    `seahaven`, each mapping every `ScoreEvent` to its points or why it has none."""
    klondike, seahaven = VARIANTS["DS"], VARIANTS["SH"]
    return (
        ("normal", _points(NORMAL, klondike, vegas=False)),
        ("vegas", _points(VEGAS, klondike, vegas=True)),
        ("seahaven", _points(SEAHAVEN, seahaven, vegas=False)),
    )
