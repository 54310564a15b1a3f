"""The executable's version, from pyproject.toml: the Windows version resource (the text
PyInstaller's `EXE(version=...)` reads) and the macOS bundle's version strings.

Windows shows the resource in the file's Properties > Details and SmartScreen names the
product from it. PyInstaller's own `VSVersionInfo` classes need `pefile`, which is
installed on Windows only; the text form is written anywhere and read by PyInstaller on
Windows (`load_version_info_from_text_file`: it evaluates the text with those classes).
"""

from __future__ import annotations

import tomllib
from pathlib import Path

PRODUCT = "Solitaire Trio"
COPYRIGHT = "Copyright (c) 2026 the Solitaire Trio team (MIT License)"


def project_version(root: Path) -> str:
    """The version pyproject.toml gives the project, e.g. "0.1.0"."""
    with (root / "pyproject.toml").open("rb") as stream:
        version = tomllib.load(stream)["project"]["version"]
    assert isinstance(version, str)
    return version


def numbers(version: str) -> tuple[int, int, int, int]:
    """The four numbers of a Windows version: "0.1.0" -> (0, 1, 0, 0); a part that is
    not a number (a pre-release "0.2.0rc1") keeps its leading digits, or 0."""
    found: list[int] = []
    for part in version.split(".")[:4]:
        digits = ""
        for character in part:
            if not character.isdigit():
                break
            digits += character
        found.append(int(digits or 0))
    found += [0] * (4 - len(found))
    return found[0], found[1], found[2], found[3]


def windows_version_text(version: str, exe_name: str) -> str:
    """The version resource of `exe_name` as PyInstaller's version file (US English)."""
    four = numbers(version)
    strings = {
        "CompanyName": PRODUCT,
        "FileDescription": PRODUCT,
        "FileVersion": version,
        "InternalName": PRODUCT,
        "LegalCopyright": COPYRIGHT,
        "OriginalFilename": exe_name,
        "ProductName": PRODUCT,
        "ProductVersion": version,
    }
    table = ",\n          ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""# UTF-8
VSVersionInfo(
  ffi=FixedFileInfo(filevers={four}, prodvers={four}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
          {table}])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])]),
  ],
)
"""


def write_windows_version_file(folder: Path, version: str, exe_name: str) -> Path:
    """The version file in `folder` (PyInstaller's work folder), for `EXE(version=...)`."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "version_info.txt"
    path.write_text(windows_version_text(version, exe_name), encoding="utf-8")
    return path
