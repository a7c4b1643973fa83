"""What kino's files share, one concept a module: errors.py (``SnapshotError`` and how a
message shows what was found), json_document.py (reading with limits, strict parsing, atomic
writing), validation.py (objects, unknown fields, the header), scene_codec.py (the scene),
view_state.py (``ViewState``, ``PanelCatalog`` and their codecs). The formats themselves are
kino_core/snapshot.py, deck.py and recording.py."""
