"""The playable table of Solitaire Trio: window, layout, sprites, input and drawing.

The rules live in the `engine` package; this package only asks the engine and draws.
"""
