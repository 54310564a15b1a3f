"""When the loop draws: it sleeps until an event comes or the table or a dialog expects a
change (docs/REST.md), and gives a search's memory back once the table is still.

The app asks `Pacing` how long it may sleep and tells it when a frame is done; what is due
is the screens' answer (`ScreenStack.wake_in`), never decided here.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from game.memory import glibc_trim, return_freed_memory
from game.screen_stack import ScreenStack
from game.table.render import FrameStats
from game.waiting import Waiter
from game.workers import Workers

HEARTBEAT_MS = 1000  # the longest the loop sleeps with nothing due (a safety net)
FRAME_STATS_VARIABLE = "SOLITAIRE_TRIO_FRAME_STATS"


@dataclass(repr=False, eq=False)
class Pacing:
    """The loop's sleep and its tidying after searches."""

    stack: ScreenStack
    workers: Workers  # the threads the searches run on
    wait_for_event: Waiter = field(default_factory=Waiter)
    trim: Callable[[], object] | None = field(default_factory=glibc_trim)  # or None
    searched: bool = False  # a search ran since memory was last given back

    def rest_timeout(self) -> int:
        """Milliseconds the loop may sleep before the next frame: 0 while anything moves,
        else until the next change the table or a dialog expects (the clock's next second,
        a note's end), at most `HEARTBEAT_MS`."""
        wake = self.stack.wake_in()
        if wake is None:
            return HEARTBEAT_MS
        return min(math.ceil(wake * 1000), HEARTBEAT_MS)

    def sleep(self) -> float:
        """Sleep until an event is queued or something is due; the seconds slept."""
        started = time.perf_counter()
        self.wait_for_event(self.rest_timeout())
        return time.perf_counter() - started

    def frame_done(self) -> None:
        """Once a search (a hint, the deal's rating, a winnable deal) has ended and nothing
        moves, give its memory back (RSS stays flat over a long game, `game.memory`);
        never mid-animation, where it would be a hitch, nor before a cancelled search has
        returned (it still holds its memory: `game.workers`)."""
        if self.stack.searching or self.workers.busy:
            self.searched = True
        elif self.searched and self.stack.wake_in() != 0:
            self.searched = False
            return_freed_memory(self.trim)


def write_frame_stats(stats: FrameStats) -> None:
    """With `$SOLITAIRE_TRIO_FRAME_STATS` set, write what the renderer sent to the display
    there on quit (bench/rest_bench.py reads the repaint while idle from it)."""
    path = os.environ.get(FRAME_STATS_VARIABLE)
    if path:
        with contextlib.suppress(OSError):
            Path(path).write_text(json.dumps(stats.as_dict()), encoding="utf-8")
