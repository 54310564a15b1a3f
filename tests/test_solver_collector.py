"""The solver turns Python's cycle collector off while it searches (its tables hold
hundreds of thousands of tuples that every full collection walks again, and it makes no
cycles), and leaves it as it found it: docs/SOLVER.md, "Bench"."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest

from engine import Game, Move
from engine.solver import solve

UNDECIDED = "DS1-D3V-AAAAAAC"  # undecided at 2 s, and reports better lines on the way


@pytest.fixture
def collector_on() -> Iterator[None]:
    """The collector on for the test, and on again after it whatever happened."""
    gc.enable()
    yield
    gc.enable()


def test_the_collector_is_off_while_a_search_runs_and_on_again_after(ticking, collector_on) -> None:
    seen: list[bool] = []
    solution = solve(
        Game.from_code(UNDECIDED), seconds=2.0, on_lead=lambda _: seen.append(gc.isenabled())
    )
    assert solution.verdict == "unknown"
    assert seen and not any(seen)  # asked from inside the search
    assert gc.isenabled()


def test_a_caller_that_had_the_collector_off_keeps_it_off(ticking, collector_on) -> None:
    gc.disable()
    solve(Game.from_code("TF1-D1N-AAAAAAB"), seconds=0.3)
    assert not gc.isenabled()


def test_a_search_that_fails_turns_the_collector_back_on(ticking, collector_on) -> None:
    def fail(_: list[Move]) -> None:
        raise RuntimeError("the caller's own error")

    with pytest.raises(RuntimeError, match="the caller's own error"):
        solve(Game.from_code(UNDECIDED), seconds=2.0, on_lead=fail)
    assert gc.isenabled()


def test_two_searches_at_once_leave_the_collector_on(ticking, collector_on) -> None:
    """B starts inside A (the collector already off) and ends after it: still on at the
    end, where putting back what each found would leave it off for good."""
    b_inside, a_ended = threading.Event(), threading.Event()

    def b_lead(_: list[Move]) -> None:
        b_inside.set()
        a_ended.wait(5)

    b = threading.Thread(target=lambda: solve(Game.from_code(UNDECIDED), 2.0, on_lead=b_lead))

    def a_lead(_: list[Move]) -> None:
        if b.ident is None:  # A's first better line: B starts now
            b.start()
            b_inside.wait(5)

    solve(Game.from_code(UNDECIDED), seconds=2.0, on_lead=a_lead)
    assert b_inside.is_set() and b.is_alive()  # B is searching, A has ended
    a_ended.set()
    b.join(10)
    assert gc.isenabled()
