"""Imperial Settlers: Empires of the North."""

from . import System

SYSTEM = System(
    name="eotn",
    title="Imperial Settlers: Empires of the North",
    schemas={"clan": "eotn/clan.schema.json", "islands": "eotn/islands.schema.json"},
    hooks={
        "check": "deckwright.validator.eotn:check_documents",
    },
)
