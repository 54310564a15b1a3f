"""The player's files: JSON with a `"version"` field, written atomically, read defensively.

A file that cannot be read or understood is renamed aside (`NAME.corrupt-<timestamp>`)
so nothing the player had is lost, defaults are used, and a `Notice` tells the UI
what happened. If even the rename fails, later saves of that file are refused rather
than overwrite it silently.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from game.profile.pause import pause_here
from game.strings import N_

if sys.platform != "win32":
    import fcntl

HOME_VARIABLE = "SOLITAIRE_TRIO_HOME"
APP_NAME = "Solitaire Trio"
MAX_FILE_BYTES = 2_000_000  # the one limit: the reader refuses more, the writer never writes more
# The temp files `Store.save` makes (`tempfile.mkstemp`: `.NAME.` + 8 of [a-z0-9_] + `.tmp`).
TEMP_FILE = re.compile(r"\.(game|settings|statistics|history)\.[a-z0-9_]{8}\.tmp")

# A replace that Windows refuses (PermissionError: an antivirus, indexer, backup tool or
# another program has the file open for a moment) is tried again after these pauses,
# about 1 s in all, as pip does; only then does the save fail and the player hear of it.
REPLACE_PAUSES = (0.01, 0.02, 0.04, 0.08, 0.15, 0.25, 0.45)

T = TypeVar("T")


@dataclass(frozen=True)
class Reason:
    """What is wrong with a file: an English template marked for translation (`N_`),
    translated only when shown, and the values it names (numbers, names, and the OS's or
    the engine's own words, which stay as they are)."""

    template: str
    values: tuple[tuple[str, object], ...] = ()

    @classmethod
    def of(cls, template: str, limit: int = 120, **values: object) -> Reason:
        """A reason naming `values`, each text cut to `limit` characters (a status line,
        not megabytes of a damaged file)."""
        shown = {
            name: _shortened(v, limit) if isinstance(v, str) else v for name, v in values.items()
        }
        return cls(template, tuple(shown.items()))

    def text(self, translate: Callable[[str], str] | None = None) -> str:
        """The reason in words, through `translate` (English without one)."""
        template = self.template if translate is None else translate(self.template)
        return template.format(**dict(self.values))

    def __str__(self) -> str:
        """The English text (logs, tests)."""
        return self.text()


class DamagedFile(ValueError):
    """A file's content cannot be understood; `reason` says what is wrong with it."""

    def __init__(self, template: str, **values: object) -> None:
        self.reason = Reason.of(template, 40, **values)  # a file's own text, kept short
        super().__init__(str(self.reason))


# What reading and checking a damaged file can raise (a 400-digit number overflows a float,
# a wrong type has no attribute). A programming error in a reader is not among them: it
# must fail the tests, not set every player's file aside.
READ_ERRORS = (
    OSError,
    ValueError,
    TypeError,
    KeyError,
    AttributeError,
    ArithmeticError,
    RecursionError,
)


@dataclass(frozen=True)
class Notice:
    """One line for the player: which file was damaged and where the old copy went."""

    file: str
    problem: Reason
    kept_as: str | None
    folder: bool = False  # the folder itself cannot be read (`file` is the folder): no damage


def default_home() -> Path:
    """`$SOLITAIRE_TRIO_HOME` when set (tests, portable use), else the OS's data folder."""
    override = os.environ.get(HOME_VARIABLE)
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


class FolderRefused(OSError):
    """The folder refuses new files (no write permission): no save can be made there."""


class TooLarge(OSError):
    """A document larger than the reader accepts: it is not written (the old file stays)."""


class Store:
    """Reads and writes the JSON files of one home folder."""

    def __init__(self, home: Path | None = None) -> None:
        self.home = home if home is not None else default_home()
        self._blocked: set[str] = set()
        self.unreadable = False  # the folder cannot be read: nothing is written to it

    def has(self, name: str) -> bool:
        """True when `NAME.json` is there (or cannot be looked for: not a first start)."""
        try:
            return self.path(name).exists()
        except OSError:
            return True

    def path(self, name: str) -> Path:
        return self.home / f"{name}.json"

    def load(
        self,
        name: str,
        version: int | tuple[int, ...],
        parse: Callable[[dict[str, Any]], T],
        default: T,
    ) -> tuple[T, Notice | None]:
        """The parsed file, or `default` and a notice when it is missing or damaged.
        `version`: the version read, or the versions (older ones are migrated by `parse`)."""
        path = self.path(name)
        try:
            if not path.exists():
                return default, None
        except PermissionError as error:  # the folder cannot be searched: no file is damaged
            return default, self._unreadable_folder(error)
        try:
            return parse(_read_document(path, version)), None
        except READ_ERRORS as error:
            return default, self._set_aside(name, _describe(error))

    def save(self, name: str, document: dict[str, Any]) -> bool:
        """Writes atomically: temp file in the same folder, flush, sync to the disk
        (`sync_file`), replace (`replace_file`). A document over `MAX_FILE_BYTES` raises
        `TooLarge` before anything is written."""
        if name in self._blocked or self.unreadable:
            return False
        data = json.dumps(document, ensure_ascii=False, indent=1, sort_keys=True).encode()
        if len(data) > MAX_FILE_BYTES:
            raise TooLarge(f"{len(data)} bytes, over the {MAX_FILE_BYTES} a save may hold")
        self.home.mkdir(parents=True, exist_ok=True)
        try:
            handle, temp_name = tempfile.mkstemp(dir=self.home, prefix=f".{name}.", suffix=".tmp")
        except PermissionError as error:
            raise FolderRefused(error.errno, error.strerror) from error
        try:
            with os.fdopen(handle, "wb") as stream:
                stream.write(data)
                stream.flush()
                sync_file(stream.fileno())
            pause_here(f"{name}-temp-written")  # tests: a kill while the temp file exists
            replace_file(temp_name, self.path(name))
        except BaseException:
            Path(temp_name).unlink(missing_ok=True)
            raise
        _sync_folder(self.home)
        pause_here(f"{name}-saved")  # tests: a kill right after this file was saved
        return True

    def remove_leftovers(self) -> list[str]:
        """Remove the temp files a killed save left (ours only: `TEMP_FILE` names, regular
        files in the home folder itself, never through a link); the names removed. Call
        it only while holding the folder's lock, so no other copy's save is in flight."""
        removed: list[str] = []
        try:
            entries = list(os.scandir(self.home))
        except OSError:
            return removed
        for entry in entries:
            try:
                if TEMP_FILE.fullmatch(entry.name) and entry.is_file(follow_symlinks=False):
                    os.unlink(entry.path)
                    removed.append(entry.name)
            except OSError:
                continue  # a read-only folder: the file stays, play goes on
        return removed

    def _unreadable_folder(self, error: OSError) -> Notice | None:
        """The folder cannot be read: said once (for the first file), and nothing is
        written there (a file it holds could be overwritten unread)."""
        if self.unreadable:
            return None
        self.unreadable = True
        return Notice(
            str(self.home), Reason.of("{reason}", reason=error.strerror or ""), None, True
        )

    def remove(self, name: str) -> None:
        if self.unreadable:
            return
        if name not in self._blocked:
            self.path(name).unlink(missing_ok=True)

    def _set_aside(self, name: str, problem: Reason) -> Notice:
        path = self.path(name)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        aside = path.with_name(f"{path.name}.corrupt-{stamp}")
        serial = 1
        try:
            while aside.exists():
                serial += 1
                aside = path.with_name(f"{path.name}.corrupt-{stamp}-{serial}")
            replace_file(path, aside)
        except OSError:
            self._blocked.add(name)
            return Notice(path.name, problem, None)
        return Notice(path.name, problem, aside.name)


def _read_document(path: Path, version: int | tuple[int, ...]) -> dict[str, Any]:
    status = path.stat()
    if not stat.S_ISREG(status.st_mode):  # a pipe would block, a device never end
        raise DamagedFile(N_("it is not a regular file"))
    size = status.st_size
    if size > MAX_FILE_BYTES:
        raise DamagedFile(N_("it is too large ({size} bytes)"), size=size)
    raw = path.read_bytes()
    if not raw.strip():
        raise DamagedFile(N_("it is empty"))
    try:
        document = json.loads(raw.decode("utf-8-sig"))  # Notepad may add a byte-order mark
    except UnicodeDecodeError:
        raise DamagedFile(N_("it is not text")) from None
    except json.JSONDecodeError as error:
        raise DamagedFile(  # the parser's own words are English: only where it stopped
            N_("it is not valid JSON (line {line}, column {column})"),
            line=error.lineno,
            column=error.colno,
        ) from None
    except ValueError:  # a number of thousands of digits
        raise DamagedFile(N_("it holds a number too long to read")) from None
    except RecursionError:
        raise DamagedFile(N_("it is nested too deeply")) from None
    if not isinstance(document, dict):
        raise DamagedFile(N_("it does not hold a JSON object"))
    found = document.get("version")
    versions = version if isinstance(version, tuple) else (version,)
    if type(found) is not int or found not in versions:  # true and 1.0 are not version 1
        raise DamagedFile(
            N_("its version is {found}; this game reads version {version}"),
            found=repr(found),
            version=" / ".join(str(v) for v in versions),
        )
    return document


def _describe(error: Exception) -> Reason:
    if isinstance(error, DamagedFile):
        return error.reason
    if isinstance(error, OSError):
        return Reason.of(N_("it cannot be read ({detail})"), detail=str(error.strerror or error))
    if isinstance(error, ValueError) and str(error):  # e.g. the engine refusing a saved move
        return Reason.of(N_("its content is not understood ({detail})"), detail=str(error))
    return Reason(N_("its content is not understood"))


def _shortened(text: str, limit: int = 120) -> str:
    """A reason short enough for the status line."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def replace_file(source: str | Path, target: Path) -> None:
    """`os.replace`, tried again for about a second while it raises PermissionError (on
    Windows a file another program holds open cannot be replaced; such holds are brief).
    The last PermissionError is raised: the caller tells the player the save failed."""
    for pause in REPLACE_PAUSES:
        try:
            os.replace(source, target)
            return
        except PermissionError:
            time.sleep(pause)
    os.replace(source, target)


def sync_file(descriptor: int) -> None:
    """The file's bytes on the disk itself. On macOS `fsync` only hands them to the drive,
    whose cache a power cut empties (a torn game.json); `F_FULLFSYNC` asks the drive to
    write them (fcntl(2)). A file system without it (some network or FAT volumes) gets
    `fsync`, as every other system does."""
    if sys.platform != "win32":
        full_sync = getattr(fcntl, "F_FULLFSYNC", None)
        if full_sync is not None:
            with contextlib.suppress(OSError):
                fcntl.fcntl(descriptor, full_sync)
                return
    os.fsync(descriptor)


def _sync_folder(folder: Path) -> None:
    """Makes the rename itself durable where the OS allows opening a folder."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)
