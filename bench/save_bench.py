"""Save benchmark: what one save of game.json costs after 1 000, 10 000 and 100 000 actions,
with the old writer (version 1: every action since the deal) and the new one (version 2:
the position and the undo window), in the same run, and what the next start's read costs.

`python bench/save_bench.py [--saves 40] [--sizes 1000,10000,100000]` prints one line per
size: for each writer the median save (the whole save: document, JSON, temp file, fsync,
rename, folder fsync), its CPU part (document and JSON text only: what does not depend on
the disk) and the file's size, then the median read back (`Profile.load_game`: parse and
replay). Old and new saves take turns, so a slow moment of the disk falls on both. "main
thread" is what a save costs the game's loop, which hands the disk's part to the writer's
thread (`game/profile/writer.py`); each is timed after the previous one is on disk. The
first line is the disk's floor: a save of a 15-byte document, which no writer can beat
(on a virtual machine's disk the two fsyncs alone take several milliseconds). The old
writer is kept here only, as it was.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from game.player_files import PlayerFiles  # noqa: E402
from game.profile import Profile, Store  # noqa: E402
from game.profile.saved_game import saved_game_document  # noqa: E402
from game.session import GameSession  # noqa: E402

CODE = "DS1-D1N-AAAAAAB"  # Normal scoring: the stock can be turned for ever


def long_session(actions: int) -> GameSession:
    """A game of `actions` actions: mostly stock taps, a card move where there is one every
    seventh step, an undo and a redo now and then (the undo tokens the old log kept)."""
    session = GameSession(engine.Game.from_code(CODE))
    for step in range(actions):
        if step % 17 == 3 and session.undo():
            continue
        if step % 17 == 4 and session.redo():
            continue
        if step % 7 == 0:
            moves = [m for m in session.game.legal_moves() if m.target not in (None, "w")]
            moves = [m for m in moves if m.source[0] not in "f"]
            if moves:
                session.play(moves[0])
                continue
        session.play("s")
    session.elapsed = 3600.0
    return session


def old_document(session: GameSession) -> dict[str, Any]:
    """game.json version 1 as the old writer made it: the whole action log."""
    game = session.game
    return {
        "version": 1,
        "code": game.code,
        "actions": session.actions,
        "elapsed": round(session.elapsed, 3),
    }


def median_ms(work: Callable[[], object], count: int) -> float:
    times = []
    for _ in range(count):
        started = time.perf_counter()
        work()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def alternating_ms(works: list[Callable[[], object]], count: int) -> list[float]:
    """Median ms of each work, run in turns (the disk's and the machine's moods fall on
    every writer alike)."""
    times: list[list[float]] = [[] for _ in works]
    for _ in range(count):
        for index, work in enumerate(works):
            started = time.perf_counter()
            work()
            times[index].append((time.perf_counter() - started) * 1000)
    return [statistics.median(each) for each in times]


def encoded(document: dict[str, Any]) -> bytes:
    """The JSON text as `Store.save` writes it (the CPU part of a save)."""
    return json.dumps(document, ensure_ascii=False, indent=1, sort_keys=True).encode()


def measure(actions: int, saves: int) -> str:
    session = long_session(actions)
    game, takebacks = session.game, session.takebacks
    with tempfile.TemporaryDirectory() as old_home, tempfile.TemporaryDirectory() as new_home:
        old_store, new = Store(Path(old_home)), Profile.open(Store(Path(new_home)))
        old_cpu, new_cpu = alternating_ms(
            [
                lambda: encoded(old_document(session)),
                lambda: encoded(saved_game_document(game, takebacks, 1.0, "b" * 16)),
            ],
            saves,
        )
        old_ms, new_ms = alternating_ms(
            [
                lambda: old_store.save("game", old_document(session)),
                lambda: new.save_game(game, takebacks, session.elapsed, "b" * 16),
            ],
            saves,
        )
        files = PlayerFiles(new, lambda _text, _seconds: None)
        files.write_in_background()  # as the game runs: the disk's part on the writer's thread
        files.save_game(session)  # the writer's thread starts
        files.finish()
        main_ms = alternating_ms([lambda: files.save_game(session), files.finish], saves)[0]
        old_size = (Path(old_home) / "game.json").stat().st_size
        new_size = (Path(new_home) / "game.json").stat().st_size
        reads = max(3, saves // 10)
        old_read = median_ms(lambda: Profile.open(Store(Path(old_home))).load_game(), reads)
        new_read = median_ms(lambda: Profile.open(Store(Path(new_home))).load_game(), reads)
        loaded = Profile.open(Store(Path(new_home))).load_game()
        assert loaded is not None and loaded.game.to_text() == session.game.to_text()
    return (
        f"{actions:>7} actions | save old {old_ms:6.2f} ms (cpu {old_cpu:6.2f}) {old_size:>9,} B"
        f" | new {new_ms:5.2f} ms (cpu {new_cpu:4.2f}, main thread {main_ms:4.2f}) {new_size:>5,} B"
        f" | read old {old_read:7.1f} ms new {new_read:4.1f} ms"
    )


def disk_floor(saves: int) -> str:
    """What any save costs on this disk: a 15-byte document (the two fsyncs, mostly)."""
    with tempfile.TemporaryDirectory() as home:
        store = Store(Path(home))
        floor = median_ms(lambda: store.save("game", {"version": 2}), saves)
    return f"disk floor: a 15-byte save costs {floor:.2f} ms here (fsync of file and folder)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=40, help="saves timed per size")
    parser.add_argument("--sizes", default="1000,10000,100000", help="action counts")
    args = parser.parse_args()
    print(disk_floor(args.saves), flush=True)
    for size in (int(text) for text in args.sizes.split(",")):
        print(measure(size, args.saves), flush=True)


if __name__ == "__main__":
    main()
