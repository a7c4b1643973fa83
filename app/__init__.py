"""kino's Qt application: one document that owns the scene, and views that draw its result."""
