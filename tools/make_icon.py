"""Draws the game's icon with our own card art and writes it in each OS's format:
`assets/icon.png` (window icon, Linux), `assets/icon.ico` (Windows), `assets/icon.icns`
(macOS). ICO and ICNS are written by hand: both are simple containers of PNG images.

Run `make icon` after changing the card art; the outputs are committed.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.art.cards import CardArt  # noqa: E402
from game.art.proportions import card_height_for  # noqa: E402

MASTER = 1024
FELT = (22, 104, 62)
FELT_EDGE = (12, 70, 40)
FAN = ((1, "S", -14), (13, "H", 0), (1, "D", 14))
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}


def draw_master() -> pygame.Surface:
    """A rounded felt square with a fan of three cards: A♠, K♥, A♦."""
    icon = pygame.Surface((MASTER, MASTER), pygame.SRCALPHA)
    pygame.draw.rect(icon, FELT_EDGE, icon.get_rect(), border_radius=MASTER // 5)
    pygame.draw.rect(icon, FELT, icon.get_rect().inflate(-40, -40), border_radius=MASTER // 6)
    width = int(MASTER * 0.38)
    art = CardArt(width, card_height_for(width))
    for offset, (rank, suit, angle) in zip((-1, 0, 1), FAN, strict=True):
        card = pygame.transform.rotozoom(art.face(rank, suit), -angle, 1.0)
        center = (MASTER // 2 + offset * int(MASTER * 0.17), MASTER // 2 + abs(offset) * 24)
        icon.blit(card, card.get_rect(center=center))
    return icon


def png_bytes(surface: pygame.Surface, size: int) -> bytes:
    scaled = pygame.transform.smoothscale(surface, (size, size))
    buffer = io.BytesIO()
    pygame.image.save(scaled, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(master: pygame.Surface) -> bytes:
    """ICONDIR + one ICONDIRENTRY per size, each image stored as PNG (Vista and later)."""
    images = [png_bytes(master, size) for size in ICO_SIZES]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, payload = b"", b""
    for size, data in zip(ICO_SIZES, images, strict=True):
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        payload += data
    return header + entries + payload


def icns_bytes(master: pygame.Surface) -> bytes:
    chunks = b""
    for size, kind in ICNS_TYPES.items():
        data = png_bytes(master, size)
        chunks += kind + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(chunks) + 8) + chunks


def main() -> None:
    pygame.display.init()
    pygame.font.init()
    master = draw_master()
    out = ROOT / "assets"
    out.mkdir(exist_ok=True)
    (out / "icon.png").write_bytes(png_bytes(master, 256))
    (out / "icon.ico").write_bytes(ico_bytes(master))
    (out / "icon.icns").write_bytes(icns_bytes(master))
    print(f"wrote {out / 'icon.png'}, icon.ico, icon.icns")


if __name__ == "__main__":
    main()
