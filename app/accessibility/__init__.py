"""Screen readers: accessible names for every panel, the canvas's vectors as accessible
children, and one-sentence announcements when a gesture ends (see controller.py)."""
