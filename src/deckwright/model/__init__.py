"""Plain card objects built from validated data, one module per game system."""
