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


@pytest.fixture(autouse=True)
def searches_end_with_their_test(monkeypatch: pytest.MonkeyPatch):
    """Every search a test starts (hints, ratings, winnable deals) is cancelled when the
    test ends, and waited for. The tests never close their apps, so without this their
    ratings went on in the background, up to a dozen at once sharing the CPU with the
    test that was running, where a search with a wall-clock deadline could run out."""
    from game import search_work

    started: list[search_work.Task[object]] = []
    start = search_work.Task.__post_init__

    def recorded(task: search_work.Task[object]) -> None:
        started.append(task)
        start(task)

    monkeypatch.setattr(search_work.Task, "__post_init__", recorded)
    yield
    for task in started:
        task.cancel()
    for task in started:
        task.wait(2.0)
