"""The player's files written in order, on a thread of their own once the game runs.

A save's own work (its document, a few kilobytes of JSON) takes under a millisecond; the
disk's part (the temp file, its fsync, the rename, the folder's fsync) takes 8–10 ms on a
virtual disk, whatever the writer. On the thread, the main loop pays only the first.

Writes keep their order (statistics.json before the game.json that follows a count: the
kill-safe counting relies on it, docs/SHELL.md); a write queued behind one of the same
file that has not started yet replaces it (only the newest game.json matters). Each write
answers None or why it failed; the main thread collects the answers and tells the
player. Until `background` is set (tests, screenshots, the start itself), a write runs at
once on the caller's thread; `threading` is imported only then, after the first frame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import threading

Write = Callable[[], "str | None"]  # does one write; None, or why it failed


@dataclass(eq=False)
class Writer:
    """A queue of writes and the one thread that does them."""

    background: bool = False
    _queue: list[tuple[str, Write]] = field(default_factory=list)
    _answers: list[tuple[str, str | None]] = field(default_factory=list)
    _busy: bool = False
    _condition: threading.Condition | None = None

    def submit(self, name: str, write: Write) -> None:
        """Do `write` (for the file `name`) now, or queue it for the thread."""
        if not self.background:
            self._answers.append((name, write()))
            return
        condition = self._started()
        with condition:
            if self._queue and self._queue[-1][0] == name:
                self._queue[-1] = (name, write)  # not started: the newer one replaces it
            else:
                self._queue.append((name, write))
            condition.notify_all()

    def answers(self) -> list[tuple[str, str | None]]:
        """The writes done since the last call: each file's name and its problem or None."""
        if self._condition is None:
            done, self._answers = self._answers, []
            return done
        with self._condition:
            done, self._answers = self._answers, []
            return done

    def finish(self, timeout: float | None = None) -> None:
        """Wait until every queued write is done (on quit: nothing queued is lost)."""
        if self._condition is None:
            return
        with self._condition:
            self._condition.wait_for(lambda: not self._queue and not self._busy, timeout)

    def _started(self) -> threading.Condition:
        if self._condition is None:
            import threading

            self._condition = threading.Condition()
            threading.Thread(target=self._work, name="save-writer", daemon=True).start()
        return self._condition

    def _work(self) -> None:
        condition = self._condition
        assert condition is not None
        while True:
            with condition:
                condition.wait_for(lambda: bool(self._queue))
                name, write = self._queue.pop(0)
                self._busy = True
            try:
                problem = write()
            except Exception as error:
                problem = str(error) or type(error).__name__
            with condition:
                self._answers.append((name, problem))
                self._busy = False
                condition.notify_all()
