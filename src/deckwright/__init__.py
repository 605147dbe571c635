"""deckwright: design, check, smoke-play and print custom card sets for existing card games."""

__version__ = "0.1.0"
