"""Windows: a second start puts the first copy's window in front, and shows its line in a
box that stays on top and closes itself.

Windows has no signal a second copy could send (docs/PLATFORMS.md), but it lets the
process the player just started hand the foreground on: a process that holds the
foreground may call `SetForegroundWindow` on another process's window. So the second copy
finds the first copy's visible top-level window by the pid in `game.lock`, restores it if
it was minimised and puts it in front. Its own box then opens over that window
(`MB_TOPMOST | MB_SETFOREGROUND`), because a fullscreen SDL window with the focus is
topmost itself; the box closes after `BOX_SECONDS` so the process never waits on it.
"""

from __future__ import annotations

import sys
from typing import Protocol

SW_RESTORE = 9
MB_ICONERROR = 0x10
MB_SETFOREGROUND = 0x10000
MB_TOPMOST = 0x40000
BOX_SECONDS = 8.0  # long enough to read two lines; the process exits with status 1 after


class WindowSystem(Protocol):
    """The few calls of the system's window manager this needs (Windows' user32)."""

    def windows_of(self, pid: int) -> list[int]:
        """The visible top-level windows the process `pid` owns, front first."""
        ...

    def is_minimised(self, window: int) -> bool: ...

    def restore(self, window: int) -> None: ...

    def to_front(self, window: int) -> bool: ...


def bring_to_front(pid: int, system: WindowSystem | None = None) -> bool:
    """Put the first window of process `pid` in front, restored if minimised; True when
    a window was found and Windows let it come to the front (False elsewhere)."""
    system = system if system is not None else user32_windows()
    if system is None:
        return False
    windows = system.windows_of(pid)
    if not windows:
        return False
    window = windows[0]
    if system.is_minimised(window):
        system.restore(window)
    return system.to_front(window)


def user32_windows() -> WindowSystem | None:
    """Windows' own window manager; None on other systems (or when it cannot be loaded)."""
    if sys.platform == "win32":
        try:
            return User32Windows()
        except (OSError, AttributeError):
            return None
    return None


def show_topmost_box(title: str, line: str) -> bool:
    """An error box over every window (Windows); False where there is none to show."""
    if sys.platform != "win32":
        return False
    import ctypes

    flags = MB_ICONERROR | MB_SETFOREGROUND | MB_TOPMOST
    try:
        ctypes.WinDLL("user32").MessageBoxW(None, line, title, flags)
    except (OSError, AttributeError):
        return False
    return True


if sys.platform == "win32":
    import ctypes
    from ctypes import wintypes

    class User32Windows:
        """`WindowSystem` through user32.dll (ctypes: nothing to install)."""

        def __init__(self) -> None:
            self.user32 = ctypes.WinDLL("user32", use_last_error=True)
            window = wintypes.HWND  # a pointer: a plain int would be cut to 32 bits
            for name in ("IsWindowVisible", "IsIconic", "SetForegroundWindow"):
                getattr(self.user32, name).argtypes = (window,)
            self.user32.ShowWindow.argtypes = (window, ctypes.c_int)
            self.user32.GetWindowThreadProcessId.argtypes = (
                window,
                ctypes.POINTER(wintypes.DWORD),
            )

        def windows_of(self, pid: int) -> list[int]:
            found: list[int] = []
            visit_type = ctypes.WINFUNCTYPE(wintypes.BOOL, wintypes.HWND, wintypes.LPARAM)

            def visit(window: int, _parameter: int) -> bool:
                owner = wintypes.DWORD()
                self.user32.GetWindowThreadProcessId(window, ctypes.byref(owner))
                if owner.value == pid and self.user32.IsWindowVisible(window):
                    found.append(window)
                return True

            self.user32.EnumWindows(visit_type(visit), 0)
            return found

        def is_minimised(self, window: int) -> bool:
            return bool(self.user32.IsIconic(window))

        def restore(self, window: int) -> None:
            self.user32.ShowWindow(window, SW_RESTORE)

        def to_front(self, window: int) -> bool:
            return bool(self.user32.SetForegroundWindow(window))
