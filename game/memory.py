"""Giving memory back after a search: a hint's solver makes and drops millions of
objects, and what it freed stays in the process unless it is collected and returned.

`return_freed_memory()` collects cyclic garbage, then on glibc (Linux) asks malloc to hand
its free pages back to the system (`malloc_trim`): measured over 3000 actions with a hint
every 250 (bench/memory_bench.py), RSS otherwise grew by about 5 MB per long search and
never came back. Elsewhere the collection alone is done: Windows' and macOS's allocators
return large free regions themselves.
"""

from __future__ import annotations

import contextlib
import ctypes
import gc
import sys
from collections.abc import Callable


def glibc_trim() -> Callable[[], object] | None:
    """glibc's `malloc_trim(0)`, or None on another C library or system."""
    if not sys.platform.startswith("linux"):
        return None
    with contextlib.suppress(OSError, AttributeError):
        trim = ctypes.CDLL("libc.so.6").malloc_trim
        trim.argtypes = [ctypes.c_size_t]
        return lambda: trim(0)
    return None


def return_freed_memory(trim: Callable[[], object] | None = None) -> None:
    """Collect the garbage a search left and return free pages to the system."""
    gc.collect()
    if trim is not None:
        trim()
