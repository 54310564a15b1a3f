"""One running game per data folder: an OS file lock on `HOME/game.lock`.

The lock belongs to the open file, so the OS drops it when the process ends in any way
(quit, crash, SIGKILL, power cut): a kill never leaves a stale lock behind. The file itself
stays; it is only the handle to lock, and holds the pid of the copy that runs (for people,
and for a second copy asking the first to come forward). A second copy finds the lock
taken and touches no file: it opens the lock file only to try, and never writes it.

Only "another process holds it" counts as busy: EAGAIN/EWOULDBLOCK from `flock`, EACCES
from Windows' `msvcrt.locking` (and from `lockf` where a system maps `flock` onto it). A
folder that cannot be locked at all (a network or synced folder: ENOLCK, EOPNOTSUPP,
ENOSYS...) is `FolderUnlockable`: the game says so and plays on.
"""

from __future__ import annotations

import errno
import os
import sys
from dataclasses import dataclass
from pathlib import Path

LOCK_FILE = "game.lock"
# Held by another process: what the lock call raises then (EWOULDBLOCK is EAGAIN on Linux
# and macOS; Windows' locking raises EACCES; EDEADLOCK is its answer after waiting).
BUSY_ERRORS = frozenset(
    {errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, getattr(errno, "EDEADLOCK", errno.EDEADLK)}
)
# Windows locks byte ranges, and a locked byte cannot be read by another handle: the lock
# is on a byte past the pid, so a second copy (and a person) can read who holds it.
LOCKED_BYTE = 64


class FolderBusy(Exception):
    """Another running copy of the game holds the data folder's lock."""


class FolderUnlockable(OSError):
    """The folder's file system cannot lock files (the game plays on without the lock)."""


@dataclass(eq=False)
class FolderLock:
    """The lock of one data folder, held until `release` or the end of the process."""

    path: Path
    descriptor: int

    @classmethod
    def take(cls, home: Path) -> FolderLock:
        """Lock `home` (made if missing); `FolderBusy` when another copy holds it,
        `FolderUnlockable` when its file system has no locks. Any other OSError (a
        read-only or unreachable folder) is left to the caller."""
        path = home / LOCK_FILE
        try:
            home.mkdir(parents=True, exist_ok=True)
            descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:  # a read-only folder or disk: an existing lock file still locks
            descriptor = os.open(path, os.O_RDONLY)
        try:
            _lock(descriptor)
        except OSError as error:
            os.close(descriptor)
            if isinstance(error, BlockingIOError) or error.errno in BUSY_ERRORS:
                raise FolderBusy(str(path)) from None
            raise FolderUnlockable(error.errno, error.strerror or str(error)) from error
        lock = cls(path, descriptor)
        lock._write_pid()
        return lock

    def _write_pid(self) -> None:
        """Who holds the lock, for a person looking at the folder (best effort)."""
        try:
            os.ftruncate(self.descriptor, 0)
            os.lseek(self.descriptor, 0, os.SEEK_SET)
            os.write(self.descriptor, f"{os.getpid()}\n".encode())
        except OSError:  # a read-only folder: the lock holds all the same
            pass

    def release(self) -> None:
        """Let another copy start (the process ending does the same)."""
        if self.descriptor >= 0:
            os.close(self.descriptor)  # closing the file drops the lock
            self.descriptor = -1


if sys.platform == "win32":
    import msvcrt

    def _lock(descriptor: int) -> None:
        """Lock `LOCKED_BYTE` without waiting (OSError EACCES when another process holds
        it). Windows locks bytes, not files; a byte past the end can be locked too."""
        os.lseek(descriptor, LOCKED_BYTE, os.SEEK_SET)
        msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)

else:
    import fcntl

    def _lock(descriptor: int) -> None:
        """An exclusive flock without waiting (OSError when another process holds it)."""
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
