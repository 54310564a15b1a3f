"""game.json version 2 (issue 18): a position and the undo window, not every action since
the deal. Resume stays exact, the size does not grow with the game, reader and writer share
one limit, version 1 files are still read, and damage is set aside as before."""

from __future__ import annotations

import json
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest

import engine
from game.player_files import PlayerFiles
from game.profile import Profile, notice_text
from game.profile import store as store_module
from game.profile.saved_game import saved_game_document
from game.profile.store import MAX_FILE_BYTES, Store
from game.session import EARLIER_LIMIT, GameSession, Takebacks

DS = "DS1-D1N-AAAAAAB"
LONGEST_MOVE = len("t10:26>t10")  # a pile name, a group count, the target: the longest text


def session_after(code: str, actions: int, seed: int = 7) -> GameSession:
    """A game of `actions` actions: moves the engine lists (card moves first), with undos
    and redos mixed in, as a player who tries things makes them."""
    session = GameSession(engine.Game.from_code(code))
    for step in range(actions):
        if step % 11 == 5 and session.undo():
            continue
        if step % 13 == 7 and session.redo():
            continue
        legal = session.game.legal_moves()
        moves = [m for m in legal if m.source[0] != "f"] or legal
        if not moves:  # stuck (Seahaven): take one back and try another line
            session.undo()
            continue
        session.play(moves[(step * seed) % len(moves)])
    return session


def saved(home: Path, session: GameSession, game_id: str = "a1b2c3") -> Profile:
    profile = Profile.open(Store(home))
    assert profile.save_game(session.game, session.takebacks, session.elapsed, game_id) is None
    return profile


def state(session: GameSession) -> tuple[object, ...]:
    game = session.game
    return (
        game.to_text(),
        game.score,
        game.moves,
        game.undo_depth,
        list(session.takebacks.undone),
        round(session.elapsed, 3),
    )


def resumed(home: Path) -> GameSession:
    loaded = Profile.open(Store(home)).load_game()
    assert loaded is not None
    session = GameSession(loaded.game)
    session.resume(loaded.takebacks, loaded.elapsed)
    return session


@pytest.mark.parametrize("code", [DS, "TF1-D3N-AAAAAAB", "SH1-C2-AAAAAJ2", "DS1-D3V-AAAAAAC"])
def test_resume_is_exact_and_undo_reaches_as_far_back(tmp_path: Path, code: str) -> None:
    session = session_after(code, 400)
    session.undo()
    session.undo()
    session.elapsed = 1234.5678
    saved(tmp_path, session)
    again = resumed(tmp_path)
    assert state(again) == state(session)
    while session.game.can_undo:  # every step back gives the same position
        assert again.undo() and session.undo()
        assert again.game.to_text() == session.game.to_text()
    assert not again.game.can_undo
    assert again.redo() and session.redo()
    assert again.game.to_text() == session.game.to_text()


def test_the_save_does_not_grow_with_the_game(tmp_path: Path) -> None:
    """The position and the undo window are a few kilobytes whatever the game's length;
    only `earlier` (the moves before the window, for the history's replay) grows, at most
    `EARLIER_LIMIT` moves: 20 000 actions are past it and keep none (issue 33)."""
    sizes = []
    for actions in (1_000, 20_000):
        session = session_after(DS, actions)
        saved(tmp_path, session)
        sizes.append((tmp_path / "game.json").stat().st_size)
        assert state(resumed(tmp_path)) == state(session)
        earlier = json.loads((tmp_path / "game.json").read_text()).get("earlier", "")
        sizes[-1] -= len(earlier)
        assert len(earlier) <= EARLIER_LIMIT * (LONGEST_MOVE + 1)
    assert max(sizes) < 12_000 and abs(sizes[0] - sizes[1]) < 1_500
    assert session.takebacks.earlier is None  # 20 000 actions: no replay kept


def test_the_longest_save_the_rules_allow_is_far_within_the_reader_s_limit() -> None:
    """The largest game.json: the biggest position (Double Solitaire's 104 cards) twice, the
    deepest undo window and redo list (the engine's undo depth, 200, between them), the
    longest `earlier`, each move the longest text a move can have, numbers of 12 digits. It
    fits 2 MB many times."""
    depth = max(variant.undo_depth for variant in engine.variants.VARIANTS.values())
    position = engine.Game.from_code(DS).to_text()
    position = position.replace("score: 0", "score: -999999999999")
    position = position.replace("moves: 0", "moves: 999999999999")
    document = {
        "version": 2,
        "id": "f" * 32,
        "base": position,
        "position": position,
        "window": ["t10:26>t10"] * depth,
        "redo": [],
        "elapsed": 999_999_999.999,
        "earlier": " ".join(["t10:26>t10"] * EARLIER_LIMIT),
    }
    size = len(json.dumps(document, ensure_ascii=False, indent=1, sort_keys=True).encode())
    assert size < MAX_FILE_BYTES / 50
    assert len(max((str(m) for m in engine.Game.from_code(DS).legal_moves()), key=len)) <= (
        LONGEST_MOVE
    )


