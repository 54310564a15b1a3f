"""The standalone executable: built with build.spec, it must pass `--self-test` headless
and carry everything the game loads at run time.

Marked `slow` (about 30 s): skip it while iterating with `pytest -m "not slow"`.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def binary(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("PyInstaller")
    out = tmp_path_factory.mktemp("exe")
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "ERROR",
         "--distpath", str(out / "dist"), "--workpath", str(out / "work"),
         str(ROOT / "build.spec")],
        check=True, cwd=ROOT, env=dict(os.environ, SOLITAIRE_ONEDIR="0"),
    )  # fmt: skip
    return out / "dist" / "solitaire-trio"


def test_binary_passes_its_self_test_headless(binary: Path, tmp_path: Path) -> None:
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        SOLITAIRE_TRIO_HOME=str(tmp_path / "home"),
    )
    result = subprocess.run(
        [str(binary), "--self-test"], capture_output=True, text=True, env=env, timeout=120
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test passed" in result.stdout
    assert "Traceback" not in result.stderr and "No module named" not in result.stderr


def test_binary_plays_sound_through_the_disk_driver(binary: Path, tmp_path: Path) -> None:
    """With sound on, the frozen mixer loads and the self-test's sounds reach the device."""
    out = tmp_path / "audio.raw"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="disk",
               SDL_DISKAUDIOFILE=str(out), SOLITAIRE_TRIO_HOME=str(tmp_path / "home"))  # fmt: skip
    result = subprocess.run(
        [str(binary), "--self-test", "--set", "sound=on"],
        capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    samples = memoryview(out.read_bytes()).cast("h")
    assert max(abs(sample) for sample in samples) > 3000


def test_binary_loads_png_and_renders_greek(binary: Path, tmp_path: Path) -> None:
    """PNG support (window icon, screenshots) and the Greek catalog work when frozen."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SOLITAIRE_TRIO_HOME=str(tmp_path / "home"))
    shot = tmp_path / "help-el.png"
    result = subprocess.run(
        [str(binary), "--screenshot", str(shot), "--size", "1366x768", "--code",
         "SH1-C2-AAAAAJ2", "--language", "el", "--screen", "help"],
        capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    assert shot.read_bytes().startswith(b"\x89PNG")


def archive(binary: Path) -> dict[str, tuple]:
    """The one-file archive's entries: name -> (offset, stored size, size, compressed, type)."""
    from PyInstaller.archive.readers import CArchiveReader

    return dict(CArchiveReader(str(binary)).toc)


def test_binary_carries_the_icon_and_translations(binary: Path) -> None:
    """What the game reads at run time; the .ico/.icns only become the executable's icon."""
    bundled = set(archive(binary))
    catalogs = {
        f"game/locale/{p.relative_to(ROOT / 'game' / 'locale').as_posix()}"
        for p in (ROOT / "game" / "locale").rglob("*.mo")
    }
    assert "assets/icon.png" in bundled
    assert catalogs and catalogs <= bundled
    assert not {"assets/icon.ico", "assets/icon.icns"} & bundled


def test_binary_leaves_out_what_the_game_never_loads(binary: Path) -> None:
    """MIDI, OpenSSL and pygame's SDL2 renderer bindings stay out; what the self-test
    and the screenshots need (PNG through SDL2_image, fonts through SDL2_ttf, sound through
    SDL2_mixer) stays in."""
    names = {Path(name).name for name in archive(binary)}
    unused = ("libportmidi", "_ssl.", "_hashlib.", "libssl", "libcrypto", "_sdl2",
              "video.", "audio.")  # fmt: skip
    needed = ("libSDL2-2", "libSDL2_image", "libSDL2_ttf", "libpng16", "libfreetype",
              "imageext.", "font.", "freesansbold.ttf", "libpython", "libSDL2_mixer",
              "mixer.")  # fmt: skip
    assert not [name for name in names if name.startswith(unused)]
    for prefix in needed:
        assert any(name.startswith(prefix) for name in names), prefix


def test_binary_archive_is_stored_uncompressed(binary: Path) -> None:
    """Every start unpacks the archive: stored entries are copied, not inflated (STARTUP.md)."""
    entries = archive(binary)
    assert entries and not [name for name, entry in entries.items() if entry[3]]


def test_binary_is_within_the_size_target(binary: Path) -> None:
    assert binary.stat().st_size <= 30 * 1024 * 1024


def test_the_wheel_carries_the_icon_and_the_catalogs(tmp_path: Path) -> None:
    """`pip install .` (no executable) must ship what the game loads at run time: the icon
    lives in `assets/`, outside the packages, so pyproject maps it into `game/assets`."""
    import shutil
    import zipfile

    source = tmp_path / "source"  # a clean copy: setuptools would reuse a stale ./build
    leftovers = shutil.ignore_patterns(".*", "build", "dist", "*.egg-info", "__pycache__")
    shutil.copytree(ROOT, source, ignore=leftovers)
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(tmp_path),
         str(source)],
        check=True, cwd=tmp_path, capture_output=True, text=True,
    )  # fmt: skip
    said = [line for line in (built.stdout + built.stderr).splitlines()
            if line.strip() and "Location 'file:" not in line]  # fmt: skip  # (pip's config)
    assert not said, "the build said:\n" + "\n".join(said)  # no packaging warning
    [wheel] = tmp_path.glob("solitaire_trio-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "game/assets/icon.png" in names
    assert "game/locale/el/LC_MESSAGES/solitaire-trio.mo" in names
    sources = {path.relative_to(ROOT).as_posix() for top in ("engine", "game")
               for path in (ROOT / top).rglob("*.py")}  # fmt: skip
    assert sources <= names, f"not in the wheel (pyproject's packages list): {sources - names}"
