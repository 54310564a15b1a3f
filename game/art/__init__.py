"""The look of the game, made by our code: card faces and backs, suit shapes, court
figures, pile and hint marks, fonts and text with suit symbols.

`cards.CardArt` hands out every card surface of one size and one `looks.Look` (the
player's deck, back and table: plain names and colours); it draws with `suits`,
`court`, `back` and `pile_marks` on a supersampled `sketch.Sketch`, places things by
`card_layout` and writes ranks with `lettering`. `proportions` is plain numbers (the
table's layout reads it without any drawing); `hint_marks`, `fonts` and `text` serve the
table and the dialogs. Nothing here imports another room of the game.
"""
