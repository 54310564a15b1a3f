"""The executable's version comes from pyproject.toml: the Windows version resource text
(packaging/version_info.py) is what PyInstaller's `EXE(version=...)` reads, and the macOS
bundle carries the same version."""

from __future__ import annotations

import importlib.util
import sys
import tomllib
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def version_info() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "version_info", ROOT / "packaging" / "version_info.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["version_info"] = module
    spec.loader.exec_module(module)
    return module


def recorded(name: str) -> Any:
    """A stand-in for one of PyInstaller's versioninfo classes: records its arguments."""
    return lambda *args, **kwargs: (name, args, kwargs)


def test_the_windows_version_resource_names_the_project_version() -> None:
    module = version_info()
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert module.project_version(ROOT) == version
    text = module.windows_version_text(version, "Solitaire Trio.exe")
    classes = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable",
               "StringStruct", "VarFileInfo", "VarStruct")  # fmt: skip
    name, _, info = eval(text, {name: recorded(name) for name in classes})
    assert name == "VSVersionInfo"
    fixed = info["ffi"][2]
    assert fixed["filevers"] == fixed["prodvers"] == module.numbers(version)
    (string_file_info, _) = info["kids"]
    ((_, (code_page, entries), _),) = string_file_info[1][0]
    assert code_page == "040904B0"
    values = {entry[1][0]: entry[1][1] for entry in entries}
    assert values["FileVersion"] == values["ProductVersion"] == version
    assert values["OriginalFilename"] == "Solitaire Trio.exe"


def test_version_numbers_are_four_and_read_a_pre_release_too() -> None:
    numbers = version_info().numbers
    assert numbers("0.1.0") == (0, 1, 0, 0)
    assert numbers("1.2.3rc4") == (1, 2, 3, 0)
    assert numbers("2") == (2, 0, 0, 0)


def test_the_spec_gives_both_executables_and_the_app_the_version() -> None:
    spec = (ROOT / "build.spec").read_text()
    assert spec.count("version=VERSION_FILE") == 2  # one-file and one-dir
    assert "version=VERSION," in spec and '"CFBundleShortVersionString": VERSION' in spec
    assert "BUNDLE(\n        coll," in spec  # the .app is one-dir
