"""The look of the game, made by our code: card faces and backs, suit shapes, court
figures, pile and hint marks, fonts and text with suit symbols."""
