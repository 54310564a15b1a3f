"""A test hook: stop the process at a named point so a test can kill it exactly there.

`SOLITAIRE_TRIO_TEST_PAUSE=POINT` makes the game print `paused POINT` on stderr when it
reaches that point and then wait until it is killed. Unset (always, for a player), it costs
one lookup in the environment. Points (in `Store.save`): `NAME-temp-written` (a save's
temp file is written, not yet renamed over `NAME.json`) and `NAME-saved` (`NAME.json` is
replaced; `statistics-saved`: a counted game is in statistics.json, and the game.json that
follows is not yet written).
"""

from __future__ import annotations

import os
import sys
import time

PAUSE_VARIABLE = "SOLITAIRE_TRIO_TEST_PAUSE"


def pause_here(point: str) -> None:
    """Wait here for ever (until killed) when the test hook names `point`."""
    if os.environ.get(PAUSE_VARIABLE) != point:
        return
    print(f"paused {point}", file=sys.stderr, flush=True)
    while True:
        time.sleep(3600)
