"""Test set-up: pygame runs headless; `ticking` gives the solver a clock that does not
depend on how busy the machine is."""

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


class TickingClock:
    """A clock that moves on 1 ms each time it is read: the solver's budget becomes a
    number of its own clock checks, the same on a busy machine as on an idle one."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        """One more millisecond: the time now."""
        self.now += 0.001
        return self.now


@pytest.fixture
def ticking(monkeypatch: pytest.MonkeyPatch) -> TickingClock:
    """The solver's one clock (`engine.solver.clock.now`: the pass schedule, the walks'
    deadlines, the seconds it reports) reads `TickingClock` instead of time."""
    from engine.solver import clock

    ticking = TickingClock()
    monkeypatch.setattr(clock, "now", ticking.perf_counter)
    return ticking
