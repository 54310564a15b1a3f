"""The save writer (game/profile/writer.py): writes keep their order, a queued write of the
same file is replaced by a newer one, every answer reaches the main thread, and `finish`
waits until all is on disk."""

from __future__ import annotations

import threading

from game.profile.writer import Writer


def test_without_background_a_write_runs_at_once() -> None:
    writer = Writer()
    done: list[str] = []
    writer.submit("game", lambda: done.append("game") or None)
    assert done == ["game"] and writer.answers() == [("game", None)] and writer.answers() == []


def test_writes_keep_their_order_and_a_waiting_one_is_replaced() -> None:
    writer = Writer(background=True)
    gate, done = threading.Event(), []

    def held() -> str | None:
        gate.wait(10)
        done.append("statistics")
        return None

    writer.submit("statistics", held)  # taken by the thread, held at the gate
    writer.submit("game", lambda: done.append("game 1") or None)
    writer.submit("game", lambda: done.append("game 2") or "No space left on device")
    writer.submit("settings", lambda: done.append("settings") or None)
    gate.set()
    writer.finish(10)
    assert done == ["statistics", "game 2", "settings"]  # game 1 waited behind: replaced
    assert writer.answers() == [
        ("statistics", None),
        ("game", "No space left on device"),
        ("settings", None),
    ]


def test_a_write_that_raises_is_an_answer_not_a_dead_thread() -> None:
    writer = Writer(background=True)

    def broken() -> str | None:
        raise RuntimeError("disk on fire")

    writer.submit("game", broken)
    writer.submit("settings", lambda: None)
    writer.finish(10)
    assert writer.answers() == [("game", "disk on fire"), ("settings", None)]
