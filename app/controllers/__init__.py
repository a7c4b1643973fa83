"""Controllers: files, lecture decks, presentation. They talk to the shell interface."""
