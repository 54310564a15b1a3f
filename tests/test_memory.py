"""Memory over a long game (issue #16): the searches run on kept threads, and the loop
gives a search's memory back only once the search has really returned."""

from __future__ import annotations

import threading
import time
import tracemalloc

import pygame
import pytest

import engine
from engine.solver import Solution
from game import search_work
from game.app import App
from game.profile.settings import Settings
from game.search_work import Task
from game.table import render
from game.table.render import FrameStats, Sends
from game.workers import Workers


def until(done: object, seconds: float = 5.0) -> None:
    deadline = time.monotonic() + seconds
    while not done():  # type: ignore[operator]
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.002)


def test_searches_one_after_another_run_on_one_kept_thread() -> None:
    workers, seen = Workers(), list[int]()
    for _ in range(5):
        task = Task(lambda cancel: seen.append(threading.get_ident()), workers)
        assert task.wait(5)
        until(lambda: not workers.busy)
    assert len(set(seen)) == 1 and workers.threads == 1
    assert threading.main_thread().ident not in seen


def test_overlapping_searches_each_get_a_thread_then_both_are_kept() -> None:
    workers, release = Workers(), threading.Event()
    slow = Task(lambda cancel: release.wait(5), workers)
    quick = Task(lambda cancel: "done", workers)
    assert quick.wait(5) and quick.result == "done"  # never waits for the slow one
    assert not slow.done and workers.busy
    release.set()
    assert slow.wait(5)
    until(lambda: not workers.busy)
    for _ in range(3):
        assert Task(lambda cancel: None, workers).wait(5)
        until(lambda: not workers.busy)
    assert workers.threads == 2


def test_a_failed_search_leaves_its_thread_for_the_next(
    capsys: pytest.CaptureFixture[str],
) -> None:
    workers = Workers()

    def bug(cancel: threading.Event) -> None:
        raise RuntimeError("a solver bug")

    failed = Task(bug, workers)
    assert failed.wait(5) and failed.failed
    until(lambda: not workers.busy)
    assert Task(lambda cancel: 1, workers).wait(5)
    assert workers.threads == 1
    assert "a solver bug" in capsys.readouterr().err


def test_memory_is_given_back_only_once_a_cancelled_search_has_returned(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A cancelled search may take a moment to return: it holds its memory until then,
    so giving memory back before would leave what it frees afterwards in the process."""
    import game.pacing
    from game.table import rating

    monkeypatch.setattr(rating, "RATE_AFTER", 1e6)  # only the hint searches
    returns = threading.Event()

    def slow_to_return(game: object, seconds: float, cancel: object, on_lead: object) -> Solution:
        returns.wait(10)  # cancelled at once, but still unwinding
        return Solution("unknown")

    monkeypatch.setattr(search_work, "solve", slow_to_return)
    tidied: list[object] = []
    monkeypatch.setattr(game.pacing, "return_freed_memory", tidied.append)
    app = App(
        engine.Game.from_code("DS1-D1N-AAAAAAB"), Settings(), fullscreen=False,
        window_size=(1366, 768),
    )  # fmt: skip
    app.run_frames(2)
    for _ in range(2):  # H, then H again: the search is cancelled
        code = pygame.key.key_code("h")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="h"))
        app.run_frames(3)
    workers = app.table.workers
    assert not app.table.hints.busy and workers.busy
    app.run_frames(30)  # the table is still, but the search has not returned
    assert tidied == []
    returns.set()
    until(lambda: not workers.busy)
    app.run_frames(2)
    assert len(tidied) == 1


def test_frame_stats_keep_the_latest_sends_in_order() -> None:
    sends = Sends(kept=4)
    for number in range(6):
        sends.append(float(number), number * 10)
    assert len(sends) == 4
    assert list(sends) == [(2.0, 20), (3.0, 30), (4.0, 40), (5.0, 50)]


def test_a_frames_stats_leave_no_object_behind() -> None:
    """Each frame's send kept as objects would stay among a search's (docs/REST.md)."""
    stats = FrameStats()
    tracemalloc.start()
    try:
        for _ in range(2000):
            stats.sent(1920 * 1080)
        kept = tracemalloc.take_snapshot().filter_traces(
            [tracemalloc.Filter(True, render.__file__)]
        )
    finally:
        tracemalloc.stop()
    assert len(stats.sends) == 2000
    assert sum(stat.size for stat in kept.statistics("filename")) < 1024  # a counter or two


def test_quitting_waits_for_the_searches_to_return() -> None:
    """A thread still running Python while the interpreter shuts down can crash the process
    at exit (the SIGHUP test caught one: the rating's first import of the solver, which no
    cancel stops). The loop, once the window closes, cancels its searches and waits for
    them."""
    app = App(engine.Game.from_code("TF1-D1N-AAAAAAB"), Settings(), False, (800, 600))
    deaf = Task(lambda cancel: time.sleep(0.3), app.table.workers)  # no cancel stops it
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run()
    assert deaf.done and not app.table.workers.busy
