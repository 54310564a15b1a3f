"""The table scene: gestures and keys become intents, the board follows the engine's
position, and the HUD, notes, hints and the win are drawn over the felt."""
