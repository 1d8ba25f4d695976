"""Screens of the app: the menu and its forms, the game, and dialogs."""
