"""The threads that run the searches (hints, the deal's rating, winnable deals): kept and
reused rather than started anew for each search.

Why (issue #16, docs/REST.md "Memory over a long game"): a thread started per search
brought a new thread, its stack and its allocator state each time, and the loop could
not tell when a cancelled search had really let go of its memory, so it sometimes gave
memory back while the search still held it. Here a thread that has finished its search
waits for the next one; a second thread is started only while two searches overlap (a
cancelled one still returning while the next starts), so a long game runs on one or two
threads. `busy` is True until every search has returned, a cancelled one included: the
loop gives memory back only then (`game.pacing`).

The table owns one `Workers` and lends it to its hints, its rating and the New Game
dialog. `threading` is imported with the first search, not at start-up
(docs/STARTUP.md).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import queue
    import threading

Job = Callable[[], None]
THREAD_NAME = "solver"


class Workers:
    """Daemon threads that run jobs, each job on an idle thread if one waits."""

    def __init__(self) -> None:
        self._lock: threading.Condition | None = None  # made with the first job
        self._idle: list[queue.SimpleQueue[Job]] = []
        self.running = 0  # jobs given and not yet returned
        self.threads = 0  # threads started, in all

    @property
    def busy(self) -> bool:
        """True while any search runs, one cancelled but not yet returned included."""
        return self.running > 0

    def run(self, job: Job) -> None:
        """Run `job` in an idle thread, or in a new one when none is idle. Called from
        the loop's thread only."""
        with self._guard():
            self.running += 1
            inbox = self._idle.pop() if self._idle else None
        if inbox is None:
            inbox = self._start_thread()
        inbox.put(job)

    def wait_idle(self, seconds: float) -> bool:
        """Wait up to `seconds` until every job has returned; True if they have. The app
        asks this as it quits, the searches cancelled: a thread still running Python (a
        first import of the solver cannot be cancelled) while the interpreter shuts down
        can crash the process at exit."""
        if self._lock is None:
            return True  # no job was ever given
        with self._lock:
            return self._lock.wait_for(lambda: self.running == 0, seconds)

    def _guard(self) -> threading.Condition:
        if self._lock is None:
            import threading

            self._lock = threading.Condition()
        return self._lock

    def _start_thread(self) -> queue.SimpleQueue[Job]:
        import queue
        import threading

        inbox: queue.SimpleQueue[Job] = queue.SimpleQueue()
        threading.Thread(target=self._serve, args=(inbox,), daemon=True, name=THREAD_NAME).start()
        self.threads += 1
        return inbox

    def _serve(self, inbox: queue.SimpleQueue[Job]) -> None:
        """A thread's life: one job after another, idle in between."""
        while True:
            job, returned = inbox.get(), False
            try:
                job()  # a Task's: it catches the search's errors
                returned = True
            finally:
                del job  # the search's objects go now, before it counts as returned
                guard = self._guard()
                with guard:
                    self.running -= 1
                    if returned:  # else the thread ends here, as the error goes up
                        self._idle.append(inbox)
                    guard.notify_all()
