"""The code panel: an editor, a sandboxed runner, and Apply to canvas."""
