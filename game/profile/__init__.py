"""The player's files: settings, statistics and the game in progress, in one folder."""
