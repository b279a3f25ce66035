"""The miniatures game's own shell: the `mkref mini` commands and their rich views."""
