"""The player's settings (kept in memory for now; a settings file comes later)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Settings:
    """Both settings are on by default, as the rules pages ask."""

    double_click: bool = True
    interactive_rules: bool = True
