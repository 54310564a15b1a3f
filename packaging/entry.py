"""Entry script of the frozen executable (PyInstaller runs it as `__main__`).

A windowed build on Windows/macOS has no console: `sys.stdout`/`sys.stderr` are None
there, and any print would raise. They are pointed at the null device first.
"""

import os
import sys

for stream_name in ("stdout", "stderr"):
    if getattr(sys, stream_name) is None:
        setattr(sys, stream_name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115

from game.__main__ import main  # noqa: E402

sys.exit(main())
