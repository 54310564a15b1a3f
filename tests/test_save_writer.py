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


def test_a_failed_background_save_is_told_on_the_main_thread(tmp_path, monkeypatch) -> None:
    """As the game runs (writes on the thread): a full disk is told by `poll` (or the next
    save) on the caller's thread, once; the old file stays; `finish` leaves all on disk."""
    import os

    import engine
    from game.player_files import PlayerFiles
    from game.profile import Profile, Store
    from game.session import GameSession

    profile = Profile.open(Store(tmp_path))
    told: list[tuple[str, str]] = []
    files = PlayerFiles(
        profile, lambda text, _s: told.append((threading.current_thread().name, text()))
    )
    files.write_in_background()
    session = GameSession(engine.Game.from_code("TF1-D1N-AAAAAAB"))
    session.play("s")
    files.save_game(session)
    files.finish()
    before = (tmp_path / "game.json").read_bytes()

    def full(_descriptor: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    session.play("s")
    files.save_game(session)
    files.writer.finish()
    files.poll()
    files.save_game(session)
    files.finish()
    assert (tmp_path / "game.json").read_bytes() == before
    assert [name for name, _ in told] == ["MainThread"]
    assert "No space left" in told[0][1]
