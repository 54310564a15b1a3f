"""The dialogs over the table: New Game, Settings, Statistics, Help and the questions;
each answers the app with a typed command."""
