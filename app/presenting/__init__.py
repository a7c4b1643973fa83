"""Presenting to a room: the presenter and audience windows, the panel picker, the Learn lesson."""
