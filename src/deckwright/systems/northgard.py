"""Northgard: Uncharted Lands."""

from . import System

SYSTEM = System(
    name="northgard",
    title="Northgard: Uncharted Lands",
    schemas={"clan": "northgard/clan.schema.json", "cards": "northgard/cards.schema.json",
             "tiles": "northgard/tiles.schema.json", "ruleset": "northgard/ruleset.schema.json"},
    hooks={},
)
