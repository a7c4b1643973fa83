"""Shared by every part of the shell: theme, actions, settings, dialogs, number formatting."""
