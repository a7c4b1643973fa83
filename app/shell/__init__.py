"""The window shell: main window, layout, menus."""
