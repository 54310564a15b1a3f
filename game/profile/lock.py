"""One running game per data folder: an OS file lock on `HOME/game.lock`.

The lock belongs to the open file, so the OS drops it when the process ends in any way
(quit, crash, SIGKILL, power cut): a kill never leaves a stale lock behind. The file itself
stays; it is only the handle to lock, and holds the pid of the copy that runs (for people,
not for the lock). A second copy finds the lock taken and touches no file: it opens the lock
file only to try, and never writes it.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

LOCK_FILE = "game.lock"


class FolderBusy(Exception):
    """Another running copy of the game holds the data folder's lock."""


@dataclass(eq=False)
class FolderLock:
    """The lock of one data folder, held until `release` or the end of the process."""

    path: Path
    descriptor: int

    @classmethod
    def take(cls, home: Path) -> FolderLock:
        """Lock `home` (made if missing); `FolderBusy` when another copy holds it. An
        OSError (a read-only or unreachable folder) is left to the caller."""
        path = home / LOCK_FILE
        try:
            home.mkdir(parents=True, exist_ok=True)
            descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:  # a read-only folder or disk: an existing lock file still locks
            descriptor = os.open(path, os.O_RDONLY)
        try:
            _lock(descriptor)
        except OSError:
            os.close(descriptor)
            raise FolderBusy(str(path)) from None
        lock = cls(path, descriptor)
        lock._write_pid()
        return lock

    def _write_pid(self) -> None:
        """Who holds the lock, for a person looking at the folder (best effort)."""
        try:
            os.ftruncate(self.descriptor, 0)
            os.pwrite(self.descriptor, f"{os.getpid()}\n".encode(), 0)
        except (OSError, AttributeError):  # pwrite is POSIX only
            pass

    def release(self) -> None:
        """Let another copy start (the process ending does the same)."""
        if self.descriptor >= 0:
            os.close(self.descriptor)  # closing the file drops the lock
            self.descriptor = -1


if sys.platform == "win32":
    import msvcrt

    def _lock(descriptor: int) -> None:
        """Lock the first byte without waiting (OSError when another process holds it).
        Windows locks bytes, not files; a byte past the end can be locked too."""
        os.lseek(descriptor, 0, os.SEEK_SET)
        msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)

else:
    import fcntl

    def _lock(descriptor: int) -> None:
        """An exclusive flock without waiting (OSError when another process holds it)."""
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
