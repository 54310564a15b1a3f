"""The data folder's lock (game/profile/lock.py): one holder at a time, released with the
file, and still taken in a read-only folder where the lock file already exists."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from game.profile import lock as lock_module
from game.profile.lock import LOCK_FILE, FolderBusy, FolderLock


def test_one_holder_at_a_time_and_free_again_once_released(tmp_path: Path) -> None:
    home = tmp_path / "new folder"
    first = FolderLock.take(home)
    assert (home / LOCK_FILE).read_text() == f"{os.getpid()}\n"
    with pytest.raises(FolderBusy):
        FolderLock.take(home)
    other = FolderLock.take(tmp_path / "another")  # another folder: no conflict
    first.release()
    again = FolderLock.take(home)
    again.release()
    other.release()


def test_an_existing_lock_file_locks_in_a_read_only_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    FolderLock.take(tmp_path).release()
    real_open = os.open

    def read_only(path: object, flags: int, *mode: int) -> int:
        if flags & (os.O_RDWR | os.O_WRONLY | os.O_CREAT):
            raise OSError(errno.EROFS, "Read-only file system")
        return real_open(path, flags, *mode)  # type: ignore[arg-type]

    monkeypatch.setattr(lock_module.os, "open", read_only)
    held = FolderLock.take(tmp_path)
    with pytest.raises(FolderBusy):
        FolderLock.take(tmp_path)
    held.release()
    (tmp_path / LOCK_FILE).unlink()
    with pytest.raises(OSError):  # no lock file and none can be made: the caller plays on
        FolderLock.take(tmp_path)
