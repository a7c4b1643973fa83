"""Pictures: headless windows, PNG/SVG export, the --export command."""