def test_a_version_1_save_is_read_and_written_again_as_version_2(tmp_path: Path) -> None:
    session = session_after(DS, 300)
    actions = list(session.actions)
    old = {"version": 1, "code": DS, "actions": actions, "elapsed": 77.5}
    (tmp_path / "game.json").write_text(json.dumps(old))
    loaded = Profile.open(Store(tmp_path)).load_game()
    assert loaded is not None and loaded.game_id is None
    session.elapsed = 77.5
    first = GameSession(loaded.game)
    first.resume(loaded.takebacks, loaded.elapsed)
    assert state(first) == state(session)
    saved(tmp_path, first)
    assert json.loads((tmp_path / "game.json").read_text())["version"] == 2
    assert state(resumed(tmp_path)) == state(session)


def test_reader_and_writer_share_one_limit(tmp_path: Path, monkeypatch) -> None:
    """A document over the limit is not written (the old file stays, no temp file is
    left, the player is told); what the writer writes, the reader reads."""
    session = session_after(DS, 50)
    saved(tmp_path, session)
    before = (tmp_path / "game.json").read_bytes()
    monkeypatch.setattr(store_module, "MAX_FILE_BYTES", len(before) - 1)
    profile = Profile.open(Store(tmp_path))
    told: list[str] = []
    files = PlayerFiles(profile, lambda text, _seconds: told.append(text()))
    files.save_game(session)
    assert (tmp_path / "game.json").read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]
    assert told and "larger than the game can read back" in told[0]
    monkeypatch.setattr(store_module, "MAX_FILE_BYTES", len(before))
    files.save_game(session)
    assert Profile.open(Store(tmp_path)).load_game() is not None


def good_document() -> dict[str, object]:
    session = session_after(DS, 30)
    session.undo()
    return saved_game_document(session.game, session.takebacks, 12.0, "0123456789abcdef")


def damaged(change: str) -> dict[str, object]:
    document = good_document()
    window = list(document["window"])  # type: ignore[call-overload]
    match change:
        case "illegal-move":
            document["window"] = ["t1>t2", *window]
        case "other-position":
            document["position"] = engine.Game.from_code("DS1-D1N-AAAAAAC").to_text()
        case "redo-unplayable":
            document["redo"] = ["t9:9>t1"]
        case "too-deep":
            document["window"] = window * 20
        case "id":
            document["id"] = 7
        case "base":
            document["base"] = "DS1-D1N-AAAAAAB\nscore: 0\nmoves: 0\ns: a\u017f"
        case "window-type":
            document["window"] = "s s s"
    return document


@pytest.mark.parametrize(
    "change",
    ["illegal-move", "other-position", "redo-unplayable", "too-deep", "id", "base", "window-type"],
)
def test_a_damaged_version_2_save_is_set_aside_with_a_notice(tmp_path: Path, change: str) -> None:
    (tmp_path / "game.json").write_text(json.dumps(damaged(change)))
    profile = Profile.open(Store(tmp_path))
    assert profile.load_game() is None
    [notice] = profile.notices
    assert notice.kept_as is not None and (tmp_path / notice.kept_as).exists()
    assert "game.json" in notice_text(notice) and len(notice_text(notice)) < 300


def test_a_counted_game_is_not_resumed(tmp_path: Path) -> None:
    """statistics.json names the game of game.json as counted: a kill came between the
    two saves. The game is over; it is not resumed (and so never counted twice)."""
    session = session_after(DS, 20)
    profile = saved(tmp_path, session, "feedfacefeedface")
    assert profile.load_game() is not None
    files = PlayerFiles(profile, lambda _text, _seconds: None, game_id="feedfacefeedface")
    files.count(session.game, 10.0, session.takebacks.line())
    assert files.game_id != "feedfacefeedface"  # the next game has its own id
    again = Profile.open(Store(tmp_path))
    assert again.statistics.get("DS1-D1N").played == 1
    assert again.statistics.counted == "feedfacefeedface"
    assert again.load_game() is None


def test_an_absurd_games_played_count_is_damage(tmp_path: Path) -> None:
    record = {"played": int("9" * 4000), "won": 0, "streak": 0, "best_streak": 0}
    text = '{"version": 1, "records": {"DS1-D1N": ' + json.dumps(record) + "}}"
    (tmp_path / "statistics.json").write_text(text)
    profile = Profile.open(Store(tmp_path))
    assert profile.statistics.records == {}
    [notice] = profile.notices
    assert "too large" in notice_text(notice) and len(notice_text(notice)) < 250


def test_takebacks_keep_only_what_undo_can_reach() -> None:
    session = GameSession(engine.Game.from_code(DS))
    for _ in range(5_000):
        session.play("s")
    assert len(session.takebacks.played) <= 2 * session.game.variant.undo_depth
    assert isinstance(session.takebacks, Takebacks)


def test_a_full_disk_keeps_the_old_file_leaves_nothing_behind_and_tells(
    tmp_path: Path, monkeypatch
) -> None:
    """The disk fills while the temp file is written: game.json stays as it was, the temp
    file is removed, the player is told once; the next save after space came back works."""
    session = session_after(DS, 40)
    profile = saved(tmp_path, session)
    before = (tmp_path / "game.json").read_bytes()
    told: list[str] = []
    files = PlayerFiles(profile, lambda text, _seconds: told.append(text()))
    real_fsync = os.fsync

    def full(_descriptor: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    session.play("s")
    files.save_game(session)
    files.save_game(session)
    assert (tmp_path / "game.json").read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]
    assert len(told) == 1 and "No space left" in told[0] and "game.json" in told[0]
    monkeypatch.setattr(os, "fsync", real_fsync)
    files.save_game(session)
    assert state(resumed(tmp_path)) == state(session)
