"""The solver's one clock: every budget and deadline check reads `now()`.

A module attribute, not `time.perf_counter` read in several places, so a test can put a
clock of its own in for the whole search (tests/conftest.py `ticking`: a budget becomes
a number of clock reads, the same on a loaded machine as on an idle one).
"""

from __future__ import annotations

import time
from collections.abc import Callable

now: Callable[[], float] = time.perf_counter
