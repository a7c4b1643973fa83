"""Views of the evaluate result, one file per panel (the canvas lives in app/canvas/)."""
